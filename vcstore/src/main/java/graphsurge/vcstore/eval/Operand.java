package graphsurge.vcstore.eval;

import graphsurge.gstore.column.Bits;

/**
 * One side of a comparison, read a block at a time into primitive scratch arrays: integers,
 * booleans (0/1) and string ranks into {@code longs}, decimals into {@code doubles}; and which
 * edges have a value into {@code present}.
 */
abstract class Operand {
    /** Whether this operand's values are read as doubles (else as longs). */
    abstract boolean decimal();

    /** A constant, compared without being gathered. */
    boolean constant() {
        return false;
    }

    long constantLong() {
        throw new IllegalStateException();
    }

    double constantDouble() {
        throw new IllegalStateException();
    }

    /**
     * Reads edges {@code [from, from + n)}: values into {@code longs} or {@code doubles} (index 0 is
     * edge {@code from}), and presence into {@code present} (bit i for edge {@code from + i}).
     */
    abstract void read(int from, int n, long[] longs, double[] doubles, long[] present);

    /** Copies the presence bits of elements {@code index[from..from+n)} (or {@code from..} when index is null). */
    static void presence(Bits bits, int[] index, int from, int n, long[] present) {
        int words = (n + 63) >>> 6;
        if (bits == null) {
            java.util.Arrays.fill(present, 0, words, -1L);
            return;
        }
        java.util.Arrays.fill(present, 0, words, 0L);
        long[] w = bits.words();
        if (index == null) {
            for (int i = 0; i < n; i++) {
                int e = from + i;
                if ((w[e >>> 6] & (1L << e)) != 0) {
                    present[i >>> 6] |= 1L << i;
                }
            }
        } else {
            for (int i = 0; i < n; i++) {
                int v = index[from + i];
                if ((w[v >>> 6] & (1L << v)) != 0) {
                    present[i >>> 6] |= 1L << i;
                }
            }
        }
    }
}
