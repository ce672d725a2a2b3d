package graphsurge.analytics.incremental;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import graphsurge.analytics.TestGraphs;
import graphsurge.analytics.graph.ViewGraph;
import graphsurge.analytics.plain.PlainBfs;
import graphsurge.analytics.plain.PlainMpsp;
import graphsurge.analytics.plain.PlainSssp;
import graphsurge.gstore.PropertyGraph;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.SplittableRandom;
import org.jgrapht.alg.shortestpath.DijkstraShortestPath;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.DirectedWeightedPseudograph;
import org.junit.jupiter.api.Test;

/**
 * {@link ShortestPathKernel} (BFS, SSSP) and {@link MpspKernel} moved view to view equal the plain
 * algorithms run from scratch on each view (a {@link ViewGraph} built for it), values and
 * reported keys, on 1, 2 and 4 threads; and JGraphT on some views.
 */
class ShortestPathKernelsTest {
    private static final int[] WORKERS = {1, 2, 4};

    @Test
    void kernelsEqualThePlainAlgorithmsOnRandomViewSequences() {
        for (long seed = 1; seed <= 40; seed++) {
            // A few graphs large enough for the plain algorithms' and the parent pass's parallel paths.
            checkSequence(seed, seed % 10 == 0 ? 5_000 : 0, seed % 10 == 0 ? 12 : 30, ShortestPathTree.PARALLEL_FROM);
        }
    }

    @Test
    void parallelStepsEqualThePlainAlgorithmsOnRandomViewSequences() {
        // Every W-thread step of two or more items splits across threads, so that threads race to
        // lower the same labels; many seeds to catch races.
        for (long seed = 1; seed <= 300; seed++) {
            checkSequence(seed, seed % 50 == 0 ? 3_000 : 0, seed % 50 == 0 ? 12 : 30, 0);
        }
    }

    /**
     * Trees much smaller than each view's change (a few vertices near the roots while hundreds
     * of edges elsewhere come and go), which the kernels follow from the tree's side: tree edges
     * deleted, edges added from tree vertices, bridges into the large part appearing (the tree
     * outgrows the change) and leaving, the roots' edges all leaving; W = 1, 2, 4, with the
     * W-thread steps from the default size and from 0.
     */
    @Test
    void smallTreesInLargeChangesEqualThePlainAlgorithms() {
        for (long seed = 1; seed <= 60; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int small = 20;
            int n = 400;
            int m = 3_200;
            int[] s = new int[m];
            int[] t = new int[m];
            double[] w = new double[m];
            for (int e = 0; e < m; e++) {
                int kind = e < 60 ? 0 : e < 66 ? 1 : e < 90 ? 2 : 3;
                // Among the small part, bridges out of it, edges back into it, and the large part.
                s[e] = kind <= 1 ? r.nextInt(small) : small + r.nextInt(n - small);
                t[e] = kind == 0 || kind == 2 ? r.nextInt(small) : small + r.nextInt(n - small);
                w[e] = r.nextInt(5) == 0 ? 0.0 : r.nextInt(1, 50) / 3.0;
            }
            PropertyGraph g = graph(n, s, t);
            int[] from = {0, 0, 1, 5};
            int[] to = {3, 300, 0, 7};
            long parallelFrom = seed % 2 == 0 ? 0 : ShortestPathTree.PARALLEL_FROM;
            IncrementalKernel[][] kernels = new IncrementalKernel[WORKERS.length][];
            for (int k = 0; k < WORKERS.length; k++) {
                kernels[k] = new IncrementalKernel[] {new ShortestPathKernel(g, 0, null, parallelFrom), new ShortestPathKernel(g, 0, w, parallelFrom),
                        new MpspKernel(g, from, to, parallelFrom)};
            }
            boolean[] in = new boolean[m];
            int[] degree = new int[n];
            for (int view = 0; view < 25; view++) {
                IntArrayList add = new IntArrayList();
                IntArrayList remove = new IntArrayList();
                boolean rootOut = r.nextInt(8) == 0;
                for (int e = 0; e < m; e++) {
                    boolean next;
                    if (view == 0) {
                        next = e >= 90 ? r.nextBoolean() : r.nextInt(3) == 0;
                    } else if (e < 90) {
                        next = r.nextInt(e < 60 ? 4 : 3) == 0 ? !in[e] : in[e];
                    } else {
                        next = r.nextInt(12) == 0 ? !in[e] : in[e];
                    }
                    if (rootOut && (s[e] == 0 || t[e] == 0)) {
                        next = false;
                    }
                    if (next != in[e]) {
                        (next ? add : remove).add(e);
                    }
                }
                IntArrayList appeared = new IntArrayList();
                IntArrayList disappeared = new IntArrayList();
                for (int e : remove) {
                    in[e] = false;
                    for (int v : new int[] {s[e], t[e]}) {
                        if (--degree[v] == 0) {
                            disappeared.add(v);
                        }
                    }
                }
                for (int e : add) {
                    in[e] = true;
                    for (int v : new int[] {s[e], t[e]}) {
                        if (degree[v]++ == 0) {
                            appeared.add(v);
                        }
                    }
                }
                IntArrayList idList = new IntArrayList();
                for (int e = 0; e < m; e++) {
                    if (in[e]) {
                        idList.add(e);
                    }
                }
                int[] ids = idList.toIntArray();
                ViewGraph plain = ViewGraph.of(g, ids, ids.length, false, 1);
                long[] bfs = PlainBfs.distances(plain, 0);
                double[] d = PlainSssp.distances(plain, 0, w);
                long[] sssp = new long[n];
                for (int v = 0; v < n; v++) {
                    sssp[v] = bits(d[v]);
                }
                long[] mpsp = PlainMpsp.hops(plain, from, to);
                int[] added = add.toIntArray();
                int[] removed = remove.toIntArray();
                for (int k = 0; k < WORKERS.length; k++) {
                    String where = "seed " + seed + ", view " + view + " (" + added.length + " added, " + removed.length
                            + " removed), W=" + WORKERS[k] + ": ";
                    for (IncrementalKernel kernel : kernels[k]) {
                        kernel.apply(AsTheRun.change(kernel, e -> in[e], added, removed, appeared, disappeared, WORKERS[k],
                                ids.length));
                    }
                    assertArrayEquals(bfs, kernels[k][0].values(), where + "BFS");
                    assertArrayEquals(sssp, kernels[k][1].values(), where + "SSSP");
                    assertArrayEquals(mpsp, kernels[k][2].values(), where + "MPSP");
                }
            }
        }
    }

