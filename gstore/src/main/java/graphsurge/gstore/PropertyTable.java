package graphsurge.gstore;

import graphsurge.gstore.column.Column;
import graphsurge.gstore.schema.PropertySpec;
import graphsurge.gstore.schema.Schema;
import java.util.ArrayList;
import java.util.List;

/** The property columns of the vertices or of the edges, in schema order, all of one length. */
public record PropertyTable(Schema schema, List<Column> columns, int rows) {
    public PropertyTable {
        columns = List.copyOf(columns);
        if (columns.size() != schema.size()) {
            throw new IllegalArgumentException("schema and columns disagree in number");
        }
        for (int i = 0; i < columns.size(); i++) {
            Column c = columns.get(i);
            if (!c.spec().equals(schema.get(i)) || c.size() != rows) {
                throw new IllegalArgumentException("column " + c.spec() + " does not fit the table");
            }
        }
    }

    public static PropertyTable of(List<Column> columns, int rows) {
        List<PropertySpec> specs = new ArrayList<>(columns.size());
        for (Column c : columns) {
            specs.add(c.spec());
        }
        return new PropertyTable(new Schema(specs), columns, rows);
    }

    public static PropertyTable empty(int rows) {
        return new PropertyTable(Schema.EMPTY, List.of(), rows);
    }

    /** The named column, or null. */
    public Column column(String name) {
        int i = schema.indexOf(name);
        return i < 0 ? null : columns.get(i);
    }

    public long memoryBytes() {
        long bytes = 0;
        for (Column c : columns) {
            bytes += c.memoryBytes();
        }
        return bytes;
    }
}
