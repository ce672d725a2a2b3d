package graphsurge.engine.internal.time;

import it.unimi.dsi.fastutil.longs.LongArrayList;

/**
 * A frontier: a set of mutually incomparable times (in the product order), describing the times
 * that can still be queried or still receive updates: those at or after some element.
 */
public final class Antichain {
    private final LongArrayList elements = new LongArrayList();

    public static Antichain of(long... times) {
        Antichain a = new Antichain();
        for (long t : times) {
            a.insert(t);
        }
        return a;
    }

    /** Adds {@code t} unless an element is already at or before it; drops elements after it. */
    public void insert(long t) {
        for (int i = 0; i < elements.size(); i++) {
            if (Times.lessEqual(elements.getLong(i), t)) {
                return;
            }
        }
        for (int i = elements.size() - 1; i >= 0; i--) {
            if (Times.lessEqual(t, elements.getLong(i))) {
                elements.removeLong(i);
            }
        }
        elements.add(t);
    }

    /** Whether {@code t} is at or after some element. */
    public boolean lessEqual(long t) {
        for (int i = 0; i < elements.size(); i++) {
            if (Times.lessEqual(elements.getLong(i), t)) {
                return true;
            }
        }
        return false;
    }

    public boolean isEmpty() {
        return elements.isEmpty();
    }

    public int size() {
        return elements.size();
    }

    public long get(int i) {
        return elements.getLong(i);
    }

    /**
     * The least time indistinguishable from {@code t} by any time at or after this frontier:
     * the meet, over the elements f, of {@code join(t, f)} (Differential Dataflow's advance_by).
     * For every time s at or after the frontier, {@code t <= s} exactly when the result is.
     */
    public long advance(long t) {
        if (elements.isEmpty()) {
            return t;
        }
        long result = Times.join(t, elements.getLong(0));
        for (int i = 1; i < elements.size(); i++) {
            result = Times.meet(result, Times.join(t, elements.getLong(i)));
        }
        return result;
    }
}
