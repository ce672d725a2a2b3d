/**
 * Execution on W workers: keys hash-partitioned to their owners, updates exchanged through
 * per-destination buffers, one barrier per superstep. {@link graphsurge.engine.exec.Exchange}
 * is the one small interface a distributed backend implements.
 */
package graphsurge.engine.exec;
