/**
 * Graph loops written on the differential engine's operators and run one version (view) at a
 * time: what the built-in computations share.
 */
package graphsurge.analytics.differential;
