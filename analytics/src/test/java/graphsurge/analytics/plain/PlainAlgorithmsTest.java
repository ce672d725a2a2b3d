package graphsurge.analytics.plain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.analytics.TestGraphs;
import graphsurge.analytics.graph.ViewGraph;
import graphsurge.gstore.PropertyGraph;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;
import org.jgrapht.alg.connectivity.ConnectivityInspector;
import org.jgrapht.alg.connectivity.KosarajuStrongConnectivityInspector;
import org.jgrapht.alg.shortestpath.BFSShortestPath;
import org.jgrapht.alg.shortestpath.DijkstraShortestPath;
import org.jgrapht.graph.DirectedWeightedPseudograph;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.junit.jupiter.api.Test;

/** The plain algorithms, the oracles of the differential computations, checked against JGraphT. */
class PlainAlgorithmsTest {
    @Test
    void bfsSsspWccAndSccAgreeWithJGraphT() {
        for (long seed = 1; seed <= 60; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int n = 1 + r.nextInt(30);
            int m = r.nextInt(3 * n + 1);
            int[] s = new int[m];
            int[] t = new int[m];
            double[] w = new double[m];
            Graph<Integer, DefaultWeightedEdge> j = new DirectedWeightedPseudograph<>(DefaultWeightedEdge.class);
            for (int v = 0; v < n; v++) {
                j.addVertex(v);
            }
            for (int e = 0; e < m; e++) {
                s[e] = r.nextInt(n);
                t[e] = r.nextInt(n);
                w[e] = r.nextInt(20) / 2.0;
                j.setEdgeWeight(j.addEdge(s[e], t[e]), w[e]);
            }
            PropertyGraph g = graph(n, s, t);
            ViewGraph view = ViewGraph.whole(g);
            int root = r.nextInt(n);
            long[] hops = PlainBfs.distances(view, root);
            double[] dist = PlainSssp.distances(view, root, w);
            var bfs = new BFSShortestPath<>(j).getPaths(root);
            var dijkstra = new DijkstraShortestPath<>(j).getPaths(root);
            for (int v = 0; v < n; v++) {
                GraphPath<Integer, DefaultWeightedEdge> p = bfs.getPath(v);
                assertEquals(p == null ? PlainBfs.UNREACHED : p.getLength(), hops[v], "BFS, seed " + seed + ", vertex " + v);
                assertEquals(dijkstra.getWeight(v), dist[v], 1e-9, "SSSP, seed " + seed + ", vertex " + v);
            }
            int[] wcc = PlainWcc.labels(view);
            for (Set<Integer> component : new ConnectivityInspector<>(j).connectedSets()) {
                int smallest = component.stream().mapToInt(Integer::intValue).min().getAsInt();
                for (int v : component) {
                    assertEquals(smallest, wcc[v], "WCC, seed " + seed);
                }
            }
            int[] scc = PlainScc.labels(view);
            List<Set<Integer>> sccs = new KosarajuStrongConnectivityInspector<>(j).stronglyConnectedSets();
            for (Set<Integer> component : sccs) {
                int smallest = component.stream().mapToInt(Integer::intValue).min().getAsInt();
                for (int v : component) {
                    assertEquals(smallest, scc[v], "SCC, seed " + seed);
                }
            }
        }
    }

