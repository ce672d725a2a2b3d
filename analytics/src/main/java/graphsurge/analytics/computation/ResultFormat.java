package graphsurge.analytics.computation;

import graphsurge.gstore.VertexIds;
import graphsurge.gstore.csv.CsvFields;

/** How a computation's results are keyed and written: headers, and keys and values as CSV fields (quoted where needed). */
public interface ResultFormat {
    /** The key columns' header, {@code vertex} or {@code source,target}. */
    String keyHeader();

    /** The value column's header, such as {@code distance}. */
    String valueHeader();

    void appendKey(StringBuilder out, int key);

    void appendValue(StringBuilder out, long value);

    /**
     * The type of a column in typed results (Parquet), which holds what the CSV field shows:
     * {@code INTEGER} a 64-bit integer written in decimal; {@code REAL} a double written as Java
     * prints it ({@code Double.toString}); {@code TEXT} the field's text itself, unquoted. A value
     * written {@link #UNREACHABLE} is a null in typed results, whatever the column's type.
     */
    enum Column { INTEGER, REAL, TEXT }

    /** The type of each key column (every one the same); text unless the format says more. */
    default Column keyColumn() {
        return Column.TEXT;
    }

    /** The type of the value column; text unless the format says more. */
    default Column valueColumn() {
        return Column.TEXT;
    }

    /** The column type of a vertex's original id: an integer when every id of the graph is one. */
    static Column idColumn(VertexIds ids) {
        return ids instanceof VertexIds.Numeric ? Column.INTEGER : Column.TEXT;
    }

    /** Keyed by vertex, with values printed by {@code values} as text columns. */
    static ResultFormat byVertex(VertexIds ids, String valueHeader, ValueText values) {
        return byVertex(ids, valueHeader, values, Column.TEXT);
    }

    /** Keyed by vertex, with values printed by {@code values}, whose text reads as a {@code valueColumn}. */
    static ResultFormat byVertex(VertexIds ids, String valueHeader, ValueText values, Column valueColumn) {
        return new KeyedFormat("vertex", valueHeader, vertex(ids), values, idColumn(ids), valueColumn);
    }

    /** Prints one value (or one key, widened). */
    @FunctionalInterface
    interface ValueText {
        void append(StringBuilder out, long value);
    }

    /**
     * How every result file writes an unreachable vertex or goal: a word that pandas, NumPy and
     * Python's {@code float} read as infinity (an empty field says, in a changes file, that the
     * key is not in the view).
     */
    String UNREACHABLE = "infinity";

    /** Hop counts; unreachable is {@code Long.MAX_VALUE}, printed {@link #UNREACHABLE}. */
    ValueText HOPS = (out, hops) -> {
        if (hops == Long.MAX_VALUE) {
            out.append(UNREACHABLE);
        } else {
            out.append(hops);
        }
    };

    /** Non-negative doubles stored as their bits; unreachable is infinity, printed {@link #UNREACHABLE}. */
    ValueText DISTANCE = (out, bits) -> {
        double d = Double.longBitsToDouble(bits);
        if (Double.isInfinite(d)) {
            out.append(UNREACHABLE);
        } else {
            out.append(d);
        }
    };

    /** A dense vertex id, printed as the user's original id. */
    static ValueText vertex(VertexIds ids) {
        return (out, v) -> CsvFields.append(out, ids.original((int) v));
    }
}
