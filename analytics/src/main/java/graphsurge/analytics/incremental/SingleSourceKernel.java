package graphsurge.analytics.incremental;

import graphsurge.analytics.graph.EdgeMembership;
import graphsurge.analytics.graph.ViewChange;
import graphsurge.gstore.PropertyGraph;
import it.unimi.dsi.fastutil.ints.IntList;

/**
 * The kernel of a single-source shortest-path computation (BFS, SSSP): one
 * {@link ShortestPathTree} from the root, whose labels are the result by vertex, reporting the
 * view's vertices and the root. The view's vertices (the endpoints of its edges) are followed
 * from the vertices that entered and left the view, which the view's own degree counts give: no
 * second count here, and reporting costs O(vertices whose presence changed).
 *
 * <p>Edges are looked up in {@code inView} from several threads when {@code workers > 1} (the
 * scratch path), so it must answer concurrent reads, as a boolean array or a bitset does.
 */
abstract class SingleSourceKernel implements IncrementalKernel {
    private final PropertyGraph graph;
    private final int root;
    private final ShortestPathTree tree;
    private final boolean[] reported;
    private int edgeCount;

    /**
     * @param weights edge weights by graph edge id (NaN: not traversed), or null for hops
     * @param parallelFrom adjacency entries from which the tree's steps split over W threads
     *     ({@link ShortestPathTree#PARALLEL_FROM} but in tests)
     */
    SingleSourceKernel(PropertyGraph graph, int root, double[] weights, long parallelFrom) {
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
        ChangedKeys changes = tree.changes();
        IntList appeared = change.appeared();
        IntList disappeared = change.disappeared();
        for (int i = 0, n = disappeared.size(); i < n; i++) {
            reported[disappeared.getInt(i)] = false;
            changes.add(disappeared.getInt(i));
        }
        for (int i = 0, n = appeared.size(); i < n; i++) {
            reported[appeared.getInt(i)] = true;
            changes.add(appeared.getInt(i));
        }
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
