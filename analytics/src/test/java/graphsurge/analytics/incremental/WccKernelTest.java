package graphsurge.analytics.incremental;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import graphsurge.analytics.graph.ViewChange;
import graphsurge.analytics.TestGraphs;
import graphsurge.analytics.graph.ViewGraph;
import graphsurge.analytics.plain.PlainWcc;
import graphsurge.gstore.PropertyGraph;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.ints.IntList;
import java.util.Arrays;
import java.util.Set;
import java.util.SplittableRandom;
import org.jgrapht.Graph;
import org.jgrapht.alg.connectivity.ConnectivityInspector;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.Pseudograph;
import org.junit.jupiter.api.Test;

/**
 * {@link WccKernel} against {@link PlainWcc} run from scratch on every view of random view
 * sequences, with JGraphT's connected components on the last view of each; once as built
 * (large changes rebuilt, as a run asks) and once with every change applied incrementally.
 */
class WccKernelTest {
    @Test
    void aVertexWithOnlySelfLoopsIsAReportedComponentOfItsOwn() {
        PropertyGraph g = graph(4, new int[] {2, 0, 1}, new int[] {2, 1, 3});
        Views views = new Views(g);
        WccKernel kernel = new WccKernel(g);
        views.move(kernel, new int[] {0, 1, 2}, new int[0], 1);
        assertArrayEquals(new long[] {0, 0, 2, 0}, kernel.values());
        assertArrayEquals(new boolean[] {true, true, true, true}, kernel.reported());
    }

    @Test
    void edgesJoinComponentsWhateverTheirDirection() {
        // 3 -> 1 <- 2 and 2 -> 0: one component, labelled 0, although no edge leaves 0.
        PropertyGraph g = graph(4, new int[] {3, 2, 2}, new int[] {1, 1, 0});
        Views views = new Views(g);
        WccKernel kernel = new WccKernel(g);
        views.move(kernel, new int[] {0, 1, 2}, new int[0], 1);
        assertArrayEquals(new long[] {0, 0, 0, 0}, kernel.values());
    }

    @Test
    void deletingTheMinimumsOnlyEdgeGivesTheRestTheirOwnMinimum() {
        // A path 0 - 1 - 2 - 3 - 4: cutting 0 off leaves 0 outside the view and labels the rest 1.
        PropertyGraph g = graph(5, new int[] {0, 1, 2, 3}, new int[] {1, 2, 3, 4});
        Views views = new Views(g);
        WccKernel kernel = new WccKernel(g);
        views.move(kernel, new int[] {0, 1, 2, 3}, new int[0], 1);
        views.move(kernel, new int[0], new int[] {0}, 1);
        assertArrayEquals(new long[] {0, 1, 1, 1, 1}, kernel.values());
        assertArrayEquals(new boolean[] {false, true, true, true, true}, kernel.reported());
        views.move(kernel, new int[0], new int[] {2}, 1);
        assertArrayEquals(new long[] {0, 1, 1, 3, 3}, kernel.values());
    }

    @Test
    void aDeletedEdgeOnACycleKeepsItsComponentWhole() {
        PropertyGraph g = graph(4, new int[] {0, 1, 2, 3}, new int[] {1, 2, 3, 0});
        Views views = new Views(g);
        WccKernel kernel = new WccKernel(g);
        views.move(kernel, new int[] {0, 1, 2, 3}, new int[0], 1);
        for (int e = 0; e < 4; e++) {
            views.move(kernel, new int[0], new int[] {e}, 1);
            assertArrayEquals(new long[] {0, 0, 0, 0}, kernel.values(), "without edge " + e);
            views.move(kernel, new int[] {e}, new int[0], 1);
        }
    }

    @Test
    void matchesThePlainAlgorithmOnRandomViewSequences() {
        for (int workers : new int[] {1, 2, 4}) {
            for (long seed = 1; seed <= 40; seed++) {
                SplittableRandom r = new SplittableRandom(seed * 31 + workers);
                int n = 1 + r.nextInt(r.nextBoolean() ? 40 : 400);
                PropertyGraph g = TestGraphs.random(r, n, r.nextInt(3 * n + 1));
                runSequence(seed, workers, g, r, 30);
            }
        }
    }