    @Test
    void fixedPointPageRankFollowsTheGraphalyticsFormulaInDoubles() {
        for (long seed = 1; seed <= 30; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int n = 1 + r.nextInt(25);
            int m = r.nextInt(3 * n + 1);
            int[] s = new int[m];
            int[] t = new int[m];
            for (int e = 0; e < m; e++) {
                s[e] = r.nextInt(n);
                t[e] = r.nextInt(n);
            }
            PropertyGraph g = graph(n, s, t);
            double d = 0.85;
            int iterations = 1 + r.nextInt(30);
            // The formula, edge list by edge list, in doubles.
            int[] outDegree = new int[n];
            for (int e = 0; e < m; e++) {
                outDegree[s[e]]++;
            }
            double[] rank = new double[n];
            java.util.Arrays.fill(rank, 1.0 / n);
            for (int i = 0; i < iterations; i++) {
                double sinks = 0;
                for (int v = 0; v < n; v++) {
                    sinks += outDegree[v] == 0 ? rank[v] : 0;
                }
                double[] next = new double[n];
                java.util.Arrays.fill(next, (1 - d) / n + d * sinks / n);
                for (int e = 0; e < m; e++) {
                    next[t[e]] += d * rank[s[e]] / outDegree[s[e]];
                }
                rank = next;
            }
            long[] fixed = PlainPageRank.ranks(ViewGraph.whole(g), iterations, d);
            for (int v = 0; v < n; v++) {
                double got = PlainPageRank.toDouble(fixed[v]);
                assertTrue(Math.abs(got - rank[v]) <= 1e-9 * rank[v] + 1e-14, "seed " + seed + ", vertex " + v + ": " + got
                        + " vs " + rank[v]);
            }
        }
    }

    /**
     * The multi-threaded forms on graphs large enough for their steps to be split (more than two
     * chunks of vertices and of BFS frontier), skewed like real graphs (a few hubs), with every
     * worker count giving JGraphT's answer, PageRank's ranks equal bit for bit to one thread's, and
     * a view's adjacency built on W threads equal to the one built on one.
     */
    @Test
    void multiThreadedFormsAgreeWithJGraphTAndWithOneThread() {
        for (long seed = 1; seed <= 6; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int n = 6_000 + r.nextInt(10_000);
            int m = n * (2 + r.nextInt(4));
            int[] s = new int[m];
            int[] t = new int[m];
            Graph<Integer, DefaultWeightedEdge> j = new DirectedWeightedPseudograph<>(DefaultWeightedEdge.class);
            for (int v = 0; v < n; v++) {
                j.addVertex(v);
            }
            for (int e = 0; e < m; e++) {
                // Squaring a uniform number favours small ids: hubs at the front, a long thin tail.
                double a = r.nextDouble();
                s[e] = (int) (a * a * n);
                t[e] = r.nextInt(n);
                j.addEdge(s[e], t[e]);
            }
            PropertyGraph g = graph(n, s, t);
            ViewGraph view = ViewGraph.whole(g);
            int root = r.nextInt(50);
            var bfs = new BFSShortestPath<>(j).getPaths(root);
            long[] ranks = PlainPageRank.ranks(view, 10, 0.85, 1);
            int[] smallestInComponent = smallestInComponent(j, n);
            int[] smallestInStrongComponent = new int[n];
            for (Set<Integer> component : new KosarajuStrongConnectivityInspector<>(j).stronglyConnectedSets()) {
                int min = component.stream().mapToInt(Integer::intValue).min().getAsInt();
                for (int v : component) {
                    smallestInStrongComponent[v] = min;
                }
            }
            double[] weights = new double[m];
            for (int e = 0; e < m; e++) {
                weights[e] = r.nextInt(5) == 0 ? 0.0 : r.nextInt(1, 400) / 8.0;
            }
            double[] dijkstra = PlainSssp.distances(view, root, weights);
            int[] sources = {root, r.nextInt(n), r.nextInt(n), root};
            int[] targets = {r.nextInt(n), r.nextInt(n), r.nextInt(n), r.nextInt(n)};
            int[] half = new int[m / 2];
            for (int i = 0; i < half.length; i++) {
                half[i] = 2 * i + (int) (seed % 2);
            }
            ViewGraph halfView = ViewGraph.of(g, half, half.length, false, 1);
            for (int workers : new int[] {2, 4}) {
                String where = "seed " + seed + ", W=" + workers;
                assertSameAdjacency(halfView, ViewGraph.of(g, half, half.length, false, workers), where);
                long[] hops = PlainBfs.distances(view, root, workers);
                for (int v = 0; v < n; v++) {
                    GraphPath<Integer, DefaultWeightedEdge> p = bfs.getPath(v);
                    assertEquals(p == null ? PlainBfs.UNREACHED : p.getLength(), hops[v], "BFS, " + where + ", vertex " + v);
                }
                double[] stepped = PlainSssp.distances(view, root, weights, workers);
                double[] delta = PlainSssp.deltaStepping(view, root, weights, workers); // whatever the search reaches
                for (int v = 0; v < n; v++) {
                    assertEquals(Double.doubleToLongBits(dijkstra[v]), Double.doubleToLongBits(stepped[v]), "SSSP, " + where + ", vertex " + v);
                    assertEquals(Double.doubleToLongBits(dijkstra[v]), Double.doubleToLongBits(delta[v]),
                            "SSSP by delta-stepping, " + where + ", vertex " + v);
                }
                int[] wcc = PlainWcc.labels(view, workers);
                for (int v = 0; v < n; v++) {
                    assertEquals(smallestInComponent[v], wcc[v], "WCC, " + where);
                }
                assertTrue(java.util.Arrays.equals(ranks, PlainPageRank.ranks(view, 10, 0.85, workers)), "PageRank, " + where);
                int[] scc = PlainScc.labels(view, workers);
                for (int v = 0; v < n; v++) {
                    assertEquals(smallestInStrongComponent[v], scc[v], "SCC, " + where + ", vertex " + v);
                }
                long[] pairs = PlainMpsp.hops(view, sources, targets, workers);
                for (int i = 0; i < sources.length; i++) {
                    GraphPath<Integer, DefaultWeightedEdge> p = new BFSShortestPath<>(j).getPath(sources[i], targets[i]);
                    assertEquals(p == null ? PlainBfs.UNREACHED : p.getLength(), pairs[i], "MPSP, " + where + ", pair " + i);
                }
            }
        }
    }

