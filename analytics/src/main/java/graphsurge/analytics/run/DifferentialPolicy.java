package graphsurge.analytics.run;

/**
 * DIFFERENTIAL mode: every view moves the one evaluation by its differences (the first starts
 * it): the program's incremental kernel when it has one ({@code way} {@link How#KERNEL}), else
 * its dataflow ({@link How#DIFFERENTIAL}).
 */
record DifferentialPolicy(How way) implements ViewPolicy {
    @Override
    public Step decide(int position, ViewFacts facts) {
        return new Step(way, Reason.DIFFERENTIAL_MODE);
    }
}
