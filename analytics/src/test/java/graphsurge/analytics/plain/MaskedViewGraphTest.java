package graphsurge.analytics.plain;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import graphsurge.analytics.TestGraphs;
import graphsurge.analytics.run.ViewState;
import graphsurge.analytics.graph.ViewGraph;
import graphsurge.gstore.PropertyGraph;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Masked views (the graph's adjacency with a bit per entry, kept up to date by {@link ViewState})
 * give every plain algorithm the same result as views built for themselves, which
 * {@link PlainAlgorithmsTest} checks against JGraphT: over sequences of views that add and remove
 * edges (parallel edges and self-loops included), on 1, 2 and 4 threads.
 */
class MaskedViewGraphTest {
    @Test
    void everyAlgorithmGivesTheSameResultOnMaskedAndBuiltViews() {
        for (long seed = 1; seed <= 12; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            // Large enough for the multi-threaded paths (they fall back to one thread on small views).
            int n = seed <= 6 ? 1 + r.nextInt(40) : 5_000 + r.nextInt(5_000);
            int m = n * (1 + r.nextInt(4));
            PropertyGraph g = TestGraphs.skewed(r, n, m, 10);
            double[] weights = new double[m];
            for (int e = 0; e < m; e++) {
                weights[e] = r.nextInt(5) == 0 ? 0.0 : r.nextInt(1, 400) / 8.0;
            }
            ViewState state = new ViewState(g, r.nextBoolean(), 1);
            boolean[] in = new boolean[m];
            for (int view = 0; view < 5; view++) {
                IntArrayList added = new IntArrayList();
                IntArrayList removed = new IntArrayList();
                for (int e = 0; e < m; e++) {
                    if (r.nextInt(view == 0 ? 2 : 6) == 0) {
                        (in[e] ? removed : added).add(e);
                        in[e] = !in[e];
                    }
                }
                state.apply(added.toIntArray(), removed.toIntArray());
                if (view == 2) {
                    continue; // a view never asked for as masked: the masks must still follow it
                }
                ViewGraph masked = state.toMaskedViewGraph();
                ViewGraph built = ViewGraph.of(g, state.edgeIds(), state.edgeCount(), state.allVertices(), 1);
                String where = "seed " + seed + ", view " + view;
                assertEquals(built.presentCount(), masked.presentCount(), where);
                assertEquals(built.edgeCount(), masked.edgeCount(), where);
                for (int v = 0; v < n; v++) {
                    assertEquals(built.isPresent(v), masked.isPresent(v), where);
                    assertEquals(built.outDegree(v), masked.outDegree(v), where);
                    assertEquals(built.inDegree(v), masked.inDegree(v), where);
                }
                int root = r.nextInt(n);
                int[] sources = {root, r.nextInt(n), r.nextInt(n)};
                int[] targets = {r.nextInt(n), r.nextInt(n), root};
                for (int workers : new int[] {1, 2, 4}) {
                    String w = where + ", W=" + workers;
                    assertArrayEquals(PlainBfs.distances(built, root, workers), PlainBfs.distances(masked, root, workers), "BFS " + w);
                    assertArrayEquals(BreadthFirstSearch.levels(built, root, BreadthFirstSearch.Direction.IN, workers, null),
                            BreadthFirstSearch.levels(masked, root, BreadthFirstSearch.Direction.IN, workers, null),
                            "backward BFS " + w);
                    assertArrayEquals(PlainSssp.distances(built, root, weights, workers),
                            PlainSssp.distances(masked, root, weights, workers), "SSSP " + w);
                    assertArrayEquals(PlainWcc.labels(built, workers), PlainWcc.labels(masked, workers), "WCC " + w);
                    assertArrayEquals(PlainScc.labels(built, workers), PlainScc.labels(masked, workers), "SCC " + w);
                    assertArrayEquals(PlainPageRank.ranks(built, 10, 0.85, workers),
                            PlainPageRank.ranks(masked, 10, 0.85, workers), "PageRank " + w);
                    assertArrayEquals(PlainMpsp.hops(built, sources, targets, workers),
                            PlainMpsp.hops(masked, sources, targets, workers), "MPSP " + w);
                }
            }
        }
    }
}
