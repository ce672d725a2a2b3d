package graphsurge.gstore.csv;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.gstore.ProgressListener;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every kind of bad input fails with one message naming the file, the line and the column. */
class CsvBadInputTest {
    @TempDir
    Path dir;

    private static final String VERTICES = "id:id,age:int,score:double,vip:bool\n1,20,0.5,true\n2,30,1.5,false\n";

    private CsvInputException fails(String vertices, String edges) throws IOException {
        return fails(vertices, edges, 1, Long.MAX_VALUE);
    }

    private CsvInputException fails(String vertices, String edges, int threads, long minParallel) throws IOException {
        Path v = vertices == null ? null : Files.writeString(dir.resolve("v.csv"), vertices);
        Path e = Files.writeString(dir.resolve("e.csv"), edges);
        CsvOptions options = CsvOptions.DEFAULT.withComment('#');
        return assertThrows(CsvInputException.class, () ->
                new CsvGraphLoader(options, threads, ProgressListener.NONE, minParallel).load(v, e));
    }

    private static void at(CsvInputException e, String file, long line, int column, String text) {
        assertTrue(e.getMessage().startsWith(e.file().toString()), e.getMessage());
        assertEquals(file, e.file().getFileName().toString(), e.getMessage());
        assertEquals(line, e.line(), e.getMessage());
        assertEquals(column, e.column(), e.getMessage());
        assertTrue(e.getMessage().contains(text), e.getMessage());
        if (line > 0) {
            assertTrue(e.getMessage().contains("line " + line + (column > 0 ? ", column " + column : "")), e.getMessage());
        }
    }

    @Test
    void tooFewColumns() throws IOException {
        at(fails(VERTICES, ":start_id,:end_id,w:int\n1,2,3\n2,1\n"), "e.csv", 3, 3, "expected 3 columns, found 2 (missing 'w:int')");
    }

    @Test
    void tooManyColumns() throws IOException {
        at(fails(VERTICES, ":start_id,:end_id\n1,2,3\n"), "e.csv", 2, 3, "expected 2 columns, found 3");
    }

    @Test
    void unparsableInt() throws IOException {
        at(fails("id:id,age:int\n1,20\n2,twenty\n", ":start_id,:end_id\n"), "v.csv", 3, 2,
                "column 'age:int' expects an integer, found 'twenty'");
    }

    @Test
    void unparsableDouble() throws IOException {
        at(fails("id:id,score:double\n1,1.5.2\n", ":start_id,:end_id\n"), "v.csv", 2, 2, "expects a number, found '1.5.2'");
    }

    @Test
    void unparsableBool() throws IOException {
        at(fails("id:id,vip:bool\n1,yes\n", ":start_id,:end_id\n"), "v.csv", 2, 2, "expects true or false, found 'yes'");
    }

    @Test
    void duplicateVertexId() throws IOException {
        at(fails("id:id\n1\n2\n# comment\n1\n", ":start_id,:end_id\n"), "v.csv", 5, 1,
                "duplicate vertex id '1' (first declared on line 2)");
    }

    @Test
    void duplicateTextVertexId() throws IOException {
        at(fails("id:id\nann\nbo\nann\n", ":start_id,:end_id\n"), "v.csv", 4, 1,
                "duplicate vertex id 'ann' (first declared on line 2)");
    }

    @Test
    void edgeEndpointMissingFromVertexFile() throws IOException {
        at(fails(VERTICES, ":start_id,:end_id\n1,2\n2,7\n"), "e.csv", 3, 2, "edge endpoint '7' is not a vertex of the vertex file");
    }

    @Test
    void unknownTypeInHeader() throws IOException {
        at(fails(VERTICES, ":start_id,:end_id,w:uint\n"), "e.csv", 1, 3, "unknown type 'uint' in header field 'w:uint'");
    }

    @Test
    void missingIdColumns() throws IOException {
        at(fails("name:string,age:int\nx,1\n", ":start_id,:end_id\n"), "v.csv", 1, 0, "missing :id column");
        at(fails(VERTICES, "# header below\n:start_id,to,w:int\n"), "e.csv", 2, 0, "missing :end_id column");
    }

    @Test
    void emptyFile() throws IOException {
        at(fails(VERTICES, ""), "e.csv", 0, 0, "is empty");
        at(fails(VERTICES, "# only a comment\n\n"), "e.csv", 0, 0, "has no header line");
        at(fails("\n\n", ":start_id,:end_id\n"), "v.csv", 0, 0, "has no header line");
    }

    @Test
    void missingFile() {
        CsvInputException e = assertThrows(CsvInputException.class, () ->
                new CsvGraphLoader(CsvOptions.DEFAULT, 1, ProgressListener.NONE).load(null, dir.resolve("nope.csv")));
        at(e, "nope.csv", 0, 0, "no such file");
    }

    @Test
    void unreadableFile() throws IOException {
        Path directory = Files.createDirectory(dir.resolve("edges.csv"));
        CsvInputException e = assertThrows(CsvInputException.class, () ->
                new CsvGraphLoader(CsvOptions.DEFAULT, 1, ProgressListener.NONE).load(null, directory));
        at(e, "edges.csv", 0, 0, "is a directory");
    }

    @Test
    void unclosedQuote() throws IOException {
        at(fails(null, "a,b,c\n1,2,ok\n1,2,\"never closed\n3,4,x\n"), "e.csv", 3, 3, "not closed before the end of the file");
    }

