package graphsurge.analytics.engine.data;

/**
 * Least-significant-digit radix sort of update columns by (key, value, time), all signed
 * {@code long}s, carrying the diffs along: no comparisons, no objects, no index indirection.
 *
 * <p>Digits are 11 bits (2,048 buckets: the counts of every digit fit in the first-level cache
 * together). One read of the data builds all digit histograms; a digit on which every update
 * agrees (the high digits of small keys, most digits of times, which hold few versions) is
 * skipped, so sorting dense graph updates takes a handful of passes rather than eighteen. Each
 * pass is stable, so sorting by time, then value, then key leaves the order (key, value, time).
 */
final class RadixSort {
    private static final int BITS = 11;
    private static final int BUCKETS = 1 << BITS;
    private static final int DIGITS = (64 + BITS - 1) / BITS; // 6 per column
    private static final long SIGN = Long.MIN_VALUE;

    private RadixSort() {}

    /**
     * Sorts the first {@code n} entries of the four columns; {@code spare} holds four scratch
     * columns of at least {@code n} entries. Returns true when the sorted data ended in the spare
     * columns (the caller swaps), false when it is back in the originals.
     */
    static boolean sort(long[] keys, long[] values, long[] times, long[] diffs, long[][] spare, int n) {
        int[][] counts = new int[3 * DIGITS][BUCKETS];
        long[][] columns = {times, values, keys};
        for (int c = 0; c < 3; c++) {
            long[] col = columns[c];
            for (int i = 0; i < n; i++) {
                long x = col[i] ^ SIGN;
                for (int d = 0; d < DIGITS; d++) {
                    counts[c * DIGITS + d][(int) ((x >>> (d * BITS)) & (BUCKETS - 1))]++;
                }
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
        boolean swapped = false;
        int[] offsets = new int[BUCKETS];
        for (int c = 0; c < 3; c++) {
            for (int d = 0; d < DIGITS; d++) {
                int[] count = counts[c * DIGITS + d];
                if (constant(count, n)) {
                    continue;
                }
                int sum = 0;
                for (int b = 0; b < BUCKETS; b++) {
                    offsets[b] = sum;
                    sum += count[b];
                }
                long[] by = c == 0 ? t : c == 1 ? v : k;
                int shift = d * BITS;
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
                swapped = !swapped;
            }
        }
        return swapped;
    }

    /**
     * Sorts the first {@code n} entries of one column of non-negative values below
     * {@code 2^bits} (updates packed into one {@code long} each), with digits of at most 11 bits
     * spread evenly over {@code bits}, one counting read for all digits, and constant digits
     * skipped. Returns true when the sorted data ended in {@code spare} (the caller swaps).
     */
    static boolean sortPacked(long[] column, long[] spare, int n, int bits) {
        int passes = Math.max(1, (bits + BITS - 1) / BITS);
        int digitBits = (bits + passes - 1) / passes;
        int buckets = 1 << digitBits;
        long mask = buckets - 1;
        int[] counts = new int[passes * buckets];
        for (int i = 0; i < n; i++) {
            long x = column[i];
            for (int p = 0; p < passes; p++) {
                counts[p * buckets + (int) ((x >>> (p * digitBits)) & mask)]++;
            }
        }
        long[] from = column;
        long[] to = spare;
        boolean swapped = false;
        int[] offsets = new int[buckets];
        int[] count = new int[buckets];
        for (int p = 0; p < passes; p++) {
            System.arraycopy(counts, p * buckets, count, 0, buckets);
            if (constant(count, n)) {
                continue;
            }
            int sum = 0;
            for (int b = 0; b < buckets; b++) {
                offsets[b] = sum;
                sum += count[b];
            }
            int shift = p * digitBits;
            for (int i = 0; i < n; i++) {
                long x = from[i];
                to[offsets[(int) ((x >>> shift) & mask)]++] = x;
            }
            long[] x = from; from = to; to = x;
            swapped = !swapped;
        }
        return swapped;
    }

    private static boolean constant(int[] count, int n) {
        for (int c : count) {
            if (c != 0) {
                return c == n;
            }
        }
        return true;
    }
}
