package graphsurge.session.cluster;

/**
 * Where the segments of a collection run execute: this JVM ({@link LocalCluster}) or a cluster
 * reached through a {@link ClusterFactory}. A cluster runs every segment of a job with
 * {@link SegmentWorker} (or an equivalent that gives the same records) and delivers each view's
 * {@link ViewRecord} to the sink, in any order.
 */
public interface Cluster extends AutoCloseable {
    /** The cluster as the user named it and what it is, for notices: {@code local (2 slots)}. */
    String description();

    /** How many segments it runs at once: the planner cuts a run into at most this many (without SEGMENTS n). */
    int slots();

    /**
     * Runs every segment of {@code job} and returns when all views were delivered to
     * {@code sink}; a segment's failure (after the cluster's own retries) is thrown, as the
     * worker threw it when it can be ({@link graphsurge.gstore.GraphsurgeException} for a user's
     * error), else as a {@link ClusterException}. A segment retried after some of its views were
     * delivered delivers them again: the sink ignores repeats.
     */
    void run(SegmentJob job, ResultSink sink);

    /**
     * Whether the cluster's workers run in other JVMs: then the session ships the store's files
     * with the job ({@link JobData.Shipped}); else the job carries the graph in memory
     * ({@link JobData.InProcess}). A cluster may replace the data ({@link SegmentJob#withData}).
     */
    default boolean shipsJobs() {
        return true;
    }

    /** Releases what the cluster holds (threads, a MiniCluster, a REST client); the default holds nothing. */
    @Override
    default void close() {}
}
