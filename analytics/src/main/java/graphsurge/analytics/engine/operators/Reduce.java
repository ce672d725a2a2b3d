package graphsurge.analytics.engine.operators;

import graphsurge.analytics.engine.data.UpdateBatch;
import graphsurge.analytics.engine.time.Antichain;
import graphsurge.analytics.engine.time.Times;
import graphsurge.analytics.engine.trace.Trace;
import it.unimi.dsi.fastutil.longs.Long2ObjectOpenHashMap;
import it.unimi.dsi.fastutil.longs.LongArrayList;
import it.unimi.dsi.fastutil.longs.LongArrays;
import it.unimi.dsi.fastutil.longs.LongOpenHashSet;
import java.util.Arrays;

/**
 * Reduce: for every key and every time, the output is {@code f(accumulated input at that time)},
 * maintained as differences.
 *
 * <p><b>Where the output can change.</b> Not only at the times of new input: also at every least
 * upper bound of a new time with times in the key's input and output history (updates at (0,1)
 * and (1,0) change what (1,1) sees, though no update is at (1,1)). {@link #step} closes the new
 * times under joins with the history and with each other, and evaluates at each resulting time,
 * in lexicographic order (a linear extension of the product order, so every time's predecessors
 * are settled first). At each, the correction {@code f(input at t) - (output at t)} is emitted at
 * t; output at t includes the corrections of this step at times before t.
 *
 * <p><b>Pending times.</b> A time at or beyond the step's {@code upper} frontier is not complete
 * yet: it is kept for the key and evaluated in the step whose frontier passes it, even if that
 * step brings the key no new input.
 *
 * <p>This implementation favours clarity (it scans a key's history for each time); the
 * specialized version-sweep of the iteration-major schedule comes on top of it.
 */
public final class Reduce {
    private final ReduceFunction function;
    private final Trace input = new Trace();
    private final Trace output = new Trace();
    private final Long2ObjectOpenHashMap<LongArrayList> pending = new Long2ObjectOpenHashMap<>();

    public Reduce(ReduceFunction function) {
        this.function = function;
    }

    /**
     * Takes input updates (at times not at or beyond {@code upper}) and returns the output
     * updates at every time not at or beyond {@code upper} where the output changed. An empty
     * {@code upper} means every time is complete.
     */
    public UpdateBatch step(UpdateBatch updates, Antichain upper) {
        input.insert(updates);
        LongOpenHashSet keys = new LongOpenHashSet();
        Long2ObjectOpenHashMap<LongArrayList> newTimes = new Long2ObjectOpenHashMap<>();
        for (int i = 0; i < updates.size(); i++) {
            keys.add(updates.key(i));
            newTimes.computeIfAbsent(updates.key(i), k -> new LongArrayList()).add(updates.time(i));
        }
        keys.addAll(pending.keySet());
        long[] sortedKeys = keys.toLongArray();
        Arrays.sort(sortedKeys);
        UpdateBatch produced = new UpdateBatch();
        for (long key : sortedKeys) {
            LongArrayList seeds = new LongArrayList();
            LongArrayList fresh = newTimes.get(key);
            if (fresh != null) {
                seeds.addAll(fresh);
            }
            LongArrayList waiting = pending.remove(key);
            if (waiting != null) {
                seeds.addAll(waiting);
            }
            evaluate(key, seeds, upper, produced);
        }
        output.insert(produced);
        produced.consolidate();
        return produced;
    }

    /**
     * Allows the reduce's input and output histories to be compacted up to {@code frontier}: the
     * caller promises that no future input and no future query is before it.
     */
    public void advance(graphsurge.analytics.engine.time.Antichain frontier) {
        input.advance(frontier);
        output.advance(frontier);
        input.compactWhenGrown();
        output.compactWhenGrown();
    }

    /** Updates stored in the input and output histories. */
    public long storedUpdates() {
        return input.updates() + output.updates();
    }

