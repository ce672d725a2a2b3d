package graphsurge.analytics.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.analytics.TestGraphs;
import graphsurge.analytics.computation.ComputationRegistry;
import graphsurge.analytics.computation.Parameters;
import graphsurge.analytics.computation.Parameters.Param;
import graphsurge.analytics.computation.Parameters.Position;
import graphsurge.analytics.computation.Parameters.Value;
import graphsurge.analytics.computation.Program;
import graphsurge.analytics.plain.PlainBfs;
import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.column.DoubleColumn;
import graphsurge.vcstore.collection.CollectionBuilder;
import graphsurge.vcstore.collection.ViewCollection;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The computations with an incremental kernel (bfs, sssp, mpsp, wcc), with it and with
 * {@code dataflow=true}, in every mode on 1, 2 and 4 workers, over randomized collections whose
 * views delete shortest-path edges of the view before, cut a set of vertices off, remove the
 * root's edges and return them, and are empty; every view is checked against shortest paths and
 * components computed here from the view's edge list (BFS, Dijkstra on exact quarter weights,
 * union-find), its changed keys against the view before ({@link ChangedKeysCheck}), and every
 * view's {@code how} against the mode: DIFFERENTIAL moves the kernel (the dataflow with
 * {@code dataflow=true}), SCRATCH runs fresh dataflows, ADAPTIVE never runs the dataflow when
 * there is a kernel (it runs plain, moves the kernel or restarts it). With a kernel, ADAPTIVE with
 * every view after the second forced plain runs them on 1 thread and on W alike (its first plain
 * views time both counts), and says so on W > 1 only.
 */
class KernelRunsTest {
    private static final Position S = Position.NONE;
    private static final Param DATAFLOW = new Param("dataflow", new Value.Bool(true, S), S);

    /** One collection: the graph, its views as edge bitsets, the root and goals. */
    private record Case(long seed, PropertyGraph graph, long[][] matrix, ViewCollection collection, int root, int[][] goals) {}

    @Test
    void kernelsAndDataflowsInEveryModeMatchShortestPathsOnEveryView() {
        for (long seed = 1; seed <= 10; seed++) {
            Case c = randomCase(seed);
            for (boolean dataflow : new boolean[] {false, true}) {
                checkAll(c, dataflow ? List.of(DATAFLOW) : List.of(), everyMode(c));
            }
        }
    }

    /**
     * Steps of thousands of changed edges, from which the run's view applies a step's endpoints
     * on another worker while the kernel moves ({@code ViewState.OVERLAP_FROM}): a graph of 8,000
     * to 10,000 vertices and 4 edges per vertex, a first view of about half its edges (so that
     * many vertices lose their last edge or gain their first at every step), and each later one
     * 2,200 to 3,500 random edges flipped (a tenth to a fifth of the view, so the kernels move
     * rather than recompute); the first graph through the dataflows instead. DIFFERENTIAL on 1, 2
     * and 4 workers, every view checked against shortest paths and components.
     */
    @Test
    void kernelsMovedByStepsOfThousandsOfEdgesMatchShortestPathsOnSeveralWorkers() {
        for (long seed = 1; seed <= 3; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int n = 8_000 + r.nextInt(2_000);
            int m = 4 * n;
            PropertyGraph g = TestGraphs.random(r, n, m);
            int views = 6;
            long[][] matrix = new long[views][(m + 63) / 64];
            for (int e = 0; e < m; e++) {
                if (r.nextBoolean()) {
                    matrix[0][e >>> 6] |= 1L << e;
                }
            }
            for (int v = 1; v < views; v++) {
                long[] view = matrix[v - 1].clone();
                int flips = 2_200 + r.nextInt(1_300);
                for (int i = 0; i < flips; i++) { // a repeated edge flips back: a few fewer changes
                    int e = r.nextInt(m);
                    view[e >>> 6] ^= 1L << e;
                }
                matrix[v] = view;
            }
            ViewCollection collection = collectionOf(matrix);
            int root = r.nextInt(n);
            int[][] goals = {{root, r.nextInt(n)}, {r.nextInt(n), r.nextInt(n)}, {root, root}};
            Case c = new Case(seed, g, matrix, collection, root, goals);
            List<CollectionRunner.Settings> settings = new ArrayList<>();
            for (int workers : new int[] {1, 2, 4}) {
                settings.add(CollectionRunner.Settings.of(CollectionRunner.Mode.DIFFERENTIAL, workers));
            }
            checkAll(c, seed == 1 ? List.of(DATAFLOW) : List.of(), settings);
        }
    }