    @Test
    void matchesThePlainAlgorithmWhenAHubsStarIsCutAndRegrown() {
        for (long seed = 1; seed <= 6; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int n = 3000;
            int m = 9000;
            int[] s = new int[m];
            int[] t = new int[m];
            int hub = r.nextInt(n);
            for (int e = 0; e < m; e++) {
                // Two thirds of the edges touch the hub, in both directions; the rest are random.
                boolean star = r.nextInt(3) < 2;
                int other = r.nextInt(n);
                s[e] = star && e % 2 == 0 ? hub : other;
                t[e] = star && e % 2 == 1 ? hub : star ? other : r.nextInt(n);
            }
            runSequence(seed, 1 + (int) (seed % 3), graph(n, s, t), r, 40);
        }
    }

    @Test
    void matchesThePlainAlgorithmWhenDeletionsFollowARebuild() {
        // Views that jump (rebuilds from scratch, the first from the empty view's additions),
        // each followed by deletions that cut the new forest's tree edges and by their restoring,
        // on graphs of tens of thousands of edges.
        Mutation[] afterARebuild = {Mutation.DELETE_A_PATH, Mutation.ISOLATE_THE_HUB, Mutation.CUT_A_BALL_OFF,
            Mutation.RESTORE_THE_LAST_DELETIONS, Mutation.FLIP_A_FEW};
        for (int workers : new int[] {1, 2, 4}) {
            for (long seed = 1; seed <= 3; seed++) {
                SplittableRandom r = new SplittableRandom(seed * 131 + workers);
                int n = 2000 + r.nextInt(4000);
                PropertyGraph g = TestGraphs.random(r, n, 40_000 + r.nextInt(20_000));
                Views views = new Views(g);
                WccKernel kernel = new WccKernel(g);
                boolean[] next = new boolean[g.edgeCount()];
                for (int step = 0; step < 12; step++) {
                    System.arraycopy(views.in, 0, next, 0, next.length);
                    Mutation mutation = step % 4 == 0 ? Mutation.JUMP : afterARebuild[r.nextInt(afterARebuild.length)];
                    String change = mutation.apply(g, views, next, r);
                    int[][] differences = differences(views.in, next);
                    views.move(kernel, differences[0], differences[1], workers,
                            "seed " + seed + ", workers " + workers + ", step " + step + " (" + change + ")");
                }
            }
        }
    }

    @Test
    void matchesThePlainAlgorithmOnLargeViewsOnEveryThreadCount() {
        // Graphs of tens of thousands of vertices, above the parallel grain: rebuilds (from the
        // first view's additions, and jumps read from the view) fill their bitset, degrees and
        // bottom-up levels on W threads, and halving the view then joining it again splits and
        // merges components of thousands of vertices, relabelled on W threads (the kernel that
        // never rebuilds takes the halving as a change, the other one rebuilds).
        for (int workers : new int[] {1, 2, 4}) {
            for (long seed = 1; seed <= 4; seed++) {
                SplittableRandom r = new SplittableRandom(seed * 977 + workers);
                int n = 12_000 + r.nextInt(8_000);
                PropertyGraph g = TestGraphs.random(r, n, 4 * n + r.nextInt(2 * n));
                Views views = new Views(g);
                WccKernel built = new WccKernel(g);
                WccKernel incremental = new WccKernel(g);
                boolean[] next = new boolean[g.edgeCount()];
                for (int step = 0; step < 10; step++) {
                    System.arraycopy(views.in, 0, next, 0, next.length);
                    String change = switch (step % 5) {
                        case 0 -> Mutation.JUMP.apply(g, views, next, r);
                        case 1 -> halve(g, next, 2 * n / 5 + r.nextInt(n / 5));
                        case 2 -> Mutation.RESTORE_THE_LAST_DELETIONS.apply(g, views, next, r);
                        case 3 -> Mutation.ISOLATE_THE_HUB.apply(g, views, next, r);
                        default -> Mutation.DELETE_A_PATH.apply(g, views, next, r);
                    };
                    int[][] differences = differences(views.in, next);
                    views.moveBoth(built, incremental, differences[0], differences[1], workers);
                    String where = "seed " + seed + ", workers " + workers + ", step " + step + " (" + change + ")";
                    views.check(built, "as built, " + where);
                    views.check(incremental, "incremental, " + where);
                }
                views.checkWithJGraphT(incremental, "seed " + seed + ", workers " + workers);
            }
        }
    }

