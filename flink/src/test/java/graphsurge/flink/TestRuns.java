package graphsurge.flink;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.analytics.computation.ComputationRegistry;
import graphsurge.analytics.computation.Program;
import graphsurge.analytics.run.CollectionRunner;
import graphsurge.gstore.ProgressListener;
import graphsurge.gvdl.ast.Statement;
import graphsurge.gvdl.parse.Parser;
import graphsurge.session.GvdlParameters;
import graphsurge.session.Session;
import graphsurge.session.cluster.Binding;
import graphsurge.session.cluster.Cluster;
import graphsurge.session.cluster.JobData;
import graphsurge.session.cluster.ModeSettings;
import graphsurge.session.cluster.OrderedResults;
import graphsurge.session.cluster.Segment;
import graphsurge.session.cluster.SegmentJob;
import graphsurge.session.cluster.StoreShipping;
import graphsurge.session.cluster.ViewRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The tests' collection and their check: a store holding a random graph (years and weights on
 * its edges) and sliding windows of years as collection {@code c}; jobs over it cut into
 * contiguous segments; and the comparison of what a cluster delivered with the unsegmented
 * in-process run of the same collection, view by view. The seed is in every failure message.
 */
final class TestRuns {
    final long seed;
    private final JobData.Shipped shipped;
    private final JobData.InProcess local;

    /** The store in {@code dir}, from the seed {@code -Dseed=N} (to repeat a failure) or a new one. */
    TestRuns(Path dir) throws IOException {
        seed = Long.getLong("seed", 2026_12_06L); // fixed unless -Dseed=N, and named in every message
        Random random = new Random(seed);
        StringBuilder csv = new StringBuilder(":start_id,:end_id,year:int,w:int\n");
        for (int e = 0; e < 500; e++) {
            csv.append(random.nextInt(80)).append(',').append(random.nextInt(80)).append(',')
                    .append(1 + random.nextInt(14)).append(',').append(1 + random.nextInt(9)).append('\n');
        }
        Path edges = Files.writeString(dir.resolve("e.csv"), csv);
        Path store = dir.resolve("store");
        try (Session session = Session.open(store)) {
            session.execute("LOAD GRAPH WITH EDGES FROM '" + edges + "';"
                    + "CREATE VIEW COLLECTION c WHERE [year >= $y AND year < $y + 4] FOR $y IN 1..12;");
        }
        local = StoreShipping.read(store, "c", 1);
        shipped = StoreShipping.pack(store, local.collection());
    }

    int views() {
        return local.collection().views();
    }

    /** A job of {@code computation} in {@code mode}, cut into {@code segments} contiguous segments (at most one per view). */
    SegmentJob job(String computation, String mode, int segments) {
        int views = views();
        int n = Math.min(segments, views);
        List<Segment> plan = new ArrayList<>();
        for (int s = 0; s < n; s++) {
            plan.add(new Segment(s, s * views / n, (s + 1) * views / n));
        }
        String statement = "RUN " + mode + " COMPUTATION " + computation + " ON COLLECTION c;";
        Statement.RunComputation run = (Statement.RunComputation) Parser.parseStatement(statement);
        return new SegmentJob("test-" + seed, shipped, Binding.of(run.computation(), GvdlParameters.of(run.computation(), run)),
                ModeSettings.of(CollectionRunner.Settings.of(CollectionRunner.Mode.valueOf(mode), 1)), 1, plan);
    }

    /** The records {@code cluster} delivered for {@code job}, by run position; a view delivered twice fails the test. */
    ViewRecord[] run(Cluster cluster, SegmentJob job) {
        ViewRecord[] byPosition = new ViewRecord[views()];
        List<String> repeated = Collections.synchronizedList(new ArrayList<>());
        cluster.run(job, r -> {
            if (byPosition[r.position()] != null) {
                repeated.add("position " + r.position());
            }
            byPosition[r.position()] = r;
        });
        assertEquals(List.of(), repeated, "views delivered twice (seed " + seed + ")");
        return byPosition;
    }

    /**
     * Every view's values and reported keys, rebuilt from the records as the client does
     * ({@link OrderedResults}), equal the unsegmented in-process run's, and exactly the segments'
     * first views started fresh (and hold every key).
     */
    void assertEqualToUnsegmented(SegmentJob job, ViewRecord[] byPosition) {
        String what = job.binding() + " in " + job.segments().size() + " segments (seed " + seed + ")";
        long[][] values = new long[views()][];
        boolean[][] reported = new boolean[views()][];
        Path spill = Path.of(System.getProperty("java.io.tmpdir")).resolve("graphsurge-test-" + seed); // in order: never spills
        try (OrderedResults ordered = new OrderedResults(job.segments(), views(), spill, r -> {
            values[r.position()] = r.values().clone();
            reported[r.position()] = r.reported().clone();
        })) {
            for (ViewRecord r : byPosition) {
                assertNotNull(r, what + ": a record for every position");
                ordered.view(r);
            }
        }
        Program program = job.binding().bind(ComputationRegistry.builtIns(), local.graph());
        CollectionRunner.Settings settings = job.mode().forSegment(new Segment(0, 0, views()), 1);
        // A segment's first view may run PageRank another way than the unsegmented run did (the
        // plain algorithm, a fresh kernel), which agree to rounding in the last fixed-point units.
        boolean pagerank = job.binding().computation().equals("pr");
        AtomicInteger seen = new AtomicInteger();
        CollectionRunner.run(program, local.graph(), local.collection(), settings, r -> {
            ViewRecord got = byPosition[r.position()];
            assertEquals(r.view(), got.view(), what);
            assertArrayEquals(r.reported(), reported[r.position()], what + ": reported keys of view " + r.view());
            for (int k = 0; k < r.values().length; k++) {
                if (r.reported()[k] && !(pagerank && close(r.values()[k], values[r.position()][k]))) {
                    assertEquals(r.values()[k], values[r.position()][k], what + ": view " + r.view() + ", key " + k);
                }
            }
            seen.incrementAndGet();
        }, ProgressListener.NONE);
        assertEquals(views(), seen.get(), what);
        for (Segment s : job.segments()) {
            assertTrue(byPosition[s.from()].segmentStart(), what + ": segment " + s.index() + " starts fresh");
            assertTrue(byPosition[s.from()].whole(), what + ": segment " + s.index() + " starts with every key");
            for (int p = s.from() + 1; p < s.to(); p++) {
                assertFalse(byPosition[p].segmentStart(), what);
            }
        }
    }

    /** Whether two PageRank values in fixed point agree within a relative 1e-9. */
    private static boolean close(long expected, long actual) {
        return Math.abs(expected - actual) <= 1e-9 * Math.abs(expected);
    }
}
