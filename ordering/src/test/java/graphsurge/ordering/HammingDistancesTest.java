package graphsurge.ordering;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class HammingDistancesTest {
    /** The edges each view adds ({@code [0]}) and deletes ({@code [1]}) after the one before (the first after empty). */
    static int[][][] differences(long[][] views, int edges) {
        int k = views.length;
        int[][][] out = new int[2][k][];
        long[] previous = new long[(edges + 63) / 64];
        for (int v = 0; v < k; v++) {
            List<Integer> added = new ArrayList<>();
            List<Integer> deleted = new ArrayList<>();
            for (int e = 0; e < edges; e++) {
                boolean now = (views[v][e >>> 6] >>> e & 1) != 0;
                boolean before = (previous[e >>> 6] >>> e & 1) != 0;
                if (now && !before) {
                    added.add(e);
                } else if (before && !now) {
                    deleted.add(e);
                }
            }
            out[0][v] = added.stream().mapToInt(Integer::intValue).toArray();
            out[1][v] = deleted.stream().mapToInt(Integer::intValue).toArray();
            previous = views[v];
        }
        return out;
    }

    /** The distances compared pairwise, plainly, the empty view last. */
    static HammingDistances bitsetDistances(long[][] views) {
        int k = views.length;
        long[][] d = new long[k + 1][k + 1];
        for (int i = 0; i <= k; i++) {
            for (int j = 0; j <= k; j++) {
                long[] a = i == k ? new long[views[0].length] : views[i];
                long[] b = j == k ? new long[views[0].length] : views[j];
                for (int w = 0; w < a.length; w++) {
                    d[i][j] += Long.bitCount(a[w] ^ b[w]);
                }
            }
        }
        return HammingDistances.ofMatrix(d);
    }

    /** The distances from the views' differences, with {@code threads}. */
    static HammingDistances fromDifferences(long[][] views, int threads) {
        int edges = views[0].length * 64;
        int[][][] d = differences(views, edges);
        return HammingDistances.ofDifferences(d[0], d[1], sizes(views), edges, threads);
    }

    static int[] sizes(long[][] views) {
        int[] sizes = new int[views.length];
        for (int v = 0; v < views.length; v++) {
            for (long w : views[v]) {
                sizes[v] += Long.bitCount(w);
            }
        }
        return sizes;
    }

    @Test
    void distancesFromDifferencesEqualThoseFromBitsets() {
        for (long seed = 1; seed <= 60; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            int k = 1 + random.nextInt(seed % 5 == 0 ? 200 : 40); // rows are swept 64 at a time
            int edges = 1 + random.nextInt(700);
            long[][] views = ViewOrderingTest.randomViews(random, k, edges);
            HammingDistances fromBits = bitsetDistances(views);
            int[][][] d = differences(views, edges);
            HammingDistances fromDifferences = HammingDistances.ofDifferences(d[0], d[1], sizes(views), edges,
                    1 + random.nextInt(3));
            for (int i = 0; i <= k; i++) {
                for (int j = 0; j <= k; j++) {
                    assertEquals(fromBits.get(i, j), fromDifferences.get(i, j), "seed " + seed + ", views " + i + ", " + j);
                }
            }
            ViewOrdering.Result a = ViewOrdering.order(fromBits);
            ViewOrdering.Result b = ViewOrdering.order(fromDifferences);
            assertArrayEquals(a.order(), b.order(), "seed " + seed);
            assertEquals(a.differences(), b.differences(), "seed " + seed);
        }
    }

    @Test
    void aDistanceCountsEdgesToggledAnOddNumberOfTimes() {
        // View 0 = {1, 2}; view 1 = {2}; view 2 = {1, 2, 3}; view 3 = {3}.
        int[][] additions = {{1, 2}, {}, {1, 3}, {}};
        int[][] deletions = {{}, {1}, {}, {1, 2}};
        HammingDistances d = HammingDistances.ofDifferences(additions, deletions, new int[] {2, 1, 3, 1}, 4, 1);
        assertEquals(1, d.get(0, 1));
        assertEquals(1, d.get(0, 2));
        assertEquals(3, d.get(0, 3));
        assertEquals(2, d.get(1, 2));
        assertEquals(2, d.get(1, 3));
        assertEquals(2, d.get(2, 3));
        assertEquals(3, d.get(d.empty(), 2));
    }
}
