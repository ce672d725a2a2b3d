package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.io.GraphStore;
import graphsurge.session.Session;
import graphsurge.session.StatementResult;
import graphsurge.vcstore.collection.ViewCollection;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** LOAD CUBE reads Graphsurge's difference files into a collection whose views are exactly the files' views. */
class LoadCubeTest {
    @TempDir
    Path dir;

    /**
     * The oracle: each view as a multiset of "src->dst": a file's lines summed per edge, added to
     * the view before, and counts below zero taken as zero (the documented rule).
     */
    static List<Map<String, Integer>> expectedViews(Path folder, String prefix, int views) throws IOException {
        List<Map<String, Integer>> out = new ArrayList<>();
        Map<String, Integer> current = new TreeMap<>();
        for (int j = 0; j < views; j++) {
            Map<String, Integer> net = new TreeMap<>();
            for (String line : Files.readAllLines(folder.resolve(prefix + "0_" + j + ".txt"))) {
                String[] p = line.strip().split(",");
                if (p.length == 3) {
                    net.merge(p[0] + "->" + p[1], Integer.parseInt(p[2].replace("+", "")), Integer::sum);
                }
            }
            net.forEach((edge, change) -> current.merge(edge, change, Integer::sum));
            current.values().removeIf(c -> c <= 0);
            out.add(new TreeMap<>(current));
        }
        return out;
    }

    /** The collection's views rebuilt from its stored differences, as multisets of "src->dst". */
    static List<Map<String, Integer>> actualViews(ViewCollection c, PropertyGraph g) {
        List<Map<String, Integer>> byUserIndex = new ArrayList<>();
        for (int v = 0; v < c.views(); v++) {
            byUserIndex.add(null);
        }
        boolean[] in = new boolean[g.edgeCount()];
        for (int p = 0; p < c.views(); p++) {
            for (int e : c.deletions()[p]) {
                in[e] = false;
            }
            for (int e : c.additions()[p]) {
                in[e] = true;
            }
            Map<String, Integer> view = new TreeMap<>();
            for (int e = 0; e < in.length; e++) {
                if (in[e]) {
                    view.merge(g.ids().original(g.sources()[e]) + "->" + g.ids().original(g.targets()[e]), 1, Integer::sum);
                }
            }
            byUserIndex.set(c.runOrder()[p], view);
        }
        return byUserIndex;
    }

    @Test
    void graphsurgeTestBatchesLoadAsTheirViews() throws IOException {
        Path shared = Cli.sharedData();
        for (String set : List.of("wcc/1d_small", "scc/4")) {
            Path folder = shared.resolve("graphsurge-data/test_data").resolve(set);
            Path store = dir.resolve(set.replace('/', '_'));
            try (Session session = Session.open(store)) {
                List<Session.Executed> done = session.execute("LOAD CUBE c 1 4 FROM '" + folder + "' WITH PREFIX 'batch-0_';");
                ViewCollection c = ((StatementResult.CollectionCreated) done.get(0).result()).collection();
                assertEquals(expectedViews(folder, "batch-0_", 4), actualViews(c, GraphStore.at(store).readGraph()), set);
            }
        }
    }

