package graphsurge.analytics.plain;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.analytics.TestGraphs;
import graphsurge.analytics.run.ViewState;
import graphsurge.analytics.graph.ViewGraph;
import graphsurge.gstore.PropertyGraph;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The direction-optimizing BFS gives the levels of a plain queue BFS, forward and backward, with
 * every level top-down, every level bottom-up, and switching as it chooses: on skewed graphs
 * (hubs, whose middle levels go bottom-up), built and masked views, 1, 2 and 4 threads; and its
 * parent edges form a shortest-path tree of the view.
 */
class PlainBfsDirectionsTest {
    private static final double[][] SWITCHES = {
        {PlainBfs.BOTTOM_UP_FROM, PlainBfs.TOP_DOWN_BELOW}, {0, 0}, {Double.POSITIVE_INFINITY, 0}};

    @Test
    void everyDirectionGivesTheLevelsOfAQueueSearch() {
        for (long seed = 1; seed <= 16; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int n = seed <= 6 ? 1 + r.nextInt(50) : 3_000 + r.nextInt(6_000);
            int m = n * (1 + r.nextInt(6));
            PropertyGraph g = TestGraphs.skewed(r, n, m, 10);
            boolean[] in = new boolean[m];
            IntArrayList edges = new IntArrayList();
            for (int e = 0; e < m; e++) {
                if (r.nextInt(4) > 0) {
                    in[e] = true;
                    edges.add(e);
                }
            }
            ViewState state = new ViewState(g, r.nextBoolean(), 1);
            state.apply(edges.toIntArray(), new int[0]);
            int root = r.nextInt(Math.min(n, 10));
            for (ViewGraph view : new ViewGraph[] {ViewGraph.of(g, state.edgeIds(), state.edgeCount(), state.allVertices(), 1), state.toMaskedViewGraph()}) {
                int[] forward = queueLevels(g, in, root, false);
                int[] backward = queueLevels(g, in, root, true);
                for (int workers : new int[] {1, 2, 4}) {
                    for (double[] s : SWITCHES) {
                        String where = "seed " + seed + ", W=" + workers + ", switches " + Arrays.toString(s);
                        int[] parents = new int[n];
                        Arrays.fill(parents, -7);
                        int[] levels = PlainBfs.levels(view, root, workers, false, parents, s[0], s[1]);
                        assertArrayEquals(forward, levels, where + ", forward");
                        assertArrayEquals(backward, PlainBfs.levels(view, root, workers, true, null, s[0], s[1]),
                                where + ", backward");
                        for (int v = 0; v < n; v++) {
                            if (v == root || levels[v] < 0) {
                                assertEquals(-7, parents[v], where + ": vertex " + v + " has no parent edge");
                                continue;
                            }
                            int e = parents[v];
                            assertTrue(e >= 0 && in[e] && g.targets()[e] == v && levels[g.sources()[e]] == levels[v] - 1,
                                    where + ": parent edge " + e + " of vertex " + v);
                        }
                    }
                }
            }
        }
    }

    /** Levels by a FIFO queue over the edges in the view (edges reversed {@code backward}), -1 where none. */
    private static int[] queueLevels(PropertyGraph g, boolean[] in, int root, boolean backward) {
        int n = g.vertexCount();
        IntArrayList[] next = new IntArrayList[n];
        for (int v = 0; v < n; v++) {
            next[v] = new IntArrayList();
        }
        for (int e = 0; e < in.length; e++) {
            if (in[e]) {
                int s = g.sources()[e];
                int t = g.targets()[e];
                next[backward ? t : s].add(backward ? s : t);
            }
        }
        int[] level = new int[n];
        Arrays.fill(level, -1);
        level[root] = 0;
        int[] queue = new int[n];
        int head = 0;
        int tail = 0;
        queue[tail++] = root;
        while (head < tail) {
            int u = queue[head++];
            for (int i = 0; i < next[u].size(); i++) {
                int t = next[u].getInt(i);
                if (level[t] < 0) {
                    level[t] = level[u] + 1;
                    queue[tail++] = t;
                }
            }
        }
        return level;
    }
}
