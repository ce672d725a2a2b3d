package graphsurge.analytics.run;

/**
 * A {@link ViewPolicy}'s decision for one view: {@code how} to run it, the {@code reason} the run
 * table shows, how long the run may take ({@code budget} nanoseconds, 0: no limit; past it the
 * executor stops and the policy's {@link ViewPolicy#stopped} falls back), and for a plain view the
 * {@code threads} it runs on (0: the run's workers; ADAPTIVE chooses, {@link PlainCostModel}).
 */
record Step(How how, String reason, long budget, int threads) {
    Step {
        if (threads < 0 || threads > 0 && how != How.PLAIN) {
            throw new IllegalArgumentException("only a plain view runs on a chosen thread count, not " + how + " on " + threads);
        }
    }

    Step(How how, String reason, long budget) {
        this(how, reason, budget, 0);
    }

    Step(How how, String reason) {
        this(how, reason, 0, 0);
    }
}
