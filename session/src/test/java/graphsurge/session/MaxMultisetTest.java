package graphsurge.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** MaxMultiset against a sorted map of counts, through random adds and removes (duplicates, emptying, compaction). */
class MaxMultisetTest {
    @Test
    void largestIsTheSortedCountsLargestThroughRandomAddsAndRemoves() {
        for (long seed = 1; seed <= 20; seed++) {
            Random random = new Random(seed);
            MaxMultiset set = new MaxMultiset();
            TreeMap<Long, Integer> counts = new TreeMap<>();
            java.util.List<Long> held = new java.util.ArrayList<>();
            int range = 1 + random.nextInt(50);
            for (int step = 0; step < 5_000; step++) {
                if (held.isEmpty() || random.nextInt(5) < 3 - (held.size() > 200 ? 2 : 0)) {
                    long v = random.nextInt(range) - range / 2;
                    set.add(v);
                    counts.merge(v, 1, Integer::sum);
                    held.add(v);
                } else {
                    long v = held.remove(random.nextInt(held.size()));
                    set.remove(v);
                    counts.computeIfPresent(v, (k, c) -> c == 1 ? null : c - 1);
                }
                assertEquals(held.size(), set.size(), "seed " + seed + " step " + step);
                if (!held.isEmpty()) {
                    assertEquals(counts.lastKey(), set.max(), "seed " + seed + " step " + step);
                }
            }
        }
    }
}
