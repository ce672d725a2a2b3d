package graphsurge.cli.report;

import java.util.Arrays;

/**
 * Which points of a long series a chart draws, so that a page over thousands of views stays a
 * few megabytes: the points are cut into {@code buckets} runs of consecutive points, and of each
 * run the chart keeps the first, the last, the smallest and the largest (of every key series).
 * A line through the kept points has the same extremes as the whole series in every run, so a
 * spike or a dip is never thinned away; between them it is straight. Series of at most four
 * points per bucket are kept whole.
 */
final class Thinning {
    private Thinning() {}

    /**
     * The positions to keep in ascending order: all of {@code 0..n-1} when {@code n} is at most
     * {@code 4 * buckets}, else at most {@code 4 * buckets} of them: each bucket's first and last
     * position and the positions of its smallest and largest value in each key. The buckets are
     * divided among the keys, {@code b = max(1, buckets / keys)} each, so that the bound holds for
     * up to {@code buckets} keys; bucket {@code i} of {@code b} holds positions {@code i * n / b}
     * to {@code (i + 1) * n / b - 1}. NaN values are neither smallest nor largest.
     */
    static int[] keep(int n, int buckets, double[]... keys) {
        if (buckets < 1) {
            throw new IllegalArgumentException("at least one bucket, not " + buckets);
        }
        if (n <= 4 * buckets) {
            int[] all = new int[n];
            Arrays.setAll(all, i -> i);
            return all;
        }
        int perKey = Math.max(1, buckets / Math.max(1, keys.length));
        boolean[] kept = new boolean[n];
        kept[0] = true;
        kept[n - 1] = true;
        for (double[] key : keys) {
            for (int b = 0; b < perKey; b++) {
                int from = (int) ((long) b * n / perKey);
                int to = (int) ((long) (b + 1) * n / perKey);
                kept[from] = true;
                kept[to - 1] = true;
                int min = -1;
                int max = -1;
                for (int i = from; i < to; i++) {
                    double v = key[i];
                    if (Double.isNaN(v)) {
                        continue;
                    }
                    if (min < 0 || v < key[min]) {
                        min = i;
                    }
                    if (max < 0 || v > key[max]) {
                        max = i;
                    }
                }
                if (min >= 0) {
                    kept[min] = true;
                    kept[max] = true;
                }
            }
        }
        int count = 0;
        for (boolean k : kept) {
            count += k ? 1 : 0;
        }
        int[] out = new int[count];
        int o = 0;
        for (int i = 0; i < n; i++) {
            if (kept[i]) {
                out[o++] = i;
            }
        }
        return out;
    }
}
