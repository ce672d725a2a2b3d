package graphsurge.gstore.column;

import graphsurge.gstore.schema.PropertySpec;

/**
 * An integer column: {@code int[]} when every value fits in 32 bits (half the memory), otherwise
 * {@code long[]}. Exactly one of {@link #narrow()} and {@link #wide()} is non-null. Dates and
 * timestamps are such columns of epoch seconds ({@link EpochSeconds}), formatted as ISO-8601.
 */
public record IntColumn(PropertySpec spec, int[] narrow, long[] wide, Bits present) implements Column {
    public IntColumn {
        if ((narrow == null) == (wide == null)) {
            throw new IllegalArgumentException("exactly one of narrow and wide must be given");
        }
    }

    /** A column over {@code values}, narrowed to {@code int[]} when every value fits. */
    public static IntColumn of(PropertySpec spec, long[] values, Bits present) {
        for (long v : values) {
            if (v != (int) v) {
                return new IntColumn(spec, null, values, present);
            }
        }
        int[] narrow = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            narrow[i] = (int) values[i];
        }
        return new IntColumn(spec, narrow, null, present);
    }

    public long get(int i) {
        return narrow != null ? narrow[i] : wide[i];
    }

    @Override
    public int size() {
        return narrow != null ? narrow.length : wide.length;
    }

    @Override
    public String format(int i) {
        if (!isPresent(i)) {
            return null;
        }
        return spec.type().isTemporal() ? EpochSeconds.format(spec.type(), get(i)) : Long.toString(get(i));
    }

    @Override
    public long memoryBytes() {
        return (narrow != null ? 4L * narrow.length : 8L * wide.length) + Column.bitsBytes(present);
    }

    @Override
    public IntColumn gather(int[] from) {
        Bits p = Column.gatherPresence(present, from);
        if (narrow != null) {
            int[] out = new int[from.length];
            for (int i = 0; i < from.length; i++) {
                out[i] = narrow[from[i]];
            }
            return new IntColumn(spec, out, null, p);
        }
        long[] out = new long[from.length];
        for (int i = 0; i < from.length; i++) {
            out[i] = wide[from[i]];
        }
        return new IntColumn(spec, null, out, p);
    }
}
