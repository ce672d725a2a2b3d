package graphsurge.analytics.computation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.analytics.computation.Parameters.Param;
import graphsurge.analytics.computation.Parameters.Position;
import graphsurge.analytics.computation.Parameters.Value;
import graphsurge.analytics.run.CollectionRunner;
import graphsurge.analytics.run.ComputationsAcrossViewsTest;
import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.PropertyTable;
import graphsurge.gstore.VertexIds;
import graphsurge.gstore.column.Bits;
import graphsurge.gstore.column.DoubleColumn;
import graphsurge.gstore.schema.PropertySpec;
import graphsurge.gstore.schema.PropertyType;
import graphsurge.vcstore.collection.CollectionBuilder;
import graphsurge.vcstore.collection.ViewCollection;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.jgrapht.Graph;
import org.jgrapht.alg.interfaces.ShortestPathAlgorithm;
import org.jgrapht.alg.shortestpath.DijkstraShortestPath;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.DirectedWeightedPseudograph;
import org.junit.jupiter.api.Test;

/**
 * SSSP's weights are checked on the edges of the views run only: an edge without a weight, or
 * with a negative one, fails a run whose views hold it (with their count), and no other run;
 * {@code missing=skip} and {@code default_weight} run such views, as Dijkstra on the view without
 * those edges, or with them at the default weight, says.
 */
class SsspWeightsTest {
    private static final Position S = Position.NONE;
    private static final CollectionRunner.Mode[] MODES = CollectionRunner.Mode.values();

    /** A graph over vertices 1..n (original ids) with a double edge property {@code w}, absent where NaN. */
    private static PropertyGraph graph(int n, int[] sources, int[] targets, double[] w) {
        long[] ids = new long[n];
        for (int v = 0; v < n; v++) {
            ids[v] = v + 1;
        }
        Bits present = new Bits(w.length);
        for (int e = 0; e < w.length; e++) {
            if (!Double.isNaN(w[e])) {
                present.set(e);
            }
        }
        PropertyTable edgeProps = PropertyTable.of(List.of(new DoubleColumn(new PropertySpec("w", PropertyType.DOUBLE),
                w.clone(), present)), w.length);
        return PropertyGraph.assemble(new VertexIds.Numeric(ids), sources, targets, PropertyTable.empty(n), edgeProps);
    }

    /** A collection whose view i holds the edges {@code views[i]}. */
    private static ViewCollection collection(PropertyGraph g, int[]... views) {
        long[][] matrix = new long[views.length][(g.edgeCount() + 63) / 64];
        List<String> names = new ArrayList<>();
        for (int v = 0; v < views.length; v++) {
            for (int e : views[v]) {
                matrix[v][e >>> 6] |= 1L << e;
            }
            names.add("v" + v);
        }
        return CollectionBuilder.fromMatrix(0, "c", names, names, matrix, null, 1).collection();
    }

    private static Program sssp(PropertyGraph g, long root, Param... more) {
        List<Param> params = new ArrayList<>(List.of(
                new Param("root", new Value.Int(root, S), S),
                new Param("weight", new Value.Name("w", S), S)));
        params.addAll(List.of(more));
        return new Sssp().bind(g, new Parameters("sssp", params, S));
    }

    private static Param skip() {
        return new Param("missing", new Value.Name("skip", S), S);
    }

    private static Param defaultWeight(double w) {
        return new Param("default_weight", new Value.Decimal(java.math.BigDecimal.valueOf(w), S), S);
    }

    /** Every view's result, by user index, for one mode and worker count. */
    private static List<double[]> run(Program p, PropertyGraph g, ViewCollection c, CollectionRunner.Mode mode, int workers) {
        List<double[]> out = new ArrayList<>();
        for (int v = 0; v < c.views(); v++) {
            out.add(null);
        }
        CollectionRunner.run(p, g, c, CollectionRunner.Settings.of(mode, workers), r -> {
            double[] d = new double[r.values().length];
            for (int v = 0; v < d.length; v++) {
                d[v] = r.reported()[v] ? Double.longBitsToDouble(r.values()[v]) : Double.NaN;
            }
            out.set(r.view(), d);
        }, ProgressListener.NONE);
        return out;
    }

