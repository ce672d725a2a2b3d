package graphsurge.session.cluster;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import graphsurge.analytics.computation.ComputationRegistry;
import graphsurge.analytics.computation.Parameters;
import graphsurge.analytics.computation.Program;
import graphsurge.analytics.run.CollectionRunner;
import graphsurge.gstore.ProgressListener;
import graphsurge.gvdl.ast.Statement;
import graphsurge.gvdl.parse.Parser;
import graphsurge.session.GvdlParameters;
import graphsurge.session.Session;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A job as a cluster ships it, serialized and read back in a worker that shares nothing with the
 * client: the worker binds the client's {@link Binding} (no statement to parse), runs its segments
 * at once on two threads, and every view comes out as the client's own program computes it in
 * one unsegmented run.
 */
class SegmentWorkerTest {
    @TempDir
    Path dir;

    @Test
    void aShippedJobRunsTheClientsBindingOnEveryViewFromTwoThreads() throws Exception {
        long seed = 2026_1206_33L;
        System.out.println("SegmentWorkerTest seed " + seed);
        Random random = new Random(seed);
        StringBuilder csv = new StringBuilder(":start_id,:end_id,year:int,w:int\n");
        for (int e = 0; e < 400; e++) {
            csv.append(random.nextInt(80)).append(',').append(random.nextInt(80)).append(',').append(1 + random.nextInt(10))
                    .append(',').append(1 + random.nextInt(9)).append('\n');
        }
        Path edges = Files.writeString(dir.resolve("e.csv"), csv);
        Path store = dir.resolve("store");
        try (Session session = Session.open(store)) {
            session.execute("LOAD GRAPH WITH EDGES FROM '" + edges + "';"
                    + "CREATE VIEW COLLECTION c WHERE [year >= $y AND year < $y + 3] FOR $y IN 1..8;");
        }
        JobData.InProcess client = StoreShipping.read(store, "c", 1);
        int views = client.collection().views();
        Statement.RunComputation run = (Statement.RunComputation) Parser.parseStatement(
                "RUN DIFFERENTIAL COMPUTATION sssp(root=3, weight=w) ON COLLECTION c;");
        Parameters parameters = GvdlParameters.of("sssp", run);
        Program clientProgram = ComputationRegistry.builtIns().find("sssp").bind(client.graph(), parameters);
        List<Segment> plan = List.of(new Segment(0, 0, views / 2), new Segment(1, views / 2, views));
        SegmentJob sent = new SegmentJob("worker-test", StoreShipping.pack(store, client.collection()),
                Binding.of("sssp", parameters), ModeSettings.of(CollectionRunner.Settings.of(CollectionRunner.Mode.DIFFERENTIAL, 1)),
                1, plan);

        List<ViewRecord> records = new ArrayList<>();
        AtomicReference<Throwable> failed = new AtomicReference<>();
        try (SegmentWorker worker = SegmentWorker.of(shipped(sent))) {
            List<Thread> threads = new ArrayList<>();
            for (int s = 0; s < plan.size(); s++) {
                int segment = s;
                Thread t = new Thread(() -> {
                    try {
                        worker.run(segment, r -> {
                            synchronized (records) {
                                records.add(r);
                            }
                        });
                    } catch (Throwable e) {
                        failed.set(e);
                    }
                });
                threads.add(t);
                t.start();
            }
            for (Thread t : threads) {
                t.join();
            }
        }
        assertEquals(null, failed.get());

        long[][] values = new long[views][];
        boolean[][] reported = new boolean[views][];
        try (OrderedResults ordered = new OrderedResults(plan, views, dir.resolve("spill"), r -> {
            values[r.position()] = r.values().clone();
            reported[r.position()] = r.reported().clone();
        })) {
            records.forEach(ordered::view);
            assertEquals(true, ordered.complete(), "every view came back");
        }
        List<Integer> seen = new ArrayList<>();
        CollectionRunner.run(clientProgram, client.graph(), client.collection(),
                CollectionRunner.Settings.of(CollectionRunner.Mode.DIFFERENTIAL, 1), r -> {
                    String what = "view " + r.view() + " (seed " + seed + ")";
                    assertNotNull(values[r.position()], what);
                    assertArrayEquals(r.reported(), reported[r.position()], what);
                    for (int k = 0; k < r.values().length; k++) {
                        if (r.reported()[k]) {
                            assertEquals(r.values()[k], values[r.position()][k], what + ", key " + k);
                        }
                    }
                    seen.add(r.position());
                }, ProgressListener.NONE);
        assertEquals(views, seen.size());
        assertFalse(records.isEmpty());
    }

    /** {@code job} as another JVM receives it: serialized and read back. */
    private static SegmentJob shipped(SegmentJob job) throws IOException, ClassNotFoundException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(job);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return (SegmentJob) in.readObject();
        }
    }
}
