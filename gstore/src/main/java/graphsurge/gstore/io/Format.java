package graphsurge.gstore.io;

import java.nio.charset.StandardCharsets;

/** Constants and helpers of the container format (see the package documentation). */
final class Format {
    static final byte[] MAGIC = {(byte) 0x89, 'G', 'S', 'F', 0x0D, 0x0A, 0x1A, 0x0A};
    /**
     * 2 since property types {@code date} and {@code timestamp}; version 1 files are read as
     * they are (they cannot hold those types), and a version-1 reader refuses version 2 clearly.
     */
    static final int VERSION = 2;
    static final int HEADER_BYTES = 32;
    static final int SECTION_HEADER_BYTES = 40;
    static final int END_TAG = tag("END!");
    /** Bytes moved per read or write call: large enough to amortize, small enough to stay in cache. */
    static final int CHUNK = 1 << 22;

    static final byte INT32 = 1;
    static final byte INT64 = 2;
    static final byte FLOAT64 = 3;
    static final byte BYTES = 4;
    static final byte STRINGS = 5;

    private Format() {}

    /** Packs a 4-character ASCII tag into an int. */
    static int tag(String fourChars) {
        byte[] b = fourChars.getBytes(StandardCharsets.US_ASCII);
        if (b.length != 4) {
            throw new IllegalArgumentException("a tag has four ASCII characters: " + fourChars);
        }
        return (b[0] & 0xFF) | (b[1] & 0xFF) << 8 | (b[2] & 0xFF) << 16 | (b[3] & 0xFF) << 24;
    }

    static String tagName(int tag) {
        byte[] b = {(byte) tag, (byte) (tag >>> 8), (byte) (tag >>> 16), (byte) (tag >>> 24)};
        return new String(b, StandardCharsets.US_ASCII);
    }

    static long padded(long bytes) {
        return (bytes + 7) & ~7L;
    }

    static String typeName(byte type) {
        return switch (type) {
            case INT32 -> "int32";
            case INT64 -> "int64";
            case FLOAT64 -> "float64";
            case BYTES -> "bytes";
            case STRINGS -> "strings";
            default -> "type " + type;
        };
    }
}
