package graphsurge.gstore.csv;

import graphsurge.gstore.column.ValueLimit;
import graphsurge.gstore.schema.PropertySpec;
import graphsurge.gstore.schema.PropertyType;
import graphsurge.gstore.schema.Schema;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;

/**
 * Reads a header line in either accepted form, case-insensitively.
 *
 * <ul>
 *   <li>Graphsurge: {@code name[:type]} with types {@code int}, {@code bool}, {@code string}
 *       (default), plus {@code double}/{@code float}, {@code date} and {@code timestamp} (also
 *       {@code datetime}; see {@link graphsurge.gstore.column.EpochSeconds}); ids as {@code :id} (vertex files) and
 *       {@code :start_id}, {@code :end_id} (edge files). When no field has a ':', the first field
 *       is the vertex id, or the first two the edge's endpoints.</li>
 *   <li>Neo4j import: {@code :ID}, {@code :START_ID}, {@code :END_ID} (an id space in parentheses
 *       is accepted and ignored: ids form one space here), {@code :LABEL} and {@code :TYPE} (kept
 *       as string properties {@code label} and {@code type}, or the name given before the colon),
 *       {@code :IGNORE}, and the types {@code byte short int long float double boolean char
 *       string}; {@code byte}, {@code short} and {@code char} are stored as int and string
 *       columns that keep their declared range ({@link ValueLimit}).</li>
 * </ul>
 *
 * <p>Linear in the number of columns: a header may have a million.
 */
final class HeaderParser {
    private static final String KNOWN_TYPES =
            "int, long, float, double, bool, boolean, string, date, timestamp (or id, start_id, end_id, label, type, ignore)";

    private final Path file;
    private final long line;
    private final boolean edges;

    HeaderParser(Path file, long line, boolean edges) {
        this.file = file;
        this.line = line;
        this.edges = edges;
    }

    FileLayout parse(List<String> fields) {
        boolean typed = false;
        for (String f : fields) {
            typed |= f.indexOf(':') >= 0;
        }
        if (!typed && allNumbers(fields)) {
            // A file without a header would otherwise lose its first row and name columns after its values.
            throw error(0, "the header line looks like data: every field is a number ("
                    + String.join(", ", fields.subList(0, Math.min(3, fields.size()))) + (fields.size() > 3 ? ", ..." : "")
                    + "); for a file without a header line, load with --no-header (GVDL: HAS_HEADERS false)");
        }
        int id = -1;
        int source = -1;
        int target = -1;
        List<PropertySpec> props = new ArrayList<>();
        List<ValueLimit> limits = new ArrayList<>();
        List<Integer> propColumns = new ArrayList<>();
        // A hash set, not a scan of the names so far: a header may have a million columns.
        Map<String, Integer> columnOfName = new HashMap<>();
        for (int i = 0; i < fields.size(); i++) {
            String field = fields.get(i).strip();
            int colon = field.indexOf(':');
            String name = colon < 0 ? field : field.substring(0, colon).strip();
            String type = colon < 0 ? "" : field.substring(colon + 1).strip().toLowerCase(Locale.ROOT);
            int paren = type.indexOf('(');
            if (paren >= 0 && type.endsWith(")")) {
                type = type.substring(0, paren).strip(); // Neo4j id space, e.g. ":ID(Person)"
            }
            if (!typed) {
                if (i < (edges ? 2 : 1)) {
                    if (edges && i == 0) {
                        source = i;
                    } else if (edges) {
                        target = i;
                    } else {
                        id = i;
                    }
                    continue;
                }
                type = "string";
            }
            switch (type) {
                case "id" -> {
                    if (edges) {
                        throw error(i, "an edge file has :start_id and :end_id columns, not :id");
                    }
                    id = unique(id, i, ":id");
                }
                case "start_id" -> {
                    requireEdges(i, type);
                    source = unique(source, i, ":start_id");
                }
                case "end_id" -> {
                    requireEdges(i, type);
                    target = unique(target, i, ":end_id");
                }
                case "ignore" -> { }
                default -> {
                    PropertyType pt = propertyType(type, i, field);
                    String propertyName = name.isEmpty() ? defaultName(type, i, field) : name;
                    Integer earlier = columnOfName.putIfAbsent(propertyName, i);
                    if (earlier != null) {
                        throw error(i, "duplicate column name '" + propertyName + "' (the first is column "
                                + (earlier + 1) + ")");
                    }
                    props.add(new PropertySpec(propertyName, pt));
                    limits.add(limit(type));
                    propColumns.add(i);
                }
            }
        }
        if (edges && (source < 0 || target < 0)) {
            throw error(-1, "missing " + (source < 0 ? ":start_id" : ":end_id")
                    + " column: an edge file whose header has typed columns must mark the source"
                    + " and target columns with :start_id and :end_id");
        }
        if (!edges && id < 0) {
            throw error(-1, "missing :id column: a vertex file whose header has typed columns must"
                    + " mark its id column with :id");
        }
        int[] idColumns = edges ? new int[] {source, target} : new int[] {id};
        int[] pc = new int[propColumns.size()];
        for (int k = 0; k < pc.length; k++) {
            pc[k] = propColumns.get(k);
        }
        return new FileLayout(fields.size(), true, idColumns, pc, new Schema(props), List.copyOf(limits),
                List.copyOf(fields));
    }

