/**
 * The engine's internals, in Differential Dataflow's layers: {@code time} (versions and loop
 * counters, antichains), {@code data} (radix sorting of update columns), {@code trace}
 * (arrangements), {@code operators} (join, reduce, the linear operators) and {@code exec} (the
 * workers and the exchange between threads). They are public only so that the API package
 * {@code graphsurge.engine} and these layers can use each other; no module but the engine names
 * them (the architecture test enforces it), except the JMH micro-benchmarks, which measure them.
 *
 * <p>Each layer names only the layers below it and, of the API, only the types the two share:
 * update batches, the user's function interfaces and the exchange.
 */
package graphsurge.engine.internal;