    /*
     * The graph of the first tests: 1 -> 2 (w 1), 2 -> 3 (w 2), 1 -> 3 (no w), 3 -> 4 (no w), 4 -> 5 (w 1).
     */
    private static final int[] SOURCES = {0, 1, 0, 2, 3};
    private static final int[] TARGETS = {1, 2, 2, 3, 4};

    @Test
    void viewsWithoutTheWeightlessEdgesRunInEveryMode() {
        PropertyGraph g = graph(5, SOURCES, TARGETS, new double[] {1, 2, Double.NaN, Double.NaN, 1});
        ViewCollection c = collection(g, new int[] {0}, new int[] {0, 1}, new int[] {0, 1, 4});
        double inf = Double.POSITIVE_INFINITY;
        double unreported = Double.NaN;
        for (CollectionRunner.Mode mode : MODES) {
            for (int workers = 1; workers <= 2; workers++) {
                List<double[]> results = run(sssp(g, 1), g, c, mode, workers);
                String where = mode + ", W=" + workers;
                assertEquals(List.of(0.0, 1.0, unreported, unreported, unreported), boxed(results.get(0)), where);
                assertEquals(List.of(0.0, 1.0, 3.0, unreported, unreported), boxed(results.get(1)), where);
                assertEquals(List.of(0.0, 1.0, 3.0, inf, inf), boxed(results.get(2)), where);
            }
        }
    }

    @Test
    void aRunWhoseViewsHoldWeightlessEdgesFailsCountingThem() {
        PropertyGraph g = graph(5, SOURCES, TARGETS, new double[] {1, 2, Double.NaN, Double.NaN, 1});
        ViewCollection two = collection(g, new int[] {0}, new int[] {0, 1, 2, 3});
        ViewCollection one = collection(g, new int[] {3, 4});
        for (CollectionRunner.Mode mode : MODES) {
            ParameterException e = assertThrows(ParameterException.class, () -> run(sssp(g, 1), g, two, mode, 1));
            assertEquals("2 of 4 edges in the views have no w; first: 1 -> 3. Give missing=skip to leave such edges out,"
                    + " or default_weight=<number> to weigh them", e.getMessage(), mode.name());
            e = assertThrows(ParameterException.class, () -> run(sssp(g, 1), g, one, mode, 1));
            assertTrue(e.getMessage().startsWith("1 of 2 edges in the view has no w; first: 3 -> 4."), e.getMessage());
            e = assertThrows(ParameterException.class, () -> CollectionRunner.runOnGraph(sssp(g, 1), g,
                    CollectionRunner.Settings.of(mode, 1)));
            assertTrue(e.getMessage().startsWith("2 of 5 edges in the graph have no w; first: 1 -> 3."), e.getMessage());
        }
    }

    @Test
    void negativeWeightsFailOnlyTheRunsWhoseViewsHoldThem() {
        PropertyGraph g = graph(5, SOURCES, TARGETS, new double[] {1, -2, 4, Double.NEGATIVE_INFINITY, 1});
        ViewCollection without = collection(g, new int[] {0}, new int[] {0, 2, 4});
        ViewCollection with = collection(g, new int[] {0, 2}, new int[] {1, 2}, new int[] {1, 3, 4});
        for (CollectionRunner.Mode mode : MODES) {
            List<double[]> results = run(sssp(g, 1), g, without, mode, 1);
            assertEquals(List.of(0.0, 1.0, 4.0, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY), boxed(results.get(1)),
                    mode.name());
            ParameterException e = assertThrows(ParameterException.class, () -> run(sssp(g, 1), g, with, mode, 1));
            assertEquals("2 of 5 edges in the views have a negative or infinite w; first: 2 -> 3 (-2.0);"
                    + " shortest paths need finite non-negative weights", e.getMessage(), mode.name());
            // A default weight is for absent weights: it does not excuse a negative one.
            assertThrows(ParameterException.class, () -> run(sssp(g, 1, defaultWeight(1)), g, with, mode, 1));
        }
    }

