package graphsurge.engine.internal.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Arrays;
import java.util.Comparator;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class RadixSortTest {
    /**
     * Four columns sorted by (key, value, time), signed, against a comparison sort of their rows:
     * sizes on both sides of {@link RadixSort#COMPARE_BELOW}, columns that vary in a few low bits,
     * in every bit (negative values included) or not at all, and rows that repeat.
     */
    @Test
    void sortsRowsByKeyValueAndTimeCarryingTheDiffs() {
        for (long seed = 1; seed <= 300; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int n = (int) (seed % 3 == 0 ? r.nextInt(RadixSort.COMPARE_BELOW - 8, RadixSort.COMPARE_BELOW + 8)
                    : r.nextInt(2 * RadixSort.COMPARE_BELOW + 600));
            long[][] rows = new long[n][];
            for (int i = 0; i < n; i++) {
                rows[i] = new long[] {column(r, (int) (seed % 4)), column(r, (int) (seed / 4 % 4)),
                        column(r, (int) (seed / 16 % 4)), i};
            }
            long[] keys = new long[n + 3];
            long[] values = new long[n + 3];
            long[] times = new long[n + 3];
            long[] diffs = new long[n + 3];
            for (int i = 0; i < n; i++) {
                keys[i] = rows[i][0];
                values[i] = rows[i][1];
                times[i] = rows[i][2];
                diffs[i] = rows[i][3];
            }
            long[][] spare = {new long[n + 3], new long[n + 3], new long[n + 3], new long[n + 3]};
            boolean swapped = RadixSort.sort(keys, values, times, diffs, spare, new int[RadixSort.COUNTS], n);
            long[][] sorted = swapped ? spare : new long[][] {keys, values, times, diffs};
            // Stable by the original position (the diff column), as LSD passes are; comparisons need not
            // be, so rows equal in (key, value, time) are compared as a set.
            Arrays.sort(rows, Comparator.<long[]>comparingLong(x -> x[0]).thenComparingLong(x -> x[1])
                    .thenComparingLong(x -> x[2]));
            long[][] got = new long[n][];
            for (int i = 0; i < n; i++) {
                got[i] = new long[] {sorted[0][i], sorted[1][i], sorted[2][i], sorted[3][i]};
            }
            for (int i = 0, j; i < n; i = j) {
                for (j = i + 1; j < n && Arrays.equals(rows[i], 0, 3, rows[j], 0, 3); j++) {}
                long[] want = new long[j - i];
                long[] have = new long[j - i];
                for (int k = i; k < j; k++) {
                    assertArrayEquals(Arrays.copyOf(rows[k], 3), Arrays.copyOf(got[k], 3), "seed " + seed + ", row " + k);
                    want[k - i] = rows[k][3];
                    have[k - i] = got[k][3];
                }
                Arrays.sort(want);
                Arrays.sort(have);
                assertArrayEquals(want, have, "seed " + seed + ": the diffs of rows " + i + ".." + j);
            }
        }
    }

    /** A column entry: constant, a few low bits, any long, or a few values far apart with either sign. */
    private static long column(SplittableRandom r, int kind) {
        return switch (kind) {
            case 0 -> 42;
            case 1 -> r.nextInt(6);
            case 2 -> r.nextLong();
            default -> (r.nextInt(5) - 2) * 0x0123_4567_89AB_CDEFL;
        };
    }
}
