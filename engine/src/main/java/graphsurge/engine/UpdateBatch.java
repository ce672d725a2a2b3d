package graphsurge.engine;

import graphsurge.engine.internal.data.RadixSort;
import it.unimi.dsi.fastutil.longs.LongArrays;
import java.util.Arrays;

/**
 * A growable batch of updates {@code ((key, value), time, diff)}, struct-of-arrays in four
 * {@code long[]} columns: no object per update. Keys and values are {@code long}s, which hold the
 * record shapes graph programs use: {@code int} or {@code long} ids, fixed-point numbers, and
 * pairs of {@code int}s packed as {@code (a << 32) | b}. Diffs are signed multiplicities.
 *
 * <p>{@link #consolidate} sorts by (key, value, time) with {@link RadixSort} and sums the diffs of
 * equal triples, dropping those that cancel: the canonical form every operator works on.
 */
public final class UpdateBatch {
    private long[] keys;
    private long[] values;
    private long[] times;
    private long[] diffs;
    private int size;
    // True from a consolidation until the next add: consolidating again is then free, so that
    // operators handing batches to each other (join to trace, say) do not sort them twice.
    private boolean consolidated;
    // Scratch columns of consolidation, kept: engines consolidate the same batches again and again,
    // and fresh arrays cost page faults. The spare column holds the diffs beside the packed updates,
    // or the radix sort's second buffer when the diffs are packed too.
    private long[] packedScratch = new long[0];
    private long[] spareScratch = new long[0];
    /**
     * The four-column radix sort's second set of columns and its histograms (null until a batch
     * too wide to pack sorts enough updates for it): the columns trade places with the batch's own
     * whenever the sorted updates end in them.
     */
    private long[][] sortColumns;
    private int[] sortCounts;

    public UpdateBatch() {
        this(16);
    }

    public UpdateBatch(int capacity) {
        int c = Math.max(1, capacity);
        keys = new long[c];
        values = new long[c];
        times = new long[c];
        diffs = new long[c];
    }

    /** A copy holding the same updates in the same order. */
    public UpdateBatch copy() {
        UpdateBatch c = new UpdateBatch(size);
        System.arraycopy(keys, 0, c.keys, 0, size);
        System.arraycopy(values, 0, c.values, 0, size);
        System.arraycopy(times, 0, c.times, 0, size);
        System.arraycopy(diffs, 0, c.diffs, 0, size);
        c.size = size;
        c.consolidated = consolidated;
        return c;
    }

    /** Makes room for {@code more} updates beyond the current size, growing once instead of by doublings. */
    public void reserve(long more) {
        long needed = size + more;
        if (needed > keys.length) {
            grow((int) Math.min(Integer.MAX_VALUE - 8, needed));
        }
    }

    /** A consolidated copy, leaving this batch as it is (free of sorting when it is consolidated already). */
    public UpdateBatch consolidatedCopy() {
        UpdateBatch c = copy();
        c.consolidate();
        return c;
    }

    /**
     * This batch when it is consolidated, else a consolidated copy: for readers that need the
     * canonical form and leave the batch as it is, without copying one that has it already.
     */
    public UpdateBatch consolidated() {
        return consolidated ? this : consolidatedCopy();
    }

    /**
     * The keys column: its first {@link #size} entries are the updates' keys. For readers that
     * need them as an array (a trace probe); it must not be changed.
     */
    public long[] keyColumn() {
        return keys;
    }

    /** Appends every update of {@code other}, in its order. */
    public void addAll(UpdateBatch other) {
        int n = other.size;
        if (n == 0) {
            return;
        }
        reserve(n);
        System.arraycopy(other.keys, 0, keys, size, n);
        System.arraycopy(other.values, 0, values, size, n);
        System.arraycopy(other.times, 0, times, size, n);
        System.arraycopy(other.diffs, 0, diffs, size, n);
        consolidated = size == 0 && other.consolidated;
        size += n;
    }

