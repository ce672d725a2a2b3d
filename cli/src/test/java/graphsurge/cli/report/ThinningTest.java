package graphsurge.cli.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Which points of a long series the report's charts keep, against the extremes found by brute force. */
class ThinningTest {
    @Test
    void aShortSeriesIsKeptWhole() {
        assertArrayEquals(new int[] {0, 1, 2, 3, 4, 5, 6, 7}, Thinning.keep(8, 2, new double[8]));
        assertArrayEquals(new int[0], Thinning.keep(0, 2, new double[0]));
    }

    @Test
    void everyBucketKeepsItsFirstLastLeastAndLargestWithinTheBound() {
        long seed = 20261206;
        SplittableRandom r = new SplittableRandom(seed);
        for (int round = 0; round < 200; round++) {
            int n = 1 + r.nextInt(5000);
            int buckets = 1 + r.nextInt(200);
            int keys = 1 + r.nextInt(4);
            double[][] series = new double[keys][n];
            for (double[] s : series) {
                for (int i = 0; i < n; i++) {
                    // Plateaus, spikes and gaps: ties and NaN are where a thinning goes wrong.
                    s[i] = r.nextInt(20) == 0 ? Double.NaN : r.nextInt(10) == 0 ? r.nextDouble() * 1e6 : r.nextInt(5);
                }
            }
            String at = "seed " + seed + " round " + round + " (n " + n + ", buckets " + buckets + ", keys " + keys + ")";
            int[] kept = Thinning.keep(n, buckets, series);
            boolean[] isKept = new boolean[n];
            for (int i = 0; i < kept.length; i++) {
                assertTrue(i == 0 || kept[i - 1] < kept[i], at + ": ascending, no repeats");
                isKept[kept[i]] = true;
            }
            if (n <= 4 * buckets) {
                assertEquals(n, kept.length, at + ": a short series is kept whole");
                continue;
            }
            assertTrue(kept.length <= 4 * Math.max(buckets, keys), at + ": " + kept.length + " points kept");
            assertTrue(isKept[0] && isKept[n - 1], at + ": the first and last points");
            int perKey = Math.max(1, buckets / keys);
            for (double[] s : series) {
                for (int b = 0; b < perKey; b++) {
                    int from = (int) ((long) b * n / perKey);
                    int to = (int) ((long) (b + 1) * n / perKey);
                    double least = Double.NaN;
                    double largest = Double.NaN;
                    double keptLeast = Double.NaN;
                    double keptLargest = Double.NaN;
                    for (int i = from; i < to; i++) {
                        if (!Double.isNaN(s[i])) {
                            least = Double.isNaN(least) ? s[i] : Math.min(least, s[i]);
                            largest = Double.isNaN(largest) ? s[i] : Math.max(largest, s[i]);
                            if (isKept[i]) {
                                keptLeast = Double.isNaN(keptLeast) ? s[i] : Math.min(keptLeast, s[i]);
                                keptLargest = Double.isNaN(keptLargest) ? s[i] : Math.max(keptLargest, s[i]);
                            }
                        }
                    }
                    assertTrue(isKept[from] && isKept[to - 1], at + ": bucket " + b + "'s ends");
                    assertEquals(least, keptLeast, at + ": bucket " + b + "'s least");
                    assertEquals(largest, keptLargest, at + ": bucket " + b + "'s largest");
                }
            }
        }
    }

    @Test
    void aThousandViewsAreThinnedToTheChartsBound() {
        double[] times = new double[1000];
        for (int i = 0; i < times.length; i++) {
            times[i] = i % 97 == 0 ? 500 : 1 + i % 3;
        }
        int[] kept = Thinning.keep(times.length, Charts.BUCKETS, times);
        assertTrue(kept.length <= 4 * Charts.BUCKETS, kept.length + " points");
        int spikes = 0;
        for (int i : kept) {
            spikes += times[i] == 500 ? 1 : 0;
        }
        assertEquals(11, spikes, "every one of the 11 spikes (views 0, 97, ..., 970) is drawn");
    }
}
