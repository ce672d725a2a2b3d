package graphsurge.vcstore.eval;

import graphsurge.gstore.column.Bits;
import graphsurge.gstore.column.BoolColumn;
import graphsurge.gstore.column.Column;
import graphsurge.gstore.column.DoubleColumn;
import graphsurge.gstore.column.IntColumn;
import graphsurge.gstore.column.StringColumn;

/**
 * A property of the edge, or of its source or target vertex ({@code index} maps edges to
 * vertices; null for edge properties). Strings are read as ranks: their dictionary codes, or
 * codes remapped into a shared order when compared with another string column.
 */
final class ColumnOperand extends Operand {
    private final Column column;
    private final int[] index;
    private final int[] rankOfCode;
    private final boolean asDouble;

    ColumnOperand(Column column, int[] index, int[] rankOfCode, boolean asDouble) {
        this.column = column;
        this.index = index;
        this.rankOfCode = rankOfCode;
        this.asDouble = asDouble;
    }

    @Override
    boolean decimal() {
        return asDouble;
    }

    @Override
    void read(int from, int n, long[] longs, double[] doubles, long[] present) {
        presence(column.present(), index, from, n, present);
        if (column instanceof IntColumn c) {
            if (c.narrow() != null) {
                int[] a = c.narrow();
                if (asDouble) {
                    for (int i = 0; i < n; i++) {
                        doubles[i] = a[at(from + i)];
                    }
                } else {
                    for (int i = 0; i < n; i++) {
                        longs[i] = a[at(from + i)];
                    }
                }
            } else {
                long[] a = c.wide();
                if (asDouble) {
                    for (int i = 0; i < n; i++) {
                        doubles[i] = a[at(from + i)];
                    }
                } else {
                    for (int i = 0; i < n; i++) {
                        longs[i] = a[at(from + i)];
                    }
                }
            }
        } else if (column instanceof DoubleColumn c) {
            double[] a = c.values();
            for (int i = 0; i < n; i++) {
                doubles[i] = a[at(from + i)];
            }
        } else if (column instanceof StringColumn c) {
            int[] codes = c.codes();
            for (int i = 0; i < n; i++) {
                int code = codes[at(from + i)];
                longs[i] = code < 0 ? -1 : rankOfCode == null ? code : rankOfCode[code];
            }
        } else {
            Bits values = ((BoolColumn) column).values();
            for (int i = 0; i < n; i++) {
                longs[i] = values.get(at(from + i)) ? 1 : 0;
            }
        }
    }

    private int at(int edge) {
        return index == null ? edge : index[edge];
    }
}