    /** Deletes the view's edges between the vertices below {@code pivot} and the others. */
    private static String halve(PropertyGraph g, boolean[] next, int pivot) {
        for (int e = 0; e < next.length; e++) {
            if (g.sources()[e] < pivot != g.targets()[e] < pivot) {
                next[e] = false;
            }
        }
        return "halved at " + pivot;
    }

    /** The edges {@code next} adds to {@code in}, and those it removes, ascending. */
    private static int[][] differences(boolean[] in, boolean[] next) {
        IntArrayList added = new IntArrayList();
        IntArrayList removed = new IntArrayList();
        for (int e = 0; e < next.length; e++) {
            if (next[e] != in[e]) {
                (next[e] ? added : removed).add(e);
            }
        }
        return new int[][] {added.toIntArray(), removed.toIntArray()};
    }

    /** Moves two kernels (as a run does, and incremental only) through random views, checking each view. */
    private static void runSequence(long seed, int workers, PropertyGraph g, SplittableRandom r, int steps) {
        Views views = new Views(g);
        WccKernel built = new WccKernel(g);
        WccKernel incremental = new WccKernel(g);
        boolean[] next = new boolean[g.edgeCount()];
        for (int step = 0; step < steps; step++) {
            System.arraycopy(views.in, 0, next, 0, next.length);
            String change = Mutation.values()[r.nextInt(Mutation.values().length)].apply(g, views, next, r);
            IntArrayList added = new IntArrayList();
            IntArrayList removed = new IntArrayList();
            for (int e = 0; e < next.length; e++) {
                if (next[e] != views.in[e]) {
                    (next[e] ? added : removed).add(e);
                }
            }
            views.moveBoth(built, incremental, added.toIntArray(), removed.toIntArray(), workers);
            String where = "seed " + seed + ", workers " + workers + ", step " + step + " (" + change + ")";
            views.check(built, "as built, " + where);
            views.check(incremental, "incremental, " + where);
        }
        views.checkWithJGraphT(built, "seed " + seed + ", workers " + workers);
    }

