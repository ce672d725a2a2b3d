package graphsurge.analytics.incremental;

import graphsurge.analytics.graph.EdgeMembership;
import graphsurge.analytics.graph.ViewChange;
import graphsurge.gstore.PropertyGraph;
import it.unimi.dsi.fastutil.ints.IntList;

/**
 * Single-source shortest paths kept across views (the kernel of BFS and SSSP): one
 * {@link ShortestPathTree} from the root, whose labels are the result by vertex, equal to the
 * plain algorithm's on each view. Hops from the root along out-edges
 * ({@link graphsurge.analytics.plain.PlainBfs#UNREACHED} when unreached), as
 * {@link graphsurge.analytics.plain.PlainBfs} computes them, or, with weights (non-negative, NaN
 * for an edge left out, the array the plain algorithm reads), the distance as the bits of a double
 * (infinity's when unreached), bit for bit as {@link graphsurge.analytics.plain.PlainSssp}.
 * Reports the view's vertices (followed from the change's presence lists) and the root, at 0 even
 * when isolated. O(changes + affected region) per view for hops, O(changes + 64 × affected region)
 * for distances; the plain algorithm when a change is large.
 */
public final class ShortestPathKernel implements IncrementalKernel {
    private final PropertyGraph graph;
    private final int root;
    private final ShortestPathTree tree;
    private final boolean[] reported;
    private int edgeCount;

    /**
     * From {@code root} (a dense vertex id of {@code graph}) with {@code weights} by graph edge
     * id, read and not copied (null: hops); the kernel starts at the empty view.
     */
    public ShortestPathKernel(PropertyGraph graph, int root, double[] weights) {
        this(graph, root, weights, ShortestPathTree.PARALLEL_FROM);
    }

    /** With W-thread steps that split from {@code parallelFrom} adjacency entries: tests take 0, to run the parallel paths on small views. */
    ShortestPathKernel(PropertyGraph graph, int root, double[] weights, long parallelFrom) {
        this.graph = graph;
        this.root = root;
        this.tree = new ShortestPathTree(graph, root, weights, parallelFrom);
        this.reported = new boolean[graph.vertexCount()];
        reported[root] = true;
    }

    @Override
    public final void apply(ViewChange change) {
        EdgeMembership inView = change.view();
        int[] added = change.added();
        int[] removed = change.removed();
        int workers = change.workers();
        edgeCount += added.length - removed.length;
        if (change.rebuild() || !tree.update(inView, added, removed, ScratchFallback.budget(edgeCount), workers)) {
            tree.recompute(inView.asGraph(graph, workers), inView, workers);
        }
        // The presence lists last: the run's view may still be listing them on another worker.
        tree.changes().followPresence(change.appeared(), change.disappeared(), reported);
        reported[root] = true;
    }

    /** {@inheritDoc} A quarter: {@link ScratchFallback#FOLLOW_SHARE}. */
    @Override
    public double followShare() {
        return ScratchFallback.FOLLOW_SHARE;
    }

    /** {@inheritDoc} By vertex: the labels of {@link ShortestPathTree}. */
    @Override
    public final long[] values() {
        return tree.labels();
    }

    @Override
    public final boolean[] reported() {
        return reported;
    }

    /** {@inheritDoc} The tree's lowered and unlabelled vertices and those that entered or left the view (the root is always reported at 0). */
    @Override
    public final IntList changed() {
        return tree.changes().keys();
    }
}
