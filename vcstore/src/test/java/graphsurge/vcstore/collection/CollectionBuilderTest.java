package graphsurge.vcstore.collection;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.gstore.ProgressListener;
import graphsurge.ordering.HammingDistances;
import graphsurge.ordering.ViewOrdering;
import graphsurge.vcstore.eval.ViewDifferences;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class CollectionBuilderTest {
    /** Views that drift: each a copy of the one before (or of a random earlier one) with random edges flipped. */
    static long[][] driftingViews(SplittableRandom r, int k, int edges) {
        long[][] views = new long[k][(edges + 63) / 64];
        for (int v = 0; v < k; v++) {
            if (v > 0) {
                views[v] = views[r.nextInt(4) == 0 ? r.nextInt(v) : v - 1].clone();
            }
            int flips = r.nextInt(3) == 0 ? r.nextInt(edges + 1) : r.nextInt(1 + edges / 20);
            for (int f = 0; f < flips; f++) {
                int e = r.nextInt(edges);
                views[v][e >>> 6] ^= 1L << e;
            }
        }
        return views;
    }

    static List<String> names(int k) {
        List<String> names = new ArrayList<>();
        for (int v = 0; v < k; v++) {
            names.add("v" + v);
        }
        return names;
    }

    static int size(long[] view) {
        int n = 0;
        for (long w : view) {
            n += Long.bitCount(w);
        }
        return n;
    }

    /** Replays the run order's differences and checks that position p holds the view it names, plainly. */
    static void assertRunReplaysTheViews(ViewCollection c, long[][] views, String what) {
        long[] current = new long[views[0].length];
        for (int p = 0; p < c.views(); p++) {
            for (int e : c.deletions()[p]) {
                assertTrue((current[e >>> 6] >>> e & 1) != 0, what + ": position " + p + " deletes an absent edge");
            }
            for (int e : c.additions()[p]) {
                assertTrue((current[e >>> 6] >>> e & 1) == 0, what + ": position " + p + " adds a present edge");
            }
            c.applyPosition(p, current);
            assertArrayEquals(views[c.runOrder()[p]], current, what + ": position " + p);
            assertEquals(size(views[c.runOrder()[p]]), c.sizes()[c.runOrder()[p]], what);
        }
    }

    /** The distances between the bitsets compared pairwise, plainly, with the empty view last. */
    static HammingDistances bitsetDistances(long[][] views) {
        int k = views.length;
        long[] empty = new long[views[0].length];
        long[][] d = new long[k + 1][k + 1];
        for (int i = 0; i <= k; i++) {
            for (int j = 0; j <= k; j++) {
                long[] a = i == k ? empty : views[i];
                long[] b = j == k ? empty : views[j];
                for (int w = 0; w < a.length; w++) {
                    d[i][j] += Long.bitCount(a[w] ^ b[w]);
                }
            }
        }
        return HammingDistances.ofMatrix(d);
    }

    static long userDifferences(long[][] views) {
        long total = size(views[0]);
        for (int v = 1; v < views.length; v++) {
            for (int w = 0; w < views[v].length; w++) {
                total += Long.bitCount(views[v][w] ^ views[v - 1][w]);
            }
        }
        return total;
    }

    @Test
    void aChosenOrderIsTheOneTheBitsetDistancesGive() {
        for (long seed = 1; seed <= 80; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int k = 1 + r.nextInt(seed % 10 == 0 ? 400 : 40);
            int edges = 1 + r.nextInt(1500);
            long[][] views = driftingViews(r, k, edges);
            ViewCollection c = CollectionBuilder.fromMatrix(0, "c", names(k), names(k), views, null, 2).collection();
            ViewOrdering.Result expected = ViewOrdering.order(bitsetDistances(views));
            if (k > 1) {
                assertArrayEquals(expected.order(), c.runOrder(), "seed " + seed);
            }
            assertEquals(expected.differences(), c.differences(), "seed " + seed);
            assertEquals(userDifferences(views), c.userDifferences(), "seed " + seed);
            assertRunReplaysTheViews(c, views, "seed " + seed);
        }
    }

    @Test
    void aKeptOrderRunsTheViewsAsGivenWithTheirOwnDifferences() {
        SplittableRandom r = new SplittableRandom(5);
        long[][] views = driftingViews(r, 30, 700);
        ViewCollection c = CollectionBuilder.fromMatrix(0, "c", names(30), names(30), views, "as given", 1).collection();
        assertArrayEquals(java.util.stream.IntStream.range(0, 30).toArray(), c.runOrder());
        assertEquals("as given", c.orderingMethod());
        assertEquals(userDifferences(views), c.differences());
        assertEquals(userDifferences(views), c.userDifferences());
        assertRunReplaysTheViews(c, views, "kept order");
    }

    @Test
    void runOrderDifferencesOfAnyOrderMoveEachViewToTheNext() {
        for (long seed = 1; seed <= 60; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            // Past CollectionBuilder.CHECKPOINTS views, far steps replay from a checkpoint a few views away.
            int k = 1 + r.nextInt(seed % 3 == 0 ? 200 : 30);
            int edges = 1 + r.nextInt(seed % 2 == 0 ? 5000 : 900);
            long[][] views = driftingViews(r, k, edges);
            int[] order = java.util.stream.IntStream.range(0, k).toArray();
            for (int i = k - 1; i > 0; i--) {
                int j = r.nextInt(i + 1);
                int t = order[i];
                order[i] = order[j];
                order[j] = t;
            }
            int[][][] run = CollectionBuilder.inRunOrder(ViewDifferences.ofBitsets(views), order, edges,
                    ProgressListener.NONE);
            int[] sizes = new int[k];
            for (int v = 0; v < k; v++) {
                sizes[v] = size(views[v]);
            }
            ViewCollection c = new ViewCollection("c", 0, names(k), names(k), order, "shuffled", 0, sizes, run[0], run[1]);
            assertRunReplaysTheViews(c, views, "seed " + seed);
        }
    }

    @Test
    void collectionsTooLargeForADistanceMatrixAreOrderedBySizeWhenThatIsShorter() {
        int k = ViewOrdering.MATRIX_LIMIT + 100;
        int edges = 128;
        long[][] views = new long[k][2];
        int largest = edges;
        for (int v = 0; v < k; v++) {
            int size = edges - (int) ((long) v * edges / k); // nested prefixes, largest first
            for (int e = 0; e < size; e++) {
                views[v][e >>> 6] |= 1L << e;
            }
        }
        ViewCollection c = CollectionBuilder.fromMatrix(0, "c", names(k), names(k), views, null, 2).collection();
        assertTrue(c.orderingMethod().startsWith("view size"), c.orderingMethod());
        assertEquals(largest, c.differences(), "nested views in size order only add edges");
        assertEquals(2L * edges - 1, c.userDifferences(), "the largest view, then deletions down to one edge");
        assertRunReplaysTheViews(c, views, "by size");

        long[][] growing = new long[k][2];
        for (int v = 0; v < k; v++) {
            for (int e = 0; e < v * edges / k; e++) {
                growing[v][e >>> 6] |= 1L << e;
            }
        }
        ViewCollection kept = CollectionBuilder.fromMatrix(0, "c", names(k), names(k), growing, null, 2).collection();
        assertArrayEquals(java.util.stream.IntStream.range(0, k).toArray(), kept.runOrder(), "already by size");
        assertEquals(userDifferences(growing), kept.differences());
        assertRunReplaysTheViews(kept, growing, "growing");
    }
}
