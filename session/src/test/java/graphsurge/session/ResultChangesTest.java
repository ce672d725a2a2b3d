package graphsurge.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * ResultChanges given the keys that may have changed visits exactly the keys that did, in key
 * order, and keeps the counts a full comparison gives; checked against a brute-force comparison
 * of each view with the one before on random sequences of results.
 */
class ResultChangesTest {
    @Test
    void followingTheChangedKeysGivesWhatComparingEveryKeyGives() {
        long seed = System.nanoTime();
        Random random = new Random(seed);
        for (int trial = 0; trial < 200; trial++) {
            int n = 1 + random.nextInt(40);
            ResultChanges tracked = new ResultChanges();
            ResultChanges full = new ResultChanges();
            long[] values = new long[n];
            boolean[] shown = new boolean[n];
            long[] before = new long[n];
            boolean[] shownBefore = new boolean[n];
            for (int view = 0; view < 12; view++) {
                // The view: some keys move; the list names them (each once), plus some that did not move.
                IntArrayList changed = new IntArrayList();
                boolean[] listed = new boolean[n];
                for (int k = 0; k < n; k++) {
                    boolean moves = random.nextInt(4) == 0;
                    if (moves) {
                        if (random.nextBoolean()) {
                            shown[k] = !shown[k];
                        }
                        values[k] = random.nextInt(3);
                    }
                    if (moves || random.nextInt(6) == 0) {
                        listed[k] = true;
                    }
                }
                for (int k = n - 1; k >= 0; k--) {
                    if (listed[k]) {
                        changed.add(k); // out of key order on purpose
                    }
                }
                // What differs, by brute force.
                List<String> expected = new ArrayList<>();
                int changes = 0;
                int removed = 0;
                int reported = 0;
                for (int k = 0; k < n; k++) {
                    reported += shown[k] ? 1 : 0;
                    if (shown[k] != shownBefore[k] || shown[k] && values[k] != before[k]) {
                        expected.add(k + ":" + (shownBefore[k] ? before[k] : "-") + ">" + (shown[k] ? values[k] : "-"));
                        if (shown[k]) {
                            changes++;
                        } else {
                            removed++;
                        }
                    }
                }
                String where = "seed " + seed + ", trial " + trial + ", view " + view;
                List<String> visited = new ArrayList<>();
                tracked.next(values, shown, view == 0 ? null : changed,
                        (k, was, old, is, now) -> visited.add(k + ":" + (was ? old : "-") + ">" + (is ? now : "-")));
                List<String> visitedFully = new ArrayList<>();
                full.next(values, shown, null,
                        (k, was, old, is, now) -> visitedFully.add(k + ":" + (was ? old : "-") + ">" + (is ? now : "-")));
                assertEquals(expected, visited, where);
                assertEquals(expected, visitedFully, where);
                assertEquals(changes, tracked.changes(), where);
                assertEquals(removed, tracked.removed(), where);
                assertEquals(reported, tracked.reported(), where);
                assertEquals(reported, full.reported(), where);
                before = values.clone();
                shownBefore = shown.clone();
            }
        }
    }
}
