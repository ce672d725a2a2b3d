/**
 * Computations across views: the {@link graphsurge.analytics.computation.Computation} API (with
 * the {@link graphsurge.analytics.computation.ResultKind} a computation declares, which reports
 * read instead of its name), the
 * built-ins (BFS, SSSP, WCC, PageRank, SCC, multi-pair shortest paths), their parameters, and
 * the evaluations a bound {@link graphsurge.analytics.computation.Program} starts, which read the
 * run's {@link graphsurge.analytics.computation.View} (read only) and are moved by
 * {@link graphsurge.analytics.graph.ViewChange}s. The run modes and the runner that owns
 * the view are in {@code graphsurge.analytics.run}, which this package does not use.
 */
package graphsurge.analytics.computation;
