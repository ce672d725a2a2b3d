package graphsurge.gstore.csv;

import graphsurge.gstore.column.ValueLimit;
import graphsurge.gstore.schema.PropertySpec;
import graphsurge.gstore.schema.Schema;
import java.util.List;

/**
 * Where things are in the rows of one CSV file, as its header (or the headerless convention)
 * says.
 *
 * @param columnCount the number of fields each row must have; with no header, the minimum
 * @param exactCount whether rows must have exactly {@code columnCount} fields
 * @param idColumns the id column of a vertex file, or the source and target columns of an edge file
 * @param propertyColumns the field index of each property, in schema order
 * @param schema the properties
 * @param limits what each property's values may be beyond its type, in schema order
 * @param columnNames the header name of each field, for error messages
 */
record FileLayout(int columnCount, boolean exactCount, int[] idColumns, int[] propertyColumns,
        Schema schema, List<ValueLimit> limits, List<String> columnNames) {

    /** The layout of a file without a header: ids first, other fields ignored. */
    static FileLayout headerless(int idCount) {
        int[] ids = new int[idCount];
        for (int i = 0; i < idCount; i++) {
            ids[i] = i;
        }
        return new FileLayout(idCount, false, ids, new int[0], Schema.EMPTY, List.of(), List.of());
    }

    /** A readable name of field {@code i} (0-based) for messages. */
    String describe(int i) {
        if (i < columnNames.size()) {
            return "'" + columnNames.get(i) + "'";
        }
        return "field " + (i + 1);
    }

    PropertySpec property(int k) {
        return schema.get(k);
    }

    ValueLimit limit(int k) {
        return limits.get(k);
    }
}
