/**
 * Collection runs on Apache Flink: the session's segments of a collection run
 * executed as a bounded Flink job in BATCH mode, on an in-JVM MiniCluster
 * ({@code flink-embedded[:SLOTS]}) or a session cluster's REST endpoint
 * ({@code flink://HOST:PORT}). Each segment is one task running the session's segment worker; the
 * per-view result records come back to the client through Flink's collect iterator.
 *
 * <p>This is the only module that imports {@code org.apache.flink}. Its cluster factory is a
 * service ({@code META-INF/services}) that every session finds on the class path; the factory
 * names no Flink type, so Flink's classes are loaded only when a run is sent to a Flink cluster,
 * and {@code graphsurge --help} or a local run pays nothing for them. The module's package phase
 * builds the job jar a session cluster is shipped ({@link graphsurge.flink.FlinkClusterFactory#JOB_JAR}).
 * It must not depend on the command line.
 */
package graphsurge.flink;