    /** bfs, sssp, mpsp and wcc of case {@code c}, with {@code extra} parameters, in each of {@code settings}. */
    private static void checkAll(Case c, List<Param> extra, List<CollectionRunner.Settings> settings) {
        long rootId = 7L * c.root() + 3;
        double[] weights = ((DoubleColumn) c.graph().edgeProperties().column("weight")).values();
        List<Value.Pair> pairs = new ArrayList<>();
        for (int[] goal : c.goals()) {
            pairs.add(new Value.Pair(new Value.Int(7L * goal[0] + 3, S), new Value.Int(7L * goal[1] + 3, S), S));
        }
        check(c, "bfs", with(extra, ComputationsAcrossViewsTest.param("root", rootId)), settings, edges -> {
            long[] hops = hops(c.graph(), edges, c.root());
            return new ComputationsAcrossViewsTest.Expected(hops, reported(c.graph(), edges, c.root()));
        });
        check(c, "sssp", with(extra, ComputationsAcrossViewsTest.param("root", rootId),
                new Param("weight", new Value.Name("weight", S), S)), settings, edges -> {
                    double[] d = dijkstra(c.graph(), edges, c.root(), weights);
                    long[] bits = new long[d.length];
                    for (int v = 0; v < d.length; v++) {
                        bits[v] = Double.doubleToLongBits(d[v]);
                    }
                    return new ComputationsAcrossViewsTest.Expected(bits, reported(c.graph(), edges, c.root()));
                });
        check(c, "mpsp", with(extra, new Param("goals", new Value.Pairs(pairs, S), S)), settings, edges -> {
            long[] want = new long[c.goals().length];
            for (int g = 0; g < want.length; g++) {
                want[g] = hops(c.graph(), edges, c.goals()[g][0])[c.goals()[g][1]];
            }
            boolean[] all = new boolean[want.length];
            Arrays.fill(all, true);
            return new ComputationsAcrossViewsTest.Expected(want, all);
        });
        check(c, "wcc", extra, settings, edges -> new ComputationsAcrossViewsTest.Expected(components(c.graph(), edges),
                reported(c.graph(), edges, -1)));
    }

    /**
     * ADAPTIVE on a collection whose first steps change most of the view's edges and whose later
     * steps change 2 edges: the views of large steps run plain (the kernel does not start on the
     * first view), the first small step with views to go starts the kernel, and the view after
     * moves it; every view is checked against hops and components computed here.
     */
    @Test
    void adaptiveRunsLargeStepsPlainAndStartsTheKernelOnTheFirstSmallStep() {
        for (long seed = 1; seed <= 5; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int n = 60;
            int m = 600;
            PropertyGraph g = TestGraphs.random(r, n, m);
            int views = 12;
            int small = 6;
            long[][] matrix = new long[views][(m + 63) / 64];
            for (int e = 0; e < m; e++) {
                if (r.nextInt(3) > 0) {
                    matrix[0][e >>> 6] |= 1L << e;
                }
            }
            for (int v = 1; v < views; v++) {
                matrix[v] = matrix[v - 1].clone();
                for (int i = 0; i < (v < small ? m : 2); i++) {
                    int e = v < small ? i : r.nextInt(m);
                    if (v >= small || r.nextInt(5) < 2) {
                        matrix[v][e >>> 6] ^= 1L << e;
                    }
                }
            }
            List<String> names = new ArrayList<>();
            for (int v = 0; v < views; v++) {
                names.add("v" + v);
            }
            ViewCollection c = CollectionBuilder.fromMatrix(0, "k", names, names, matrix, "as given", 1).collection();
            int root = r.nextInt(n);
            for (String computation : List.of("bfs", "wcc")) {
                List<Param> params = computation.equals("bfs") ? List.of(ComputationsAcrossViewsTest.param("root", 7L * root + 3))
                        : List.of();
                Program program = ComputationRegistry.builtIns().find(computation).bind(g, new Parameters(computation, params, S));
                for (int workers : new int[] {1, 2}) {
                    How[] hows = new How[views];
                    String[] reasons = new String[views];
                    long s = seed;
                    int w = workers;
                    CollectionRunner.run(program, g, c, CollectionRunner.Settings.of(CollectionRunner.Mode.ADAPTIVE, workers),
                            result -> {
                                String where = computation + ", seed " + s + ", W=" + w + ", position " + result.position()
                                        + " (" + result.how() + ": " + result.decision() + ")";
                                int[] edges = ComputationsAcrossViewsTest.edgesOf(matrix[result.view()], m);
                                long[] want = computation.equals("bfs") ? hops(g, edges, root) : components(g, edges);
                                boolean[] reported = reported(g, edges, computation.equals("bfs") ? root : -1);
                                for (int v = 0; v < n; v++) {
                                    assertEquals(reported[v], result.reported()[v], where + ", vertex " + v + " reported");
                                    if (reported[v]) {
                                        assertEquals(want[v], result.values()[v], where + ", vertex " + v);
                                    }
                                }
                                hows[result.position()] = result.how();
                                reasons[result.position()] = result.decision();
                            }, ProgressListener.NONE);
                    String where = computation + ", seed " + seed + ", W=" + workers + ": " + Arrays.toString(reasons);
                    for (int p = 0; p < small; p++) {
                        assertEquals(How.PLAIN, hows[p], where);
                    }
                    assertEquals(Reason.KERNEL_WAITS.words(), Decision.brief(reasons[0]), where);
                    assertEquals(How.FRESH_KERNEL, hows[small], where);
                    assertEquals(Reason.KERNEL_STARTS.words(), Decision.brief(reasons[small]), where);
                    assertEquals(How.KERNEL, hows[small + 1], where);
                }
            }
        }
    }

