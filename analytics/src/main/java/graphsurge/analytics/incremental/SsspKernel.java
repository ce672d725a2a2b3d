package graphsurge.analytics.incremental;

import graphsurge.gstore.PropertyGraph;

/**
 * Single-source shortest paths kept across views: for every vertex of the view, the distance from
 * the root as the bits of a double ({@code Double.doubleToLongBits}; infinity's when unreached;
 * the root reported with 0.0 even when isolated), equal bit for bit to
 * {@link graphsurge.analytics.plain.PlainSssp} on each view.
 *
 * <p>A {@link ShortestPathTree} over the same weight array the plain algorithm reads
 * ({@code Sssp.weights(graph, parameters).byEdge()}: non-negative, NaN for an edge
 * {@code missing=skip} leaves out): a vertex whose parent edge is deleted takes another parent
 * that gives the same distance when it has one, else it and the vertices hanging below it are
 * trimmed and re-seeded; additions relax forward, and a radix heap propagates the distances that
 * fell in Dijkstra order. O(changes + affected region · log) per view; the plain algorithm
 * (Dijkstra on one or two workers, delta-stepping on more) when a quarter of the view's edges
 * change or the affected region outgrows the view.
 */
public final class SsspKernel extends SingleSourceKernel {
    /**
     * Distances from {@code root} (a dense vertex id of {@code graph}) with {@code weights} by
     * graph edge id, read and not copied; the kernel starts at the empty view.
     */
    public SsspKernel(PropertyGraph graph, int root, double[] weights) {
        this(graph, root, weights, ShortestPathTree.PARALLEL_FROM);
    }

    /** With W-thread steps that split from {@code parallelFrom} adjacency entries: tests take 0, to run the parallel paths on small views. */
    SsspKernel(PropertyGraph graph, int root, double[] weights, long parallelFrom) {
        super(graph, root, java.util.Objects.requireNonNull(weights, "weights"), parallelFrom);
    }
}
