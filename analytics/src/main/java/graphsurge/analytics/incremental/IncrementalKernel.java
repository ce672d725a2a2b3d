package graphsurge.analytics.incremental;

import it.unimi.dsi.fastutil.ints.IntList;

/** A computation's result kept for a changing view, moved view to view by edge differences. */
public interface IncrementalKernel {
    /**
     * Moves to the next view, which differs from the kernel's current one by {@code added} and
     * {@code removed} (distinct graph edge ids, each list ascending; an edge is in at most one).
     * {@code inView} answers for the NEXT view (already moved). {@code appeared} and
     * {@code disappeared} are the vertices that entered and left the view (gained their first
     * edge, lost their last) between the two views, as the view's own degree counts found them:
     * a kernel that reports the view's vertices follows them from these lists, in
     * O(vertices whose presence changed), instead of counting degrees of its own. A vertex in
     * both lists left and came back: it is in the next view. The first call starts from the
     * empty view.
     */
    void update(EdgeMembership inView, int[] added, int[] removed, IntList appeared, IntList disappeared, int workers);

    /** Per result key, the value in the computation's own encoding (as its plain algorithm and its dataflow give it). */
    long[] values();

    /** Which keys the current view reports (same rule as the computation's: view vertices, root, goals...). */
    boolean[] reported();

    /**
     * The keys whose value or report the last {@link #update} may have changed (a superset of
     * those it did), each once, gathered in O(those keys) as the update touched them; null when
     * that update recomputed the result from scratch (then every key may have changed). Live:
     * valid until the next update.
     */
    IntList changed();
}
