/**
 * The engine's public API: {@link graphsurge.analytics.engine.dataflow.Dataflow} builds a
 * dataflow of {@link graphsurge.analytics.engine.dataflow.Collection}s (map, filter, flatMap,
 * concat, negate, consolidate, join, reduce, threshold, distinct, count) with a loop (variable, enter, body), loops nested
 * in it (enter, leave) and probes,
 * and runs it one version at a time on W workers, which meet only in the dataflow's
 * {@link graphsurge.analytics.engine.exec.Exchange} (threads of this JVM unless another is given).
 */
package graphsurge.analytics.engine.dataflow;
