package graphsurge.vcstore.eval;

/** A literal: never gathered, compared directly. */
final class ConstantOperand extends Operand {
    private final long longValue;
    private final double doubleValue;
    private final boolean decimal;

    private ConstantOperand(long longValue, double doubleValue, boolean decimal) {
        this.longValue = longValue;
        this.doubleValue = doubleValue;
        this.decimal = decimal;
    }

    static ConstantOperand ofLong(long value) {
        return new ConstantOperand(value, value, false);
    }

    static ConstantOperand ofDouble(double value) {
        return new ConstantOperand((long) value, value, true);
    }

    @Override
    boolean decimal() {
        return decimal;
    }

    @Override
    boolean constant() {
        return true;
    }

    @Override
    long constantLong() {
        return longValue;
    }

    @Override
    double constantDouble() {
        return doubleValue;
    }

    @Override
    void read(int from, int n, long[] longs, double[] doubles, long[] present) {
        int words = (n + 63) >>> 6;
        java.util.Arrays.fill(present, 0, words, -1L);
        if (decimal) {
            java.util.Arrays.fill(doubles, 0, n, doubleValue);
        } else {
            java.util.Arrays.fill(longs, 0, n, longValue);
        }
    }
}