    @Test
    void deletingTheOnlyPathMakesVerticesUnreachable() {
        // 0 -> 1 -> 2 -> 3, and 3 -> 1 (a cycle that must not keep 1..3 alive)
        PropertyGraph g = graph(4, new int[] {0, 1, 2, 3}, new int[] {1, 2, 3, 1});
        Views views = new Views(g);
        ShortestPathKernel bfs = new ShortestPathKernel(g, 0, null);
        long[] values = bfs.values();
        views.move(bfs, new int[] {0, 1, 2, 3}, new int[0]);
        views.move(bfs, new int[] {0}, new int[0]); // removes edges 1, 2, 3 too: a big change
        views.move(bfs, new int[] {1, 2, 3}, new int[0]);
        assertArrayEquals(new long[] {0, 1, 2, 3}, bfs.values());
        views.move(bfs, new int[0], new int[] {0});
        long u = PlainBfs.UNREACHED;
        assertArrayEquals(new long[] {0, u, u, u}, bfs.values());
        assertArrayEquals(new boolean[] {true, true, true, true}, bfs.reported());
        assertSame(values, bfs.values(), "one array from view to view, scratch runs included");
    }

    @Test
    void theRootIsReportedAtZeroWhileItsEdgesLeaveAndReturn() {
        PropertyGraph g = graph(3, new int[] {0, 1}, new int[] {1, 2});
        Views views = new Views(g);
        ShortestPathKernel sssp = new ShortestPathKernel(g, 0, new double[] {0.5, 0.25});
        assertArrayEquals(new boolean[] {true, false, false}, sssp.reported());
        views.move(sssp, new int[] {0, 1}, new int[0]);
        assertArrayEquals(new long[] {bits(0), bits(0.5), bits(0.75)}, sssp.values());
        views.move(sssp, new int[0], new int[] {0});
        assertArrayEquals(new boolean[] {true, true, true}, sssp.reported());
        assertArrayEquals(new long[] {bits(0), bits(Double.POSITIVE_INFINITY), bits(Double.POSITIVE_INFINITY)}, sssp.values());
        views.move(sssp, new int[0], new int[] {1});
        assertArrayEquals(new boolean[] {true, false, false}, sssp.reported());
        views.move(sssp, new int[] {0, 1}, new int[0]);
        assertArrayEquals(new long[] {bits(0), bits(0.5), bits(0.75)}, sssp.values());
    }

