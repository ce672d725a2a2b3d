package graphsurge.gvdl;

/**
 * Where a piece of GVDL text lies: offsets {@code [start, end)} in the source, and the line and
 * column (1-based) of its start.
 *
 * <p>A span is metadata, not meaning: all spans are equal to one another, so that two ASTs
 * compare equal when they say the same thing, wherever their text stood (a parsed statement and
 * the same statement printed and parsed again).
 */
public record Span(int start, int end, int line, int column) {
    public static final Span NONE = new Span(0, 0, 0, 0);

    /** The span from the start of this one to the end of {@code other}. */
    public Span to(Span other) {
        return new Span(start, Math.max(end, other.end), line, column);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Span;
    }

    @Override
    public int hashCode() {
        return 0;
    }
}