    @Test
    void differenceFilesWrittenHereLoadAsTheirViewsIntoAStoreWithoutAGraph() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("batches"));
        // Parallel edges (2 -> 3 twice), a sign written "1", an edge deleted and added back in one
        // file, deleting more copies than the view holds, and ids that sort differently as text.
        Files.writeString(folder.resolve("b_0_0.txt"), "1,2,+1\n2,3,+1\n2,3,+1\n3,4,1\n");
        Files.writeString(folder.resolve("b_0_1.txt"), "2,3,-1\n4,1,+1\n1,2,-1\n1,2,+1\n");
        Files.writeString(folder.resolve("b_0_2.txt"), "3,4,-1\n3,4,-1\n10,2,+1\n9,10,+1\n");
        Files.writeString(folder.resolve("b_0_3.txt"), "3,4,+1\n2,3,+1\n4,1,-1\n3,4,+1\n");
        Path store = dir.resolve("s");
        try (Session session = Session.open(store)) {
            List<Session.Executed> done = session.execute("LOAD CUBE c 1 4 FROM '" + folder + "' WITH PREFIX 'b_';");
            StatementResult.CollectionCreated created = (StatementResult.CollectionCreated) done.get(0).result();
            assertEquals(expectedViews(folder, "b_", 4), actualViews(created.collection(), GraphStore.at(store).readGraph()));
            assertTrue(created.warnings().stream().anyMatch(w -> w.contains("b_0_2.txt: deletes edge 3 -> 4 more times")),
                    created.warnings().toString());
        }
        PropertyGraph g = GraphStore.at(store).readGraph();
        // 1->2, 2->3 twice, 3->4 twice, 4->1, 10->2, 9->10: each as many times as the most views
        // held it at once, counting from zero again after deleting more copies than there were.
        assertEquals(8, g.edgeCount());
        assertEquals("10", g.ids().original(g.vertexCount() - 1), "numeric ids in numeric order");
    }

    @Test
    void graphMapBatchesWrittenHereAreRead() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("batches"));
        // View 1 as a graph_map pair: vertices 0..3, edges 0 -> 1, 0 -> 2, 2 -> 0.
        java.nio.ByteBuffer offsets = java.nio.ByteBuffer.allocate(5 * 8).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        for (long o : new long[] {0, 2, 2, 3, 3}) {
            offsets.putLong(o);
        }
        java.nio.ByteBuffer targets = java.nio.ByteBuffer.allocate(3 * 4).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        for (int t : new int[] {1, 2, 0}) {
            targets.putInt(t);
        }
        Files.write(folder.resolve("b_0_0.gmap.offsets"), offsets.array());
        Files.write(folder.resolve("b_0_0.gmap.targets"), targets.array());
        Files.writeString(folder.resolve("b_0_1.txt"), "0,1,-1\n3,0,+1\n");
        Path store = dir.resolve("s");
        try (Session session = Session.open(store)) {
            List<Session.Executed> done = session.execute("LOAD CUBE c 1 2 FROM '" + folder + "' WITH PREFIX 'b_';");
            ViewCollection c = ((StatementResult.CollectionCreated) done.get(0).result()).collection();
            assertEquals(List.of(Map.of("0->1", 1, "0->2", 1, "2->0", 1), Map.of("0->2", 1, "2->0", 1, "3->0", 1)),
                    actualViews(c, GraphStore.at(store).readGraph()));
        }
    }

    @Test
    void savedCollectionsLoadBackAsTheSameViews() throws IOException {
        Path store = dir.resolve("s");
        Path data = Files.createDirectories(dir.resolve("data"));
        Files.writeString(data.resolve("e.csv"), "a:start_id,b:end_id,y:int\n1,2,1\n2,3,2\n3,1,3\n1,2,4\n3,4,5\n");
        Path out = dir.resolve("out");
        Cli.Result r = Cli.run("--store", store.toString(), "-q", "-e", "LOAD GRAPH WITH EDGES FROM '" + data.resolve("e.csv")
                + "'; CREATE VIEW COLLECTION c WHERE [y <= 4], [y <= 2], [y >= 2]; SAVE COLLECTION c TO '" + out + "';"
                + " LOAD CUBE back 1 3 FROM '" + out + "' WITH PREFIX 'c_diff_';");
        assertEquals(0, r.exit(), r.err());
        PropertyGraph g = GraphStore.at(store).readGraph();
        try (Session session = Session.open(store)) {
            ViewCollection original = ((StatementResult.CollectionDescribed) session.execute("SHOW COLLECTION c;").get(0).result()).collection();
            ViewCollection back = ((StatementResult.CollectionDescribed) session.execute("SHOW COLLECTION back;").get(0).result()).collection();
            List<Map<String, Integer>> inRunOrder = new ArrayList<>();
            List<Map<String, Integer>> views = actualViews(original, g);
            for (int p = 0; p < 3; p++) {
                inRunOrder.add(views.get(original.runOrder()[p]));
            }
            assertEquals(inRunOrder, actualViews(back, g));
        }
        assertEquals("1,2\n2,3\n3,1\n1,2\n", Files.readString(out.resolve("c_1.txt")), "edges in edge-id order");
    }

    @Test
    void idsHoldingCommasAndQuotesSurviveSavingAndLoadingBack() throws IOException {
        Path store = dir.resolve("s");
        Path data = Files.createDirectories(dir.resolve("data"));
        Files.writeString(data.resolve("e.csv"), "a:start_id,b:end_id,y:int\n\"Smith, J\",\"say \"\"hi\"\"\",1\n"
                + "\"say \"\"hi\"\"\",x,2\nx,\"Smith, J\",3\n");
        Path out = dir.resolve("out");
        Cli.Result r = Cli.run("--store", store.toString(), "-q", "-e", "LOAD GRAPH WITH EDGES FROM '" + data.resolve("e.csv")
                + "'; CREATE VIEW COLLECTION c WHERE [y <= 2], [y >= 2]; SAVE COLLECTION c TO '" + out + "';"
                + " LOAD CUBE back 1 2 FROM '" + out + "' WITH PREFIX 'c_diff_';");
        assertEquals(0, r.exit(), r.err());
        PropertyGraph g = GraphStore.at(store).readGraph();
        assertEquals(3, g.vertexCount(), "no vertex made of a piece of an id");
        try (Session session = Session.open(store)) {
            ViewCollection original = ((StatementResult.CollectionDescribed) session.execute("SHOW COLLECTION c;").get(0).result()).collection();
            ViewCollection back = ((StatementResult.CollectionDescribed) session.execute("SHOW COLLECTION back;").get(0).result()).collection();
            List<Map<String, Integer>> inRunOrder = new ArrayList<>();
            List<Map<String, Integer>> views = actualViews(original, g);
            for (int p = 0; p < 2; p++) {
                inRunOrder.add(views.get(original.runOrder()[p]));
            }
            assertEquals(inRunOrder, actualViews(back, g));
            assertTrue(actualViews(back, g).get(0).containsKey("Smith, J->say \"hi\""), actualViews(back, g).toString());
        }
    }

    @Test
    void graphBoltFormatRefusesIdsItCannotHoldAndWritesNothing() throws IOException {
        Path store = dir.resolve("s");
        Path data = Files.createDirectories(dir.resolve("data"));
        Files.writeString(data.resolve("e.csv"), "a:start_id,b:end_id,y:int\n\"New York\",Boston,1\n");
        Path out = dir.resolve("out");
        Cli.Result r = Cli.run("--store", store.toString(), "-q", "-e", "LOAD GRAPH WITH EDGES FROM '" + data.resolve("e.csv")
                + "'; CREATE VIEW COLLECTION c WHERE [y <= 2]; SAVE COLLECTION c TO '" + out + "' FORMAT GRAPHBOLT;");
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("'New York'") && !r.err().contains("at graphsurge."), r.err());
        assertFalse(Files.exists(out), "nothing written");
    }

    @Test
    void binaryGraphMapBatchesAreRead() {
        Path shared = Cli.sharedData();
        Path folder = shared.resolve("graphsurge-data/test_data/bfs/1d_small");
        Cli.Result r = Cli.run("--store", dir.resolve("s").toString(), "-e",
                "load cube my_cube 1 4 from '" + folder + "' with prefix 'batch-0_'; SHOW COLLECTION my_cube;");
        assertEquals(0, r.exit(), r.err());
        // batch-0_0_0.gmap: 8 edges (2->3, 3->9, 4->2, 4->5, 5->2, 5->9, 6->4, 9->8); batch 1 adds 2->9, deletes 4->5.
        assertTrue(r.out().matches("(?s).*my_cube_1\\s+1\\s+8\\s+8\\s+0.*"), r.out());
        assertTrue(r.out().matches("(?s).*my_cube_2\\s+2\\s+8\\s+1\\s+1.*"), r.out());
    }

    @Test
    void aCommentCharacterEqualToTheSeparatorIsShownUnderTheStatement() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("batches"));
        Files.writeString(folder.resolve("b_0_0.txt"), "1,2,+1\n");
        Cli.Result bad = Cli.run("--store", dir.resolve("s").toString(), "-e",
                "LOAD CUBE c 1 1 FROM '" + folder + "' WITH PREFIX 'b_' SEPARATOR ',' COMMENT ',';");
        assertEquals(Main.EXIT_INPUT_ERROR, bad.exit(), bad.err());
        assertTrue(bad.err().contains("the comment character cannot be the separator (',')"), bad.err());
        assertTrue(bad.err().contains("^"), bad.err());
        assertFalse(Files.exists(dir.resolve("s").resolve("MANIFEST")), "no graph was written");
    }

    @Test
    void aByteOrderMarkIsSkippedAndAUtf16FileIsRefused() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("batches"));
        Files.writeString(folder.resolve("b_0_0.txt"), "\uFEFF1,2,+1\n2,3,+1\n");
        Cli.Result r = Cli.run("--store", dir.resolve("s").toString(), "-e",
                "LOAD CUBE c 1 1 FROM '" + folder + "' WITH PREFIX 'b_'; SHOW GRAPH;");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("vertex ids   integers"), r.out());
        Files.write(folder.resolve("b_0_0.txt"), "\uFEFF1,2,+1\n".getBytes(java.nio.charset.StandardCharsets.UTF_16LE));
        Cli.Result utf16 = Cli.run("--store", dir.resolve("t").toString(), "-e",
                "LOAD CUBE c 1 1 FROM '" + folder + "' WITH PREFIX 'b_';");
        assertEquals(Main.EXIT_INPUT_ERROR, utf16.exit(), utf16.err());
        assertTrue(utf16.err().contains("b_0_0.txt: is encoded in UTF-16LE"), utf16.err());
    }

    @Test
    void malformedLinesAndUnknownEdgesAreReportedWithFileAndLine() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("batches"));
        Files.writeString(folder.resolve("b_0_0.txt"), "1,2,+1\n2,3,+1\n");
        Files.writeString(folder.resolve("b_0_1.txt"), "1,2,-1\n2,3,+2\n");
        Cli.Result bad = Cli.run("--store", dir.resolve("s").toString(), "-e", "LOAD CUBE c 1 2 FROM '" + folder + "' WITH PREFIX 'b_';");
        assertEquals(Main.EXIT_INPUT_ERROR, bad.exit());
        assertTrue(bad.err().contains("b_0_1.txt, line 2, column 3: the difference must be +1 or -1, found '+2'"), bad.err());
        Files.writeString(folder.resolve("b_0_1.txt"), "1,2,-1\n1,2,-1\n");
        Cli.Result twice = Cli.run("--store", dir.resolve("s").toString(), "-e", "LOAD CUBE c 1 2 FROM '" + folder + "' WITH PREFIX 'b_';");
        assertEquals(0, twice.exit(), twice.err());
        assertTrue(twice.err().contains("warning: b_0_1.txt: deletes edge 1 -> 2 more times than the view holds it"), twice.err());
        Files.writeString(folder.resolve("b_0_1.txt"), "1,2,-1\n7,8,+1\n");
        Cli.Result unknown = Cli.run("--store", dir.resolve("s").toString(), "-e", "LOAD CUBE d 1 2 FROM '" + folder + "' WITH PREFIX 'b_';");
        assertTrue(unknown.err().contains("b_0_1.txt, line 2: vertex '7' is not in the store's graph"), unknown.err());
        Cli.Result missing = Cli.run("--store", dir.resolve("s").toString(), "-e", "LOAD CUBE e 1 3 FROM '" + folder + "' WITH PREFIX 'b_';");
        assertTrue(missing.err().contains("b_0_2.txt: no such file (view 3 of 3"), missing.err());
    }
}
