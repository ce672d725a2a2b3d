package graphsurge.gstore.column;

/**
 * A narrower type declared for a column than the type it is stored as: Neo4j's {@code byte} and
 * {@code short} are stored as integers and {@code char} as a string, but a value outside what
 * the declared type holds is bad input all the same.
 */
public enum ValueLimit {
    NONE(Long.MIN_VALUE, Long.MAX_VALUE, null),
    BYTE(Byte.MIN_VALUE, Byte.MAX_VALUE, "an integer from -128 to 127"),
    SHORT(Short.MIN_VALUE, Short.MAX_VALUE, "an integer from -32768 to 32767"),
    /** One Unicode character (a code point, so one outside the BMP counts once). */
    CHAR(Long.MIN_VALUE, Long.MAX_VALUE, "one character");

    private final long min;
    private final long max;
    private final String expected;

    ValueLimit(long min, long max, String expected) {
        this.min = min;
        this.max = max;
        this.expected = expected;
    }

    boolean admits(long value) {
        return value >= min && value <= max;
    }

    boolean admits(String text) {
        return this != CHAR || text.codePointCount(0, text.length()) == 1;
    }

    /** What a value must look like, for messages; null for {@link #NONE}. */
    String expected() {
        return expected;
    }
}