    @Test
    void zeroWeightCyclesFromAScratchRunDoNotKeepDistancesAlive() {
        // 1 <-> 2 (0.0 both ways), 0 -> 1 (1.0), and a long way 0 -> 3 -> 2 (1.5 + 1.5) kept in
        // the view; the scratch run's parents must not pair 1 and 2 with each other, although
        // 2 -> 1 comes first among 1's in-edges.
        PropertyGraph g = graph(4, new int[] {2, 1, 0, 0, 3}, new int[] {1, 2, 1, 3, 2});
        double[] w = {0.0, 0.0, 1.0, 1.5, 1.5};
        for (int workers : WORKERS) {
            Views views = new Views(g);
            ShortestPathKernel sssp = new ShortestPathKernel(g, 0, w);
            views.move(sssp, new int[] {0, 1, 2, 3, 4}, new int[0], workers);
            assertArrayEquals(new long[] {bits(0), bits(1), bits(1), bits(1.5)}, sssp.values());
            views.move(sssp, new int[0], new int[] {2}, workers);
            assertArrayEquals(new long[] {bits(0), bits(3), bits(3), bits(1.5)}, sssp.values(), "W=" + workers);
        }
    }

    @Test
    void theRootsOnlyEdgeLeavingAndReturningGivesTheSameHopsAsThePlainBfs() {
        // A path of 20,000 vertices: one edge out of the root carries the whole result, so
        // following its deletion would scan more than a plain run, which the kernel runs instead.
        int n = 20_000;
        int[] s = new int[n - 1];
        int[] t = new int[n - 1];
        for (int v = 0; v + 1 < n; v++) {
            s[v] = v;
            t[v] = v + 1;
        }
        PropertyGraph g = graph(n, s, t);
        int[] others = new int[n - 2];
        for (int e = 1; e < n - 1; e++) {
            others[e - 1] = e;
        }
        for (int workers : WORKERS) {
            Views views = new Views(g);
            ShortestPathKernel bfs = new ShortestPathKernel(g, 0, null);
            views.move(bfs, others, new int[0], workers);
            for (int round = 0; round < 2; round++) {
                views.move(bfs, new int[] {0}, new int[0], workers);
                int[] ids = views.ids();
                assertArrayEquals(PlainBfs.distances(ViewGraph.of(g, ids, ids.length, false, 1), 0), bfs.values(), "W=" + workers);
                views.move(bfs, new int[0], new int[] {0}, workers);
                for (int v = 1; v < n; v++) {
                    assertEquals(PlainBfs.UNREACHED, bfs.values()[v], "W=" + workers);
                }
            }
        }
    }

    @Test
    void kernelsEqualJGraphTOnSomeViews() {
        SplittableRandom r = new SplittableRandom(7);
        int n = 300;
        int m = 1_500;
        PropertyGraph g = TestGraphs.random(r, n, m);
        double[] w = new double[m];
        for (int e = 0; e < m; e++) {
            w[e] = r.nextInt(1, 64) / 8.0; // sums of eighths are exact in any order
        }
        Views views = new Views(g);
        ShortestPathKernel bfs = new ShortestPathKernel(g, 0, null);
        ShortestPathKernel sssp = new ShortestPathKernel(g, 0, w);
        for (int view = 0; view < 6; view++) {
            IntArrayList added = new IntArrayList();
            IntArrayList removed = new IntArrayList();
            for (int e = 0; e < m; e++) {
                if (r.nextInt(view == 0 ? 2 : 40) == 0) {
                    (views.in[e] ? removed : added).add(e);
                }
            }
            views.move(bfs, added.toIntArray(), removed.toIntArray());
            views.undo(added.toIntArray(), removed.toIntArray());
            views.move(sssp, added.toIntArray(), removed.toIntArray());
            DirectedWeightedPseudograph<Integer, DefaultWeightedEdge> unit = new DirectedWeightedPseudograph<>(DefaultWeightedEdge.class);
            DirectedWeightedPseudograph<Integer, DefaultWeightedEdge> weighted = new DirectedWeightedPseudograph<>(DefaultWeightedEdge.class);
            for (int v = 0; v < n; v++) {
                unit.addVertex(v);
                weighted.addVertex(v);
            }
            for (int e = 0; e < m; e++) {
                if (views.in[e]) {
                    unit.setEdgeWeight(unit.addEdge(g.sources()[e], g.targets()[e]), 1.0);
                    weighted.setEdgeWeight(weighted.addEdge(g.sources()[e], g.targets()[e]), w[e]);
                }
            }
            var hops = new DijkstraShortestPath<>(unit).getPaths(0);
            var distances = new DijkstraShortestPath<>(weighted).getPaths(0);
            for (int v = 0; v < n; v++) {
                double h = hops.getWeight(v);
                assertEquals(h == Double.POSITIVE_INFINITY ? PlainBfs.UNREACHED : (long) h, bfs.values()[v], "BFS view " + view);
                assertEquals(bits(distances.getWeight(v)), sssp.values()[v], "SSSP view " + view);
            }
        }
    }

