package graphsurge.analytics.run;

/**
 * Why a view runs as it does: the code a {@link ViewPolicy} decides with, which tests assert and
 * the run table shows in a few words ({@link #words}); its figures are the {@link Decision}'s
 * facts, and {@link Decision#explain} writes the whole explanation.
 */
public enum Reason {
    /** RUN DIFFERENTIAL: every view moves the run's follower (its kernel, or its dataflow). */
    DIFFERENTIAL_MODE("DIFFERENTIAL mode"),
    /** RUN SCRATCH: every view fresh. */
    SCRATCH_MODE("SCRATCH mode"),
    /** A program without a differential form: every view by the plain algorithm, whatever the mode. */
    NO_DIFFERENTIAL_FORM("plain algorithm"),
    /** Every view plain, as the caller asked (the benchmarks' plain competitors). */
    PLAIN_ONLY("plain"),
    /** As a test's given pattern says. */
    GIVEN("given"),
    /** The whole graph, one view without a collection. */
    WHOLE_GRAPH("whole graph"),
    /** ADAPTIVE's single view: no follower pays off, the plain algorithm runs. */
    SINGLE_VIEW("single view"),
    /** ADAPTIVE's first view starts the follower. */
    FIRST_VIEW("first view"),
    /** ADAPTIVE's second view moves the follower the first started. */
    SECOND_VIEW("second view"),
    /** ADAPTIVE with INDICES: a split position. */
    IN_INDICES("forced by INDICES"),
    /** ADAPTIVE with INDICES: not a split position. */
    NOT_IN_INDICES("not in INDICES"),
    /** The first view's dataflow ran past its budget: that view plain. */
    DATAFLOW_STOPPED("dataflow stopped"),
    /** After the first view's dataflow was stopped: every later view plain. */
    DATAFLOW_GIVEN_UP("dataflow given up"),
    /** The view differs by more than DIFF_X times its edges: a rerun. */
    TOO_MANY_DIFFERENCES("too many differences"),
    /** A cost model without the observations to predict from: the follower moves. */
    NO_OBSERVATIONS("no observations yet"),
    /** The cost model predicts a rerun cheaper than moving the dataflow. */
    RERUN_CHEAPER("rerun cheaper"),
    /** The cost model predicts moving the dataflow no dearer than a rerun. */
    DATAFLOW_CHEAPER("dataflow cheaper"),
    /** The kernel's model has no plain time yet: this view runs plain, which times it. */
    PLAIN_TO_TIME("plain, to time it"),
    /** The kernel's model predicts plain cheaper, counting the views to go. */
    PLAIN_CHEAPER("plain cheaper"),
    /** As {@link #PLAIN_CHEAPER}; the kernel would restart rather than catch up, so it stops following. */
    PLAIN_CHEAPER_KERNEL_STOPS("plain cheaper, kernel stops"),
    /** As {@link #PLAIN_CHEAPER}; even one step costs the kernel more than plain, so it stops following. */
    PLAIN_CHEAPER_STEPS_DEARER("plain cheaper, kernel stops"),
    /** The kernel restarts: cheaper than catching up, and repaid by the views to go. */
    KERNEL_RESTARTS("kernel restarts"),
    /** The kernel catches up: no dearer than plain, counting the views to go. */
    KERNEL_CATCHES_UP("kernel catches up"),
    /** A first view before a large step: plain, and the kernel waits for a small step. */
    KERNEL_WAITS("first view, kernel waits"),
    /** The kernel waits: this view's step is too large to start it on. */
    STEP_TOO_LARGE("step too large"),
    /** The kernel waits: too few views to go would repay its start. */
    TOO_FEW_VIEWS_TO_GO("too few views to go"),
    /** The kernel starts on this view's small step. */
    KERNEL_STARTS("kernel starts"),
    /** The kernel would follow more of the view's edges than it follows for less than a rebuild: it rebuilds the view. */
    LARGE_CHANGE("kernel rebuilt, large change");

    private final String words;

    Reason(String words) {
        this.words = words;
    }

    /** The reason in a few words, as the run table shows it. */
    public String words() {
        return words;
    }

    /** Whether the run drops its follower here: the kernel's model expects to restart it, or never to keep it current. */
    public boolean stopsFollower() {
        return this == PLAIN_CHEAPER_KERNEL_STOPS || this == PLAIN_CHEAPER_STEPS_DEARER;
    }
}
