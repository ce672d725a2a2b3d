package graphsurge.gvdl;

/**
 * Text as a message can show it: characters a terminal would not show as themselves (controls,
 * invisible and bidirectional formatting characters such as U+202E, which reorders the rest of
 * the line, other spaces than ' ', and characters outside the Basic Multilingual Plane, which
 * many terminals and fonts garble) are written as {@code <U+XXXX>}.
 */
public final class Visible {
    private Visible() {}

    /** Whether {@code codePoint} is shown escaped. */
    public static boolean escaped(int codePoint) {
        if (codePoint == ' ') {
            return false;
        }
        if (codePoint > 0xFFFF || Character.isISOControl(codePoint)) {
            return true;
        }
        return switch (Character.getType(codePoint)) {
            case Character.FORMAT, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR, Character.SPACE_SEPARATOR,
                    Character.PRIVATE_USE, Character.SURROGATE, Character.UNASSIGNED -> true;
            default -> false;
        };
    }

    /** {@code U+202E}: the code point's number, at least four hex digits. */
    public static String codePoint(int codePoint) {
        return String.format("U+%04X", codePoint);
    }

    /** {@code text} with every escaped character written as {@code <U+XXXX>}. */
    public static String of(CharSequence text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); ) {
            int c = Character.codePointAt(text, i);
            if (escaped(c)) {
                sb.append('<').append(codePoint(c)).append('>');
            } else {
                sb.appendCodePoint(c);
            }
            i += Character.charCount(c);
        }
        return sb.toString();
    }
}
