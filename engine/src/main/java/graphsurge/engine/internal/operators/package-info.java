/**
 * Operators over update batches and traces. Each states, next to where it is upheld, the
 * invariant that makes it correct (reduce: evaluation at the least upper bounds of new and
 * historical times; join: each pair of updates combined exactly once).
 */
package graphsurge.engine.internal.operators;
