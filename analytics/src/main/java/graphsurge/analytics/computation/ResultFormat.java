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

    /** Keyed by vertex, with values printed by {@code values}. */
    static ResultFormat byVertex(VertexIds ids, String valueHeader, ValueText values) {
        return new ResultFormat() {
            @Override
            public String keyHeader() {
                return "vertex";
            }

            @Override
            public String valueHeader() {
                return valueHeader;
            }

            @Override
            public void appendKey(StringBuilder out, int key) {
                CsvFields.append(out, ids.original(key));
            }

            @Override
            public void appendValue(StringBuilder out, long value) {
                values.append(out, value);
            }
        };
    }

    /** Prints one value. */
    @FunctionalInterface
    interface ValueText {
        void append(StringBuilder out, long value);
    }

    /** Hop counts; unreachable is {@code Long.MAX_VALUE}, printed as such (Graphalytics' convention). */
    ValueText HOPS = StringBuilder::append;

    /** Non-negative doubles stored as their bits; unreachable is infinity, printed {@code infinity}. */
    ValueText DISTANCE = (out, bits) -> {
        double d = Double.longBitsToDouble(bits);
        if (Double.isInfinite(d)) {
            out.append("infinity");
        } else {
            out.append(d);
        }
    };

    /** A dense vertex id, printed as the user's original id. */
    static ValueText vertex(VertexIds ids) {
        return (out, v) -> CsvFields.append(out, ids.original((int) v));
    }
}
