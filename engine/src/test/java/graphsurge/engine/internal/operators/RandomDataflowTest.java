package graphsurge.engine.internal.operators;

import static org.junit.jupiter.api.Assertions.assertEquals;

import graphsurge.engine.Exchange;
import graphsurge.engine.ReduceFunction;
import graphsurge.engine.UpdateBatch;
import graphsurge.engine.internal.exec.ThreadExchange;
import graphsurge.engine.internal.exec.Workers;
import graphsurge.engine.internal.time.Antichain;
import graphsurge.engine.internal.time.Times;
import graphsurge.engine.internal.trace.Trace;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Random chains {@code reduce(join(map/filter(A), B))} over inputs that change across 1 to 50
 * versions with additions and deletions (multiplicities may go negative), fed in batches of
 * versions of random sizes on 1, 2 or 4 workers, against a naive evaluator that recomputes the whole chain from
 * scratch on the inputs accumulated at each version.
 */
class RandomDataflowTest {
    record Update(long key, long value, int version, long diff) {}

    private static final ReduceFunction[] REDUCERS = {ReduceFunction.MIN, ReduceFunction.MAX, ReduceFunction.SUM,
        ReduceFunction.COUNT, ReduceFunction.DISTINCT};

    @Test
    void everyVersionMatchesTheChainRecomputedFromScratch() throws Exception {
        for (long seed = 1; seed <= 100; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int versions = 1 + r.nextInt(50);
            List<Update> a = randomInput(r, versions);
            List<Update> b = randomInput(r, versions);
            boolean filterFirst = r.nextBoolean();
            ReduceFunction reducer = REDUCERS[r.nextInt(REDUCERS.length)];
            // The last version of each batch fed in one round.
            List<Integer> batchEnds = new ArrayList<>();
            for (int next = 0; next < versions; ) {
                int last = Math.min(versions - 1, next + r.nextInt(1 + versions / 3));
                batchEnds.add(last);
                next = last + 1;
            }
            int workers = new int[] {1, 2, 4}[(int) (seed % 3)];
            ThreadExchange exchange = new ThreadExchange(workers);
            Trace[] outputs = new Trace[workers];
            TreeSet<List<Long>> seen = new TreeSet<>(RandomDataflowTest::compare);
            for (int w = 0; w < workers; w++) {
                outputs[w] = new Trace();
            }
            Workers.run(workers, exchange, me -> runChain(me, exchange, a, b, batchEnds, filterFirst, reducer, outputs[me], seen));
            for (int v = 0; v < versions; v++) {
                TreeMap<List<Long>, Long> want = naive(a, b, v, filterFirst, reducer);
                long t = Times.ofVersion(v);
                TreeSet<List<Long>> records = new TreeSet<>(RandomDataflowTest::compare);
                records.addAll(seen);
                records.addAll(want.keySet());
                for (List<Long> rec : records) {
                    Trace owner = outputs[exchange.owner(rec.get(0))];
                    assertEquals((long) want.getOrDefault(rec, 0L), owner.accumulate(rec.get(0), rec.get(1), t),
                            "seed " + seed + ", " + workers + " workers, version " + v + ", record " + rec);
                }
            }
        }
    }

    /**
     * One worker's part: worker 0 reads the inputs, the exchange routes them to the owners of
     * their keys for the join, and the join's output to the owners of its keys for the reduce.
     */
    private static void runChain(int me, Exchange exchange, List<Update> a, List<Update> b, List<Integer> batchEnds,
            boolean filterFirst, ReduceFunction reducer, Trace outputs, Set<List<Long>> seen) throws InterruptedException {
        Join join = new Join(new Trace(), new Trace(), (key, left, right, out) -> out.emit(right, left + right));
        Reduce reduce = new Reduce(reducer);
        int next = 0;
        for (int last : batchEnds) {
            UpdateBatch deltaA = me == 0 ? feed(a, next, last) : new UpdateBatch();
            UpdateBatch deltaB = me == 0 ? feed(b, next, last) : new UpdateBatch();
            UpdateBatch shaped = filterFirst
                    ? Linear.filter(deltaA, (k, v) -> (k + v) % 3 != 0)
                    : Linear.map(deltaA, (k, v) -> k, (k, v) -> v / 2);
            UpdateBatch joined = join.step(exchange.exchange(me, shaped), exchange.exchange(me, deltaB));
            UpdateBatch out = reduce.step(exchange.exchange(me, joined), Antichain.of(Times.ofVersion(last + 1)));
            synchronized (seen) {
                for (int i = 0; i < out.size(); i++) {
                    seen.add(List.of(out.key(i), out.value(i)));
                }
            }
            outputs.insert(out);
            next = last + 1;
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
