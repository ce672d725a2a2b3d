package graphsurge.analytics.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.analytics.engine.data.UpdateBatch;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class UpdateBatchTest {
    /**
     * Each seed picks one of the three ways consolidation sorts: small fields with small diffs (all
     * packed in one long), small fields with large diffs (diffs sorted beside the packed triples),
     * and values too wide to pack (the four-column radix sort). The batch is consolidated halfway
     * and again at the end, so its kept scratch columns are reused.
     */
    @Test
    void consolidationSumsEqualUpdatesDropsZerosAndSorts() {
        for (long seed = 1; seed <= 60; seed++) {
            int shape = (int) (seed % 3);
            SplittableRandom r = new SplittableRandom(seed);
            UpdateBatch batch = new UpdateBatch(1);
            Map<List<Long>, Long> expected = new TreeMap<>((a, b) -> {
                for (int i = 0; i < 3; i++) {
                    int c = Long.compare(a.get(i), b.get(i));
                    if (c != 0) {
                        return c;
                    }
                }
                return 0;
            });
            int n = r.nextInt(5000);
            for (int i = 0; i < n; i++) {
                long key = r.nextInt(20) - 5;
                long value = shape == 2 && r.nextBoolean() ? r.nextLong() : r.nextInt(5);
                long time = r.nextInt(8);
                long diff = shape == 1 && r.nextInt(4) == 0 ? r.nextLong(-(1L << 52), 1L << 52) : r.nextInt(5) - 2;
                batch.add(key, value, time, diff);
                if (i == n / 2) {
                    batch.consolidate();
                }
                expected.merge(List.of(key, value, time), diff, Long::sum);
            }
            expected.values().removeIf(d -> d == 0);
            batch.consolidate();
            assertEquals(expected.size(), batch.size(), "seed " + seed);
            int i = 0;
            for (Map.Entry<List<Long>, Long> e : expected.entrySet()) {
                assertEquals(e.getKey(), List.of(batch.key(i), batch.value(i), batch.time(i)), "seed " + seed + ", " + i);
                assertEquals((long) e.getValue(), batch.diff(i), "seed " + seed + ", " + i);
                assertTrue(batch.diff(i) != 0);
                i++;
            }
        }
    }

    @Test
    void anUpdateAndItsRetractionVanish() {
        UpdateBatch b = new UpdateBatch();
        b.add(1, 2, 3, 1);
        b.add(1, 2, 3, -1);
        b.consolidate();
        assertEquals(0, b.size());
    }
}
