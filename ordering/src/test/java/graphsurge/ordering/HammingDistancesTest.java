package graphsurge.ordering;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class HammingDistancesTest {
    /** The edges toggled between each view and the one before (the first from empty), ascending. */
    static int[][] changes(long[][] views, int edges) {
        int[][] changes = new int[views.length][];
        long[] previous = new long[(edges + 63) / 64];
        for (int v = 0; v < views.length; v++) {
            int[] toggled = new int[edges];
            int count = 0;
            for (int e = 0; e < edges; e++) {
                if (((views[v][e >>> 6] ^ previous[e >>> 6]) >>> e & 1) != 0) {
                    toggled[count++] = e;
                }
            }
            changes[v] = java.util.Arrays.copyOf(toggled, count);
            previous = views[v];
        }
        return changes;
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
        return HammingDistances.ofDifferences(changes(views, edges), sizes(views), edges, threads);
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
            HammingDistances fromDifferences = HammingDistances.ofDifferences(changes(views, edges), sizes(views), edges,
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
        int[][] changes = {{1, 2}, {1}, {1, 3}, {1, 2}};
        HammingDistances d = HammingDistances.ofDifferences(changes, new int[] {2, 1, 3, 1}, 4, 1);
        assertEquals(1, d.get(0, 1));
        assertEquals(1, d.get(0, 2));
        assertEquals(3, d.get(0, 3));
        assertEquals(2, d.get(1, 2));
        assertEquals(2, d.get(1, 3));
        assertEquals(2, d.get(2, 3));
        assertEquals(3, d.get(d.empty(), 2));
    }
}
