package graphsurge.flink;

import graphsurge.session.cluster.ClusterException;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a Flink session cluster's REST endpoint says of itself ({@code GET /overview}): its
 * TaskManagers and slots. Asked before a run so that an unreachable address is a clear error
 * rather than a submission that times out, and so that the run is cut into as many segments as
 * the cluster has slots. Plain JDK HTTP: no Flink class is loaded for it.
 *
 * @param taskManagers the TaskManagers registered
 * @param slots their slots in all
 * @param version the cluster's Flink version
 */
record RestOverview(int taskManagers, int slots, String version) {
    static final Duration TIMEOUT = Duration.ofSeconds(10);

    /** Asks {@code host:port}; a {@link ClusterException} says why when it does not answer as Flink does. */
    static RestOverview of(String host, int port) {
        String where = "flink://" + host + ":" + port;
        RestOverview overview;
        try {
            overview = fetch(host, port);
        } catch (IOException e) {
            throw new ClusterException("cluster '" + where + "': cannot reach a Flink REST endpoint there (" + e
                    + "); start one with scripts/flink-cluster.sh start", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ClusterException("cluster '" + where + "': interrupted while asking for its overview", e);
        } catch (IllegalArgumentException e) {
            throw new ClusterException("cluster '" + where + "': not a valid address (" + e.getMessage() + ")", e);
        }
        if (overview.slots() < 1) {
            throw new ClusterException("cluster '" + where + "' has no task slots (" + overview.taskManagers()
                    + " TaskManagers registered); start TaskManagers or wait for them to register");
        }
        return overview;
    }

    /**
     * What {@code host:port} says now, whatever its slots: an {@link IOException} when it does not
     * answer, a {@link ClusterException} when it answers but not as Flink does.
     */
    static RestOverview fetch(String host, int port) throws IOException, InterruptedException {
        String where = "flink://" + host + ":" + port;
        HttpClient client = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://" + host + ":" + port + "/overview"))
                .timeout(TIMEOUT).GET().build();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new ClusterException("cluster '" + where + "': its REST endpoint answered HTTP "
                    + response.statusCode() + " to /overview; is it a Flink JobManager?");
        }
        String body = response.body();
        Matcher v = Pattern.compile("\"flink-version\"\\s*:\\s*\"([^\"]*)\"").matcher(body);
        return new RestOverview(number(body, "taskmanagers", where), number(body, "slots-total", where),
                v.find() ? v.group(1) : "");
    }

    private static int number(String body, String field, String where) {
        Matcher m = Pattern.compile("\"" + Pattern.quote(field) + "\"\\s*:\\s*(\\d+)").matcher(body);
        if (!m.find()) {
            throw new ClusterException("cluster '" + where + "': its /overview has no " + field
                    + "; is it a Flink JobManager's REST endpoint?");
        }
        return Integer.parseInt(m.group(1));
    }
}
