package graphsurge.gstore.csv;

/**
 * How to read the CSV files.
 *
 * @param separator the field separator
 * @param comment lines starting with this character are skipped; {@code null} for none
 * @param header whether the first line of each file is a header
 * @param skipBadRows skip bad rows (and report them) instead of failing
 */
public record CsvOptions(char separator, Character comment, boolean header, boolean skipBadRows) {
    public static final CsvOptions DEFAULT = new CsvOptions(',', null, true, false);

    public CsvOptions {
        if (separator == '"' || separator == '\n' || separator == '\r') {
            throw new IllegalArgumentException("the separator cannot be a quote or a line break");
        }
        if (comment != null && comment == separator) {
            throw new IllegalArgumentException("the comment character cannot be the separator");
        }
    }

    public CsvOptions withComment(Character c) {
        return new CsvOptions(separator, c, header, skipBadRows);
    }

    public CsvOptions withSeparator(char c) {
        return new CsvOptions(c, comment, header, skipBadRows);
    }

    public CsvOptions withHeader(boolean h) {
        return new CsvOptions(separator, comment, h, skipBadRows);
    }

    public CsvOptions withSkipBadRows(boolean skip) {
        return new CsvOptions(separator, comment, header, skip);
    }
}
