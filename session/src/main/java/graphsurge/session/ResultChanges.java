package graphsurge.session;

import it.unimi.dsi.fastutil.ints.IntList;
import java.util.Arrays;

/**
 * A run's results followed view to view in run order: the previous view's value and report of
 * every key, and the counts a view's row shows (keys reported, keys new or changed, keys
 * removed). It visits a view's changes in key order.
 *
 * <p>When the runner says which keys may have changed ({@code ViewResult.changed()}, a superset
 * of those that did, each once) it compares only those: O(c log c) for c of them, the previous
 * results and the reported count kept up to date for just those keys. Without that list (a first
 * view, a view computed afresh, a segmented run) it compares every key, O(keys).
 *
 * <p>Its {@link ValueTally}, when it has one, is handed every key that differs, so that the view's
 * {@link #values} cost what the view changed.
 */
final class ResultChanges {
    /** Receives one key whose value or report differs from the previous view's. */
    @FunctionalInterface
    interface Visitor {
        void change(int key, boolean wasReported, long oldValue, boolean isReported, long newValue);
    }

    /** Follows the values for each view's {@link ViewValues}, or null. */
    private final ValueTally tally;
    private long[] values;
    private boolean[] reported;
    /** How many keys the current view reports. */
    private int count;
    private int changes;
    private int removed;
    /** The changed keys, copied and sorted into key order. */
    private int[] order = new int[0];

    /** Changes without a summary of the values. */
    ResultChanges() {
        this(null);
    }

    /** Changes that keep {@code tally} up to date with each view's values. */
    ResultChanges(ValueTally tally) {
        this.tally = tally;
    }

    /** What the current view's values come to, or null without a tally. */
    ViewValues values(long[] now, boolean[] shown) {
        return tally == null ? null : tally.values(now, shown, count);
    }

    /** Keys the current view reports. */
    int reported() {
        return count;
    }

    /** Keys of the current view that are new or changed value since the previous view. */
    int changes() {
        return changes;
    }

    /** Keys the previous view reported and the current one does not. */
    int removed() {
        return removed;
    }

    /**
     * Moves to the next view, whose results are {@code now} and {@code shown} ({@code changed}:
     * the keys that may differ, or null to compare every key), handing each key that differs to
     * {@code visitor} (may be null) in key order.
     */
    void next(long[] now, boolean[] shown, IntList changed, Visitor visitor) {
        if (values == null) {
            values = new long[now.length];
            reported = new boolean[now.length];
            changed = null; // nothing to compare with: every key is new
        }
        changes = 0;
        removed = 0;
        if (changed == null) {
            int n = 0;
            for (int k = 0; k < now.length; k++) {
                if (shown[k]) {
                    n++;
                }
                visit(k, now, shown, visitor);
            }
            count = n;
            return;
        }
        int m = changed.size();
        if (order.length < m) {
            order = new int[Math.max(m, 2 * order.length)];
        }
        changed.getElements(0, order, 0, m);
        Arrays.sort(order, 0, m);
        for (int i = 0; i < m; i++) {
            int k = order[i];
            if (shown[k] != reported[k]) {
                count += shown[k] ? 1 : -1;
            }
            visit(k, now, shown, visitor);
        }
    }

    private void visit(int k, long[] now, boolean[] shown, Visitor visitor) {
        boolean was = reported[k];
        boolean is = shown[k];
        if (was != is || is && values[k] != now[k]) {
            if (is) {
                changes++;
            } else {
                removed++;
            }
            if (visitor != null) {
                visitor.change(k, was, values[k], is, now[k]);
            }
            if (tally != null) {
                tally.change(k, was, values[k], is, now[k]);
            }
        }
        reported[k] = is;
        values[k] = now[k];
    }

    /**
     * Takes {@code now} as the current view's results without visiting them: a resumed stretch's
     * first view, complete on disk, that the next view's changes compare with.
     */
    void prime(long[] now, boolean[] shown) {
        values = now.clone();
        reported = shown.clone();
        int n = 0;
        if (tally != null) {
            tally.clear();
        }
        for (int k = 0; k < shown.length; k++) {
            if (shown[k]) {
                n++;
                if (tally != null) {
                    tally.change(k, false, 0, true, now[k]);
                }
            }
        }
        count = n;
    }
}
