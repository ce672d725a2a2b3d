package graphsurge.ordering;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ViewOrderingTest {
    /** The fewest differences over every order of the views (k! orders). */
    static long exhaustiveOptimum(HammingDistances d) {
        int[] order = new int[d.views()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        long best = Long.MAX_VALUE;
        do {
            best = Math.min(best, d.differences(order));
        } while (nextPermutation(order));
        return best;
    }

    static boolean nextPermutation(int[] a) {
        int i = a.length - 2;
        while (i >= 0 && a[i] >= a[i + 1]) {
            i--;
        }
        if (i < 0) {
            return false;
        }
        int j = a.length - 1;
        while (a[j] <= a[i]) {
            j--;
        }
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
        for (int l = i + 1, r = a.length - 1; l < r; l++, r--) {
            t = a[l];
            a[l] = a[r];
            a[r] = t;
        }
        return true;
    }

    static long[][] randomViews(SplittableRandom random, int k, int edges) {
        long[][] views = new long[k][(edges + 63) / 64];
        long[] base = new long[views[0].length];
        for (int e = 0; e < edges; e++) {
            if (random.nextBoolean()) {
                base[e >>> 6] |= 1L << e;
            }
        }
        for (int v = 0; v < k; v++) {
            views[v] = base.clone();
            int flips = random.nextInt(edges / 2 + 1);
            for (int f = 0; f < flips; f++) {
                int e = random.nextInt(edges);
                views[v][e >>> 6] ^= 1L << e;
            }
        }
        return views;
    }

    @Test
    void withinThreeHalvesOfTheExhaustiveOptimumAndNeverWorseThanTheUserOrder() {
        for (long seed = 1; seed <= 300; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            int k = 3 + random.nextInt(6);
            HammingDistances d = HammingDistancesTest.fromDifferences(randomViews(random, k, 50 + random.nextInt(300)), 2);
            ViewOrdering.Result r = ViewOrdering.order(d);
            long optimum = exhaustiveOptimum(d);
            assertEquals(d.differences(r.order()), r.differences(), "seed " + seed);
            assertTrue(r.differences() <= 1.5 * optimum, "seed " + seed + ": " + r.differences() + " vs optimum " + optimum);
            assertTrue(r.differences() <= r.userDifferences(), "seed " + seed);
            int[] sorted = r.order().clone();
            Arrays.sort(sorted);
            assertArrayEquals(java.util.stream.IntStream.range(0, k).toArray(), sorted, "a permutation of the views, seed " + seed);
        }
    }

    @Test
    void nestedYearWindowsComeOutInContainmentOrder() {
        // View i holds the edges of years <= 2000 + 5 * p(i): nested sets given in a scrambled order.
        int[] scrambled = {3, 0, 4, 1, 2};
        int edges = 1000;
        long[][] views = new long[5][(edges + 63) / 64];
        for (int v = 0; v < 5; v++) {
            int limit = 200 * (scrambled[v] + 1);
            for (int e = 0; e < limit; e++) {
                views[v][e >>> 6] |= 1L << e;
            }
        }
        ViewOrdering.Result r = ViewOrdering.order(HammingDistancesTest.fromDifferences(views, 1));
        int[] sizes = new int[5];
        for (int i = 0; i < 5; i++) {
            sizes[i] = scrambled[r.order()[i]];
        }
        assertArrayEquals(new int[] {0, 1, 2, 3, 4}, sizes, "smallest first, each view containing the last");
        assertEquals(edges, r.differences(), "only additions, each edge once");
    }

    @Test
    void largeCollectionsUseTheCheaperHeuristicAndStillBeatTheUserOrder() {
        SplittableRandom random = new SplittableRandom(7);
        int k = ViewOrdering.CHRISTOFIDES_LIMIT + 10;
        long[][] matrix = new long[k + 1][k + 1];
        long[] position = new long[k];
        for (int i = 0; i < k; i++) {
            position[i] = random.nextInt(1_000_000);
        }
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) {
                matrix[i][j] = Math.abs(position[i] - position[j]);
            }
            matrix[i][k] = position[i] + 1;
            matrix[k][i] = position[i] + 1;
        }
        matrix[k][k] = 0;
        for (int i = 0; i < k; i++) {
            matrix[i][i] = 0;
        }
        ViewOrdering.Result r = ViewOrdering.order(HammingDistances.ofMatrix(matrix));
        assertTrue(r.method().startsWith("nearest neighbour"), r.method());
        long best = 1 + Arrays.stream(position).max().getAsLong() - 0;
        assertTrue(r.differences() <= 2 * best, r.differences() + " vs a path of length about " + best);
        assertTrue(r.differences() < r.userDifferences());
    }

    @Test
    void bySizeSortsViewsBySizeAndTiesInTheUserOrder() {
        SplittableRandom random = new SplittableRandom(3);
        int[] sizes = new int[500];
        for (int v = 0; v < sizes.length; v++) {
            sizes[v] = random.nextInt(40);
        }
        int[] order = ViewOrdering.bySize(sizes);
        int[] sorted = order.clone();
        Arrays.sort(sorted);
        assertArrayEquals(java.util.stream.IntStream.range(0, sizes.length).toArray(), sorted, "a permutation");
        for (int i = 1; i < order.length; i++) {
            int a = order[i - 1];
            int b = order[i];
            assertTrue(sizes[a] < sizes[b] || sizes[a] == sizes[b] && a < b, "positions " + (i - 1) + ", " + i);
        }
    }

    @Test
    void theOrderIsTheSameEveryTime() {
        long[][] views = randomViews(new SplittableRandom(11), 60, 2000);
        int[] first = ViewOrdering.order(HammingDistancesTest.fromDifferences(views, 2)).order();
        for (int i = 0; i < 3; i++) {
            assertArrayEquals(first, ViewOrdering.order(HammingDistancesTest.fromDifferences(views, 1)).order());
        }
    }

    @Test
    void identicalViewsRunBackToBack() {
        long[][] views = {{0b1111}, {0b0001}, {0b1111}, {0b0011}, {0b0001}};
        ViewOrdering.Result r = ViewOrdering.order(HammingDistancesTest.fromDifferences(views, 1));
        assertEquals(4, r.differences());
    }

    @Test
    void fewerThanThreeViewsKeepTheUserOrder() {
        HammingDistances d = HammingDistances.ofMatrix(new long[][] {{0, 5, 9}, {5, 0, 1}, {9, 1, 0}});
        assertArrayEquals(new int[] {0, 1}, ViewOrdering.order(d).order());
    }
}
