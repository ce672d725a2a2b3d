package graphsurge.gstore.csv;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.column.Column;
import graphsurge.gstore.generate.CsvGraphWriter;
import graphsurge.gstore.generate.GraphModel;
import graphsurge.gstore.generate.GraphSpec;
import graphsurge.gstore.generate.PropertyGraphGenerator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Loading a file cut into many parts read in parallel gives exactly the graph that was written,
 * whatever the number of parts: the oracle is the generated graph itself, not another load.
 */
class ParallelLoadTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 8})
    void partsJoinIntoTheGraphThatWasWritten(int threads) throws IOException {
        PropertyGraph written = PropertyGraphGenerator.generate(new GraphSpec(GraphModel.RMAT, 10, 20_000, 7), 2);
        Path v = dir.resolve("v.csv");
        Path e = dir.resolve("e.csv");
        CsvGraphWriter.write(written, v, e, ProgressListener.NONE);
        PropertyGraph read = new CsvGraphLoader(CsvOptions.DEFAULT, threads, ProgressListener.NONE, 1).load(v, e).graph();
        assertSameGraph(written, read);
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 5})
    void quotedLineBreaksAtPartBoundariesAreReadWhole(int threads) throws IOException {
        StringBuilder sb = new StringBuilder("src,dst,note\n");
        for (int i = 0; i < 3000; i++) {
            // Every row's note spans three lines, so most cuts at line feeds fall inside quotes.
            sb.append(i).append(',').append(i + 1).append(",\"first\nsecond ").append(i).append("\nthird\"\n");
        }
        Path e = Files.writeString(dir.resolve("quoted.csv"), sb.toString());
        PropertyGraph g = new CsvGraphLoader(CsvOptions.DEFAULT, threads, ProgressListener.NONE, 1).load(null, e).graph();
        assertEquals(3000, g.edgeCount());
        for (int i = 0; i < 3000; i += 97) {
            assertEquals(Integer.toString(i), g.ids().original(g.sources()[i]));
            assertEquals("first\nsecond " + i + "\nthird", g.edgeProperties().columns().get(0).format(i));
        }
    }

    static void assertSameGraph(PropertyGraph expected, PropertyGraph actual) {
        assertEquals(expected.vertexCount(), actual.vertexCount());
        for (int v = 0; v < expected.vertexCount(); v++) {
            assertEquals(expected.ids().original(v), actual.ids().original(v));
        }
        assertArrayEquals(expected.sources(), actual.sources());
        assertArrayEquals(expected.targets(), actual.targets());
        assertArrayEquals(expected.out().offsets(), actual.out().offsets());
        assertArrayEquals(expected.in().edgeIds(), actual.in().edgeIds());
        assertEquals(expected.vertexProperties().schema(), actual.vertexProperties().schema());
        assertEquals(expected.edgeProperties().schema(), actual.edgeProperties().schema());
        assertSameValues(expected.vertexProperties().columns(), actual.vertexProperties().columns());
        assertSameValues(expected.edgeProperties().columns(), actual.edgeProperties().columns());
    }

    private static void assertSameValues(java.util.List<Column> expected, java.util.List<Column> actual) {
        for (int c = 0; c < expected.size(); c++) {
            for (int i = 0; i < expected.get(c).size(); i++) {
                assertEquals(expected.get(c).format(i), actual.get(c).format(i), expected.get(c).spec() + " row " + i);
            }
        }
    }
}
