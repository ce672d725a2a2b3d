package graphsurge.analytics.run;

/**
 * Every view with the plain algorithm, for one {@code step}'s reason: a program without a
 * differential form in any mode ({@link Reason#NO_DIFFERENTIAL_FORM}), and SCRATCH for a program
 * whose only follower is its kernel, with no dataflow to start afresh ({@link Reason#SCRATCH_MODE}).
 */
record RecomputePolicy(Step step) implements ViewPolicy {
    RecomputePolicy(Reason reason) {
        this(new Step(How.PLAIN, reason));
    }

    @Override
    public Step decide(int position, ViewFacts facts) {
        return step;
    }
}
