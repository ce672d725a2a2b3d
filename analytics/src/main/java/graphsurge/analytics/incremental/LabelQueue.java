package graphsurge.analytics.incremental;

/**
 * The vertices waiting in a {@link ShortestPathTree}, smallest label first, with lazy deletion: a
 * vertex whose label falls is pushed again, and the caller skips entries whose label is no longer
 * the vertex's. Labels compare as longs, which orders hops and the bits of non-negative doubles
 * alike.
 */
sealed interface LabelQueue permits RadixQueue, LevelQueue {
    boolean isEmpty();

    void clear();

    void push(long label, int vertex);

    /** The smallest label; only when not {@link #isEmpty()}. */
    long topKey();

    /** Removes an entry with the smallest label and returns its vertex. */
    int pop();
}
