package graphsurge.gstore.csv;

/**
 * Fields of the CSV files the program writes, as RFC 4180 and the loader read them: a field that
 * holds a comma, a quote or a line break is quoted, its quotes doubled; so is an empty field, which
 * the loader would otherwise read as absent. Vertex ids and view names are the user's and may hold
 * any of these.
 */
public final class CsvFields {
    private CsvFields() {}

    /** Appends {@code value} as one field. */
    public static void append(StringBuilder out, String value) {
        if (!needsQuotes(value)) {
            out.append(value);
            return;
        }
        out.append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '"') {
                out.append('"');
            }
            out.append(c);
        }
        out.append('"');
    }

    /** {@code value} as one field: itself when it needs no quotes. */
    public static String of(String value) {
        if (!needsQuotes(value)) {
            return value;
        }
        StringBuilder out = new StringBuilder(value.length() + 2);
        append(out, value);
        return out.toString();
    }

    private static boolean needsQuotes(String value) {
        if (value.isEmpty()) {
            return true;
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == ',' || c == '"' || c == '\n' || c == '\r') {
                return true;
            }
        }
        return false;
    }
}
