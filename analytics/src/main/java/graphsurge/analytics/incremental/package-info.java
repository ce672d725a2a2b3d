/**
 * Incremental kernels: a computation's fixed point kept on primitive arrays for the current view
 * and moved to the next view from the view's edge differences, with work that follows the
 * vertices whose values change ({@link graphsurge.analytics.incremental.IncrementalKernel}). Exact:
 * every view's result equals the plain algorithm's ({@code plain}) on that view, which a large
 * change falls back to; PageRank's, whose changes reach every vertex, is within a stated relative
 * error of it (its tolerance, by default {@link graphsurge.analytics.incremental.PageRankKernel#ERROR_BOUND}). Uses {@code graph} and {@code plain} only.
 */
package graphsurge.analytics.incremental;