    private static List<Param> with(List<Param> extra, Param... params) {
        List<Param> all = new ArrayList<>(List.of(params));
        all.addAll(extra);
        return all;
    }

    /**
     * A graph of 40 to 80 vertices and 4 to 6 edges per vertex, and 6 to 10 views: the first
     * dense, each next one the view before changed by one of: deleting up to 6 edges on shortest
     * paths from the root, cutting a few vertices off (deleting every edge across), removing every
     * edge of the root (returned a view later), emptying the view, or flipping a few random edges.
     */
    private static Case randomCase(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int n = 40 + r.nextInt(41);
        int m = n * (4 + r.nextInt(3));
        PropertyGraph g = TestGraphs.random(r, n, m);
        int root = r.nextInt(n);
        int views = 6 + r.nextInt(5);
        long[][] matrix = new long[views][(m + 63) / 64];
        for (int e = 0; e < m; e++) {
            if (r.nextInt(3) > 0) {
                matrix[0][e >>> 6] |= 1L << e;
            }
        }
        long[] beforeRootOut = null;
        for (int v = 1; v < views; v++) {
            long[] view = matrix[v - 1].clone();
            int move = r.nextInt(6);
            if (beforeRootOut != null) { // the root's edges return
                for (int e = 0; e < m; e++) {
                    if ((g.sources()[e] == root || g.targets()[e] == root) && (beforeRootOut[e >>> 6] & 1L << e) != 0) {
                        view[e >>> 6] |= 1L << e;
                    }
                }
                beforeRootOut = null;
            } else if (move == 0) { // shortest-path edges of the view before deleted
                int[] edges = ComputationsAcrossViewsTest.edgesOf(view, m);
                long[] d = hops(g, edges, root);
                int deleted = 0;
                for (int e : edges) {
                    long ds = d[g.sources()[e]];
                    if (ds != PlainBfs.UNREACHED && d[g.targets()[e]] == ds + 1 && deleted < 6 && r.nextBoolean()) {
                        view[e >>> 6] &= ~(1L << e);
                        deleted++;
                    }
                }
            } else if (move == 1) { // a few vertices cut off from the rest
                boolean[] side = new boolean[n];
                for (int i = 0; i < 3; i++) {
                    side[r.nextInt(n)] = true;
                }
                for (int e = 0; e < m; e++) {
                    if (side[g.sources()[e]] != side[g.targets()[e]]) {
                        view[e >>> 6] &= ~(1L << e);
                    }
                }
            } else if (move == 2) { // the root's edges removed
                beforeRootOut = view.clone();
                for (int e = 0; e < m; e++) {
                    if (g.sources()[e] == root || g.targets()[e] == root) {
                        view[e >>> 6] &= ~(1L << e);
                    }
                }
            } else if (move == 3 && r.nextInt(3) == 0) { // an empty view
                view = new long[view.length];
            } else { // random flips, refilling an emptied view
                boolean empty = ComputationsAcrossViewsTest.edgesOf(view, m).length == 0;
                for (int i = 0; i < (empty ? m / 2 : 8); i++) {
                    int e = r.nextInt(m);
                    view[e >>> 6] ^= 1L << e;
                }
            }
            matrix[v] = view;
        }
        ViewCollection c = collectionOf(matrix);
        int[][] goals = {{root, r.nextInt(n)}, {r.nextInt(n), r.nextInt(n)}, {root, root}, {root, r.nextInt(n)}};
        return new Case(seed, g, matrix, c, root, goals);
    }

