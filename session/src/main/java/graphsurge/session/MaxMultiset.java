package graphsurge.session;

import java.util.Arrays;

/**
 * A multiset of longs that answers its largest element, in primitive arrays: {@link #add} and
 * {@link #remove} cost O(log n) amortized and allocate nothing but the arrays' growth. Removal is
 * lazy: a removed value goes into a second heap and both heaps drop their tops while they match;
 * once the removed values outnumber half of those held, both heaps are rebuilt without them, so
 * that memory follows the elements held, not the updates made.
 */
final class MaxMultiset {
    private long[] held = new long[16];
    private int heldSize;
    private long[] removed = new long[16];
    private int removedSize;

    /** Adds one {@code value}. */
    void add(long value) {
        held = push(held, heldSize++, value);
    }

    /** Removes one {@code value}, which the multiset must hold. */
    void remove(long value) {
        removed = push(removed, removedSize++, value);
        if (removedSize > 32 && 2 * removedSize > heldSize) {
            compact();
        }
    }

    /** The number of elements. */
    int size() {
        return heldSize - removedSize;
    }

    /** The largest element; the multiset must not be empty. */
    long max() {
        while (removedSize > 0 && held[0] == removed[0]) {
            heldSize = pop(held, heldSize);
            removedSize = pop(removed, removedSize);
        }
        return held[0];
    }

    /** Empties the multiset. */
    void clear() {
        heldSize = 0;
        removedSize = 0;
    }

    /**
     * Both heaps without the removed values: held minus removed (each removed value is held, so a
     * merge of both sorted finds it), sorted descending, which is a valid heap.
     */
    private void compact() {
        Arrays.sort(held, 0, heldSize);
        Arrays.sort(removed, 0, removedSize);
        int kept = 0;
        int r = 0;
        for (int i = 0; i < heldSize; i++) {
            if (r < removedSize && removed[r] == held[i]) {
                r++;
            } else {
                held[kept++] = held[i];
            }
        }
        for (int i = 0, j = kept - 1; i < j; i++, j--) {
            long t = held[i];
            held[i] = held[j];
            held[j] = t;
        }
        heldSize = kept;
        removedSize = 0;
    }

    /** Pushes {@code value} onto the max-heap {@code heap} of {@code size} elements; returns the (grown) heap. */
    private static long[] push(long[] heap, int size, long value) {
        if (size == heap.length) {
            heap = Arrays.copyOf(heap, 2 * size);
        }
        int i = size;
        while (i > 0 && heap[(i - 1) >>> 1] < value) {
            heap[i] = heap[(i - 1) >>> 1];
            i = (i - 1) >>> 1;
        }
        heap[i] = value;
        return heap;
    }

    /** Pops the top of the max-heap {@code heap} of {@code size} elements; returns the new size. */
    private static int pop(long[] heap, int size) {
        long last = heap[--size];
        int i = 0;
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && heap[child + 1] > heap[child]) {
                child++;
            }
            if (heap[child] <= last) {
                break;
            }
            heap[i] = heap[child];
            i = child;
        }
        if (size > 0) {
            heap[i] = last;
        }
        return size;
    }
}
