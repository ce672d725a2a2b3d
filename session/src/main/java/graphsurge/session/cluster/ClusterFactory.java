package graphsurge.session.cluster;

/**
 * Opens the clusters of one scheme ({@link ClusterSpec#scheme()}). The caller registers
 * factories on the session ({@code Session.clusterFactory}); the command line registers Flink's
 * for {@code flink-embedded} and {@code flink}. {@code local} is built in.
 */
public interface ClusterFactory {
    /** The schemes this factory opens, lower case: {@code flink-embedded}, {@code flink}. */
    java.util.Set<String> schemes();

    /**
     * A cluster for {@code spec} (its scheme one of {@link #schemes()}), ready to run jobs;
     * {@code threads} is the session's thread count (what a local or embedded cluster may use).
     *
     * @throws ClusterException when it cannot be reached or started
     */
    Cluster open(ClusterSpec spec, int threads);
}
