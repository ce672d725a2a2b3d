/**
 * Computations across views: the {@link graphsurge.analytics.computation.Computation} API (with
 * the {@link graphsurge.analytics.computation.ResultKind} a computation declares, which reports
 * read instead of its name), the
 * built-ins (BFS, SSSP, WCC, PageRank, SCC, multi-pair shortest paths), their parameters, and
 * the run modes (differential, scratch, adaptive splitting) in
 * {@link graphsurge.analytics.computation.CollectionRunner}.
 */
package graphsurge.analytics.computation;