    /**
     * The earliest time (lexicographically) still pending, or {@code Long.MAX_VALUE}: a schedule
     * that advances the frontier in steps must keep stepping while this is within its current
     * range, even without new input.
     */
    public long nextPending() {
        long next = Long.MAX_VALUE;
        for (LongArrayList times : pending.values()) {
            for (int i = 0; i < times.size(); i++) {
                next = Math.min(next, times.getLong(i));
            }
        }
        return next;
    }

    /** The output trace's accumulation of (key, value) at {@code time}: the reduce's answer so far. */
    public long outputAt(long key, long value, long time) {
        return output.accumulate(key, value, time);
    }

    private void evaluate(long key, LongArrayList seeds, Antichain upper, UpdateBatch produced) {
        long[] times = interestingTimes(key, seeds);
        UpdateBatch emitted = new UpdateBatch();
        for (long t : times) {
            if (!upper.isEmpty() && upper.lessEqual(t)) {
                pending.computeIfAbsent(key, k -> new LongArrayList()).add(t);
                continue;
            }
            // What the input holds at t, and what the output says at t (history + this step).
            Long2ObjectOpenHashMap<long[]> in = new Long2ObjectOpenHashMap<>();
            input.forEach(key, (value, time, diff) -> {
                if (Times.lessEqual(time, t)) {
                    in.computeIfAbsent(value, v -> new long[1])[0] += diff;
                }
            });
            long[] values = in.keySet().toLongArray();
            Arrays.sort(values);
            long[] counts = new long[values.length];
            int n = 0;
            for (long v : values) {
                long c = in.get(v)[0];
                if (c != 0) {
                    values[n] = v;
                    counts[n++] = c;
                }
            }
            Long2ObjectOpenHashMap<long[]> delta = new Long2ObjectOpenHashMap<>();
            function.apply(key, values, counts, n, (value, count) -> delta.computeIfAbsent(value, v -> new long[1])[0] += count);
            output.forEach(key, (value, time, diff) -> {
                if (Times.lessEqual(time, t)) {
                    delta.computeIfAbsent(value, v -> new long[1])[0] -= diff;
                }
            });
            for (int i = 0; i < emitted.size(); i++) {
                if (Times.lessEqual(emitted.time(i), t)) {
                    delta.computeIfAbsent(emitted.value(i), v -> new long[1])[0] -= emitted.diff(i);
                }
            }
            for (var e : delta.long2ObjectEntrySet()) {
                if (e.getValue()[0] != 0) {
                    emitted.add(key, e.getLongKey(), t, e.getValue()[0]);
                }
            }
        }
        for (int i = 0; i < emitted.size(); i++) {
            produced.add(emitted.key(i), emitted.value(i), emitted.time(i), emitted.diff(i));
        }
    }

    /**
     * The seeds closed under joins with each other and with the key's input and output history
     * times, sorted lexicographically without duplicates.
     */
    private long[] interestingTimes(long key, LongArrayList seeds) {
        LongOpenHashSet history = new LongOpenHashSet();
        input.forEach(key, (value, time, diff) -> history.add(time));
        output.forEach(key, (value, time, diff) -> history.add(time));
        LongOpenHashSet result = new LongOpenHashSet(seeds);
        LongArrayList frontier = new LongArrayList(result);
        while (!frontier.isEmpty()) {
            LongArrayList next = new LongArrayList();
            for (int i = 0; i < frontier.size(); i++) {
                long s = frontier.getLong(i);
                for (long h : history) {
                    long j = Times.join(s, h);
                    if (result.add(j)) {
                        next.add(j);
                    }
                }
                for (long r : result.toLongArray()) {
                    long j = Times.join(s, r);
                    if (result.add(j)) {
                        next.add(j);
                    }
                }
            }
            frontier = next;
        }
        long[] times = result.toLongArray();
        LongArrays.quickSort(times);
        return times;
    }
}
