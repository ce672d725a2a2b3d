package graphsurge.engine.internal.time;

import java.util.Arrays;

/**
 * A frontier: a set of mutually incomparable times (in the product order), describing the times
 * that can still be queried or still receive updates: those at or after some element.
 */
public final class Antichain {
    // A plain array rather than a list: advance runs once per update that a trace merges.
    private long[] elements = new long[1];
    private int size;

    public static Antichain of(long... times) {
        Antichain a = new Antichain();
        for (long t : times) {
            a.insert(t);
        }
        return a;
    }

    /** Adds {@code t} unless an element is already at or before it; drops elements after it. */
    public void insert(long t) {
        for (int i = 0; i < size; i++) {
            if (Times.lessEqual(elements[i], t)) {
                return;
            }
        }
        int kept = 0;
        for (int i = 0; i < size; i++) {
            if (!Times.lessEqual(t, elements[i])) {
                elements[kept++] = elements[i];
            }
        }
        size = kept;
        if (size == elements.length) {
            elements = Arrays.copyOf(elements, 2 * size);
        }
        elements[size++] = t;
    }

    /** Whether {@code t} is at or after some element. */
    public boolean lessEqual(long t) {
        for (int i = 0; i < size; i++) {
            if (Times.lessEqual(elements[i], t)) {
                return true;
            }
        }
        return false;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public int size() {
        return size;
    }

    public long get(int i) {
        if (i >= size) {
            throw new IndexOutOfBoundsException(i);
        }
        return elements[i];
    }

    /**
     * The least time indistinguishable from {@code t} by any time at or after this frontier:
     * the meet, over the elements f, of {@code join(t, f)} (Differential Dataflow's advance_by).
     * For every time s at or after the frontier, {@code t <= s} exactly when the result is.
     */
    public long advance(long t) {
        if (size == 0) {
            return t;
        }
        long result = Times.join(t, elements[0]);
        for (int i = 1; i < size; i++) {
            result = Times.meet(result, Times.join(t, elements[i]));
        }
        return result;
    }
}
