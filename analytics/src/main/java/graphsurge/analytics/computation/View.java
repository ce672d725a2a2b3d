package graphsurge.analytics.computation;

import graphsurge.analytics.graph.EdgeMembership;
import graphsurge.analytics.graph.ViewChange;
import graphsurge.gstore.PropertyGraph;

/**
 * The run's current view as a computation reads it: which of the graph's edges it holds
 * ({@link #contains}), which vertices belong to it, and the graph it is a view of. Read only: the
 * runner moves it from view to view, and each {@link ViewChange} says how it moved.
 */
public interface View extends EdgeMembership {
    /** The graph the view is a view of. */
    PropertyGraph graph();

    /** Whether every vertex of the graph is in the view, edges or not ({@code ON GRAPH}). */
    boolean allVertices();

    /** Whether {@code v} belongs to the view: every vertex with {@link #allVertices}, else those with an edge in it. */
    boolean isPresent(int v);

    /** How many edges the view holds. */
    int edgeCount();
}
