package graphsurge.gvdl.lex;

import graphsurge.gvdl.Span;
import java.util.Locale;

/**
 * One token: its kind, its text (for strings, the content without quotes, {@code ''} unescaped;
 * for variables, the name without {@code $}; for back-quoted words, the name without quotes),
 * whether it was back-quoted, and where it stands.
 */
public record Token(TokenKind kind, String text, boolean quoted, Span span) {
    public Token(TokenKind kind, String text, Span span) {
        this(kind, text, false, span);
    }

    /** Whether this is the word {@code keyword}, in any case; a back-quoted word is never a keyword. */
    public boolean is(String keyword) {
        return kind == TokenKind.WORD && !quoted && text.equalsIgnoreCase(keyword);
    }

    /** How the token reads in a message. */
    public String describe() {
        return switch (kind) {
            case EOF -> "the end of the input";
            case STRING -> "'" + text + "'";
            case VARIABLE -> "'$" + text + "'";
            case WORD -> "'" + text + "'";
            default -> kind.description();
        };
    }

    public String upper() {
        return text.toUpperCase(Locale.ROOT);
    }
}