    /** Ways a view changes into the next one. */
    private enum Mutation {
        FLIP_A_FEW {
            @Override
            String apply(PropertyGraph g, Views views, boolean[] next, SplittableRandom r) {
                int k = 1 + r.nextInt(Math.max(1, views.count / 10));
                for (int i = 0; i < k && next.length > 0; i++) {
                    int e = r.nextInt(next.length);
                    next[e] = !next[e];
                }
                return "flipped " + k;
            }
        },
        ADD_A_FEW {
            @Override
            String apply(PropertyGraph g, Views views, boolean[] next, SplittableRandom r) {
                for (int i = 0, k = 1 + r.nextInt(8); i < k && next.length > 0; i++) {
                    next[r.nextInt(next.length)] = true;
                }
                return "added a few";
            }
        },
        ISOLATE_THE_SMALLEST_VERTEX {
            @Override
            String apply(PropertyGraph g, Views views, boolean[] next, SplittableRandom r) {
                int[] degrees = views.degrees();
                for (int v = 0; v < g.vertexCount(); v++) {
                    if (degrees[v] > 0) {
                        isolate(g, v, next);
                        return "isolated " + v;
                    }
                }
                return "nothing to isolate";
            }
        },
        ISOLATE_THE_HUB {
            @Override
            String apply(PropertyGraph g, Views views, boolean[] next, SplittableRandom r) {
                int[] degrees = views.degrees();
                int hub = 0;
                for (int v = 0; v < g.vertexCount(); v++) {
                    if (degrees[v] > degrees[hub]) {
                        hub = v;
                    }
                }
                isolate(g, hub, next);
                return "isolated hub " + hub;
            }
        },
        CUT_A_BALL_OFF {
            @Override
            String apply(PropertyGraph g, Views views, boolean[] next, SplittableRandom r) {
                // The vertices within two hops of a random vertex, cut from the rest of the view.
                boolean[] ball = new boolean[g.vertexCount()];
                int center = r.nextInt(g.vertexCount());
                ball[center] = true;
                for (int round = 0; round < 2; round++) {
                    boolean[] grown = ball.clone();
                    for (int e = 0; e < next.length; e++) {
                        if (views.in[e] && (ball[g.sources()[e]] || ball[g.targets()[e]])) {
                            grown[g.sources()[e]] = true;
                            grown[g.targets()[e]] = true;
                        }
                    }
                    ball = grown;
                }
                for (int e = 0; e < next.length; e++) {
                    if (ball[g.sources()[e]] != ball[g.targets()[e]]) {
                        next[e] = false;
                    }
                }
                return "cut the ball around " + center;
            }
        },
        DELETE_A_PATH {
            @Override
            String apply(PropertyGraph g, Views views, boolean[] next, SplittableRandom r) {
                // A random walk's edges: tree edges of any spanning forest are likely among them.
                int v = r.nextInt(g.vertexCount());
                for (int hop = 0; hop < 10; hop++) {
                    int e = views.someEdgeOf(v, r);
                    if (e < 0) {
                        break;
                    }
                    next[e] = false;
                    v = g.sources()[e] == v ? g.targets()[e] : g.sources()[e];
                }
                return "deleted a walk";
            }
        },
        RESTORE_THE_LAST_DELETIONS {
            @Override
            String apply(PropertyGraph g, Views views, boolean[] next, SplittableRandom r) {
                // Components cut apart (or a vertex isolated) by the last view merge again.
                for (int i = 0; i < views.lastRemoved.length; i++) {
                    next[views.lastRemoved[i]] = true;
                }
                return "restored " + views.lastRemoved.length;
            }
        },
        EMPTY {
            @Override
            String apply(PropertyGraph g, Views views, boolean[] next, SplittableRandom r) {
                Arrays.fill(next, false);
                return "emptied";
            }
        },
        JUMP {
            @Override
            String apply(PropertyGraph g, Views views, boolean[] next, SplittableRandom r) {
                double share = r.nextDouble();
                for (int e = 0; e < next.length; e++) {
                    next[e] = r.nextDouble() < share;
                }
                return "jumped to " + share;
            }
        };

        abstract String apply(PropertyGraph g, Views views, boolean[] next, SplittableRandom r);

        static void isolate(PropertyGraph g, int v, boolean[] next) {
            for (int e = 0; e < next.length; e++) {
                if (g.sources()[e] == v || g.targets()[e] == v) {
                    next[e] = false;
                }
            }
        }
    }

    /** The current view as the test sees it, and the checks against the plain algorithm. */
    private static final class Views {
        final PropertyGraph g;
        final boolean[] in;
        int count;
        int[] lastRemoved = new int[0];

        Views(PropertyGraph g) {
            this.g = g;
            this.in = new boolean[g.edgeCount()];
        }

        /** Moves {@code kernel} by every change incrementally, and checks it. */
        void move(WccKernel kernel, int[] added, int[] removed, int workers) {
            move(kernel, added, removed, workers, false, "after adding " + Arrays.toString(added) + " and removing "
                    + Arrays.toString(removed));
        }

        /** Moves {@code kernel} as a run does (large changes rebuilt), and checks it. */
        void move(WccKernel kernel, int[] added, int[] removed, int workers, String where) {
            move(kernel, added, removed, workers, true, where);
        }

