package graphsurge.flink;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The watch of a session cluster against a stand-in REST endpoint: well while it has slots; lost,
 * saying why, once it has had none (or has not answered) for the limit, and not before.
 */
class RestWatchTest {
    /** Serves /overview with {@code slots} slots (read at each request). */
    private static HttpServer overview(AtomicInteger slots) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/overview", exchange -> {
            int n = slots.get();
            byte[] body = ("{\"taskmanagers\":" + n + ",\"slots-total\":" + n + ",\"flink-version\":\"2.3.0\"}")
                    .getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
        return server;
    }

    private static String lostWithin(RestWatch watch, Duration wait) throws InterruptedException {
        long until = System.nanoTime() + wait.toNanos();
        String lost = watch.lost();
        while (lost == null && System.nanoTime() < until) {
            Thread.sleep(50);
            lost = watch.lost();
        }
        return lost;
    }

    @Test
    void aClusterWithSlotsIsNeverLostAndOneWithoutIsLostAfterTheLimit() throws Exception {
        AtomicInteger slots = new AtomicInteger(2);
        HttpServer server = overview(slots);
        int port = server.getAddress().getPort();
        try (RestWatch watch = RestWatch.start("localhost", port, Duration.ofSeconds(2))) {
            assertNull(lostWithin(watch, Duration.ofSeconds(3)), "a cluster with slots is well");
            slots.set(0);
            watch.look();
            long lostAt = System.nanoTime();
            assertNull(watch.lost(), "not lost before the limit");
            String lost = lostWithin(watch, Duration.ofSeconds(10));
            assertNotNull(lost, "lost after the limit");
            assertTrue(System.nanoTime() - lostAt >= Duration.ofMillis(1900).toNanos(), "not before the limit");
            assertTrue(lost.contains("no TaskManager is registered") && lost.contains("flink://localhost:" + port)
                    && lost.contains(FlinkClusterFactory.LOSS_LIMIT_PROPERTY), lost);
            slots.set(1);
            watch.look();
            assertNull(watch.lost(), "well again once a TaskManager registered");
        } finally {
            server.stop(0);
        }
    }

    @Test
    void aJobManagerThatStoppedAnsweringIsLostAfterTheLimit() throws Exception {
        HttpServer server = overview(new AtomicInteger(1));
        int port = server.getAddress().getPort();
        try (RestWatch watch = RestWatch.start("localhost", port, Duration.ofSeconds(1))) {
            server.stop(0);
            String lost = lostWithin(watch, Duration.ofSeconds(15));
            assertNotNull(lost);
            assertTrue(lost.contains("its JobManager does not answer") && lost.contains("connection refused"), lost);
        }
    }

    @Test
    void theLimitIsSecondsFromTheProperty() {
        assertTrue(FlinkClusterFactory.lossLimit(null).equals(FlinkClusterFactory.DEFAULT_LOSS_LIMIT));
        assertTrue(FlinkClusterFactory.lossLimit("5").equals(Duration.ofSeconds(5)));
        graphsurge.session.cluster.ClusterException e = org.junit.jupiter.api.Assertions.assertThrows(
                graphsurge.session.cluster.ClusterException.class, () -> FlinkClusterFactory.lossLimit("1m"));
        assertTrue(e.getMessage().contains(FlinkClusterFactory.LOSS_LIMIT_PROPERTY), e.getMessage());
    }
}