    @Test
    void aDateIsNotAWeight() {
        PropertyGraph g = PropertyGraph.assemble(new VertexIds.Numeric(new long[] {1, 2}), new int[] {0}, new int[] {1},
                PropertyTable.empty(2), PropertyTable.of(List.of(graphsurge.gstore.column.IntColumn.of(
                        new PropertySpec("w", PropertyType.TIMESTAMP), new long[] {1_293_840_000L}, null)), 1));
        assertEquals("edge property 'w' is timestamp; weights must be numeric",
                assertThrows(ParameterException.class, () -> sssp(g, 1)).getMessage());
    }

    @Test
    void missingAndDefaultWeightAreCheckedWhenBound() {
        PropertyGraph g = graph(5, SOURCES, TARGETS, new double[] {1, 2, Double.NaN, Double.NaN, 1});
        assertEquals("give either missing=skip or default_weight, not both", assertThrows(ParameterException.class,
                () -> sssp(g, 1, skip(), defaultWeight(1))).getMessage());
        assertTrue(assertThrows(ParameterException.class, () -> sssp(g, 1,
                new Param("missing", new Value.Name("skp", S), S))).getMessage()
                .contains("missing must be skip (leave edges without a w out) or fail (the default); did you mean 'skip'?"));
        assertEquals("default_weight must be a finite number of at least 0", assertThrows(ParameterException.class,
                () -> sssp(g, 1, defaultWeight(-1))).getMessage());
        List<Param> unweighted = List.of(new Param("root", new Value.Int(1, S), S), skip());
        assertTrue(assertThrows(ParameterException.class, () -> new Sssp().bind(g, new Parameters("sssp", unweighted, S)))
                .getMessage().startsWith("missing says what an edge without a weight property value weighs"));
    }

    /**
     * Random graphs with a quarter of the weights absent and random collections: missing=skip and
     * default_weight give, on every view, in every mode and on 1 and 2 workers, Dijkstra's
     * distances (JGraphT's, on a graph built here from the view's edges) without those edges or
     * with them at the default weight.
     */
    @Test
    void skipAndDefaultWeightAgreeWithDijkstraOnEveryViewInEveryMode() {
        for (long seed = 1; seed <= 25; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int n = 3 + r.nextInt(14);
            int m = r.nextInt(3 * n + 1);
            int[] sources = new int[m];
            int[] targets = new int[m];
            double[] w = new double[m];
            for (int e = 0; e < m; e++) {
                sources[e] = r.nextInt(n);
                targets[e] = r.nextInt(n);
                w[e] = r.nextInt(4) == 0 ? Double.NaN : r.nextInt(0, 50) / 4.0;
            }
            PropertyGraph g = graph(n, sources, targets, w);
            int views = 1 + r.nextInt(6);
            long[][] matrix = ComputationsAcrossViewsTest.randomViews(r, m, views);
            List<String> names = new ArrayList<>();
            for (int v = 0; v < views; v++) {
                names.add("v" + v);
            }
            ViewCollection c = CollectionBuilder.fromMatrix(0, "c", names, names, matrix, null, 1).collection();
            int root = r.nextInt(n);
            double fallback = r.nextInt(0, 12) / 4.0;
            for (boolean skip : new boolean[] {true, false}) {
                Program p = sssp(g, root + 1, skip ? skip() : defaultWeight(fallback));
                List<double[]> expected = new ArrayList<>();
                for (int v = 0; v < views; v++) {
                    expected.add(dijkstra(n, sources, targets, w, ComputationsAcrossViewsTest.edgesOf(matrix[v], m), root,
                            skip ? Double.NaN : fallback));
                }
                for (CollectionRunner.Mode mode : MODES) {
                    for (int workers = 1; workers <= 2; workers++) {
                        List<double[]> results = run(p, g, c, mode, workers);
                        for (int v = 0; v < views; v++) {
                            assertEquals(boxed(expected.get(v)), boxed(results.get(v)), "seed " + seed + ", "
                                    + (skip ? "missing=skip" : "default_weight=" + fallback) + ", " + mode + ", W=" + workers
                                    + ", view " + v);
                        }
                    }
                }
            }
        }
    }

