package graphsurge.analytics.run;

/** How one view is run: the way a {@link ViewPolicy} chooses, and that picks the {@link ViewExecutor}. */
enum How {
    /** The plain algorithm on the view. */
    NATIVE,
    /** A fresh evaluation (a new dataflow) fed the view's whole edge set. */
    FRESH_DATAFLOW,
    /** The run's evaluation moved to the view by the differences since the view it last saw. */
    DIFFERENTIAL
}
