package graphsurge.analytics.computation;

import graphsurge.analytics.differential.GraphEdges;
import graphsurge.analytics.graph.Follower;
import graphsurge.analytics.graph.ViewChange;
import graphsurge.analytics.incremental.ChangedKeys;
import graphsurge.engine.Dataflow;
import graphsurge.engine.UpdateBatch;
import it.unimi.dsi.fastutil.ints.IntList;

/**
 * A computation's dataflow evaluating a sequence of views differentially: a {@link Dataflow} of
 * its own, with the graph's edges in it ({@link #edges}), moved by each {@link ViewChange} (a
 * {@link Follower}). It reads the run's view, which the runner moves, and never changes it.
 * {@link MinLabelEvaluation}, SCC and PageRank's dataflow form are written on it, and so can a
 * user's computation of another shape (build the dataflow on {@link #edges} in the constructor).
 *
 * <p>The keys whose value or report an {@link #apply} changed are listed ({@link #changed()}) as
 * {@link #set} and {@link #report} write them: a subclass writes the result only through those two
 * (the arrays are private, so no write escapes the list), or calls {@link #recomputed} when it
 * rewrote them wholesale, so that a reader follows the run in O(changes) per view.
 */
public abstract class DataflowEvaluation implements Follower {
    /** The run's current view (read only). */
    protected final View view;
    /** The dataflow, run once per view. */
    protected final Dataflow dataflow;
    /** The graph's edges in the dataflow, arranged by source and by target for the joins that ask. */
    protected final GraphEdges edges;
    /** The change being applied, during {@link #apply}. */
    private ViewChange change;
    private final long[] values;
    private final boolean[] reported;
    private final long absent;
    private final ChangedKeys changes;
    /** The next run's budget (0: none), used once. */
    private long runBudget;

    /** @param absent the value of a key that has none (and the initial value of every key) */
    protected DataflowEvaluation(View view, int resultSize, long absent, int workers) {
        this.view = view;
        this.values = new long[resultSize];
        this.reported = new boolean[resultSize];
        this.absent = absent;
        this.changes = new ChangedKeys(resultSize);
        if (absent != 0) {
            java.util.Arrays.fill(values, absent);
        }
        this.dataflow = new Dataflow(workers);
        this.edges = new GraphEdges(dataflow, view.graph());
    }

    /**
     * Applies a dataflow's result changes {@code (key, value, diff)} to {@link #values}, for
     * results with one value per key: a key's old value leaves before its new one arrives.
     */
    protected final void applyChanges(UpdateBatch changes) {
        for (int k = 0; k < changes.size(); k++) {
            if (changes.diff(k) < 0) {
                retract(changes.key(k), changes.value(k));
            }
        }
        for (int k = 0; k < changes.size(); k++) {
            if (changes.diff(k) > 0) {
                assign(changes.key(k), changes.value(k));
            }
        }
    }

    /** {@code value} is no longer {@code key}'s. */
    protected void retract(long key, long value) {
        if (values[(int) key] == value) {
            set((int) key, absent);
        }
    }

    /** {@code value} is now {@code key}'s. */
    protected void assign(long key, long value) {
        set((int) key, value);
    }

    /** {@code key}'s value now. */
    protected final long value(int key) {
        return values[key];
    }

    /** Gives {@code key} the value {@code value}, listing it as changed when that is new. */
    protected final void set(int key, long value) {
        if (values[key] != value) {
            values[key] = value;
            changes.add(key);
        }
    }

    /** Reports {@code key} or not, listing it as changed when that is new. */
    protected final void report(int key, boolean report) {
        if (reported[key] != report) {
            reported[key] = report;
            changes.add(key);
        }
    }

    /** This view's result was rewritten without {@link #set} and {@link #report}: its changes are unknown. */
    protected final void recomputed() {
        changes.unknown();
    }

    /**
     * Reports every vertex of the view, and {@code root} (when not negative) always. Call it for
     * every view, with the same root: it updates the report from the vertices that appeared and
     * disappeared, so it costs the change's size, not the graph's vertex count.
     */
    protected final void reportViewVertices(int root) {
        if (root >= 0) {
            report(root, true);
        }
        reportPresence(change.disappeared(), root);
        reportPresence(change.appeared(), root);
    }

    private void reportPresence(IntList vertices, int root) {
        for (int i = 0; i < vertices.size(); i++) {
            int v = vertices.getInt(i);
            report(v, view.isPresent(v) || v == root);
        }
    }

    /**
     * Moves to the run's current view, which differs by {@code change} from the one this
     * evaluation last saw: the edge differences enter {@link #edges}, {@link #beforeRun} sends the
     * other inputs, the dataflow runs the view, and {@link #afterRun} applies the result's changes.
     */
    @Override
    public final void apply(ViewChange change) {
        this.change = change;
        changes.clear();
        try {
            edges.change(change.added(), change.removed());
            beforeRun();
            dataflow.deadline(runBudget == 0 ? 0 : System.nanoTime() + runBudget);
            runBudget = 0;
            dataflow.run();
            afterRun();
        } finally {
            this.change = null;
        }
    }

    /**
     * {@inheritDoc} Counted from the dataflow's run, so that moving the view and sending its edges
     * (which a plain run of the view needs as well) are not charged to it.
     */
    @Override
    public final void budget(long nanos) {
        runBudget = nanos;
    }

    /** Sends the view's other inputs (seeds, vertices) before the dataflow runs it; none by default. */
    protected void beforeRun() {}

    /** Applies the view's result changes (see {@link #applyChanges}) and marks the keys it reports. */
    protected abstract void afterRun();

    /** The change being applied: valid during {@link #apply} and what it calls. */
    protected final ViewChange change() {
        return change;
    }

    @Override
    public final long[] values() {
        return values;
    }

    @Override
    public final boolean[] reported() {
        return reported;
    }

    /** {@inheritDoc} Null after {@link #recomputed}. */
    @Override
    public final IntList changed() {
        return changes.keys();
    }
}
