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
 * step brings the key no new input. They are kept by time ({@link PendingTimes}), so a step
 * takes the ones it completes without reading those that wait for later rounds.
 *
 * <p><b>What an evaluation costs.</b> A key's history is read with its times advanced to the
 * frontier the traces were advanced to (every time evaluated is at or after it, so none can tell
 * the difference), which makes the times of all earlier versions equal to the current one's: in a
 * run of one version, a loop's times of a key are then a chain (one loop counter moving), and so
 * are its interesting times ({@link #chainTimes}, which also keeps one pending time per key
 * rather than all its later ones). On a chain the accumulations grow monotonically from one time
 * to the next, and {@link #evaluateChain} carries them along, adding each update once where it
 * becomes visible: O(h log m + m c) for h history updates, m complete times and accumulations of
 * c values, where evaluating each time from the whole history costs O(m h) and a weighted
 * search's keys (many improving distances, each a time) cost O(h^2). Times that are not a chain
 * (several versions at once, both loop counters moving) are evaluated one by one, each
 * accumulating the history.
 *
 * <p><b>A minimum reads a prefix.</b> For {@link ReduceFunction#MIN} the history read is the
 * key's smallest values up to the first one present at every time the evaluation can reach
 * ({@link #readCoveringPrefix}): O(b) per value read for b batches, where the whole history of a
 * search's hub is one proposal per in-neighbour and round it improved, read at every round the
 * hub is evaluated.
 *
 * <p><b>A minimum skips input above it.</b> A key whose new input only retracts values above its
 * output and adds values at or above it, at every time that input reaches, keeps its output:
 * {@link #leavesMinimum} sees this in the key's output history alone and the key is not
 * evaluated, nor pended at its later history times. In a view that changes 1% of a graph most
 * keys with new input are of this kind (a vertex whose label changed proposes to every
 * out-neighbour, most of which have a smaller label), and an evaluation reads both histories.
 */
public final class Reduce {
    private final ReduceFunction function;
    private final Trace input = new Trace();
    private final Trace output = new Trace();

    public Reduce(ReduceFunction function) {
        this.function = function;
        this.minimum = function == ReduceFunction.MIN;
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
        // A key's pending times still beyond upper wait even when another of its times is due:
        // evaluated now they would only be pended again (every time after one beyond upper is
        // beyond it too), and when they come due the history holds whatever arrived meanwhile.
        int due = pending.takeDue(upper);
        long[] dueKeys = pending.dueKeys();
        long[] dueTimes = pending.dueTimes();
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
            // A minimum's key with new input only may need no evaluation; the check reads its output history.
            boolean outputRead = minimum && !seeds.isEmpty() && (w == due || dueKeys[w] != key);
            if (outputRead && leavesMinimum(key, sorted, i - seeds.size(), i, meet(seeds), outAt)) {
                continue;
            }
            while (w < due && dueKeys[w] == key) {
                seeds.add(dueTimes[w]);
                w++;
            }
            evaluate(key, seeds, upper, produced, inAt, outAt, outputRead);
        }
        // Consolidated first, the output enters its trace without a consolidated copy.
        produced.consolidate();
        output.insert(produced);
        return produced;
    }

    // The pending times, taken by the step whose frontier passes them.
    private final PendingTimes pending = new PendingTimes();

    /**
     * Allows the reduce's input and output histories to be compacted up to {@code frontier}: the
     * caller promises that no future input and no future query is before it.
     */
    public void advance(Antichain frontier) {
        this.frontier = frontier;
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
        return pending.hasBefore(end);
    }

    /** The output trace's accumulation of (key, value) at {@code time}: the reduce's answer so far. */
    public long outputAt(long key, long value, long time) {
        return output.accumulate(key, value, time);
    }

    /** The frontier the traces were last advanced to: every time evaluated is at or after it. */
    private Antichain frontier = Antichain.of(Times.ZERO);

    // Scratch space of evaluate, reused from key to key: the key's input and output history
    // (times advanced to the frontier), the updates emitted at earlier times of this step, and
    // the accumulations at one time.
    private final History in = new History();
    private final History out = new History();
    private final History emitted = new History();
    private final History acc = new History();
    private final History delta = new History();
    private final Trace.UpdateVisitor intoIn = (value, time, diff) -> in.add(value, frontier.advance(time), diff);
    private final Trace.UpdateVisitor intoOut = (value, time, diff) -> out.add(value, frontier.advance(time), diff);

    /**
     * Evaluates {@code key} at its interesting times: its histories are gathered once, then the
     * times are walked as a chain ({@link #evaluateChain}) when they are one, or else each
     * accumulates the histories with a scan of primitive arrays. With {@code outputRead},
     * {@link #out} holds the output history already.
     */
    private void evaluate(long key, LongArrayList seeds, Antichain upper, UpdateBatch produced, int[] inAt, int[] outAt,
            boolean outputRead) {
        if (!outputRead) {
            out.clear();
            output.forEachAscending(key, outAt, intoOut);
        }
        in.clear();
        long floor = meet(seeds);
        if (!minimum || !readCoveringPrefix(key, floor, inAt)) {
            in.clear();
            input.forEachAscending(key, inAt, intoIn);
        }
        // Sorted by value once, the input history yields each time's accumulation already in
        // value order: consolidating it is then one merging pass, not a sort per time.
        in.sortByValue();
        int complete = chainTimes(key, seeds, floor, upper);
        if (complete >= 0) {
            evaluateChain(key, complete, produced);
            return;
        }
        int m = interestingTimes(seeds, floor);
        emitted.clear();
        for (int k = 0; k < m; k++) {
            long t = closure[k];
            if (!upper.isEmpty() && upper.lessEqual(t)) {
                pending.add(key, t);
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

    /** The meet of {@code times} (not empty): every time an evaluation from them can reach is at or after it. */
    private static long meet(LongArrayList times) {
        long floor = times.getLong(0);
        for (int i = 1; i < times.size(); i++) {
            floor = Times.meet(floor, times.getLong(i));
        }
        return floor;
    }

    /** Whether the function is {@link ReduceFunction#MIN}, whose evaluations may read a prefix of the input history. */
    private final boolean minimum;

    /** How many distinct values {@link #readCoveringPrefix} reads before it gives up. */
    private static final int PREFIX_VALUES = 8;

    // State of the prefix reader: the floor of the seeds, the values read, and the current value's
    // accumulation at the floor and whether it has a retraction at a time not at or before it.
    private long prefixFloor;
    private int prefixValues;
    private long countAtFloor;
    private boolean retractedLater;
    private boolean covered;
    private final Trace.ValueVisitor intoPrefix = new Trace.ValueVisitor() {
        @Override
        public void visit(long value, long time, long diff) {
            long t = frontier.advance(time);
            in.add(value, t, diff);
            if (Times.lessEqual(t, prefixFloor)) {
                countAtFloor += diff;
            } else if (diff < 0) {
                retractedLater = true;
            }
        }

        @Override
        public boolean valueRead(long value) {
            covered = countAtFloor > 0 && !retractedLater;
            countAtFloor = 0;
            retractedLater = false;
            return covered || ++prefixValues == PREFIX_VALUES;
        }
    };

    /**
     * For a minimum: reads into {@link #in} the input history of {@code key} in ascending value
     * order up to the first value that is present at every time this evaluation can reach (its
     * count positive at {@code floor}, the meet of the seeds, and no retraction at a later time),
     * and returns true when it found one. Every time evaluated, now or pending, is at or after
     * that meet, so there the minimum is that value or a smaller one: the larger values and their
     * times cannot change the output, and the evaluation reads the few smallest values instead of
     * the whole history (for a hub of a shortest-path search, one proposal per in-neighbour and
     * round it improved). False, with a partial {@link #in}, when no such value is among the first
     * {@link #PREFIX_VALUES}: the caller then reads the whole history.
     */
    private boolean readCoveringPrefix(long key, long floor, int[] inAt) {
        prefixFloor = floor;
        prefixValues = 0;
        countAtFloor = 0;
        retractedLater = false;
        covered = false;
        input.forEachByValue(key, inAt, intoPrefix);
        return covered;
    }

    // Scratch of leavesMinimum: the times and diffs of the output's updates below the new values.
    private long[] lowTimes = new long[16];
    private long[] lowDiffs = new long[16];

    /**
     * For a minimum, whether the key's new input {@code batch[from, to)} leaves its output as it is
     * at every time: when every value it retracts is above the output's value, and every value it
     * adds at or above it, at every time the new updates reach, the smallest value present stays
     * the same there. Read from the output history alone: the count of output values below that
     * bound stays positive at every time at or after {@code floor}, the meet of the new times.
     * Sound where the output is up to date (one value, count 1); times at or after a pending time
     * of the key are evaluated then, from the history the new input is already part of. O(h log h)
     * for the h updates of the output history, which an evaluation reads too.
     */
    private boolean leavesMinimum(long key, UpdateBatch batch, int from, int to, long floor, int[] outAt) {
        // The output's value must be below every retracted value and at or below every added one.
        long least = Long.MAX_VALUE;
        for (int j = from; j < to; j++) {
            long v = batch.value(j);
            least = Math.min(least, batch.diff(j) < 0 || v == Long.MAX_VALUE ? v : v + 1);
        }
        out.clear();
        output.forEachAscending(key, outAt, intoOut);
        long below = 0;
        int later = 0;
        boolean chain = true;
        for (int j = 0; j < out.size; j++) {
            if (out.values[j] >= least) {
                continue;
            }
            long t = out.times[j];
            if (Times.lessEqual(t, floor)) {
                below += out.diffs[j];
            } else {
                chain &= Times.lessEqual(floor, t);
                if (later == lowTimes.length) {
                    lowTimes = Arrays.copyOf(lowTimes, 2 * later);
                    lowDiffs = Arrays.copyOf(lowDiffs, 2 * later);
                }
                lowTimes[later] = t;
                lowDiffs[later++] = out.diffs[j];
            }
        }
        if (below <= 0) {
            return false;
        }
        if (later == 0) {
            return true;
        }
        if (later > 1) {
            LongArrays.quickSort(lowTimes, lowDiffs, 0, later);
        }
        for (int j = 1; j < later && chain; j++) {
            chain = Times.lessEqual(lowTimes[j - 1], lowTimes[j]);
        }
        if (!chain) {
            // Some time may see any of them: every retraction counts.
            for (int j = 0; j < later; j++) {
                below += Math.min(0, lowDiffs[j]);
            }
            return below > 0;
        }
        // Along a chain, a time at or after the floor sees a prefix of the later updates.
        for (int j = 0; j < later; j++) {
            below += lowDiffs[j];
            if ((j + 1 == later || lowTimes[j + 1] != lowTimes[j]) && below <= 0) {
                return false;
            }
        }
        return true;
    }

    // Scratch space of evaluateChain: the accumulated input and output, the function's result
    // and the correction at one time, and the histories ordered by the time they become visible.
    private final SortedCounts inAcc = new SortedCounts();
    private final SortedCounts outAcc = new SortedCounts();
    private final SortedCounts result = new SortedCounts();
    private final SortedCounts correction = new SortedCounts();
    private final ReduceFunction.Output intoResult = result::add;
    private final VisibleFrom inVisible = new VisibleFrom();
    private final VisibleFrom outVisible = new VisibleFrom();

    /**
     * When the seeds and the history times not at or before all of them differ in one loop counter
     * only (a loop's rounds of one version, the history advanced to it), they are a chain, and
     * their closure under joins is themselves (a join on a chain is a maximum). Then this puts the
     * complete ones (before {@code upper}) into {@link #closure}, ascending, pends the rest and
     * returns how many are complete; otherwise it returns -1 and leaves everything as it was.
     * O(h) for h history updates, without sorting the history.
     *
     * <p>Of the pending times, the seeds and the first of the others are kept: the others are
     * history times after that first one, and its evaluation, closing it with the history then,
     * finds them again (with any history that arrives meanwhile), so that a key with a long
     * history keeps one pending time instead of all of them.
     */
    private int chainTimes(long key, LongArrayList seeds, long floor, Antichain upper) {
        // Which counter may move: the outer (rest compared with it zeroed) or the inner.
        long outerBase = Times.withOuter(floor, 0);
        long innerBase = Times.withInner(floor, 0);
        boolean outerMoves = true;
        boolean innerMoves = true;
        for (int i = 0; i < seeds.size(); i++) {
            long s = seeds.getLong(i);
            outerMoves &= Times.withOuter(s, 0) == outerBase;
            innerMoves &= Times.withInner(s, 0) == innerBase;
        }
        int d = 0;
        d = laterTimes(in, floor, d);
        d = laterTimes(out, floor, d);
        for (int i = 0; i < d && (outerMoves || innerMoves); i++) {
            outerMoves &= Times.withOuter(historyTimes[i], 0) == outerBase;
            innerMoves &= Times.withInner(historyTimes[i], 0) == innerBase;
        }
        if (!outerMoves && !innerMoves) {
            return -1;
        }
        int c = seeds.size() + d;
        if (closure.length < c) {
            closure = new long[Math.max(c, 2 * closure.length)];
        }
        int complete = 0;
        long firstPending = Long.MAX_VALUE;
        for (int i = 0; i < c; i++) {
            long t = i < seeds.size() ? seeds.getLong(i) : historyTimes[i - seeds.size()];
            if (upper.isEmpty() || !upper.lessEqual(t)) {
                closure[complete++] = t;
            } else if (i < seeds.size()) {
                pending.add(key, t);
            } else {
                firstPending = Math.min(firstPending, t);
            }
        }
        if (firstPending != Long.MAX_VALUE) {
            pending.add(key, firstPending);
        }
        if (complete > 1) {
            Arrays.sort(closure, 0, complete);
            complete = distinct(closure, complete);
        }
        return complete;
    }

    /**
     * Evaluates {@code key} at the chain {@code closure[0, m)} (ascending: each time at or before
     * the next). An update at or before a time of a chain is at or before every later one, so the
     * accumulations only grow along it: each history update is merged in at the first time that
     * sees it (found by binary search), and each correction emitted is part of the output at every
     * later time.
     */
    private void evaluateChain(long key, int complete, UpdateBatch produced) {
        if (complete == 0) {
            return;
        }
        out.sortByValue();
        inVisible.bucket(in, closure, complete);
        outVisible.bucket(out, closure, complete);
        inAcc.clear();
        outAcc.clear();
        for (int k = 0; k < complete; k++) {
            long t = closure[k];
            inAcc.merge(inVisible.values, inVisible.diffs, inVisible.starts[k], inVisible.starts[k + 1], 1);
            outAcc.merge(outVisible.values, outVisible.diffs, outVisible.starts[k], outVisible.starts[k + 1], 1);
            result.clear();
            function.apply(key, inAcc.values, inAcc.counts, inAcc.size, intoResult);
            // The correction f(input at t) - (output at t), which then holds at every later time.
            correction.clear();
            correction.merge(result.values, result.counts, 0, result.size, 1);
            correction.merge(outAcc.values, outAcc.counts, 0, outAcc.size, -1);
            for (int i = 0; i < correction.size; i++) {
                produced.add(key, correction.values[i], t, correction.counts[i]);
            }
            outAcc.merge(correction.values, correction.counts, 0, correction.size, 1);
        }
    }

    /**
     * A key's history grouped by the first time of a chain that sees each update: group k holds
     * the updates at or before time k of the chain and not before time k - 1, sorted by value
     * (a stable counting sort of a history sorted by value); updates no time of the chain sees
     * are left out. O(h log m) for h updates and a chain of m times.
     */
    private static final class VisibleFrom {
        long[] values = new long[16];
        long[] diffs = new long[16];
        int[] starts = new int[17];
        private int[] group = new int[16];

        void bucket(History history, long[] chain, int m) {
            int h = history.size;
            if (group.length < h) {
                group = new int[Math.max(h, 2 * group.length)];
                values = new long[group.length];
                diffs = new long[group.length];
            }
            if (starts.length < m + 2) {
                starts = new int[Math.max(m + 2, 2 * starts.length)];
            }
            Arrays.fill(starts, 0, m + 2, 0);
            for (int i = 0; i < h; i++) {
                int g = firstSeeing(history.times[i], chain, m);
                group[i] = g;
                starts[g + 1]++;
            }
            for (int k = 0; k < m; k++) {
                starts[k + 1] += starts[k];
            }
            // starts[k] is where group k begins; fill forward, then restore the starts.
            for (int i = 0; i < h; i++) {
                int g = group[i];
                if (g < m) {
                    int at = starts[g]++;
                    values[at] = history.values[i];
                    diffs[at] = history.diffs[i];
                }
            }
            for (int k = m; k > 0; k--) {
                starts[k] = starts[k - 1];
            }
            starts[0] = 0;
        }

        /** The first index of the chain at or after {@code time}, or {@code m} when none is. */
        private static int firstSeeing(long time, long[] chain, int m) {
            if (Times.lessEqual(time, chain[0])) {
                return 0; // most of a history, when the chain starts at a loop's latest round
            }
            int lo = 1;
            int hi = m;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (Times.lessEqual(time, chain[mid])) {
                    hi = mid;
                } else {
                    lo = mid + 1;
                }
            }
            return lo;
        }
    }

    /**
     * Scratch space of {@link #interestingTimes} and {@link #chainTimes}: the closed set, in the
     * order found and, once closed, sorted; and the history times that can add to it.
     */
    private long[] closure = new long[16];
    private long[] historyTimes = new long[16];

    /**
     * Closes the seeds under joins with each other and with the key's input and output history
     * times into {@link #closure}, sorted lexicographically without duplicates, and returns their
     * number. A history time at or before the meet of the seeds is at or before every member (its
     * join with one is that member), so only the other distinct history times are joined with
     * each member: O(m d) for m members and d distinct times.
     */
    private int interestingTimes(LongArrayList seeds, long floor) {
        int d = 0;
        d = laterTimes(in, floor, d);
        d = laterTimes(out, floor, d);
        if (d > 1) {
            Arrays.sort(historyTimes, 0, d);
            d = distinct(historyTimes, d);
        }
        int m = 0;
        for (int i = 0; i < seeds.size(); i++) {
            m = addIfAbsent(seeds.getLong(i), m);
        }
        // Members [0, done) have been joined with the history and with every member before them.
        for (int done = 0; done < m; done++) {
            long s = closure[done];
            for (int i = 0; i < d; i++) {
                if (!Times.lessEqual(historyTimes[i], s)) {
                    m = addIfAbsent(Times.join(s, historyTimes[i]), m);
                }
            }
            for (int j = 0; j < done; j++) {
                m = addIfAbsent(Times.join(s, closure[j]), m);
            }
        }
        if (m > 1) {
            Arrays.sort(closure, 0, m);
        }
        return m;
    }

    /** Appends to {@link #historyTimes}, from {@code d}, the times of {@code h} not at or before {@code floor}. */
    private int laterTimes(History h, long floor, int d) {
        for (int i = 0; i < h.size; i++) {
            long t = h.times[i];
            if (!Times.lessEqual(t, floor)) {
                if (d == historyTimes.length) {
                    historyTimes = Arrays.copyOf(historyTimes, 2 * d);
                }
                historyTimes[d++] = t;
            }
        }
        return d;
    }

    /** Drops repeats from the sorted {@code times[0, n)}; returns how many remain. */
    private static int distinct(long[] times, int n) {
        int m = 0;
        for (int i = 0; i < n; i++) {
            if (m == 0 || times[m - 1] != times[i]) {
                times[m++] = times[i];
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
