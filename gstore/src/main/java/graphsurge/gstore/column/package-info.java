/**
 * Typed property columns indexed by dense vertex or edge id, and the {@link
 * graphsurge.gstore.column.Bits} bitset they (and later the view matrices) use.
 *
 * <p>Integers are {@code int[]} when every value fits, else {@code long[]}; doubles are
 * {@code double[]}; booleans and absence are bitsets; strings are {@code int} codes into a sorted
 * dictionary, so that code order is string order. Depends only on {@code schema}.
 */
package graphsurge.gstore.column;
