package graphsurge.analytics.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.analytics.graph.EdgeMembership;
import graphsurge.analytics.TestGraphs;
import graphsurge.analytics.computation.Program;
import graphsurge.analytics.computation.View;
import graphsurge.analytics.graph.ViewChange;
import graphsurge.analytics.graph.ViewGraph;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.generate.GraphModel;
import graphsurge.gstore.generate.GraphSpec;
import graphsurge.gstore.generate.PropertyGraphGenerator;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ViewStateTest {
    /**
     * Computations receive the view as the read-only {@link View}: their starter takes one, and
     * none of its methods changes the view; the mutable state behind it lives with the runner.
     */
    @Test
    void computationsReceiveTheViewReadOnly() throws NoSuchMethodException {
        assertTrue(View.class.isAssignableFrom(ViewState.class));
        Program.Starter.class.getMethod("start", View.class, int.class);
        for (java.lang.reflect.Method m : View.class.getMethods()) {
            assertFalse(m.getName().equals("apply") || m.getReturnType() == void.class, "View." + m.getName() + " changes the view");
        }
        assertEquals("graphsurge.analytics.run", ViewState.class.getPackageName());
    }

    @Test
    void differencesAreSortedWithTheirRepeatsKept() {
        SplittableRandom r = new SplittableRandom(7);
        for (int round = 0; round < 20; round++) {
            int n = 4096 + r.nextInt(20_000);
            int range = n + r.nextInt(3 * n);
            // Distinct ids in random order (a partial shuffle of the range), or with repeats.
            int[] ids = new int[n];
            if (round % 2 == 0) {
                int[] all = new int[range];
                for (int i = 0; i < range; i++) {
                    all[i] = i;
                }
                for (int i = 0; i < n; i++) {
                    int j = i + r.nextInt(range - i);
                    int t = all[i];
                    all[i] = all[j];
                    all[j] = t;
                    ids[i] = all[i];
                }
            } else {
                for (int i = 0; i < n; i++) {
                    ids[i] = r.nextInt(range);
                }
            }
            int[] expected = ids.clone();
            Arrays.sort(expected);
            int[] before = ids.clone();
            assertArrayEquals(expected, ViewState.inEdgeOrder(ids), "round " + round);
            assertArrayEquals(before, ids, "the caller's array is left as it was");
        }
        int[] sorted = new int[5000];
        for (int i = 0; i < sorted.length; i++) {
            sorted[i] = 3 * i;
        }
        assertSame(sorted, ViewState.inEdgeOrder(sorted), "a sorted array is used as it is");
    }

    @Test
    void smallDifferencesAreSortedToo() {
        int[] ids = {9, 2, 7, 2, 0};
        assertArrayEquals(new int[] {0, 2, 2, 7, 9}, ViewState.inEdgeOrder(ids), "ascending, the repeat kept");
        assertArrayEquals(new int[] {9, 2, 7, 2, 0}, ids, "the caller's array is left as it was");
        int[] sorted = {1, 4, 5};
        assertSame(sorted, ViewState.inEdgeOrder(sorted));
        int[] none = {};
        assertSame(none, ViewState.inEdgeOrder(none));
    }

    /** A kernel's scratch run reads the runner's view as the plain algorithms do: the same graph as one built from the edges. */
    @Test
    void theViewAsAGraphForAKernelHasTheEdgesOfTheView() {
        PropertyGraph g = PropertyGraphGenerator.generate(new GraphSpec(GraphModel.RMAT, 8, 2000, 3), 1);
        ViewState view = new ViewState(g, false, 1);
        SplittableRandom r = new SplittableRandom(5);
        int[] added = r.ints(0, g.edgeCount()).distinct().limit(1500).sorted().toArray();
        view.apply(added, new int[0]);
        EdgeMembership byLookup = view::contains;
        for (EdgeMembership m : new EdgeMembership[] {view, byLookup}) {
            ViewGraph vg = m.asGraph(g, 2);
            assertEquals(added.length, vg.edgeCount());
            int live = 0;
            for (int v = 0; v < vg.vertexCount(); v++) {
                for (int i = vg.outStart(v); i < vg.outEnd(v); i++) {
                    if (vg.outLive(i)) {
                        assertTrue(view.contains(vg.outEdge(i)));
                        live++;
                    }
                }
            }
            assertEquals(added.length, live);
        }
        // Masks made for a kernel alone are dropped at the next change, those a plain run asked for
        // are kept up to date: either way the next view's graph has the next view's edges.
        for (int step = 0; step < 6; step++) {
            int[] removed = Arrays.copyOf(edgesOf(view, g), 100 + step);
            int[] back = r.ints(0, g.edgeCount()).distinct().filter(e -> !view.contains(e)).limit(120).sorted().toArray();
            view.apply(back, removed);
            ViewGraph vg = step % 2 == 0 ? view.asGraph(g, 1) : view.toViewGraph(1);
            int live = 0;
            for (int v = 0; v < vg.vertexCount(); v++) {
                for (int i = vg.outStart(v); i < vg.outEnd(v); i++) {
                    if (vg.outLive(i)) {
                        assertTrue(view.contains(vg.outEdge(i)), "step " + step);
                        live++;
                    }
                }
            }
            assertEquals(view.edgeCount(), live, "step " + step);
        }
        PropertyGraph other = PropertyGraphGenerator.generate(new GraphSpec(GraphModel.RMAT, 8, 2000, 4), 1);
        assertThrows(IllegalArgumentException.class, () -> view.asGraph(other, 1));
    }

    /**
     * Masks left unread while more edges changed than the graph has are dropped and built again
     * when read; masks read at every view are kept: either way each view's graph has the view's
     * edges, with reads after long and short gaps.
     */
    @Test
    void masksUnreadForManyChangesAreBuiltAgainWithTheViewsEdges() {
        PropertyGraph g = PropertyGraphGenerator.generate(new GraphSpec(GraphModel.RMAT, 8, 2000, 3), 1);
        ViewState view = new ViewState(g, false, 1);
        SplittableRandom r = new SplittableRandom(11);
        view.apply(r.ints(0, g.edgeCount()).distinct().limit(1200).sorted().toArray(), new int[0]);
        for (int step = 0; step < 40; step++) {
            int[] in = edgesOf(view, g);
            int[] removed = r.ints(0, in.length).distinct().limit(300).map(i -> in[i]).sorted().toArray();
            int[] back = r.ints(0, g.edgeCount()).distinct().filter(e -> !view.contains(e)).limit(300).sorted().toArray();
            view.apply(back, removed);
            if (step % 7 == 0 || step > 30) {
                assertLiveEdgesAreTheView(view.toMaskedViewGraph(), view, "step " + step);
            }
        }
    }

    /**
     * Edge bits, degrees, presence, the vertices that came and went, and the masks equal a naive
     * recomputation from the set of edges after every change: random sequences of views over
     * graphs with self-loops and parallel edges, changes small enough to apply edge by edge and
     * large enough to apply in bulk (a first view, a view emptied and filled again), masks read
     * by plain runs, read only for a kernel, or not read, {@code ON GRAPH} or not, W = 1, 2, 4.
     */
    @Test
    void everyChangeLeavesTheStateOfANaiveRecomputation() {
        for (long seed = 1; seed <= 18; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            // Small graphs, and graphs large enough for the passes' several chunks per thread.
            int n = seed % 3 == 0 ? 1 + r.nextInt(30) : 4_000 + r.nextInt(8_000);
            int m = n * (1 + r.nextInt(4));
            PropertyGraph g = TestGraphs.skewed(r, n, m, 8);
            int[] s = g.sources();
            int[] t = g.targets();
            boolean allVertices = seed % 4 == 1;
            int workers = new int[] {1, 2, 4}[(int) (seed % 3)];
            ViewState view = new ViewState(g, allVertices, workers);
            boolean[] in = new boolean[m];
            boolean[] wasPresent = new boolean[n];
            for (int step = 0; step < 14; step++) {
                String where = "seed " + seed + ", step " + step + ", W=" + workers + (allVertices ? ", ON GRAPH" : "");
                // How much changes: each edge flips with this probability; all of them empty or fill the view.
                int kind = step == 0 ? 3 : r.nextInt(6);
                double flip = switch (kind) {
                    case 0 -> 0.001;
                    case 1 -> 0.02;
                    case 2 -> 0.2;
                    default -> 0.6;
                };
                IntArrayList added = new IntArrayList();
                IntArrayList removed = new IntArrayList();
                boolean empty = kind == 4;
                boolean fill = kind == 5;
                for (int e = 0; e < m; e++) {
                    boolean next = empty ? false : fill ? true : in[e] != r.nextDouble() < flip;
                    if (next != in[e]) {
                        (next ? added : removed).add(e);
                        in[e] = next;
                    }
                }
                int[] addedIds = added.toIntArray();
                shuffle(addedIds, r); // the runner sorts them; callers need not
                ViewChange change = view.apply(addedIds, removed.toIntArray());
                int[] outDegree = new int[n];
                int[] inDegree = new int[n];
                int edges = 0;
                for (int e = 0; e < m; e++) {
                    assertEquals(in[e], view.contains(e), where + ", edge " + e);
                    if (in[e]) {
                        outDegree[s[e]]++;
                        inDegree[t[e]]++;
                        edges++;
                    }
                }
                assertEquals(edges, view.edgeCount(), where);
                assertArrayEquals(java.util.stream.IntStream.range(0, m).filter(e -> in[e]).toArray(), view.edgeIds(), where);
                boolean[] present = new boolean[n];
                int presentCount = 0;
                for (int v = 0; v < n; v++) {
                    present[v] = allVertices || outDegree[v] + inDegree[v] > 0;
                    presentCount += present[v] ? 1 : 0;
                    assertEquals(present[v], view.isPresent(v), where + ", vertex " + v);
                }
                assertCameAndWent(step == 0 && allVertices ? new boolean[n] : wasPresent, present, change, where);
                wasPresent = present;
                int read = r.nextInt(3); // a plain run reads the view, a kernel's scratch run does, nobody does
                if (read < 2) {
                    ViewGraph vg = read == 0 ? view.toViewGraph(workers) : view.asGraph(g, workers);
                    assertEquals(edges, vg.edgeCount(), where);
                    assertEquals(presentCount, vg.presentCount(), where);
                    for (int v = 0; v < n; v++) {
                        assertEquals(present[v], vg.isPresent(v), where + ", vertex " + v);
                        assertEquals(outDegree[v], vg.outDegree(v), where + ", out-degree of " + v);
                        assertEquals(inDegree[v], vg.inDegree(v), where + ", in-degree of " + v);
                        int live = 0;
                        for (int i = vg.outStart(v); i < vg.outEnd(v); i++) {
                            assertEquals(vg.outLive(i) ? -1L : 0L, vg.outLiveMask(i), where + ", out-entry " + i);
                            if (vg.outLive(i)) {
                                assertTrue(in[vg.outEdge(i)], where + ", out-entry " + i);
                                live++;
                            }
                        }
                        assertEquals(outDegree[v], live, where + ", live out-entries of " + v);
                        for (int i = vg.inStart(v); i < vg.inEnd(v); i++) {
                            assertEquals(in[vg.inEdge(i)] ? -1L : 0L, vg.inLiveMask(i), where + ", in-entry " + i);
                        }
                    }
                    ViewGraph.InEdges liveIn = vg.liveInEdges(workers);
                    for (int v = 0; v < n; v++) {
                        int at = liveIn.offsets()[v];
                        for (int i = vg.inStart(v); i < vg.inEnd(v); i++) {
                            if (in[vg.inEdge(i)]) {
                                assertEquals(vg.inSource(i), liveIn.sources()[at++], where + ", live in-edges of " + v);
                            }
                        }
                        assertEquals(liveIn.offsets()[v + 1], at, where + ", live in-edges of " + v);
                    }
                    if (4L * edges >= m && !(allVertices && edges == m)) { // masked: the graph's entries, a bit each
                        int[] outEdgeIds = g.out().edgeIds();
                        int[] inEdgeIds = g.in().edgeIds();
                        for (int i = 0; i < m; i++) {
                            assertEquals(in[outEdgeIds[i]], vg.outLive(i), where + ", out-entry " + i);
                            assertEquals(in[inEdgeIds[i]], vg.inLive(i), where + ", in-entry " + i);
                        }
                    }
                }
            }
        }
    }

    /**
     * Changes of thousands of edges in a run on W threads, edge by edge or in bulk, whose masks
     * are kept (a plain run read the view) or dropped (read only for a kernel's scratch run):
     * degrees, presence, the vertices that came and went and the masks' entries, against a naive
     * recomputation, with vertices losing and regaining their last edges within one change.
     */
    @Test
    void changesOfThousandsOfEdgesLeaveTheStateOfANaiveRecomputation() {
        for (long seed = 1; seed <= 6; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int n = 64_000 + r.nextInt(8_000);
            int m = 4 * n;
            PropertyGraph g = TestGraphs.skewed(r, n, m, 8);
            int workers = seed % 2 == 0 ? 2 : 4;
            ViewState view = new ViewState(g, seed % 3 == 0, workers);
            boolean[] in = new boolean[m];
            boolean[] wasPresent = new boolean[n];
            int[] order = java.util.stream.IntStream.range(0, m).toArray();
            for (int step = 0; step < 8; step++) {
                String where = "seed " + seed + ", step " + step + ", W=" + workers;
                IntArrayList added = new IntArrayList();
                IntArrayList removed = new IntArrayList();
                // Edge by edge with or without masks, or (from about m / 12W changed edges with
                // masks, m / 2W without) in bulk.
                int flips = step == 0 ? m / 2 : switch (r.nextInt(3)) {
                    case 0 -> 1 + r.nextInt(3_000);
                    case 1 -> 8_500 + r.nextInt(1_500);
                    default -> 12_000 + r.nextInt(8_000);
                };
                for (int i = 0; i < flips; i++) { // the first flips of a random order: distinct edges
                    int j = i + r.nextInt(m - i);
                    int e = order[j];
                    order[j] = order[i];
                    order[i] = e;
                    (in[e] ? removed : added).add(e);
                    in[e] = !in[e];
                }
                ViewChange change = view.apply(added.toIntArray(), removed.toIntArray());
                // Read at once, while another worker may still apply the endpoints (from
                // ViewState.OVERLAP_FROM changed edges): the edge bits are set before apply returns.
                for (int e : added) {
                    assertTrue(view.contains(e), where + ", added edge " + e);
                }
                for (int e : removed) {
                    assertFalse(view.contains(e), where + ", removed edge " + e);
                }
                int[] degree = new int[n];
                for (int e = 0; e < m; e++) {
                    if (in[e]) {
                        degree[g.sources()[e]]++;
                        degree[g.targets()[e]]++;
                    }
                }
                boolean[] present = new boolean[n];
                for (int v = 0; v < n; v++) {
                    present[v] = view.allVertices() || degree[v] > 0;
                }
                // The presence lists read first or last: each read waits for the endpoint pass.
                boolean listsFirst = r.nextBoolean();
                boolean[] was = step == 0 && view.allVertices() ? new boolean[n] : wasPresent;
                if (listsFirst) {
                    assertCameAndWent(was, present, change, where);
                }
                for (int v = 0; v < n; v++) {
                    assertEquals(present[v], view.isPresent(v), where + ", vertex " + v);
                }
                if (!listsFirst) {
                    assertCameAndWent(was, present, change, where);
                }
                wasPresent = present;
                // Read by a plain run (the masks are kept up to date) or for a kernel's scratch run (dropped).
                boolean plain = r.nextBoolean();
                ViewGraph vg = plain ? view.toViewGraph(workers) : view.asGraph(g, workers);
                for (int v = 0; v < n; v++) {
                    assertEquals(degree[v], vg.outDegree(v) + vg.inDegree(v), where + ", degree of " + v);
                    for (int i = vg.outStart(v); i < vg.outEnd(v); i++) {
                        assertEquals(in[vg.outEdge(i)], vg.outLive(i), where + ", out-entry " + i);
                    }
                    for (int i = vg.inStart(v); i < vg.inEnd(v); i++) {
                        assertEquals(in[vg.inEdge(i)], vg.inLive(i), where + ", in-entry " + i);
                    }
                }
            }
        }
    }

    /**
     * Every read of presence waits for an endpoint pass still running on another worker: with the
     * pass held back, vertices read right after {@code apply} (one by one, or in the lists of
     * those that came and went) are already as a naive recount gives them.
     */
    @Test
    void presenceReadRightAfterALargeChangeWaitsForTheEndpointPass() {
        for (long seed = 1; seed <= 3; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int n = 30_000;
            int m = 60_000;
            int[] s = new int[m];
            int[] t = new int[m];
            for (int e = 0; e < m; e++) {
                s[e] = r.nextInt(n);
                t[e] = r.nextInt(n);
            }
            PropertyGraph g = TestGraphs.of(n, s, t);
            ViewState view = new ViewState(g, false, 2);
            view.beforeHandedPass(() -> {
                try {
                    Thread.sleep(150);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            boolean[] in = new boolean[m];
            IntArrayList first = new IntArrayList();
            for (int e = 0; e < m / 2; e++) {
                in[e] = true;
                first.add(e);
            }
            view.apply(first.toIntArray(), new int[0]);
            boolean[] was = presence(g, in);
            // A step of 3,000 edges, over the pass's threshold: half leave, half arrive.
            IntArrayList added = new IntArrayList();
            IntArrayList removed = new IntArrayList();
            for (int e = 0; e < 1_500; e++) {
                removed.add(e * 3);
                in[e * 3] = false;
                added.add(m / 2 + e * 7);
                in[m / 2 + e * 7] = true;
            }
            ViewChange change = view.apply(added.toIntArray(), removed.toIntArray());
            boolean[] now = presence(g, in);
            boolean listsFirst = seed % 2 == 0;
            String where = "seed " + seed;
            if (listsFirst) {
                assertCameAndWent(was, now, change, where);
            }
            for (int v = 0; v < n; v++) {
                assertEquals(now[v], view.isPresent(v), where + ", vertex " + v);
            }
            if (!listsFirst) {
                assertCameAndWent(was, now, change, where);
            }
        }
    }

    /** Each vertex's presence: whether an edge of {@code in} touches it. */
    private static boolean[] presence(PropertyGraph g, boolean[] in) {
        boolean[] present = new boolean[g.vertexCount()];
        for (int e = 0; e < in.length; e++) {
            if (in[e]) {
                present[g.sources()[e]] = true;
                present[g.targets()[e]] = true;
            }
        }
        return present;
    }

    /** A large change on W threads: its first id in error is the one reported, and all its bits are set or cleared. */
    @Test
    void aLargeChangeOnSeveralThreadsReportsItsFirstIdInError() {
        PropertyGraph g = PropertyGraphGenerator.generate(new GraphSpec(GraphModel.RMAT, 12, 40_000, 5), 1);
        int m = g.edgeCount();
        for (int workers : new int[] {1, 2, 4}) {
            for (int at : new int[] {0, 700, m / 2, m - 2}) {
                int[] repeated = java.util.stream.IntStream.range(0, m + 1).map(i -> i <= at ? i : i - 1).toArray();
                assertEquals("edge " + at + " is added twice", assertThrows(IllegalStateException.class,
                        () -> new ViewState(g, false, workers).apply(repeated, new int[0])).getMessage(),
                        workers + " workers, repeated at " + at);
                ViewState view = new ViewState(g, false, workers);
                int[] odd = java.util.stream.IntStream.range(0, m).filter(e -> e % 2 == 1).toArray();
                view.apply(odd, new int[0]);
                int[] withOnePresent = java.util.stream.IntStream.range(0, m)
                        .filter(e -> e % 2 == 0 || e == (at | 1)).toArray();
                assertEquals("edge " + (at | 1) + " is added twice", assertThrows(IllegalStateException.class,
                        () -> view.apply(withOnePresent, new int[0])).getMessage(), workers + " workers, present " + at);
            }
            ViewState view = new ViewState(g, false, workers);
            int[] all = java.util.stream.IntStream.range(0, m).toArray();
            view.apply(all, new int[0]);
            for (int e = 0; e < m; e++) {
                assertTrue(view.contains(e), workers + " workers, edge " + e);
            }
            view.apply(new int[0], all);
            for (int e = 0; e < m; e++) {
                assertEquals(false, view.contains(e), workers + " workers, edge " + e);
            }
        }
    }

    /** Adding a present edge (or one twice) and removing an absent one are errors, for large changes as for small ones. */
    @Test
    void addingAPresentEdgeOrRemovingAnAbsentOneIsAnError() {
        PropertyGraph g = PropertyGraphGenerator.generate(new GraphSpec(GraphModel.RMAT, 8, 2000, 3), 1);
        int m = g.edgeCount();
        int[] all = java.util.stream.IntStream.range(0, m).toArray();
        int[] repeated = java.util.stream.IntStream.range(0, m + 1).map(i -> i <= 700 ? i : i - 1).toArray();
        IllegalStateException twice = assertThrows(IllegalStateException.class,
                () -> new ViewState(g, false, 1).apply(repeated, new int[0]), "a large change");
        assertEquals("edge 700 is added twice", twice.getMessage());
        ViewState view = new ViewState(g, false, 1);
        view.apply(Arrays.copyOf(all, m / 2), new int[0]);
        assertEquals("edge 3 is added twice",
                assertThrows(IllegalStateException.class, () -> view.apply(new int[] {3}, new int[0])).getMessage());
        int absent = m - 1;
        assertEquals("edge " + absent + " is removed but not in the view",
                assertThrows(IllegalStateException.class, () -> view.apply(new int[0], new int[] {absent})).getMessage());
        ViewState half = new ViewState(g, false, 1);
        half.apply(Arrays.copyOf(all, m / 2), new int[0]);
        assertEquals("edge " + m / 2 + " is removed but not in the view", assertThrows(IllegalStateException.class,
                () -> half.apply(new int[0], Arrays.copyOfRange(all, m / 2 - 1, m))).getMessage(), "a large change");
    }

    /**
     * The vertices that came and went: those whose presence changed, each once, in the right
     * list; a vertex that left and came back within the change may be in both, never in one.
     */
    private static void assertCameAndWent(boolean[] was, boolean[] is, ViewChange change, String where) {
        int n = was.length;
        int[] came = new int[n];
        int[] went = new int[n];
        change.appeared().forEach(v -> came[v]++);
        change.disappeared().forEach(v -> went[v]++);
        for (int v = 0; v < n; v++) {
            assertTrue(came[v] <= 1 && went[v] <= 1, where + ", vertex " + v + " listed twice");
            if (was[v] != is[v]) {
                assertEquals(is[v] ? 1 : 0, came[v], where + ", vertex " + v + " came");
                assertEquals(is[v] ? 0 : 1, went[v], where + ", vertex " + v + " went");
            } else {
                assertEquals(came[v], went[v], where + ", vertex " + v + " came and went");
            }
        }
    }

    private static void shuffle(int[] a, SplittableRandom r) {
        for (int i = a.length - 1; i > 0; i--) {
            int j = r.nextInt(i + 1);
            int x = a[i];
            a[i] = a[j];
            a[j] = x;
        }
    }

    private static void assertLiveEdgesAreTheView(ViewGraph vg, ViewState view, String where) {
        int live = 0;
        for (int v = 0; v < vg.vertexCount(); v++) {
            for (int i = vg.outStart(v); i < vg.outEnd(v); i++) {
                if (vg.outLive(i)) {
                    assertTrue(view.contains(vg.outEdge(i)), where);
                    live++;
                }
            }
            int degree = 0;
            for (int i = vg.outStart(v); i < vg.outEnd(v); i++) {
                degree += vg.outLive(i) ? 1 : 0;
            }
            assertEquals(degree, vg.outDegree(v), where + ", vertex " + v);
        }
        assertEquals(view.edgeCount(), live, where);
    }

    private static int[] edgesOf(ViewState view, PropertyGraph g) {
        return java.util.stream.IntStream.range(0, g.edgeCount()).filter(view::contains).toArray();
    }
}
