package graphsurge.gstore.column;

import graphsurge.gstore.schema.PropertySpec;

/** A column of booleans, one bit each. */
public record BoolColumn(PropertySpec spec, Bits values, Bits present) implements Column {
    public boolean get(int i) {
        return values.get(i);
    }

    @Override
    public int size() {
        return values.size();
    }

    @Override
    public String format(int i) {
        return isPresent(i) ? Boolean.toString(values.get(i)) : null;
    }

    @Override
    public long memoryBytes() {
        return Column.bitsBytes(values) + Column.bitsBytes(present);
    }

    @Override
    public BoolColumn gather(int[] from) {
        return new BoolColumn(spec, values.gather(from), Column.gatherPresence(present, from));
    }
}
