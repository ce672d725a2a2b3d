package graphsurge.flink;

import graphsurge.session.cluster.Cluster;
import graphsurge.session.cluster.ClusterException;
import graphsurge.session.cluster.ClusterFactory;
import graphsurge.session.cluster.ClusterSpec;
import java.net.URL;
import java.time.Duration;
import java.util.Set;

/**
 * Opens {@code flink-embedded[:SLOTS]} (a MiniCluster in this JVM, as many slots as the
 * session's threads unless given) and {@code flink://HOST:PORT} (a session cluster's REST
 * endpoint). A service ({@code META-INF/services}) that every session finds on the class path;
 * it names no Flink type itself, so finding it loads no Flink class: only {@link #open} does.
 */
public final class FlinkClusterFactory implements ClusterFactory {
    /**
     * The system property that sets how long a run on a session cluster waits, in seconds, while
     * the cluster has no JobManager answering or no TaskManager ({@link RestWatch}).
     */
    public static final String LOSS_LIMIT_PROPERTY = "graphsurge.flink.lossLimit";
    /** The wait without the property: longer than a JobManager's restart, shorter than anyone's patience. */
    static final Duration DEFAULT_LOSS_LIMIT = Duration.ofSeconds(60);
    /** The job jar's resource name beside this class, built by the flink module's package phase. */
    static final String JOB_JAR = "graphsurge-flink-job.jar";

    @Override
    public Set<String> schemes() {
        return Set.of("flink-embedded", "flink");
    }

    @Override
    public Cluster open(ClusterSpec spec, int threads) {
        if (spec.scheme().equals("flink-embedded")) {
            if (spec.host() != null) {
                throw new ClusterException("cluster '" + spec.text() + "': flink-embedded takes slots"
                        + " (flink-embedded:2), not an address; a cluster elsewhere is flink://HOST:PORT");
            }
            return FlinkCluster.embedded(spec.slots() > 0 ? spec.slots() : Math.max(1, threads));
        }
        if (spec.host() == null) {
            throw new ClusterException("cluster '" + spec.text() + "': a Flink session cluster is flink://HOST:PORT"
                    + " (its REST endpoint, e.g. flink://localhost:8081); in this JVM it is flink-embedded[:SLOTS]");
        }
        URL jar = jobJar(spec);
        RestOverview overview = RestOverview.of(spec.host(), spec.port());
        return FlinkCluster.remote(spec.host(), spec.port(), overview.slots(), overview.taskManagers(), jar,
                lossLimit(System.getProperty(LOSS_LIMIT_PROPERTY)));
    }

    /** The wait {@code seconds} says (the property's value), or the default when it is null. */
    static Duration lossLimit(String seconds) {
        if (seconds == null) {
            return DEFAULT_LOSS_LIMIT;
        }
        if (!seconds.strip().matches("[0-9]{1,6}") || Integer.parseInt(seconds.strip()) < 1) {
            throw new ClusterException("-D" + LOSS_LIMIT_PROPERTY + "=" + seconds + ": the wait for a cluster that lost its"
                    + " JobManager or every TaskManager is a number of seconds from 1 to 999999");
        }
        return Duration.ofSeconds(Integer.parseInt(seconds.strip()));
    }

    /**
     * The job jar a run on a session cluster ships ({@link #JOB_JAR}, which the command line's jar
     * carries): the flink module's classes and the libraries a worker needs that Flink has not.
     * Running from class directories (tests, an IDE) there is none to ship.
     */
    private static URL jobJar(ClusterSpec spec) {
        URL jar = FlinkClusterFactory.class.getResource(JOB_JAR);
        if (jar == null) {
            throw new ClusterException("cluster '" + spec.text() + "': a run on a Flink session cluster ships the jar "
                    + JOB_JAR + ", which graphsurge's jar carries, and this one runs from "
                    + FlinkClusterFactory.class.getProtectionDomain().getCodeSource().getLocation()
                    + "; run it through ./graphsurge, which builds and runs that jar");
        }
        return jar;
    }
}
