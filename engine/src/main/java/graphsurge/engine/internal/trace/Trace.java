package graphsurge.engine.internal.trace;

import graphsurge.engine.UpdateBatch;
import graphsurge.engine.internal.time.Antichain;
import graphsurge.engine.internal.time.Times;
import it.unimi.dsi.fastutil.longs.LongArrays;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * An arrangement: the updates of a collection indexed by key, as a spine of immutable sorted
 * batches, oldest and largest first. A new batch is merged with the one before it while it is at
 * least a {@link #MERGE_RATIO}-th of that one's size, so a trace of n updates has at most
 * 1 + log_4 n batches and each update is merged O(log n) times.
 *
 * <p><b>Compaction.</b> {@link #advance} records a frontier behind which no reader will ever look
 * again; merges then replace every time by {@link Antichain#advance its advanced time} and
 * consolidate, so that updates whose times became equal combine and those that cancel disappear.
 * This is correct only because every query (accumulation) of a reader is at a time at or after
 * the frontier: the caller must pass the meet of all readers' frontiers. With versions as the
 * outer coordinate, advancing to the current version folds all older versions into one, so a
 * trace's size follows the data, not the number of views processed.
 */
public final class Trace {
    /**
     * A batch of at least 1/MERGE_RATIO of the one before it is merged into it. Every read of a key
     * searches each batch (a reduce reads its input and output history at each of a loop's
     * rounds), while a merge copies the older batch: at 4 rather than 2 the spine has half as many
     * batches, and an update is copied on about half as many levels, each copy up to four times
     * its batch instead of two, so merging costs about the same and reads half as many searches.
     */
    private static final int MERGE_RATIO = 4;

    private final List<TraceBatch> batches = new ArrayList<>();
    private Antichain frontier = Antichain.of(Times.ZERO);
    private long compactedSize;

    /** Adds updates (any order; they are consolidated here). */
    public void insert(UpdateBatch updates) {
        UpdateBatch b = copy(updates, frontier);
        if (b.isEmpty()) {
            return;
        }
        batches.add(new TraceBatch(b));
        while (batches.size() >= 2) {
            TraceBatch newer = batches.get(batches.size() - 1);
            TraceBatch older = batches.get(batches.size() - 2);
            if ((long) MERGE_RATIO * newer.size < older.size) {
                break;
            }
            batches.remove(batches.size() - 1);
            batches.set(batches.size() - 1, merge(older, newer));
        }
    }

    /**
     * Allows compaction up to {@code readers}: the times at or after it are the only ones any
     * reader will accumulate at from now on. Frontiers only move forward.
     */
    public void advance(Antichain readers) {
        this.frontier = readers;
    }

    /**
     * Compacts when the trace has grown to more than twice its size after the last compaction:
     * what a loop calls after every version, so that compaction costs amortized O(1) per update
     * instead of the trace's size per version, while the size stays within twice its compact form.
     */
    public void compactWhenGrown() {
        if (updates() > 2 * compactedSize + 16) {
            compact();
        }
    }

    /** Merges every batch into one, compacting: the trace's smallest form. */
    public void compact() {
        compactedSize = 0;
        if (batches.isEmpty()) {
            return;
        }
        if (batches.size() == 1) {
            TraceBatch advanced = batches.get(0).advancedInOrder(frontier);
            if (advanced != null) {
                batches.set(0, advanced);
                compactedSize = advanced.size;
                return;
            }
        }
        UpdateBatch all = new UpdateBatch((int) Math.min(Integer.MAX_VALUE - 8, updates()));
        for (TraceBatch b : batches) {
            append(all, b, frontier);
        }
        all.consolidate();
        batches.clear();
        if (!all.isEmpty()) {
            batches.add(new TraceBatch(all));
        }
        compactedSize = all.size();
    }

    /** The sum of the diffs of {@code (key, value)} at times at or before {@code time} (product order). */
    public long accumulate(long key, long value, long time) {
        long total = 0;
        for (TraceBatch b : batches) {
            int k = b.find(key);
            if (k < 0) {
                continue;
            }
            for (int i = b.keyStarts[k]; i < b.keyStarts[k + 1]; i++) {
                if (b.values[i] == value && Times.lessEqual(b.times[i], time)) {
                    total += b.diffs[i];
                }
            }
        }
        return total;
    }

    /**
     * Places for {@link #forEachAscending}, one per batch, at the start: valid until the next
     * {@link #insert} or compaction.
     */
    public int[] startPositions() {
        return new int[batches.size()];
    }

    /**
     * Calls {@code visitor} with every stored update of {@code key}, batch by batch, for callers
     * that read keys in ascending order: each batch's search gallops on from where the previous
     * key's ended ({@code positions}, from {@link #startPositions}),
     * so that a pass over p ascending keys costs O(p log(K/p)) per batch of K keys and touches the
     * batches' memory in order, instead of a binary search over each whole batch per key.
     */
    public void forEachAscending(long key, int[] positions, UpdateVisitor visitor) {
        for (int j = 0; j < positions.length; j++) {
            TraceBatch b = batches.get(j);
            int k = gallop(b.distinctKeys, positions[j], key);
            positions[j] = k;
            if (k < b.distinctKeys.length && b.distinctKeys[k] == key) {
                for (int i = b.keyStarts[k]; i < b.keyStarts[k + 1]; i++) {
                    visitor.visit(b.values[i], b.times[i], b.diffs[i]);
                }
            }
        }
    }

    /**
     * Calls {@code visitor} with the stored updates of {@code key} in ascending value order over
     * all batches (a merge of each batch's run, which is sorted by value), and after the last
     * update of each value asks {@link ValueVisitor#valueRead} whether to stop: a reader that
     * needs only the smallest values of a long history (a minimum) stops after them instead of
     * reading the rest. {@code positions} as in {@link #forEachAscending}. O(b) per distinct value
     * read plus its updates, for b batches holding the key.
     */
    public void forEachByValue(long key, int[] positions, ValueVisitor visitor) {
        int runs = 0;
        if (heads.length < positions.length) {
            heads = new int[positions.length];
            ends = new int[positions.length];
            runBatch = new TraceBatch[positions.length];
        }
        for (int j = 0; j < positions.length; j++) {
            TraceBatch b = batches.get(j);
            int k = gallop(b.distinctKeys, positions[j], key);
            positions[j] = k;
            if (k < b.distinctKeys.length && b.distinctKeys[k] == key) {
                heads[runs] = b.keyStarts[k];
                ends[runs] = b.keyStarts[k + 1];
                runBatch[runs] = b;
                runs++;
            }
        }
        while (runs > 0) {
            long value = Long.MAX_VALUE;
            for (int r = 0; r < runs; r++) {
                value = Math.min(value, runBatch[r].values[heads[r]]);
            }
            for (int r = 0; r < runs; ) {
                TraceBatch b = runBatch[r];
                int i = heads[r];
                while (i < ends[r] && b.values[i] == value) {
                    visitor.visit(value, b.times[i], b.diffs[i]);
                    i++;
                }
                heads[r] = i;
                if (i == ends[r]) {
                    // The run is done: the last run takes its place.
                    runs--;
                    heads[r] = heads[runs];
                    ends[r] = ends[runs];
                    runBatch[r] = runBatch[runs];
                } else {
                    r++;
                }
            }
            if (visitor.valueRead(value)) {
                break;
            }
        }
        Arrays.fill(runBatch, 0, positions.length, null);
    }

    // Scratch of forEachByValue: each run's next update and end, and its batch.
    private int[] heads = new int[0];
    private int[] ends = new int[0];
    private TraceBatch[] runBatch = new TraceBatch[0];

    /** Receives a key's updates value by value ({@link #forEachByValue}). */
    public interface ValueVisitor {
        void visit(long value, long time, long diff);

        /** Every update of {@code value} has been visited: true to read no further values. */
        boolean valueRead(long value);
    }

    /**
     * The runs of stored updates whose keys a sorted list of probes holds, found by
     * {@link #findMatching}: a caller sizes its output by {@link #updates()} and then visits them
     * ({@link #forEachMatch}), searching each batch once where counting and then probing searched
     * it twice. Valid until the trace's next insert or compaction; reusable.
     */
    public static final class Matches {
        // Run r: the updates [froms[r], tos[r]) of batch batchOf[r] have the key of probe probes[r].
        private int[] probes = new int[16];
        private int[] batchOf = new int[16];
        private int[] froms = new int[16];
        private int[] tos = new int[16];
        private int runs;
        private long updates;

        /** The number of stored updates the runs hold. */
        public long updates() {
            return updates;
        }

        private void add(int probe, int batch, int from, int to) {
            if (runs == probes.length) {
                int grown = 2 * runs;
                probes = Arrays.copyOf(probes, grown);
                batchOf = Arrays.copyOf(batchOf, grown);
                froms = Arrays.copyOf(froms, grown);
                tos = Arrays.copyOf(tos, grown);
            }
            probes[runs] = probe;
            batchOf[runs] = batch;
            froms[runs] = from;
            tos[runs] = to;
            runs++;
            updates += to - from;
        }
    }

    /**
     * Finds, into {@code matches} (cleared first), the runs of the probed keys batch by batch, each
     * probe found by galloping forward from the previous one's place: O(p log(K/p)) for p probes
     * into a batch of K keys, so that a round probing a few changed keys against a large
     * arrangement costs the probes, not the batch's size, while probing every key is still one
     * linear pass. {@code sortedKeys} ascending, repeats allowed.
     */
    public void findMatching(long[] sortedKeys, int count, Matches matches) {
        matches.runs = 0;
        matches.updates = 0;
        for (int j = 0; j < batches.size(); j++) {
            TraceBatch b = batches.get(j);
            long[] keys = b.distinctKeys;
            int k = 0;
            for (int i = 0; i < count && k < keys.length; i++) {
                long key = sortedKeys[i];
                k = gallop(keys, k, key);
                if (k < keys.length && keys[k] == key) {
                    // The next probe may have the same key: k stays.
                    matches.add(i, j, b.keyStarts[k], b.keyStarts[k + 1]);
                }
            }
        }
    }

    /**
     * Calls {@code visitor} with every update of the runs {@link #findMatching} found (in this
     * trace, unchanged since), batch by batch, with the index of the probe it matched.
     */
    public void forEachMatch(Matches matches, MatchVisitor visitor) {
        for (int r = 0; r < matches.runs; r++) {
            TraceBatch b = batches.get(matches.batchOf[r]);
            int probe = matches.probes[r];
            for (int u = matches.froms[r]; u < matches.tos[r]; u++) {
                visitor.visit(probe, b.values[u], b.times[u], b.diffs[u]);
            }
        }
    }

    /**
     * The first index at or after {@code from} whose key is at least {@code key} ({@code keys}
     * ascending; {@code keys.length} when none): steps of doubling length, then a binary search
     * in the last one, O(log d) for a result d places on.
     */
    static int gallop(long[] keys, int from, long key) {
        if (from >= keys.length || keys[from] >= key) {
            return from;
        }
        int below = from; // keys[below] < key
        int step = 1;
        int above = from + 1;
        while (above < keys.length && keys[above] < key) {
            below = above;
            step <<= 1;
            above = from + step;
        }
        above = Math.min(above, keys.length); // keys[above] >= key, or the end
        while (above - below > 1) {
            int mid = (below + above) >>> 1;
            if (keys[mid] < key) {
                below = mid;
            } else {
                above = mid;
            }
        }
        return above;
    }

    /** Receives a stored update matching the probe at {@code probe}. */
    @FunctionalInterface
    public interface MatchVisitor {
        void visit(int probe, long value, long time, long diff);
    }

    /** The number of updates stored, over all batches. */
    public long updates() {
        long n = 0;
        for (TraceBatch b : batches) {
            n += b.size;
        }
        return n;
    }

    /** The bytes the trace's batches occupy. */
    public long memoryBytes() {
        long bytes = 0;
        for (TraceBatch b : batches) {
            bytes += b.memoryBytes();
        }
        return bytes;
    }

    public int batches() {
        return batches.size();
    }

    /** Receives one update of a key. */
    @FunctionalInterface
    public interface UpdateVisitor {
        void visit(long value, long time, long diff);
    }

    /**
     * The two batches as one, times advanced to the frontier and consolidated: one linear merge,
     * O(n) for n updates (not a sort of both), key by key. A key's updates are copied (from one
     * batch, or interleaved by value from both) in one pass that notes whether two times of one
     * (key, value) came out equal or out of order (advanced, or one from each batch); only then
     * are that key's times sorted and summed among themselves.
     */
    private TraceBatch merge(TraceBatch older, TraceBatch newer) {
        int capacity = older.size + newer.size;
        long[] values = new long[capacity];
        long[] times = new long[capacity];
        long[] diffs = new long[capacity];
        // The key index is built as the runs are written, rather than by a pass over a key column.
        long[] olderKeys = older.distinctKeys;
        long[] newerKeys = newer.distinctKeys;
        long[] distinctKeys = new long[olderKeys.length + newerKeys.length];
        int[] keyStarts = new int[distinctKeys.length + 1];
        int distinct = 0;
        int n = 0;
        int ka = 0;
        int kb = 0;
        while (ka < olderKeys.length || kb < newerKeys.length) {
            int start = n;
            long key;
            if (kb == newerKeys.length || ka < olderKeys.length && olderKeys[ka] < newerKeys[kb]) {
                key = olderKeys[ka];
                n = copyKey(older, ka++, values, times, diffs, n);
            } else if (ka == olderKeys.length || newerKeys[kb] < olderKeys[ka]) {
                key = newerKeys[kb];
                n = copyKey(newer, kb++, values, times, diffs, n);
            } else {
                key = olderKeys[ka];
                n = mergeKey(older, ka++, newer, kb++, values, times, diffs, n);
            }
            if (n > start) {
                distinctKeys[distinct] = key;
                keyStarts[distinct++] = start;
            }
        }
        keyStarts[distinct] = n;
        if (distinct < distinctKeys.length) {
            distinctKeys = Arrays.copyOf(distinctKeys, distinct);
            keyStarts = Arrays.copyOf(keyStarts, distinct + 1);
        }
        return new TraceBatch(distinctKeys, keyStarts, values, times, diffs, n);
    }

    /**
     * Copies the updates of key {@code k} of batch {@code b} to the columns at {@code to}, times
     * advanced, consolidating them only when advancing broke their order; returns the end.
     */
    private int copyKey(TraceBatch b, int k, long[] values, long[] times, long[] diffs, int to) {
        int from = b.keyStarts[k];
        int end = b.keyStarts[k + 1];
        long[] sourceValues = b.values;
        long[] sourceTimes = b.times;
        long[] sourceDiffs = b.diffs;
        // A key's run is mostly a few updates: a loop beats System.arraycopy's setup.
        boolean inOrder = true;
        long previousValue = sourceValues[from];
        long previousTime = Long.MIN_VALUE;
        int n = to;
        for (int i = from; i < end; i++) {
            long value = sourceValues[i];
            long t = frontier.advance(sourceTimes[i]);
            inOrder &= value != previousValue || t > previousTime;
            values[n] = value;
            times[n] = t;
            diffs[n] = sourceDiffs[i];
            previousValue = value;
            previousTime = t;
            n++;
        }
        return inOrder ? n : consolidateValues(values, times, diffs, to, n);
    }

    /**
     * Writes the updates of key {@code ka} of {@code older} and key {@code kb} of {@code newer}
     * (the same key) to the columns at {@code to} in value order, times advanced and consolidated;
     * returns the end.
     */
    private int mergeKey(TraceBatch older, int ka, TraceBatch newer, int kb, long[] values, long[] times, long[] diffs,
            int to) {
        int a = older.keyStarts[ka];
        int aEnd = older.keyStarts[ka + 1];
        int b = newer.keyStarts[kb];
        int bEnd = newer.keyStarts[kb + 1];
        int n = to;
        boolean inOrder = true;
        long previousValue = Long.MIN_VALUE;
        long previousTime = Long.MIN_VALUE;
        while (a < aEnd || b < bEnd) {
            // Of one value, older's updates come first.
            long value;
            long t;
            long diff;
            if (b == bEnd || a < aEnd && older.values[a] <= newer.values[b]) {
                value = older.values[a];
                t = frontier.advance(older.times[a]);
                diff = older.diffs[a++];
            } else {
                value = newer.values[b];
                t = frontier.advance(newer.times[b]);
                diff = newer.diffs[b++];
            }
            inOrder &= value != previousValue || t > previousTime;
            values[n] = value;
            times[n] = t;
            diffs[n] = diff;
            previousValue = value;
            previousTime = t;
            n++;
        }
        return inOrder ? n : consolidateValues(values, times, diffs, to, n);
    }

    /**
     * Consolidates the updates in {@code [from, to)}, sorted by value: each value's times sorted,
     * equal times summed and zeros dropped, the survivors moved down; returns the new end.
     */
    private static int consolidateValues(long[] values, long[] times, long[] diffs, int from, int to) {
        int m = from;
        for (int i = from; i < to; ) {
            long value = values[i];
            int end = i + 1;
            while (end < to && values[end] == value) {
                end++;
            }
            int kept = end - i == 1 ? (diffs[i] != 0 ? 1 : 0) : consolidateTimes(times, diffs, i, end);
            if (m != i) {
                System.arraycopy(times, i, times, m, kept);
                System.arraycopy(diffs, i, diffs, m, kept);
            }
            for (int j = m; j < m + kept; j++) {
                values[j] = value;
            }
            m += kept;
            i = end;
        }
        return m;
    }

    /**
     * Sorts the (time, diff) pairs in {@code [from, to)} by time, sums equal times and drops
     * zeros; returns how many remain (from {@code from}). The pairs of one (key, value): mostly a
     * few, already ascending unless advancing reordered them, which an insertion sort suits.
     */
    private static int consolidateTimes(long[] times, long[] diffs, int from, int to) {
        if (to - from > 32) {
            LongArrays.quickSort(times, diffs, from, to);
        }
        for (int i = from + 1; i < to; i++) {
            long t = times[i];
            long d = diffs[i];
            int j = i - 1;
            while (j >= from && times[j] > t) {
                times[j + 1] = times[j];
                diffs[j + 1] = diffs[j];
                j--;
            }
            times[j + 1] = t;
            diffs[j + 1] = d;
        }
        int m = from;
        for (int i = from; i < to; ) {
            long t = times[i];
            long d = 0;
            while (i < to && times[i] == t) {
                d += diffs[i++];
            }
            if (d != 0) {
                times[m] = t;
                diffs[m] = d;
                m++;
            }
        }
        return m - from;
    }

    private static void append(UpdateBatch into, TraceBatch b, Antichain frontier) {
        for (int k = 0; k < b.distinctKeys.length; k++) {
            long key = b.distinctKeys[k];
            for (int i = b.keyStarts[k]; i < b.keyStarts[k + 1]; i++) {
                into.add(key, b.values[i], frontier.advance(b.times[i]), b.diffs[i]);
            }
        }
    }

    private static UpdateBatch copy(UpdateBatch updates, Antichain frontier) {
        boolean advances = false;
        for (int i = 0; i < updates.size() && !advances; i++) {
            advances = frontier.advance(updates.time(i)) != updates.time(i);
        }
        // Times the frontier leaves alone keep a consolidated batch consolidated: no second sort.
        if (!advances) {
            return updates.consolidated();
        }
        UpdateBatch b = new UpdateBatch(updates.size());
        for (int i = 0; i < updates.size(); i++) {
            b.add(updates.key(i), updates.value(i), frontier.advance(updates.time(i)), updates.diff(i));
        }
        b.consolidate();
        return b;
    }
}
