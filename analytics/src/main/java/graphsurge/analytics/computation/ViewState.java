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
    private final boolean[] present;
    private final IntArrayList appeared = new IntArrayList();
    private final IntArrayList disappeared = new IntArrayList();
    private int edgeCount;
    private boolean started;

    public ViewState(PropertyGraph graph, boolean allVertices) {
        this.graph = graph;
        this.allVertices = allVertices;
        this.edgeIn = new boolean[graph.edgeCount()];
        this.degree = new int[graph.vertexCount()];
        this.present = new boolean[graph.vertexCount()];
    }

    public PropertyGraph graph() {
        return graph;
    }

    /** Adds and removes edges (graph edge ids); adding a present edge or removing an absent one is an error. */
    public void apply(int[] added, int[] removed) {
        appeared.clear();
        disappeared.clear();
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
            for (int v = 0; v < present.length; v++) {
                if (!present[v]) {
                    present[v] = true;
                    appeared.add(v);
                }
            }
        }
        started = true;
    }

    private void enter(int v) {
        if (degree[v]++ == 0 && !present[v]) {
            present[v] = true;
            appeared.add(v);
        }
    }

    private void leave(int v) {
        if (--degree[v] == 0 && !allVertices) {
            present[v] = false;
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
        return present[v];
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
