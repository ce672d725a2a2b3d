package graphsurge.analytics.computation;

import graphsurge.analytics.differential.MinLabelLoop;
import graphsurge.engine.JoinFunction;
import graphsurge.engine.ReduceFunction;
import graphsurge.engine.UpdateBatch;
import java.util.function.LongBinaryOperator;

/**
 * A differential evaluation on a {@link MinLabelLoop}: each view's edge and seed changes go in,
 * the loop's result changes come out and are applied to the per-key values. Keys without a
 * label hold {@code unreached}. BFS, SSSP, WCC and MPSP are written on it, and so can a user's
 * own label-propagation computation (see docs/java-api.md): say what an edge does to a label, which
 * seeds each view changes, and which keys it reports.
 */
public abstract class MinLabelEvaluation extends DataflowEvaluation {
    private final MinLabelLoop loop;
    private final UpdateBatch seeds = new UpdateBatch();
    private boolean firstView = true;

    /**
     * Labels following edges forward.
     *
     * @param step what a label becomes along an edge: {@code (source, label, edge record) -> emit(target, newLabel)} (see {@link graphsurge.analytics.differential.GraphEdges})
     * @param reduce {@link ReduceFunction#MIN} or {@link MinLabelLoop#MIN_PER_GROUP}
     * @param unreached the value of a key without a label
     */
    protected MinLabelEvaluation(View view, int resultSize, JoinFunction step, ReduceFunction reduce,
            long unreached, int workers) {
        this(view, resultSize, step, null, reduce, null, null, unreached, workers);
    }

    /**
     * Labels following edges forward with {@code forward} and, unless null, backward with
     * {@code backward} ({@code (target, label, edge record) -> emit(source, newLabel)}); unless
     * null, each seed entering the loop in round {@code seedRound(key, label)} and each label an
     * edge proposes waiting for round {@code labelRound(key, label)} (see {@link MinLabelLoop}).
     */
    protected MinLabelEvaluation(View view, int resultSize, JoinFunction forward, JoinFunction backward,
            ReduceFunction reduce, LongBinaryOperator seedRound, LongBinaryOperator labelRound, long unreached,
            int workers) {
        super(view, resultSize, unreached, workers);
        this.loop = new MinLabelLoop(edges, forward, backward, reduce, seedRound, labelRound);
    }

    @Override
    protected final void beforeRun() {
        seeds.clear();
        addSeeds(seeds);
        loop.seeds().send(seeds);
        firstView = false;
    }

    @Override
    protected final void afterRun() {
        applyChanges(loop.drain());
        report();
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
