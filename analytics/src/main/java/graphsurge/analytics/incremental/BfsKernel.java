package graphsurge.analytics.incremental;

import graphsurge.gstore.PropertyGraph;

/**
 * Breadth-first search kept across views: hops from the root along out-edges for every vertex of
 * the view ({@link graphsurge.analytics.plain.PlainBfs#UNREACHED} when unreached; the root is
 * reported with 0 even when no edge of the view touches it), as
 * {@link graphsurge.analytics.plain.PlainBfs} computes them on each view.
 *
 * <p>A {@link ShortestPathTree} of hops: a vertex whose parent edge is deleted takes another
 * parent one level up when it has one, else it and the vertices hanging below it are trimmed and
 * re-seeded from their in-neighbours; additions relax forward, and the vertices whose hops fell
 * propagate level by level. O(changes + affected region) per view; the plain BFS on W threads
 * when a quarter of the view's edges change or the affected region outgrows the view.
 */
public final class BfsKernel extends SingleSourceKernel {
    /** Hops from {@code root} (a dense vertex id of {@code graph}); the kernel starts at the empty view. */
    public BfsKernel(PropertyGraph graph, int root) {
        this(graph, root, ShortestPathTree.PARALLEL_FROM);
    }

    /** With W-thread steps that split from {@code parallelFrom} adjacency entries: tests take 0, to run the parallel paths on small views. */
    BfsKernel(PropertyGraph graph, int root, long parallelFrom) {
        super(graph, root, null, parallelFrom);
    }
}
