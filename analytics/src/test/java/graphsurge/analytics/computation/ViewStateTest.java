package graphsurge.analytics.computation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ViewStateTest {
    @Test
    void differencesAreSortedWithTheirRepeatsKept() {
        SplittableRandom r = new SplittableRandom(7);
        for (int round = 0; round < 20; round++) {
            int n = 4096 + r.nextInt(20_000);
            int range = n + r.nextInt(3 * n);
            // Distinct ids in random order (a partial shuffle of the range), or with repeats.
            int[] ids = new int[n];
            if (round % 2 == 0) {
                int[] all = new int[range];
                for (int i = 0; i < range; i++) {
                    all[i] = i;
                }
                for (int i = 0; i < n; i++) {
                    int j = i + r.nextInt(range - i);
                    int t = all[i];
                    all[i] = all[j];
                    all[j] = t;
                    ids[i] = all[i];
                }
            } else {
                for (int i = 0; i < n; i++) {
                    ids[i] = r.nextInt(range);
                }
            }
            int[] expected = ids.clone();
            Arrays.sort(expected);
            int[] before = ids.clone();
            assertArrayEquals(expected, ViewState.inEdgeOrder(ids), "round " + round);
            assertArrayEquals(before, ids, "the caller's array is left as it was");
        }
        int[] sorted = new int[5000];
        for (int i = 0; i < sorted.length; i++) {
            sorted[i] = 3 * i;
        }
        assertSame(sorted, ViewState.inEdgeOrder(sorted), "a sorted array is used as it is");
    }

    @Test
    void smallDifferencesAreSortedToo() {
        int[] ids = {9, 2, 7, 2, 0};
        assertArrayEquals(new int[] {0, 2, 2, 7, 9}, ViewState.inEdgeOrder(ids), "ascending, the repeat kept");
        assertArrayEquals(new int[] {9, 2, 7, 2, 0}, ids, "the caller's array is left as it was");
        int[] sorted = {1, 4, 5};
        assertSame(sorted, ViewState.inEdgeOrder(sorted));
        int[] none = {};
        assertSame(none, ViewState.inEdgeOrder(none));
    }
}
