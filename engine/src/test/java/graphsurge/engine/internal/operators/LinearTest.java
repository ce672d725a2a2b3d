package graphsurge.engine.internal.operators;

import static org.junit.jupiter.api.Assertions.assertEquals;

import graphsurge.engine.UpdateBatch;
import graphsurge.engine.internal.time.Times;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Linear operators commute with accumulation: at every time, the accumulated output equals the
 * operator applied record by record to the accumulated input, computed here on plain multisets.
 */
class LinearTest {
    /** The multiset (key, value) -> count accumulated at t, zero counts dropped. */
    private static TreeMap<List<Long>, Long> accumulate(UpdateBatch batch, long t) {
        TreeMap<List<Long>, Long> acc = new TreeMap<>((a, b) -> a.get(0).equals(b.get(0))
                ? Long.compare(a.get(1), b.get(1)) : Long.compare(a.get(0), b.get(0)));
        for (int i = 0; i < batch.size(); i++) {
            if (Times.lessEqual(batch.time(i), t)) {
                acc.merge(List.of(batch.key(i), batch.value(i)), batch.diff(i), Long::sum);
            }
        }
        acc.values().removeIf(c -> c == 0);
        return acc;
    }

    private static TreeMap<List<Long>, Long> empty() {
        return accumulate(new UpdateBatch(), Times.ZERO);
    }

    @Test
    void everyLinearOperatorCommutesWithAccumulation() {
        for (long seed = 1; seed <= 40; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            UpdateBatch a = new UpdateBatch();
            UpdateBatch b = new UpdateBatch();
            for (int i = 0; i < 60; i++) {
                UpdateBatch into = r.nextBoolean() ? a : b;
                into.add(r.nextInt(5), r.nextInt(6), Times.of(r.nextInt(3), r.nextInt(3), 0), r.nextInt(5) - 2);
            }
            UpdateBatch mapped = Linear.map(a, (k, v) -> v, (k, v) -> k + 10 * v);
            UpdateBatch filtered = Linear.filter(a, (k, v) -> k < v);
            UpdateBatch expanded = Linear.flatMap(a, (k, v, out) -> {
                for (long j = 0; j < v % 3; j++) {
                    out.emit(k + j, v);
                }
            });
            UpdateBatch concatenated = Linear.concat(a, b);
            UpdateBatch negated = Linear.negate(a);
            for (int v = 0; v < 3; v++) {
                for (int it = 0; it < 3; it++) {
                    long t = Times.of(v, it, 0);
                    TreeMap<List<Long>, Long> in = accumulate(a, t);
                    TreeMap<List<Long>, Long> wantMap = empty();
                    TreeMap<List<Long>, Long> wantFilter = empty();
                    TreeMap<List<Long>, Long> wantFlat = empty();
                    TreeMap<List<Long>, Long> wantNegate = empty();
                    for (var e : in.entrySet()) {
                        long k = e.getKey().get(0);
                        long val = e.getKey().get(1);
                        long c = e.getValue();
                        wantMap.merge(List.of(val, k + 10 * val), c, Long::sum);
                        if (k < val) {
                            wantFilter.put(e.getKey(), c);
                        }
                        for (long j = 0; j < val % 3; j++) {
                            wantFlat.merge(List.of(k + j, val), c, Long::sum);
                        }
                        wantNegate.put(e.getKey(), -c);
                    }
                    TreeMap<List<Long>, Long> wantConcat = accumulate(b, t);
                    in.forEach((key, c) -> wantConcat.merge(key, c, Long::sum));
                    for (TreeMap<List<Long>, Long> want : List.of(wantMap, wantFilter, wantFlat, wantNegate, wantConcat)) {
                        want.values().removeIf(c -> c == 0);
                    }
                    String at = "seed " + seed + " at " + Times.toString(t);
                    assertEquals(wantMap, accumulate(mapped, t), "map, " + at);
                    assertEquals(wantFilter, accumulate(filtered, t), "filter, " + at);
                    assertEquals(wantFlat, accumulate(expanded, t), "flatMap, " + at);
                    assertEquals(wantConcat, accumulate(concatenated, t), "concat, " + at);
                    assertEquals(wantNegate, accumulate(negated, t), "negate, " + at);
                }
            }
        }
    }

    @Test
    void aCopyIsIndependentOfItsOriginal() {
        UpdateBatch original = new UpdateBatch();
        original.add(1, 2, 3, 4);
        UpdateBatch copy = original.copy();
        original.add(5, 6, 7, 8);
        assertEquals(1, copy.size());
        assertEquals(List.of(1L, 2L, 3L, 4L), List.of(copy.key(0), copy.value(0), copy.time(0), copy.diff(0)));
        copy.add(9, 9, 9, 9);
        assertEquals(2, original.size());
        assertEquals(List.of(5L, 6L, 7L, 8L), List.of(original.key(1), original.value(1), original.time(1), original.diff(1)));
    }
}
