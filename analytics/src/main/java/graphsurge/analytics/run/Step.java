package graphsurge.analytics.run;

import graphsurge.analytics.graph.ViewChange;

/**
 * A {@link ViewPolicy}'s decision for one view: {@code how} to run it, {@code why} (a reason code
 * and its figures), how long the run may take ({@code budget} nanoseconds, 0: no limit; past it the
 * executor stops and the policy's {@link ViewPolicy#stopped} falls back), and for a plain view the
 * {@code threads} it runs on (0: the run's workers; ADAPTIVE chooses, {@link PlainCostModel}).
 */
record Step(How how, Decision why, long budget, int threads) {
    Step {
        if (threads < 0 || threads > 0 && how != How.PLAIN) {
            throw new IllegalArgumentException("only a plain view runs on a chosen thread count, not " + how + " on " + threads);
        }
    }

    Step(How how, Decision why) {
        this(how, why, 0, 0);
    }

    Step(How how, Reason reason) {
        this(how, Decision.of(reason), 0, 0);
    }

    /** The reason code. */
    Reason reason() {
        return why.reason();
    }

    /** Whether the kernel computes the view from scratch rather than follow its differences ({@link ViewChange#rebuild}). */
    boolean rebuild() {
        return why.reason() == Reason.LARGE_CHANGE;
    }
}
