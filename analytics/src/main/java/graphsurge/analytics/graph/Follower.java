package graphsurge.analytics.graph;

import it.unimi.dsi.fastutil.ints.IntList;

/**
 * A result moved from one view to the next by the view's differences: an incremental kernel or
 * a dataflow evaluation. Each {@link #apply} brings it to the run's current view by the
 * {@link ViewChange} since the view it last saw (the first from the empty view), after which
 * {@link #values()} and {@link #reported()} describe the current view's result.
 */
public interface Follower {
    /** Moves to the view {@code change} leads to; its arrays and lists are the runner's, read during the call only. */
    void apply(ViewChange change);

    /** Per result key, the value in the computation's own encoding; meaningful where {@link #reported()} is true. */
    long[] values();

    /** Which keys the current view reports (its vertices, the root, or every goal). */
    boolean[] reported();

    /**
     * The keys whose value or report the last {@link #apply} may have changed (a superset of those
     * it did), each once; null when it recomputed the result instead. Live until the next apply.
     */
    IntList changed();

    /**
     * The next {@link #apply} may take at most {@code nanos} (0: no limit); past it the follower
     * stops with {@link graphsurge.engine.DeadlineExceeded} and is unusable. A follower whose
     * cost follows the changes (a kernel) ignores it.
     */
    default void budget(long nanos) {}

    /**
     * The share of the view's edges past which following a change costs about as much as
     * computing the view from scratch: the run asks for a {@linkplain ViewChange#rebuild rebuild}
     * of a larger change. Infinite (the default): always follow.
     */
    default double followShare() {
        return Double.POSITIVE_INFINITY;
    }
}
