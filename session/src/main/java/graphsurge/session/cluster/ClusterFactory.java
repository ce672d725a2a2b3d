package graphsurge.session.cluster;

import java.util.Set;

/**
 * Opens the clusters of one or more schemes ({@link ClusterSpec#scheme()}): a service, found by
 * {@link java.util.ServiceLoader} on the class path through a {@code META-INF/services} entry,
 * as computations are. {@code local} is built in. Registering a factory must stay cheap: what
 * the cluster needs (its client library) is loaded when {@link #open} is called.
 */
public interface ClusterFactory {
    /** The schemes this factory opens, lower case (the part of a spec before {@code :} or {@code ://}). */
    Set<String> schemes();

    /**
     * A cluster for {@code spec} (its scheme one of {@link #schemes()}), ready to run jobs;
     * {@code threads} is the session's thread count (what a local or embedded cluster may use).
     *
     * @throws ClusterException when it cannot be reached or started, saying why in the factory's terms
     */
    Cluster open(ClusterSpec spec, int threads);
}
