package graphsurge.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Interrupting the thread of a long run (what Ctrl-C does) cancels it within a second, whichever
 * way its views run: the plain algorithm on a pool, the engine's workers, segments on
 * the local cluster. The run ends with a {@link CancellationException}, no worker goes on
 * working, a saved run keeps its record, and the session runs the next statement.
 */
class RunCancellationTest {
    @TempDir
    static Path dir;
    private static Session session;

    @BeforeAll
    static void store() throws Exception {
        Random random = new Random(32);
        int vertices = 20_000;
        StringBuilder e = new StringBuilder(":start_id,:end_id,k:int\n");
        for (int i = 0; i < 120_000; i++) {
            e.append(1 + random.nextInt(vertices)).append(',').append(1 + random.nextInt(vertices)).append(',')
                    .append(random.nextInt(100)).append('\n');
        }
        Path edges = Files.writeString(dir.resolve("e.csv"), e);
        StringBuilder views = new StringBuilder();
        for (int v = 0; v < 30; v++) {
            views.append(v == 0 ? "" : ", ").append("[k >= ").append(v).append(" AND k < ").append(v + 60).append(']');
        }
        session = Session.open(dir.resolve("store")).threads(2);
        session.execute("LOAD GRAPH WITH EDGES FROM '" + edges + "'; CREATE VIEW COLLECTION c WHERE " + views + ";");
    }

    @AfterAll
    static void close() {
        session.close();
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "RUN SCRATCH COMPUTATION pr(iterations=1000000) ON COLLECTION c",
        "RUN DIFFERENTIAL COMPUTATION pr(iterations=1000000, dataflow=true) ON COLLECTION c",
        "RUN SCRATCH COMPUTATION pr(iterations=1000000) ON COLLECTION c SEGMENTS 2",
        "RUN SCRATCH COMPUTATION pr(iterations=150) ON COLLECTION c SAVE RESULTS TO 'OUT'",
    })
    void anInterruptStopsEveryWorkerWithinASecond(String statement) throws Exception {
        Path out = dir.resolve("out-" + Math.abs(statement.hashCode()));
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        Thread run = new Thread(() -> {
            try {
                session.execute(statement.replace("OUT", out.toString()) + ";");
            } catch (Throwable t) {
                thrown.set(t);
            }
        }, "test-run");
        run.start();
        Thread.sleep(400);
        for (int wait = 0; statement.contains("SAVE") && !Files.exists(out.resolve(RunManifest.FILE)) && wait < 200; wait++) {
            Thread.sleep(50); // a saved run is interrupted once a view is on record
        }
        assertTrue(run.isAlive(), "the run must still be going when interrupted");
        long interrupted = System.nanoTime();
        run.interrupt();
        run.join(2_000);
        double seconds = (System.nanoTime() - interrupted) / 1e9;
        assertFalse(run.isAlive(), "the run went on for over 2 s after the interrupt");
        assertTrue(seconds < 1.5, "stopped after " + seconds + " s");
        assertInstanceOf(CancellationException.class, thrown.get(), () -> "thrown: " + thrown.get());
        assertEquals("interrupted", thrown.get().getMessage());
        Thread.sleep(200);
        assertEquals(List.of(), busyWorkers(), "threads still working after the cancellation");
        if (statement.contains("SAVE")) {
            assertTrue(Files.exists(out.resolve(RunManifest.FILE)), () -> "the run record stays, for RESUME; in the folder: " + list(out));
        }
        // The session and its store are as they were: the next statement runs.
        List<Session.Executed> next = session.execute("RUN SCRATCH COMPUTATION wcc ON COLLECTION c;");
        assertInstanceOf(StatementResult.ComputationRan.class, next.get(0).result());
        assertEquals(30, ((StatementResult.ComputationRan) next.get(0).result()).views().size());
    }

    private static String list(Path out) {
        try (var files = Files.list(out)) {
            return files.map(f -> f.getFileName().toString()).toList().toString();
        } catch (java.io.IOException e) {
            return e.toString();
        }
    }

    /** The project's worker threads (engine workers, segment threads) and pool threads that are running, not parked. */
    private static List<String> busyWorkers() {
        List<String> busy = new ArrayList<>();
        Thread.getAllStackTraces().forEach((t, stack) -> {
            String name = t.getName();
            boolean worker = name.startsWith("graphsurge-") || name.startsWith("ForkJoinPool-");
            if (worker && t.getState() == Thread.State.RUNNABLE) {
                busy.add(name + " at " + (stack.length > 0 ? stack[0] : "?"));
            }
        });
        return busy;
    }
}
