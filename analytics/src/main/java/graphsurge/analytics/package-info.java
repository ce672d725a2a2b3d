/**
 * Analytics: the computations written on the differential dataflow engine (the {@code engine}
 * module, {@code graphsurge.engine}), the run modes with adaptive splitting, and the
 * plain from-scratch baselines. Arrives with the engine and computations issues.
 */
package graphsurge.analytics;
