package graphsurge.analytics.engine.trace;

import graphsurge.analytics.engine.data.UpdateBatch;
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

    /** The bytes the batch's arrays occupy. */
    long memoryBytes() {
        return 24L * size + 12L * distinctKeys.length + 4;
    }

    /** The index of {@code key} among the distinct keys, or a negative number when absent. */
    int find(long key) {
        return Arrays.binarySearch(distinctKeys, key);
    }
}
