package graphsurge.analytics.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.analytics.TestGraphs;
import graphsurge.analytics.graph.Follower;
import graphsurge.analytics.graph.ViewChange;
import graphsurge.analytics.computation.ComputationRegistry;
import graphsurge.analytics.computation.Parameters;
import graphsurge.analytics.computation.Program;
import graphsurge.analytics.graph.ViewGraph;
import graphsurge.analytics.plain.PlainBfs;
import graphsurge.analytics.plain.PlainWcc;
import graphsurge.gstore.PropertyGraph;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.ints.IntList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The differential executor on its own: a random walk of views (edges in and out, some flipped
 * back while the follower lags, empty views), each run plain (not shown to the executor),
 * differentially or fresh at random; after every run the follower must hold exactly the current
 * view, having been fed the net differences.
 */
class LaggingExecutorTest {
    /**
     * A follower that keeps the edges and vertices it was told about, failing on a change that
     * does not fit what it holds, and remembers the edge differences of its last change.
     */
    private static final class Recorder implements Follower {
        final boolean[] edges;
        final boolean[] vertices;
        int fed;

        Recorder(PropertyGraph g) {
            edges = new boolean[g.edgeCount()];
            vertices = new boolean[g.vertexCount()];
        }

        @Override
        public void apply(ViewChange change) {
            assertAscending(change.added());
            assertAscending(change.removed());
            for (int e : change.removed()) {
                assertTrue(edges[e], "removes edge " + e + ", which it does not hold");
                edges[e] = false;
            }
            for (int e : change.added()) {
                assertFalse(edges[e], "adds edge " + e + ", which it holds");
                edges[e] = true;
            }
            // A vertex that left and came back within one step is in both lists, leaving first.
            IntList went = change.disappeared();
            for (int i = 0; i < went.size(); i++) {
                assertTrue(vertices[went.getInt(i)], "vertex " + went.getInt(i) + " leaves, but was not there");
                vertices[went.getInt(i)] = false;
            }
            IntList came = change.appeared();
            for (int i = 0; i < came.size(); i++) {
                assertFalse(vertices[came.getInt(i)], "vertex " + came.getInt(i) + " appears twice");
                vertices[came.getInt(i)] = true;
            }
            fed = change.added().length + change.removed().length;
        }

        @Override
        public long[] values() {
            return new long[0];
        }

        @Override
        public boolean[] reported() {
            return new boolean[0];
        }

        /** No keys, but known: the executor passes this on only when the follower moved from the view before. */
        @Override
        public IntList changed() {
            return IntList.of();
        }

        private static void assertAscending(int[] ids) {
            for (int i = 1; i < ids.length; i++) {
                assertTrue(ids[i - 1] < ids[i], "ascending: " + Arrays.toString(ids));
            }
        }
    }

    /**
     * One random walk of views: a step's edge differences from the previous view, per view; each
     * edge flips with probability 1/{@code flipOneIn}, besides those flipped back.
     */
    private static List<int[][]> walk(SplittableRandom r, int m, int views, int flipOneIn) {
        boolean[] in = new boolean[m];
        List<int[][]> steps = new ArrayList<>();
        int[] lastFlipped = new int[0];
        for (int v = 0; v < views; v++) {
            IntArrayList added = new IntArrayList();
            IntArrayList removed = new IntArrayList();
            boolean empty = r.nextInt(10) == 0;
            boolean[] flippedNow = new boolean[m];
            for (int e = 0; e < m; e++) {
                boolean flipBack = lastFlipped.length > 0 && Arrays.binarySearch(lastFlipped, e) >= 0 && r.nextInt(3) == 0;
                boolean next = empty ? false : v == 0 ? r.nextInt(3) > 0 : flipBack || r.nextInt(flipOneIn) == 0 ? !in[e] : in[e];
                if (next != in[e]) {
                    (next ? added : removed).add(e);
                    flippedNow[e] = true;
                    in[e] = next;
                }
            }
            IntArrayList flipped = new IntArrayList();
            for (int e = 0; e < m; e++) {
                if (flippedNow[e]) {
                    flipped.add(e);
                }
            }
            lastFlipped = flipped.toIntArray();
            steps.add(new int[][] {added.toIntArray(), removed.toIntArray()});
        }
        return steps;
    }

