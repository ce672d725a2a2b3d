package graphsurge.gstore.csv;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.VertexIds;
import graphsurge.gstore.column.BoolColumn;
import graphsurge.gstore.column.DoubleColumn;
import graphsurge.gstore.column.IntColumn;
import graphsurge.gstore.column.StringColumn;
import graphsurge.gstore.schema.PropertyType;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CsvGraphLoaderTest {
    @TempDir
    Path dir;

    Path file(String name, String content) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, content, StandardCharsets.UTF_8);
        return p;
    }

    static PropertyGraph load(Path vertices, Path edges, CsvOptions options) {
        return new CsvGraphLoader(options, 1, ProgressListener.NONE).load(vertices, edges).graph();
    }

    /** The original ids of the endpoints of edge {@code e}, as "src->dst". */
    static String edge(PropertyGraph g, int e) {
        return g.ids().original(g.sources()[e]) + "->" + g.ids().original(g.targets()[e]);
    }

    @Test
    void denseIdsFollowNumericOrderOfIntegerIds() throws IOException {
        Path v = file("v.csv", "id:id,name\n100,c\n9,a\n10,b\n");
        Path e = file("e.csv", ":start_id,:end_id\n100,9\n10,100\n");
        PropertyGraph g = load(v, e, CsvOptions.DEFAULT);
        assertInstanceOf(VertexIds.Numeric.class, g.ids());
        assertEquals("9", g.ids().original(0));
        assertEquals("10", g.ids().original(1));
        assertEquals("100", g.ids().original(2));
        StringColumn name = (StringColumn) g.vertexProperties().column("name");
        assertEquals("a", name.get(0));
        assertEquals("b", name.get(1));
        assertEquals("c", name.get(2));
        assertEquals("100->9", edge(g, 0));
        assertEquals("10->100", edge(g, 1));
    }

    @Test
    void denseIdsFollowLexicographicOrderWhenAnyIdIsText() throws IOException {
        Path e = file("e.csv", "a,b\n10,9\nbob,007\n");
        PropertyGraph g = load(null, e, CsvOptions.DEFAULT);
        assertInstanceOf(VertexIds.Text.class, g.ids());
        assertArrayEquals(new String[] {"007", "10", "9", "bob"}, ((VertexIds.Text) g.ids()).sorted());
        assertEquals("10->9", edge(g, 0));
        assertEquals("bob->007", edge(g, 1));
    }

    @Test
    void edgesOnlyLoadTakesVerticesFromEndpoints() throws IOException {
        PropertyGraph g = load(null, file("e.csv", "src,dst,w\n5,3,x\n3,5,y\n3,3,z\n5,3,x\n"), CsvOptions.DEFAULT);
        assertEquals(2, g.vertexCount());
        assertEquals(4, g.edgeCount(), "parallel edges and self-loops are kept");
        assertEquals("5->3", edge(g, 3), "edge ids follow file order");
        assertEquals(0, g.vertexProperties().schema().size());
        assertEquals(PropertyType.STRING, g.edgeProperties().schema().get(0).type());
        assertEquals(2, g.out().degree(1));
        assertEquals(3, g.in().degree(0));
    }

    @Test
    void sparseIntegerIdsUseTheHashedIndex() throws IOException {
        Path v = file("v.csv", ":id\n-9000000000000\n5\n9000000000000\n");
        Path e = file("e.csv", ":start_id,:end_id\n9000000000000,-9000000000000\n5,9000000000000\n");
        PropertyGraph g = load(v, e, CsvOptions.DEFAULT);
        assertEquals("9000000000000->-9000000000000", edge(g, 0));
        PropertyGraph discovered = load(null, e, CsvOptions.DEFAULT);
        assertEquals("5->9000000000000", edge(discovered, 1));
        assertEquals(3, discovered.vertexCount());
    }

    @Test
    void typedColumnsAndAbsentValues() throws IOException {
        Path v = file("v.csv", "id:id,age:int,score:double,vip:bool,city:string\n1,30,1.5,true,Rome\n2,,,,\n");
        Path e = file("e.csv", "a:start_id,b:end_id,n:long\n1,2,9000000000\n2,1,\n");
        PropertyGraph g = load(v, e, CsvOptions.DEFAULT);
        IntColumn age = (IntColumn) g.vertexProperties().column("age");
        assertEquals(30, age.get(0));
        assertFalse(age.isPresent(1));
        assertEquals(1.5, ((DoubleColumn) g.vertexProperties().column("score")).get(0));
        assertTrue(((BoolColumn) g.vertexProperties().column("vip")).get(0));
        assertNull(((StringColumn) g.vertexProperties().column("city")).get(1));
        assertEquals(4, g.vertexProperties().columns().stream().mapToInt(c -> c.absentCount()).sum());
        IntColumn n = (IntColumn) g.edgeProperties().column("n");
        assertEquals(9000000000L, n.get(0));
        assertFalse(n.isPresent(1));
    }

    @Test
    void neo4jHeadersWithIdSpacesLabelsTypesAndIgnoredColumns() throws IOException {
        Path v = file("v.csv", "personId:ID(Person),name,:LABEL,born:int,skip:IGNORE\n1,Ann,Person;Actor,1970,x\n2,Bo,Person,1980,y\n");
        Path e = file("e.csv", ":START_ID(Person),:END_ID(Person),:TYPE,weight:float\n1,2,KNOWS,0.5\n");
        PropertyGraph g = load(v, e, CsvOptions.DEFAULT);
        assertEquals(java.util.List.of("name", "label", "born"), g.vertexProperties().schema().names());
        assertEquals("Person;Actor", ((StringColumn) g.vertexProperties().column("label")).get(0));
        assertEquals(java.util.List.of("type", "weight"), g.edgeProperties().schema().names());
        assertEquals(PropertyType.DOUBLE, g.edgeProperties().schema().get(1).type());
    }

    @Test
    void quotesSeparatorsLineBreaksCrlfAndByteOrderMark() throws IOException {
        String content = "\uFEFFsrc,dst,note\r\n1,2,\"a, \"\"quoted\"\"\r\nnote\"\r\n2,1,plain\r\n";
        PropertyGraph g = load(null, file("e.csv", content), CsvOptions.DEFAULT);
        assertEquals(2, g.edgeCount());
        StringColumn note = (StringColumn) g.edgeProperties().column("note");
        assertEquals("a, \"quoted\"\r\nnote", note.get(0));
        assertEquals("plain", note.get(1));
        assertEquals(java.util.List.of("note"), g.edgeProperties().schema().names());
    }

    @Test
    void commentsBlankLinesAndOtherSeparators() throws IOException {
        Path e = file("e.tsv", "# made by hand\nfrom:start_id\tto:end_id\tyear:int\n\n1\t2\t2001\n# a comment\n2\t3\t2002\n");
        PropertyGraph g = load(null, e, CsvOptions.DEFAULT.withSeparator('\t').withComment('#'));
        assertEquals(2, g.edgeCount());
        assertEquals(2002, ((IntColumn) g.edgeProperties().column("year")).get(1));
    }

    @Test
    void withoutHeaderIdsComeFirstAndOtherColumnsAreIgnored() throws IOException {
        Path v = file("v.csv", "1,ignored\n2,also\n3\n");
        Path e = file("e.csv", "1,2,x,y\n2,3\n");
        PropertyGraph g = load(v, e, CsvOptions.DEFAULT.withHeader(false));
        assertEquals(3, g.vertexCount());
        assertEquals(2, g.edgeCount());
        assertEquals(0, g.edgeProperties().schema().size());
    }

    @Test
    void verticesWithoutEdgesAreKept() throws IOException {
        PropertyGraph g = load(file("v.csv", ":id\n1\n2\n3\n"), file("e.csv", ":start_id,:end_id\n1,2\n"),
                CsvOptions.DEFAULT);
        assertEquals(3, g.vertexCount());
        assertEquals(0, g.out().degree(2) + g.in().degree(2));
    }

    @Test
    void skippedRowsAreCountedWithTheirLines() throws IOException {
        Path v = file("v.csv", ":id,age:int\n1,20\n2,x\n1,30\n3,40\n");
        Path e = file("e.csv", ":start_id,:end_id\n1,3\n1,9\n3\n3,1\n");
        LoadResult r = new CsvGraphLoader(CsvOptions.DEFAULT.withSkipBadRows(true), 1, ProgressListener.NONE).load(v, e);
        PropertyGraph g = r.graph();
        assertEquals(2, g.vertexCount());
        assertEquals(20, ((IntColumn) g.vertexProperties().column("age")).get(0), "the first declaration wins");
        assertEquals(2, g.edgeCount());
        assertEquals(4, r.report().skippedCount());
        SkippedRows vs = r.report().skipped().get(0);
        assertEquals(2, vs.count());
        assertTrue(vs.first().get(0).contains("line 3"), vs.first().get(0));
        assertTrue(vs.first().get(1).contains("line 4") && vs.first().get(1).contains("first declared on line 2"),
                vs.first().get(1));
        SkippedRows es = r.report().skipped().get(1);
        assertEquals(2, es.count());
        assertTrue(es.first().get(0).contains("line 3, column 2"), es.first().get(0));
        assertTrue(es.first().get(1).contains("line 4"), es.first().get(1));
    }
}
