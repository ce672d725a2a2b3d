package graphsurge.analytics.computation;

import graphsurge.analytics.graph.ViewGraph;
import graphsurge.gstore.PropertyGraph;
import it.unimi.dsi.fastutil.ints.IntArrayList;

/**
 * The current view of a run: which edges it holds, and which vertices (the endpoints of its edges,
 * or every vertex of the graph for {@code ON GRAPH}). Applying a view's edge differences also
 * lists the vertices that entered and left the view, which computations that seed every vertex
 * (WCC) feed to their dataflow.
 */
public final class ViewState {
    private final PropertyGraph graph;
    private final boolean allVertices;
    private final boolean[] edgeIn;
    private final int[] degree;
    private final IntArrayList appeared = new IntArrayList();
    private final IntArrayList disappeared = new IntArrayList();
    private int edgeCount;
    private boolean started;

    public ViewState(PropertyGraph graph, boolean allVertices) {
        this.graph = graph;
        this.allVertices = allVertices;
        this.edgeIn = new boolean[graph.edgeCount()];
        this.degree = new int[graph.vertexCount()];
    }

    public PropertyGraph graph() {
        return graph;
    }

    /** Adds and removes edges (graph edge ids); adding a present edge or removing an absent one is an error. */
    public void apply(int[] added, int[] removed) {
        appeared.clear();
        disappeared.clear();
        // In edge id order the per-edge arrays are read front to back instead of at random: a
        // large change applies about twice as fast, sort included.
        added = inEdgeOrder(added);
        removed = inEdgeOrder(removed);
        int[] sources = graph.sources();
        int[] targets = graph.targets();
        for (int e : removed) {
            if (!edgeIn[e]) {
                throw new IllegalStateException("edge " + e + " is removed but not in the view");
            }
            edgeIn[e] = false;
            edgeCount--;
            leave(sources[e]);
            leave(targets[e]);
        }
        for (int e : added) {
            if (edgeIn[e]) {
                throw new IllegalStateException("edge " + e + " is added twice");
            }
            edgeIn[e] = true;
            edgeCount++;
            enter(sources[e]);
            enter(targets[e]);
        }
        if (allVertices && !started) {
            for (int v = 0; v < degree.length; v++) {
                appeared.add(v);
            }
        }
        started = true;
    }

    /** {@code edges} sorted (a sorted copy when large and out of order: small ones are not worth it). */
    static int[] inEdgeOrder(int[] edges) {
        if (edges.length < 4096) {
            return edges;
        }
        for (int i = 1; i < edges.length; i++) {
            if (edges[i - 1] > edges[i]) {
                int[] sorted = edges.clone();
                it.unimi.dsi.fastutil.ints.IntArrays.radixSort(sorted);
                return sorted;
            }
        }
        return edges;
    }

    // A vertex is in the view while it has an edge there (or always, with allVertices): its degree
    // says so, and one array touched per endpoint keeps large changes memory-light.
    private void enter(int v) {
        if (degree[v]++ == 0 && !allVertices) {
            appeared.add(v);
        }
    }

    private void leave(int v) {
        if (--degree[v] == 0 && !allVertices) {
            disappeared.add(v);
        }
    }

    /** Vertices that entered the view in the last {@link #apply}. */
    public IntArrayList appeared() {
        return appeared;
    }

    /** Vertices that left the view in the last {@link #apply}. */
    public IntArrayList disappeared() {
        return disappeared;
    }

    public boolean isPresent(int v) {
        return allVertices ? started : degree[v] > 0;
    }

    /** Whether edge {@code e} is in the view. */
    public boolean contains(int e) {
        return edgeIn[e];
    }

    public int edgeCount() {
        return edgeCount;
    }

    /** The edge ids of the view, ascending. */
    public int[] edgeIds() {
        int[] ids = new int[edgeCount];
        int n = 0;
        for (int e = 0; e < edgeIn.length; e++) {
            if (edgeIn[e]) {
                ids[n++] = e;
            }
        }
        return ids;
    }

    /** The view as adjacency, for a from-scratch algorithm. */
    public ViewGraph toViewGraph() {
        return toViewGraph(1);
    }

    /** {@link #toViewGraph()} built on {@code workers} threads. */
    public ViewGraph toViewGraph(int workers) {
        return allVertices && edgeCount == edgeIn.length ? ViewGraph.whole(graph)
                : ViewGraph.of(graph, edgeIds(), edgeCount, allVertices, workers);
    }
}
