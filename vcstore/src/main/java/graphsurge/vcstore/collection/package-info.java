/**
 * View collections: their definition (views expanded from FOR clauses), their materialization
 * (the edge boolean matrix, the chosen run order, and each view's edge differences from the
 * previous one) and their persistence in the store's {@code collections/} directory.
 */
package graphsurge.vcstore.collection;
