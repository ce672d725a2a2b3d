package graphsurge.session.cluster;

/**
 * Where a {@link Cluster} delivers the views of a job as they are computed, in any order. It is
 * thread-safe: a cluster may call it from several threads at once (the local cluster calls it
 * from each segment's thread); each call returns once the record is written or spilled, so a
 * caller may reuse nothing it passed in but may drop the record.
 */
@FunctionalInterface
public interface ResultSink {
    void view(ViewRecord record);
}