    /** The collection of the views of {@code matrix} (edge bitsets), named v0, v1, ... in that order. */
    private static ViewCollection collectionOf(long[][] matrix) {
        List<String> names = new ArrayList<>();
        for (int v = 0; v < matrix.length; v++) {
            names.add("v" + v);
        }
        return CollectionBuilder.fromMatrix(0, "k", names, names, matrix, null, 1).collection();
    }

    /**
     * Runs {@code computation} in each of {@code settings} (and, on two workers, with random plain
     * views forced), checking each view's results against {@code expected} of its edges and how it ran.
     */
    private static void check(Case c, String computation, List<Param> params, List<CollectionRunner.Settings> settings,
            Function<int[], ComputationsAcrossViewsTest.Expected> expected) {
        Program program = ComputationRegistry.builtIns().find(computation).bind(c.graph(),
                new Parameters(computation, params, S));
        boolean kernel = program.kernel() != null;
        Set<Integer> allPlain = allPlain(c);
        long plainMask = new SplittableRandom(c.seed() * 31).nextLong();
        int m = c.graph().edgeCount();
        for (int run = 0; run <= settings.size(); run++) {
            CollectionRunner.Settings s = run < settings.size() ? settings.get(run)
                    : CollectionRunner.Settings.of(CollectionRunner.Mode.ADAPTIVE, 2);
            boolean[] seen = new boolean[c.collection().views()];
            Set<String> threads = new HashSet<>();
            CollectionRunner.Listener listener = result -> {
                seen[result.view()] = true;
                if (result.how() == How.PLAIN && result.decision().contains("; on ")) {
                    threads.add(result.decision().substring(result.decision().indexOf("; on ") + 5).split(",")[0]);
                }
                int[] edges = ComputationsAcrossViewsTest.edgesOf(c.matrix()[result.view()], m);
                ComputationsAcrossViewsTest.Expected want = expected.apply(edges);
                String where = computation + (kernel ? "" : " (dataflow=true)") + ", seed " + c.seed() + ", " + s.mode() + " "
                        + s.indices() + ", W=" + s.workers() + ", view " + result.view() + " at position " + result.position()
                        + " (" + result.how() + ")";
                assertEquals(edges.length, result.edges(), where);
                for (int k = 0; k < want.values().length; k++) {
                    assertEquals(want.reported()[k], result.reported()[k], where + ", key " + k + " reported");
                    if (want.reported()[k]) {
                        assertEquals(want.values()[k], result.values()[k], where + ", key " + k);
                    }
                }
                How way = kernel ? How.KERNEL : How.DIFFERENTIAL;
                switch (s.mode()) {
                    case DIFFERENTIAL -> assertEquals(way, result.how(), where);
                    case SCRATCH -> assertEquals(How.FRESH_DATAFLOW, result.how(), where);
                    case ADAPTIVE -> assertTrue(result.how() == How.PLAIN || result.how() == way
                            || !kernel && result.how() == How.FRESH_DATAFLOW || kernel && result.how() == How.FRESH_KERNEL,
                            where);
                }
            };
            CollectionRunner.Listener checked = new ChangedKeysCheck(computation + (kernel ? "" : " (dataflow=true)") + ", seed "
                    + c.seed() + ", " + s.mode() + " " + s.indices() + ", W=" + s.workers()
                    + (run < settings.size() ? "" : ", plain views forced"), listener);
            if (run < settings.size()) {
                CollectionRunner.run(program, c.graph(), c.collection(), s, checked, ProgressListener.NONE);
            } else {
                CollectionRunner.runWithSplits(program, c.graph(), c.collection(), s,
                        p -> (plainMask >>> p & 1) != 0 ? How.PLAIN : How.DIFFERENTIAL, checked);
            }
            for (boolean b : seen) {
                assertTrue(b, "every view is run");
            }
            String where = computation + ", seed " + c.seed() + ", INDICES " + s.indices() + ", W=" + s.workers();
            if (s.workers() == 1 || s.mode() != CollectionRunner.Mode.ADAPTIVE || run == settings.size()) {
                assertEquals(Set.of(), threads, where + ": no thread count is chosen");
            } else if (kernel && s.indices().equals(allPlain)) {
                assertEquals(Set.of("1 thread", s.workers() + " threads"), threads, where + ": plain views on both counts");
            }
        }
    }

