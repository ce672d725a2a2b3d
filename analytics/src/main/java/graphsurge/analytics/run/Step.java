package graphsurge.analytics.run;

/**
 * A {@link ViewPolicy}'s decision for one view: {@code how} to run it, the {@code reason} the run
 * table shows, and how long the run may take ({@code budget} nanoseconds, 0: no limit; past it
 * the executor stops and the policy's {@link ViewPolicy#stopped} falls back).
 */
record Step(How how, String reason, long budget) {
    Step(How how, String reason) {
        this(how, reason, 0);
    }
}
