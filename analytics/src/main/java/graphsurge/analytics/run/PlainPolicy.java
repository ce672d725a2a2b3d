package graphsurge.analytics.run;

/** Every view with the plain algorithm (or the caller's): the benchmarks' plain competitors. */
record PlainPolicy() implements ViewPolicy {
    private static final Step PLAINLY = new Step(How.PLAIN, "plain");

    @Override
    public Step decide(int position, ViewFacts facts) {
        return PLAINLY;
    }
}
