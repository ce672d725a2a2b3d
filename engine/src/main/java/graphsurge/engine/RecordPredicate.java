package graphsurge.engine;

/** Tests one record, for {@link Collection#filter}. */
@FunctionalInterface
public interface RecordPredicate {
    boolean test(long key, long value);
}
