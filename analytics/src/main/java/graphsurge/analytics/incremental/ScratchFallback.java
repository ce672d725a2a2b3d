package graphsurge.analytics.incremental;

/**
 * When the shortest-path and PageRank kernels compute a view from scratch instead of following
 * its differences. Past a quarter of the view's edges, following costs about as much as a plain
 * run and more in the worst case (a deletion can trim most of the result), so the run asks for a
 * rebuild ({@link #FOLLOW_SHARE}); the plain algorithm's O(V + E) on W threads then bounds the
 * view's cost, plus the pass that gives its result back the kernel's bookkeeping.
 */
final class ScratchFallback {
    private ScratchFallback() {}

    /** The kernels' {@link graphsurge.analytics.graph.Follower#followShare}. */
    static final double FOLLOW_SHARE = 0.25;

    /**
     * How many adjacency entries following a change may scan before it gives up for a scratch
     * run: twice as many as the view has edges. A plain run scans each of the view's entries
     * about once, at a similar cost per entry, so a small change with a large effect (the root's
     * only edge deleted, then returned) costs at most about three plain runs, while a change that
     * rewrites many labels, which the kernel still follows faster than a plain run, is not cut
     * short. Small views get a floor, where either way is cheap.
     */
    static long budget(int viewEdges) {
        return Math.max(2L * viewEdges, 4096);
    }
}
