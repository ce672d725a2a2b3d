package graphsurge.ordering;

import java.util.ArrayList;
import java.util.List;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;
import org.jgrapht.alg.tour.ChristofidesThreeHalvesApproxMetricTSP;
import org.jgrapht.graph.SimpleWeightedGraph;

/**
 * Orders views to minimize the total edge differences of running them one after another: a
 * shortest Hamiltonian path from the empty view through all views.
 *
 * <p>As in the Graphsurge paper: Christofides' 3/2-approximation of the metric travelling
 * salesman tour on the complete graph of Hamming distances plus the empty view (JGraphT's
 * {@code ChristofidesThreeHalvesApproxMetricTSP}, with a true minimum-weight perfect matching,
 * unlike the original's greedy matching), cut at the empty view, keeping whichever direction of
 * the resulting chain has fewer differences. Hamming distance is a metric, so the tour is within
 * 3/2 of the optimal tour, which bounds the optimal path from above. Identical views are ordered
 * once and run back to back.
 *
 * <p>The chain is then improved by 2-opt moves (reversing a stretch of the path) until none helps
 * or a move budget runs out: O(k^2) per pass on the distance matrix. Above {@link
 * #CHRISTOFIDES_LIMIT} distinct views, a nearest-neighbour chain from the empty view replaces
 * Christofides: its exact matching on hundreds of odd-degree vertices grows with their cube,
 * while nearest neighbour and 2-opt stay quadratic (figures in docs/performance.md). Above
 * {@link #MATRIX_LIMIT} views the distance matrix itself would not fit; {@link #bySize} orders
 * them by size instead.
 */
public final class ViewOrdering {
    /** The most (distinct) views ordered by Christofides; more use nearest neighbour. */
    public static final int CHRISTOFIDES_LIMIT = 300;

    /**
     * The most views whose distance matrix is computed (8,192 views: 512 MiB of distances); more
     * may be ordered by size ({@link #bySize}).
     */
    public static final int MATRIX_LIMIT = 8192;

    /**
     * An order of the views.
     *
     * @param order the views' indices (as the user listed them) in the order to run them
     * @param method how it was found, for the user
     * @param differences the total differences in this order
     * @param userDifferences the total differences in the user's order
     */
    public record Result(int[] order, String method, long differences, long userDifferences) {}

    private ViewOrdering() {}

    /** A short order; never worse than the user's order (which is kept when it is at least as short). */
    public static Result order(HammingDistances d) {
        int k = d.views();
        int[] user = identity(k);
        long userDiffs = d.differences(user);
        if (k < 3) {
            return new Result(user, "the user order (fewer than 3 views)", userDiffs, userDiffs);
        }
        // Identical views are ordered once and then run back to back: each repeat costs nothing.
        int[] representative = new int[k];
        List<Integer> distinct = new ArrayList<>();
        for (int v = 0; v < k; v++) {
            representative[v] = v;
            for (int r : distinct) {
                if (d.get(v, r) == 0) {
                    representative[v] = r;
                    break;
                }
            }
            if (representative[v] == v) {
                distinct.add(v);
            }
        }
        HammingDistances reduced = d.restrictedTo(distinct);
        int[] reducedChain;
        String method;
        if (distinct.size() < 3) {
            reducedChain = distinct.size() == 2 && reduced.differences(new int[] {1, 0}) < reduced.differences(new int[] {0, 1})
                    ? new int[] {1, 0} : identity(distinct.size());
            method = "Christofides on Hamming distances";
        } else if (distinct.size() <= CHRISTOFIDES_LIMIT) {
            reducedChain = twoOpt(reduced, christofides(reduced));
            method = "Christofides on Hamming distances, then 2-opt";
        } else {
            reducedChain = twoOpt(reduced, nearestNeighbour(reduced));
            method = "nearest neighbour, then 2-opt (over " + CHRISTOFIDES_LIMIT + " distinct views)";
        }
        int[] chain = new int[k];
        int at = 0;
        for (int r : reducedChain) {
            int view = distinct.get(r);
            for (int v = 0; v < k; v++) {
                if (representative[v] == view) {
                    chain[at++] = v;
                }
            }
        }
        long diffs = d.differences(chain);
        if (diffs >= userDiffs) {
            return new Result(user, method, userDiffs, userDiffs); // the search found nothing shorter
        }
        return new Result(chain, method, diffs, userDiffs);
    }

