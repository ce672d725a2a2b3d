package graphsurge.analytics.run;

/**
 * Every view with the plain algorithm: a program without a differential form in any mode, and
 * SCRATCH for a program whose only follower is its kernel (no dataflow to start afresh).
 */
record RecomputePolicy() implements ViewPolicy {
    private static final Step PLAIN = new Step(How.NATIVE, "plain algorithm");

    @Override
    public Step decide(int position, ViewFacts facts) {
        return PLAIN;
    }
}
