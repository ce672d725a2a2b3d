package graphsurge.gstore.csv;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds where the header and the data of a CSV file lie, and cuts the data into byte ranges that
 * can be parsed independently, so that a large file is read by several threads at once.
 *
 * <p>A line ends with LF, CRLF or a lone CR (as some spreadsheets export), everywhere lines are
 * split or counted here, as in Commons CSV. A cut is made just after a line end, never between
 * the CR and LF of one. That is a record boundary unless the line end sits inside a quoted field;
 * readers report whether their range held any quote character at all, and only then does {@link
 * #exactCuts} decide record boundaries with a full state machine (RFC 4180 quoting, comment
 * lines) over the whole file.
 */
final class CsvSplitter {
    /** A byte range {@code [start, end)} of the file. */
    record Range(long start, long end) {
        long length() {
            return end - start;
        }
    }

    /**
     * Where things are.
     *
     * @param header the header record's bytes, or null when the file has none (or no header is expected)
     * @param headerLine the header's line number (1-based), or 0
     * @param data the bytes after the header (and the byte-order mark)
     * @param bytesPerLine the average line length in a sample of the data, for sizing buffers
     */
    record Layout(Range header, long headerLine, Range data, double bytesPerLine) {}

    /**
     * A quoting error: the line (counted from 1 at the start of the range scanned) and the field
     * (1-based) where the quoted field at fault opens, and what is wrong with it.
     */
    record QuoteError(long line, int column, String detail) {}

    private static final int SAMPLE = 1 << 16;

    private CsvSplitter() {}

