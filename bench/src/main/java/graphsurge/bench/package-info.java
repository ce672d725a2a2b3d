/**
 * The benchmark instrument behind {@code graphsurge bench}: generated {@link
 * graphsurge.bench.Workload workloads} (graph plus collections, deterministic by seed
 * and shrinkable by a scale factor), the {@link graphsurge.bench.Competitor competitors}
 * (the three run modes, DIFFERENTIAL forced onto the general dataflow, the plain algorithms
 * per view, JGraphT per view), {@link graphsurge.bench.Bench}, which runs them alternately,
 * checks that they agree on every view, and measures total and per-view time and peak heap,
 * and the {@link graphsurge.bench.Targets targets}, ratios of those measurements.
 */
package graphsurge.bench;
