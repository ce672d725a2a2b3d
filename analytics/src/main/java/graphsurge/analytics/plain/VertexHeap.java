package graphsurge.analytics.plain;

import java.util.Arrays;

/**
 * A binary min-heap of (key, vertex) pairs in two primitive arrays, O(log n) per operation, for
 * searches with lazy deletion: a vertex whose key falls is pushed again, and the caller skips
 * entries whose key is no longer the vertex's. Keys compare as longs, which orders hop counts and
 * the bits of non-negative doubles ({@link Double#doubleToRawLongBits}) alike.
 */
public final class VertexHeap {
    private long[] keys = new long[64];
    private int[] vertices = new int[64];
    private int size;

    public boolean isEmpty() {
        return size == 0;
    }

    public void clear() {
        size = 0;
    }

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

    /** The smallest key; only when not {@link #isEmpty()}. */
    public long topKey() {
        return keys[0];
    }

    /** Removes an entry with the smallest key and returns its vertex. */
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
