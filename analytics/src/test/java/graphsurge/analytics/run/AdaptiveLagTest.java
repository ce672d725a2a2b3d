package graphsurge.analytics.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import graphsurge.analytics.TestGraphs;
import graphsurge.analytics.computation.ComputationRegistry;
import graphsurge.analytics.computation.Parameters.Param;
import graphsurge.analytics.computation.Parameters.Position;
import graphsurge.analytics.computation.Parameters.Value;
import graphsurge.analytics.computation.Parameters;
import graphsurge.analytics.computation.Program;
import graphsurge.analytics.graph.ViewGraph;
import graphsurge.analytics.plain.PlainBfs;
import graphsurge.analytics.plain.PlainMpsp;
import graphsurge.analytics.plain.PlainPageRank;
import graphsurge.analytics.plain.PlainScc;
import graphsurge.analytics.plain.PlainSssp;
import graphsurge.analytics.plain.PlainWcc;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.column.DoubleColumn;
import graphsurge.vcstore.collection.CollectionBuilder;
import graphsurge.vcstore.collection.ViewCollection;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * ADAPTIVE's lagging evaluation, deterministically, for every computation with a dataflow form and
 * for every incremental kernel (bfs, sssp, mpsp and wcc run their kernel by default, their dataflow
 * with {@code dataflow=true}; a pattern's DIFFERENTIAL is the run's differential way): on
 * one graph and one collection whose views each flip a few edges (one of them an edge a view
 * just before flipped, so that some changes cancel while the dataflow lags), every choice of
 * plain views at positions 2 to 7 is forced ({@link CollectionRunner#runWithSplits}), and
 * choices mixing fresh dataflows in, and every view's result is compared with the plain
 * algorithm on that view's edges, and its changed keys, when known, with the view before
 * ({@link ChangedKeysCheck}). A dataflow that misses, repeats or misorders a lagged view's
 * changes gives a wrong result on a later differential view.
 */
class AdaptiveLagTest {
    private static final Position S = Position.NONE;
    private static final int VERTICES = 10;
    private static final int EDGES = 24;
    private static final int VIEWS = 8;
    /** The positions whose evaluation is forced: 0 and 1 are always the first dataflow's. */
    private static final int FIRST_FORCED = 2;

    private static final PropertyGraph GRAPH;
    private static final long[][] MATRIX = new long[VIEWS][1];
    private static final ViewCollection COLLECTION;
    /** How each position is evaluated, per run: every plain/differential choice, then some with fresh dataflows. */
    private static final List<How[]> PATTERNS = new ArrayList<>();

    static {
        SplittableRandom r = new SplittableRandom(20);
        GRAPH = TestGraphs.random(r, VERTICES, EDGES);
        for (int e = 0; e < EDGES; e++) {
            if (r.nextBoolean()) {
                MATRIX[0][0] |= 1L << e;
            }
        }
        int[] lastFlipped = new int[0];
        for (int v = 1; v < VIEWS; v++) {
            MATRIX[v][0] = MATRIX[v - 1][0];
            int[] flipped = new int[3];
            for (int i = 0; i < flipped.length; i++) {
                int e;
                do {
                    e = i == 0 && lastFlipped.length > 0 ? lastFlipped[r.nextInt(lastFlipped.length)] : r.nextInt(EDGES);
                } while (contains(flipped, i, e));
                flipped[i] = e;
                MATRIX[v][0] ^= 1L << e;
            }
            lastFlipped = flipped;
        }
        List<String> names = new ArrayList<>();
        for (int v = 0; v < VIEWS; v++) {
            names.add("v" + v);
        }
        COLLECTION = CollectionBuilder.fromMatrix(0, "lag", names, names, MATRIX, "as given", 1).collection();
        How[] hows = {How.PLAIN, How.FRESH_DATAFLOW, How.DIFFERENTIAL};
        for (int mask = 0; mask < 1 << (VIEWS - FIRST_FORCED); mask++) {
            How[] pattern = new How[VIEWS];
            for (int p = FIRST_FORCED; p < VIEWS; p++) {
                boolean plain = (mask >>> (p - FIRST_FORCED) & 1) != 0;
                pattern[p] = plain ? How.PLAIN : How.DIFFERENTIAL;
            }
            PATTERNS.add(pattern);
        }
        for (int i = 0; i < 24; i++) {
            How[] pattern = new How[VIEWS];
            for (int p = FIRST_FORCED; p < VIEWS; p++) {
                pattern[p] = hows[r.nextInt(hows.length)];
            }
            PATTERNS.add(pattern);
        }
    }

    private static boolean contains(int[] a, int size, int x) {
        for (int i = 0; i < size; i++) {
            if (a[i] == x) {
                return true;
            }
        }
        return false;
    }

    /** The dense vertex whose original id is {@code 7 * dense + 3} ({@link TestGraphs#random}). */
    private static final int ROOT = 0;

    private static final Param DATAFLOW = new Param("dataflow", new Value.Bool(true, S), S);

    @Test
    void bfsKernelCatchesUpOnEveryLagPattern() {
        bfs(List.of(ComputationsAcrossViewsTest.param("root", 3)));
    }

    @Test
    void bfsDataflowCatchesUpOnEveryLagPattern() {
        bfs(List.of(ComputationsAcrossViewsTest.param("root", 3), DATAFLOW));
    }

    private static void bfs(List<Param> params) {
        check("bfs", params, view -> withRoot(PlainBfs.distances(view, ROOT), view));
    }

    @Test
    void ssspKernelCatchesUpOnEveryLagPattern() {
        sssp(List.of());
    }

    @Test
    void ssspDataflowCatchesUpOnEveryLagPattern() {
        sssp(List.of(DATAFLOW));
    }

    private static void sssp(List<Param> extra) {
        double[] weights = ((DoubleColumn) GRAPH.edgeProperties().column("weight")).values();
        List<Param> params = new ArrayList<>(List.of(ComputationsAcrossViewsTest.param("root", 3),
                new Param("weight", new Value.Name("weight", S), S)));
        params.addAll(extra);
        check("sssp", params, view -> {
                    double[] d = PlainSssp.distances(view, ROOT, weights);
                    long[] bits = new long[d.length];
                    for (int v = 0; v < d.length; v++) {
                        bits[v] = Double.doubleToLongBits(d[v]);
                    }
                    return withRoot(bits, view);
                });
    }

    @Test
    void wccKernelCatchesUpOnEveryLagPattern() {
        wcc(List.of());
    }

    @Test
    void wccDataflowCatchesUpOnEveryLagPattern() {
        wcc(List.of(DATAFLOW));
    }

    private static void wcc(List<Param> params) {
        check("wcc", params, view -> new ComputationsAcrossViewsTest.Expected(
                Arrays.stream(PlainWcc.labels(view)).asLongStream().toArray(),
                ComputationsAcrossViewsTest.reportedWithRoot(view, -1)));
    }

    @Test
    void sccCatchesUpOnEveryLagPattern() {
        check("scc", List.of(), view -> new ComputationsAcrossViewsTest.Expected(
                Arrays.stream(PlainScc.labels(view)).asLongStream().toArray(),
                ComputationsAcrossViewsTest.reportedWithRoot(view, -1)));
    }

    @Test
    void pageRanksKernelCatchesUpOnEveryLagPattern() {
        check("pr", List.of(ComputationsAcrossViewsTest.param("iterations", 3)), view -> new ComputationsAcrossViewsTest.Expected(
                PlainPageRank.ranks(view, 3, 0.85), ComputationsAcrossViewsTest.reportedWithRoot(view, -1)));
    }

    @Test
    void pageRanksDataflowCatchesUpOnEveryLagPattern() {
        check("pr", List.of(ComputationsAcrossViewsTest.param("iterations", 3),
                new Param("dataflow", new Value.Bool(true, S), S)), view -> new ComputationsAcrossViewsTest.Expected(
                PlainPageRank.ranks(view, 3, 0.85), ComputationsAcrossViewsTest.reportedWithRoot(view, -1)));
    }

    @Test
    void mpspKernelCatchesUpOnEveryLagPattern() {
        mpsp(List.of());
    }

    @Test
    void mpspDataflowCatchesUpOnEveryLagPattern() {
        mpsp(List.of(DATAFLOW));
    }

    private static void mpsp(List<Param> extra) {
        int[][] goals = {{0, 5}, {3, 9}, {0, 7}, {6, 1}};
        List<Value.Pair> pairs = new ArrayList<>();
        int[] from = new int[goals.length];
        int[] to = new int[goals.length];
        for (int i = 0; i < goals.length; i++) {
            pairs.add(new Value.Pair(new Value.Int(7L * goals[i][0] + 3, S), new Value.Int(7L * goals[i][1] + 3, S), S));
            from[i] = goals[i][0];
            to[i] = goals[i][1];
        }
        boolean[] all = new boolean[goals.length];
        Arrays.fill(all, true);
        List<Param> params = new ArrayList<>(List.of(new Param("goals", new Value.Pairs(pairs, S), S)));
        params.addAll(extra);
        check("mpsp", params, view -> new ComputationsAcrossViewsTest.Expected(PlainMpsp.hops(view, from, to), all));
    }

    private static ComputationsAcrossViewsTest.Expected withRoot(long[] values, ViewGraph view) {
        return new ComputationsAcrossViewsTest.Expected(values, ComputationsAcrossViewsTest.reportedWithRoot(view, ROOT));
    }

    /**
     * Runs {@code computation} once per pattern (on 1 worker, and on 2 for every other pattern),
     * checking every view against {@code plain}, and that each view ran as the pattern says (a
     * DIFFERENTIAL view by the kernel when the program has one); the message names the pattern.
     */
    private static void check(String computation, List<Param> params,
            Function<ViewGraph, ComputationsAcrossViewsTest.Expected> plain) {
        Program program = ComputationRegistry.builtIns().find(computation).bind(GRAPH, new Parameters(computation, params, S));
        How way = program.kernel() != null ? How.KERNEL : How.DIFFERENTIAL;
        List<ComputationsAcrossViewsTest.Expected> expected = new ArrayList<>();
        for (int v = 0; v < VIEWS; v++) {
            int[] edges = ComputationsAcrossViewsTest.edgesOf(MATRIX[v], EDGES);
            expected.add(plain.apply(ViewGraph.of(GRAPH, edges, edges.length, false, 1)));
        }
        for (int i = 0; i < PATTERNS.size(); i++) {
            How[] pattern = PATTERNS.get(i);
            int workers = 1 + (i & 1);
            String run = computation + ", positions 2 on " + Arrays.toString(Arrays.copyOfRange(pattern, FIRST_FORCED, VIEWS))
                    + ", W=" + workers;
            CollectionRunner.runWithSplits(program, GRAPH, COLLECTION,
                    CollectionRunner.Settings.of(CollectionRunner.Mode.ADAPTIVE, workers), p -> pattern[p], new ChangedKeysCheck(run, result -> {
                        ComputationsAcrossViewsTest.Expected want = expected.get(result.view());
                        String where = computation + ", positions 2 on " + Arrays.toString(Arrays.copyOfRange(pattern,
                                FIRST_FORCED, VIEWS)) + ", W=" + workers + ", view " + result.view();
                        assertEquals(pattern[result.position()] == How.PLAIN, result.plain(),
                                where + " ran plain");
                        if (pattern[result.position()] == How.DIFFERENTIAL || result.position() == 1) {
                            assertEquals(way, result.how(), where + " ran as");
                        }
                        for (int k = 0; k < want.values().length; k++) {
                            assertEquals(want.reported()[k], result.reported()[k], where + ", key " + k + " reported");
                            if (want.reported()[k]) {
                                ComputationsAcrossViewsTest.assertValue(want.values()[k], result, k,
                                        ComputationRegistry.builtIns().find(computation).resultKind(), where + ", key " + k);
                            }
                        }
                    }));
        }
    }
}
