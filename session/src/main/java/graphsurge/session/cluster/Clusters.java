package graphsurge.session.cluster;

import java.util.Map;
import java.util.TreeMap;

/**
 * The cluster factories a session knows, by scheme: {@code local} always, others as registered.
 * Opening a spec whose scheme has no factory is a {@link ClusterException} that lists the
 * schemes there are.
 */
public final class Clusters {
    private final Map<String, ClusterFactory> factories = new TreeMap<>();

    public Clusters() {
        register(LocalCluster.FACTORY);
    }

    /** Adds {@code factory} for its schemes, replacing an earlier factory of the same scheme. */
    public void register(ClusterFactory factory) {
        for (String scheme : factory.schemes()) {
            factories.put(scheme, factory);
        }
    }

    /** Whether {@code spec}'s scheme has a factory. */
    public boolean knows(ClusterSpec spec) {
        return factories.containsKey(spec.scheme());
    }

    /** Checks that {@code spec} can be opened here, without opening it. */
    public ClusterSpec check(ClusterSpec spec) {
        if (!knows(spec)) {
            String why = spec.scheme().startsWith("flink")
                    ? "Flink clusters need the graphsurge command (or a factory registered with Session.clusterFactory)"
                    : "the clusters known here are " + String.join(", ", factories.keySet());
            throw new ClusterException("cluster '" + spec.text() + "': unknown scheme '" + spec.scheme() + "'; " + why);
        }
        return spec;
    }

    /** Opens {@code spec} with the factory of its scheme. */
    public Cluster open(ClusterSpec spec, int threads) {
        return factories.get(check(spec).scheme()).open(spec, threads);
    }
}
