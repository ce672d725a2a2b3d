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
            ViewOrdering.Result found = ViewOrdering.order(bitsetDistances(views));
            // Taken when it saves at least a tenth of the user order's differences, and with 3 views or more.
            boolean taken = k >= 3 && 10 * (found.userDifferences() - found.differences()) >= found.userDifferences()
                    && found.differences() < found.userDifferences();
            assertArrayEquals(taken ? found.order() : java.util.stream.IntStream.range(0, k).toArray(), c.runOrder(),
                    "seed " + seed);
            assertEquals(taken ? found.differences() : found.userDifferences(), c.differences(), "seed " + seed);
            assertEquals(taken, c.reordered(), "seed " + seed);
            assertEquals(userDifferences(views), c.userDifferences(), "seed " + seed);
            assertRunReplaysTheViews(c, views, "seed " + seed);
        }
    }

    /** Views of edges {@code [from[v], to[v])} each, over {@code edges} edges. */
    static long[][] intervals(int[] from, int[] to, int edges) {
        long[][] views = new long[from.length][(edges + 63) / 64];
        for (int v = 0; v < from.length; v++) {
            for (int e = from[v]; e < to[v]; e++) {
                views[v][e >>> 6] |= 1L << e;
            }
        }
        return views;
    }

    @Test
    void slidingWindowsKeepTheOrderAsWrittenUnlessAskedForLessThanTheirSaving() {
        // 30 windows [12 v, 1000 + 10 v): each 2 edges smaller than the one before, 22 differences
        // from it. Written: 1,000 + 29 * 22 = 1,638 differences; newest first, the best there is
        // (a path through windows on a line moves at least 29 * 22): 942 + 638 = 1,580, 3.5% fewer.
        int k = 30;
        int[] from = new int[k];
        int[] to = new int[k];
        for (int v = 0; v < k; v++) {
            from[v] = 12 * v;
            to[v] = 1000 + 10 * v;
        }
        long[][] views = intervals(from, to, 1300);
        ViewCollection kept = CollectionBuilder.fromMatrix(0, "c", names(k), names(k), views, null, 1).collection();
        assertArrayEquals(java.util.stream.IntStream.range(0, k).toArray(), kept.runOrder());
        assertEquals(1638, kept.differences());
        assertEquals(false, kept.reordered());
        assertTrue(kept.orderingMethod().startsWith("kept the order as written: the best order found (")
                && kept.orderingMethod().endsWith(") saves 3.5% of its 1,638 differences (1,580), below 10%"),
                kept.orderingMethod());
        assertRunReplaysTheViews(kept, views, "kept");

        CollectionBuilder.Built asked = CollectionBuilder.fromMatrix(0, "c", names(k), names(k), views, null, 3.5, 1);
        ViewCollection reordered = asked.collection();
        int[] newestFirst = java.util.stream.IntStream.range(0, k).map(i -> k - 1 - i).toArray();
        assertArrayEquals(newestFirst, reordered.runOrder());
        assertEquals(1580, reordered.differences());
        assertTrue(reordered.reordered() && asked.ordering().reordered());
        assertTrue(reordered.orderingMethod().startsWith("reordered (") && reordered.orderingMethod().endsWith(
                "): saves 3.5% of the 1,638 differences of the order as written (1,580 in the run order), at least 3.5%"),
                reordered.orderingMethod());
        assertRunReplaysTheViews(reordered, views, "reordered");
    }

    @Test
    void disjointViewsOfOneSizeKeepTheOrderAsWrittenWhateverTheShareAsked() {
        // Every order of 12 disjoint 50-edge views costs 50 + 11 * 100 = 1,150 differences.
        int k = 12;
        int[] from = new int[k];
        int[] to = new int[k];
        for (int v = 0; v < k; v++) {
            from[v] = 50 * v;
            to[v] = 50 * v + 50;
        }
        long[][] views = intervals(from, to, 600);
        CollectionBuilder.Built built = CollectionBuilder.fromMatrix(0, "c", names(k), names(k), views, null, 0, 1);
        ViewCollection c = built.collection();
        assertArrayEquals(java.util.stream.IntStream.range(0, k).toArray(), c.runOrder());
        assertEquals(1150, c.differences());
        assertEquals(false, c.reordered());
        assertTrue(c.orderingMethod().startsWith("kept the order as written: no order found (")
                && c.orderingMethod().endsWith(") has fewer than its 1,150 differences"), c.orderingMethod());
        assertEquals(1150, built.ordering().foundDifferences());
    }

    @Test
    void shuffledWindowsAreReordered() {
        // 30 windows [10 w, 10 w + 200) written in a shuffled order (seed 32): in the order of w
        // (or its reverse) they cost 200 + 29 * 20 = 780 differences, the fewest any order has.
        int k = 30;
        List<Integer> shuffled = new ArrayList<>();
        for (int w = 0; w < k; w++) {
            shuffled.add(w);
        }
        java.util.Collections.shuffle(shuffled, new java.util.Random(32));
        int[] from = new int[k];
        int[] to = new int[k];
        for (int v = 0; v < k; v++) {
            from[v] = 10 * shuffled.get(v);
            to[v] = from[v] + 200;
        }
        long[][] views = intervals(from, to, 500);
        long written = userDifferences(views);
        ViewCollection c = CollectionBuilder.fromMatrix(0, "c", names(k), names(k), views, null, 1).collection();
        assertTrue(c.reordered(), c.orderingMethod());
        assertEquals(780, c.differences(), "shuffled (seed 32), " + written + " differences as written");
        assertEquals(written, c.userDifferences());
        assertTrue(c.orderingMethod().startsWith("reordered ("), c.orderingMethod());
        assertTrue(c.orderingMethod().contains(String.format(java.util.Locale.ROOT, "saves %.1f%% of the %,d differences",
                100.0 * (written - 780) / written, written)), c.orderingMethod());
        for (int p = 1; p < k; p++) {
            assertEquals(10, Math.abs(from[c.runOrder()[p]] - from[c.runOrder()[p - 1]]), "neighbouring windows run"
                    + " one after another: position " + p);
        }
        assertRunReplaysTheViews(c, views, "shuffled");
    }

    @Test
    void aKeptOrderRunsTheViewsAsGivenWithTheirOwnDifferences() {
        SplittableRandom r = new SplittableRandom(5);
        long[][] views = driftingViews(r, 30, 700);
        ViewCollection c = CollectionBuilder.fromMatrix(0, "c", names(30), names(30), views, "as given", 1).collection();
        assertArrayEquals(java.util.stream.IntStream.range(0, 30).toArray(), c.runOrder());
        assertEquals("kept the order as written (as given)", c.orderingMethod());
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
        assertTrue(c.orderingMethod().startsWith("reordered (view size, over 8192 views): saves 49.8% of the 255"),
                c.orderingMethod());
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
