package graphsurge.analytics.incremental;

/** Whether an edge is in the view. */
@FunctionalInterface
public interface EdgeMembership {
    boolean contains(int edgeId);
}
