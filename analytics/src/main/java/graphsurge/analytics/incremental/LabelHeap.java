package graphsurge.analytics.incremental;

import graphsurge.analytics.plain.VertexHeap;

/** A {@link LabelQueue} for any labels: the plain algorithms' {@link VertexHeap}, O(log n) per operation. */
final class LabelHeap implements LabelQueue {
    private final VertexHeap heap = new VertexHeap();

    @Override
    public boolean isEmpty() {
        return heap.isEmpty();
    }

    @Override
    public void clear() {
        heap.clear();
    }

    @Override
    public void push(long key, int vertex) {
        heap.push(key, vertex);
    }

    @Override
    public long topKey() {
        return heap.topKey();
    }

    @Override
    public int pop() {
        return heap.pop();
    }
}
