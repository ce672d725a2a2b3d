package graphsurge.ordering;

import java.util.concurrent.ForkJoinPool;
import java.util.stream.IntStream;

/**
 * The symmetric matrix of Hamming distances between view bitsets, with one more row and column
 * for the empty view (whose distance to a view is that view's size): the number of edge
 * differences between running one view and the next.
 *
 * <p>O(k^2 m / 64) word operations for k views over m edges, parallel over rows.
 */
public final class HammingDistances {
    private final long[] distances;
    private final int size;

    private HammingDistances(long[] distances, int size) {
        this.distances = distances;
        this.size = size;
    }

    /**
     * Distances between the bitsets {@code views} (each an array of the same number of 64-bit
     * words); index {@code views.length} is the empty view.
     */
    public static HammingDistances of(long[][] views, int threads) {
        int k = views.length;
        int n = k + 1;
        long[] d = new long[n * n];
        Runnable all = () -> IntStream.range(0, k).parallel().forEach(i -> {
            long[] a = views[i];
            long ones = 0;
            for (long w : a) {
                ones += Long.bitCount(w);
            }
            d[i * n + k] = ones;
            d[k * n + i] = ones;
            for (int j = i + 1; j < k; j++) {
                long[] b = views[j];
                long diff = 0;
                for (int w = 0; w < a.length; w++) {
                    diff += Long.bitCount(a[w] ^ b[w]);
                }
                d[i * n + j] = diff;
                d[j * n + i] = diff;
            }
        });
        ForkJoinPool pool = new ForkJoinPool(Math.max(1, threads));
        try {
            pool.submit(all).join();
        } finally {
            pool.shutdown();
        }
        return new HammingDistances(d, n);
    }

    /** A matrix given directly (tests, or distances computed elsewhere); the last index is the empty view. */
    public static HammingDistances ofMatrix(long[][] matrix) {
        int n = matrix.length;
        long[] d = new long[n * n];
        for (int i = 0; i < n; i++) {
            if (matrix[i].length != n) {
                throw new IllegalArgumentException("the distance matrix must be square");
            }
            for (int j = 0; j < n; j++) {
                if (matrix[i][j] != matrix[j][i] || matrix[i][j] < 0 || (i == j && matrix[i][j] != 0)) {
                    throw new IllegalArgumentException("distances must be symmetric, non-negative, zero on the diagonal");
                }
                d[i * n + j] = matrix[i][j];
            }
        }
        return new HammingDistances(d, n);
    }

    /** The distances among {@code views} only (indices into this matrix), with the empty view last. */
    public HammingDistances restrictedTo(java.util.List<Integer> views) {
        int n = views.size() + 1;
        int[] index = new int[n];
        for (int i = 0; i < views.size(); i++) {
            index[i] = views.get(i);
        }
        index[n - 1] = empty();
        long[] d = new long[n * n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                d[i * n + j] = get(index[i], index[j]);
            }
        }
        return new HammingDistances(d, n);
    }

    /** The number of views, not counting the empty one. */
    public int views() {
        return size - 1;
    }

    /** The index of the empty view. */
    public int empty() {
        return size - 1;
    }

    public long get(int i, int j) {
        return distances[i * size + j];
    }

    /** The differences of running the views in {@code order}: the first view's size, then each step. */
    public long differences(int[] order) {
        if (order.length == 0) {
            return 0;
        }
        long total = get(empty(), order[0]);
        for (int i = 1; i < order.length; i++) {
            total += get(order[i - 1], order[i]);
        }
        return total;
    }
}
