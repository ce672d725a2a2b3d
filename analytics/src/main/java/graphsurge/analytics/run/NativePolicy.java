package graphsurge.analytics.run;

/** Every view with the plain algorithm (or the caller's): the benchmarks' native competitors. */
record NativePolicy() implements ViewPolicy {
    private static final Step NATIVELY = new Step(How.NATIVE, "native");

    @Override
    public Step decide(int position, ViewFacts facts) {
        return NATIVELY;
    }
}
