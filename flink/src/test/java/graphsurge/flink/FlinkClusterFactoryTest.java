package graphsurge.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.session.cluster.Cluster;
import graphsurge.session.cluster.ClusterException;
import graphsurge.session.cluster.ClusterSpec;
import graphsurge.session.cluster.SegmentJob;
import java.io.IOException;
import java.nio.file.Path;
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
