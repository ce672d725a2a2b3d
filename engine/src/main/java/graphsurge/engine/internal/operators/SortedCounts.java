package graphsurge.engine.internal.operators;

import java.util.Arrays;

/**
 * A multiset of values with non-zero counts, sorted by value, that grows by merging in runs
 * already sorted by value: a reduce's accumulation of one key, carried from one time of a chain
 * to the next. Merging a run of r updates into c counts costs O(c + r), so walking a chain of
 * times costs each time its new updates and the accumulation's size, never the key's history.
 */
final class SortedCounts {
    long[] values = new long[16];
    long[] counts = new long[16];
    int size;
    private long[] spareValues = new long[16];
    private long[] spareCounts = new long[16];

    void clear() {
        size = 0;
    }

    /**
     * Adds {@code sign} times the counts {@code runCounts[from, to)} of the values
     * {@code runValues[from, to)} (ascending, repeats allowed), dropping values whose count
     * becomes zero.
     */
    void merge(long[] runValues, long[] runCounts, int from, int to, long sign) {
        if (from >= to) {
            return;
        }
        int capacity = size + (to - from);
        if (spareValues.length < capacity) {
            spareValues = new long[Math.max(capacity, 2 * spareValues.length)];
            spareCounts = new long[spareValues.length];
        }
        int n = 0;
        int a = 0;
        int b = from;
        while (a < size || b < to) {
            long v;
            long c = 0;
            if (b >= to || a < size && values[a] <= runValues[b]) {
                v = values[a];
            } else {
                v = runValues[b];
            }
            while (a < size && values[a] == v) {
                c += counts[a++];
            }
            while (b < to && runValues[b] == v) {
                c += sign * runCounts[b++];
            }
            if (c != 0) {
                spareValues[n] = v;
                spareCounts[n] = c;
                n++;
            }
        }
        long[] swapValues = values;
        values = spareValues;
        spareValues = swapValues;
        long[] swapCounts = counts;
        counts = spareCounts;
        spareCounts = swapCounts;
        size = n;
    }

    /** Adds one value with its count (the caller merges many with {@link #merge}). */
    void add(long value, long count) {
        int at = Arrays.binarySearch(values, 0, size, value);
        if (at >= 0) {
            counts[at] += count;
            if (counts[at] == 0) {
                System.arraycopy(values, at + 1, values, at, size - at - 1);
                System.arraycopy(counts, at + 1, counts, at, size - at - 1);
                size--;
            }
            return;
        }
        if (count == 0) {
            return;
        }
        int insert = -at - 1;
        if (size == values.length) {
            values = Arrays.copyOf(values, 2 * size);
            counts = Arrays.copyOf(counts, 2 * size);
        }
        System.arraycopy(values, insert, values, insert + 1, size - insert);
        System.arraycopy(counts, insert, counts, insert + 1, size - insert);
        values[insert] = value;
        counts[insert] = count;
        size++;
    }
}
