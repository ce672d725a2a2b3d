package graphsurge.gstore.csv;

import java.nio.file.Path;
import java.util.List;

/**
 * Rows of one file that were skipped because they were bad ({@code --skip-bad-rows}).
 *
 * @param file the file
 * @param count how many rows were skipped
 * @param first the first few reasons, each naming its line and column
 */
public record SkippedRows(Path file, long count, List<String> first) {
    public SkippedRows {
        first = List.copyOf(first);
    }
}
