/**
 * The differential dataflow engine, layered as Differential Dataflow is: {@code time} (the
 * lattice of versions and loop counters), {@code data} (updates in primitive struct-of-arrays
 * batches, sorted and consolidated without an object per update); traces, operators, execution
 * and the public API follow (see the engine issue).
 *
 * <p>This package tree is the {@code engine} module and depends on nothing else of the project
 * (fastutil only; the build enforces it): the computations and run modes in {@code analytics}
 * are written on top of it with the same API a user gets.
 */
package graphsurge.engine;
