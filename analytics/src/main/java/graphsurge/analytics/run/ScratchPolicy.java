package graphsurge.analytics.run;

/** SCRATCH mode: every view in a fresh evaluation fed its whole edge set. */
record ScratchPolicy() implements ViewPolicy {
    private static final Step FRESH = new Step(How.FRESH_DATAFLOW, Reason.SCRATCH_MODE);

    @Override
    public Step decide(int position, ViewFacts facts) {
        return FRESH;
    }
}
