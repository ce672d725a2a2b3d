package graphsurge.gstore.csv;

import graphsurge.gstore.GraphsurgeException;
import java.nio.file.Path;

/**
 * Bad CSV input: the message names the file and, where there is one, the line (1-based, counting
 * every physical line of the file) and the column (1-based field number, with its header name).
 */
public final class CsvInputException extends GraphsurgeException {
    private static final long serialVersionUID = 1L;

    private final transient Path file;
    private final long line;
    private final int column;
    private final String detail;

    public CsvInputException(Path file, long line, int column, String detail) {
        super(format(file, line, column, detail));
        this.file = file;
        this.line = line;
        this.column = column;
        this.detail = detail;
    }

    /** An error about the file as a whole (missing, unreadable, empty). */
    public static CsvInputException ofFile(Path file, String detail) {
        return new CsvInputException(file, 0, 0, detail);
    }

    /** The same error {@code lines} lines further down (for ranges read before their offset was known). */
    CsvInputException shifted(long lines) {
        return lines == 0 || line == 0 ? this : new CsvInputException(file, line + lines, column, detail);
    }

    public Path file() {
        return file;
    }

    /** The line, or 0 when the error concerns the whole file. */
    public long line() {
        return line;
    }

    /** The 1-based column, or 0 when the error concerns a whole line or file. */
    public int column() {
        return column;
    }

    public String detail() {
        return detail;
    }

    static String format(Path file, long line, int column, String detail) {
        StringBuilder sb = new StringBuilder().append(file);
        if (line > 0) {
            sb.append(", line ").append(line);
            if (column > 0) {
                sb.append(", column ").append(column);
            }
        }
        return sb.append(": ").append(detail).toString();
    }
}
