package graphsurge.gstore.csv;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The byte-order mark at the start of a text file read as UTF-8: the UTF-8 one is skipped, and a
 * UTF-16 or UTF-32 one is refused with its encoding named, for every file the loaders read; so is
 * such a file without a mark, recognized by a zero byte among its first two.
 */
public final class ByteOrderMark {
    private ByteOrderMark() {}

    /**
     * The length of the UTF-8 byte-order mark at the start of {@code file}, or 0.
     *
     * @throws CsvInputException when the file starts with a UTF-16 or UTF-32 byte-order mark
     * @throws IOException when the file cannot be read
     */
    public static int utf8Length(Path file) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            return utf8Length(file, ch);
        }
    }

    /**
     * As {@link #utf8Length(Path)}, on the open {@code ch}. A UTF-16 or UTF-32 mark is refused
     * because, read as UTF-8, such a file would yield garbled ids and values.
     */
    static int utf8Length(Path file, FileChannel ch) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(4);
        ch.read(b, 0);
        int n = b.position();
        int[] a = new int[4];
        for (int i = 0; i < n; i++) {
            a[i] = b.get(i) & 0xFF;
        }
        if (n >= 3 && a[0] == 0xEF && a[1] == 0xBB && a[2] == 0xBF) {
            return 3;
        }
        String encoding = null;
        if (n == 4 && a[0] == 0xFF && a[1] == 0xFE && a[2] == 0 && a[3] == 0) {
            encoding = "UTF-32LE";
        } else if (n == 4 && a[0] == 0 && a[1] == 0 && a[2] == 0xFE && a[3] == 0xFF) {
            encoding = "UTF-32BE";
        } else if (n >= 2 && a[0] == 0xFF && a[1] == 0xFE) {
            encoding = "UTF-16LE";
        } else if (n >= 2 && a[0] == 0xFE && a[1] == 0xFF) {
            encoding = "UTF-16BE";
        }
        if (encoding != null) {
            throw CsvInputException.ofFile(file, "is encoded in " + encoding + " (its byte-order mark says so);"
                    + " CSV files are read as UTF-8: save it as UTF-8 and load it again");
        }
        // Without a mark, text in UTF-16 or UTF-32 shows itself by zero bytes beside its first
        // character; UTF-8 text never starts with one.
        if (n >= 2 && (a[0] == 0 || a[1] == 0)) {
            String guess = n == 4 && a[1] == 0 && a[2] == 0 && a[3] == 0 ? "UTF-32LE"
                    : n == 4 && a[0] == 0 && a[1] == 0 && a[2] == 0 ? "UTF-32BE"
                    : a[1] == 0 ? "UTF-16LE" : "UTF-16BE";
            throw CsvInputException.ofFile(file, "looks encoded in " + guess + " without a byte-order mark (it starts"
                    + " with a zero byte); CSV files are read as UTF-8: save it as UTF-8 and load it again");
        }
        return 0;
    }
}