    /**
     * Every mode on 1, 2 and 4 workers: DIFFERENTIAL, SCRATCH, ADAPTIVE as by default, with given
     * plain views, with every view differential but the first, and with every view plain from the third.
     */
    private static List<CollectionRunner.Settings> everyMode(Case c) {
        List<CollectionRunner.Settings> settings = new ArrayList<>();
        for (int workers : new int[] {1, 2, 4}) {
            settings.add(CollectionRunner.Settings.of(CollectionRunner.Mode.DIFFERENTIAL, workers));
            settings.add(CollectionRunner.Settings.of(CollectionRunner.Mode.SCRATCH, workers));
            settings.add(CollectionRunner.Settings.of(CollectionRunner.Mode.ADAPTIVE, workers));
            settings.add(new CollectionRunner.Settings(CollectionRunner.Mode.ADAPTIVE, 2, 1.0, 1.0, 0, false, Set.of(2, 4),
                    workers));
            settings.add(new CollectionRunner.Settings(CollectionRunner.Mode.ADAPTIVE, 1, 1e9, 0.0, 3, true, Set.of(), workers));
            settings.add(new CollectionRunner.Settings(CollectionRunner.Mode.ADAPTIVE, 10, 1.3, 1.3, 0, true, allPlain(c),
                    workers));
        }
        return settings;
    }

    /** The run positions from the third on. */
    private static Set<Integer> allPlain(Case c) {
        Set<Integer> allPlain = new HashSet<>();
        for (int p = 2; p < c.collection().views(); p++) {
            allPlain.add(p);
        }
        return allPlain;
    }

    /** The vertices with an edge in {@code edges}, and the root (none: -1). */
    private static boolean[] reported(PropertyGraph g, int[] edges, int root) {
        boolean[] reported = new boolean[g.vertexCount()];
        if (root >= 0) {
            reported[root] = true;
        }
        for (int e : edges) {
            reported[g.sources()[e]] = true;
            reported[g.targets()[e]] = true;
        }
        return reported;
    }

    /** Hops from {@code root} along out-edges of {@code edges}: breadth-first by rounds over the edge list, O(V · E). */
    static long[] hops(PropertyGraph g, int[] edges, int root) {
        long[] d = new long[g.vertexCount()];
        Arrays.fill(d, PlainBfs.UNREACHED);
        d[root] = 0;
        for (long level = 0; ; level++) {
            boolean grew = false;
            for (int e : edges) {
                if (d[g.sources()[e]] == level && d[g.targets()[e]] == PlainBfs.UNREACHED) {
                    d[g.targets()[e]] = level + 1;
                    grew = true;
                }
            }
            if (!grew) {
                return d;
            }
        }
    }

    /**
     * Each vertex's component in {@code edges} taken both ways, as its smallest dense id (the
     * original ids {@code 7 * dense + 3} order alike): union-find linking the larger root under
     * the smaller, so each root is its set's minimum.
     */
    static long[] components(PropertyGraph g, int[] edges) {
        int[] parent = new int[g.vertexCount()];
        for (int v = 0; v < parent.length; v++) {
            parent[v] = v;
        }
        for (int e : edges) {
            int a = find(parent, g.sources()[e]);
            int b = find(parent, g.targets()[e]);
            parent[Math.max(a, b)] = Math.min(a, b);
        }
        long[] label = new long[parent.length];
        for (int v = 0; v < parent.length; v++) {
            label[v] = find(parent, v);
        }
        return label;
    }

    private static int find(int[] parent, int v) {
        while (parent[v] != v) {
            v = parent[v];
        }
        return v;
    }

    /**
     * Distances from {@code root} along out-edges of {@code edges}: Dijkstra with a linear scan for
     * the nearest vertex, O(V² + V · E). The quarter weights make every sum exact, so any shortest
     * path gives the same bits.
     */
    static double[] dijkstra(PropertyGraph g, int[] edges, int root, double[] weights) {
        int n = g.vertexCount();
        double[] d = new double[n];
        Arrays.fill(d, Double.POSITIVE_INFINITY);
        d[root] = 0;
        boolean[] done = new boolean[n];
        while (true) {
            int u = -1;
            for (int v = 0; v < n; v++) {
                if (!done[v] && d[v] < Double.POSITIVE_INFINITY && (u < 0 || d[v] < d[u])) {
                    u = v;
                }
            }
            if (u < 0) {
                return d;
            }
            done[u] = true;
            for (int e : edges) {
                if (g.sources()[e] == u) {
                    d[g.targets()[e]] = Math.min(d[g.targets()[e]], d[u] + weights[e]);
                }
            }
        }
    }
}
