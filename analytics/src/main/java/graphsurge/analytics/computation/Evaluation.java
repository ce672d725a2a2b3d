package graphsurge.analytics.computation;

/**
 * One dataflow evaluating a sequence of views: each {@link #apply} moves it to the next view by
 * that view's edge differences, after which {@link #values()} and {@link #reported()} describe
 * the next view's result. A differential evaluation updates its result from the differences; a
 * from-scratch one recomputes it.
 */
public abstract class Evaluation {
    protected final ViewState view;
    protected final long[] values;
    protected final boolean[] reported;
    private final long absent;

    protected Evaluation(ViewState view, int resultSize) {
        this(view, resultSize, 0);
    }

    /** @param absent the value of a key that has none (and the initial value of every key) */
    protected Evaluation(ViewState view, int resultSize, long absent) {
        this.view = view;
        this.values = new long[resultSize];
        this.reported = new boolean[resultSize];
        this.absent = absent;
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
            values[(int) key] = absent;
        }
    }

    /** {@code value} is now {@code key}'s. */
    protected void assign(long key, long value) {
        values[(int) key] = value;
    }

    /** Reports every vertex of the view, and {@code root} (when not negative) always. */
    protected final void reportViewVertices(int root) {
        for (int v = 0; v < reported.length; v++) {
            reported[v] = view.isPresent(v) || v == root;
        }
    }

    /**
     * Gives the dataflow's run of the next {@link #apply} at most {@code nanos} (0: no limit):
     * past it the run stops with {@link graphsurge.engine.DeadlineExceeded},
     * and the evaluation is unusable. Counted from the run's start, so that moving the view and
     * sending its edges (which a native run of the view needs as well) are not charged to it.
     * Evaluations without a dataflow ignore it.
     */
    public void runBudget(long nanos) {}

    /** Moves to the next view: adds and removes these graph edge ids. */
    public final void apply(int[] added, int[] removed) {
        view.apply(added, removed);
        update(added, removed);
    }

    /** Brings the result up to date with the view, which has just changed by these edges. */
    protected abstract void update(int[] added, int[] removed);

    /** The result value of each key; meaningful where {@link #reported()} is true. */
    public final long[] values() {
        return values;
    }

    /** Which keys the current view reports (its vertices, the root, or every goal). */
    public final boolean[] reported() {
        return reported;
    }

    /** The current view's edge count. */
    public final int edgeCount() {
        return view.edgeCount();
    }
}
