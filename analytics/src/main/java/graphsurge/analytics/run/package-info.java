/**
 * The collection runner: runs a bound computation across a collection's views, in run order
 * ({@link graphsurge.analytics.run.CollectionRunner}; docs/architecture.md describes the loop,
 * the policies and the executors). Uses {@code graph}, {@code plain}, {@code differential},
 * {@code incremental} and {@code computation}; nothing in those packages uses it.
 */
package graphsurge.analytics.run;
