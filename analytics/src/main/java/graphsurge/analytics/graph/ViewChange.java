package graphsurge.analytics.graph;

import it.unimi.dsi.fastutil.ints.IntList;

/**
 * How the run's {@code view} changed since the view a {@link Follower} last saw: the graph edge
 * ids {@code added} and {@code removed} (distinct, each ascending, an edge in at most one: the
 * runner's view puts them so where a view's differences enter the run, and followers rely on it
 * without checking), and the vertices that {@code appeared} in the view and {@code disappeared}
 * from it, as the view's own degree counts found them. A vertex that left and came back within the change may be in both
 * lists: it is in the view. A fresh follower's first change holds every edge and every vertex of
 * the view; one that lagged behind the run gets the net differences since its own view.
 * {@code view} answers for the view the change leads to; {@code workers} is how many threads the
 * follower may move on. With {@code rebuild} the follower computes its result on the view from
 * scratch instead of following the differences: the run decided so (a fresh follower's first
 * change, or a change past the follower's {@link Follower#followShare}).
 *
 * <p>The arrays and lists are the runner's: read them during {@link Follower#apply}, never keep
 * them.
 */
public record ViewChange(EdgeMembership view, int[] added, int[] removed, IntList appeared, IntList disappeared,
        int workers, boolean rebuild) {
    /** A change the follower follows. */
    public ViewChange(EdgeMembership view, int[] added, int[] removed, IntList appeared, IntList disappeared, int workers) {
        this(view, added, removed, appeared, disappeared, workers, false);
    }
}
