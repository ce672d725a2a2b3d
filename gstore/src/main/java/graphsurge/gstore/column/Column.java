package graphsurge.gstore.column;

import graphsurge.gstore.schema.PropertySpec;

/**
 * A property column: one value (or absence) per dense vertex or edge id.
 *
 * <p>{@code present} is null when no value is absent. Hot loops switch on the concrete type once
 * and then read the primitive arrays; {@link #format} is for output only.
 */
public sealed interface Column permits IntColumn, DoubleColumn, BoolColumn, StringColumn {
    PropertySpec spec();

    int size();

    /** The presence bitset, or null when every value is present. */
    Bits present();

    default boolean isPresent(int i) {
        Bits present = present();
        return present == null || present.get(i);
    }

    default int absentCount() {
        Bits present = present();
        return present == null ? 0 : size() - present.cardinality();
    }

    /** The value as text (as it would be written to CSV), or null when absent. */
    String format(int i);

    /** The bytes the column's arrays occupy. */
    long memoryBytes();

    /** A new column whose value {@code i} is this column's value {@code from[i]}. */
    Column gather(int[] from);

    static long bitsBytes(Bits bits) {
        return bits == null ? 0 : 8L * bits.words().length;
    }

    static Bits gatherPresence(Bits present, int[] from) {
        return present == null ? null : present.gather(from);
    }
}
