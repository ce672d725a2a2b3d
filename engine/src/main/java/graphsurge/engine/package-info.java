/**
 * The differential dataflow engine's public API: everything a user of the engine needs to build
 * and run a dataflow, and nothing else.
 *
 * <p>A {@link graphsurge.engine.Dataflow} is built once from {@link graphsurge.engine.Input}s,
 * {@link graphsurge.engine.Collection}s of {@code (long key, long value)} records with signed
 * {@code long} multiplicities (map, filter, flatMap, concat, negate, consolidate, join, reduce,
 * threshold, distinct, count, and {@link graphsurge.engine.Arranged arrangements} shared by several
 * joins), loops ({@link graphsurge.engine.Dataflow.Loop}: a variable, collections entered into it,
 * a body, loops nested in it; inside one, {@link graphsurge.engine.Collection#delay} moves updates
 * on to later rounds) and {@link graphsurge.engine.Probe}s. Then, for each version (a
 * view), the inputs' changes are sent and the dataflow is run: each probe holds the change of its
 * collection from the previous version, as an {@link graphsurge.engine.UpdateBatch}. The functions
 * a user passes are {@link graphsurge.engine.ReduceFunction} (with the built-in min, max, sum,
 * distinct, count and threshold), {@link graphsurge.engine.JoinFunction},
 * {@link graphsurge.engine.RecordPredicate} and {@link graphsurge.engine.RecordExpansion}. A run may
 * be given a deadline ({@link graphsurge.engine.DeadlineExceeded}). The dataflow's W workers meet
 * only in its {@link graphsurge.engine.Exchange}, the interface another transport implements
 * (threads of this JVM unless another is given).
 *
 * <p>Everything else is in {@code graphsurge.engine.internal}, in Differential Dataflow's layers
 * ({@code time}, {@code data}, {@code trace}, {@code operators}, {@code exec}), or package-private
 * here (the dataflow's operator graph, {@code Node}). Only the engine names the internal
 * packages (the architecture test enforces it): another module that needs more than this package
 * offers asks for an API method rather than reaching inside.
 *
 * <p>This package tree is the {@code engine} module and depends on nothing else of the project
 * (fastutil only; the build enforces it): the computations and run modes in {@code analytics}
 * are written on top of it with the same API a user gets.
 */
package graphsurge.engine;
