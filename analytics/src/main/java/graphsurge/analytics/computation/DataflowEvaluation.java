package graphsurge.analytics.computation;

import graphsurge.analytics.graph.ViewChange;
import graphsurge.analytics.differential.GraphEdges;
import graphsurge.engine.Dataflow;
import graphsurge.gstore.PropertyGraph;

/**
 * A differential evaluation on a dataflow of its own: each view's edge differences enter the
 * dataflow's {@link GraphEdges}, the subclass sends its other inputs, the dataflow runs the view,
 * and the subclass applies the changes of the result. {@link MinLabelEvaluation}, SCC and
 * PageRank's dataflow form are written on it, and so can a user's computation of another shape
 * (build the dataflow on {@link #edges} in the constructor).
 */
public abstract class DataflowEvaluation extends Evaluation {
    /** The dataflow, run once per view. */
    protected final Dataflow dataflow;
    /** The graph's edges in the dataflow, arranged by source and by target for the joins that ask. */
    protected final GraphEdges edges;

    /** @param absent the value of a key that has none (and the initial value of every key) */
    protected DataflowEvaluation(View view, int resultSize, long absent, int workers) {
        super(view, resultSize, absent);
        this.dataflow = new Dataflow(workers);
        PropertyGraph graph = view.graph();
        this.edges = new GraphEdges(dataflow, graph.sources(), graph.targets(), graph.out(), graph.in());
    }

    /** The next run's budget (0: none), used once. */
    private long runBudget;

    /**
     * {@inheritDoc} Counted from the dataflow's run, so that moving the view and sending its edges
     * (which a plain run of the view needs as well) are not charged to it.
     */
    @Override
    public final void budget(long nanos) {
        runBudget = nanos;
    }

    @Override
    protected final void update(ViewChange change) {
        edges.change(change.added(), change.removed());
        beforeRun();
        dataflow.deadline(runBudget == 0 ? 0 : System.nanoTime() + runBudget);
        runBudget = 0;
        dataflow.run();
        afterRun();
    }

    /** Sends the view's other inputs (seeds, vertices) before the dataflow runs it; none by default. */
    protected void beforeRun() {}

    /** Applies the view's result changes (see {@link #applyChanges}) and marks the keys it reports. */
    protected abstract void afterRun();
}
