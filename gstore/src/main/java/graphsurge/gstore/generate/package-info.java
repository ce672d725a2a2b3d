/**
 * Deterministic synthetic property graphs for benchmarks and randomized tests: R-MAT with the
 * Graph500 parameters, and uniform random graphs, with typed vertex and edge properties; and the
 * CSV writer that turns any graph back into loadable files.
 */
package graphsurge.gstore.generate;
