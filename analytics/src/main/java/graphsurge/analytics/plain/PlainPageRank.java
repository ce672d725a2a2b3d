package graphsurge.analytics.plain;

import graphsurge.gstore.Parallel;
import graphsurge.analytics.graph.ViewGraph;

/**
 * PageRank as LDBC Graphalytics defines it, over the view's vertices: start at 1/N, then for a
 * fixed number of iterations
 * {@code PR(v) = (1-d)/N + d * (sum over in-neighbours u of PR(u)/outdeg(u) + (sum of sinks' PR)/N)}.
 *
 * <p>In fixed point ({@link #ONE} is rank 1.0) with integer division, so that the result is a
 * pure function of the view's edges, independent of evaluation order: differential PageRank
 * cancels exactly across views and agrees bit for bit, and W threads share an iteration (each
 * pulls its range of vertices) with the same result. O(iterations * (V + E)), plus, on a masked
 * view, O(V + the graph's edges) once to copy the view's in-edges out, so that the iterations
 * test no entry of the graph.
 */
public final class PlainPageRank {
    /** The fixed-point unit: 2^52, so that a rank sum of 1.0 stays exact as a double. */
    public static final long ONE = 1L << 52;

    private PlainPageRank() {}

    /** Fixed-point ranks of the view's vertices (0 for vertices outside it), on one thread. */
    public static long[] ranks(ViewGraph g, int iterations, double damping) {
        return ranks(g, iterations, damping, 1);
    }

    /** Fixed-point ranks of the view's vertices (0 for vertices outside it), on {@code workers} threads. */
    public static long[] ranks(ViewGraph g, int iterations, double damping, int workers) {
        int n = g.vertexCount();
        long present = g.presentCount();
        long[] rank = new long[n];
        long[] next = new long[n];
        long[] share = new long[n];
        if (present == 0) {
            return rank;
        }
        long teleport = teleport(damping, present);
        ViewGraph.InEdges in = g.liveInEdges(workers);
        int[] inOffsets = in.offsets();
        int[] inSources = in.sources();
        for (int v = 0; v < n; v++) {
            rank[v] = g.isPresent(v) ? ONE / present : 0;
        }
        long[] sinksPerChunk = new long[Parallel.chunks(workers, n)];
        for (int it = 0; it < iterations; it++) {
            long[] current = rank;
            long[] updated = next;
            Parallel.forChunks(workers, n, (chunk, from, to) -> {
                long sinks = 0;
                for (int v = from; v < to; v++) {
                    int degree = g.outDegree(v);
                    if (degree == 0) {
                        sinks += current[v];
                        share[v] = 0;
                    } else {
                        share[v] = current[v] / degree;
                    }
                }
                sinksPerChunk[chunk] = sinks;
            });
            long sinks = 0;
            for (long s : sinksPerChunk) {
                sinks += s;
            }
            long sinkShare = sinks / present;
            Parallel.forChunks(workers, n, (chunk, from, to) -> {
                for (int v = from; v < to; v++) {
                    if (!g.isPresent(v)) {
                        continue;
                    }
                    long sum = sinkShare;
                    for (int i = inOffsets[v], end = inOffsets[v + 1]; i < end; i++) {
                        sum += share[inSources[i]];
                    }
                    updated[v] = damped(teleport, damping, sum);
                }
            });
            rank = updated;
            next = current;
        }
        return rank;
    }

    /** {@code (1-d)/N} in fixed point. */
    public static long teleport(double damping, long vertices) {
        return (long) ((1 - damping) * ONE) / vertices;
    }

    /** {@code teleport + d * received}, rounded down: the one rounding step of an iteration. */
    public static long damped(long teleport, double damping, long received) {
        return teleport + (long) (damping * received);
    }

    /** A fixed-point rank as a double. */
    public static double toDouble(long rank) {
        return (double) rank / ONE;
    }
}
