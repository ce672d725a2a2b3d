package graphsurge.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * An aligned plain-text table: left-aligned text, right-aligned numbers; a column given a width
 * wraps its longer cells at spaces onto lines of their own, so one long cell does not widen every
 * row.
 */
final class TextTable {
    private final List<String> headers;
    private final boolean[] numeric;
    private final int[] wrapAt;
    private final List<String[]> rows = new ArrayList<>();

    TextTable(String... headers) {
        this.headers = List.of(headers);
        this.numeric = new boolean[headers.length];
        this.wrapAt = new int[headers.length];
    }

    /** Wraps the text of {@code column} at spaces to lines of at most {@code width} characters where it can. */
    TextTable wrap(int column, int width) {
        wrapAt[column] = width;
        return this;
    }

    /** Marks columns whose values are right-aligned. */
    TextTable numeric(int... columns) {
        for (int c : columns) {
            numeric[c] = true;
        }
        return this;
    }

    TextTable row(Object... values) {
        String[] row = new String[headers.size()];
        List<List<String>> wrapped = new ArrayList<>();
        int lines = 1;
        for (int i = 0; i < row.length; i++) {
            row[i] = i < values.length && values[i] != null ? String.valueOf(values[i]) : "";
            List<String> parts = wrapAt[i] > 0 ? wrapped(row[i], wrapAt[i]) : List.of(row[i]);
            wrapped.add(parts);
            lines = Math.max(lines, parts.size());
        }
        for (int l = 0; l < lines; l++) {
            String[] line = new String[row.length];
            for (int i = 0; i < row.length; i++) {
                List<String> parts = wrapped.get(i);
                line[i] = l < parts.size() ? parts.get(l) : "";
            }
            rows.add(line);
        }
        return this;
    }

    /** {@code text} cut at spaces into lines of at most {@code width} characters (a longer word stays whole). */
    private static List<String> wrapped(String text, int width) {
        List<String> out = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                out.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word);
        }
        out.add(line.toString());
        return out;
    }

    void print(PrintWriter out, String indent) {
        int[] width = new int[headers.size()];
        for (int i = 0; i < width.length; i++) {
            width[i] = headers.get(i).length();
            for (String[] r : rows) {
                width[i] = Math.max(width[i], r[i].length());
            }
        }
        out.println(indent + line(headers.toArray(new String[0]), width).stripTrailing());
        for (String[] r : rows) {
            out.println(indent + line(r, width).stripTrailing());
        }
    }

    private String line(String[] cells, int[] width) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < cells.length; i++) {
            if (i > 0) {
                sb.append("  ");
            }
            String pad = " ".repeat(width[i] - cells[i].length());
            sb.append(numeric[i] ? pad + cells[i] : cells[i] + pad);
        }
        return sb.toString();
    }
}