    public void add(long key, long value, long time, long diff) {
        if (size == keys.length) {
            grow(size + 1);
        }
        keys[size] = key;
        values[size] = value;
        times[size] = time;
        diffs[size] = diff;
        size++;
        consolidated = false;
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public long key(int i) {
        return keys[i];
    }

    public long value(int i) {
        return values[i];
    }

    public long time(int i) {
        return times[i];
    }

    public long diff(int i) {
        return diffs[i];
    }

    public void clear() {
        size = 0;
        consolidated = false;
    }

    /**
     * Sorts by (key, value, time), lexicographically, and merges updates with equal triples by
     * summing their diffs; updates whose diffs sum to zero disappear. O(n) radix passes.
     */
    public void consolidate() {
        if (!consolidated) {
            sortAndMerge();
            consolidated = true;
        }
    }

    private void sortAndMerge() {
        if (size < 2) {
            if (size == 1 && diffs[0] == 0) {
                size = 0;
            }
            return;
        }
        if (inCanonicalOrder()) {
            return;
        }
        if (consolidatePacked()) {
            return;
        }
        if (size >= RadixSort.COMPARE_BELOW && (sortColumns == null || sortColumns[0].length < size)) {
            sortColumns = new long[][] {new long[keys.length], new long[keys.length], new long[keys.length],
                new long[keys.length]};
            sortCounts = new int[RadixSort.COUNTS];
        }
        if (RadixSort.sort(keys, values, times, diffs, sortColumns, sortCounts, size)) {
            long[][] spare = sortColumns;
            sortColumns = new long[][] {keys, values, times, diffs};
            keys = spare[0];
            values = spare[1];
            times = spare[2];
            diffs = spare[3];
        }
        // Merge runs of equal (key, value, time) in place, dropping those whose diffs cancel.
        int out = 0;
        for (int i = 0; i < size; i++) {
            if (out > 0 && keys[out - 1] == keys[i] && values[out - 1] == values[i] && times[out - 1] == times[i]) {
                diffs[out - 1] += diffs[i];
                continue;
            }
            if (out > 0 && diffs[out - 1] == 0) {
                out--; // the previous triple cancelled out: overwrite it
            }
            keys[out] = keys[i];
            values[out] = values[i];
            times[out] = times[i];
            diffs[out] = diffs[i];
            out++;
        }
        if (out > 0 && diffs[out - 1] == 0) {
            out--;
        }
        size = out;
    }

    /**
     * Whether the updates are strictly ascending by (key, value, time) with no zero diff: the
     * consolidated form already, as batches built in order (a graph's edges read from its
     * adjacency) are. Unsorted batches fail at their first descent, so the check costs them little.
     */
    private boolean inCanonicalOrder() {
        if (diffs[0] == 0) {
            return false;
        }
        for (int i = 1; i < size; i++) {
            long k = keys[i - 1];
            long v = values[i - 1];
            if (diffs[i] == 0 || k > keys[i] || k == keys[i] && (v > values[i] || v == values[i] && times[i - 1] >= times[i])) {
                return false;
            }
        }
        return true;
    }

    /**
     * The common case: when the ranges of keys, values and times fit in 63 bits together (graph
     * updates: vertex ids, small values, a few versions), each update is packed into one sortable
     * {@code long}, radix sorted, and equal triples are merged while unpacking. When the diffs'
     * range fits in the bits left over (diffs are mostly +1 and -1), it is packed too, below the
     * triple, and one column is sorted by {@link RadixSort#sortPacked} instead of two by fastutil.
     * Returns false (sorting nothing) when the ranges do not fit.
     */
    private boolean consolidatePacked() {
        long minKey = Long.MAX_VALUE;
        long maxKey = Long.MIN_VALUE;
        long minValue = Long.MAX_VALUE;
        long maxValue = Long.MIN_VALUE;
        long minTime = Long.MAX_VALUE;
        long maxTime = Long.MIN_VALUE;
        long minDiff = Long.MAX_VALUE;
        long maxDiff = Long.MIN_VALUE;
        for (int i = 0; i < size; i++) {
            minKey = Math.min(minKey, keys[i]);
            maxKey = Math.max(maxKey, keys[i]);
            minValue = Math.min(minValue, values[i]);
            maxValue = Math.max(maxValue, values[i]);
            minTime = Math.min(minTime, times[i]);
            maxTime = Math.max(maxTime, times[i]);
            minDiff = Math.min(minDiff, diffs[i]);
            maxDiff = Math.max(maxDiff, diffs[i]);
        }
        int keyBits = bits(maxKey - minKey);
        int valueBits = bits(maxValue - minValue);
        int timeBits = bits(maxTime - minTime);
        if (keyBits < 0 || valueBits < 0 || timeBits < 0 || keyBits + valueBits + timeBits > 63) {
            return false;
        }
        int diffBits = bits(maxDiff - minDiff);
        boolean diffsPacked = diffBits >= 0 && keyBits + valueBits + timeBits + diffBits <= 63;
        int tripleShift = diffsPacked ? diffBits : 0;
        if (packedScratch.length < size) {
            packedScratch = new long[keys.length];
        }
        long[] packed = packedScratch;
        int timeShift = tripleShift;
        int valueShift = timeShift + timeBits;
        int keyShift = valueShift + valueBits;
        if (diffsPacked) {
            for (int i = 0; i < size; i++) {
                packed[i] = ((keys[i] - minKey) << keyShift) | ((values[i] - minValue) << valueShift)
                        | ((times[i] - minTime) << timeShift) | (diffs[i] - minDiff);
            }
            if (RadixSort.sortPacked(packed, spareScratch(), size, keyShift + keyBits)) {
                packedScratch = spareScratch;
                spareScratch = packed;
                packed = packedScratch;
            }
        } else {
            System.arraycopy(diffs, 0, spareScratch(), 0, size);
            for (int i = 0; i < size; i++) {
                packed[i] = ((keys[i] - minKey) << keyShift) | ((values[i] - minValue) << valueShift)
                        | ((times[i] - minTime) << timeShift);
            }
            LongArrays.radixSort(packed, spareScratch, 0, size);
        }
        long diffMask = mask(diffsPacked ? diffBits : 0);
        long valueMask = mask(valueBits);
        long timeMask = mask(timeBits);
        // Merge runs of equal triples straight from the packed form; unpack only what survives.
        int out = 0;
        int i = 0;
        while (i < size) {
            long triple = packed[i] >>> tripleShift;
            long sum = 0;
            do {
                sum += diffsPacked ? (packed[i] & diffMask) + minDiff : spareScratch[i];
                i++;
            } while (i < size && packed[i] >>> tripleShift == triple);
            if (sum != 0) {
                long p = triple << tripleShift;
                keys[out] = (p >>> keyShift) + minKey;
                values[out] = ((p >>> valueShift) & valueMask) + minValue;
                times[out] = ((p >>> timeShift) & timeMask) + minTime;
                diffs[out] = sum;
                out++;
            }
        }
        size = out;
        return true;
    }

    private long[] spareScratch() {
        if (spareScratch.length < size) {
            spareScratch = new long[keys.length];
        }
        return spareScratch;
    }

    private static long mask(int bits) {
        return bits == 0 ? 0 : (1L << bits) - 1;
    }

    /** Bits needed for a non-negative range, or -1 when the subtraction overflowed. */
    private static int bits(long range) {
        return range < 0 ? -1 : 64 - Long.numberOfLeadingZeros(range);
    }

    private void grow(int needed) {
        int capacity = (int) Math.min(Integer.MAX_VALUE - 8, Math.max(needed, 2L * keys.length));
        keys = Arrays.copyOf(keys, capacity);
        values = Arrays.copyOf(values, capacity);
        times = Arrays.copyOf(times, capacity);
        diffs = Arrays.copyOf(diffs, capacity);
    }
}
