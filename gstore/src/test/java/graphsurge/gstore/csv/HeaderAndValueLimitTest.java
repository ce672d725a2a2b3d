package graphsurge.gstore.csv;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.schema.PropertyType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Headers of any width are read in linear time; Neo4j's narrow types keep their ranges. */
class HeaderAndValueLimitTest {
    private static final int WIDE = 300_000;

    @TempDir
    Path dir;

    private Path file(String text) throws IOException {
        return Files.writeString(dir.resolve("e.csv"), text);
    }

    private PropertyGraph load(Path e) {
        return new CsvGraphLoader(CsvOptions.DEFAULT, 1, ProgressListener.NONE).load(null, e).graph();
    }

    private CsvInputException fails(Path e) {
        return assertThrows(CsvInputException.class, () -> load(e));
    }

    /** A header of {@code properties} int columns p0, p1, ... after the endpoints, and one row. */
    private static StringBuilder wideFile(int properties, String extraColumn) {
        StringBuilder sb = new StringBuilder(16 * properties).append(":start_id,:end_id");
        for (int k = 0; k < properties; k++) {
            sb.append(",p").append(k).append(":int");
        }
        if (extraColumn != null) {
            sb.append(',').append(extraColumn);
        }
        sb.append("\n1,2");
        for (int k = 0; k < properties; k++) {
            sb.append(',').append(k % 100);
        }
        return sb.append(extraColumn != null ? ",0\n" : "\n");
    }

    @Test
    void aHeaderOfThreeHundredThousandColumnsIsRead() throws IOException {
        PropertyGraph g = load(file(wideFile(WIDE, null).toString()));
        assertEquals(WIDE, g.edgeProperties().schema().size());
        assertEquals("p299999", g.edgeProperties().schema().get(WIDE - 1).name());
        assertEquals("99", g.edgeProperties().columns().get(WIDE - 1).format(0));
    }

    @Test
    void aDuplicateColumnAtTheEndOfAWideHeaderIsNamedAtItsColumn() throws IOException {
        CsvInputException e = fails(file(wideFile(WIDE, "p17:int").toString()));
        assertEquals(1, e.line(), e.getMessage());
        assertEquals(WIDE + 3, e.column(), e.getMessage());
        assertTrue(e.getMessage().contains("duplicate column name 'p17' (the first is column 20)"), e.getMessage());
    }

    @Test
    void aHeaderOfNumbersIsRefusedAsData() throws IOException {
        CsvInputException e = fails(file("4,1289241912,1082008561\n5,6,1082155839\n"));
        assertEquals(1, e.line(), e.getMessage());
        assertTrue(e.getMessage().contains("the header line looks like data: every field is a number (4, 1289241912,"
                + " 1082008561)"), e.getMessage());
        assertTrue(e.getMessage().contains("--no-header"), e.getMessage());
        assertTrue(fails(file("-1.5,2e3,+7\n1,2,3\n")).getMessage().contains("looks like data"));
        // Names that merely contain digits, or one word among numbers, are a header.
        PropertyGraph g = load(file("src,dst,2020\n1,2,x\n"));
        assertEquals("2020", g.edgeProperties().schema().get(0).name());
        assertEquals(1, load(file("v1,v2\n1,2\n")).edgeCount());
        assertEquals(1, load(file("1,2,e\n1,2,3\n")).edgeCount()); // 'e' alone is not a number
    }

    @Test
    void byteColumnsHoldMinus128To127() throws IOException {
        PropertyGraph g = load(file(":start_id,:end_id,b:byte\n1,2,-128\n2,3,127\n"));
        assertEquals(PropertyType.INT, g.edgeProperties().schema().get(0).type());
        assertEquals("-128", g.edgeProperties().columns().get(0).format(0));
        CsvInputException e = fails(file(":start_id,:end_id,b:byte\n1,2,-128\n2,3,128\n"));
        assertEquals(3, e.line());
        assertEquals(3, e.column());
        assertTrue(e.getMessage().contains("expects an integer from -128 to 127, found '128'"), e.getMessage());
        assertTrue(fails(file(":start_id,:end_id,b:byte\n1,2,-129\n")).getMessage().contains("found '-129'"));
    }

    @Test
    void shortColumnsHoldMinus32768To32767() throws IOException {
        load(file(":start_id,:end_id,s:short\n1,2,-32768\n2,3,32767\n"));
        CsvInputException e = fails(file(":start_id,:end_id,s:short\n1,2,32768\n"));
        assertTrue(e.getMessage().contains("expects an integer from -32768 to 32767, found '32768'"), e.getMessage());
        assertTrue(fails(file(":start_id,:end_id,s:short\n1,2,-32769\n")).getMessage().contains("found '-32769'"));
    }

    @Test
    void charColumnsHoldOneCharacter() throws IOException {
        PropertyGraph g = load(file(":start_id,:end_id,c:char\n1,2,x\n2,3,\uD83D\uDE00\n3,4,\n"));
        assertEquals("\uD83D\uDE00", g.edgeProperties().columns().get(0).format(1));
        CsvInputException e = fails(file(":start_id,:end_id,c:char\n1,2,x\n2,3,xy\n"));
        assertEquals(3, e.line());
        assertTrue(e.getMessage().contains("expects one character, found 'xy'"), e.getMessage());
    }

    @Test
    void aNumberTooLargeForADoubleIsBadInput() throws IOException {
        CsvInputException e = fails(file(":start_id,:end_id,w:double\n1,2,1e308\n2,3,1e309\n"));
        assertEquals(3, e.line());
        assertEquals(3, e.column());
        assertTrue(e.getMessage().contains("expects a number, found '1e309'"), e.getMessage());
    }

    @Test
    void rangesApplyWhenBadRowsAreSkipped() throws IOException {
        Path e = file(":start_id,:end_id,b:byte\n1,2,1\n2,3,300\n3,4,3\n");
        LoadResult r = new CsvGraphLoader(CsvOptions.DEFAULT.withSkipBadRows(true), 1, ProgressListener.NONE).load(null, e);
        assertEquals(2, r.graph().edgeCount());
        assertEquals("3", r.graph().edgeProperties().columns().get(0).format(1));
    }
}