    /** Neo4j's narrower types, stored as int or string but with their own range. */
    private static ValueLimit limit(String type) {
        return switch (type) {
            case "byte" -> ValueLimit.BYTE;
            case "short" -> ValueLimit.SHORT;
            case "char" -> ValueLimit.CHAR;
            default -> ValueLimit.NONE;
        };
    }

    private PropertyType propertyType(String type, int column, String field) {
        return switch (type) {
            case "", "string", "char", "label", "type" -> PropertyType.STRING;
            case "int", "long", "short", "byte", "integer" -> PropertyType.INT;
            case "double", "float" -> PropertyType.DOUBLE;
            case "bool", "boolean" -> PropertyType.BOOL;
            case "date" -> PropertyType.DATE;
            case "timestamp", "datetime" -> PropertyType.TIMESTAMP;
            default -> throw error(column, "unknown type '" + type + "' in header field '" + field
                    + "'; expected one of " + KNOWN_TYPES);
        };
    }

    private String defaultName(String type, int column, String field) {
        if (type.equals("label") || type.equals("type")) {
            return type;
        }
        throw error(column, "header field '" + field + "' has no property name");
    }

    private void requireEdges(int column, String type) {
        if (!edges) {
            throw error(column, "a vertex file has an :id column, not :" + type);
        }
    }

    private int unique(int previous, int column, String what) {
        if (previous >= 0) {
            throw error(column, "a second " + what + " column (the first is column " + (previous + 1) + ")");
        }
        return column;
    }

    /** Whether every field is a decimal number, such as {@code 4}, {@code -1.5} or {@code 1e9}: O(characters read). */
    static boolean allNumbers(List<String> fields) {
        for (String f : fields) {
            if (!isNumber(f.strip())) {
                return false;
            }
        }
        return !fields.isEmpty();
    }

    private static boolean isNumber(String s) {
        int i = s.startsWith("-") || s.startsWith("+") ? 1 : 0;
        boolean digits = false;
        boolean point = false;
        for (; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= '0' && c <= '9') {
                digits = true;
            } else if (c == '.' && !point) {
                point = true;
            } else if ((c == 'e' || c == 'E') && digits) {
                return isExponent(s, i + 1);
            } else {
                return false;
            }
        }
        return digits;
    }

    private static boolean isExponent(String s, int from) {
        int i = from < s.length() && (s.charAt(from) == '-' || s.charAt(from) == '+') ? from + 1 : from;
        if (i == s.length()) {
            return false;
        }
        for (; i < s.length(); i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    private CsvInputException error(int column, String detail) {
        return new CsvInputException(file, line, column + 1, detail);
    }
}
