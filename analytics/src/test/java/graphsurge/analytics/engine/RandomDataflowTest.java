package graphsurge.analytics.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import graphsurge.analytics.engine.data.UpdateBatch;
import graphsurge.analytics.engine.operators.Join;
import graphsurge.analytics.engine.operators.Linear;
import graphsurge.analytics.engine.operators.Reduce;
import graphsurge.analytics.engine.operators.ReduceFunction;
import graphsurge.analytics.engine.time.Antichain;
import graphsurge.analytics.engine.time.Times;
import graphsurge.analytics.engine.trace.Trace;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Random chains {@code reduce(join(map/filter(A), B))} over inputs that change across 1 to 50
 * versions with additions and deletions (multiplicities may go negative), fed in batches of
 * versions of random sizes, against a naive evaluator that recomputes the whole chain from
 * scratch on the inputs accumulated at each version.
 */
class RandomDataflowTest {
    record Update(long key, long value, int version, long diff) {}

    private static final ReduceFunction[] REDUCERS = {ReduceFunction.MIN, ReduceFunction.MAX, ReduceFunction.SUM,
        ReduceFunction.COUNT, ReduceFunction.DISTINCT};

    @Test
    void everyVersionMatchesTheChainRecomputedFromScratch() {
        for (long seed = 1; seed <= 100; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int versions = 1 + r.nextInt(50);
            List<Update> a = randomInput(r, versions);
            List<Update> b = randomInput(r, versions);
            boolean filterFirst = r.nextBoolean();
            ReduceFunction reducer = REDUCERS[r.nextInt(REDUCERS.length)];

            Join join = new Join(new Trace(), new Trace(), (key, left, right, out) -> out.emit(right, left + right));
            Reduce reduce = new Reduce(reducer);
            Trace outputs = new Trace();
            TreeSet<List<Long>> seen = new TreeSet<>(RandomDataflowTest::compare);
            int next = 0;
            while (next < versions) {
                int last = Math.min(versions - 1, next + r.nextInt(1 + versions / 3));
                UpdateBatch deltaA = feed(a, next, last);
                UpdateBatch deltaB = feed(b, next, last);
                UpdateBatch shaped = filterFirst
                        ? Linear.filter(deltaA, (k, v) -> (k + v) % 3 != 0)
                        : Linear.map(deltaA, (k, v) -> k, (k, v) -> v / 2);
                UpdateBatch out = reduce.step(join.step(shaped, deltaB), Antichain.of(Times.ofVersion(last + 1)));
                for (int i = 0; i < out.size(); i++) {
                    seen.add(List.of(out.key(i), out.value(i)));
                }
                outputs.insert(out);
                next = last + 1;
            }
            for (int v = 0; v < versions; v++) {
                TreeMap<List<Long>, Long> want = naive(a, b, v, filterFirst, reducer);
                long t = Times.ofVersion(v);
                TreeSet<List<Long>> records = new TreeSet<>(RandomDataflowTest::compare);
                records.addAll(seen);
                records.addAll(want.keySet());
                for (List<Long> rec : records) {
                    assertEquals((long) want.getOrDefault(rec, 0L), outputs.accumulate(rec.get(0), rec.get(1), t),
                            "seed " + seed + ", version " + v + ", record " + rec);
                }
            }
        }
    }

    private static List<Update> randomInput(SplittableRandom r, int versions) {
        List<Update> in = new ArrayList<>();
        int n = r.nextInt(40);
        for (int i = 0; i < n; i++) {
            int version = r.nextInt(4) == 0 ? 0 : r.nextInt(versions);
            in.add(new Update(r.nextInt(4), r.nextInt(6), version, r.nextInt(5) == 0 ? -1 : 1));
        }
        return in;
    }

    private static UpdateBatch feed(List<Update> in, int first, int last) {
        UpdateBatch batch = new UpdateBatch();
        for (Update u : in) {
            if (u.version() >= first && u.version() <= last) {
                batch.add(u.key(), u.value(), Times.ofVersion(u.version()), u.diff());
            }
        }
        return batch;
    }

    /** The chain on plain multisets accumulated at version v. */
    private static TreeMap<List<Long>, Long> naive(List<Update> a, List<Update> b, int v, boolean filterFirst, ReduceFunction reducer) {
        TreeMap<List<Long>, Long> shaped = multiset();
        accumulate(a, v).forEach((rec, c) -> {
            long k = rec.get(0);
            long val = rec.get(1);
            if (filterFirst) {
                if ((k + val) % 3 != 0) {
                    shaped.merge(rec, c, Long::sum);
                }
            } else {
                shaped.merge(List.of(k, val / 2), c, Long::sum);
            }
        });
        TreeMap<List<Long>, Long> joined = multiset();
        TreeMap<List<Long>, Long> right = accumulate(b, v);
        shaped.forEach((l, cl) -> right.forEach((rr, cr) -> {
            if (l.get(0).equals(rr.get(0))) {
                joined.merge(List.of(rr.get(1), l.get(1) + rr.get(1)), cl * cr, Long::sum);
            }
        }));
        joined.values().removeIf(c -> c == 0);
        TreeMap<List<Long>, Long> reduced = multiset();
        for (long key : joined.keySet().stream().map(rec -> rec.get(0)).distinct().toList()) {
            List<long[]> group = new ArrayList<>();
            joined.forEach((rec, c) -> {
                if (rec.get(0) == key) {
                    group.add(new long[] {rec.get(1), c});
                }
            });
            long[] values = new long[group.size()];
            long[] counts = new long[group.size()];
            for (int i = 0; i < group.size(); i++) {
                values[i] = group.get(i)[0];
                counts[i] = group.get(i)[1];
            }
            reducer.apply(key, values, counts, values.length, (value, count) -> reduced.merge(List.of(key, value), count, Long::sum));
        }
        reduced.values().removeIf(c -> c == 0);
        return reduced;
    }

    private static TreeMap<List<Long>, Long> accumulate(List<Update> in, int v) {
        TreeMap<List<Long>, Long> acc = multiset();
        for (Update u : in) {
            if (u.version() <= v) {
                acc.merge(List.of(u.key(), u.value()), u.diff(), Long::sum);
            }
        }
        acc.values().removeIf(c -> c == 0);
        return acc;
    }

    private static TreeMap<List<Long>, Long> multiset() {
        return new TreeMap<>(RandomDataflowTest::compare);
    }

    private static int compare(List<Long> x, List<Long> y) {
        int c = Long.compare(x.get(0), y.get(0));
        return c != 0 ? c : Long.compare(x.get(1), y.get(1));
    }
}
