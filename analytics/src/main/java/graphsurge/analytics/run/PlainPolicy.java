package graphsurge.analytics.run;

/** Every view with the plain algorithm (or the caller's): the benchmarks' plain competitors. */
record PlainPolicy() implements ViewPolicy {
    private static final Step PLAIN = new Step(How.PLAIN, Reason.PLAIN_ONLY);

    @Override
    public Step decide(int position, ViewFacts facts) {
        return PLAIN;
    }
}
