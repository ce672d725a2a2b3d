package graphsurge.analytics.run;

/**
 * How one view is run: the way a {@link ViewPolicy} chooses, that picks the executor, and that
 * each {@link CollectionRunner.ViewResult} reports.
 */
public enum How {
    /** The plain algorithm on the view. */
    PLAIN("plain"),
    /** A fresh evaluation (a new dataflow) fed the view's whole edge set. */
    FRESH_DATAFLOW("fresh dataflow"),
    /** The run's dataflow evaluation moved to the view by the differences since the view it last saw. */
    DIFFERENTIAL("dataflow"),
    /** The program's incremental kernel moved to the view by the differences since the view it last saw. */
    KERNEL("kernel"),
    /** A fresh incremental kernel fed the view's whole edge set: ADAPTIVE's restart of a kernel that lags too far. */
    FRESH_KERNEL("fresh kernel");

    private final String word;

    How(String word) {
        this.word = word;
    }

    /** What ran, as tables, JSON and reports name it: plain, fresh dataflow, dataflow, kernel or fresh kernel. */
    public String word() {
        return word;
    }

    /** Whether the view was computed from the state of an earlier view (by the dataflow or the kernel). */
    public boolean differential() {
        return this == DIFFERENTIAL || this == KERNEL;
    }

    /** Whether the program's incremental kernel computed the view, moved to it or started afresh. */
    public boolean kernel() {
        return this == KERNEL || this == FRESH_KERNEL;
    }

    /** Whether the view was computed by a follower started afresh from the empty view (a new dataflow or kernel). */
    public boolean fresh() {
        return this == FRESH_DATAFLOW || this == FRESH_KERNEL;
    }
}
