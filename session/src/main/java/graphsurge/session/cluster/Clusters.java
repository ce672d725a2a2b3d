package graphsurge.session.cluster;

import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;

/**
 * The cluster factories a session knows, by scheme: {@code local}, built in, and those that
 * {@link ServiceLoader} finds on the class path (a {@code META-INF/services} entry for
 * {@link ClusterFactory}). Opening a spec whose scheme
 * has no factory is a {@link ClusterException} that lists the schemes there are.
 */
public final class Clusters {
    private final Map<String, ClusterFactory> factories = new TreeMap<>();

    /** The built-in {@code local} and the factories on the class path. */
    public Clusters() {
        register(LocalCluster.FACTORY);
        for (ClusterFactory factory : ServiceLoader.load(ClusterFactory.class)) {
            register(factory);
        }
    }

    private void register(ClusterFactory factory) {
        for (String scheme : factory.schemes()) {
            factories.putIfAbsent(scheme, factory);
        }
    }

    /** Checks that {@code spec} can be opened here, without opening it. */
    public ClusterSpec check(ClusterSpec spec) {
        if (!factories.containsKey(spec.scheme())) {
            throw new ClusterException("cluster '" + spec.text() + "': unknown scheme '" + spec.scheme() + "'; the clusters"
                    + " known here are " + String.join(", ", factories.keySet()) + " (a cluster of another kind comes with"
                    + " its ClusterFactory on the class path, see docs/cluster.md)");
        }
        return spec;
    }

    /** Opens {@code spec} with the factory of its scheme. */
    public Cluster open(ClusterSpec spec, int threads) {
        return factories.get(check(spec).scheme()).open(spec, threads);
    }
}
