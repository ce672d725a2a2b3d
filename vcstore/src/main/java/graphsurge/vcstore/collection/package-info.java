/**
 * View collections: their definition (views expanded from FOR clauses), their materialization
 * (from the views' differences in the user's order, never a bitset per view: the chosen run
 * order, and each run position's edge differences from the previous one) and their persistence
 * in the store's {@code collections/} directory.
 */
package graphsurge.vcstore.collection;
