/**
 * The engine's public API: {@link graphsurge.engine.dataflow.Dataflow} builds a
 * dataflow of {@link graphsurge.engine.dataflow.Collection}s (map, filter, flatMap,
 * concat, negate, consolidate, join, reduce, threshold, distinct, count) with a loop (variable, enter, body), loops nested
 * in it (enter, leave) and probes,
 * and runs it one version at a time on W workers, which meet only in the dataflow's
 * {@link graphsurge.engine.exec.Exchange} (threads of this JVM unless another is given).
 */
package graphsurge.engine.dataflow;
