package graphsurge.analytics.run;

import graphsurge.analytics.graph.Follower;
import graphsurge.analytics.graph.ViewChange;
import it.unimi.dsi.fastutil.ints.IntList;

/**
 * Runs views of a run one way: the runner registers one executor per {@link How}, tells every
 * executor each time the run's view moves ({@link #moved}), and hands the view to the executor of
 * the policy's choice ({@link #run}). An executor keeps what it needs across views (a
 * {@link Follower} and how far it lags, {@link LaggingExecutor}), and reads the run's one view,
 * which it never moves.
 */
sealed interface ViewExecutor permits PlainExecutor, LaggingExecutor {
    /**
     * A view's result: the executor's live arrays, the edge differences it applied (a fresh run:
     * the view's edges), and the keys whose value or report may differ from this executor's
     * result of the view before (live; null when not known: a fresh start, a catch-up, a plain run).
     */
    record Outcome(long[] values, boolean[] reported, long fed, IntList changed) {}

    /** The run's view has just moved by {@code step} (the view's own differences from the previous view). */
    void moved(ViewChange step);

    /** The edge differences a differential {@link #run} of the current view would apply (0 for an executor without state). */
    long differences();

    /** The {@link Follower#followShare} of what a differential {@link #run} would move (infinite: nothing yet). */
    default double followShare() {
        return Double.POSITIVE_INFINITY;
    }

    /**
     * Runs the current view, which differs from the previous one by {@code step}, as {@code how}
     * says: fresh, rebuilt ({@link Step#rebuild}), within its budget (past it the run stops with
     * {@link graphsurge.engine.DeadlineExceeded}), on its thread count (0: the run's workers).
     */
    Outcome run(ViewChange step, Step how);

    /** Forgets the state a differential run would continue from: the next run starts fresh (nothing to forget by default). */
    default void drop() {}
}
