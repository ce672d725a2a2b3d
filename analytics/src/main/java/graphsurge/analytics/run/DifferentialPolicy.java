package graphsurge.analytics.run;

/** DIFFERENTIAL mode: every view moves the one evaluation by its differences (the first starts it). */
record DifferentialPolicy() implements ViewPolicy {
    private static final Step DIFFERENTIALLY = new Step(How.DIFFERENTIAL, "DIFFERENTIAL mode");

    @Override
    public Step decide(int position, ViewFacts facts) {
        return DIFFERENTIALLY;
    }
}
