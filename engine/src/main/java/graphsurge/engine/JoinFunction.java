package graphsurge.engine;

/**
 * What a join ({@link Collection#join}) makes of one matching pair: the key both records share,
 * the left record's value and the right one's. It emits any number of records, each taking the
 * pair's time and the product of its diffs.
 */
@FunctionalInterface
public interface JoinFunction {
    void apply(long key, long left, long right, Output output);

    /** Receives the records made from one pair. */
    @FunctionalInterface
    interface Output {
        void emit(long key, long value);
    }
}
