package graphsurge.analytics.plain;

import graphsurge.gstore.Parallel;
import graphsurge.analytics.graph.ViewGraph;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;
import java.util.function.IntUnaryOperator;

/**
 * Single-source shortest path distances with non-negative edge weights (Dijkstra), on one view
 * from scratch.
 *
 * <p>A {@link RadixQueue} of (distance, vertex) pairs with lazy deletion (a vertex may sit in the
 * queue several times; stale entries are skipped): O(V + E) pushes, each moved at most 64 times.
 * On W threads, delta-stepping (same distances, bit for bit).
 */
public final class PlainSssp {
    private PlainSssp() {}

    /**
     * Distances from {@code root} ({@code +infinity} when unreached); {@code weights} is indexed by
     * the graph's edge id, and an edge weighing NaN is not traversed (no sum with it is below a
     * distance); {@code root} may be -1 (absent).
     */
    public static double[] distances(ViewGraph g, int root, double[] weights) {
        return tree(g, root, weights, null);
    }

    /**
     * {@link #distances(ViewGraph, int, double[])}, and in {@code parentEdges} (null: not asked)
     * for each vertex reached but the root the graph edge id of its last improvement, from a
     * vertex settled before it: a shortest-path tree (acyclic whatever the zero weights), for the
     * incremental SSSP. Other entries are left as they are.
     */
    public static double[] tree(ViewGraph g, int root, double[] weights, int[] parentEdges) {
        return tree(g, root, weights, parentEdges, Long.MAX_VALUE);
    }

    /**
     * {@link #tree(ViewGraph, int, double[], int[])}, given up (null) once it has settled more
     * than {@code settleAtMost} vertices ({@code parentEdges} may be written either way).
     */
    public static double[] tree(ViewGraph g, int root, double[] weights, int[] parentEdges, long settleAtMost) {
        double[] dist = new double[g.vertexCount()];
        Arrays.fill(dist, Double.POSITIVE_INFINITY);
        if (root < 0) {
            return dist;
        }
        // Distances are non-negative, so their bits order like them, and never fall below the last settled.
        RadixQueue queue = new RadixQueue();
        dist[root] = 0;
        queue.push(Double.doubleToRawLongBits(0.0), root);
        long settled = 0;
        for (int popped = 0; !queue.isEmpty(); popped++) {
            if ((popped & Parallel.CHECK_EVERY) == 0) {
                Parallel.checkInterrupted();
            }
            double d = Double.longBitsToDouble(queue.topKey());
            int u = queue.pop();
            if (d > dist[u]) {
                continue;
            }
            if (++settled > settleAtMost) {
                return null;
            }
            for (int i = g.outStart(u), end = g.outEnd(u); i < end; i++) {
                if (!g.outLive(i)) {
                    continue;
                }
                int t = g.outTarget(i);
                double via = d + weights[g.outEdge(i)];
                if (via < dist[t]) {
                    dist[t] = via;
                    if (parentEdges != null) {
                        parentEdges[t] = g.outEdge(i);
                    }
                    queue.push(Double.doubleToRawLongBits(via), t);
                }
            }
        }
        return dist;
    }

    /**
     * The workers from which SSSP is computed by {@link #deltaStepping} instead of Dijkstra on the
     * calling thread: delta-stepping's re-relaxations and compare-and-set on shared distances are
     * more work than Dijkstra's, of which two threads do not win back enough.
     */
    private static final int DELTA_STEPPING_FROM = 3;

    /** {@link #distances(ViewGraph, int, double[])} on {@code workers} threads, as {@link #search} runs it. */
    public static double[] distances(ViewGraph g, int root, double[] weights, int workers) {
        return search(g, root, weights, workers, null).distances();
    }

    /**
     * A search's distances, and whether it recorded the parent edges it was asked for: Dijkstra
     * records them as it settles vertices, delta-stepping does not.
     */
    public record Search(double[] distances, boolean parentsRecorded) {}

    /**
     * The distances on {@code workers} threads, with the parent edges as {@link #tree} records
     * them when the search runs Dijkstra ({@code parentEdges} null: not asked; not all final when
     * the search says it recorded none). The one place that chooses between Dijkstra and
     * delta-stepping, for the plain run and the incremental SSSP's recomputation alike: Dijkstra
     * below {@link #DELTA_STEPPING_FROM} workers, on a small view, or for a search that settles
     * few vertices ({@link #oneThreadBudget}), which is tried first and loses at most that much
     * work when it does not finish.
     */
    public static Search search(ViewGraph g, int root, double[] weights, int workers, int[] parentEdges) {
        if (workers < DELTA_STEPPING_FROM || g.edgeCount() < 4 * Parallel.GRAIN * workers || root < 0) {
            return new Search(tree(g, root, weights, parentEdges), true);
        }
        double[] few = tree(g, root, weights, parentEdges, oneThreadBudget(g));
        return few != null ? new Search(few, true) : new Search(deltaStepping(g, root, weights, workers), false);
    }

