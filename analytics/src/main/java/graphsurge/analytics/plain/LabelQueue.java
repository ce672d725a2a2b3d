package graphsurge.analytics.plain;

import it.unimi.dsi.fastutil.ints.IntArrayList;

/**
 * The vertices waiting in a shortest-path search (the plain Dijkstra, the incremental BFS and
 * SSSP), smallest label first, with lazy deletion: a vertex whose label falls is pushed again,
 * and the caller skips entries whose label is no longer the vertex's. Labels compare as longs,
 * which orders hops and the bits of non-negative doubles alike.
 */
public sealed interface LabelQueue permits RadixQueue, LevelQueue {
    boolean isEmpty();

    void clear();

    /** Pushes {@code vertex} at {@code label}, which the queue must {@link #accepts accept}. */
    void push(long label, int vertex);

    /**
     * Whether {@code label} may be pushed now: a monotone queue takes no label below the last
     * one its {@link #topKey} reached, which may lie above every label popped.
     */
    boolean accepts(long label);

    /** The smallest label; only when not {@link #isEmpty()}. */
    long topKey();

    /** Removes an entry with the smallest label and returns its vertex. */
    int pop();

    /**
     * Removes every entry with the smallest label (only when not {@link #isEmpty()}), adding
     * their vertices to {@code into}, and leaves the queue accepting that label again.
     */
    void popSmallest(IntArrayList into);
}
