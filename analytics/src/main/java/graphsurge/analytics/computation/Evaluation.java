package graphsurge.analytics.computation;

import graphsurge.analytics.graph.Follower;
import graphsurge.analytics.graph.ViewChange;
import graphsurge.analytics.incremental.ChangedKeys;
import it.unimi.dsi.fastutil.ints.IntList;

/**
 * One dataflow evaluating a sequence of views: each {@link #apply} moves it to the run's current
 * view by the {@link ViewChange} since the view it last saw, after which {@link #values()} and
 * {@link #reported()} describe the current view's result. A differential evaluation updates its
 * result from the change; a from-scratch one recomputes it.
 *
 * <p>The keys whose value or report an {@link #apply} changed are listed ({@link #changed()}) as
 * {@link #set} and {@link #report} write them: a subclass writes the result only through those two
 * (the arrays are private, so a write that the list would miss cannot be made by mistake), or calls
 * {@link #recomputed} when it rewrote the arrays {@link #values()} and {@link #reported()} give
 * wholesale, so that a reader follows the run in O(changes) per view.
 *
 * <p>The view is the run's, owned and moved by the collection runner before each {@link #apply}:
 * an evaluation reads it and never changes it, so that a run tracks its view once however many
 * evaluations it starts.
 */
public abstract class Evaluation implements Follower {
    /** The run's current view (read only). */
    protected final View view;
    /** The change being applied, during {@link #apply}. */
    private ViewChange change;
    private final long[] values;
    private final boolean[] reported;
    private final long absent;
    private final ChangedKeys changes;

    protected Evaluation(View view, int resultSize) {
        this(view, resultSize, 0);
    }

    /** @param absent the value of a key that has none (and the initial value of every key) */
    protected Evaluation(View view, int resultSize, long absent) {
        this.view = view;
        this.values = new long[resultSize];
        this.reported = new boolean[resultSize];
        this.absent = absent;
        this.changes = new ChangedKeys(resultSize);
        if (absent != 0) {
            java.util.Arrays.fill(values, absent);
        }
    }

    /**
     * Applies a dataflow's result changes {@code (key, value, diff)} to {@link #values}, for
     * results with one value per key: a key's old value leaves before its new one arrives.
     */
    protected final void applyChanges(graphsurge.engine.UpdateBatch changes) {
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

    private void reportPresence(it.unimi.dsi.fastutil.ints.IntList vertices, int root) {
        for (int i = 0; i < vertices.size(); i++) {
            int v = vertices.getInt(i);
            report(v, view.isPresent(v) || v == root);
        }
    }

    /** Moves to the run's current view, which differs by {@code change} from the one this evaluation last saw. */
    @Override
    public final void apply(ViewChange change) {
        this.change = change;
        changes.clear();
        try {
            update(change);
        } finally {
            this.change = null;
        }
    }

    /** Brings the result up to date with the view, which has changed by {@code change} since the last update. */
    protected abstract void update(ViewChange change);

    /** The change being applied: valid during {@link #update} and what it calls. */
    protected final ViewChange change() {
        return change;
    }

    /** The result value of each key; meaningful where {@link #reported()} is true. */
    @Override
    public final long[] values() {
        return values;
    }

    /** Which keys the current view reports (its vertices, the root, or every goal). */
    @Override
    public final boolean[] reported() {
        return reported;
    }

    /**
     * The keys whose value or report the last {@link #apply} may have changed, each once (live
     * until the next); null when it recomputed the result instead ({@link #recomputed}).
     */
    @Override
    public final IntList changed() {
        return changes.keys();
    }
}
