package graphsurge.gstore.csv;

/**
 * How to read the CSV files.
 *
 * @param separator the field separator
 * @param comment lines starting with this character are skipped; {@code null} for none
 * @param header whether the first line of each file is a header
 * @param skipBadRows skip bad rows (and report them) instead of failing
 * @param distinct keep one edge per (source, target) pair, the first in file order ({@link
 *     graphsurge.gstore.ParallelEdges#distinct})
 */
public record CsvOptions(char separator, Character comment, boolean header, boolean skipBadRows, boolean distinct) {
    public static final CsvOptions DEFAULT = new CsvOptions(',', null, true, false, false);

    public CsvOptions {
        String conflict = conflict(separator, comment);
        if (conflict != null) {
            throw new IllegalArgumentException(conflict);
        }
    }

    /**
     * Why a file could not be read unambiguously with this separator and comment character, or
     * null when it can: the one check behind both the {@code load} command's options and the
     * LOAD GRAPH statement's clauses, so that users see it as their error before anything is read.
     *
     * @param comment the comment character, or null for none
     */
    public static String conflict(char separator, Character comment) {
        String separatorProblem = reserved(separator);
        if (separatorProblem != null) {
            return "the separator cannot be " + separatorProblem;
        }
        if (comment == null) {
            return null;
        }
        String commentProblem = reserved(comment);
        if (commentProblem != null) {
            return "the comment character cannot be " + commentProblem;
        }
        if (comment == separator) {
            return "the comment character cannot be the separator ('" + separator + "')";
        }
        return null;
    }

    /** Why {@code c} cannot be a separator or comment character, or null when it can be. */
    private static String reserved(char c) {
        return switch (c) {
            case '"' -> "the quote character '\"'";
            case '\n', '\r' -> "a line break";
            // Record boundaries are found byte by byte (CsvSplitter) to cut files into parts.
            default -> c > 0x7F ? "a non-ASCII character ('" + c + "')" : null;
        };
    }

    public CsvOptions withComment(Character c) {
        return new CsvOptions(separator, c, header, skipBadRows, distinct);
    }

    public CsvOptions withSeparator(char c) {
        return new CsvOptions(c, comment, header, skipBadRows, distinct);
    }

    public CsvOptions withHeader(boolean h) {
        return new CsvOptions(separator, comment, h, skipBadRows, distinct);
    }

    public CsvOptions withSkipBadRows(boolean skip) {
        return new CsvOptions(separator, comment, header, skip, distinct);
    }

    public CsvOptions withDistinct(boolean d) {
        return new CsvOptions(separator, comment, header, skipBadRows, d);
    }
}
