package graphsurge.analytics.plain;

import graphsurge.analytics.graph.ViewGraph;
import java.util.Arrays;

/**
 * Breadth-first search hop distances from one root along out-edges, on one view from scratch:
 * a {@link BreadthFirstSearch} (direction-optimizing, on W threads), O(V + E). The oracle the
 * differential BFS is checked against.
 */
public final class PlainBfs {
    /** The value of a vertex the root does not reach. */
    public static final long UNREACHED = Long.MAX_VALUE;

    private PlainBfs() {}

    /** Hops from {@code root} to every vertex ({@link #UNREACHED} when none); {@code root} may be -1 (absent). */
    public static long[] distances(ViewGraph g, int root) {
        return distances(g, root, 1);
    }

    /** {@link #distances(ViewGraph, int)} on {@code workers} threads. */
    public static long[] distances(ViewGraph g, int root, int workers) {
        long[] dist = new long[g.vertexCount()];
        Arrays.fill(dist, UNREACHED);
        if (root < 0) {
            return dist;
        }
        int[] level = BreadthFirstSearch.levels(g, root, BreadthFirstSearch.Direction.OUT, workers, null);
        for (int v = 0; v < dist.length; v++) {
            if (level[v] >= 0) {
                dist[v] = level[v];
            }
        }
        return dist;
    }
}
