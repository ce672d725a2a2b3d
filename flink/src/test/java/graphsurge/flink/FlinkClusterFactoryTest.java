package graphsurge.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.session.Session;
import graphsurge.session.cluster.Cluster;
import graphsurge.session.cluster.ClusterException;
import graphsurge.session.cluster.ClusterSpec;
import graphsurge.session.cluster.SegmentJob;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the command line's cluster specs open: an embedded MiniCluster that runs jobs, and clear errors. */
class FlinkClusterFactoryTest {
    private final FlinkClusterFactory factory = new FlinkClusterFactory();

    @Test
    void flinkEmbeddedStartsAMiniClusterThatRunsTheSegments(@TempDir Path dir) throws IOException {
        TestRuns runs = new TestRuns(dir);
        try (Cluster c = factory.open(ClusterSpec.parse("flink-embedded:3"), 2)) {
            assertEquals(3, c.slots());
            assertEquals("flink-embedded (3 slots)", c.description());
            assertTrue(c.shipsJobs());
            SegmentJob job = runs.job("sssp(root=0, weight=w)", "ADAPTIVE", 3);
            runs.assertEqualToUnsegmented(job, runs.run(c, job));
        }
    }

    /**
     * Flink extracts its RPC system's jar (24 MB) and makes upload directories in the temporary
     * directory for every cluster: a run leaves none of it, and removes what a killed run left.
     */
    @Test
    void anEmbeddedRunLeavesNothingInTheTemporaryDirectory(@TempDir Path dir) throws IOException {
        TestRuns runs = new TestRuns(Files.createDirectories(dir.resolve("store")));
        Path tmp = Files.createDirectories(dir.resolve("tmp"));
        Path stale = Files.createDirectories(tmp.resolve(FlinkCluster.SCRATCH_PREFIX + deadPid() + "-left"));
        Files.writeString(stale.resolve("flink-rpc-akka-left.jar"), "left by a killed run");
        Path mine = Files.createDirectories(tmp.resolve(FlinkCluster.SCRATCH_PREFIX + ProcessHandle.current().pid() + "-other"));
        String saved = System.getProperty("java.io.tmpdir");
        System.setProperty("java.io.tmpdir", tmp.toString());
        try (Cluster c = factory.open(ClusterSpec.parse("flink-embedded:2"), 2)) {
            SegmentJob job = runs.job("wcc", "DIFFERENTIAL", 2);
            runs.assertEqualToUnsegmented(job, runs.run(c, job));
        } finally {
            System.setProperty("java.io.tmpdir", saved);
        }
        try (Stream<Path> left = Files.list(tmp)) {
            // (lz4-java's native library, which the JVM deletes when it exits, is not Flink's.)
            assertEquals(List.of(mine), left.filter(f -> !f.getFileName().toString().startsWith("liblz4-java")).toList(),
                    "only a scratch directory of a live process is left");
        }
    }

    /** The pid of a process that has ended. */
    private static long deadPid() throws IOException {
        Process p = new ProcessBuilder("true").start();
        try {
            p.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return p.pid();
    }

    /** The factory is a service: a session that registers nothing knows both Flink schemes. */
    @Test
    void aSessionFindsTheFlinkClustersOnTheClassPath(@TempDir Path dir) {
        try (Session session = Session.open(dir)) {
            session.cluster("flink-embedded:2");
            assertEquals("flink-embedded:2", session.cluster().text());
            session.cluster("flink://localhost:1");
            assertEquals("flink", session.cluster().scheme());
        }
    }

    @Test
    void flinkEmbeddedWithoutSlotsHasTheSessionsThreads() {
        try (Cluster c = factory.open(ClusterSpec.parse("flink-embedded"), 2)) {
            assertEquals(2, c.slots());
        }
    }

    @Test
    void aSessionClusterNeedsAnAddress() {
        ClusterException e = assertThrows(ClusterException.class, () -> factory.open(ClusterSpec.parse("flink"), 2));
        assertTrue(e.getMessage().contains("flink://HOST:PORT"), e.getMessage());
    }

    @Test
    void aSessionClusterNeedsAJarToShip() {
        // The tests run from class directories: there is no jar to ship to a session cluster.
        ClusterException e = assertThrows(ClusterException.class,
                () -> factory.open(ClusterSpec.parse("flink://localhost:1"), 2));
        assertTrue(e.getMessage().contains("ships the jar"), e.getMessage());
    }

    @Test
    void anUnreachableRestEndpointIsAClearError() {
        ClusterException e = assertThrows(ClusterException.class, () -> RestOverview.of("localhost", 1));
        assertTrue(e.getMessage().startsWith("cluster 'flink://localhost:1': cannot reach a Flink REST endpoint"),
                e.getMessage());
    }
}
