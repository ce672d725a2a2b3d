/**
 * Analytics: the computations written on the differential dataflow engine (the {@code engine}
 * module, {@code graphsurge.engine}), their incremental kernels and plain algorithms, and the
 * collection runner with its run modes; the packages and the road a view takes through them are
 * in docs/architecture.md.
 */
package graphsurge.analytics;
