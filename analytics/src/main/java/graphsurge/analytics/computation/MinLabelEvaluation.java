package graphsurge.analytics.computation;

import graphsurge.analytics.differential.MinLabelLoop;
import graphsurge.analytics.engine.data.UpdateBatch;
import graphsurge.analytics.engine.operators.Join;
import graphsurge.analytics.engine.operators.ReduceFunction;

/**
 * A differential evaluation on a {@link MinLabelLoop}: each view's edge and seed changes go in,
 * the loop's result changes come out and are applied to the per-key values. Keys without a
 * label hold {@code unreached}. BFS, SSSP, WCC and MPSP are written on it, and so can a user's
 * own label-propagation computation (see the README): say what an edge does to a label, which
 * edges and seeds each view changes, and which keys it reports.
 */
public abstract class MinLabelEvaluation extends Evaluation {
    private final MinLabelLoop loop;
    private final UpdateBatch edges = new UpdateBatch();
    private final UpdateBatch seeds = new UpdateBatch();
    private boolean firstView = true;

    /**
     * @param step what a label becomes along an edge: {@code (key, label, edgeValue) -> emit(target, newLabel)}
     * @param reduce {@link ReduceFunction#MIN} or {@link MinLabelLoop#MIN_PER_GROUP}
     * @param unreached the value of a key without a label
     */
    protected MinLabelEvaluation(ViewState view, int resultSize, Join.JoinFunction step, ReduceFunction reduce,
            long unreached, int workers) {
        super(view, resultSize, unreached);
        this.loop = new MinLabelLoop(step, reduce, workers);
    }

    @Override
    protected final void update(int[] added, int[] removed) {
        edges.clear();
        seeds.clear();
        addEdges(added, 1, edges);
        addEdges(removed, -1, edges);
        addSeeds(seeds);
        firstView = false;
        applyChanges(loop.next(edges, seeds));
        report();
    }

    /**
     * The view's edge changes, as (key, edge value) with {@code diff}; by default keyed by the
     * edge's source and carrying its edge id, for steps that read the target (and weights) by id.
     */
    protected void addEdges(int[] edgeIds, long diff, UpdateBatch into) {
        int[] sources = view.graph().sources();
        for (int e : edgeIds) {
            into.add(sources[e], e, 0, diff);
        }
    }

    /** The seeds' changes for this view (the root in the first view, or the vertices that came and went). */
    protected abstract void addSeeds(UpdateBatch into);

    /** Whether the view being added is the evaluation's first: when fixed seeds enter. */
    protected final boolean isFirstView() {
        return firstView;
    }

    /** Which keys the view reports, after the view's changes. */
    protected abstract void report();
}
