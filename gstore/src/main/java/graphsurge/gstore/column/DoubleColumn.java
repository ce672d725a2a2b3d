package graphsurge.gstore.column;

import graphsurge.gstore.schema.PropertySpec;

/** A column of 64-bit floating-point values. */
public record DoubleColumn(PropertySpec spec, double[] values, Bits present) implements Column {
    public double get(int i) {
        return values[i];
    }

    @Override
    public int size() {
        return values.length;
    }

    @Override
    public String format(int i) {
        return isPresent(i) ? Double.toString(values[i]) : null;
    }

    @Override
    public long memoryBytes() {
        return 8L * values.length + Column.bitsBytes(present);
    }

    @Override
    public DoubleColumn gather(int[] from) {
        double[] out = new double[from.length];
        for (int i = 0; i < from.length; i++) {
            out[i] = values[from[i]];
        }
        return new DoubleColumn(spec, out, Column.gatherPresence(present, from));
    }
}
