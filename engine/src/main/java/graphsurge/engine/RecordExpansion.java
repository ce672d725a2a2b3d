package graphsurge.engine;

/**
 * Makes any number of records from one record, for {@link Collection#flatMap}; each keeps the
 * record's time and diff.
 */
@FunctionalInterface
public interface RecordExpansion {
    void apply(long key, long value, Records out);

    /** Receives the records made from one record. */
    @FunctionalInterface
    interface Records {
        void emit(long key, long value);
    }
}
