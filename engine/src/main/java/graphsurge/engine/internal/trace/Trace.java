package graphsurge.engine.internal.trace;

import graphsurge.engine.UpdateBatch;
import graphsurge.engine.internal.time.Antichain;
import graphsurge.engine.internal.time.Times;
import java.util.ArrayList;
import java.util.List;

/**
 * An arrangement: the updates of a collection indexed by key, as a spine of immutable sorted
 * batches, oldest and largest first. A new batch is merged with the one before it while it is at
 * least half that one's size, so a trace of n updates has O(log n) batches and each update is
 * merged O(log n) times.
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
            if (2L * newer.size < older.size) {
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

    /** Calls {@code visitor} with every stored update of {@code key}, batch by batch. */
    public void forEach(long key, UpdateVisitor visitor) {
        for (TraceBatch b : batches) {
            int k = b.find(key);
            if (k < 0) {
                continue;
            }
            for (int i = b.keyStarts[k]; i < b.keyStarts[k + 1]; i++) {
                visitor.visit(b.values[i], b.times[i], b.diffs[i]);
            }
        }
    }

    /**
     * Calls {@code visitor} for every stored update whose key is among {@code sortedKeys}
     * (ascending, repeats allowed), merging the keys with each batch's sorted keys: one pass per
     * batch instead of a search per key. {@code visitor} receives the index into {@code sortedKeys}.
     */
    public void forEachMatching(long[] sortedKeys, int count, MatchVisitor visitor) {
        forEachMatchingRun(sortedKeys, count, (probe, b, from, to) -> {
            for (int u = from; u < to; u++) {
                visitor.visit(probe, b.values[u], b.times[u], b.diffs[u]);
            }
        });
    }

    /**
     * The number of stored updates {@link #forEachMatching} would visit for these keys, counted
     * from the batches' key runs without visiting the updates (callers size their output with it).
     */
    public long countMatching(long[] sortedKeys, int count) {
        long[] total = new long[1];
        forEachMatchingRun(sortedKeys, count, (probe, b, from, to) -> total[0] += to - from);
        return total[0];
    }

    /** The stored updates {@code [from, to)} of batch {@code b} have the key of probe {@code probe}. */
    @FunctionalInterface
    private interface RunVisitor {
        void visit(int probe, TraceBatch b, int from, int to);
    }

    private void forEachMatchingRun(long[] sortedKeys, int count, RunVisitor visitor) {
        for (TraceBatch b : batches) {
            long[] keys = b.distinctKeys;
            int k = 0;
            int i = 0;
            while (i < count && k < keys.length) {
                long key = sortedKeys[i];
                if (keys[k] < key) {
                    k++;
                } else if (keys[k] > key) {
                    i++;
                } else {
                    visitor.visit(i, b, b.keyStarts[k], b.keyStarts[k + 1]);
                    i++; // the next probe may have the same key: k stays
                }
            }
        }
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

    private TraceBatch merge(TraceBatch older, TraceBatch newer) {
        UpdateBatch both = new UpdateBatch(older.size + newer.size);
        append(both, older, frontier);
        append(both, newer, frontier);
        both.consolidate();
        return new TraceBatch(both);
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
