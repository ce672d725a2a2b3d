package graphsurge.analytics.incremental;

import graphsurge.analytics.graph.EdgeMembership;
import graphsurge.analytics.graph.ViewChange;
import graphsurge.analytics.graph.ViewGraph;
import graphsurge.analytics.plain.PlainBfs;
import graphsurge.gstore.Parallel;
import graphsurge.gstore.PropertyGraph;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.ints.IntList;
import java.util.Arrays;

/**
 * Multi-pair shortest paths kept across views: for each goal {@code (s, t)}, by goal index, the
 * hop distance from s to t along out-edges ({@link PlainBfs#UNREACHED} when none), every goal
 * reported in every view, as {@link graphsurge.analytics.plain.PlainMpsp} computes them.
 *
 * <p>One {@link ShortestPathTree} of hops per distinct source, the searches shared out over W
 * threads (a search smaller than the change runs on the calling thread); then each goal reads its
 * target's label. O(goals + Σ over sources of the affected region) per view.
 */
public final class MpspKernel implements IncrementalKernel {
    private final PropertyGraph graph;
    private final ShortestPathTree[] searches;
    /** Each goal's search and target. */
    private final int[] searchOf;
    private final int[] targets;
    private final long[] values;
    private final boolean[] reported;
    /** The goals whose hops the last update changed: read off in {@link #readGoals}, whichever way the searches moved. */
    private final ChangedKeys changes;
    private int edgeCount;

    /**
     * The goals {@code (goalSources[g], goalTargets[g])}, dense vertex ids of {@code graph}; the
     * kernel starts at the empty view.
     */
    public MpspKernel(PropertyGraph graph, int[] goalSources, int[] goalTargets) {
        this(graph, goalSources, goalTargets, ShortestPathTree.PARALLEL_FROM);
    }

    /** With W-thread steps that split from {@code parallelFrom} adjacency entries: tests take 0, to run the parallel paths on small views. */
    MpspKernel(PropertyGraph graph, int[] goalSources, int[] goalTargets, long parallelFrom) {
        if (goalSources.length != goalTargets.length) {
            throw new IllegalArgumentException(goalSources.length + " goal sources for " + goalTargets.length + " targets");
        }
        this.graph = graph;
        this.targets = goalTargets.clone();
        this.searchOf = new int[goalSources.length];
        IntArrayList distinct = new IntArrayList();
        for (int g = 0; g < goalSources.length; g++) {
            int slot = distinct.indexOf(goalSources[g]);
            if (slot < 0) {
                slot = distinct.size();
                distinct.add(goalSources[g]);
            }
            searchOf[g] = slot;
        }
        this.searches = new ShortestPathTree[distinct.size()];
        for (int slot = 0; slot < searches.length; slot++) {
            searches[slot] = new ShortestPathTree(graph, distinct.getInt(slot), null, parallelFrom);
        }
        this.values = new long[goalSources.length];
        this.reported = new boolean[goalSources.length];
        Arrays.fill(reported, true);
        this.changes = new ChangedKeys(goalSources.length);
        readGoals();
    }

    /** {@inheritDoc} Every goal is reported in every view: the vertices' presence is not needed. */
    @Override
    public void apply(ViewChange change) {
        EdgeMembership inView = change.view();
        int[] added = change.added();
        int[] removed = change.removed();
        int workers = change.workers();
        edgeCount += added.length - removed.length;
        boolean[] scratch = new boolean[searches.length];
        if (change.rebuild()) {
            Arrays.fill(scratch, true);
        } else {
            long budget = ScratchFallback.budget(edgeCount);
            // A search smaller than the change runs here (handing it over costs more); the others
            // run a search per thread, or a single one gets the threads itself.
            IntArrayList shared = new IntArrayList();
            for (int slot = 0; slot < searches.length; slot++) {
                if (searches[slot].fewerReachedThanChanges(added.length + removed.length)) {
                    scratch[slot] = !searches[slot].update(inView, added, removed, budget, workers);
                } else {
                    shared.add(slot);
                }
            }
            int inner = shared.size() == 1 ? workers : 1;
            Parallel.forChunks(workers, shared.size(), 1, (chunk, from, to) -> {
                for (int k = from; k < to; k++) {
                    int slot = shared.getInt(k);
                    scratch[slot] = !searches[slot].update(inView, added, removed, budget, inner);
                }
            });
        }
        IntArrayList behind = new IntArrayList();
        for (int slot = 0; slot < searches.length; slot++) {
            if (scratch[slot]) {
                behind.add(slot);
            }
        }
        if (!behind.isEmpty()) {
            ViewGraph view = inView.asGraph(graph, workers);
            int inner = behind.size() == 1 ? workers : 1;
            Parallel.forChunks(workers, behind.size(), 1, (chunk, from, to) -> {
                for (int k = from; k < to; k++) {
                    searches[behind.getInt(k)].recompute(view, inView, inner);
                }
            });
        }
        readGoals();
    }

    /** {@inheritDoc} A quarter: {@link ScratchFallback#FOLLOW_SHARE}. */
    @Override
    public double followShare() {
        return ScratchFallback.FOLLOW_SHARE;
    }

    private void readGoals() {
        changes.clear();
        for (int g = 0; g < values.length; g++) {
            long hops = searches[searchOf[g]].labels()[targets[g]];
            if (values[g] != hops) {
                values[g] = hops;
                changes.add(g);
            }
        }
    }

    /** {@inheritDoc} By goal index. */
    @Override
    public long[] values() {
        return values;
    }

    @Override
    public boolean[] reported() {
        return reported;
    }

    /** {@inheritDoc} Exact and never null: the goals whose hops differ from the last view's (every goal is always reported). */
    @Override
    public IntList changed() {
        return changes.keys();
    }
}
