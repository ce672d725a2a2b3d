package graphsurge.gstore.schema;

/** The value types a property column can have. */
public enum PropertyType {
    /** 64-bit signed integers (stored as {@code int} when every value fits). */
    INT("int"),
    /** 64-bit IEEE floating point. */
    DOUBLE("double"),
    /** {@code true} or {@code false}. */
    BOOL("bool"),
    /** UTF-8 text, dictionary-encoded. */
    STRING("string"),
    /** A calendar date (ISO-8601, {@code 2011-01-31}), stored as the epoch seconds of its midnight UTC. */
    DATE("date"),
    /** An instant (ISO-8601 date-time, or epoch seconds), stored as epoch seconds. */
    TIMESTAMP("timestamp");

    private final String displayName;

    PropertyType(String displayName) {
        this.displayName = displayName;
    }

    /** Whether values are points in time, stored as epoch seconds in an integer column. */
    public boolean isTemporal() {
        return this == DATE || this == TIMESTAMP;
    }

    /** The name used in headers, GVDL and output ({@code int}, {@code double}, ...). */
    public String displayName() {
        return displayName;
    }
}
