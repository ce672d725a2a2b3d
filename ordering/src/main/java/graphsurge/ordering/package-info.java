/**
 * Collection ordering: Hamming distances between view bitsets and a Christofides tour that
 * orders the views to minimize edge differences.
 *
 * <p>A pure module: bitsets or a distance matrix in, a permutation out. It must not depend on
 * any store. The algorithms arrive with the view-collections issue.
 */
package graphsurge.ordering;
