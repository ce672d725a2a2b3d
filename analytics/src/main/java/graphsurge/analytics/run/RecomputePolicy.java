package graphsurge.analytics.run;

/**
 * A program without a differential form, in any mode: its evaluation recomputes every view with
 * the plain algorithm (started at the first view, moved to each next one).
 */
record RecomputePolicy() implements ViewPolicy {
    private static final Step FIRST = new Step(How.FRESH_DATAFLOW, Reason.NO_DIFFERENTIAL_FORM);
    private static final Step NEXT = new Step(How.DIFFERENTIAL, Reason.NO_DIFFERENTIAL_FORM);

    @Override
    public Step decide(int position, ViewFacts facts) {
        return position == 0 ? FIRST : NEXT;
    }
}
