package graphsurge.cli.report;

import graphsurge.gstore.io.AtomicTextFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Escaping and the page frame shared by the run and bench reports: inline CSS, no scripts, no fonts to fetch. */
final class Html {
    private Html() {}

    static String escape(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&#39;");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }

    static void open(StringBuilder out, String title) {
        out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>").append(escape(title)).append("</title>\n<style>\n")
                .append("body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,'DejaVu Sans',sans-serif;")
                .append("margin:2rem auto;max-width:1100px;padding:0 1rem;color:#1b1f24;line-height:1.45}\n")
                .append("h1{font-size:1.6rem;margin-bottom:.2rem}h2{font-size:1.25rem;margin-top:2.2rem;")
                .append("border-bottom:1px solid #d0d7de;padding-bottom:.3rem}h3{font-size:1.05rem}\n")
                .append("code,pre{font-family:ui-monospace,'DejaVu Sans Mono',monospace;font-size:.9em}")
                .append("pre{background:#f6f8fa;padding:.6rem .8rem;border-radius:4px;white-space:pre-wrap;overflow-wrap:anywhere}\n")
                .append("table{border-collapse:collapse;margin:.6rem 0;font-size:.9rem}")
                .append("th,td{border:1px solid #d0d7de;padding:.25rem .55rem;text-align:left}")
                .append("td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}th{background:#f6f8fa}\n")
                .append("figure{margin:1rem 0}figure svg{max-width:100%;height:auto}")
                .append("figcaption{color:#57606a;font-size:.85rem}.lead{color:#57606a}\n")
                .append(".scroll{max-height:28rem;overflow:auto}th[scope=row]+td{overflow-wrap:anywhere}\n")
                .append("</style>\n</head>\n<body>\n");
    }

    static void close(StringBuilder out) {
        out.append("</body>\n</html>\n");
    }

    /** Writes the page to {@code file}, whole or not at all, creating its directory. */
    static void write(Path file, CharSequence page) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        AtomicTextFile.write(file, w -> w.append(page));
    }

    /** A table; cells of {@code numeric} columns are right-aligned. Cells are escaped. */
    static void table(StringBuilder out, List<String> headers, List<List<String>> rows, boolean... numeric) {
        out.append("<div class=\"scroll\"><table>\n<tr>");
        for (String h : headers) {
            out.append("<th>").append(escape(h)).append("</th>");
        }
        out.append("</tr>\n");
        for (List<String> row : rows) {
            out.append("<tr>");
            for (int i = 0; i < row.size(); i++) {
                boolean n = i < numeric.length && numeric[i];
                out.append(n ? "<td class=\"n\">" : "<td>").append(escape(row.get(i))).append("</td>");
            }
            out.append("</tr>\n");
        }
        out.append("</table></div>\n");
    }

    /** A table of named values: each row's name as its header cell, no header row. Cells are escaped. */
    static void keyValues(StringBuilder out, List<List<String>> rows) {
        out.append("<table>\n");
        for (List<String> row : rows) {
            out.append("<tr><th scope=\"row\">").append(escape(row.get(0))).append("</th><td>").append(escape(row.get(1)))
                    .append("</td></tr>\n");
        }
        out.append("</table>\n");
    }

    /** A chart's SVG in a figure, with a caption saying how to read it. */
    static void figure(StringBuilder out, String svg, String caption) {
        out.append("<figure>\n").append(svg).append("\n<figcaption>").append(escape(caption))
                .append("</figcaption>\n</figure>\n");
    }
}