    /**
     * Runs a random view sequence on every kernel and worker count against the plain algorithms,
     * the kernels' steps split over W threads from {@code parallelFrom} adjacency entries.
     */
    private static void checkSequence(long seed, int large, int viewCount, long parallelFrom) {
        SplittableRandom r = new SplittableRandom(seed);
        int n = large > 0 ? large : 1 + r.nextInt(60);
        int m = large > 0 ? 7 * large : r.nextInt(4 * n + 1);
        PropertyGraph g = TestGraphs.random(r, n, m);
        double[] w = new double[m];
        for (int e = 0; e < m; e++) {
            int kind = r.nextInt(20);
            // Zero and negligible weights make equal distances along edges; NaN is missing=skip.
            w[e] = kind < 3 ? 0.0 : kind == 3 ? 1e-18 : kind == 4 ? Double.NaN : r.nextInt(1, 400) / 7.0;
        }
        int root = (int) (r.nextDouble() * r.nextDouble() * n);
        int goals = 1 + r.nextInt(5);
        int[] from = new int[goals];
        int[] to = new int[goals];
        for (int k = 0; k < goals; k++) {
            from[k] = k == 0 ? root : r.nextInt(3) == 0 ? from[r.nextInt(k)] : r.nextInt(n);
            to[k] = r.nextInt(6) == 0 ? from[k] : r.nextInt(n);
        }
        IncrementalKernel[][] kernels = new IncrementalKernel[WORKERS.length][];
        for (int k = 0; k < WORKERS.length; k++) {
            kernels[k] = new IncrementalKernel[] {new ShortestPathKernel(g, root, null, parallelFrom), new ShortestPathKernel(g, root, w, parallelFrom),
                    new MpspKernel(g, from, to, parallelFrom)};
        }
        Views views = new Views(g);
        for (int view = 0; view < viewCount; view++) {
            String mode = views.next(r, root);
            int[] ids = views.ids();
            ViewGraph plain = ViewGraph.of(g, ids, ids.length, false, 1);
            long[] bfs = PlainBfs.distances(plain, root);
            double[] d = PlainSssp.distances(plain, root, w);
            long[] sssp = new long[n];
            boolean[] reported = new boolean[n];
            for (int v = 0; v < n; v++) {
                sssp[v] = bits(d[v]);
                reported[v] = plain.isPresent(v) || v == root;
            }
            long[] mpsp = PlainMpsp.hops(plain, from, to);
            boolean[] allGoals = new boolean[goals];
            java.util.Arrays.fill(allGoals, true);
            for (int k = 0; k < WORKERS.length; k++) {
                String where = "seed " + seed + " (parallel from " + parallelFrom + "), view " + view + " (" + mode + ", " + views.added.length + " added, "
                        + views.removed.length + " removed, " + ids.length + " in the view), W=" + WORKERS[k] + ": ";
                for (IncrementalKernel kernel : kernels[k]) {
                    long[] values = kernel.values().clone();
                    boolean[] reportedBefore = kernel.reported().clone();
                    kernel.apply(AsTheRun.change(kernel, views::contains, views.added, views.removed, views.appeared,
                            views.disappeared, WORKERS[k], ids.length));
                    if (kernel.changed() != null) {
                        ChangedKeysAssert.assertCovers(where + kernel.getClass().getSimpleName(), values, reportedBefore,
                                kernel.values(), kernel.reported(), kernel.changed());
                    }
                }
                assertArrayEquals(bfs, kernels[k][0].values(), where + "BFS");
                assertArrayEquals(reported, kernels[k][0].reported(), where + "BFS reported");
                assertArrayEquals(sssp, kernels[k][1].values(), where + "SSSP");
                assertArrayEquals(reported, kernels[k][1].reported(), where + "SSSP reported");
                assertArrayEquals(mpsp, kernels[k][2].values(), where + "MPSP");
                assertArrayEquals(allGoals, kernels[k][2].reported(), where + "MPSP reported");
            }
        }
    }

    private static PropertyGraph graph(int n, int[] s, int[] t) {
        return TestGraphs.of(n, s, t);
    }

    private static long bits(double d) {
        return Double.doubleToLongBits(d);
    }

