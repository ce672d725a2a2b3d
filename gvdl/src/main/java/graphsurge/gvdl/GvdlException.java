package graphsurge.gvdl;

import graphsurge.gstore.GraphsurgeException;

/**
 * A GVDL error: what went wrong and where. The message shows the line and column, the source
 * line with a caret under the offending text, and, where one is close, a suggestion:
 *
 * <pre>
 * line 1, column 33: unknown property 'yaer'; did you mean 'year'?
 *   CREATE VIEW COLLECTION c WHERE [yaer &lt; 2000];
 *                                   ^^^^
 * </pre>
 */
public final class GvdlException extends GraphsurgeException {
    private static final long serialVersionUID = 1L;

    private final transient Span span;
    private final String detail;

    public GvdlException(String source, Span span, String detail) {
        super(render(source, span, detail));
        this.span = span;
        this.detail = detail;
    }

    public Span span() {
        return span;
    }

    /** The message without the position and the caret. */
    public String detail() {
        return detail;
    }

    static String render(String source, Span span, String detail) {
        if (source == null || span == null || span.line() == 0) {
            return detail;
        }
        int lineStart = source.lastIndexOf('\n', Math.max(0, Math.min(span.start(), source.length()) - 1)) + 1;
        if (span.start() == 0) {
            lineStart = 0;
        }
        int lineEnd = source.indexOf('\n', lineStart);
        if (lineEnd < 0) {
            lineEnd = source.length();
        }
        String line = source.substring(lineStart, lineEnd).replace('\t', ' ').stripTrailing();
        int from = Math.max(0, span.start() - lineStart);
        int to = Math.max(from, Math.min(span.end(), lineEnd) - lineStart);
        int caretAt = shownWidth(line, 0, from);
        int width = Math.max(1, shownWidth(line, from, to));
        return "line " + span.line() + ", column " + span.column() + ": " + Visible.of(detail) + "\n  "
                + Visible.of(line) + "\n  " + " ".repeat(caretAt) + "^".repeat(width);
    }

    /**
     * How wide characters {@code [from, to)} of {@code line} are as shown (escaped characters are
     * wider than one column), counting one column per position past the line's end.
     */
    private static int shownWidth(String line, int from, int to) {
        int end = line.length();
        return Visible.of(line.substring(Math.min(from, end), Math.min(to, end))).length()
                + Math.max(to, end) - Math.max(from, end);
    }
}