    @Test
    void aLaggingFollowerIsFedTheNetDifferencesAndEndsAtTheCurrentView() {
        for (long seed = 1; seed <= 60; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int n = 2 + r.nextInt(12);
            followRandomWalk(seed, r, n, r.nextInt(4 * n + 1), 6);
        }
    }

    /**
     * Graphs of several parity words, changing by a few edges per view: the executor lists the
     * edges a lagging follower misses until the list would outgrow the words, then scans the
     * words; both, and the switch between them, must feed the same net differences.
     */
    @Test
    void aFollowerLaggingPastItsListIsCaughtUpFromTheParityWords() {
        for (long seed = 1; seed <= 40; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int n = 20 + r.nextInt(40);
            followRandomWalk(seed, r, n, 64 + r.nextInt(8 * n), 20 + r.nextInt(200));
        }
    }

    /**
     * As above, a follower dropped after some views it missed ({@link LaggingExecutor#drop}, as
     * ADAPTIVE does when it expects to restart the kernel): nothing lags while it is dropped, and
     * its next run, whatever it asks, starts a fresh one fed the whole view.
     */
    @Test
    void aDroppedFollowerTracksNothingAndStartsFreshAtItsNextRun() {
        for (long seed = 1; seed <= 60; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int n = 20 + r.nextInt(40);
            followRandomWalk(seed, r, n, r.nextInt(8 * n + 1), 2 + r.nextInt(20), 2);
        }
    }

    private static void followRandomWalk(long seed, SplittableRandom r, int n, int m, int flipOneIn) {
        followRandomWalk(seed, r, n, m, flipOneIn, 0);
    }

    /** @param dropOneIn after a plain view, the executor drops its follower with probability 1/{@code dropOneIn} (0: never) */
    private static void followRandomWalk(long seed, SplittableRandom r, int n, int m, int flipOneIn, int dropOneIn) {
        PropertyGraph g = TestGraphs.random(r, n, m);
        ViewState view = new ViewState(g, false, 1);
        Recorder[] follower = new Recorder[1];
        int[] started = new int[1];
        LaggingExecutor executor = new LaggingExecutor(view, 1, () -> {
            started[0]++;
            return follower[0] = new Recorder(g);
        });
        How[] hows = How.values();
        List<int[][]> steps = walk(r, m, 12, flipOneIn);
        boolean dropped = false;
        boolean ranBefore = false; // whether the executor ran the view before
        for (int p = 0; p < steps.size(); p++) {
            String where = "seed " + seed + ", position " + p;
            ViewChange step = view.apply(steps.get(p)[0], steps.get(p)[1]);
            executor.moved(step);
            long lag = follower[0] == null || dropped ? 0 : symmetricDifference(follower[0].edges, view);
            assertEquals(lag, executor.differences(), where + ": the differences a differential run would apply");
            How how = p == 0 ? How.FRESH_DATAFLOW : hows[r.nextInt(hows.length)];
            if (how == How.PLAIN) {
                if (dropOneIn > 0 && r.nextInt(dropOneIn) == 0) {
                    executor.drop();
                    dropped = true;
                }
                ranBefore = false;
                continue;
            }
            int before = started[0];
            ViewExecutor.Outcome outcome = executor.run(step, new Step(how, Reason.GIVEN));
            boolean fresh = how.fresh() || dropped;
            dropped = false;
            assertEquals(!fresh && ranBefore, outcome.changed() != null,
                    where + ": changes known exactly when moved by this view's step from the view before");
            ranBefore = true;
            assertEquals(fresh ? before + 1 : before, started[0], where + ": fresh only when asked or dropped");
            long expectedFed = fresh ? view.edgeCount() : lag;
            assertEquals(expectedFed, outcome.fed(), where + ": fed");
            assertEquals(expectedFed, follower[0].fed, where + ": differences applied");
            for (int e = 0; e < m; e++) {
                assertEquals(view.contains(e), follower[0].edges[e], where + ", edge " + e);
            }
            for (int v = 0; v < n; v++) {
                assertEquals(view.isPresent(v), follower[0].vertices[v], where + ", vertex " + v);
            }
            assertEquals(0, executor.differences(), where + ": caught up");
        }
    }

