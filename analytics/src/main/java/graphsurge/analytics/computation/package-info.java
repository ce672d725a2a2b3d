/**
 * Computations across views: the {@link graphsurge.analytics.computation.Computation} API, the
 * built-ins (BFS, SSSP, WCC, PageRank, SCC, multi-pair shortest paths), their parameters, and the
 * dataflow evaluations a bound {@link graphsurge.analytics.computation.Program} starts, which read
 * the run's read-only {@link graphsurge.analytics.computation.View} and are moved by
 * {@link graphsurge.analytics.graph.ViewChange}s. The runner that owns the view is in
 * {@code graphsurge.analytics.run}, which this package does not use.
 */
package graphsurge.analytics.computation;