    /** On a graph large enough for the plain algorithm's parallel path (delta-stepping), skipped edges stay out too. */
    @Test
    void theParallelPlainAlgorithmLeavesSkippedEdgesOut() {
        SplittableRandom r = new SplittableRandom(7);
        int n = 3000;
        int m = 4 * graphsurge.gstore.Parallel.GRAIN * 2 + 5000;
        int[] sources = new int[m];
        int[] targets = new int[m];
        double[] w = new double[m];
        int[] all = new int[m];
        for (int e = 0; e < m; e++) {
            sources[e] = r.nextInt(n);
            targets[e] = r.nextInt(n);
            w[e] = r.nextInt(3) == 0 ? Double.NaN : r.nextInt(0, 50) / 4.0;
            all[e] = e;
        }
        PropertyGraph g = graph(n, sources, targets, w);
        double[] expected = dijkstra(n, sources, targets, w, all, 0, Double.NaN);
        // ON GRAPH reports every vertex, isolated ones too: unreached, like the vertices outside Dijkstra's graph.
        for (int v = 0; v < n; v++) {
            expected[v] = Double.isNaN(expected[v]) ? Double.POSITIVE_INFINITY : expected[v];
        }
        CollectionRunner.ViewResult result = CollectionRunner.runOnGraph(sssp(g, 1, skip()), g,
                CollectionRunner.Settings.of(CollectionRunner.Mode.ADAPTIVE, 2));
        assertTrue(result.plain(), "ADAPTIVE runs a single view with the plain algorithm");
        for (int v = 0; v < n; v++) {
            assertEquals(expected[v], Double.longBitsToDouble(result.values()[v]), "vertex " + v);
        }
    }

    /**
     * Distances from {@code root} in the view of {@code edges} by JGraphT's Dijkstra, NaN where a
     * vertex is not in the view (neither an endpoint of its edges nor the root); an edge without
     * a weight weighs {@code fallback}, or is left out when that is NaN (but its endpoints stay).
     */
    private static double[] dijkstra(int n, int[] sources, int[] targets, double[] w, int[] edges, int root,
            double fallback) {
        Graph<Integer, DefaultWeightedEdge> g = new DirectedWeightedPseudograph<>(DefaultWeightedEdge.class);
        g.addVertex(root);
        for (int e : edges) {
            g.addVertex(sources[e]);
            g.addVertex(targets[e]);
            double weight = Double.isNaN(w[e]) ? fallback : w[e];
            if (!Double.isNaN(weight)) {
                g.setEdgeWeight(g.addEdge(sources[e], targets[e]), weight);
            }
        }
        ShortestPathAlgorithm.SingleSourcePaths<Integer, DefaultWeightedEdge> paths = new DijkstraShortestPath<>(g).getPaths(root);
        double[] d = new double[n];
        java.util.Arrays.fill(d, Double.NaN);
        for (int v : g.vertexSet()) {
            d[v] = paths.getWeight(v);
        }
        return d;
    }

    private static List<Double> boxed(double[] d) {
        List<Double> out = new ArrayList<>();
        for (double x : d) {
            out.add(x);
        }
        return out;
    }
}
