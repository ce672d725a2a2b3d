/**
 * Traces (arrangements): updates indexed by key in immutable sorted batches, kept in a spine that
 * merges batches geometrically and compacts times behind the frontier of every reader.
 */
package graphsurge.engine.internal.trace;
