package graphsurge.engine.internal.operators;

import graphsurge.engine.ReduceFunction;
import graphsurge.engine.UpdateBatch;
import graphsurge.engine.internal.time.Antichain;
import graphsurge.engine.internal.time.Times;
import graphsurge.engine.internal.trace.Trace;
import it.unimi.dsi.fastutil.longs.LongArrayList;
import it.unimi.dsi.fastutil.longs.LongArrays;
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
 * <p>This implementation favours clarity: it scans a key's history for each time.
 */
public final class Reduce {
    private final ReduceFunction function;
    private final Trace input = new Trace();
    private final Trace output = new Trace();

    public Reduce(ReduceFunction function) {
        this.function = function;
    }

    /**
     * Takes input updates (at times not at or beyond {@code upper}) and returns the output
     * updates at every time not at or beyond {@code upper} where the output changed. An empty
     * {@code upper} means every time is complete.
     */
    public UpdateBatch step(UpdateBatch updates, Antichain upper) {
        // Consolidated once (sorted by key, value, time), the batch both enters the input trace
        // without another sort and groups the keys with new input.
        UpdateBatch sorted = updates.consolidated();
        input.insert(sorted);
        int n = sorted.size();
        int due = takeDue(upper);
        UpdateBatch produced = new UpdateBatch();
        // Keys are evaluated in ascending order: the histories are read with forward-only cursors.
        int[] inAt = input.startPositions();
        int[] outAt = output.startPositions();
        LongArrayList seeds = new LongArrayList();
        int i = 0;
        int w = 0;
        while (i < n || w < due) {
            long key = i < n && (w == due || sorted.key(i) <= dueKeys[w]) ? sorted.key(i) : dueKeys[w];
            seeds.clear();
            while (i < n && sorted.key(i) == key) {
                seeds.add(sorted.time(i));
                i++;
            }
            while (w < due && dueKeys[w] == key) {
                seeds.add(dueTimes[w]);
                w++;
            }
            evaluate(key, seeds, upper, produced, inAt, outAt);
        }
        output.insert(produced);
        produced.consolidate();
        return produced;
    }

    // The pending times, (key, time) pairs in no particular order: flat columns rather than a
    // map of lists, since every step reads them all and most keys hold one or two.
    private long[] pendingKeys = new long[16];
    private long[] pendingTimes = new long[16];
    private int pendingSize;
    // The pairs this step takes from them, sorted by key: every pending time of each key that has
    // one this step completes.
    private long[] dueKeys = new long[16];
    private long[] dueTimes = new long[16];

    private void addPending(long key, long time) {
        if (pendingSize == pendingKeys.length) {
            pendingKeys = Arrays.copyOf(pendingKeys, 2 * pendingSize);
            pendingTimes = Arrays.copyOf(pendingTimes, 2 * pendingSize);
        }
        pendingKeys[pendingSize] = key;
        pendingTimes[pendingSize] = time;
        pendingSize++;
    }

    /**
     * Moves the pending times of the keys with a pending time this step completes into
     * {@link #dueKeys}/{@link #dueTimes}, sorted by key, and returns how many. A key whose pending
     * times are all still beyond {@code upper} waits untouched: evaluated now, it would only put
     * them back (and when they come due, the history then holds whatever input arrives meanwhile,
     * so their least upper bounds with it are found then). O(p log p) for p pending times.
     */
    private int takeDue(Antichain upper) {
        long[] keys = new long[0];
        int k = 0;
        for (int p = 0; p < pendingSize; p++) {
            if (upper.isEmpty() || !upper.lessEqual(pendingTimes[p])) {
                if (k == keys.length) {
                    keys = Arrays.copyOf(keys, Math.max(16, 2 * k));
                }
                keys[k++] = pendingKeys[p];
            }
        }
        if (k == 0) {
            return 0;
        }
        Arrays.sort(keys, 0, k);
        if (dueKeys.length < pendingSize) {
            dueKeys = new long[pendingSize];
            dueTimes = new long[pendingSize];
        }
        int taken = 0;
        int kept = 0;
        for (int p = 0; p < pendingSize; p++) {
            if (Arrays.binarySearch(keys, 0, k, pendingKeys[p]) >= 0) {
                dueKeys[taken] = pendingKeys[p];
                dueTimes[taken] = pendingTimes[p];
                taken++;
            } else {
                pendingKeys[kept] = pendingKeys[p];
                pendingTimes[kept] = pendingTimes[p];
                kept++;
            }
        }
        pendingSize = kept;
        LongArrays.quickSort(dueKeys, dueTimes, 0, taken);
        return taken;
    }

