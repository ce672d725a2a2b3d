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
    STRING("string");

    private final String displayName;

    PropertyType(String displayName) {
        this.displayName = displayName;
    }

    /** The name used in headers, GVDL and output ({@code int}, {@code double}, ...). */
    public String displayName() {
        return displayName;
    }
}
