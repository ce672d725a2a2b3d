package graphsurge.gstore.column;

import graphsurge.gstore.schema.PropertySpec;
import java.util.Arrays;

/**
 * A dictionary-encoded string column: {@code codes[i]} indexes {@code dictionary}, which is
 * sorted and free of duplicates, so that comparing codes compares the strings and equality with
 * a literal is one integer comparison. Absent values have code -1.
 */
public record StringColumn(PropertySpec spec, int[] codes, String[] dictionary, Bits present)
        implements Column {
    public static final int ABSENT = -1;

    public String get(int i) {
        int code = codes[i];
        return code == ABSENT ? null : dictionary[code];
    }

    /** The code of {@code value}, or -(insertion point) - 1 when the dictionary lacks it. */
    public int codeOf(String value) {
        return Arrays.binarySearch(dictionary, value);
    }

    @Override
    public int size() {
        return codes.length;
    }

    @Override
    public String format(int i) {
        return get(i);
    }

    @Override
    public long memoryBytes() {
        long bytes = 4L * codes.length + Column.bitsBytes(present);
        for (String s : dictionary) {
            bytes += 48 + 2L * s.length();
        }
        return bytes;
    }

    @Override
    public StringColumn gather(int[] from) {
        int[] out = new int[from.length];
        for (int i = 0; i < from.length; i++) {
            out[i] = codes[from[i]];
        }
        return new StringColumn(spec, out, dictionary, Column.gatherPresence(present, from));
    }
}
