package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.csv.ParallelLoadTestAccess;
import graphsurge.gstore.io.GraphStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ShowAndGenerateCommandTest {
    @TempDir
    Path dir;

    @Test
    void showGraphDescribesCountsSchemaAbsenceAndDegrees() throws IOException {
        Path store = dir.resolve("s");
        Path v = Files.writeString(dir.resolve("v.csv"), "id:id,city,age:int\n1,Rome,30\n2,,40\n3,Oslo,\n4,Rome,50\n");
        Path e = Files.writeString(dir.resolve("e.csv"), ":start_id,:end_id,w:double\n1,2,0.5\n1,3,1.5\n2,2,2\n");
        assertEquals(0, Cli.run("--store", store.toString(), "load", "--vertices", v.toString(), "--edges", e.toString()).exit());
        Cli.Result r = Cli.run("--store", store.toString(), "show", "graph");
        assertEquals(0, r.exit(), r.err());
        String out = r.out();
        assertTrue(out.contains("vertices     4"), out);
        assertTrue(out.contains("edges        3 (1 self-loops, 0 parallel"), out);
        assertTrue(out.matches("(?s).*city\\s+string\\s+1\\s+2 distinct.*"), out);
        assertTrue(out.matches("(?s).*age\\s+int\\s+1\\s+30 \\.\\. 50.*"), out);
        assertTrue(out.matches("(?s).*w\\s+double\\s+0\\s+0\\.5 \\.\\. 2\\.0.*"), out);
        assertTrue(out.matches("(?s).*out\\s+0\\s+0\\.5\\s+0\\.75\\s+2\\s+2.*"), out);
        assertTrue(out.contains("isolated vertices: 1"), out);
        Cli.Result json = Cli.run("--store", store.toString(), "show", "graph", "--format", "json");
        assertTrue(json.out().contains("\"vertices\": 4"), json.out());
        assertTrue(json.out().contains("\"name\": \"city\""), json.out());
        assertTrue(json.out().strip().startsWith("{") && json.out().strip().endsWith("}"), json.out());
    }

    @Test
    void showCollectionsAndShowCollectionAreTheStatements() throws IOException {
        Path store = dir.resolve("s");
        Path e = Files.writeString(dir.resolve("e.csv"), ":start_id,:end_id,year:int\n1,2,2001\n2,3,2002\n3,1,2003\n");
        assertEquals(0, Cli.run("--store", store.toString(), "load", "--edges", e.toString()).exit());
        assertEquals(0, Cli.run("--store", store.toString(), "-e",
                "CREATE VIEW COLLECTION upto WHERE [year <= $y] FOR $y IN 2001..2003;").exit());
        Cli.Result list = Cli.run("--store", store.toString(), "show", "collections");
        assertEquals(0, list.exit(), list.err());
        assertTrue(list.out().matches("(?s).*upto\\s+3\\s+3\\s+3.*"), list.out());
        Cli.Result one = Cli.run("--store", store.toString(), "show", "collection", "upto");
        assertEquals(0, one.exit(), one.err());
        assertTrue(one.out().matches("(?s).*upto_2\\s+2\\s+2\\s+1\\s+0\\s+2002\\s+year <= 2002.*"), one.out());
        Cli.Result missing = Cli.run("--store", store.toString(), "show", "collection", "uptoo");
        assertEquals(1, missing.exit());
        assertTrue(missing.err().contains("there is no collection named 'uptoo'"), missing.err());
        assertEquals(2, Cli.run("--store", store.toString(), "show", "collection").exit(), "the name is required");
    }

    @Test
    void aKeptOrderIsBuiltWithoutDistancesAndAChosenOneSaysWhatItsPhasesTook() {
        String store = dir.resolve("s").toString();
        assertEquals(0, Cli.run("--store", store, "generate", "graph", "--scale", "10", "--edges", "5000", "--load").exit());
        Cli.Result generated = Cli.run("--store", store, "generate", "collection", "c", "--views", "5", "--first", "1000",
                "--add", "50", "--delete", "50");
        assertEquals(0, generated.exit(), generated.err());
        assertTrue(generated.out().contains("kept the order as written (the generated order)"), generated.out());
        assertTrue(generated.out().contains("order kept (no distances)"), generated.out());
        Cli.Result chosen = Cli.run("--store", store, "-e",
                "CREATE VIEW COLLECTION w WHERE [weight < 10.0 * $i] FOR $i IN (9, 1, 5, 3, 7)");
        assertEquals(0, chosen.exit(), chosen.err());
        assertTrue(chosen.out().matches("(?s).*distances in .*, ordered in .*, differences in .*"), chosen.out());
        assertTrue(chosen.out().contains("  reordered (Christofides on Hamming distances, then 2-opt): saves "),
                "nested windows given out of order: " + chosen.out());
    }

    @Test
    void generatedCsvLoadsToTheGraphThatGenerateLoadsDirectly() {
        Path data = dir.resolve("data");
        Path viaCsv = dir.resolve("csv-store");
        Path direct = dir.resolve("direct-store");
        String[] spec = {"--scale", "10", "--edges", "5000", "--seed", "3"};
        Cli.Result gen = Cli.run(concat(new String[] {"generate", "graph", "--out", data.toString()}, spec));
        assertEquals(0, gen.exit(), gen.err());
        assertEquals(0, Cli.run("--store", viaCsv.toString(), "load", "--vertices", data.resolve("vertices.csv").toString(),
                "--edges", data.resolve("edges.csv").toString()).exit());
        assertEquals(0, Cli.run(concat(new String[] {"--store", direct.toString(), "generate", "graph", "--load"}, spec)).exit());
        PropertyGraph a = GraphStore.at(viaCsv).readGraph();
        PropertyGraph b = GraphStore.at(direct).readGraph();
        ParallelLoadTestAccess.assertSameGraph(b, a);
        assertEquals(GraphStore.at(direct).info().orElseThrow().fingerprint(),
                GraphStore.at(viaCsv).info().orElseThrow().fingerprint());
    }

    @Test
    void generateRefusesScalesOutsideItsRangeAsAUsageError() {
        Cli.Result r = Cli.run("generate", "graph", "--scale", "30", "--out", dir.toString());
        assertEquals(Main.EXIT_USAGE_ERROR, r.exit());
        assertTrue(r.err().contains("--scale must be between 10 and 24"), r.err());
    }

    @Test
    void helpAndVersion() {
        Cli.Result help = Cli.run("load", "--help");
        assertEquals(0, help.exit());
        assertTrue(help.out().contains("--skip-bad-rows"), help.out());
        assertTrue(help.out().contains("Examples:"), help.out());
        Cli.Result version = Cli.run("--version");
        assertTrue(version.out().startsWith("graphsurge "), version.out());
    }

    @Test
    void graphsurgeSampleInputsLoadUnchanged() {
        Path shared = Cli.sharedData();
        Path data = shared.resolve("graphsurge-data");
        String[][] sets = {
            {"small_properties", "9", "7"}, {"small_properties_call", null, null}, {"small_properties_views", null, null},
            {"small_mutiple_types", null, null}, {"large", "10,000", "9,999"}};
        for (String[] set : sets) {
            Path store = dir.resolve(set[0]);
            Cli.Result r = Cli.run("--store", store.toString(), "load", "--vertices",
                    data.resolve(set[0]).resolve("vertices.txt").toString(), "--edges",
                    data.resolve(set[0]).resolve("edges.txt").toString(), "--comment", "#");
            assertEquals(0, r.exit(), set[0] + ": " + r.err());
            if (set[1] != null) {
                assertTrue(r.out().contains("Loaded " + set[1] + " vertices and " + set[2] + " edges"), r.out());
            }
        }
    }

    private static String[] concat(String[] a, String[] b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
