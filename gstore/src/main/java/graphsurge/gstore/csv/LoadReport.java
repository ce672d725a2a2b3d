package graphsurge.gstore.csv;

import java.util.List;

/**
 * What a CSV load did: rows read and kept, rows skipped per file, parallel edges dropped (with
 * {@link CsvOptions#distinct()}; {@code edgeRows} counts them), bytes read and time taken.
 */
public record LoadReport(long vertexRows, long edgeRows, long parallelEdgesDropped, long bytes, List<SkippedRows> skipped,
        long nanos) {
    public LoadReport {
        skipped = List.copyOf(skipped);
    }

    public long skippedCount() {
        long total = 0;
        for (SkippedRows s : skipped) {
            total += s.count();
        }
        return total;
    }
}
