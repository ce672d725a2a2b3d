/** Times: a version and up to two nested loop counters, packed into one {@code long}. */
package graphsurge.engine.internal.time;
