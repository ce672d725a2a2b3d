package graphsurge.analytics.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.analytics.TestGraphs;
import graphsurge.analytics.computation.Bfs;
import graphsurge.analytics.computation.Parameters.Position;
import graphsurge.analytics.computation.Parameters;
import graphsurge.analytics.computation.Program;
import graphsurge.analytics.graph.ViewGraph;
import graphsurge.analytics.plain.PlainBfs;
import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.vcstore.collection.CollectionBuilder;
import graphsurge.vcstore.collection.ViewCollection;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The adaptive cost model on hand-made observations (expected lines worked out by hand), and an
 * adaptive run whose first view is empty.
 */
class AdaptiveSplitterTest {
    private static final double MS = 1e-3;

    private static AdaptiveSplitter leastSquares() {
        return new AdaptiveSplitter(1.3, 1.3, 0, true);
    }

    @Test
    void aLineThatFitsWithNonNegativeTermsIsTheLeastSquaresLine() {
        AdaptiveSplitter model = leastSquares();
        model.observeScratch(1000, 5 * MS);
        model.observeScratch(3000, 11 * MS);
        // Slope (11 - 5) ms / 2000 edges = 3 µs per edge; intercept 5 ms - 3 ms = 2 ms.
        assertEquals(2 * MS, model.scratchLine().intercept(), 1e-12);
        assertEquals(3e-6, model.scratchLine().slope(), 1e-15);
    }

    @Test
    void aNegativeInterceptGivesTheBestLineThroughTheOrigin() {
        AdaptiveSplitter model = leastSquares();
        model.observeScratch(1000, 1 * MS);
        model.observeScratch(2000, 1 * MS);
        model.observeScratch(3000, 4 * MS);
        // Unconstrained: slope 1.5 µs per edge, intercept -1 ms (500 edges would take -0.25 ms).
        // Through the origin: sum(xy) / sum(x^2) = 15,000 ms / 14e6 = 15/14 µs per edge, squared
        // error 1.93 ms^2, below the flat line's (2 ms, squared error 6 ms^2).
        AdaptiveSplitter.Line line = model.scratchLine();
        assertEquals(0, line.intercept());
        assertEquals(15.0 / 14 * 1e-6, line.slope(), 1e-18);
        assertEquals(500 * 15.0 / 14 * 1e-6, line.at(500), 1e-15);
    }

    @Test
    void aNegativeSlopeGivesTheFlatLineWhenItFitsBetter() {
        AdaptiveSplitter model = leastSquares();
        model.observeDifferential(1000, 3 * MS);
        model.observeDifferential(2000, 1 * MS);
        // Unconstrained: slope -2 µs per difference, so 3,000 differences would take -1 ms.
        // Through the origin: 1 µs per difference, squared error (3-1)^2 + (1-2)^2 = 5 ms^2;
        // flat at the mean 2 ms: 1 + 1 = 2 ms^2, the better.
        AdaptiveSplitter.Line line = model.differentialLine();
        assertEquals(2 * MS, line.intercept(), 1e-15);
        assertEquals(0, line.slope());
        assertEquals(2 * MS, line.at(3000), 1e-15);
    }

    @Test
    void anEmptyViewIsAnObservationAndOnePointPredictsFromItself() {
        AdaptiveSplitter model = leastSquares();
        assertNull(model.scratchLine());
        assertEquals(Reason.NO_OBSERVATIONS, model.decide(1000, 50, false).reason());
        model.observeScratch(0, 1 * MS);
        model.observeDifferential(100, 10 * MS);
        // Scratch: only an empty view, 1 ms whatever the size; differential: 0.1 ms per difference.
        assertEquals(new AdaptiveSplitter.Line(1 * MS, 0), model.scratchLine());
        assertEquals(1e-4, model.differentialLine().slope(), 1e-18);
        assertEquals(0, model.differentialLine().intercept());
        // 1000 edges, 50 differences: scratch 1 ms x 1.3 = 1.3 ms below differential 5 ms.
        Decision d = model.decide(1000, 50, false);
        assertEquals(Reason.RERUN_CHEAPER, d.reason());
        DecisionAssertions.assertFacts(new Decision.Split(false, 1 * MS, 5 * MS, 1.3), d.facts());
        // With one more scratch view, (0, 1 ms) and (1000, 3 ms): 1 ms + 2 µs per edge.
        model.observeScratch(1000, 3 * MS);
        assertEquals(1 * MS, model.scratchLine().intercept(), 1e-15);
        assertEquals(2e-6, model.scratchLine().slope(), 1e-18);
    }

    @Test
    void averageRatiosOverEmptyViewsOnlyAreTheirTime() {
        AdaptiveSplitter model = new AdaptiveSplitter(1.3, 1.3, 0, false);
        model.observeScratch(0, 2 * MS);
        model.observeScratch(0, 4 * MS);
        assertEquals(new AdaptiveSplitter.Line(3 * MS, 0), model.scratchLine());
        model.observeScratch(1000, 6 * MS);
        // (2 + 4 + 6) ms over 1000 edges.
        assertEquals(new AdaptiveSplitter.Line(0, 12e-6), model.scratchLine());
    }