    private static long symmetricDifference(boolean[] edges, ViewState view) {
        long d = 0;
        for (int e = 0; e < edges.length; e++) {
            d += edges[e] != view.contains(e) ? 1 : 0;
        }
        return d;
    }

    /**
     * Real evaluations and incremental kernels of WCC (which seeds every vertex that appears, so
     * that a missed or repeated vertex change gives a wrong component) and BFS (whose root is
     * reported even outside the view), driven through plain, differential and fresh patterns on
     * 1 and 2 workers (a fresh kernel is ADAPTIVE's restart of a kernel that lags: a new kernel
     * fed the whole view, however far behind the old one was), equal to the plain algorithm on
     * every view they run.
     */
    @Test
    void evaluationsCaughtUpByTheExecutorEqualThePlainAlgorithm() {
        for (long seed = 1; seed <= 24; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int n = 3 + r.nextInt(10);
            int m = r.nextInt(3 * n + 1);
            PropertyGraph g = TestGraphs.random(r, n, m);
            int root = r.nextInt(n);
            int workers = 1 + (int) (seed & 1);
            Program wcc = ComputationRegistry.builtIns().find("wcc").bind(g,
                    new Parameters("wcc", List.of(), Parameters.Position.NONE));
            Program bfs = ComputationRegistry.builtIns().find("bfs").bind(g,
                    new Parameters("bfs", List.of(ComputationsAcrossViewsTest.param("root", 7L * root + 3)), Parameters.Position.NONE));
            List<int[][]> steps = walk(r, m, 10, 6);
            How[] pattern = new How[steps.size()];
            for (int p = 0; p < pattern.length; p++) {
                pattern[p] = p == 0 ? How.FRESH_DATAFLOW : How.values()[r.nextInt(How.values().length)];
            }
            for (Program program : List.of(wcc, bfs)) {
                for (boolean kernel : new boolean[] {false, true}) {
                    ViewState view = new ViewState(g, false, 1);
                    LaggingExecutor executor = new LaggingExecutor(view, workers, kernel
                            ? () -> program.kernel().start()
                            : () -> program.dataflow().start(view, workers));
                    for (int p = 0; p < steps.size(); p++) {
                        String where = (program == wcc ? "wcc" : "bfs") + (kernel ? " kernel" : " dataflow") + ", seed " + seed
                                + ", W=" + workers + ", pattern " + Arrays.toString(pattern) + ", position " + p;
                        ViewChange step = view.apply(steps.get(p)[0], steps.get(p)[1]);
                        executor.moved(step);
                        if (pattern[p] == How.PLAIN) {
                            continue;
                        }
                        ViewExecutor.Outcome outcome = executor.run(step, new Step(pattern[p], Reason.GIVEN));
                        ViewGraph plainView = ViewGraph.of(g, view.edgeIds(), view.edgeCount(), false, 1);
                        long[] want = program == wcc ? Arrays.stream(PlainWcc.labels(plainView)).asLongStream().toArray()
                                : PlainBfs.distances(plainView, root);
                        boolean[] reported = ComputationsAcrossViewsTest.reportedWithRoot(plainView, program == wcc ? -1 : root);
                        assertArrayEquals(reported, outcome.reported(), where + ": reported");
                        for (int v = 0; v < n; v++) {
                            if (reported[v]) {
                                assertEquals(want[v], outcome.values()[v], where + ", vertex " + v);
                            }
                        }
                    }
                }
            }
        }
    }
}
