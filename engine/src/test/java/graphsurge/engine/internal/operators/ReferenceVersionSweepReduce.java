package graphsurge.engine.internal.operators;

import graphsurge.engine.UpdateBatch;
import graphsurge.engine.ReduceFunction;
import graphsurge.engine.internal.time.Times;
import it.unimi.dsi.fastutil.longs.Long2LongOpenHashMap;
import it.unimi.dsi.fastutil.longs.Long2ObjectOpenHashMap;
import it.unimi.dsi.fastutil.longs.LongArrayList;
import it.unimi.dsi.fastutil.longs.LongArrays;

/**
 * A reference implementation for tests, not used by the engine: a reduce specialized for the
 * iteration-major schedule of {@link ReferenceIterate}: superstep i brings updates at iteration i
 * of any version, and every time at iterations up to i is then complete.
 *
 * <p>Compaction to the frontier (0, i) folds every stored time (v, j <= i) into (v, i), so a
 * key's input and output histories are simply indexed by version, and accumulating at a version
 * is a prefix sum. The least upper bounds of the new times with the history are then just the
 * versions: the new versions, and the stored input and output versions at or after the smallest
 * new version. The key's output is evaluated at each of them in ascending order, with running
 * accumulations, and the corrections are emitted at (v, i). No time is ever pending.
 *
 * <p>Gives the same answers as the general {@link graphsurge.engine.internal.operators.Reduce}
 * under that schedule: the graph loop tests run both and compare them, a second, independent
 * check of the general reduce's least-upper-bound evaluation. The computations run the general
 * reduce inside the dataflow's loops.
 */
final class ReferenceVersionSweepReduce {
    private final ReduceFunction function;
    private final Long2ObjectOpenHashMap<KeyHistory> histories = new Long2ObjectOpenHashMap<>();
    // Scratch of one key's sweep, cleared per key rather than allocated per key and version.
    private final Long2LongOpenHashMap inAcc = new Long2LongOpenHashMap();
    private final Long2LongOpenHashMap outAcc = new Long2LongOpenHashMap();
    private final Long2LongOpenHashMap delta = new Long2LongOpenHashMap();
    private final ReduceFunction.Output toDelta = delta::addTo;
    private final LongArrayList candidates = new LongArrayList();
    private final LongArrayList emitted = new LongArrayList();

    /** A key's updates: (version, value, diff) triples in arrival order, input and output. */
    private static final class KeyHistory {
        final LongArrayList input = new LongArrayList();
        final LongArrayList output = new LongArrayList();
    }

    ReferenceVersionSweepReduce(ReduceFunction function) {
        this.function = function;
    }

    /** Takes the updates of superstep {@code iteration} and returns the output's corrections at that iteration. */
    UpdateBatch step(int iteration, UpdateBatch updates) {
        UpdateBatch in = updates.consolidated(); // sorted by key: each key's new updates are one run
        UpdateBatch out = new UpdateBatch();
        int i = 0;
        while (i < in.size()) {
            long key = in.key(i);
            KeyHistory h = histories.computeIfAbsent(key, k -> new KeyHistory());
            long smallest = Long.MAX_VALUE;
            candidates.clear();
            for (; i < in.size() && in.key(i) == key; i++) {
                int version = Times.version(in.time(i));
                h.input.add(version);
                h.input.add(in.value(i));
                h.input.add(in.diff(i));
                candidates.add(version);
                smallest = Math.min(smallest, version);
            }
            for (int k = 0; k < h.input.size(); k += 3) {
                if (h.input.getLong(k) >= smallest) {
                    candidates.add(h.input.getLong(k));
                }
            }
            for (int k = 0; k < h.output.size(); k += 3) {
                if (h.output.getLong(k) >= smallest) {
                    candidates.add(h.output.getLong(k));
                }
            }
            sweep(key, h, distinctSorted(candidates), iteration, out);
        }
        return out;
    }

    private void sweep(long key, KeyHistory h, long[] versions, int iteration, UpdateBatch out) {
        long[] input = sortedByVersion(h.input);
        long[] output = sortedByVersion(h.output);
        reset(inAcc);
        reset(outAcc);
        emitted.clear();
        int ii = 0;
        int oi = 0;
        for (long v : versions) {
            for (; ii < input.length && input[ii] <= v; ii += 3) {
                inAcc.addTo(input[ii + 1], input[ii + 2]);
            }
            for (; oi < output.length && output[oi] <= v; oi += 3) {
                outAcc.addTo(output[oi + 1], output[oi + 2]);
            }
            long[] values = inAcc.keySet().toLongArray();
            LongArrays.quickSort(values);
            long[] counts = new long[values.length];
            int n = 0;
            for (long value : values) {
                long c = inAcc.get(value);
                if (c != 0) {
                    values[n] = value;
                    counts[n++] = c;
                }
            }
            reset(delta);
            function.apply(key, values, counts, n, toDelta);
            for (var e : outAcc.long2LongEntrySet()) {
                delta.addTo(e.getLongKey(), -e.getLongValue());
            }
            for (var e : delta.long2LongEntrySet()) {
                if (e.getLongValue() != 0) {
                    out.add(key, e.getLongKey(), Times.of((int) v, iteration, 0), e.getLongValue());
                    // The correction counts from here on: at v and every later candidate version.
                    outAcc.addTo(e.getLongKey(), e.getLongValue());
                    emitted.add(v);
                    emitted.add(e.getLongKey());
                    emitted.add(e.getLongValue());
                }
            }
        }
        h.output.addAll(emitted);
    }

    /** Empties a scratch map, shrinking it after a large key so that later clears stay cheap. */
    private static void reset(Long2LongOpenHashMap map) {
        boolean large = map.size() > 1024;
        map.clear();
        if (large) {
            map.trim();
        }
    }

    /** The (version, value, diff) triples ordered by version. */
    private static long[] sortedByVersion(LongArrayList triples) {
        int n = triples.size() / 3;
        long[] versions = new long[n];
        int[] order = new int[n];
        for (int k = 0; k < n; k++) {
            versions[k] = triples.getLong(3 * k);
            order[k] = k;
        }
        LongArrays.radixSortIndirect(order, versions, true);
        long[] sorted = new long[3 * n];
        for (int k = 0; k < n; k++) {
            int from = 3 * order[k];
            sorted[3 * k] = triples.getLong(from);
            sorted[3 * k + 1] = triples.getLong(from + 1);
            sorted[3 * k + 2] = triples.getLong(from + 2);
        }
        return sorted;
    }

    private static long[] distinctSorted(LongArrayList values) {
        long[] a = values.toLongArray();
        LongArrays.quickSort(a);
        int n = 0;
        for (int k = 0; k < a.length; k++) {
            if (k == 0 || a[k] != a[k - 1]) {
                a[n++] = a[k];
            }
        }
        return java.util.Arrays.copyOf(a, n);
    }
}
