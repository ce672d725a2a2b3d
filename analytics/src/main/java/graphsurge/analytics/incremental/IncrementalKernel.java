package graphsurge.analytics.incremental;

/** A computation's result kept for a changing view, moved view to view by edge differences. */
public interface IncrementalKernel {
    /**
     * Moves to the next view, which differs from the kernel's current one by {@code added} and
     * {@code removed} (distinct graph edge ids, each list ascending; an edge is in at most one).
     * {@code inView} answers for the NEXT view (already moved). The first call starts from the empty view.
     */
    void update(EdgeMembership inView, int[] added, int[] removed, int workers);

    /** Per result key, the value in the computation's own encoding (as its plain algorithm and its dataflow give it). */
    long[] values();

    /** Which keys the current view reports (same rule as the computation's: view vertices, root, goals...). */
    boolean[] reported();
}
