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

    protected Evaluation(ViewState view, int resultSize) {
        this.view = view;
        this.values = new long[resultSize];
        this.reported = new boolean[resultSize];
    }

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
