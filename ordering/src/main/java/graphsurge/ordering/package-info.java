/**
 * Collection ordering: the order in which to run a collection's views so that consecutive views
 * differ in as few edges as possible.
 *
 * <p>{@link graphsurge.ordering.HammingDistances} computes the distance matrix (popcount of XOR of
 * the views' edge bitsets, plus a virtual empty view); {@link graphsurge.ordering.ViewOrdering}
 * finds a short Hamiltonian path through it. A pure module: bitsets or a distance matrix in, a
 * permutation out; it knows nothing of stores or graphs.
 */
package graphsurge.ordering;
