/**
 * Incremental kernels: a computation's fixed point kept in primitive arrays for the current view
 * and moved to the next view from the view's edge differences, with work that follows what
 * changes instead of the view's size. Each kernel is exact: equal, on every view, to its plain
 * algorithm in {@code graphsurge.analytics.plain} run from scratch. Uses {@code graph} and
 * {@code plain} only; the engine's dataflow is not involved.
 */
package graphsurge.analytics.incremental;
