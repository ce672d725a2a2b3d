/**
 * Execution on W workers: keys hash-partitioned to their owners, updates exchanged through
 * per-destination buffers, one barrier per superstep. {@link graphsurge.engine.Exchange}
 * is the one interface a transport implements (routing, exchange, the barrier, gathering results,
 * abort); {@link graphsurge.engine.internal.exec.ThreadExchange} is the one for threads in a JVM.
 */
package graphsurge.engine.internal.exec;
