package graphsurge.analytics.incremental;

/**
 * When a kernel recomputes from scratch instead of moving its result: when the view's
 * differences exceed a quarter of its edges, or following them scans more entries than a plain
 * run would. Past that, following the changes costs about as much
 * as a plain run and more in the worst case (a deletion can trim most of the result), so the
 * plain algorithm's O(V + E) on W threads bounds every view's cost by a plain run's, plus the
 * pass that gives its result back the kernel's bookkeeping.
 */
final class ScratchFallback {
    private ScratchFallback() {}

    /** Whether {@code changed} differences are a large change for a view of {@code viewEdges} edges. */
    static boolean recomputes(int changed, int viewEdges) {
        return 4L * changed > viewEdges;
    }

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
