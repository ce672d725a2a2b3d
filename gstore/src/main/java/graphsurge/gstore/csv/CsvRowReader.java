package graphsurge.gstore.csv;

import graphsurge.gstore.io.IoErrors;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Iterator;
import org.apache.commons.csv.CSVException;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * Reads the records of one byte range of a UTF-8 CSV file with Commons CSV (CRLF, quoted fields
 * and line breaks inside quotes are its business), knows the physical line of every field, notes
 * whether any quote character passed by (see {@link CsvSplitter}), and turns the parser's failures
 * into {@link CsvInputException}s naming the file and line.
 *
 * <p>Line numbers are relative to {@code lineOffset}: a range read in parallel with others gets 0
 * and its errors are shifted once the lines before it are known.
 */
final class CsvRowReader implements AutoCloseable {
    private final Path file;
    private final CsvSplitter.Range range;
    private final CsvOptions options;
    private final long lineOffset;
    private final RangeStream bytes;
    private final CSVParser parser;
    private final Iterator<CSVRecord> records;
    private CSVRecord record;
    private long endLine;

    CsvRowReader(Path file, CsvSplitter.Range range, long lineOffset, CsvOptions options) {
        this.file = file;
        this.range = range;
        this.options = options;
        this.lineOffset = lineOffset;
        try {
            bytes = new RangeStream(FileChannel.open(file, StandardOpenOption.READ), range);
            Reader reader = new InputStreamReader(new BufferedInputStream(bytes, 1 << 16), StandardCharsets.UTF_8);
            CSVFormat format = CSVFormat.RFC4180.builder()
                    .setDelimiter(options.separator())
                    .setCommentMarker(options.comment())
                    .setIgnoreEmptyLines(true)
                    .get();
            parser = CSVParser.builder().setReader(reader).setFormat(format).get();
            records = parser.iterator();
        } catch (IOException e) {
            throw CsvInputException.ofFile(file, "cannot be read: " + IoErrors.reason(e));
        } catch (UncheckedIOException e) {
            throw CsvInputException.ofFile(file, "cannot be read: " + IoErrors.reason(e.getCause()));
        }
    }

    /** Advances to the next record; false at the end of the range. */
    boolean next() {
        try {
            if (!records.hasNext()) {
                record = null;
                return false;
            }
            record = records.next();
            endLine = parser.getCurrentLineNumber();
            return true;
        } catch (UncheckedIOException | IllegalStateException e) {
            throw translate(e);
        }
    }

    CSVRecord record() {
        return record;
    }

    int size() {
        return record.size();
    }

    String get(int field) {
        return record.get(field);
    }

    /** The physical line on which field {@code field} (0-based) of the current record starts. */
    long lineOf(int field) {
        // The parser knows the record's last line; fields with quoted line breaks push it down.
        int breaksBefore = 0;
        int breaksTotal = 0;
        for (int i = 0; i < record.size(); i++) {
            int b = lineBreaks(record.get(i));
            breaksTotal += b;
            if (i < field) {
                breaksBefore += b;
            }
        }
        return lineOffset + endLine - breaksTotal + breaksBefore;
    }

    /** The first line of the current record. */
    long line() {
        return lineOf(0);
    }

    /** The lines consumed so far (all of the range's lines once {@link #next} returned false). */
    long linesRead() {
        return parser.getCurrentLineNumber();
    }

    long bytesRead() {
        return bytes.count;
    }

    /** Whether any quote character was in the bytes read so far. */
    boolean sawQuote() {
        return bytes.sawQuote;
    }

    CsvInputException error(int field, String detail) {
        return new CsvInputException(file, lineOf(Math.min(field, record.size() - 1)), field + 1, detail);
    }

    @Override
    public void close() {
        try {
            parser.close();
        } catch (IOException e) {
            // Reading is finished; a failure to release the file changes no result.
        }
    }

    /**
     * The parser's failure in our words, at the quote at fault (found by {@link
     * CsvSplitter#quoteError}, since the parser reports where it gave up); failures to read the
     * file keep their cause.
     */
    private CsvInputException translate(RuntimeException e) {
        if (e.getCause() instanceof IOException io && !(io instanceof CSVException)) {
            return CsvInputException.ofFile(file, "cannot be read: " + IoErrors.reason(io));
        }
        CsvSplitter.QuoteError quote = CsvSplitter.quoteError(file, options, range);
        if (quote != null) {
            return new CsvInputException(file, lineOffset + quote.line(), quote.column(), quote.detail());
        }
        return new CsvInputException(file, lineOffset + parser.getCurrentLineNumber() + 1, 0,
                "cannot be parsed as CSV from here on");
    }

    private static int lineBreaks(String s) {
        int count = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\n') {
                count++;
            } else if (c == '\r') {
                count++;
                if (i + 1 < s.length() && s.charAt(i + 1) == '\n') {
                    i++;
                }
            }
        }
        return count;
    }

    /** The bytes of one range of a file; counts them and notes quote characters. */
    private static final class RangeStream extends InputStream {
        private final FileChannel channel;
        private long position;
        private final long end;
        long count;
        boolean sawQuote;

        RangeStream(FileChannel channel, CsvSplitter.Range range) {
            this.channel = channel;
            this.position = range.start();
            this.end = range.end();
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
        }

        @Override
        public int read(byte[] buf, int off, int len) throws IOException {
            if (position >= end) {
                return -1;
            }
            int want = (int) Math.min(len, end - position);
            int n = channel.read(ByteBuffer.wrap(buf, off, want), position);
            if (n <= 0) {
                return -1;
            }
            if (!sawQuote) {
                for (int i = off; i < off + n; i++) {
                    if (buf[i] == '"') {
                        sawQuote = true;
                        break;
                    }
                }
            }
            position += n;
            count += n;
            return n;
        }

        @Override
        public void close() throws IOException {
            channel.close();
        }
    }
}
