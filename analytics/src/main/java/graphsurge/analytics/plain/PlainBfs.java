package graphsurge.analytics.plain;

import graphsurge.analytics.graph.ViewGraph;
import java.util.Arrays;

/**
 * Breadth-first search hop distances from one root along out-edges, on one view from scratch.
 *
 * <p>O(V + E) with an int array as the queue: the oracle the differential BFS is checked against,
 * and the "native scratch" baseline of benchmarks.
 */
public final class PlainBfs {
    /** The value of a vertex the root does not reach. */
    public static final long UNREACHED = Long.MAX_VALUE;

    private PlainBfs() {}

    /** Hops from {@code root} to every vertex ({@link #UNREACHED} when none); {@code root} may be -1 (absent). */
    public static long[] distances(ViewGraph g, int root) {
        long[] dist = new long[g.vertexCount()];
        Arrays.fill(dist, UNREACHED);
        if (root < 0) {
            return dist;
        }
        int[] queue = new int[g.vertexCount()];
        int head = 0;
        int tail = 0;
        dist[root] = 0;
        queue[tail++] = root;
        while (head < tail) {
            int u = queue[head++];
            long next = dist[u] + 1;
            for (int i = g.outStart(u), end = g.outEnd(u); i < end; i++) {
                int t = g.outTarget(i);
                if (dist[t] == UNREACHED) {
                    dist[t] = next;
                    queue[tail++] = t;
                }
            }
        }
        return dist;
    }
}
