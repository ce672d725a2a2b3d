/**
 * The view-collection store: predicate compilation and evaluation over the graph store's
 * columns, edge-difference sets between ordered views, and their persistence.
 *
 * <p>Depends on {@code gstore}, {@code gvdl} and {@code ordering}. Arrives with the
 * view-collections issue.
 */
package graphsurge.vcstore;
