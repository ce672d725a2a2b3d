package graphsurge.analytics.incremental;

import graphsurge.gstore.PropertyGraph;

/**
 * The kernel of a single-source shortest-path computation (BFS, SSSP): one
 * {@link ShortestPathTree} from the root, whose labels are the result by vertex, reporting the
 * view's vertices and the root. The view's vertices (the endpoints of its edges) are kept by a
 * degree count per vertex that the differences update, so reporting costs O(changes) too.
 *
 * <p>Edges are looked up in {@code inView} from several threads when {@code workers > 1} (the
 * scratch path), so it must answer concurrent reads, as a boolean array or a bitset does.
 */
abstract class SingleSourceKernel implements IncrementalKernel {
    private final PropertyGraph graph;
    private final int root;
    private final ShortestPathTree tree;
    private final int[] degree;
    private final boolean[] reported;
    private int edgeCount;

    /** @param weights edge weights by graph edge id (NaN: not traversed), or null for hops */
    SingleSourceKernel(PropertyGraph graph, int root, double[] weights) {
        this.graph = graph;
        this.root = root;
        this.tree = new ShortestPathTree(graph, root, weights);
        this.degree = new int[graph.vertexCount()];
        this.reported = new boolean[graph.vertexCount()];
        reported[root] = true;
    }

    @Override
    public final void update(EdgeMembership inView, int[] added, int[] removed, int workers) {
        int[] sources = graph.sources();
        int[] targets = graph.targets();
        for (int e : removed) {
            count(sources[e], -1);
            count(targets[e], -1);
        }
        for (int e : added) {
            count(sources[e], 1);
            count(targets[e], 1);
        }
        edgeCount += added.length - removed.length;
        if (ScratchFallback.recomputes(added.length + removed.length, edgeCount)
                || !tree.update(inView, added, removed, ScratchFallback.budget(edgeCount))) {
            tree.recompute(inView.asGraph(graph, workers), inView, workers);
        }
    }

    private void count(int v, int change) {
        degree[v] += change;
        reported[v] = degree[v] > 0 || v == root;
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
}