    /**
     * {@link #distances(ViewGraph, int, double[])} on {@code workers} threads (at least 2,
     * {@code root} present), by delta-stepping: distances are settled bucket by bucket
     * ({@code [k * delta, (k + 1) * delta)}), each bucket's vertices relaxing their out-edges in
     * parallel until the bucket holds still, a vertex once per round however often its distance
     * fell. A distance only ever falls, by a compare-and-set on its bits, and every vertex whose
     * distance fell is relaxed again, so the result is the least fixed point of
     * {@code d(t) = min(d(s) + w)}: Dijkstra's, bit for bit.
     */
    public static double[] deltaStepping(ViewGraph g, int root, double[] weights, int workers) {
        int n = g.vertexCount();
        long[] bits = new long[n];
        Arrays.fill(bits, INFINITY);
        bits[root] = Double.doubleToLongBits(0.0);
        double delta = bucketWidth(weights, g.edgeCount(), g::outEdge);
        int chunks = 8 * workers;
        int[][] found = new int[chunks][];
        int[] foundSize = new int[chunks];
        int[] frontier = {root};
        int size = 1;
        int[] pending = new int[0];
        int pendingSize = 0;
        // Per vertex the last round whose frontier holds it, and whether it waits for a later bucket.
        int[] queued = new int[n];
        boolean[] waits = new boolean[n];
        int round = 0;
        double limit = delta;
        while (true) {
            // Relax the bucket below `limit` until no distance in it falls any more.
            while (size > 0) {
                int[] current = frontier;
                double bucketEnd = limit;
                int used = Parallel.chunks(workers, size, 64);
                Arrays.fill(foundSize, 0);
                Parallel.forChunks(workers, size, 64, (chunk, from, to) -> {
                    int[] out = found[chunk] == null ? new int[64] : found[chunk];
                    int count = 0;
                    for (int k = from; k < to; k++) {
                        int u = current[k];
                        double du = Double.longBitsToDouble((long) BITS.getOpaque(bits, u));
                        for (int i = g.outStart(u), end = g.outEnd(u); i < end; i++) {
                            if (!g.outLive(i)) {
                                continue;
                            }
                            int t = g.outTarget(i);
                            // (A NaN weight's sum is NaN, whose bits order above infinity's: it relaxes nothing.)
                            long via = Double.doubleToLongBits(du + weights[g.outEdge(i)]);
                            long old = (long) BITS.getOpaque(bits, t);
                            while (via < old && !BITS.compareAndSet(bits, t, old, via)) {
                                old = (long) BITS.getOpaque(bits, t);
                            }
                            if (via < old) {
                                if (count == out.length) {
                                    out = Arrays.copyOf(out, 2 * count);
                                }
                                out[count++] = t; // fell: relax it again, in this bucket or a later one
                            }
                        }
                    }
                    found[chunk] = out;
                    foundSize[chunk] = count;
                });
                // Vertices now in this bucket go round again, once each however often they fell;
                // the others wait for theirs, listed once each.
                int fell = 0;
                for (int c = 0; c < used; c++) {
                    fell += foundSize[c];
                }
                int[] next = new int[fell];
                int inBucket = 0;
                round++;
                for (int c = 0; c < used; c++) {
                    for (int k = 0; k < foundSize[c]; k++) {
                        int t = found[c][k];
                        if (Double.longBitsToDouble(bits[t]) < bucketEnd) {
                            if (queued[t] != round) {
                                queued[t] = round;
                                next[inBucket++] = t;
                            }
                        } else if (!waits[t]) {
                            waits[t] = true;
                            if (pendingSize == pending.length) {
                                pending = Arrays.copyOf(pending, Math.max(64, 2 * pendingSize));
                            }
                            pending[pendingSize++] = t;
                        }
                    }
                }
                frontier = next;
                size = inBucket;
            }
            // The next bucket holds the smallest waiting distance (stale entries are dropped).
            double smallest = Double.POSITIVE_INFINITY;
            int kept = 0;
            for (int k = 0; k < pendingSize; k++) {
                double d = Double.longBitsToDouble(bits[pending[k]]);
                if (d >= limit) {
                    pending[kept++] = pending[k];
                    smallest = Math.min(smallest, d);
                } else {
                    waits[pending[k]] = false;
                }
            }
            pendingSize = kept;
            if (pendingSize == 0) {
                break;
            }
            // (Never at or below the smallest distance, whatever the rounding: it must enter.)
            limit = Math.max((Math.floor(smallest / delta) + 1) * delta, Math.nextUp(smallest));
            int inBucket = 0;
            int waiting = 0;
            int[] next = new int[pendingSize];
            round++;
            for (int k = 0; k < pendingSize; k++) {
                int t = pending[k];
                if (Double.longBitsToDouble(bits[t]) < limit) {
                    waits[t] = false;
                    queued[t] = round;
                    next[inBucket++] = t;
                } else {
                    pending[waiting++] = t;
                }
            }
            pendingSize = waiting;
            frontier = next;
            size = inBucket;
        }
        double[] dist = new double[n];
        for (int v = 0; v < n; v++) {
            dist[v] = Double.longBitsToDouble(bits[v]);
        }
        return dist;
    }

    /**
     * The width of delta-stepping's buckets for the edges {@code edgeAt(0 .. count - 1)} (graph
     * edge ids into {@code weights}): an eighth of their mean weight, from a sample of 4,096 (NaN
     * weights left out). Narrower buckets mean fewer repeated relaxations and more rounds.
     */
    public static double bucketWidth(double[] weights, int count, IntUnaryOperator edgeAt) {
        double total = 0;
        int step = Math.max(1, count / 4096);
        int sampled = 0;
        for (int i = 0; i < count; i += step) {
            double w = weights[edgeAt.applyAsInt(i)];
            if (w == w) {
                total += w;
                sampled++;
            }
        }
        return sampled == 0 ? 1 : Math.max(total / sampled / 8, Double.MIN_NORMAL);
    }

    /** How many vertices a W-thread search settles on one thread before it hands over to delta-stepping. */
    static long oneThreadBudget(ViewGraph g) {
        return Math.max(1024, g.vertexCount() / 32);
    }

    private static final long INFINITY = Double.doubleToLongBits(Double.POSITIVE_INFINITY);
    private static final VarHandle BITS = MethodHandles.arrayElementVarHandle(long[].class);
}
