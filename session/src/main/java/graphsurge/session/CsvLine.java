package graphsurge.session;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.ArrayList;
import java.util.List;

/**
 * The fields of one line of the CSV files saved results are ({@code CsvFields} writes them: a
 * field with a comma, quote or line break, or an empty one, is quoted, its quotes doubled), kept
 * as they are written so that a line can be put back together byte for byte.
 */
final class CsvLine {
    private CsvLine() {}

    /**
     * Where the fields of {@code line} (from {@code from} to {@code to}) start and end: pairs of
     * offsets into {@code bounds}, cleared first; quotes included in a quoted field's bounds.
     */
    static void split(CharSequence line, int from, int to, IntArrayList bounds) {
        bounds.clear();
        int start = from;
        boolean quoted = false;
        for (int i = from; i < to; i++) {
            char c = line.charAt(i);
            if (c == '"') {
                quoted = !quoted; // a doubled quote toggles twice
            } else if (c == ',' && !quoted) {
                bounds.add(start);
                bounds.add(i);
                start = i + 1;
            }
        }
        bounds.add(start);
        bounds.add(to);
    }

    /** The text of the field {@code line[from, to)}: unquoted, doubled quotes made single. */
    static String unquote(CharSequence line, int from, int to) {
        if (to - from < 2 || line.charAt(from) != '"') {
            return line.subSequence(from, to).toString();
        }
        StringBuilder out = new StringBuilder(to - from);
        for (int i = from + 1; i < to - 1; i++) {
            char c = line.charAt(i);
            out.append(c);
            if (c == '"') {
                i++;
            }
        }
        return out.toString();
    }

    /**
     * The lines of a file's text, each without its line break. A quoted field may hold a line
     * break, so lines end only at a break outside quotes.
     */
    static List<String> lines(String text) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        boolean quoted = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"') {
                quoted = !quoted;
            } else if (c == '\n' && !quoted) {
                lines.add(text.substring(start, i));
                start = i + 1;
            }
        }
        if (start < text.length()) {
            lines.add(text.substring(start));
        }
        return lines;
    }
}
