package graphsurge.analytics.run;

/** SCRATCH mode: every view in a fresh evaluation fed its whole edge set. */
record ScratchPolicy() implements ViewPolicy {
    private static final Step FRESH = new Step(How.FRESH_DATAFLOW, "SCRATCH mode");

    @Override
    public Step decide(int position, ViewFacts facts) {
        return FRESH;
    }
}