    /**
     * Random observations, noisy and some at 0: every fitted line predicts a non-negative time
     * anywhere from 0 up, in both fits and with any LIMIT.
     */
    @Test
    void noObservationsMakeANegativePrediction() {
        for (long seed = 1; seed <= 200; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            AdaptiveSplitter model = new AdaptiveSplitter(1.3, 1.3, r.nextInt(4), r.nextBoolean());
            int n = 1 + r.nextInt(8);
            for (int i = 0; i < n; i++) {
                long x = r.nextInt(3) == 0 ? 0 : r.nextInt(1, 10_000);
                model.observeScratch(x, r.nextDouble() * 0.01);
                model.observeDifferential(x, r.nextDouble() * 0.01);
            }
            for (AdaptiveSplitter.Line line : List.of(model.scratchLine(), model.differentialLine())) {
                assertTrue(line.intercept() >= 0 && line.slope() >= 0, "seed " + seed + ": " + line);
            }
            Decision d = model.decide(r.nextInt(10_000), r.nextInt(100), true);
            if (d.facts() instanceof Decision.Split split) {
                assertTrue(split.rerun() >= 0 && split.dataflow() >= 0, "seed " + seed + ": " + d);
            }
        }
    }

    /**
     * A collection whose first view is empty, then a large view, then views a few edges apart
     * (never more differences than DIFF_X times their edges, so that only the model can split):
     * from the third view on, every decision is predicted (none lacks observations), no
     * prediction is negative, and every result is BFS's.
     */
    @Test
    void anEmptyFirstViewStillTeachesTheModel() {
        SplittableRandom r = new SplittableRandom(3);
        int n = 40;
        int m = 200;
        PropertyGraph g = TestGraphs.random(r, n, m);
        int views = 40;
        long[][] matrix = new long[views][(m + 63) / 64];
        List<String> names = new ArrayList<>();
        for (int v = 0; v < views; v++) {
            names.add("v" + v);
            for (int e = 0; v > 0 && e < m; e++) {
                boolean before = (matrix[v - 1][e >>> 6] & 1L << e) != 0;
                boolean in = v == 1 ? r.nextBoolean() : r.nextInt(50) == 0 != before;
                if (in) {
                    matrix[v][e >>> 6] |= 1L << e;
                }
            }
        }
        ViewCollection c = CollectionBuilder.fromMatrix(0, "c", names, names, matrix, "as given", 1).collection();
        assertEquals(0, c.sizes()[c.runOrder()[0]], "the first view run is empty");
        Program bfs = new Bfs().bind(g, new Parameters("bfs", List.of(ComputationsAcrossViewsTest.param("root", 3)),
                Position.NONE));
        for (int workers = 1; workers <= 2; workers++) {
            List<String> decisions = new ArrayList<>();
            int w = workers;
            CollectionRunner.run(bfs, g, c, CollectionRunner.Settings.of(CollectionRunner.Mode.ADAPTIVE, workers), result -> {
                decisions.add(result.decision());
                int[] edges = ComputationsAcrossViewsTest.edgesOf(matrix[result.view()], m);
                ViewGraph view = ViewGraph.of(g, edges, edges.length, false, 1);
                long[] want = PlainBfs.distances(view, 0);
                boolean[] reported = ComputationsAcrossViewsTest.reportedWithRoot(view, 0);
                for (int v = 0; v < n; v++) {
                    String where = "W=" + w + ", view " + result.view() + ", vertex " + v;
                    assertEquals(reported[v], result.reported()[v], where);
                    if (reported[v]) {
                        assertEquals(want[v], result.values()[v], where);
                    }
                }
            }, ProgressListener.NONE);
            for (int p = 2; p < views; p++) {
                String d = decisions.get(p);
                // bfs has a kernel: its model's reasons name the way that ran.
                assertTrue(Stream.of(Reason.KERNEL_CATCHES_UP, Reason.KERNEL_RESTARTS, Reason.PLAIN_CHEAPER,
                        Reason.PLAIN_CHEAPER_KERNEL_STOPS, Reason.PLAIN_TO_TIME).map(Reason::words)
                        .anyMatch(Decision.brief(d)::equals), "W=" + workers + ", position " + p + ": " + d);
                assertFalse(d.contains("-"), "W=" + workers + ", position " + p + ": " + d);
            }
        }
    }

    /**
     * The reasons' times and counts, written out by hand, read as {@code String.format} in the
     * root locale writes them ({@code %,.0f} from 100 ms, {@code %.1f} from 10, else {@code %.2f};
     * {@code %,d}), on random values of every magnitude.
     */
    @Test
    void millisAndGroupedWriteWhatTheFormatterWould() {
        long seed = System.nanoTime();
        SplittableRandom r = new SplittableRandom(seed);
        for (int i = 0; i < 10_000; i++) {
            double seconds = r.nextDouble() * Math.pow(10, r.nextInt(-7, 4));
            double ms = seconds * 1e3;
            String pattern = ms >= 100 ? "%,.0f ms" : ms >= 10 ? "%.1f ms" : "%.2f ms";
            assertEquals(String.format(java.util.Locale.ROOT, pattern, ms), Decision.millis(seconds),
                    "seed " + seed + ", " + seconds + " s");
            long n = r.nextLong() >> r.nextInt(64);
            assertEquals(String.format(java.util.Locale.ROOT, "%,d", n), Decision.grouped(n), "seed " + seed);
        }
        assertEquals("0.00 ms", Decision.millis(0));
        assertEquals("1,282 ms", Decision.millis(1.2817));
    }
}
