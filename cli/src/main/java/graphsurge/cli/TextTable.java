package graphsurge.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/** An aligned plain-text table: left-aligned text, right-aligned numbers. */
final class TextTable {
    private final List<String> headers;
    private final boolean[] numeric;
    private final List<String[]> rows = new ArrayList<>();

    TextTable(String... headers) {
        this.headers = List.of(headers);
        this.numeric = new boolean[headers.length];
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
        for (int i = 0; i < row.length; i++) {
            row[i] = i < values.length && values[i] != null ? String.valueOf(values[i]) : "";
        }
        rows.add(row);
        return this;
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
