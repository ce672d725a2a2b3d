package graphsurge.engine.internal.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.engine.UpdateBatch;
import graphsurge.engine.internal.time.Antichain;
import graphsurge.engine.internal.time.Times;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TraceTest {
    /** One update, kept as the naive oracle keeps it: in a list, never merged. */
    record Update(long key, long value, long time, long diff) {}

    static long naive(List<Update> all, long key, long value, long time) {
        long total = 0;
        for (Update u : all) {
            if (u.key() == key && u.value() == value && Times.lessEqual(u.time(), time)) {
                total += u.diff();
            }
        }
        return total;
    }

    static long randomTime(SplittableRandom r, int versions) {
        return Times.of(r.nextInt(versions), r.nextInt(4), r.nextInt(3));
    }

    @Test
    void accumulationsFollowTheProductOrderAcrossBatches() {
        for (long seed = 1; seed <= 30; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            Trace trace = new Trace();
            List<Update> all = new ArrayList<>();
            for (int batch = 0; batch < 20; batch++) {
                UpdateBatch b = new UpdateBatch();
                for (int i = 0; i < r.nextInt(100); i++) {
                    Update u = new Update(r.nextInt(6), r.nextInt(3), randomTime(r, 5), r.nextInt(5) - 2);
                    b.add(u.key(), u.value(), u.time(), u.diff());
                    all.add(u);
                }
                trace.insert(b);
            }
            for (int q = 0; q < 300; q++) {
                long key = r.nextInt(7);
                long value = r.nextInt(3);
                long time = randomTime(r, 6);
                assertEquals(naive(all, key, value, time), trace.accumulate(key, value, time), "seed " + seed);
            }
            assertTrue(trace.batches() <= 8, "geometric merging keeps few batches: " + trace.batches());
        }
    }

    @Test
    void eachBatchIsMoreThanFourTimesTheNextSoReadsSearchFewBatches() {
        for (long seed = 1; seed <= 10; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            Trace trace = new Trace();
            long key = 0;
            for (int batch = 0; batch < 400; batch++) {
                // Distinct keys: nothing consolidates away, the spine's sizes are the inserted ones.
                // First sizes falling by thirds (3^9 down to 1), which a spine merging at half keeps
                // as ten batches, then random ones.
                int size = batch < 10 ? (int) Math.pow(3, 9 - batch) : 1 + r.nextInt(300);
                UpdateBatch b = new UpdateBatch();
                for (int i = 0; i < size; i++) {
                    b.add(key++, 0, Times.ZERO, 1);
                }
                trace.insert(b);
                // More than four times apart, n updates fit in at most 1 + log_4 n batches.
                double bound = 1 + Math.log(trace.updates()) / Math.log(4);
                assertTrue(trace.batches() <= bound, "seed " + seed + ": " + trace.batches() + " batches of "
                        + trace.updates() + " updates");
            }
            assertEquals(key, trace.updates());
        }
    }

    @Test
    void aMergeAfterTheFrontierMovedConsolidatesTheOlderBatchToo() {
        Trace trace = new Trace();
        trace.insert(updates(0, 100, Times.ofVersion(0), 1));
        trace.insert(updates(0, 100, Times.ofVersion(1), -1)); // merged with the first: 200 updates
        assertEquals(200, trace.updates());
        trace.advance(Antichain.of(Times.ofVersion(2)));
        // Merging a batch of other keys advances the older batch's times: its updates cancel.
        trace.insert(updates(1000, 100, Times.ofVersion(2), 1));
        assertEquals(1, trace.batches());
        assertEquals(100, trace.updates());
        // Merged again at the same frontier, nothing more cancels.
        trace.insert(updates(500, 50, Times.ofVersion(2), 1));
        assertEquals(150, trace.updates());
        for (long key : new long[] {0, 99, 500, 549, 1000, 1099}) {
            assertEquals(key < 100 ? 0 : 1, trace.accumulate(key, 0, Times.ofVersion(2)), "key " + key);
        }
    }

    /** Keys {@code from .. from + count - 1}, each with value 0 at {@code time} and {@code diff}. */
    private static UpdateBatch updates(long from, int count, long time, long diff) {
        UpdateBatch b = new UpdateBatch();
        for (int i = 0; i < count; i++) {
            b.add(from + i, 0, time, diff);
        }
        return b;
    }

    @Test
    void compactionKeepsEveryAccumulationAtOrAfterTheFrontier() {
        for (long seed = 1; seed <= 30; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            Trace trace = new Trace();
            List<Update> all = new ArrayList<>();
            UpdateBatch b = new UpdateBatch();
            for (int i = 0; i < 500; i++) {
                Update u = new Update(r.nextInt(4), r.nextInt(3), randomTime(r, 6), r.nextInt(5) - 2);
                b.add(u.key(), u.value(), u.time(), u.diff());
                all.add(u);
            }
            trace.insert(b);
            Antichain frontier = Antichain.of(randomTime(r, 6), randomTime(r, 6));
            trace.advance(frontier);
            long before = trace.updates();
            trace.compact();
            assertTrue(trace.updates() <= before);
            for (int q = 0; q < 300; q++) {
                long time = randomTime(r, 8);
                if (!frontier.lessEqual(time)) {
                    continue; // readers never ask before the frontier
                }
                long key = r.nextInt(4);
                long value = r.nextInt(3);
                assertEquals(naive(all, key, value, time), trace.accumulate(key, value, time), "seed " + seed);
            }
        }
    }

    @Test
    void compactingOneBatchAdvancesItsTimesInPlaceOrMergesThoseThatMeet() {
        for (long seed = 1; seed <= 30; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            Trace trace = new Trace();
            List<Update> all = new ArrayList<>();
            // A loop's history of version 0: advancing to version 1 keeps every round apart.
            UpdateBatch b = new UpdateBatch();
            for (int i = 0; i < 400; i++) {
                Update u = new Update(r.nextInt(5), r.nextInt(3), Times.of(0, r.nextInt(6), 0), r.nextInt(5) - 2);
                b.add(u.key(), u.value(), u.time(), u.diff());
                all.add(u);
            }
            trace.insert(b);
            long stored = trace.updates();
            trace.advance(Antichain.of(Times.ofVersion(1)));
            trace.compact();
            assertEquals(stored, trace.updates(), "no two rounds meet: nothing merges (seed " + seed + ")");
            assertTrue(trace.batches() <= 1);
            // Past round 2 of version 1, rounds 0-2 meet: their updates must combine.
            Antichain later = Antichain.of(Times.of(1, 2, 0));
            trace.advance(later);
            trace.compact();
            assertTrue(trace.updates() < stored, "rounds 0-2 combine (seed " + seed + ")");
            for (int q = 0; q < 300; q++) {
                long time = Times.of(1 + r.nextInt(2), r.nextInt(8), 0);
                if (!later.lessEqual(time)) {
                    continue;
                }
                long key = r.nextInt(5);
                long value = r.nextInt(3);
                assertEquals(naive(all, key, value, time), trace.accumulate(key, value, time), "seed " + seed);
            }
        }
    }

    @Test
    void aTwoThousandVersionRunKeepsTheTraceBounded() {
        // A collection of 50 (key, value) pairs that flip in and out of existence at every version.
        SplittableRandom r = new SplittableRandom(3);
        Trace trace = new Trace();
        boolean[] present = new boolean[50];
        long largest = 0;
        for (int version = 0; version < 2000; version++) {
            UpdateBatch b = new UpdateBatch();
            for (int flips = 0; flips < 10; flips++) {
                int pair = r.nextInt(50);
                b.add(pair % 10, pair / 10, Times.ofVersion(version), present[pair] ? -1 : 1);
                present[pair] = !present[pair];
            }
            trace.insert(b);
            trace.advance(Antichain.of(Times.ofVersion(version)));
            largest = Math.max(largest, trace.updates());
            if (version % 100 == 99) {
                for (int pair = 0; pair < 50; pair++) {
                    assertEquals(present[pair] ? 1 : 0, trace.accumulate(pair % 10, pair / 10, Times.ofVersion(version)));
                }
            }
        }
        // Without compaction the trace would hold about 20,000 updates; folded versions keep it
        // near the 50 pairs (the newest batches are merged before they are folded).
        assertTrue(largest < 400, "the trace grew to " + largest + " updates");
    }

    @Test
    void mergesThatAdvanceAndReorderTimesKeepEveryAccumulationAndTheKeyedReadsSeeThem() {
        for (long seed = 1; seed <= 30; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            Trace trace = new Trace();
            List<Update> all = new ArrayList<>();
            for (int version = 0; version < 12; version++) {
                // A loop's rounds of one version, in batches of falling size so that the merges
                // advance earlier versions' times: (v, 5) and (v + 1, 2) become (w, 5) and (w, 2).
                for (int batch = 0; batch < 4; batch++) {
                    UpdateBatch b = new UpdateBatch();
                    int size = r.nextInt(1 + 200 >> batch);
                    for (int i = 0; i < size; i++) {
                        Update u = new Update(r.nextInt(60), r.nextInt(4), Times.of(version, r.nextInt(6), r.nextInt(2)),
                                r.nextInt(5) - 2);
                        b.add(u.key(), u.value(), u.time(), u.diff());
                        all.add(u);
                    }
                    trace.insert(b);
                }
                trace.advance(Antichain.of(Times.ofVersion(version + 1)));
                // Reads at the next version's times, the only ones a reader asks for from now on.
                for (int q = 0; q < 100; q++) {
                    long key = r.nextInt(62);
                    long value = r.nextInt(4);
                    long time = Times.of(version + 1, r.nextInt(7), r.nextInt(3));
                    assertEquals(naive(all, key, value, time), trace.accumulate(key, value, time), "seed " + seed);
                }
                // A few ascending keys (some repeated, some absent), read with forward-only cursors
                // and with one merging pass: each sees exactly its key's updates.
                long[] keys = new long[1 + r.nextInt(8)];
                for (int i = 0; i < keys.length; i++) {
                    keys[i] = r.nextInt(62);
                }
                java.util.Arrays.sort(keys);
                long time = Times.of(version + 1, r.nextInt(7), r.nextInt(3));
                int[] positions = trace.startPositions();
                long[][] ascending = new long[keys.length][4];
                for (int i = 0; i < keys.length; i++) {
                    long[] sums = ascending[i];
                    trace.forEachAscending(keys[i], positions, (value, t, diff) -> {
                        if (Times.lessEqual(t, time)) {
                            sums[(int) value] += diff;
                        }
                    });
                }
                long[][] matching = new long[keys.length][4];
                Trace.Matches matches = new Trace.Matches();
                trace.findMatching(keys, keys.length, matches);
                trace.forEachMatch(matches, (probe, value, t, diff) -> {
                    if (Times.lessEqual(t, time)) {
                        matching[probe][(int) value] += diff;
                    }
                });
                for (int i = 0; i < keys.length; i++) {
                    for (int value = 0; value < 4; value++) {
                        long expected = naive(all, keys[i], value, time);
                        assertEquals(expected, ascending[i][value], "seed " + seed + ", key " + keys[i]);
                        assertEquals(expected, matching[i][value], "seed " + seed + ", key " + keys[i]);
                    }
                }
            }
            assertTrue(trace.batches() <= 12, "geometric merging keeps few batches: " + trace.batches());
        }
    }

    /**
     * Reading a key by value visits its stored updates across batches in ascending value order,
     * each value's updates before the reader is asked whether to go on, and stops when it says
     * so: compared with the naive list of the same updates, with readers stopping after 1, 3 or
     * no values, keys read in ascending order with one set of positions.
     */
    @Test
    void readingByValueVisitsAscendingValuesAcrossBatchesAndStopsWhenAsked() {
        for (long seed = 1; seed <= 30; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            Trace trace = new Trace();
            List<Update> all = new ArrayList<>();
            for (int batch = 0; batch < 12; batch++) {
                UpdateBatch b = new UpdateBatch();
                for (int i = 0; i < r.nextInt(60); i++) {
                    Update u = new Update(r.nextInt(6), r.nextInt(20), randomTime(r, 3), r.nextInt(3) == 0 ? -1 : 1);
                    b.add(u.key(), u.value(), u.time(), u.diff());
                    all.add(u);
                }
                trace.insert(b);
            }
            int stopAfter = (int) (seed % 3 == 0 ? Integer.MAX_VALUE : 1 + 2 * (seed % 3 - 1));
            int[] positions = trace.startPositions();
            for (long key = 0; key < 6; key++) {
                // What the reader should see: per value, the sum of diffs at each time.
                java.util.TreeMap<Long, java.util.TreeMap<Long, Long>> want = new java.util.TreeMap<>();
                for (Update u : all) {
                    if (u.key() == key) {
                        want.computeIfAbsent(u.value(), x -> new java.util.TreeMap<>()).merge(u.time(), u.diff(), Long::sum);
                    }
                }
                want.values().forEach(m -> m.values().removeIf(d -> d == 0));
                want.values().removeIf(java.util.Map::isEmpty);
                java.util.TreeMap<Long, java.util.TreeMap<Long, Long>> seen = new java.util.TreeMap<>();
                List<Long> order = new ArrayList<>();
                trace.forEachByValue(key, positions, new Trace.ValueVisitor() {
                    @Override
                    public void visit(long value, long time, long diff) {
                        assertTrue(order.isEmpty() || order.get(order.size() - 1) < value, "value " + value + " after its turn");
                        seen.computeIfAbsent(value, x -> new java.util.TreeMap<>()).merge(time, diff, Long::sum);
                    }

                    @Override
                    public boolean valueRead(long value) {
                        order.add(value);
                        return order.size() == stopAfter;
                    }
                });
                seen.values().forEach(m -> m.values().removeIf(d -> d == 0));
                seen.values().removeIf(java.util.Map::isEmpty);
                java.util.TreeMap<Long, java.util.TreeMap<Long, Long>> expected = new java.util.TreeMap<>();
                for (Long value : order) {
                    if (want.containsKey(value)) {
                        expected.put(value, want.get(value));
                    }
                }
                assertEquals(expected, seen, "seed " + seed + ", key " + key);
                // The values read are the smallest ones (a value whose updates cancel over batches
                // may be read too), as many as asked, or all of them.
                List<Long> stored = new ArrayList<>(want.keySet());
                List<Long> read = order.stream().filter(want::containsKey).toList();
                assertTrue(order.size() <= stopAfter, "seed " + seed + ", key " + key);
                assertEquals(order.size() < stopAfter ? stored : stored.subList(0, read.size()), read,
                        "seed " + seed + ", key " + key);
            }
        }
    }

    @Test
    void gallopFindsTheFirstKeyAtOrAfterTheProbe() {
        SplittableRandom r = new SplittableRandom(5);
        for (int round = 0; round < 500; round++) {
            long[] keys = new long[r.nextInt(300)];
            for (int i = 0; i < keys.length; i++) {
                keys[i] = r.nextInt(1000);
            }
            java.util.Arrays.sort(keys);
            int from = keys.length == 0 ? 0 : r.nextInt(keys.length + 1);
            long probe = r.nextInt(1001);
            int expected = from;
            while (expected < keys.length && keys[expected] < probe) {
                expected++;
            }
            assertEquals(expected, Trace.gallop(keys, from, probe), "round " + round);
        }
    }
}
