package graphsurge.gvdl.lex;

import graphsurge.gvdl.GvdlException;
import graphsurge.gvdl.Span;
import graphsurge.gvdl.Visible;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns GVDL text into tokens.
 *
 * <p>Words are runs of letters, digits and underscores that are not all digits (so Graphsurge's
 * {@code 2_STAGE_DIFFERENTIAL} is one word, and names may start with a digit); numbers are digits
 * with an optional fraction ({@code 1.5}, but {@code 1..5} is a range); strings are single-quoted,
 * with {@code ''} for a quote inside; names holding other characters (or spelled like keywords)
 * are back-quoted ({@code `first name`}); {@code /* *}{@code /} and {@code --} comments and white
 * space separate tokens.
 */
public final class Lexer {
    private final String source;
    private int pos;
    private int line = 1;
    private int lineStart;

    private Lexer(String source) {
        this.source = source;
    }

    /** All tokens of {@code source}, ending with one {@link TokenKind#EOF}. */
    public static List<Token> tokenize(String source) {
        return new Lexer(source).run();
    }

    private List<Token> run() {
        List<Token> tokens = new ArrayList<>();
        while (true) {
            skipSpaceAndComments();
            if (pos >= source.length()) {
                tokens.add(new Token(TokenKind.EOF, "", span(pos, pos)));
                return tokens;
            }
            tokens.add(next());
        }
    }

    private Token next() {
        int start = pos;
        char c = source.charAt(pos);
        if (isWordChar(c)) {
            while (pos < source.length() && isWordChar(source.charAt(pos))) {
                pos++;
            }
            String text = source.substring(start, pos);
            if (!allDigits(text)) {
                return new Token(TokenKind.WORD, text, span(start, pos));
            }
            if (pos + 1 < source.length() && source.charAt(pos) == '.' && Character.isDigit(source.charAt(pos + 1))) {
                pos++;
                while (pos < source.length() && Character.isDigit(source.charAt(pos))) {
                    pos++;
                }
                return new Token(TokenKind.DECIMAL, source.substring(start, pos), span(start, pos));
            }
            return new Token(TokenKind.INTEGER, text, span(start, pos));
        }
        pos++;
        switch (c) {
            case '\'':
                return string(start);
            case '`': {
                int end = source.indexOf('`', pos);
                if (end < 0 || source.substring(pos, end).indexOf('\n') >= 0 || end == pos) {
                    throw new GvdlException(source, span(start, start + 1),
                            "this quoted name is not closed on its line (a '`' is missing)");
                }
                String name = source.substring(pos, end);
                pos = end + 1;
                return new Token(TokenKind.WORD, name, true, span(start, pos));
            }
            case '$': {
                int nameStart = pos;
                while (pos < source.length() && isWordChar(source.charAt(pos))) {
                    pos++;
                }
                if (pos == nameStart) {
                    throw new GvdlException(source, span(start, pos), "expected a variable name after '$'");
                }
                return new Token(TokenKind.VARIABLE, source.substring(nameStart, pos), span(start, pos));
            }
            case ';':
                return token(TokenKind.SEMICOLON, start);
            case ',':
                return token(TokenKind.COMMA, start);
            case '(':
                return token(TokenKind.LPAREN, start);
            case ')':
                return token(TokenKind.RPAREN, start);
            case '[':
                return token(TokenKind.LBRACKET, start);
            case ']':
                return token(TokenKind.RBRACKET, start);
            case '=':
                if (followedBy('=')) {
                    throw new GvdlException(source, span(start, pos), "'==' is not an operator: use = for equality");
                }
                return token(TokenKind.EQ, start);
            case '"': {
                int close = source.indexOf('"', pos);
                int lineEnd = source.indexOf('\n', pos);
                int end = close >= 0 && (lineEnd < 0 || close < lineEnd) ? close + 1 : pos;
                throw new GvdlException(source, span(start, end), "strings use single quotes ('text', with '' for a"
                        + " quote inside); names with other characters use back quotes (`first name`)");
            }
            case '-':
                return token(TokenKind.MINUS, start);
            case '+':
                return token(TokenKind.PLUS, start);
            case '*':
                return token(TokenKind.STAR, start);
            case '/':
                return token(TokenKind.SLASH, start); // '/*' started a comment before getting here
            case '%':
                return token(TokenKind.PERCENT, start);
            case '.':
                return token(followedBy('.') ? TokenKind.RANGE : TokenKind.DOT, start);
            case '!':
                return token(followedBy('=') ? TokenKind.NE : TokenKind.BANG, start);
            case '<':
                return token(followedBy('=') ? TokenKind.LE : followedBy('>') ? TokenKind.NE : TokenKind.LT, start);
            case '>':
                return token(followedBy('=') ? TokenKind.GE : TokenKind.GT, start);
            default: {
                int codePoint = source.codePointAt(start);
                pos = start + Character.charCount(codePoint);
                String name = Character.getName(codePoint);
                String shown = !Visible.escaped(codePoint) ? "'" + Character.toString(codePoint) + "'"
                        : Visible.codePoint(codePoint) + (name == null ? "" : " (" + name + ")");
                throw new GvdlException(source, span(start, pos), "unexpected character " + shown);
            }
        }
    }

    private Token string(int start) {
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (pos >= source.length()) {
                throw new GvdlException(source, span(start, start + 1), "this string is not closed (a quote is missing)");
            }
            char c = source.charAt(pos++);
            if (c == '\'') {
                if (pos < source.length() && source.charAt(pos) == '\'') {
                    sb.append('\'');
                    pos++;
                    continue;
                }
                return new Token(TokenKind.STRING, sb.toString(), span(start, pos));
            }
            if (c == '\n') {
                newLine();
            }
            sb.append(c);
        }
    }

    private void skipSpaceAndComments() {
        while (pos < source.length()) {
            char c = source.charAt(pos);
            if (c == '\n') {
                pos++;
                newLine();
            } else if (Character.isWhitespace(c)) {
                pos++;
            } else if (c == '-' && pos + 1 < source.length() && source.charAt(pos + 1) == '-') {
                while (pos < source.length() && source.charAt(pos) != '\n') {
                    pos++;
                }
            } else if (c == '/' && pos + 1 < source.length() && source.charAt(pos + 1) == '*') {
                int start = pos;
                int end = source.indexOf("*/", pos + 2);
                if (end < 0) {
                    throw new GvdlException(source, span(start, start + 2), "this comment is not closed (a '*/' is missing)");
                }
                for (int i = pos; i < end; i++) {
                    if (source.charAt(i) == '\n') {
                        pos = i + 1;
                        newLine();
                    }
                }
                pos = end + 2;
            } else {
                return;
            }
        }
    }

    /** Consumes the next character if it is {@code c}: the second character of an operator. */
    private boolean followedBy(char c) {
        if (pos < source.length() && source.charAt(pos) == c) {
            pos++;
            return true;
        }
        return false;
    }

    private void newLine() {
        line++;
        lineStart = pos;
    }

    private Token token(TokenKind kind, int start) {
        return new Token(kind, source.substring(start, pos), span(start, pos));
    }

    private Span span(int start, int end) {
        // Multi-line tokens (strings) report the line they start on.
        int startLine = line;
        int startLineStart = lineStart;
        if (start < lineStart) {
            startLine = line - count(source, start, lineStart);
            startLineStart = source.lastIndexOf('\n', start - 1) + 1;
        }
        // Columns count characters as the user sees them: a character outside the Basic
        // Multilingual Plane (two UTF-16 units) is one column.
        return new Span(start, end, startLine, source.codePointCount(startLineStart, start) + 1);
    }

    private static int count(String s, int from, int to) {
        int n = 0;
        for (int i = from; i < to; i++) {
            if (s.charAt(i) == '\n') {
                n++;
            }
        }
        return n;
    }

    private static boolean isWordChar(char c) {
        return c == '_' || (c < 128 && Character.isLetterOrDigit(c));
    }

    private static boolean allDigits(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (!Character.isDigit(s.charAt(i))) {
                return false;
            }
        }
        return true;
    }
}