    /** An edge of the complete graph, equal to another with the same ends. */
    private record Pair(int from, int to) {}

    private static int[] christofides(HammingDistances d) {
        int n = d.views() + 1;
        // Edges with value hash codes: with JGraphT's default edges (identity hash codes) the hash
        // sets inside the algorithm iterate differently in every run, and so did the tour.
        Graph<Integer, Pair> g = new SimpleWeightedGraph<>(null, null);
        for (int i = 0; i < n; i++) {
            g.addVertex(i);
        }
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                Pair e = new Pair(i, j);
                g.addEdge(i, j, e);
                g.setEdgeWeight(e, d.get(i, j));
            }
        }
        GraphPath<Integer, Pair> tour = new ChristofidesThreeHalvesApproxMetricTSP<Integer, Pair>().getTour(g);
        List<Integer> cycle = new ArrayList<>(tour.getVertexList());
        if (cycle.size() > 1 && cycle.get(0).equals(cycle.get(cycle.size() - 1))) {
            cycle.remove(cycle.size() - 1);
        }
        int at = cycle.indexOf(d.empty());
        int k = d.views();
        int[] forward = new int[k];
        int[] backward = new int[k];
        for (int i = 0; i < k; i++) {
            forward[i] = cycle.get((at + 1 + i) % n);
            backward[i] = cycle.get(((at - 1 - i) % n + n) % n);
        }
        return d.differences(forward) <= d.differences(backward) ? forward : backward;
    }

    /**
     * The cheap order for collections too large for a distance matrix: the views by increasing
     * size, ties in the user's order (exact for nested views, such as growing windows). O(k log k).
     */
    public static int[] bySize(int[] sizes) {
        int k = sizes.length;
        long[] keyed = new long[k];
        for (int v = 0; v < k; v++) {
            keyed[v] = ((long) sizes[v] << 32) | v;
        }
        java.util.Arrays.sort(keyed);
        int[] order = new int[k];
        for (int i = 0; i < k; i++) {
            order[i] = (int) keyed[i];
        }
        return order;
    }

    static int[] nearestNeighbour(HammingDistances d) {
        int k = d.views();
        boolean[] used = new boolean[k];
        int[] chain = new int[k];
        int current = d.empty();
        for (int i = 0; i < k; i++) {
            int best = -1;
            long bestDistance = Long.MAX_VALUE;
            for (int j = 0; j < k; j++) {
                if (!used[j] && d.get(current, j) < bestDistance) {
                    bestDistance = d.get(current, j);
                    best = j;
                }
            }
            used[best] = true;
            chain[i] = best;
            current = best;
        }
        return chain;
    }

    /** Reverses segments of the path while that shortens it (the path starts at the empty view). */
    static int[] twoOpt(HammingDistances d, int[] chain) {
        int k = chain.length;
        int[] path = new int[k + 1];
        path[0] = d.empty();
        System.arraycopy(chain, 0, path, 1, k);
        long budget = 50L * k * k;
        boolean improved = true;
        while (improved && budget > 0) {
            improved = false;
            for (int i = 1; i < k && budget > 0; i++) {
                for (int j = i + 1; j <= k; j++, budget--) {
                    long before = d.get(path[i - 1], path[i]) + (j < k ? d.get(path[j], path[j + 1]) : 0);
                    long after = d.get(path[i - 1], path[j]) + (j < k ? d.get(path[i], path[j + 1]) : 0);
                    if (after < before) {
                        for (int a = i, b = j; a < b; a++, b--) {
                            int t = path[a];
                            path[a] = path[b];
                            path[b] = t;
                        }
                        improved = true;
                    }
                }
            }
        }
        int[] out = new int[k];
        System.arraycopy(path, 1, out, 0, k);
        return out;
    }

    private static int[] identity(int k) {
        int[] order = new int[k];
        for (int i = 0; i < k; i++) {
            order[i] = i;
        }
        return order;
    }
}
