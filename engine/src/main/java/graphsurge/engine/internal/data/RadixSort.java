package graphsurge.engine.internal.data;

import java.util.Arrays;

/**
 * Least-significant-digit radix sort of update columns by (key, value, time), all signed
 * {@code long}s, carrying the diffs along: no comparisons, no objects, no index indirection.
 *
 * <p>Digits are 11 bits (2,048 buckets: a digit's counts fit in the first-level cache). A digit
 * on which every update agrees (the high digits of small keys, most digits of times, which hold
 * few versions) is neither counted nor passed over, so sorting dense graph updates takes a
 * handful of passes rather than eighteen. Each
 * pass is stable, so sorting by time, then value, then key leaves the order (key, value, time).
 */
public final class RadixSort {
    private static final int BITS = 11;
    private static final int BUCKETS = 1 << BITS;
    private static final int DIGITS = (64 + BITS - 1) / BITS; // 6 per column
    private static final long SIGN = Long.MIN_VALUE;

    private RadixSort() {}

    /**
     * Below this many updates {@link #sort} compares instead: a radix pass costs a prefix sum over
     * 2,048 buckets whatever the count, so a few hundred updates (a round's share of a small
     * change) sort faster by comparisons, in place.
     */
    public static final int COMPARE_BELOW = 256;

    /** The length of the {@code counts} scratch {@link #sort} takes: a histogram for every digit of the three columns. */
    public static final int COUNTS = 3 * DIGITS * BUCKETS;

    /**
     * Sorts the first {@code n} entries of the four columns; {@code spare} holds four scratch
     * columns of at least {@code n} entries and {@code counts} {@link #COUNTS} ints (both unused,
     * and may be null, below {@link #COMPARE_BELOW}). Returns true when the sorted data ended in
     * the spare columns (the caller swaps), false when it is back in the originals.
     *
     * <p>Only the digits on which the updates differ are counted and passed over: which ones is
     * read from each column's bits that differ from its first entry, one OR per entry.
     */
    public static boolean sort(long[] keys, long[] values, long[] times, long[] diffs, long[][] spare, int[] counts,
            int n) {
        if (n < COMPARE_BELOW) {
            sortByComparing(keys, values, times, diffs, n);
            return false;
        }
        long[][] columns = {times, values, keys};
        int[] varying = new int[3 * DIGITS]; // (column, digit) pairs as column * DIGITS + digit, in pass order
        int passes = 0;
        for (int c = 0; c < 3; c++) {
            long[] col = columns[c];
            long first = col[0];
            long differing = 0;
            for (int i = 1; i < n; i++) {
                differing |= col[i] ^ first;
            }
            for (int d = 0; d < DIGITS; d++) {
                if ((differing >>> (d * BITS) & (BUCKETS - 1)) != 0) {
                    varying[passes++] = c * DIGITS + d;
                }
            }
        }
        Arrays.fill(counts, 0, passes * BUCKETS, 0);
        for (int p = 0; p < passes; p++) {
            long[] col = columns[varying[p] / DIGITS];
            int shift = (varying[p] % DIGITS) * BITS;
            int base = p * BUCKETS;
            for (int i = 0; i < n; i++) {
                counts[base + (int) (((col[i] ^ SIGN) >>> shift) & (BUCKETS - 1))]++;
            }
        }
        long[] k = keys;
        long[] v = values;
        long[] t = times;
        long[] f = diffs;
        long[] k2 = spare[0];
        long[] v2 = spare[1];
        long[] t2 = spare[2];
        long[] f2 = spare[3];
        int[] offsets = new int[BUCKETS];
        for (int p = 0; p < passes; p++) {
            int sum = 0;
            for (int b = 0, base = p * BUCKETS; b < BUCKETS; b++) {
                offsets[b] = sum;
                sum += counts[base + b];
            }
            int c = varying[p] / DIGITS;
            long[] by = c == 0 ? t : c == 1 ? v : k;
            int shift = (varying[p] % DIGITS) * BITS;
            for (int i = 0; i < n; i++) {
                int slot = offsets[(int) (((by[i] ^ SIGN) >>> shift) & (BUCKETS - 1))]++;
                k2[slot] = k[i];
                v2[slot] = v[i];
                t2[slot] = t[i];
                f2[slot] = f[i];
            }
            long[] x = k; k = k2; k2 = x;
            x = v; v = v2; v2 = x;
            x = t; t = t2; t2 = x;
            x = f; f = f2; f2 = x;
        }
        return passes % 2 == 1;
    }

