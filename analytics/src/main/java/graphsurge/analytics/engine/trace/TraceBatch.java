package graphsurge.analytics.engine.trace;

import graphsurge.analytics.engine.data.UpdateBatch;
import java.util.Arrays;

/**
 * An immutable batch of a trace: consolidated updates sorted by (key, value, time), with an
 * index of the distinct keys so that a key's updates are found by binary search.
 */
final class TraceBatch {
    final long[] keys;
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
        keys = new long[n];
        values = new long[n];
        times = new long[n];
        diffs = new long[n];
        for (int i = 0; i < n; i++) {
            keys[i] = batch.key(i);
            values[i] = batch.value(i);
            times[i] = batch.time(i);
            diffs[i] = batch.diff(i);
        }
        size = n;
        int distinct = 0;
        for (int i = 0; i < n; i++) {
            if (i == 0 || keys[i] != keys[i - 1]) {
                distinct++;
            }
        }
        distinctKeys = new long[distinct];
        keyStarts = new int[distinct + 1];
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (i == 0 || keys[i] != keys[i - 1]) {
                distinctKeys[k] = keys[i];
                keyStarts[k++] = i;
            }
        }
        keyStarts[distinct] = n;
    }

    /** The index of {@code key} among the distinct keys, or a negative number when absent. */
    int find(long key) {
        return Arrays.binarySearch(distinctKeys, key);
    }
}
