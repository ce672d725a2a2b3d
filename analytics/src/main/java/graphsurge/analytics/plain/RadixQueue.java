package graphsurge.analytics.plain;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.Arrays;

/**
 * A monotone queue of vertices by distance (a radix heap, Ahuja, Mehlhorn, Orlin and Tarjan,
 * 1990): for searches that never push a label below the last one popped, as Dijkstra's order
 * with non-negative weights guarantees. An entry sits in the bucket of the highest bit in which
 * its label differs from the last label popped (bucket 0: equal); popping from an empty bucket 0
 * takes the smallest label of the first non-empty bucket as the new last label and moves that
 * bucket's entries down. An entry moves at most 64 times, each a sequential write, where a binary
 * heap pays O(log n) swaps at random places. When the queue empties, any label may be pushed.
 */
public final class RadixQueue implements LabelQueue {
    private static final int BUCKETS = 65;
    private final long[][] keys = new long[BUCKETS][16];
    private final int[][] vertices = new int[BUCKETS][16];
    private final int[] sizes = new int[BUCKETS];
    /** The last label popped: every entry's label is at least this. */
    private long last;
    private long size;

    @Override
    public boolean isEmpty() {
        return size == 0;
    }

    @Override
    public void clear() {
        Arrays.fill(sizes, 0);
        size = 0;
        last = 0;
    }

    @Override
    public void push(long label, int vertex) {
        if (label < last) {
            throw new IllegalStateException("label " + label + " pushed below the last popped, " + last);
        }
        add(bucket(label), label, vertex);
        size++;
    }

    @Override
    public boolean accepts(long label) {
        return label >= last;
    }

    @Override
    public long topKey() {
        if (sizes[0] == 0) {
            redistribute();
        }
        return last;
    }

    @Override
    public int pop() {
        topKey();
        int vertex = vertices[0][--sizes[0]];
        if (--size == 0) {
            last = 0;
        }
        return vertex;
    }

    @Override
    public void popSmallest(IntArrayList into) {
        topKey();
        into.addElements(into.size(), vertices[0], 0, sizes[0]);
        size -= sizes[0];
        sizes[0] = 0;
        if (size == 0) {
            last = 0;
        }
    }

    private int bucket(long label) {
        return label == last ? 0 : 64 - Long.numberOfLeadingZeros(label ^ last);
    }

    private void add(int b, long label, int vertex) {
        int at = sizes[b]++;
        if (at == keys[b].length) {
            keys[b] = Arrays.copyOf(keys[b], 2 * at);
            vertices[b] = Arrays.copyOf(vertices[b], 2 * at);
        }
        keys[b][at] = label;
        vertices[b][at] = vertex;
    }

    /** Makes the smallest label the last one, moving the first non-empty bucket's entries down. */
    private void redistribute() {
        int b = 1;
        while (sizes[b] == 0) {
            b++;
        }
        long[] k = keys[b];
        int[] v = vertices[b];
        int n = sizes[b];
        long min = k[0];
        for (int i = 1; i < n; i++) {
            min = Math.min(min, k[i]);
        }
        last = min;
        sizes[b] = 0;
        // Every entry now differs from the last label below bit b - 1: it lands in a lower bucket.
        for (int i = 0; i < n; i++) {
            add(bucket(k[i]), k[i], v[i]);
        }
    }
}
