package graphsurge.analytics.run;

/**
 * Every view the same {@code step}: DIFFERENTIAL (the program's differential way, moved by each
 * view's differences, the first view starting it), SCRATCH (a fresh dataflow, or the plain
 * algorithm for a program without a dataflow), a program without a differential form (plain in
 * every mode) and the benchmarks' plain competitors ({@link CollectionRunner#runPlain}).
 */
record FixedPolicy(Step step) implements ViewPolicy {
    FixedPolicy(How how, Reason reason) {
        this(new Step(how, reason));
    }

    @Override
    public Step decide(int position, ViewFacts facts) {
        return step;
    }
}
