/**
 * Analytics: the differential dataflow engine (its own package tree, independent of the rest of
 * this module), the computations written on it, the run modes with adaptive splitting, and the
 * plain from-scratch baselines. Arrives with the engine and computations issues.
 */
package graphsurge.analytics;