        private void move(WccKernel kernel, int[] added, int[] removed, int workers, boolean asTheRun, String where) {
            IntList[] presence = apply(added, removed);
            long[] values = kernel.values().clone();
            boolean[] reported = kernel.reported().clone();
            kernel.apply(asTheRun ? AsTheRun.change(kernel, e -> in[e], added, removed, presence[0], presence[1], workers, count)
                    : new ViewChange(e -> in[e], added, removed, presence[0], presence[1], workers));
            if (kernel.changed() != null) {
                ChangedKeysAssert.assertCovers(where, values, reported, kernel.values(), kernel.reported(), kernel.changed());
            }
            check(kernel, where);
        }

        void moveBoth(WccKernel a, WccKernel b, int[] added, int[] removed, int workers) {
            IntList[] presence = apply(added, removed);
            a.apply(AsTheRun.change(a, e -> in[e], added, removed, presence[0], presence[1], workers, count));
            b.apply(new ViewChange(e -> in[e], added, removed, presence[0], presence[1], workers));
        }

        /** Moves the view; returns the vertices that entered it and those that left it, as the run's view lists them. */
        private IntList[] apply(int[] added, int[] removed) {
            int[] before = degrees();
            lastRemoved = removed;
            for (int e : added) {
                in[e] = true;
            }
            for (int e : removed) {
                in[e] = false;
            }
            count += added.length - removed.length;
            int[] after = degrees();
            IntArrayList appeared = new IntArrayList();
            IntArrayList disappeared = new IntArrayList();
            for (int v = 0; v < after.length; v++) {
                if (before[v] == 0 && after[v] > 0) {
                    appeared.add(v);
                } else if (before[v] > 0 && after[v] == 0) {
                    disappeared.add(v);
                }
            }
            return new IntList[] {appeared, disappeared};
        }

        int[] degrees() {
            int[] degrees = new int[g.vertexCount()];
            for (int e = 0; e < in.length; e++) {
                if (in[e]) {
                    degrees[g.sources()[e]]++;
                    degrees[g.targets()[e]]++;
                }
            }
            return degrees;
        }

        int someEdgeOf(int v, SplittableRandom r) {
            IntArrayList edges = new IntArrayList();
            for (int e = 0; e < in.length; e++) {
                if (in[e] && (g.sources()[e] == v || g.targets()[e] == v)) {
                    edges.add(e);
                }
            }
            return edges.isEmpty() ? -1 : edges.getInt(r.nextInt(edges.size()));
        }

        ViewGraph viewGraph() {
            int[] ids = new int[count];
            for (int e = 0, k = 0; e < in.length; e++) {
                if (in[e]) {
                    ids[k++] = e;
                }
            }
            return ViewGraph.of(g, ids, count, false, 1);
        }

        void check(WccKernel kernel, String where) {
            ViewGraph view = viewGraph();
            int[] labels = PlainWcc.labels(view);
            long[] expected = new long[labels.length];
            boolean[] present = new boolean[labels.length];
            for (int v = 0; v < labels.length; v++) {
                expected[v] = labels[v];
                present[v] = view.isPresent(v);
            }
            assertArrayEquals(present, kernel.reported(), () -> "reported, " + where);
            assertArrayEquals(expected, kernel.values(), () -> "labels, " + where);
        }

        void checkWithJGraphT(WccKernel kernel, String where) {
            Graph<Integer, DefaultEdge> j = new Pseudograph<>(DefaultEdge.class);
            for (int e = 0; e < in.length; e++) {
                if (in[e]) {
                    j.addVertex(g.sources()[e]);
                    j.addVertex(g.targets()[e]);
                    j.addEdge(g.sources()[e], g.targets()[e]);
                }
            }
            for (Set<Integer> component : new ConnectivityInspector<>(j).connectedSets()) {
                int smallest = component.stream().mapToInt(Integer::intValue).min().getAsInt();
                for (int v : component) {
                    assertEquals(smallest, kernel.values()[v], "JGraphT's component of " + v + ", " + where);
                    assertEquals(true, kernel.reported()[v], "reported " + v + ", " + where);
                }
            }
        }
    }

    static PropertyGraph graph(int n, int[] s, int[] t) {
        return TestGraphs.of(n, s, t);
    }
}