    /**
     * A sequence of views over a graph's edges, each step's differences ascending, with the
     * vertices each step made enter and leave the view (by a degree count of its own, as the
     * runner's view gives them).
     */
    private static final class Views {
        private final PropertyGraph g;
        private final boolean[] in;
        private final int[] degree;
        int[] added = new int[0];
        int[] removed = new int[0];
        final IntArrayList appeared = new IntArrayList();
        final IntArrayList disappeared = new IntArrayList();
        private boolean rootOut;

        Views(PropertyGraph g) {
            this.g = g;
            this.in = new boolean[g.edgeCount()];
            this.degree = new int[g.vertexCount()];
        }

        boolean contains(int e) {
            return in[e];
        }

        int[] ids() {
            IntArrayList ids = new IntArrayList();
            for (int e = 0; e < in.length; e++) {
                if (in[e]) {
                    ids.add(e);
                }
            }
            return ids.toIntArray();
        }

        void move(IncrementalKernel kernel, int[] add, int[] remove) {
            move(kernel, add, remove, 1);
        }

        void move(IncrementalKernel kernel, int[] add, int[] remove, int workers) {
            apply(add, remove);
            kernel.apply(AsTheRun.change(kernel, this::contains, add, remove, appeared, disappeared, workers, ids().length));
        }

        void undo(int[] add, int[] remove) {
            apply(remove, add);
        }

        private void apply(int[] add, int[] remove) {
            appeared.clear();
            disappeared.clear();
            for (int e : remove) {
                in[e] = false;
                for (int v : new int[] {g.sources()[e], g.targets()[e]}) {
                    if (--degree[v] == 0) {
                        disappeared.add(v);
                    }
                }
            }
            for (int e : add) {
                in[e] = true;
                for (int v : new int[] {g.sources()[e], g.targets()[e]}) {
                    if (degree[v]++ == 0) {
                        appeared.add(v);
                    }
                }
            }
        }

        /** Moves to a random next view of a random kind, which it names. */
        String next(SplittableRandom r, int root) {
            int m = in.length;
            boolean[] flip = new boolean[m];
            String mode;
            int kind = rootOut ? 7 : r.nextInt(10);
            switch (kind) {
                case 0, 1, 2 -> {
                    mode = "a few random changes";
                    int changes = 1 + r.nextInt(Math.max(1, m / 30));
                    for (int k = 0; k < changes && m > 0; k++) {
                        flip[r.nextInt(m)] = true;
                    }
                }
                case 3, 4 -> {
                    mode = "tree edges deleted";
                    int[] ids = ids();
                    long[] hops = PlainBfs.distances(ViewGraph.of(g, ids, ids.length, false, 1), root);
                    for (int e : ids) {
                        long h = hops[g.sources()[e]];
                        if (h != PlainBfs.UNREACHED && hops[g.targets()[e]] == h + 1 && r.nextInt(3) == 0) {
                            flip[e] = true;
                        }
                    }
                    for (int k = 0; k < 2 && m > 0; k++) {
                        flip[r.nextInt(m)] = true;
                    }
                }
                case 5 -> {
                    mode = "a vertex set cut off";
                    boolean[] side = new boolean[g.vertexCount()];
                    for (int v = 0; v < side.length; v++) {
                        side[v] = r.nextInt(4) == 0;
                    }
                    for (int e = 0; e < m; e++) {
                        flip[e] = in[e] && side[g.sources()[e]] != side[g.targets()[e]];
                    }
                }
                case 6 -> {
                    mode = "the root's edges removed";
                    rootOut = true;
                    for (int e = 0; e < m; e++) {
                        flip[e] = in[e] && (g.sources()[e] == root || g.targets()[e] == root);
                    }
                }
                case 7 -> {
                    mode = "the root's edges returned";
                    rootOut = false;
                    for (int e = 0; e < m; e++) {
                        flip[e] = !in[e] && (g.sources()[e] == root || g.targets()[e] == root);
                    }
                }
                case 8 -> {
                    mode = r.nextBoolean() ? "the empty view" : "every edge";
                    for (int e = 0; e < m; e++) {
                        flip[e] = in[e] == mode.equals("the empty view");
                    }
                }
                default -> {
                    mode = "a big jump";
                    for (int e = 0; e < m; e++) {
                        flip[e] = r.nextBoolean();
                    }
                }
            }
            IntArrayList add = new IntArrayList();
            IntArrayList remove = new IntArrayList();
            for (int e = 0; e < m; e++) {
                if (flip[e]) {
                    (in[e] ? remove : add).add(e);
                }
            }
            added = add.toIntArray();
            removed = remove.toIntArray();
            apply(added, removed);
            return mode;
        }
    }
}
