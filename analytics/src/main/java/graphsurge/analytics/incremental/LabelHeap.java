package graphsurge.analytics.incremental;

import java.util.Arrays;

/**
 * A {@link LabelQueue} for any labels: a binary min-heap of (label, vertex) pairs in two
 * primitive arrays, O(log n) per operation.
 */
final class LabelHeap implements LabelQueue {
    private long[] keys = new long[64];
    private int[] vertices = new int[64];
    private int size;

    @Override
    public boolean isEmpty() {
        return size == 0;
    }

    @Override
    public void clear() {
        size = 0;
    }

    @Override
    public void push(long key, int vertex) {
        if (size == keys.length) {
            keys = Arrays.copyOf(keys, size * 2);
            vertices = Arrays.copyOf(vertices, size * 2);
        }
        int i = size++;
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (keys[parent] <= key) {
                break;
            }
            keys[i] = keys[parent];
            vertices[i] = vertices[parent];
            i = parent;
        }
        keys[i] = key;
        vertices[i] = vertex;
    }

    @Override
    public long topKey() {
        return keys[0];
    }

    @Override
    public int pop() {
        int top = vertices[0];
        long key = keys[--size];
        int vertex = vertices[size];
        int i = 0;
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && keys[child + 1] < keys[child]) {
                child++;
            }
            if (key <= keys[child]) {
                break;
            }
            keys[i] = keys[child];
            vertices[i] = vertices[child];
            i = child;
        }
        keys[i] = key;
        vertices[i] = vertex;
        return top;
    }
}
