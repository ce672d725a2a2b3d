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

    /** Lines longer than this are shown cut to {@link #CONTEXT} characters either side of the caret. */
    private static final int LONGEST_LINE = 200;
    private static final int CONTEXT = 60;
    private static final int LONGEST_CARET = 80;

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
        int shownStart = 0;
        int shownEnd = line.length();
        if (line.length() > LONGEST_LINE) {
            // Shown around the caret, cut with "...", and a long caret is cut too.
            to = Math.min(to, from + LONGEST_CARET);
            shownStart = Math.max(0, Math.min(from, line.length()) - CONTEXT);
            shownEnd = Math.min(line.length(), Math.max(to, from + 1) + CONTEXT);
        }
        String cutBefore = shownStart > 0 ? "..." : "";
        String shown = cutBefore + Visible.of(line.substring(shownStart, shownEnd))
                + (shownEnd < line.length() ? "..." : "");
        String part = line.substring(shownStart, shownEnd);
        int caretAt = cutBefore.length() + shownWidth(part, 0, from - shownStart);
        int width = Math.max(1, shownWidth(part, from - shownStart, to - shownStart));
        return "line " + span.line() + ", column " + span.column() + ": " + Visible.of(detail) + "\n  "
                + shown + "\n  " + " ".repeat(caretAt) + "^".repeat(width);
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
