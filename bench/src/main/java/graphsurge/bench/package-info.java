/**
 * The benchmark instrument behind {@code graphsurge bench}: generated {@link
 * graphsurge.bench.Workload workloads} (graph plus collections, deterministic by seed
 * and shrinkable by a scale factor), the {@link graphsurge.bench.Competitor competitors}
 * (the three run modes, the plain algorithms per view, JGraphT per view), and {@link
 * graphsurge.bench.Bench}, which runs them alternately, checks that they agree on every
 * view, and measures total time and peak heap.
 */
package graphsurge.bench;
