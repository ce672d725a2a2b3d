package graphsurge.analytics.graph;

import graphsurge.gstore.PropertyGraph;

/** Whether an edge is in the view, and the view as adjacency for a kernel's fresh run. */
@FunctionalInterface
public interface EdgeMembership {
    boolean contains(int edgeId);

    /**
     * The view over {@code graph} as adjacency on {@code workers} threads: built from
     * {@link #contains} in O(V + E), unless the view keeps adjacency of its own (the runner's does).
     */
    default ViewGraph asGraph(PropertyGraph graph, int workers) {
        int[] ids = new int[graph.edgeCount()];
        int count = 0;
        for (int e = 0; e < ids.length; e++) {
            if (contains(e)) {
                ids[count++] = e;
            }
        }
        return ViewGraph.of(graph, ids, count, false, workers);
    }
}
