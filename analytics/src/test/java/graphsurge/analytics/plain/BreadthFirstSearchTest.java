package graphsurge.analytics.plain;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.analytics.TestGraphs;
import graphsurge.analytics.run.ViewState;
import graphsurge.analytics.graph.ViewGraph;
import graphsurge.analytics.plain.BreadthFirstSearch.Direction;
import graphsurge.gstore.PropertyGraph;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link BreadthFirstSearch} gives the levels of a plain queue BFS, forward and backward, with
 * every level top-down, every level bottom-up, and switching as it chooses: on skewed graphs
 * (hubs, whose middle levels go bottom-up), built and masked views, 1, 2 and 4 threads; and its
 * parent edges form a shortest-path tree of the view.
 */
class BreadthFirstSearchTest {
    private static final double[][] SWITCHES = {
        {BreadthFirstSearch.BOTTOM_UP_FROM, BreadthFirstSearch.TOP_DOWN_BELOW}, {0, 0}, {Double.POSITIVE_INFINITY, 0}};

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
                int[] forward = queueLevels(g, in, new int[] {root}, Direction.OUT);
                int[] backward = queueLevels(g, in, new int[] {root}, Direction.IN);
                for (int workers : new int[] {1, 2, 4}) {
                    for (double[] s : SWITCHES) {
                        String where = "seed " + seed + ", W=" + workers + ", switches " + Arrays.toString(s);
                        int[] parents = new int[n];
                        Arrays.fill(parents, -7);
                        int[] levels = search(view, Direction.OUT, workers, parents, s, root);
                        assertArrayEquals(forward, levels, where + ", forward");
                        assertArrayEquals(backward, search(view, Direction.IN, workers, null, s, root), where + ", backward");
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

    /**
     * Searches along both directions from every vertex not reached yet, in vertex order (the WCC
     * kernel's rebuild): each search gives its component the levels of a queue search over the
     * edges taken both ways, lists each vertex once, and gives it a parent edge of the view to a
     * vertex one level closer. On a graph whose hub's frontier of thousands of vertices reaches the
     * same vertices from many threads in one level, and on skewed random graphs.
     */
    @Test
    void searchesFromEveryComponentListEachVertexOnceWithBothDirections() {
        for (long seed = 1; seed <= 8; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            PropertyGraph g;
            if (seed % 2 == 0) {
                // Vertex 0 -> 1 .. 6000, each of those -> one of 6001 .. 6100, a few pairs apart.
                int n = 6200;
                IntArrayList sources = new IntArrayList();
                IntArrayList targets = new IntArrayList();
                for (int v = 1; v <= 6000; v++) {
                    sources.add(r.nextBoolean() ? 0 : v);
                    targets.add(sources.getInt(sources.size() - 1) == 0 ? v : 0);
                    sources.add(v);
                    targets.add(6001 + r.nextInt(100));
                }
                for (int v = 6101; v + 1 < n; v += 2) {
                    sources.add(v);
                    targets.add(v + 1);
                }
                g = TestGraphs.of(n, sources.toIntArray(), targets.toIntArray());
            } else {
                int n = 2_000 + r.nextInt(6_000);
                g = TestGraphs.skewed(r, n, n + r.nextInt(2 * n), 10);
            }
            int n = g.vertexCount();
            int m = g.edgeCount();
            boolean[] in = new boolean[m];
            IntArrayList edges = new IntArrayList();
            for (int e = 0; e < m; e++) {
                if (seed % 2 == 0 || r.nextInt(3) > 0) {
                    in[e] = true;
                    edges.add(e);
                }
            }
            ViewState state = new ViewState(g, false, 1);
            state.apply(edges.toIntArray(), new int[0]);
            int[] roots = new int[n];
            for (int v = 0; v < n; v++) {
                roots[v] = v;
            }
            int[] expected = queueLevels(g, in, roots, Direction.BOTH);
            for (ViewGraph view : new ViewGraph[] {ViewGraph.of(g, state.edgeIds(), state.edgeCount(), state.allVertices(), 1), state.toMaskedViewGraph()}) {
                for (int workers : new int[] {1, 2, 4}) {
                    for (double[] s : SWITCHES) {
                        String where = "seed " + seed + ", W=" + workers + ", switches " + Arrays.toString(s);
                        int[] parents = new int[n];
                        Arrays.fill(parents, -7);
                        BreadthFirstSearch search = new BreadthFirstSearch(view, Direction.BOTH, workers, parents, s[0], s[1]);
                        boolean[] listed = new boolean[n];
                        for (int root = 0; root < n; root++) {
                            if (search.levels()[root] >= 0) {
                                continue;
                            }
                            int count = search.search(root);
                            assertEquals(root, search.order()[search.reached() - count], where + ": the root first");
                            for (int k = search.reached() - count; k < search.reached(); k++) {
                                int v = search.order()[k];
                                assertTrue(!listed[v], where + ": vertex " + v + " listed twice");
                                listed[v] = true;
                            }
                        }
                        assertEquals(n, search.reached(), where + ": every vertex reached once");
                        int[] levels = search.levels();
                        assertArrayEquals(expected, levels, where);
                        for (int v = 0; v < n; v++) {
                            if (levels[v] == 0) {
                                assertEquals(-7, parents[v], where + ": root " + v + " has no parent edge");
                                continue;
                            }
                            int e = parents[v];
                            int other = g.sources()[e] == v ? g.targets()[e] : g.sources()[e];
                            assertTrue(e >= 0 && in[e] && (g.sources()[e] == v || g.targets()[e] == v)
                                    && levels[other] == levels[v] - 1, where + ": parent edge " + e + " of vertex " + v);
                        }
                    }
                }
            }
        }
    }

    private static int[] search(ViewGraph view, Direction direction, int workers, int[] parents, double[] switches,
            int root) {
        BreadthFirstSearch search = new BreadthFirstSearch(view, direction, workers, parents, switches[0], switches[1]);
        search.search(root);
        return search.levels();
    }

    /**
     * Levels by a FIFO queue over the edges in the view (reversed for {@code IN}, both ways for
     * {@code BOTH}), from each of {@code roots} not reached before at level 0; -1 where none.
     */
    private static int[] queueLevels(PropertyGraph g, boolean[] in, int[] roots, Direction direction) {
        int n = g.vertexCount();
        IntArrayList[] next = new IntArrayList[n];
        for (int v = 0; v < n; v++) {
            next[v] = new IntArrayList();
        }
        for (int e = 0; e < in.length; e++) {
            if (in[e]) {
                int s = g.sources()[e];
                int t = g.targets()[e];
                if (direction != Direction.IN) {
                    next[s].add(t);
                }
                if (direction != Direction.OUT) {
                    next[t].add(s);
                }
            }
        }
        int[] level = new int[n];
        Arrays.fill(level, -1);
        int[] queue = new int[n];
        for (int root : roots) {
            if (level[root] >= 0) {
                continue;
            }
            level[root] = 0;
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
        }
        return level;
    }
}