    private static void assertSameAdjacency(ViewGraph want, ViewGraph got, String where) {
        assertEquals(want.presentCount(), got.presentCount(), where);
        for (int v = 0; v < want.vertexCount(); v++) {
            assertEquals(want.isPresent(v), got.isPresent(v), where);
            assertEquals(want.outStart(v), got.outStart(v), where + ", out of " + v);
            assertEquals(want.inStart(v), got.inStart(v), where + ", in of " + v);
        }
        for (int i = 0; i < want.edgeCount(); i++) {
            assertEquals(want.outTarget(i), got.outTarget(i), where + ", out-entry " + i);
            assertEquals(want.outEdge(i), got.outEdge(i), where + ", out-entry " + i);
            assertEquals(want.inSource(i), got.inSource(i), where + ", in-entry " + i);
        }
    }

    private static int[] smallestInComponent(Graph<Integer, DefaultWeightedEdge> j, int n) {
        int[] smallest = new int[n];
        for (Set<Integer> component : new ConnectivityInspector<>(j).connectedSets()) {
            int min = component.stream().mapToInt(Integer::intValue).min().getAsInt();
            for (int v : component) {
                smallest[v] = min;
            }
        }
        return smallest;
    }

    @Test
    void aSearchWithASettlingBudgetIsExactWithinItAndGivesUpPastIt() {
        for (long seed = 0; seed < 20; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int n = 200;
            int m = r.nextInt(50, 600);
            int[] src = new int[m];
            int[] dst = new int[m];
            double[] weights = new double[m];
            for (int e = 0; e < m; e++) {
                src[e] = r.nextInt(n);
                dst[e] = r.nextInt(n);
                weights[e] = r.nextInt(4) == 0 ? 0.0 : r.nextInt(1, 100) / 4.0;
            }
            ViewGraph view = ViewGraph.whole(graph(n, src, dst));
            int root = r.nextInt(n);
            double[] full = PlainSssp.distances(view, root, weights);
            long reached = java.util.Arrays.stream(full).filter(d -> d != Double.POSITIVE_INFINITY).count();
            assertTrue(java.util.Arrays.equals(full, PlainSssp.tree(view, root, weights, null, reached)), "seed " + seed);
            if (reached > 1) {
                assertEquals(null, PlainSssp.tree(view, root, weights, null, reached - 1), "seed " + seed);
            }
        }
    }

    /** A graph of {@code n} vertices numbered 0..n-1 and the edges {@code s[e] -> t[e]}, without properties. */
    private static PropertyGraph graph(int n, int[] s, int[] t) {
        return TestGraphs.of(n, s, t);
    }
}
