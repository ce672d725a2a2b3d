package graphsurge.analytics.incremental;

import graphsurge.analytics.graph.EdgeMembership;
import graphsurge.analytics.graph.Follower;
import graphsurge.analytics.graph.ViewChange;
import it.unimi.dsi.fastutil.ints.IntList;

/** Changes as a collection run hands them to a kernel: so that tests drive the kernels' rebuilds as runs do. */
final class AsTheRun {
    private AsTheRun() {}

    /**
     * The change to a view of {@code viewEdges} edges, rebuilt when its differences are more than
     * {@code kernel}'s follow share of those edges, as a run decides (a fresh kernel's first view,
     * all additions, is rebuilt so).
     */
    static ViewChange change(Follower kernel, EdgeMembership view, int[] added, int[] removed, IntList appeared,
            IntList disappeared, int workers, int viewEdges) {
        boolean rebuild = added.length + removed.length > kernel.followShare() * viewEdges;
        return new ViewChange(view, added, removed, appeared, disappeared, workers, rebuild);
    }
}
