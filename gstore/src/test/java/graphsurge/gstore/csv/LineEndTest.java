package graphsurge.gstore.csv;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Lines end with LF, CRLF or a lone CR alike, in one part or many; and a file that yields no
 * edge is refused instead of loading an empty graph.
 */
class LineEndTest {
    @TempDir
    Path dir;

    private PropertyGraph load(CsvOptions options, String edges, int threads) throws IOException {
        Path e = Files.writeString(dir.resolve("e.csv"), edges);
        return new CsvGraphLoader(options, threads, ProgressListener.NONE, 1).load(null, e).graph();
    }

    private CsvInputException fails(CsvOptions options, String edges) throws IOException {
        Path e = Files.writeString(dir.resolve("e.csv"), edges);
        return assertThrows(CsvInputException.class,
                () -> new CsvGraphLoader(options, 1, ProgressListener.NONE).load(null, e));
    }

    private static void assertEdges(PropertyGraph g, String... expected) {
        assertEquals(expected.length, g.edgeCount());
        for (int e = 0; e < expected.length; e++) {
            assertEquals(expected[e], g.ids().original(g.sources()[e]) + "->" + g.ids().original(g.targets()[e]));
        }
    }

    @Test
    void aLoneCarriageReturnEndsALine() throws IOException {
        assertEdges(load(CsvOptions.DEFAULT, "src,dst\r1,2\r2,3\r", 1), "1->2", "2->3");
    }

    @Test
    void aLoneCarriageReturnEndsALineWithoutAHeader() throws IOException {
        assertEdges(load(CsvOptions.DEFAULT.withHeader(false), "1,2\r2,3\r", 1), "1->2", "2->3");
    }

    @Test
    void aLoneCarriageReturnEndsACommentLine() throws IOException {
        assertEdges(load(CsvOptions.DEFAULT.withComment('#'), "# made by a spreadsheet\rsrc,dst\r1,2\r", 1), "1->2");
    }

    @Test
    void errorsInACarriageReturnFileNameTheirPhysicalLine() throws IOException {
        CsvInputException e = fails(CsvOptions.DEFAULT, ":start_id,:end_id,w:int\r1,2,3\r\r2,3,x\r");
        assertEquals(4, e.line(), e.getMessage());
        assertEquals(3, e.column(), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"\n", "\r\n", "\r"})
    void linesBeforeTheHeaderAreCountedWhateverTheirEnds(String lineEnd) throws IOException {
        String text = String.join(lineEnd, "# exported", "", ":start_id,:end_id,w:int", "1,2,3", "2,3,x", "");
        Path e = Files.writeString(dir.resolve("e.csv"), text);
        CsvInputException bad = assertThrows(CsvInputException.class, () ->
                new CsvGraphLoader(CsvOptions.DEFAULT.withComment('#'), 1, ProgressListener.NONE).load(null, e));
        assertEquals(5, bad.line(), bad.getMessage());
        assertEquals(3, bad.column(), bad.getMessage());
    }

    @Test
    void aByteOrderMarkIsSkippedWithoutAHeaderToo() throws IOException {
        assertEdges(load(CsvOptions.DEFAULT.withHeader(false), "\uFEFF1,2\r2,3\r", 1), "1->2", "2->3");
    }

    @ParameterizedTest
    @ValueSource(strings = {"\n", "\r\n", "\r"})
    void partsCutAtAnyLineEndJoinIntoTheWholeFile(String lineEnd) throws IOException {
        StringBuilder sb = new StringBuilder("src,dst,note").append(lineEnd);
        int rows = 5000;
        for (int i = 0; i < rows; i++) {
            // Every tenth note holds a quoted line break, so that some cuts fall inside quotes.
            String note = i % 10 == 0 ? "\"two" + lineEnd + "lines\"" : "n" + i;
            sb.append(i).append(',').append(i + 1).append(',').append(note).append(lineEnd);
        }
        Path e = Files.writeString(dir.resolve("e.csv"), sb.toString());
        PropertyGraph g = new CsvGraphLoader(CsvOptions.DEFAULT, 4, ProgressListener.NONE, 1).load(null, e).graph();
        assertEquals(rows, g.edgeCount());
        for (int i = 0; i < rows; i++) {
            assertEquals(Integer.toString(i), g.ids().original(g.sources()[i]));
            assertEquals(Integer.toString(i + 1), g.ids().original(g.targets()[i]));
            assertEquals(i % 10 == 0 ? "two" + lineEnd + "lines" : "n" + i, g.edgeProperties().columns().get(0).format(i));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"\n", "\r\n", "\r"})
    void rowsReadInPartsAreReportedAtTheirPhysicalLine(String lineEnd) throws IOException {
        StringBuilder sb = new StringBuilder(":start_id,:end_id,w:int").append(lineEnd);
        int rows = 3000;
        for (int i = 0; i < rows; i++) {
            sb.append(i).append(',').append(i + 1).append(',').append(i == rows - 7 ? "x" : "1").append(lineEnd);
        }
        Path e = Files.writeString(dir.resolve("e.csv"), sb.toString());
        CsvInputException bad = assertThrows(CsvInputException.class, () ->
                new CsvGraphLoader(CsvOptions.DEFAULT, 3, ProgressListener.NONE, 1).load(null, e));
        assertEquals(rows - 7 + 2, bad.line(), bad.getMessage());
    }

    @Test
    void aHeaderOnlyEdgeFileIsRefused() throws IOException {
        CsvInputException e = fails(CsvOptions.DEFAULT, ":start_id,:end_id\n");
        assertEquals(0, e.line());
        assertTrue(e.getMessage().contains("has no edge rows after its header"), e.getMessage());
    }

    @Test
    void aHeaderlessFileOfCommentsAndBlankLinesIsRefused() throws IOException {
        CsvInputException e = fails(CsvOptions.DEFAULT.withHeader(false).withComment('#'), "# nothing\n\n\n");
        assertTrue(e.getMessage().contains("has no edge rows"), e.getMessage());
    }

    @Test
    void aFileWhoseRowsWereAllSkippedIsRefused() throws IOException {
        CsvInputException e = fails(CsvOptions.DEFAULT.withSkipBadRows(true), ":start_id,:end_id,w:int\n1,2,x\n2,3,y\n");
        assertTrue(e.getMessage().contains("all 2 of its rows were skipped"), e.getMessage());
        assertTrue(e.getMessage().contains("line 2, column 3"), e.getMessage());
    }

    @Test
    void aVertexFileDoesNotMakeAnEdgelessLoadAcceptable() throws IOException {
        Path v = Files.writeString(dir.resolve("v.csv"), ":id\n1\n2\n");
        Path e = Files.writeString(dir.resolve("e.csv"), ":start_id,:end_id\n");
        CsvInputException bad = assertThrows(CsvInputException.class,
                () -> new CsvGraphLoader(CsvOptions.DEFAULT, 1, ProgressListener.NONE).load(v, e));
        assertTrue(bad.getMessage().startsWith(e.toString()), bad.getMessage());
    }
}
