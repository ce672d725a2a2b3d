package graphsurge.analytics.run;

import graphsurge.analytics.graph.Follower;

/**
 * Decides how each view of a run is run, one policy per run mode, and learns from what the views
 * cost: the runner asks {@link #step} once per view in run order, runs the view as the
 * {@link Step} says, and reports the time back through {@link #observe}. A policy never touches
 * the view, a follower or a result, so that each is tested with made-up facts and timings.
 */
sealed interface ViewPolicy permits FixedPolicy, AdaptivePolicy, AdaptiveKernelPolicy, GivenPolicy {
    /** How this policy runs the view at run {@code position} (0-based). */
    Step decide(int position, ViewFacts facts);

    /**
     * How the view runs: {@link #decide}, then the one fallback every mode shares. A kernel that
     * would follow more differences than its {@linkplain Follower#followShare share} of the
     * view's edges rebuilds the view instead ({@link Reason#LARGE_CHANGE}): following would cost
     * about as much, and more in the worst case.
     */
    default Step step(int position, ViewFacts facts) {
        Step step = decide(position, facts);
        if (step.how() != How.KERNEL || facts.differences() <= facts.followShare() * facts.edges()) {
            return step;
        }
        return new Step(How.KERNEL, Decision.of(Reason.LARGE_CHANGE,
                new Decision.Rebuild(facts.differences(), facts.edges(), facts.followShare(), step.reason())));
    }

    /**
     * The view with {@code edges} edges ran as {@code how} in {@code nanos}, applying {@code fed}
     * edge differences (a fresh run: the view's edges). Nothing to learn by default.
     */
    default void observe(How how, int edges, long fed, long nanos) {}

    /**
     * The run of {@code step} was stopped at its budget: how the view counts instead (only a
     * policy that sets budgets is asked, once it timed the plain algorithm on the view).
     */
    default Step stopped(Step step) {
        throw new IllegalStateException("a run without a budget was stopped: " + step);
    }
}
