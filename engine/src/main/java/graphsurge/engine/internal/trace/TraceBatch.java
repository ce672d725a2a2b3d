package graphsurge.engine.internal.trace;

import graphsurge.engine.UpdateBatch;
import graphsurge.engine.internal.time.Antichain;
import java.util.Arrays;

/**
 * An immutable batch of a trace: consolidated updates sorted by (key, value, time), stored as
 * the distinct keys with the start of each key's run, and the runs' values, times and diffs:
 * 24 bytes per update plus 12 per distinct key. A key's updates are found by binary search.
 */
final class TraceBatch {
    final long[] values;
    final long[] times;
    final long[] diffs;
    final int size;
    /** The distinct keys, and where each key's updates start (one extra entry: the end). */
    final long[] distinctKeys;
    final int[] keyStarts;

    /** A batch of the consolidated {@code batch} (which must not change afterwards). */
    TraceBatch(UpdateBatch batch) {
        int n = batch.size();
        values = new long[n];
        times = new long[n];
        diffs = new long[n];
        int distinct = 0;
        for (int i = 0; i < n; i++) {
            values[i] = batch.value(i);
            times[i] = batch.time(i);
            diffs[i] = batch.diff(i);
            if (i == 0 || batch.key(i) != batch.key(i - 1)) {
                distinct++;
            }
        }
        size = n;
        distinctKeys = new long[distinct];
        keyStarts = new int[distinct + 1];
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (i == 0 || batch.key(i) != batch.key(i - 1)) {
                distinctKeys[k] = batch.key(i);
                keyStarts[k++] = i;
            }
        }
        keyStarts[distinct] = n;
    }

    /**
     * A batch of the first {@code size} updates of these columns, which must be consolidated and
     * sorted by (key, value, time), with their key index: {@code distinctKeys} ascending and
     * exactly the keys present, {@code keyStarts} their runs' starts and the end. The batch keeps
     * the arrays, which must not change afterwards.
     */
    TraceBatch(long[] distinctKeys, int[] keyStarts, long[] values, long[] times, long[] diffs, int size) {
        this.values = values;
        this.times = times;
        this.diffs = diffs;
        this.size = size;
        this.distinctKeys = distinctKeys;
        this.keyStarts = keyStarts;
    }

    /**
     * This batch with every time advanced by {@code frontier}, when that leaves it sorted and
     * consolidated: each (key, value)'s times still strictly ascending. Null when advancing makes
     * two times of one (key, value) equal or out of order: the batch must then be consolidated.
     * O(n) instead of a sort, and the common case: a batch of one version, or of a loop's rounds
     * of one version, keeps its order when the version moves on.
     */
    TraceBatch advancedInOrder(Antichain frontier) {
        long[] advanced = new long[size];
        boolean changed = false;
        for (int k = 0; k < distinctKeys.length; k++) {
            int start = keyStarts[k];
            for (int i = start; i < keyStarts[k + 1]; i++) {
                long t = frontier.advance(times[i]);
                if (i > start && values[i] == values[i - 1] && t <= advanced[i - 1]) {
                    return null;
                }
                changed |= t != times[i];
                advanced[i] = t;
            }
        }
        return changed ? new TraceBatch(distinctKeys, keyStarts, values, advanced, diffs, size) : this;
    }

    /** The bytes the batch's arrays occupy. */
    long memoryBytes() {
        return 24L * size + 12L * distinctKeys.length + 4;
    }

    /** The index of {@code key} among the distinct keys, or a negative number when absent. */
    int find(long key) {
        return Arrays.binarySearch(distinctKeys, key);
    }
}
