/**
 * The collection runner: runs a bound computation across a collection's views, in run order.
 * {@link graphsurge.analytics.run.CollectionRunner}'s loop moves the run's one
 * {@link graphsurge.analytics.run.ViewState} from view to view, asks a
 * {@link graphsurge.analytics.run.ViewPolicy} (one per run mode: differential, scratch, adaptive
 * with its cost models {@link graphsurge.analytics.run.AdaptiveSplitter} and, for a program with
 * an incremental kernel, {@code KernelCostModel}, and {@code PlainCostModel}, which runs each plain
 * view on one thread or on all workers; recompute, given) how to
 * run each view, and hands the view to a {@link graphsurge.analytics.run.ViewExecutor} (the plain
 * algorithm, or a differential evaluation or incremental kernel that may lag behind the run and
 * catches up by the net differences).
 *
 * <p>Uses {@code graph}, {@code plain}, {@code differential}, {@code incremental} and
 * {@code computation}; nothing in those packages uses it.
 */
package graphsurge.analytics.run;
