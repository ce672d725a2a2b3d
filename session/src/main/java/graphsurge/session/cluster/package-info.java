/**
 * Segmented collection runs and the clusters that execute them. A collection run is
 * cut into contiguous segments of its run order ({@link graphsurge.session.cluster.SegmentPlan}),
 * each of which starts fresh at its first view and runs with the in-process collection runner;
 * a {@link graphsurge.session.cluster.Cluster} executes the segments of a shippable
 * {@link graphsurge.session.cluster.SegmentJob} and hands back one compact
 * {@link graphsurge.session.cluster.ViewRecord} per view, which the client puts back in run order
 * ({@link graphsurge.session.cluster.OrderedResults}).
 *
 * <p>This package is the cluster SPI: {@link graphsurge.session.cluster.LocalCluster} (this JVM's
 * cores) is built in; other clusters are services, a
 * {@link graphsurge.session.cluster.ClusterFactory} that {@link java.util.ServiceLoader} finds on
 * the class path, so the session depends on none of them and names none. What a remote worker
 * runs is {@link graphsurge.session.cluster.SegmentWorker}, which needs the job only (no session,
 * no parser, no store of its own): the job carries the client's
 * {@link graphsurge.session.cluster.Binding} of the computation.
 */
package graphsurge.session.cluster;