    /** Rows 2..300 are fine; line 301 opens a quoted field that a quote on line 305 closes, followed by text. */
    private static String strayQuoteOnLine301(String lineEnd) {
        StringBuilder sb = new StringBuilder(":start_id,:end_id,note").append(lineEnd);
        for (int line = 2; line <= 310; line++) {
            String note = switch (line) {
                case 301 -> "\"stray";
                case 305 -> "closes\" here";
                default -> "n" + line;
            };
            sb.append(line).append(',').append(line + 1).append(',').append(note).append(lineEnd);
        }
        return sb.toString();
    }

    @Test
    void aStrayQuoteIsReportedAtItsOwnLineAndColumnInOurWords() throws IOException {
        for (String lineEnd : new String[] {"\n", "\r\n", "\r"}) {
            CsvInputException e = fails(null, strayQuoteOnLine301(lineEnd));
            at(e, "e.csv", 301, 3, "the quoted field that opens here closes 4 lines further down and is followed by 'h'"
                    + " after its closing quote");
            assertFalse(e.getMessage().contains("encapsulated"), e.getMessage());
        }
    }

    @Test
    void aStrayQuoteIsReportedAtItsOwnLineWhenTheFileIsReadInParts() throws IOException {
        at(fails(null, strayQuoteOnLine301("\n"), 4, 1), "e.csv", 301, 3, "closes 4 lines further down");
    }

    @Test
    void blanksAfterAClosingQuoteAreNotTheError() throws IOException {
        at(fails(null, "a,b,c\n1,\"2\" ,\"x\"  \n3,4,\"y\" \tz\n"), "e.csv", 3, 3,
                "the quoted field that opens here is followed by 'z' after its closing quote");
    }

    @Test
    void textAfterAClosingQuoteOnTheSameLineIsNamed() throws IOException {
        at(fails(null, "a,b,c\n1,2,\"x\"y\n"), "e.csv", 2, 3,
                "the quoted field that opens here is followed by 'y' after its closing quote");
    }

    @Test
    void aQuotingErrorIsNotSkippedAfterAnEarlierSkippableRow() throws IOException {
        Path e = Files.writeString(dir.resolve("e.csv"), ":start_id,:end_id,w:int\n1,2,x\n2,3,4\n3,4,\"5\n4,5,6\n");
        CsvInputException bad = assertThrows(CsvInputException.class, () -> new CsvGraphLoader(
                CsvOptions.DEFAULT.withSkipBadRows(true), 1, ProgressListener.NONE).load(null, e));
        at(bad, "e.csv", 4, 3, "not closed");
    }

    @Test
    void aUtf16FileIsRecognizedByItsByteOrderMarkAndRefused() throws IOException {
        String text = ":start_id,:end_id\n1,2\n";
        Object[][] encodings = {
            {java.nio.charset.StandardCharsets.UTF_16LE, new byte[] {(byte) 0xFF, (byte) 0xFE}, "UTF-16LE"},
            {java.nio.charset.StandardCharsets.UTF_16BE, new byte[] {(byte) 0xFE, (byte) 0xFF}, "UTF-16BE"},
        };
        for (Object[] encoding : encodings) {
            byte[] mark = (byte[]) encoding[1];
            byte[] body = text.getBytes((java.nio.charset.Charset) encoding[0]);
            byte[] all = java.util.Arrays.copyOf(mark, mark.length + body.length);
            System.arraycopy(body, 0, all, mark.length, body.length);
            Path e = Files.write(dir.resolve("e.csv"), all);
            CsvInputException bad = assertThrows(CsvInputException.class,
                    () -> new CsvGraphLoader(CsvOptions.DEFAULT, 1, ProgressListener.NONE).load(null, e));
            at(bad, "e.csv", 0, 0, "is encoded in " + encoding[2]);
            assertTrue(bad.getMessage().contains("save it as UTF-8"), bad.getMessage());
        }
    }

    @Test
    void aUtf16OrUtf32FileWithoutAByteOrderMarkIsRecognizedByItsZeroBytesAndRefused() throws IOException {
        String text = ":start_id,:end_id\n1,2\n";
        Object[][] encodings = {
            {java.nio.charset.StandardCharsets.UTF_16LE, "UTF-16LE"},
            {java.nio.charset.StandardCharsets.UTF_16BE, "UTF-16BE"},
            {java.nio.charset.Charset.forName("UTF-32LE"), "UTF-32LE"},
            {java.nio.charset.Charset.forName("UTF-32BE"), "UTF-32BE"},
        };
        for (Object[] encoding : encodings) {
            Path e = Files.write(dir.resolve("e.csv"), text.getBytes((java.nio.charset.Charset) encoding[0]));
            CsvInputException bad = assertThrows(CsvInputException.class,
                    () -> new CsvGraphLoader(CsvOptions.DEFAULT, 1, ProgressListener.NONE).load(null, e));
            at(bad, "e.csv", 0, 0, "looks encoded in " + encoding[1] + " without a byte-order mark");
        }
    }

    @Test
    void emptyEndpoint() throws IOException {
        at(fails(null, "a,b\n1,\n"), "e.csv", 2, 2, "the edge endpoint is empty");
    }

    @Test
    void errorLinesAreExactWhenTheFileIsReadInParallelParts() throws IOException {
        StringBuilder sb = new StringBuilder(":start_id,:end_id,w:int\n");
        for (int i = 0; i < 5000; i++) {
            sb.append(i % 2 + 1).append(',').append(2 - i % 2).append(',').append(i).append('\n');
            if (i == 3700) {
                sb.append("# a comment line\n\"1\",\"2\",\"quoted\nacross lines\"\n");
            }
        }
        // Line 1 header, 3,701 rows, then the comment (line 3703) and the bad row starting on line 3704.
        at(fails(VERTICES, sb.toString(), 7, 1), "e.csv", 3704, 3, "expects an integer, found 'quoted\nacross lines'");
    }
}