    /** Sorts the first {@code n} entries in place by (key, value, time), signed, by comparisons: O(n log n). */
    private static void sortByComparing(long[] keys, long[] values, long[] times, long[] diffs, int n) {
        it.unimi.dsi.fastutil.Arrays.quickSort(0, n, (a, b) -> {
            int c = Long.compare(keys[a], keys[b]);
            if (c == 0) {
                c = Long.compare(values[a], values[b]);
            }
            return c != 0 ? c : Long.compare(times[a], times[b]);
        }, (a, b) -> {
            swap(keys, a, b);
            swap(values, a, b);
            swap(times, a, b);
            swap(diffs, a, b);
        });
    }

    private static void swap(long[] column, int a, int b) {
        long x = column[a];
        column[a] = column[b];
        column[b] = x;
    }

    /**
     * Sorts the first {@code n} entries of one column of non-negative values below
     * {@code 2^bits} (updates packed into one {@code long} each). Returns true when the sorted
     * data ended in {@code spare} (the caller swaps).
     *
     * <p>Large columns are first scattered by their top digit into buckets of a few thousand
     * values (one pass over memory), then each bucket, now cache-resident, is sorted by LSD passes
     * on the remaining bits, rather than LSD passes over the whole column, whose scatters miss
     * the cache at every write (figures in docs/engine.md). Small columns take the LSD passes
     * directly.
     */
    public static boolean sortPacked(long[] column, long[] spare, int n, int bits) {
        // Aim at about 4,096 values a bucket: large enough to pay for the bucket's histograms.
        int topBits = Math.min(Math.min(BITS, bits), 31 - Integer.numberOfLeadingZeros(Math.max(1, n)) - 12);
        if (topBits < 1) {
            int passes = Math.max(1, (bits + BITS - 1) / BITS);
            sortLsdRange(column, spare, 0, n, bits, passes, new int[passes << ((bits + passes - 1) / passes)]);
            return passes % 2 == 1;
        }
        int lowBits = bits - topBits;
        int buckets = 1 << topBits;
        int[] starts = new int[buckets + 1];
        for (int i = 0; i < n; i++) {
            starts[(int) (column[i] >>> lowBits) + 1]++;
        }
        for (int b = 0; b < buckets; b++) {
            starts[b + 1] += starts[b];
        }
        int[] next = Arrays.copyOf(starts, buckets);
        for (int i = 0; i < n; i++) {
            long x = column[i];
            spare[next[(int) (x >>> lowBits)]++] = x;
        }
        // Every bucket takes the same number of passes, so all end in the same array.
        int passes = (lowBits + BITS - 1) / BITS;
        int[] counts = new int[Math.max(1, passes) << BITS];
        for (int b = 0; b < buckets; b++) {
            int from = starts[b];
            int to = starts[b + 1];
            if (to - from > 1 && passes > 0) {
                sortLsdRange(spare, column, from, to, lowBits, passes, counts);
            } else if (to - from == 1 && passes % 2 == 1) {
                column[from] = spare[from]; // sorted already, but must end where the others do
            }
        }
        return passes % 2 == 0;
    }

    /**
     * LSD passes over {@code [from, to)}, {@code passes} of them with digits spread evenly over
     * {@code bits}, from {@code source} to {@code other} and back; one counting read for all
     * digits. The result ends in {@code other} when {@code passes} is odd.
     */
    private static void sortLsdRange(long[] source, long[] other, int from, int to, int bits, int passes, int[] counts) {
        int digitBits = (bits + passes - 1) / passes;
        int buckets = 1 << digitBits;
        long mask = buckets - 1;
        Arrays.fill(counts, 0, passes * buckets, 0);
        for (int i = from; i < to; i++) {
            long x = source[i];
            for (int p = 0; p < passes; p++) {
                counts[p * buckets + (int) ((x >>> (p * digitBits)) & mask)]++;
            }
        }
        long[] src = source;
        long[] dst = other;
        for (int p = 0; p < passes; p++) {
            int offset = p * buckets;
            int sum = from;
            for (int b = 0; b < buckets; b++) {
                int c = counts[offset + b];
                counts[offset + b] = sum;
                sum += c;
            }
            int shift = p * digitBits;
            for (int i = from; i < to; i++) {
                long x = src[i];
                dst[counts[offset + (int) ((x >>> shift) & mask)]++] = x;
            }
            long[] t = src;
            src = dst;
            dst = t;
        }
    }

}
