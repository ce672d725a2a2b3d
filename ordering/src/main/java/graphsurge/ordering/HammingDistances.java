package graphsurge.ordering;

import java.util.concurrent.ForkJoinPool;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;

/**
 * The symmetric matrix of Hamming distances between views (the edges in one and not the other), with one more row and column
 * for the empty view (whose distance to a view is that view's size): the number of edge
 * differences between running one view and the next.
 *
 * <p>Computed from the views' differences ({@link #ofDifferences}, O(k D) for k views and D
 * differences between consecutive views), never from a bitset per view.
 */
public final class HammingDistances {
    private final long[] distances;
    private final int size;

    private HammingDistances(long[] distances, int size) {
        this.distances = distances;
        this.size = size;
    }

    /**
     * The distances between views given by their differences: view {@code v}
     * (in the given order) is view {@code v - 1} with the edges {@code changes[v]} toggled (view
     * 0 is {@code changes[0]} toggled from empty), over edge ids {@code 0 .. edges - 1};
     * {@code sizes[v]} is view {@code v}'s edge count, its distance to the empty view.
     *
     * <p>The distance between views i and j is the number of edges toggled an odd number of times
     * by {@code changes[i + 1 .. j]}: row i sweeps j upwards toggling one bitset and counting the
     * edges it holds. O(k D + k^2) for D changes in all, parallel over rows, one bitset of
     * {@code edges} bits per thread: it follows the differences, where comparing bitsets pairwise
     * would take O(k^2 m / 64) and a bitset per view, and gives the same matrix.
     */
    public static HammingDistances ofDifferences(int[][] changes, int[] sizes, int edges, int threads) {
        int k = changes.length;
        if (sizes.length != k) {
            throw new IllegalArgumentException("one size per view is needed: " + sizes.length + " sizes for " + k + " views");
        }
        int n = k + 1;
        long[] d = new long[n * n];
        int words = (edges + 63) >>> 6;
        ThreadLocal<long[]> toggled = ThreadLocal.withInitial(() -> new long[words]);
        inParallel(threads, k, i -> {
            long[] odd = toggled.get();
            d[i * n + k] = sizes[i];
            d[k * n + i] = sizes[i];
            long count = 0;
            for (int j = i + 1; j < k; j++) {
                for (int e : changes[j]) {
                    int w = e >>> 6;
                    odd[w] ^= 1L << e;
                    count += ((odd[w] >>> e) & 1L) * 2 - 1;
                }
                d[i * n + j] = count;
                d[j * n + i] = count;
            }
            // Cleared along the same lists, not the whole bitset: the row stays O(D), not O(D + m / 64).
            for (int j = i + 1; j < k; j++) {
                for (int e : changes[j]) {
                    odd[e >>> 6] = 0;
                }
            }
        });
        return new HammingDistances(d, n);
    }

    /** Runs {@code row} for rows 0 .. k - 1 on a pool of {@code threads}, rows balanced dynamically (they differ in cost). */
    private static void inParallel(int threads, int k, IntConsumer row) {
        ForkJoinPool pool = new ForkJoinPool(Math.max(1, threads));
        try {
            pool.submit(() -> IntStream.range(0, k).parallel().forEach(row)).join();
        } finally {
            pool.shutdown();
        }
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