    /**
     * Allows the reduce's input and output histories to be compacted up to {@code frontier}: the
     * caller promises that no future input and no future query is before it.
     */
    public void advance(Antichain frontier) {
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
     * Whether some pending time is not at or after {@code end}: a loop must keep stepping while
     * one is, even without new input, for the time to be evaluated before the loop ends.
     */
    public boolean hasPendingBefore(Antichain end) {
        for (int p = 0; p < pendingSize; p++) {
            if (!end.lessEqual(pendingTimes[p])) {
                return true;
            }
        }
        return false;
    }

    /** The output trace's accumulation of (key, value) at {@code time}: the reduce's answer so far. */
    public long outputAt(long key, long value, long time) {
        return output.accumulate(key, value, time);
    }

    // Scratch space of evaluate, reused from key to key: the key's input and output history,
    // the updates emitted at earlier times of this step, and the accumulations at one time.
    private final History in = new History();
    private final History out = new History();
    private final History emitted = new History();
    private final History acc = new History();
    private final History delta = new History();

    /**
     * Evaluates {@code key} at its interesting times: its histories are gathered once, then each
     * time accumulates them with a scan of primitive arrays and a sort by value.
     */
    private void evaluate(long key, LongArrayList seeds, Antichain upper, UpdateBatch produced, int[] inAt, int[] outAt) {
        in.clear();
        out.clear();
        emitted.clear();
        input.forEachAscending(key, inAt, in::add);
        output.forEachAscending(key, outAt, out::add);
        long[] times = interestingTimes(seeds);
        // Sorted by value once, the input history yields each time's accumulation already in
        // value order: consolidating it is then one merging pass, not a sort per time.
        in.sortByValue();
        for (long t : times) {
            if (!upper.isEmpty() && upper.lessEqual(t)) {
                addPending(key, t);
                continue;
            }
            // f(input at t) - (output at t), the output including this step's earlier corrections.
            acc.clear();
            in.accumulateInto(acc, t, 1);
            acc.consolidateSorted();
            delta.clear();
            function.apply(key, acc.values, acc.diffs, acc.size, (value, count) -> delta.add(value, t, count));
            out.accumulateInto(delta, t, -1);
            emitted.accumulateInto(delta, t, -1);
            delta.consolidate();
            for (int i = 0; i < delta.size; i++) {
                emitted.add(delta.values[i], t, delta.diffs[i]);
            }
        }
        for (int i = 0; i < emitted.size; i++) {
            produced.add(key, emitted.values[i], emitted.times[i], emitted.diffs[i]);
        }
    }

    /** Scratch space of {@link #interestingTimes}: the closed set, in the order found. */
    private long[] closure = new long[16];

    /**
     * The seeds closed under joins with each other and with the key's input and output history
     * times, sorted lexicographically without duplicates. A history time at or before a time
     * adds nothing to it (their join is the time itself), so only the history times after or
     * beside some member are joined: O(m * h) for m members and h history updates, without
     * sorting the history. Mostly m is 1 or 2, a key's new round and the later rounds of its
     * history.
     */
    private long[] interestingTimes(LongArrayList seeds) {
        int m = 0;
        for (int i = 0; i < seeds.size(); i++) {
            m = addIfAbsent(seeds.getLong(i), m);
        }
        // Members [0, done) have been joined with the history and with every member before them.
        for (int done = 0; done < m; done++) {
            long s = closure[done];
            m = joinWithHistory(s, in.times, in.size, m);
            m = joinWithHistory(s, out.times, out.size, m);
            for (int j = 0; j < done; j++) {
                m = addIfAbsent(Times.join(s, closure[j]), m);
            }
        }
        long[] times = Arrays.copyOf(closure, m);
        if (m > 1) {
            Arrays.sort(times);
        }
        return times;
    }

    private int joinWithHistory(long s, long[] history, int size, int m) {
        for (int i = 0; i < size; i++) {
            long h = history[i];
            if (!Times.lessEqual(h, s)) {
                m = addIfAbsent(Times.join(s, h), m);
            }
        }
        return m;
    }

    /** Appends {@code t} to the first {@code m} members of {@link #closure} unless present; the new count. */
    private int addIfAbsent(long t, int m) {
        for (int i = 0; i < m; i++) {
            if (closure[i] == t) {
                return m;
            }
        }
        if (m == closure.length) {
            closure = Arrays.copyOf(closure, 2 * m);
        }
        closure[m] = t;
        return m + 1;
    }

    /** Growable (value, time, diff) columns. */
    private static final class History {
        long[] values = new long[16];
        long[] times = new long[16];
        long[] diffs = new long[16];
        int size;

        void clear() {
            size = 0;
        }

        void add(long value, long time, long diff) {
            if (size == values.length) {
                values = Arrays.copyOf(values, size * 2);
                times = Arrays.copyOf(times, size * 2);
                diffs = Arrays.copyOf(diffs, size * 2);
            }
            values[size] = value;
            times[size] = time;
            diffs[size] = diff;
            size++;
        }

        /** Adds {@code sign} times each update at or before {@code t} to {@code into}, at time {@code t}. */
        void accumulateInto(History into, long t, long sign) {
            for (int i = 0; i < size; i++) {
                if (Times.lessEqual(times[i], t)) {
                    into.add(values[i], t, sign * diffs[i]);
                }
            }
        }

        // Scratch columns of the merge sort.
        private long[] spareValues = new long[16];
        private long[] spareTimes = new long[16];
        private long[] spareDiffs = new long[16];

        private int[] runStarts = new int[8];

        /**
         * Sorts the updates by value (times and diffs moving along) with a natural merge sort: a
         * key's history arrives as one sorted run per trace batch, so merging the runs pairwise
         * costs O(n log runs), and nothing when the trace is one batch.
         */
        void sortByValue() {
            int runs = 0;
            for (int i = 0; i < size; i++) {
                if (i == 0 || values[i] < values[i - 1]) {
                    if (runs + 1 >= runStarts.length) {
                        runStarts = Arrays.copyOf(runStarts, 2 * runStarts.length);
                    }
                    runStarts[runs++] = i;
                }
            }
            if (runs <= 1) {
                return;
            }
            runStarts[runs] = size;
            if (spareValues.length < values.length) {
                spareValues = new long[values.length];
                spareTimes = new long[values.length];
                spareDiffs = new long[values.length];
            }
            while (runs > 1) {
                int merged = 0;
                for (int k = 0; k < runs; k += 2) {
                    int from = runStarts[k];
                    int mid = runStarts[k + 1];
                    int to = k + 2 <= runs ? runStarts[k + 2] : size;
                    mergeInto(from, mid, to);
                    runStarts[merged++] = from;
                }
                runStarts[merged] = size;
                runs = merged;
                // The merged columns become the current ones; the old ones are the next spare.
                long[] v = values;
                values = spareValues;
                spareValues = v;
                long[] t = times;
                times = spareTimes;
                spareTimes = t;
                long[] d = diffs;
                diffs = spareDiffs;
                spareDiffs = d;
            }
        }

        /** Merges the sorted ranges [from, mid) and [mid, to) of the columns into the spare columns. */
        private void mergeInto(int from, int mid, int to) {
            int a = from;
            int b = mid;
            for (int k = from; k < to; k++) {
                int take = b >= to || a < mid && values[a] <= values[b] ? a++ : b++;
                spareValues[k] = values[take];
                spareTimes[k] = times[take];
                spareDiffs[k] = diffs[take];
            }
        }

        /** Sums the diffs of equal values, dropping zeros, for updates already sorted by value (all times equal). */
        void consolidateSorted() {
            int m = 0;
            for (int i = 0; i < size; ) {
                long v = values[i];
                long d = 0;
                while (i < size && values[i] == v) {
                    d += diffs[i++];
                }
                if (d != 0) {
                    values[m] = v;
                    diffs[m] = d;
                    times[m] = times[i - 1];
                    m++;
                }
            }
            size = m;
        }

        /** Sorts by value and sums the diffs of equal values, dropping zeros (all times are equal). */
        void consolidate() {
            if (size < 24) {
                // Insertion sort: a key's accumulation at one time is usually a handful of values.
                for (int i = 1; i < size; i++) {
                    long v = values[i];
                    long d = diffs[i];
                    int j = i - 1;
                    while (j >= 0 && values[j] > v) {
                        values[j + 1] = values[j];
                        diffs[j + 1] = diffs[j];
                        j--;
                    }
                    values[j + 1] = v;
                    diffs[j + 1] = d;
                }
            } else {
                LongArrays.radixSort(values, diffs, 0, size);
            }
            int n = 0;
            for (int i = 0; i < size; i++) {
                if (n > 0 && values[n - 1] == values[i]) {
                    diffs[n - 1] += diffs[i];
                } else {
                    values[n] = values[i];
                    diffs[n] = diffs[i];
                    times[n] = times[i];
                    n++;
                }
            }
            int m = 0;
            for (int i = 0; i < n; i++) {
                if (diffs[i] != 0) {
                    values[m] = values[i];
                    diffs[m] = diffs[i];
                    times[m] = times[i];
                    m++;
                }
            }
            size = m;
        }
    }
}
