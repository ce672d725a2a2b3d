/**
 * Radix sorting of update columns by (key, value, time), with which {@link graphsurge.engine.UpdateBatch}
 * consolidates itself.
 */
package graphsurge.engine.internal.data;
