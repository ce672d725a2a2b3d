package graphsurge.engine.internal.operators;

import static org.junit.jupiter.api.Assertions.assertEquals;

import graphsurge.engine.ReduceFunction;
import graphsurge.engine.UpdateBatch;
import graphsurge.engine.internal.time.Antichain;
import graphsurge.engine.internal.time.Times;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class ReduceTest {
    record Update(long key, long value, long time, long diff) {}

    @Test
    void updatesAtZeroOneAndOneZeroProduceWorkAtOneOne() {
        Reduce min = new Reduce(ReduceFunction.MIN);
        UpdateBatch in = new UpdateBatch();
        in.add(7, 5, Times.of(0, 1, 0), 1);
        in.add(7, 3, Times.of(1, 0, 0), 1);
        UpdateBatch out = min.step(in, new Antichain());
        // (0,1) sees {5}; (1,0) sees {3}; (1,1) sees {3, 5}: min 3, so the 5 from (0,1) is retracted there.
        assertEquals(1, min.outputAt(7, 5, Times.of(0, 1, 0)));
        assertEquals(1, min.outputAt(7, 3, Times.of(1, 0, 0)));
        assertEquals(0, min.outputAt(7, 5, Times.of(1, 1, 0)), "without evaluating at the join, min would be {3, 5}");
        assertEquals(1, min.outputAt(7, 3, Times.of(1, 1, 0)));
        boolean retraction = false;
        for (int i = 0; i < out.size(); i++) {
            retraction |= out.time(i) == Times.of(1, 1, 0) && out.value(i) == 5 && out.diff(i) == -1;
        }
        assertEquals(true, retraction, "the correction carries the time (1,1)");
    }

    /** The oracle: the input accumulated at t by the product order, reduced from scratch. */
    static Map<Long, Long> expected(List<Update> all, long key, long t, ReduceFunction f) {
        TreeMap<Long, Long> acc = new TreeMap<>();
        for (Update u : all) {
            if (u.key() == key && Times.lessEqual(u.time(), t)) {
                acc.merge(u.value(), u.diff(), Long::sum);
            }
        }
        acc.values().removeIf(c -> c == 0);
        long[] values = new long[acc.size()];
        long[] counts = new long[acc.size()];
        int i = 0;
        for (var e : acc.entrySet()) {
            values[i] = e.getKey();
            counts[i++] = e.getValue();
        }
        TreeMap<Long, Long> out = new TreeMap<>();
        f.apply(key, values, counts, values.length, (v, c) -> out.merge(v, c, Long::sum));
        out.values().removeIf(c -> c == 0);
        return out;
    }

    @Test
    void everyScheduleGivesTheReducedInputAtEveryTime() {
        // Seven functions: coprime with the schedule choices below, so each meets every schedule.
        ReduceFunction[] functions = {ReduceFunction.MIN, ReduceFunction.MAX, ReduceFunction.SUM, ReduceFunction.DISTINCT,
            ReduceFunction.COUNT, ReduceFunction.threshold(c -> c >= 2 ? 1 : 0), ReduceFunction.threshold(c -> -c)};
        for (long seed = 1; seed <= 168; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            ReduceFunction f = functions[(int) (seed % functions.length)];
            int versions = 4;
            List<Update> all = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                // Odd seeds (fed in batches of versions) use the inner loop too: three nested
                // coordinates under the product order, as SCC's two loops produce.
                long time = Times.of(r.nextInt(versions), r.nextInt(3), seed % 2 == 1 ? r.nextInt(3) : 0);
                long key = r.nextInt(3);
                long value = r.nextInt(4);
                // Mostly insertions, some deletions (a multiset may go negative and come back).
                all.add(new Update(key, value, time, r.nextInt(4) == 0 ? -1 : 1));
            }
            Reduce reduce = new Reduce(f);
            if (seed % 2 == 0) {
                // Version-major, one iteration at a time: a round completes only (v, i). A change at
                // (v, 0) that meets history at (v-1, 2) matters at (v, 2): pending until then.
                for (int v = 0; v < versions; v++) {
                    for (int i = 0; i < 3; i++) {
                        UpdateBatch batch = new UpdateBatch();
                        for (Update u : all) {
                            if (u.time() == Times.of(v, i, 0)) {
                                batch.add(u.key(), u.value(), u.time(), u.diff());
                            }
                        }
                        reduce.step(batch, Antichain.of(Times.of(v, i + 1, 0), Times.of(v + 1, 0, 0)));
                    }
                }
                reduce.step(new UpdateBatch(), new Antichain());
                check(all, reduce, f, versions, seed);
                continue;
            }
            int rounds = 1 + (int) (seed % 4);
            // Round r feeds versions up to a growing bound; its upper frontier is the next bound.
            int fed = -1;
            for (int round = 1; round <= rounds; round++) {
                int upTo = round == rounds ? versions - 1 : (versions - 1) * round / rounds;
                UpdateBatch batch = new UpdateBatch();
                for (Update u : all) {
                    int v = Times.version(u.time());
                    if (v > fed && v <= upTo) {
                        batch.add(u.key(), u.value(), u.time(), u.diff());
                    }
                }
                fed = upTo;
                Antichain upper = round == rounds ? new Antichain() : Antichain.of(Times.ofVersion(upTo + 1));
                reduce.step(batch, upper);
            }
            check(all, reduce, f, versions, seed);
        }
    }

    /**
     * A loop's schedule over many versions, as a dataflow runs it: each version's rounds, then the
     * version completed and the reduce advanced to the next, so that its histories are read with
     * their times advanced (every key's times a chain) and merged batches are compacted. Keys see
     * long histories (many rounds, values improving and worsening), as a weighted search's do.
     */
    @Test
    void versionsRunOneAtATimeAndAdvancedGiveTheReducedInputAtEveryRound() {
        ReduceFunction[] functions = {ReduceFunction.MIN, ReduceFunction.DISTINCT, ReduceFunction.SUM,
            ReduceFunction.threshold(c -> c >= 2 ? 1 : 0)};
        int rounds = 12;
        for (long seed = 1; seed <= 40; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            ReduceFunction f = functions[(int) (seed % functions.length)];
            Reduce reduce = new Reduce(f);
            List<Update> all = new ArrayList<>();
            for (int v = 0; v < 8; v++) {
                List<Update> version = new ArrayList<>();
                for (int i = 0; i < 60; i++) {
                    long time = Times.of(v, r.nextInt(rounds), 0);
                    version.add(new Update(r.nextInt(4), r.nextInt(6), time, r.nextInt(3) == 0 ? -1 : 1));
                }
                all.addAll(version);
                for (int i = 0; i < rounds; i++) {
                    UpdateBatch batch = new UpdateBatch();
                    for (Update u : version) {
                        if (Times.outer(u.time()) == i) {
                            batch.add(u.key(), u.value(), u.time(), u.diff());
                        }
                    }
                    reduce.step(batch, Antichain.of(Times.of(0, i + 1, 0), Times.ofVersion(v + 1)));
                }
                reduce.step(new UpdateBatch(), Antichain.of(Times.ofVersion(v + 1)));
                for (long key = 0; key < 4; key++) {
                    for (int i = 0; i <= rounds; i++) {
                        long t = Times.of(v, i, 0);
                        Map<Long, Long> want = expected(all, key, t, f);
                        for (long value = -400; value <= 400; value++) {
                            assertEquals((long) want.getOrDefault(value, 0L), reduce.outputAt(key, value, t),
                                    "seed " + seed + ", key " + key + ", value " + value + " at " + Times.toString(t));
                        }
                    }
                }
                reduce.advance(Antichain.of(Times.ofVersion(v + 1)));
            }
        }
    }

    /**
     * A minimum over long histories, as a hub's in a search: many values per key, most inserted
     * and kept, some smaller ones inserted and retracted later (in this version or a later one),
     * some keys' minimum retracted, so that evaluations read a prefix of the values (stopping at
     * the first one present from the seeds' meet on), fall back to the whole history (more than
     * the prefix's values retracted), or find no value at all. Versions run one at a time, or (odd
     * seeds) with the inner loop's counter moving too, where the times are not a chain. Checked
     * at every time against the minimum of the accumulated input.
     */
    @Test
    void aMinimumReadingOnlyItsSmallestValuesGivesTheMinimumAtEveryTime() {
        int rounds = 6;
        for (long seed = 1; seed <= 60; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            boolean nested = seed % 2 == 1;
            Reduce reduce = new Reduce(ReduceFunction.MIN);
            List<Update> all = new ArrayList<>();
            List<Update> live = new ArrayList<>();
            for (int v = 0; v < 6; v++) {
                List<Update> version = new ArrayList<>();
                for (int i = 0; i < 80; i++) {
                    long time = Times.of(v, r.nextInt(rounds), nested ? r.nextInt(2) : 0);
                    int kind = r.nextInt(10);
                    if (kind < 6 || live.isEmpty()) {
                        // Small values now and then, so that a retracted minimum has many below it.
                        long value = r.nextInt(4) == 0 ? r.nextInt(12) : 12 + r.nextInt(60);
                        Update u = new Update(r.nextInt(3), value, time, 1);
                        version.add(u);
                        live.add(u);
                    } else {
                        // A retraction of an earlier insertion, at this version's time.
                        Update gone = live.remove(r.nextInt(live.size()));
                        version.add(new Update(gone.key(), gone.value(), Times.join(time, gone.time()), -1));
                    }
                }
                all.addAll(version);
                for (int i = 0; i < rounds; i++) {
                    for (int j = 0; j < (nested ? 2 : 1); j++) {
                        UpdateBatch batch = new UpdateBatch();
                        for (Update u : version) {
                            if (Times.version(u.time()) == v && Times.outer(u.time()) == i && Times.inner(u.time()) == j) {
                                batch.add(u.key(), u.value(), u.time(), u.diff());
                            }
                        }
                        Antichain upper = nested
                                ? Antichain.of(Times.of(0, i, j + 1), Times.of(0, i + 1, 0), Times.ofVersion(v + 1))
                                : Antichain.of(Times.of(0, i + 1, 0), Times.ofVersion(v + 1));
                        reduce.step(batch, upper);
                    }
                }
                reduce.step(new UpdateBatch(), Antichain.of(Times.ofVersion(v + 1)));
                for (long key = 0; key < 3; key++) {
                    for (int i = 0; i <= rounds; i++) {
                        for (int j = 0; j < 3; j++) {
                            long t = Times.of(v, i, j);
                            Map<Long, Long> want = expected(all, key, t, ReduceFunction.MIN);
                            for (long value = 0; value < 72; value++) {
                                assertEquals((long) want.getOrDefault(value, 0L), reduce.outputAt(key, value, t),
                                        "seed " + seed + ", key " + key + ", value " + value + " at " + Times.toString(t));
                            }
                        }
                    }
                }
                reduce.advance(Antichain.of(Times.ofVersion(v + 1)));
            }
        }
    }

    /**
     * A minimum's new input whose values stay above the key's output at every time it reaches is
     * not evaluated: the output stays. These keys' new values are above the output when they
     * arrive but not later, or meet an output that is empty or retracted, and must change it:
     * key 1's output 3 leaves at round 4 (6 from then on), so a 5 that arrives at round 2 is the
     * minimum from round 4; key 2 has no output before round 3, so a 9 at round 1 is its minimum
     * there; key 3's minimum is retracted together with a larger value's arrival; key 4 gets one
     * more copy of its minimum (it stays) and then loses both; key 5, waiting at a pending time
     * of its history, gets a value above its output meanwhile. Checked at every round against the
     * minimum of the accumulated input.
     */
    @Test
    void aMinimumSkipsNewValuesOnlyWhereTheyStayAboveItsOutput() {
        List<List<Update>> versions = List.of(
                List.of(new Update(1, 3, Times.of(0, 0, 0), 1), new Update(1, 3, Times.of(0, 4, 0), -1),
                        new Update(1, 6, Times.of(0, 4, 0), 1), new Update(2, 5, Times.of(0, 3, 0), 1),
                        new Update(3, 4, Times.of(0, 0, 0), 1), new Update(4, 2, Times.of(0, 1, 0), 1),
                        new Update(5, 3, Times.of(0, 0, 0), 1), new Update(5, 3, Times.of(0, 5, 0), -1),
                        new Update(5, 1, Times.of(0, 5, 0), 1)),
                List.of(new Update(1, 5, Times.of(1, 2, 0), 1), new Update(2, 9, Times.of(1, 1, 0), 1),
                        new Update(3, 4, Times.of(1, 2, 0), -1), new Update(3, 8, Times.of(1, 2, 0), 1),
                        new Update(4, 2, Times.of(1, 1, 0), 1), new Update(5, 8, Times.of(1, 0, 0), 1),
                        new Update(5, 9, Times.of(1, 2, 0), 1)),
                List.of(new Update(4, 2, Times.of(2, 2, 0), -1), new Update(4, 2, Times.of(2, 3, 0), -1),
                        new Update(4, 7, Times.of(2, 3, 0), 1), new Update(1, 4, Times.of(2, 5, 0), 1)));
        int rounds = 7;
        Reduce reduce = new Reduce(ReduceFunction.MIN);
        List<Update> all = new ArrayList<>();
        for (int v = 0; v < versions.size(); v++) {
            all.addAll(versions.get(v));
            for (int i = 0; i < rounds; i++) {
                UpdateBatch batch = new UpdateBatch();
                for (Update u : versions.get(v)) {
                    if (Times.outer(u.time()) == i) {
                        batch.add(u.key(), u.value(), u.time(), u.diff());
                    }
                }
                reduce.step(batch, Antichain.of(Times.of(0, i + 1, 0), Times.ofVersion(v + 1)));
            }
            reduce.step(new UpdateBatch(), Antichain.of(Times.ofVersion(v + 1)));
            for (long key = 1; key <= 5; key++) {
                for (int i = 0; i <= rounds; i++) {
                    long t = Times.of(v, i, 0);
                    Map<Long, Long> want = expected(all, key, t, ReduceFunction.MIN);
                    for (long value = 0; value <= 10; value++) {
                        assertEquals((long) want.getOrDefault(value, 0L), reduce.outputAt(key, value, t),
                                "key " + key + ", value " + value + " at " + Times.toString(t));
                    }
                }
            }
            reduce.advance(Antichain.of(Times.ofVersion(v + 1)));
        }
    }

    private static void check(List<Update> all, Reduce reduce, ReduceFunction f, int versions, long seed) {
        {
            for (long key = 0; key < 3; key++) {
                for (int v = 0; v < versions; v++) {
                    for (int i = 0; i < 4; i++) {
                        for (int j = 0; j < 4; j++) {
                            long t = Times.of(v, i, j);
                            Map<Long, Long> want = expected(all, key, t, f);
                            for (long value = -60; value <= 60; value++) {
                                assertEquals((long) want.getOrDefault(value, 0L), reduce.outputAt(key, value, t),
                                        "seed " + seed + ", key " + key + ", value " + value + " at " + Times.toString(t));
                            }
                        }
                    }
                }
            }
        }
    }
}
