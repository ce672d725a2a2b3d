package graphsurge.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
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

    /**
     * Batches large enough for the bucketed radix sort (top digit first, then each bucket), with
     * uniform keys and with keys crowded into a few buckets, against sums kept in a hash map.
     */
    @Test
    void largeBatchesConsolidateLikeSmallOnes() {
        for (long seed = 1; seed <= 6; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int n = 50_000 + r.nextInt(200_000);
            boolean crowded = seed % 2 == 0;
            UpdateBatch batch = new UpdateBatch();
            Map<List<Long>, Long> sums = new HashMap<>();
            for (int i = 0; i < n; i++) {
                long key = crowded ? (r.nextInt(8) == 0 ? r.nextInt(1 << 20) : r.nextInt(3)) : r.nextInt(1 << 20);
                long value = r.nextInt(crowded ? 50 : 1 << 12);
                long time = r.nextInt(3);
                long diff = r.nextBoolean() ? 1 : -1;
                batch.add(key, value, time, diff);
                sums.merge(List.of(key, value, time), diff, Long::sum);
            }
            sums.values().removeIf(d -> d == 0);
            batch.consolidate();
            assertEquals(sums.size(), batch.size(), "seed " + seed);
            for (int i = 0; i < batch.size(); i++) {
                List<Long> triple = List.of(batch.key(i), batch.value(i), batch.time(i));
                assertEquals(sums.get(triple), batch.diff(i), "seed " + seed + ", " + triple);
                if (i > 0) {
                    assertTrue(Long.compare(batch.key(i - 1), batch.key(i)) < 0
                            || batch.key(i - 1) == batch.key(i) && (batch.value(i - 1) < batch.value(i)
                                    || batch.value(i - 1) == batch.value(i) && batch.time(i - 1) < batch.time(i)),
                            "seed " + seed + ": sorted and distinct at " + i);
                }
            }
        }
    }

    @Test
    void anUpdateAloneInItsTopBucketKeepsItsPlace() {
        UpdateBatch batch = new UpdateBatch();
        batch.add(1 << 30, 5, 0, 3); // first in, last out: it must move
        for (int i = 0; i < 20_000; i++) {
            batch.add(i % 7, i, 0, 1);
        }
        batch.consolidate();
        assertEquals(20_001, batch.size());
        assertEquals(List.of((long) (1 << 30), 5L, 3L), List.of(batch.key(20_000), batch.value(20_000), batch.diff(20_000)));
        assertEquals(List.of(0L, 0L), List.of(batch.key(0), batch.value(0)));
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
