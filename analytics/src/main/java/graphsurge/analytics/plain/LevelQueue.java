package graphsurge.analytics.plain;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.Arrays;

/**
 * A queue of vertices by hop count: a bucket per level, scanned upward from the smallest, so
 * that every operation is O(1) amortized (a search pushes at the level it pops or one above).
 */
public final class LevelQueue implements LabelQueue {
    private IntArrayList[] buckets = new IntArrayList[0];
    private int min;
    /** The highest bucket that may hold entries, -1 when none. */
    private int max = -1;
    private long size;

    @Override
    public boolean isEmpty() {
        return size == 0;
    }

    @Override
    public void clear() {
        for (int level = min; level <= max; level++) {
            buckets[level].clear();
        }
        size = 0;
        max = -1;
    }

    @Override
    public void push(long label, int vertex) {
        int level = (int) label;
        if (level >= buckets.length) {
            int old = buckets.length;
            buckets = Arrays.copyOf(buckets, Math.max(level + 1, 2 * old));
            for (int k = old; k < buckets.length; k++) {
                buckets[k] = new IntArrayList();
            }
        }
        buckets[level].add(vertex);
        if (size++ == 0 || level < min) {
            min = level;
        }
        max = Math.max(max, level);
    }

    /** {@inheritDoc} Any level: buckets are scanned from the smallest pushed. */
    @Override
    public boolean accepts(long label) {
        return true;
    }

    @Override
    public long topKey() {
        while (buckets[min].isEmpty()) {
            min++;
        }
        return min;
    }

    @Override
    public int pop() {
        topKey();
        size--;
        return buckets[min].popInt();
    }

    @Override
    public void popSmallest(IntArrayList into) {
        IntArrayList bucket = buckets[(int) topKey()];
        into.addAll(bucket);
        size -= bucket.size();
        bucket.clear();
    }
}
