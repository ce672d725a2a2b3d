/**
 * Plain from-scratch algorithms on one view (CSR, primitive arrays): the independent oracles the
 * differential computations are tested against, and the "native scratch" baseline of benchmarks.
 */
package graphsurge.analytics.plain;
