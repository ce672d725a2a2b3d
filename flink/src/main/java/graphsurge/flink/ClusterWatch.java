package graphsurge.flink;

/**
 * Watches a cluster while a run waits for its records, so that a cluster that can no longer run
 * the job (its JobManager gone, no TaskManager left) ends the run with a clear error after a
 * bounded time instead of a wait as long as Flink's own timeouts and restarts (minutes). The run
 * asks {@link #lost} whenever no record came for a while.
 */
interface ClusterWatch extends AutoCloseable {
    /** Watches nothing: a MiniCluster in this JVM cannot lose its JobManager or TaskManagers. */
    ClusterWatch NONE = () -> null;

    /** Why the cluster cannot go on with the job, once it has been so for the watch's limit; else null. */
    String lost();

    /** Stops watching. */
    @Override
    default void close() {}
}
