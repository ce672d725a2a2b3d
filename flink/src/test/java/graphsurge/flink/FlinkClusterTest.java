package graphsurge.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertThrows;

import graphsurge.analytics.run.How;
import graphsurge.gstore.GraphsurgeException;
import graphsurge.session.cluster.Cluster;
import graphsurge.session.cluster.ClusterException;
import graphsurge.session.cluster.Segment;
import graphsurge.session.cluster.SegmentJob;
import graphsurge.session.cluster.ViewRecord;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.flink.runtime.testutils.MiniClusterResourceConfiguration;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Collection runs as Flink jobs against the unsegmented in-process run of the same collection
 * ({@link TestRuns}): every computation in every mode, cut into one, two and many segments (more
 * than slots, one per view), equal on every view; a task that fails once is retried and the run
 * is still complete and equal; records far larger than the collect sink's batch come back whole; a
 * user's error is not retried; an interrupted client cancels its job. The jobs run on one MiniCluster
 * that the tests share (Flink's test extension), since starting one per job would cost more than
 * the jobs; {@link FlinkClusterFactoryTest} runs {@code flink-embedded} itself.
 */
class FlinkClusterTest {
    private static final int SLOTS = 2;
    private static final String[] COMPUTATIONS = {"bfs(root=0)", "sssp(root=0, weight=w)", "wcc", "pr(iterations=10)",
        "scc", "mpsp(goals=[(0, 5), (3, 7)])"};
    private static final String[] MODES = {"DIFFERENTIAL", "SCRATCH", "ADAPTIVE"};

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = new MiniClusterExtension(
            new MiniClusterResourceConfiguration.Builder().setNumberTaskManagers(1).setNumberSlotsPerTaskManager(SLOTS)
                    .build());

    /** The hook's count of attempts, across the task's deserialized copies (the MiniCluster shares this JVM). */
    private static final AtomicInteger ATTEMPTS = new AtomicInteger();

    @TempDir
    static Path dir;
    private static TestRuns runs;

    @BeforeAll
    static void store() throws IOException {
        runs = new TestRuns(dir);
    }

    /** The shared MiniCluster as a Flink cluster running {@code task} for each segment. */
    private static Cluster shared(SegmentTask task) {
        return new FlinkCluster("shared MiniCluster", SLOTS, StreamExecutionEnvironment::getExecutionEnvironment, task,
                () -> ClusterWatch.NONE);
    }

    @Test
    void everyComputationInEveryModeEqualsTheUnsegmentedRunOnEveryView() {
        try (Cluster flink = shared(SegmentTask.WORKER)) {
            for (String computation : COMPUTATIONS) {
                for (String mode : MODES) {
                    SegmentJob job = runs.job(computation, mode, 3);
                    runs.assertEqualToUnsegmented(job, runs.run(flink, job));
                }
            }
        }
    }

    @Test
    void oneTwoAndManySegmentsGiveTheSameViews() {
        try (Cluster flink = shared(SegmentTask.WORKER)) {
            for (int segments : new int[] {1, 2, runs.views()}) {
                SegmentJob job = runs.job("wcc", "DIFFERENTIAL", segments);
                runs.assertEqualToUnsegmented(job, runs.run(flink, job));
            }
        }
    }

    @Test
    void aTaskThatFailsOnceIsRetriedAndTheRunIsCompleteAndEqual() {
        assertRetried(3, 1);
    }

    @Test
    void aTaskOfAOneSegmentJobThatFailsOnceIsRetriedToo() {
        assertRetried(1, 0);
    }

    /** A job of {@code segments} segments whose segment {@code failing} fails once after its first view. */
    private static void assertRetried(int segments, int failing) {
        ATTEMPTS.set(0);
        SegmentTask failsOnce = (worker, segment, sink) -> {
            if (segment == failing && ATTEMPTS.getAndIncrement() == 0) {
                // Fail after a view was emitted, so that a retry must not deliver it twice.
                SegmentTask.WORKER.run(worker, segment, record -> {
                    sink.view(record);
                    throw new IllegalStateException("injected failure of segment " + failing);
                });
            }
            SegmentTask.WORKER.run(worker, segment, sink);
        };
        try (Cluster flink = shared(failsOnce)) {
            SegmentJob job = runs.job("bfs(root=0)", "DIFFERENTIAL", segments);
            runs.assertEqualToUnsegmented(job, runs.run(flink, job));
        }
        assertEquals(2, ATTEMPTS.get(), "segment " + failing + " ran twice: failed, then retried");
    }

    /** Tasks of the never-ending job under way, and whether one has been cancelled. */
    private static final AtomicInteger RUNNING = new AtomicInteger();
    private static final AtomicInteger CANCELLED = new AtomicInteger();

    /** A task that runs until Flink cancels it (interrupts it), counted in RUNNING and CANCELLED. */
    private static SegmentTask endlessTask() {
        RUNNING.set(0);
        CANCELLED.set(0);
        return (worker, segment, sink) -> {
            RUNNING.incrementAndGet();
            try {
                Thread.sleep(600_000); // Flink interrupts a cancelled task
            } catch (InterruptedException e) {
                CANCELLED.incrementAndGet();
                Thread.currentThread().interrupt();
            } finally {
                RUNNING.decrementAndGet();
            }
        };
    }

    @Test
    void interruptingTheClientCancelsItsJob() throws Exception {
        SegmentTask endless = endlessTask();
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        try (Cluster flink = shared(endless)) {
            Thread client = new Thread(() -> {
                try {
                    runs.run(flink, runs.job("wcc", "DIFFERENTIAL", 2));
                } catch (Throwable t) {
                    thrown.set(t);
                }
            }, "test-client");
            client.start();
            long until = System.nanoTime() + 60_000_000_000L;
            while (RUNNING.get() == 0 && System.nanoTime() < until) {
                Thread.sleep(20);
            }
            assertTrue(RUNNING.get() > 0, "the job's tasks started");
            client.interrupt();
            client.join(15_000);
            assertFalse(client.isAlive(), "the client returned after its interrupt");
        }
        assertInstanceOf(CancellationException.class, thrown.get(), () -> "thrown: " + thrown.get());
        long until = System.nanoTime() + 15_000_000_000L;
        while (RUNNING.get() > 0 && System.nanoTime() < until) {
            Thread.sleep(20);
        }
        assertEquals(0, RUNNING.get(), "no task of the job goes on running");
        assertTrue(CANCELLED.get() > 0, "the tasks were cancelled, not finished");
    }

    /** The value a test task gives key {@code k} of the view at run {@code position}: any function of both. */
    private static long value(int position, int k) {
        long h = (position * 0x9E3779B97F4A7C15L) ^ (k * 0xC2B2AE3D27D4EB4FL);
        return h ^ (h >>> 31);
    }

    @Test
    void recordsOfAMillionKeysComeBackWhole() {
        int keys = 1 << 20; // about 9.4 MB a record, past the collect sink's 2 MiB batch
        SegmentTask wholeViews = (worker, segment, sink) -> {
            Segment s = worker.job().segments().get(segment);
            for (int p = s.from(); p < s.to(); p++) {
                long[] values = new long[keys];
                boolean[] reported = new boolean[keys];
                for (int k = 0; k < keys; k++) {
                    values[k] = value(p, k);
                    reported[k] = (values[k] & 1) == 0;
                }
                sink.view(new ViewRecord(segment, p, p, p == s.from(), 0, 0, 0, How.PLAIN, "", 0, null, values, reported));
            }
        };
        ViewRecord[] got;
        try (Cluster flink = shared(wholeViews)) {
            got = runs.run(flink, runs.job("wcc", "DIFFERENTIAL", 2));
        }
        for (int p = 0; p < got.length; p++) {
            assertEquals(keys, got[p].values().length, "position " + p);
            for (int k = 0; k < keys; k++) {
                if (got[p].values()[k] != value(p, k) || got[p].reported()[k] != ((value(p, k) & 1) == 0)) {
                    assertEquals(value(p, k), got[p].values()[k], "position " + p + ", key " + k);
                    assertEquals((value(p, k) & 1) == 0, got[p].reported()[k], "position " + p + ", key " + k);
                }
            }
        }
    }

    @Test
    void aClusterLostWhileTheJobRunsEndsTheRunWithItsReasonAndCancelsTheJob() throws Exception {
        SegmentTask endless = endlessTask();
        // A watch that finds the cluster lost once the job's tasks run.
        ClusterWatch lostOnceRunning = () -> RUNNING.get() > 0 ? "the test's cluster is lost" : null;
        Cluster flink = new FlinkCluster("shared MiniCluster", SLOTS, StreamExecutionEnvironment::getExecutionEnvironment,
                endless, () -> lostOnceRunning);
        long start = System.nanoTime();
        ClusterException e = assertThrows(ClusterException.class, () -> runs.run(flink, runs.job("wcc", "DIFFERENTIAL", 2)));
        assertEquals("the test's cluster is lost", e.getMessage());
        assertTrue(System.nanoTime() - start < 60_000_000_000L, "the run ended at the watch's word");
        long until = System.nanoTime() + 15_000_000_000L;
        while (RUNNING.get() > 0 && System.nanoTime() < until) {
            Thread.sleep(20);
        }
        assertEquals(0, RUNNING.get(), "no task of the job goes on running");
        assertTrue(CANCELLED.get() > 0, "the tasks were cancelled, not finished");
    }

    @Test
    void aTaskFailingEveryAttemptFailsTheRunWithItsOwnMessage() {
        SegmentTask fails = (worker, segment, sink) -> {
            throw new IllegalStateException("disk on fire in segment " + segment);
        };
        try (Cluster flink = shared(fails)) {
            ClusterException e = assertThrows(ClusterException.class,
                    () -> runs.run(flink, runs.job("wcc", "DIFFERENTIAL", 1)));
            assertEquals("the Flink job failed: IllegalStateException: disk on fire in segment 0 (after "
                    + FlinkCluster.ATTEMPTS + " restarts)", e.getMessage());
        }
    }

    @Test
    void aUsersErrorInAWorkerFailsTheRunAtOnceAsItWasThrown() {
        ATTEMPTS.set(0);
        SegmentTask refuses = (worker, segment, sink) -> {
            ATTEMPTS.incrementAndGet();
            throw new GraphsurgeException("segment " + segment + " refused");
        };
        try (Cluster flink = shared(refuses)) {
            GraphsurgeException e = assertThrows(GraphsurgeException.class,
                    () -> runs.run(flink, runs.job("wcc", "DIFFERENTIAL", 1)));
            assertEquals("segment 0 refused", e.getMessage());
        }
        assertEquals(1, ATTEMPTS.get(), "a user's error is not retried");
    }
}
