/**
 * Graph computations written on the engine's public dataflow API, run one version (view) at a
 * time: {@link graphsurge.analytics.differential.GraphEdges} (a graph's edges arranged once by
 * source and once by target, shared by every loop built on them), the min-label loop of BFS, SSSP,
 * WCC and MPSP, and the nested trimming loops of strongly connected components.
 */
package graphsurge.analytics.differential;