    static Layout layout(Path file, CsvOptions options) {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = ch.size();
            long start = ByteOrderMark.utf8Length(file, ch);
            Range header = null;
            long headerLine = 0;
            long dataStart = start;
            if (options.header()) {
                RecordScanner scanner = new RecordScanner(options);
                long[] found = scanner.firstRecord(ch, start, size);
                if (found != null) {
                    header = new Range(found[0], found[1]);
                    headerLine = found[2];
                    dataStart = found[1];
                }
            }
            return new Layout(header, headerLine, new Range(dataStart, size), bytesPerLine(ch, dataStart, size));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    /** Up to {@code parts} ranges covering {@code data}, each cut just after a line end. */
    static List<Range> cutAtLineFeeds(Path file, Range data, int parts) {
        List<Range> ranges = new ArrayList<>();
        long step = data.length() / Math.max(1, parts);
        long from = data.start();
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            for (int k = 1; k < parts; k++) {
                long target = Math.max(from, data.start() + k * step);
                long cut = nextLineStart(ch, target, data.end());
                if (cut <= from || cut >= data.end()) {
                    continue;
                }
                ranges.add(new Range(from, cut));
                from = cut;
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
        ranges.add(new Range(from, data.end()));
        return ranges;
    }

    /**
     * The ranges of {@code proposed}, each start moved to the first record boundary at or after
     * it (by the exact quoting rules); equal to {@code proposed} when every cut was already one.
     */
    static List<Range> exactCuts(Path file, CsvOptions options, Range data, List<Range> proposed) {
        List<Long> cuts = new ArrayList<>();
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            RecordScanner scanner = new RecordScanner(options);
            long at = data.start();
            for (int k = 1; k < proposed.size(); k++) {
                long target = proposed.get(k).start();
                long cut = scanner.nextBoundaryAtOrAfter(ch, at, target, data.end());
                at = cut;
                if (cut < data.end() && (cuts.isEmpty() || cut > cuts.get(cuts.size() - 1))) {
                    cuts.add(cut);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
        List<Range> ranges = new ArrayList<>();
        long from = data.start();
        for (long cut : cuts) {
            ranges.add(new Range(from, cut));
            from = cut;
        }
        ranges.add(new Range(from, data.end()));
        return ranges;
    }

    /**
     * The first quoting error in {@code range}, or null when there is none. Commons CSV reports
     * where it gave up, in its own words, often lines after the quote at fault; this finds the
     * quote itself.
     */
    static QuoteError quoteError(Path file, CsvOptions options, Range range) {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            return new RecordScanner(options).quoteError(ch, range.start(), range.end());
        } catch (IOException e) {
            return null; // the caller reports the read failure it already has
        }
    }

    /**
     * Looks at one block of bytes read from {@code position}; returns how many of them come before
     * the place to stop (0 to {@code length}), or -1 to go on.
     */
    private interface BlockVisitor {
        int visit(byte[] block, int length, long position);
    }

    /**
     * Reads {@code [from, end)} block by block until the visitor stops; returns the file position
     * where it stopped, or {@code end}.
     */
    private static long scan(FileChannel ch, long from, long end, int blockSize, BlockVisitor visitor)
            throws IOException {
        ByteBuffer b = ByteBuffer.allocate(blockSize);
        long pos = from;
        while (pos < end) {
            b.clear();
            b.limit((int) Math.min(blockSize, end - pos));
            int n = ch.read(b, pos);
            if (n <= 0) {
                break;
            }
            int stop = visitor.visit(b.array(), n, pos);
            if (stop >= 0) {
                return pos + stop;
            }
            pos += n;
        }
        return end;
    }

    /** The position just after the first line end (LF, CRLF or a lone CR) at or after {@code from}. */
    private static long nextLineStart(FileChannel ch, long from, long end) throws IOException {
        boolean[] afterCR = {false};
        return scan(ch, from, end, SAMPLE, (a, n, pos) -> {
            for (int i = 0; i < n; i++) {
                if (afterCR[0] && a[i] != '\n') {
                    return i; // the CR before this byte ended a line on its own
                }
                if (a[i] == '\n') {
                    return i + 1;
                }
                afterCR[0] = a[i] == '\r';
            }
            return -1;
        });
    }


    private static double bytesPerLine(FileChannel ch, long from, long end) throws IOException {
        ByteBuffer b = ByteBuffer.allocate((int) Math.min(SAMPLE, end - from));
        ch.read(b, from);
        int lines = 0;
        byte[] a = b.array();
        for (int i = 0; i < b.position(); i++) {
            if (a[i] == '\n' || (a[i] == '\r' && (i + 1 == b.position() || a[i + 1] != '\n'))) {
                lines++;
            }
        }
        // No line end in the sample: the line is longer than it, so count the whole data as one.
        return lines == 0 ? Math.max(1, end - from) : (double) b.position() / lines;
    }

    /**
     * The record structure of CSV bytes: which line ends end records. Follows Commons CSV's
     * RFC 4180 reading: a quote opens a quoted field only as a field's first character, a doubled
     * quote inside one is a quote, and a comment line (at a record start) runs to the line end.
     */
    static final class RecordScanner {
        private static final int RECORD_START = 0;
        private static final int FIELD_START = 1;
        private static final int UNQUOTED = 2;
        private static final int QUOTED = 3;
        private static final int QUOTE_IN_QUOTED = 4;
        private static final int COMMENT = 5;

        private final int separator;
        private final int comment;
        private int state = RECORD_START;
        /** Whether the last byte stepped over was a CR: a record boundary falls after its LF, if any. */
        private boolean afterCR;

        RecordScanner(CsvOptions options) {
            this.separator = options.separator();
            this.comment = options.comment() == null ? -1 : options.comment();
        }

        /**
         * The first record that is neither blank nor a comment: {start, end (after its line feed
         * or at the end of the file), line number}; null when the file has none.
         */
        long[] firstRecord(FileChannel ch, long from, long end) throws IOException {
            long[] found = {-1, 0, 1}; // record start, its line, the current line
            long recordEnd = scan(ch, from, end, SAMPLE, (a, n, pos) -> {
                for (int i = 0; i < n; i++) {
                    int c = a[i];
                    if (afterCR && c != '\n') { // the CR before this byte ended a line on its own
                        if (found[0] >= 0 && state == RECORD_START) {
                            return i;
                        }
                        found[2]++;
                    }
                    if (found[0] < 0 && state == RECORD_START && c != '\n' && c != '\r' && c != comment) {
                        found[0] = pos + i;
                        found[1] = found[2];
                    }
                    step(c);
                    if (c == '\n') {
                        if (found[0] >= 0 && state == RECORD_START) {
                            return i + 1;
                        }
                        found[2]++;
                    }
                }
                return -1;
            });
            return found[0] < 0 ? null : new long[] {found[0], recordEnd, found[1]};
        }

        /** Scans from {@code from} (a record boundary) to the first record boundary at or after {@code target}. */
        long nextBoundaryAtOrAfter(FileChannel ch, long from, long target, long end) throws IOException {
            if (from >= target && state == RECORD_START) {
                return from;
            }
            return scan(ch, from, end, 1 << 20, (a, n, pos) -> {
                for (int i = 0; i < n; i++) {
                    int c = a[i];
                    if (afterCR && c != '\n' && state == RECORD_START && pos + i >= target) {
                        return i; // just after a lone CR
                    }
                    step(c);
                    if (state == RECORD_START && c != '\r' && pos + i + 1 >= target) {
                        return i + 1;
                    }
                }
                return -1;
            });
        }

        /** See {@link CsvSplitter#quoteError}; scans from a record boundary. */
        QuoteError quoteError(FileChannel ch, long from, long end) throws IOException {
            long[] at = {1, 1, 0, 0}; // line, field, and the line and field where the last quoted field opened
            boolean[] afterClosingQuote = {false}; // and only blanks since, which Commons CSV skips
            QuoteError[] found = {null};
            scan(ch, from, end, SAMPLE, (a, n, pos) -> {
                for (int i = 0; i < n; i++) {
                    int c = a[i];
                    if (afterCR && c != '\n') {
                        at[0]++; // the CR before this byte ended a line on its own
                    }
                    int before = state;
                    if (before == QUOTE_IN_QUOTED && c != '"') {
                        afterClosingQuote[0] = true;
                    }
                    boolean endsValue = c == separator || c == '\n' || c == '\r';
                    if (afterClosingQuote[0] && !endsValue && !Character.isWhitespace((char) c)) {
                        found[0] = new QuoteError(at[2], (int) at[3], "the quoted field that opens here"
                                + (at[0] == at[2] ? "" : " closes " + (at[0] - at[2])
                                        + (at[0] - at[2] == 1 ? " line" : " lines") + " further down and")
                                + " is followed by " + describe(c) + " after its closing quote"
                                + " (a quote inside a quoted field is written twice: \"\")");
                        return i;
                    }
                    if (endsValue) {
                        afterClosingQuote[0] = false;
                    }
                    step(c);
                    if (state == QUOTED && before != QUOTED && before != QUOTE_IN_QUOTED) {
                        at[2] = at[0];
                        at[3] = at[1];
                    } else if (state == FIELD_START) {
                        at[1]++; // after a separator
                    } else if (state == RECORD_START) {
                        at[1] = 1;
                    }
                    if (c == '\n') {
                        at[0]++;
                    }
                }
                return -1;
            });
            if (found[0] == null && state == QUOTED) {
                return new QuoteError(at[2], (int) at[3], "the quoted field that opens here is not closed"
                        + " before the end of the file (a quote inside a quoted field is written twice: \"\")");
            }
            return found[0];
        }

        private static String describe(int c) {
            if (c >= 0x20 && c < 0x7F) {
                return "'" + (char) c + "'";
            }
            return c >= 0 ? String.format("the control character U+%04X", c) : "a non-ASCII character";
        }

        private void step(int c) {
            afterCR = c == '\r';
            switch (state) {
                case RECORD_START -> {
                    if (c == comment) {
                        state = COMMENT;
                    } else if (c != '\n' && c != '\r') {
                        fieldStart(c);
                    }
                }
                case FIELD_START -> fieldStart(c);
                case UNQUOTED -> afterValue(c);
                case QUOTED -> {
                    if (c == '"') {
                        state = QUOTE_IN_QUOTED;
                    }
                }
                case QUOTE_IN_QUOTED -> {
                    if (c == '"') {
                        state = QUOTED;
                    } else {
                        afterValue(c);
                    }
                }
                default -> {
                    if (c == '\n' || c == '\r') {
                        state = RECORD_START; // end of a comment line
                    }
                }
            }
        }

        private void fieldStart(int c) {
            if (c == '"') {
                state = QUOTED;
            } else {
                afterValue(c);
            }
        }

        private void afterValue(int c) {
            if (c == separator) {
                state = FIELD_START;
            } else if (c == '\n' || c == '\r') {
                state = RECORD_START;
            } else {
                state = UNQUOTED;
            }
        }
    }
}
