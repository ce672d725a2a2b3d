package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.gstore.GraphsurgeException;
import graphsurge.session.Session;
import graphsurge.session.StatementResult;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.jline.terminal.Terminal;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScriptTest {
    @TempDir
    Path dir;
    Path store;
    Path data;

    @BeforeEach
    void files() throws IOException {
        store = dir.resolve("store");
        data = Files.createDirectories(dir.resolve("data"));
        Files.writeString(data.resolve("people.csv"), "id:id,city,age:int\n1,Rome,30\n2,Oslo,40\n3,Rome,50\n");
        Files.writeString(data.resolve("calls.csv"), ":start_id,:end_id,year:int\n1,2,2001\n2,3,2002\n3,1,2003\n");
    }

    @Test
    void aScriptNamesFilesBesideItAndShowsEachResult() throws IOException {
        Path script = Files.writeString(data.resolve("tour.gvdl"), """
                /* the calls graph */
                LOAD GRAPH WITH VERTICES FROM 'people.csv' AND EDGES FROM 'calls.csv';
                SHOW GRAPH;
                """);
        Cli.Result r = Cli.run("--store", store.toString(), script.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("-- line 2: LOAD GRAPH WITH VERTICES FROM"), r.out());
        assertTrue(r.out().contains("Loaded 3 vertices and 3 edges"), r.out());
        assertTrue(r.out().contains("-- line 3: SHOW GRAPH;"), r.out());
        assertTrue(r.out().contains("vertices     3"), r.out());
    }

    @Test
    void aScriptStopsAtItsFirstFailingStatementAndSaysWhich() throws IOException {
        Path script = Files.writeString(dir.resolve("bad.gvdl"), "LOAD GRAPH WITH EDGES FROM '"
                + data.resolve("calls.csv") + "';\nSHOW GRAPH;\nCREATE VIEW recent WHERE yaer > 2001;\nSHOW GRAPH;\n");
        Cli.Result r = Cli.run("--store", store.toString(), script.toString());
        assertEquals(Main.EXIT_INPUT_ERROR, r.exit());
        assertTrue(r.err().startsWith("error: " + script + ": statement 3 (line 3) failed: line 3, column 26:"
                + " unknown edge property 'yaer'; did you mean 'year'?"), r.err());
        assertTrue(r.err().contains("\n  CREATE VIEW recent WHERE yaer > 2001;\n                           ^^^^"), r.err());
        assertEquals(3, r.out().split("-- line ").length - 1, "statements 1 to 3 started, 4 did not: " + r.out());
        assertTrue(Files.exists(store.resolve("MANIFEST")), "the load of statement 1 took effect");
    }

    @Test
    void parseErrorsStopTheScriptBeforeAnythingRuns() throws IOException {
        Path script = Files.writeString(dir.resolve("typo.gvdl"), "LOAD GRAPH WITH EDGES FROM 'x.csv';\nSHOW GRAPHS;\n");
        Cli.Result r = Cli.run("--store", store.toString(), script.toString());
        assertEquals(Main.EXIT_INPUT_ERROR, r.exit());
        assertTrue(r.err().contains("typo.gvdl: line 2, column 6: expected what to show"), r.err());
        assertFalse(Files.exists(store.resolve("MANIFEST")));
    }

    @Test
    void inlineStatementsAndJsonOutput() {
        Cli.Result r = Cli.run("--store", store.toString(), "--format", "json", "-e",
                "LOAD GRAPH WITH VERTICES FROM '" + data.resolve("people.csv") + "' AND EDGES FROM '"
                        + data.resolve("calls.csv") + "'; SHOW GRAPH; SET THREADS 2;");
        assertEquals(0, r.exit(), r.err());
        List<String> lines = r.out().strip().lines().toList();
        assertEquals(3, lines.size(), r.out());
        assertTrue(lines.get(0).startsWith("{\"line\": 1, \"result\": \"graph loaded\""), lines.get(0));
        assertTrue(lines.get(1).contains("\"result\": \"graph\"") && lines.get(1).contains("\"vertices\": 3"), lines.get(1));
        assertTrue(lines.get(2).contains("\"message\": \"Using 2 threads.\""), lines.get(2));
    }

    @Test
    void collectionsAreCreatedShownAndDropped() {
        assertEquals(0, Cli.run("--store", store.toString(), "-q", "load", "--vertices", data.resolve("people.csv").toString(),
                "--edges", data.resolve("calls.csv").toString()).exit());
        Cli.Result r = Cli.run("--store", store.toString(), "-e",
                "CREATE VIEW COLLECTION c WHERE [year <= $y] FOR $y IN (2003, 2001, 2002);"
                        + " SHOW COLLECTION c; SHOW COLLECTIONS; CREATE VIEW rome WHERE u.city = 'Rome';");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("Created collection c: 3 views, 3 differences in the run order"), r.out());
        // Years 2001, 2002, 2003 have one edge each: run as c_2, c_3, c_1, each view adds one edge.
        assertTrue(r.out().matches("(?s).*c_1\\s+3\\s+3\\s+1\\s+0\\s+2003\\s+year <= 2003.*"), r.out());
        assertTrue(r.out().matches("(?s).*c_2\\s+1\\s+1\\s+1\\s+0\\s+2001\\s+year <= 2001.*"), r.out());
        assertTrue(r.out().contains("6 in the user order"), r.out()); // 3 (c_1), then 2 deleted (c_2), then 1 added (c_3)
        assertTrue(r.out().contains("Created view rome: 2 edges"), r.out()); // calls 1->2 and 3->1 start in Rome
        Cli.Result again = Cli.run("--store", store.toString(), "-e", "CREATE VIEW COLLECTION c WHERE [year = 2001];");
        assertTrue(again.err().contains("a collection named 'c' already exists"), again.err());
        Cli.Result dropped = Cli.run("--store", store.toString(), "-e", "DROP COLLECTION c; SHOW COLLECTIONS; DELETE CUBES;");
        assertTrue(dropped.out().contains("Dropped collection c.") && dropped.out().contains("Dropped 1 collection."),
                dropped.out());
        Cli.Result wrongType = Cli.run("--store", store.toString(), "-e", "CREATE VIEW v WHERE u.age = 'old';");
        assertTrue(wrongType.err().contains("cannot compare u.age (a number) with 'old' (a string)"), wrongType.err());
    }

    @Test
    void theSessionIsAJavaApi() {
        try (Session session = Session.open(store)) {
            List<Session.Executed> done = session.execute("LOAD GRAPH WITH EDGES FROM '" + data.resolve("calls.csv")
                    + "'; SHOW GRAPH; SHOW COLLECTIONS;");
            assertEquals(3, done.size());
            StatementResult.GraphDescribed shown = (StatementResult.GraphDescribed) done.get(1).result();
            assertEquals(3, shown.summary().vertices());
            assertEquals(List.of(), ((StatementResult.CollectionsListed) done.get(2).result()).collections());
        }
    }

    @Test
    void serializeAndDeserializeMoveTheGraphBetweenStores() {
        Path export = dir.resolve("export");
        Path other = dir.resolve("other");
        assertEquals(0, Cli.run("--store", store.toString(), "-q", "-e", "LOAD GRAPH WITH EDGES FROM '"
                + data.resolve("calls.csv") + "'; SERIALIZE TO '" + export + "';").exit());
        Cli.Result r = Cli.run("--store", other.toString(), "-e", "DESERIALIZE FROM '" + export + "'; SHOW GRAPH;");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("Imported the graph of " + export + " (3 vertices, 3 edges) and 0 collections."), r.out());
    }

    @Test
    void templateArithmeticMakesViewsAndARepeatedViewIsWarnedAbout() {
        assertEquals(0, Cli.run("--store", store.toString(), "-q", "load", "--edges", data.resolve("calls.csv").toString())
                .exit());
        Cli.Result r = Cli.run("--store", store.toString(), "-e",
                "CREATE VIEW COLLECTION w WHERE [year >= $y AND year < $y + 2], [year = 2000 + 3] FOR $y IN 2001..2002;"
                        + " SHOW COLLECTION w; CREATE VIEW v WHERE year > 2000 * 1 + 1;");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().matches("(?s).*w_1\\s+\\d+\\s+2\\s+.*year >= 2001 AND year < 2003.*"), r.out());
        assertTrue(r.out().matches("(?s).*w_3\\s+\\d+\\s+2\\s+.*year >= 2002 AND year < 2004.*"), r.out());
        assertTrue(r.out().matches("(?s).*w_4\\s+\\d+\\s+1\\s+.*year = 2003.*"), r.out());
        assertTrue(r.err().contains("warning: [year = 2000 + 3] uses no $variable, so the FOR clauses repeat the same"
                + " view 2 times"), r.err());
        assertTrue(r.out().contains("Created view v: 2 edges"), r.out());
        String division = "CREATE VIEW COLLECTION z WHERE [year < 1 / ($y - 2002)] FOR $y IN 2001..2003; SHOW COLLECTIONS;";
        Cli.Result zero = Cli.run("--store", store.toString(), "-e", division);
        assertEquals(Main.EXIT_INPUT_ERROR, zero.exit());
        assertTrue(zero.err().contains("division by zero (with $y = 2002)\n  " + division + "\n  "
                + " ".repeat(division.indexOf("1 /")) + "^".repeat("1 / ($y - 2002)".length()) + "\n"), zero.err());
        assertFalse(Cli.run("--store", store.toString(), "-e", "SHOW COLLECTIONS;").out().contains("z "), "nothing stored");
    }

    @Test
    void collectionsTravelWithTheStoreAndOnTheirOwn() throws IOException {
        Path export = dir.resolve("export");
        Path one = dir.resolve("one");
        assertEquals(0, Cli.run("--store", store.toString(), "-q", "-e", "LOAD GRAPH WITH EDGES FROM '"
                + data.resolve("calls.csv") + "'; CREATE VIEW COLLECTION c WHERE [year <= $y] FOR $y IN 2001..2003;"
                + " CREATE VIEW late WHERE year >= 2002; SERIALIZE TO '" + export + "'; SERIALIZE CUBE late TO '" + one + "';").exit());
        Path other = dir.resolve("other");
        Cli.Result r = Cli.run("--store", other.toString(), "-e", "DESERIALIZE FROM '" + export + "'; SHOW COLLECTIONS;");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("and 2 collections."), r.out());
        assertTrue(r.out().matches("(?s).*\\nc\\s+3\\s+3.*"), r.out());
        Cli.Result cube = Cli.run("--store", store.toString(), "-e", "DROP COLLECTION late; DESERIALIZE CUBE FROM '" + one
                + "'; SHOW COLLECTION late;");
        assertEquals(0, cube.exit(), cube.err());
        assertTrue(cube.out().contains("Imported 1 collection from"), cube.out());
        Path otherEdges = Files.writeString(data.resolve("other.csv"), "a,b\n7,8\n");
        Cli.Result elsewhere = Cli.run("--store", dir.resolve("another-graph").toString(), "-q", "-e", "LOAD GRAPH WITH EDGES FROM '"
                + otherEdges + "'; DESERIALIZE CUBE FROM '" + one + "';");
        assertTrue(elsewhere.err().contains("was made from another graph than this store's"), elsewhere.err());
    }

    @Test
    void graphsurgeReadmeStatementsRunUnchanged() {
        Path shared = Cli.sharedData();
        Path v = shared.resolve("graphsurge-data/small_properties/vertices.txt");
        Path e = shared.resolve("graphsurge-data/small_properties/edges.txt");
        Cli.Result r = Cli.run("--store", store.toString(), "-e", "SET THREADS 4 AND PROCESS_ID 0;\n"
                + "LOAD GRAPH WITH\n    VERTICES FROM '" + v + "' and\n    EDGES FROM '" + e + "'\n    COMMENT '#';\n"
                + "CREATE VIEW COLLECTION Years WHERE\n    [year <= 2000 and u.country = 'canada' and v.country = 'canada'],\n"
                + "    [year <= 2005 and u.country = 'canada' and v.country = 'canada'],\n"
                + "    [year <= 2010 and u.country = 'canada' and v.country = 'canada'];");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("Loaded 9 vertices and 7 edges"), r.out() + r.err());
        assertTrue(r.out().contains("Created collection Years: 3 views"), r.out());
    }

    @Test
    void aHistoryFileNameHoldingANulIsAnInputError() throws IOException {
        Environment env = new Environment(java.io.InputStream.nullInputStream(), new PrintWriter(new StringWriter(), true),
                new PrintWriter(new StringWriter(), true), Map.of("GRAPHSURGE_HISTORY", "hist\0ory"), false, true);
        GraphsurgeCommand top = new GraphsurgeCommand(env);
        top.store = store;
        ByteArrayOutputStream screen = new ByteArrayOutputStream();
        java.io.InputStream keys = new java.io.ByteArrayInputStream("exit\n".getBytes(StandardCharsets.UTF_8));
        try (Terminal terminal = new org.jline.terminal.impl.DumbTerminal("test", "dumb", keys, screen, StandardCharsets.UTF_8)) {
            GraphsurgeException e = assertThrows(GraphsurgeException.class, () -> ReplCommand.run(top, terminal));
            assertTrue(e.getMessage().contains("$GRAPHSURGE_HISTORY"), e.getMessage());
        }
    }

    @Test
    void theReplRunsMultiLineStatementsAndKeepsHistory() throws IOException {
        assertEquals(0, Cli.run("--store", store.toString(), "-q", "load", "--edges", data.resolve("calls.csv").toString()).exit());
        Path history = dir.resolve("history");
        String typed = "SHOW\n  GRAPH;\nSHOW GRAFF;\nexit\n";
        ByteArrayOutputStream screen = new ByteArrayOutputStream();
        StringWriter err = new StringWriter();
        Environment env = new Environment(java.io.InputStream.nullInputStream(), new PrintWriter(new java.io.OutputStreamWriter(screen, StandardCharsets.UTF_8), true),
                new PrintWriter(err, true), Map.of("GRAPHSURGE_HISTORY", history.toString()), false, true);
        GraphsurgeCommand top = new GraphsurgeCommand(env);
        top.store = store;
        // A dumb terminal reads the keys only as the prompt asks for them, so typing ahead is safe;
        // the end of the input is what Ctrl-D sends. (TerminalBuilder would put the streams behind
        // a real pseudo-terminal when the machine has one, and its line discipline races with the test.)
        java.io.InputStream keys = new java.io.ByteArrayInputStream(typed.getBytes(StandardCharsets.UTF_8));
        try (Terminal terminal = new org.jline.terminal.impl.DumbTerminal("test", "dumb", keys, screen, StandardCharsets.UTF_8)) {
            assertEquals(0, ReplCommand.run(top, terminal));
        }
        String shown = screen.toString(StandardCharsets.UTF_8);
        assertTrue(shown.contains("vertices     3"), shown);
        assertTrue(shown.contains("error: line 1, column 6: expected what to show"), shown);
        assertTrue(shown.contains("did you mean 'GRAPH'?"), shown);
        assertFalse(shown.contains("-- line "), "what a person just typed is not echoed: " + shown);
        assertTrue(Files.readString(history).contains("SHOW GRAFF;"), "history is kept across runs");
    }

    @Test
    void statementsEndAtTheirSemicolon() {
        assertFalse(ReplCommand.StatementParser.complete("SHOW GRAPH"));
        assertFalse(ReplCommand.StatementParser.complete("CREATE VIEW v WHERE city = 'a;"));
        assertTrue(ReplCommand.StatementParser.complete("SHOW GRAPH; -- done"));
        assertTrue(ReplCommand.StatementParser.complete("   "));
    }
}
