package graphsurge.analytics.computation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.analytics.graph.ViewGraph;
import graphsurge.analytics.incremental.EdgeMembership;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.generate.GraphModel;
import graphsurge.gstore.generate.GraphSpec;
import graphsurge.gstore.generate.PropertyGraphGenerator;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ViewStateTest {
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
        ViewState view = new ViewState(g, false);
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
        ViewState view = new ViewState(g, false);
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
