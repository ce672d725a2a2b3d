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
    @Test
    void consolidationSumsEqualUpdatesDropsZerosAndSorts() {
        for (long seed = 1; seed <= 50; seed++) {
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
                long value = r.nextBoolean() ? r.nextInt(5) : r.nextLong();
                long time = r.nextInt(8);
                long diff = r.nextInt(5) - 2;
                batch.add(key, value, time, diff);
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
