package graphsurge.ordering;

import java.util.concurrent.ForkJoinPool;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;

/**
 * The symmetric matrix of Hamming distances between views (the edges in one and not the other),
 * with one more row and column for the empty view (whose distance to a view is that view's size):
 * the number of edge differences between running one view and the next.
 *
 * <p>Computed from the views' differences ({@link #ofDifferences}, O(k D / 64) word operations
 * for k views and D differences between consecutive views), never from a bitset per view.
 */
public final class HammingDistances {
    private final long[] distances;
    private final int size;

    private HammingDistances(long[] distances, int size) {
        this.distances = distances;
        this.size = size;
    }

    /**
     * The distances between views given by their differences: view {@code v} (in the given order)
     * is view {@code v - 1} with the edges {@code additions[v]} added and {@code deletions[v]}
     * removed (view -1 is empty), over edge ids {@code 0 .. edges - 1}; {@code sizes[v]} is view
     * {@code v}'s edge count, its distance to the empty view.
     *
     * <p>Either way a listed edge toggles, and the distance between views i and j is the number of
     * edges toggled an odd number of times by the lists of views {@code i + 1 .. j}. Rows are swept
     * 64 at a time: each edge keeps one word, bit r its parity since view {@code first + r};
     * sweeping j upwards toggles the word of each edge listed for view j for the rows already
     * started, and a bit-sliced counter (one word per bit of the count) adds up, for all 64 rows at
     * once, how many of those edges became odd. O(k D / 64 + k^2 log D) for D differences after
     * view 0, parallel over blocks of rows. Memory: a parity word per edge per thread, or, when
     * that is more, a renumbered copy of the lists with a word per edge they name. Pairwise
     * comparison of bitsets would take O(k^2 m / 64) and a bitset per view; this follows the
     * differences and gives the same matrix.
     */
    public static HammingDistances ofDifferences(int[][] additions, int[][] deletions, int[] sizes, int edges,
            int threads) {
        int k = additions.length;
        if (deletions.length != k || sizes.length != k) {
            throw new IllegalArgumentException(additions.length + " lists of additions, " + deletions.length
                    + " of deletions and " + sizes.length + " sizes: one each per view is needed");
        }
        int n = k + 1;
        long[] d = new long[n * n];
        for (int i = 0; i < k; i++) {
            d[i * n + k] = sizes[i];
            d[k * n + i] = sizes[i];
        }
        long later = 0;
        for (int j = 1; j < k; j++) {
            later += additions[j].length + deletions[j].length;
        }
        int blocks = (k + 63) / 64;
        int workers = Math.max(1, Math.min(threads, blocks));
        Toggles toggles = 4 * later + 4L * edges < 8L * edges * workers ? Toggles.renumbered(additions, deletions, edges)
                : new Toggles(additions, deletions, edges);
        ThreadLocal<long[]> parity = ThreadLocal.withInitial(() -> new long[toggles.edges()]);
        inParallel(workers, blocks, block -> sweep(toggles, block * 64, parity.get(), d, n));
        return new HammingDistances(d, n);
    }

    /** Each view's two lists of toggled edges, over edge ids {@code 0 .. edges - 1}. */
    private record Toggles(int[][] first, int[][] second, int edges) {
        /**
         * The lists of the views after view 0 as one list each, their edges renumbered densely
         * ({@code 0 .. edges - 1} for the edges they name): O(D + m) once, so that each thread's
         * parity words are as many as the edges changed, not all the graph's.
         */
        static Toggles renumbered(int[][] additions, int[][] deletions, int edges) {
            int[] index = new int[edges]; // 1 + an edge's new number, 0 for edges not met yet
            int[][] toggles = new int[additions.length][];
            int next = 0;
            for (int j = 0; j < additions.length; j++) {
                int[] a = additions[j];
                int[] b = deletions[j];
                toggles[j] = new int[j == 0 ? 0 : a.length + b.length];
                for (int t = 0; t < toggles[j].length; t++) {
                    int e = t < a.length ? a[t] : b[t - a.length];
                    if (index[e] == 0) {
                        index[e] = ++next;
                    }
                    toggles[j][t] = index[e] - 1;
                }
            }
            int[][] none = new int[additions.length][0];
            return new Toggles(toggles, none, next);
        }
    }

    /**
     * Rows {@code first .. first + 63} (those below k) of the distances; {@code parity} is all
     * zero on entry and on return.
     */
    private static void sweep(Toggles toggles, int first, long[] parity, long[] d, int n) {
        int k = toggles.first().length;
        int rows = Math.min(64, k - first);
        long[] count = new long[rows];
        long[] ones = new long[rows];
        long[] planes = new long[32];
        for (int j = first + 1; j < k; j++) {
            // The rows already started: first + r < j.
            long started = j - first >= 64 ? -1L : (1L << (j - first)) - 1;
            toggle(toggles.first()[j], started, parity, planes);
            toggle(toggles.second()[j], started, parity, planes);
            int listed = toggles.first()[j].length + toggles.second()[j].length;
            for (int p = 0, used = 32 - Integer.numberOfLeadingZeros(listed); p < used; p++) {
                for (long w = planes[p]; w != 0; w &= w - 1) {
                    ones[Long.numberOfTrailingZeros(w)] += 1L << p;
                }
                planes[p] = 0;
            }
            for (int r = 0; r < rows && first + r < j; r++) {
                // Each toggled edge became odd (+1) or even again (-1) for row first + r.
                count[r] += 2 * ones[r] - listed;
                ones[r] = 0;
                d[(first + r) * n + j] = count[r];
                d[j * n + first + r] = count[r];
            }
        }
        for (int j = first + 1; j < k; j++) {
            for (int e : toggles.first()[j]) {
                parity[e] = 0;
            }
            for (int e : toggles.second()[j]) {
                parity[e] = 0;
            }
        }
    }

    /** Toggles the started rows of each listed edge's parity word, counting the rows now odd into the bit-sliced {@code planes}. */
    private static void toggle(int[] list, long started, long[] parity, long[] planes) {
        for (int e : list) {
            long odd = parity[e] ^ started;
            parity[e] = odd;
            for (int p = 0; odd != 0; p++) {
                long carry = planes[p] & odd;
                planes[p] ^= odd;
                odd = carry;
            }
        }
    }

    /** Runs {@code row} for 0 .. k - 1 on a pool of {@code threads}, balanced dynamically (rows differ in cost). */
    private static void inParallel(int threads, int k, IntConsumer row) {
        ForkJoinPool pool = new ForkJoinPool(Math.max(1, threads));
        try {
            pool.submit(() -> IntStream.range(0, k).parallel().forEach(row)).join();
        } finally {
            pool.shutdown();
        }
    }

    /** The distance between two views, by index, as a function: for views whose distances are known in closed form. */
    @FunctionalInterface
    public interface Distance {
        long between(int i, int j);
    }

    /**
     * The distances {@code distance} gives between every two of {@code sizes.length} views (each
     * pair asked once), the empty view's being the views' sizes: O(k^2) calls, for views whose
     * differences are not listed (ranges of one property, whose distances are counts).
     */
    public static HammingDistances of(int[] sizes, Distance distance) {
        int k = sizes.length;
        int n = k + 1;
        long[] d = new long[n * n];
        for (int i = 0; i < k; i++) {
            d[i * n + k] = sizes[i];
            d[k * n + i] = sizes[i];
            for (int j = i + 1; j < k; j++) {
                long between = distance.between(i, j);
                d[i * n + j] = between;
                d[j * n + i] = between;
            }
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
