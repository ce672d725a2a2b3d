package graphsurge.gstore.generate;

import graphsurge.gstore.csv.CsvFields;
import graphsurge.gstore.io.AtomicTextFile;
import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.PropertyTable;
import graphsurge.gstore.VertexIds;
import graphsurge.gstore.column.Column;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes a graph as a vertex file and an edge file with Graphsurge headers ({@code id:id,
 * name:type...} and {@code src:start_id,dst:end_id,name:type...}) that {@link
 * graphsurge.gstore.csv.CsvGraphLoader} loads back to the same graph. Absent values are empty
 * fields; fields holding the separator, a quote or a line break are quoted. Each file is written
 * under a temporary name and renamed when complete.
 */
public final class CsvGraphWriter {
    private CsvGraphWriter() {}

    public static void write(PropertyGraph graph, Path vertexFile, Path edgeFile, ProgressListener progress) {
        VertexIds ids = graph.ids();
        writeFile(vertexFile, graph.vertexCount(), "id:id", graph.vertexProperties(), progress,
                (w, v) -> field(w, ids.original(v)));
        int[] sources = graph.sources();
        int[] targets = graph.targets();
        writeFile(edgeFile, graph.edgeCount(), "src:start_id,dst:end_id", graph.edgeProperties(), progress,
                (w, e) -> {
                    field(w, ids.original(sources[e]));
                    w.write(',');
                    field(w, ids.original(targets[e]));
                });
    }

    private interface RowStart {
        void write(Writer w, int row) throws IOException;
    }

    private static void writeFile(Path file, int rows, String idHeader, PropertyTable table,
            ProgressListener progress, RowStart start) {
        try {
            if (file.toAbsolutePath().getParent() != null) {
                Files.createDirectories(file.toAbsolutePath().getParent());
            }
            progress.start("writing " + file.getFileName(), rows);
            AtomicTextFile.write(file, w -> {
                w.write(idHeader);
                for (Column c : table.columns()) {
                    w.write(',');
                    w.write(c.spec().name() + ":" + c.spec().type().displayName());
                }
                w.write('\n');
                for (int row = 0; row < rows; row++) {
                    start.write(w, row);
                    for (Column c : table.columns()) {
                        w.write(',');
                        String value = c.format(row);
                        if (value != null) {
                            field(w, value);
                        }
                    }
                    w.write('\n');
                    if ((row & 0xFFFF) == 0) {
                        progress.update(row);
                    }
                }
            });
            progress.finish();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    private static void field(Writer w, String value) throws IOException {
        w.write(CsvFields.of(value));
    }
}
