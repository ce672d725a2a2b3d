package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class LoadCommandTest {
    @TempDir
    Path dir;
    Path store;

    @BeforeEach
    void loadAGoodGraph() throws IOException {
        store = dir.resolve("store");
        Path v = Files.writeString(dir.resolve("good-v.csv"), "id:id,city\n1,Rome\n2,Oslo\n3,Rome\n");
        Path e = Files.writeString(dir.resolve("good-e.csv"), ":start_id,:end_id,year:int\n1,2,2001\n2,3,2002\n");
        Cli.Result r = Cli.run("--store", store.toString(), "load", "--vertices", v.toString(), "--edges", e.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("Loaded 3 vertices and 2 edges"), r.out());
    }

    static Stream<Arguments> badInputs() {
        String v = "id:id,age:int\n1,20\n2,30\n";
        String e = ":start_id,:end_id,w:double\n1,2,0.5\n";
        return Stream.of(
                Arguments.of("wrong column count", v, ":start_id,:end_id,w:double\n1,2\n", "e.csv, line 2, column 3"),
                Arguments.of("unparsable int", "id:id,age:int\n1,x\n", e, "v.csv, line 2, column 2"),
                Arguments.of("unparsable double", v, ":start_id,:end_id,w:double\n1,2,abc\n", "e.csv, line 2, column 3"),
                Arguments.of("unparsable bool", "id:id,ok:bool\n1,maybe\n", ":start_id,:end_id\n", "v.csv, line 2, column 2"),
                Arguments.of("duplicate vertex id", "id:id,age:int\n1,20\n1,30\n", e, "v.csv, line 3, column 1"),
                Arguments.of("unknown endpoint", v, ":start_id,:end_id,w:double\n1,5,0.5\n", "e.csv, line 2, column 2"),
                Arguments.of("unknown header type", v, ":start_id,:end_id,w:decimal\n", "e.csv, line 1, column 3"),
                Arguments.of("missing id columns", "name,age:int\nx,1\n", e, "v.csv, line 1: missing :id column"),
                Arguments.of("empty file", v, "", "e.csv: is empty"),
                Arguments.of("header-only edge file", v, ":start_id,:end_id,w:double\n", "e.csv: has no edge rows"),
                Arguments.of("lone CR line ends", v, ":start_id,:end_id,w:double\r1,2,x\r", "e.csv, line 2, column 3"),
                Arguments.of("missing file", null, e, "v.csv: no such file"),
                Arguments.of("unreadable file", v, null, "e.csv: is a directory"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badInputs")
    void badInputFailsWithFileLineAndColumnAndLeavesTheStoreAsItWas(String name, String vertices, String edges,
            String where) throws IOException {
        Map<String, String> before = snapshot(store);
        Path v = dir.resolve("v.csv");
        Path e = dir.resolve("e.csv");
        if (vertices != null) {
            Files.writeString(v, vertices);
        }
        if (edges != null) {
            Files.writeString(e, edges);
        } else {
            Files.createDirectory(e);
        }
        Cli.Result r = Cli.run("--store", store.toString(), "load", "--vertices", v.toString(), "--edges", e.toString());
        assertEquals(Main.EXIT_INPUT_ERROR, r.exit(), r.out() + r.err());
        assertTrue(r.err().startsWith("error: "), r.err());
        assertTrue(r.err().contains(where), r.err());
        assertEquals(1, r.err().strip().lines().count(), "one message: " + r.err());
        assertEquals(before, snapshot(store));
        Cli.Result show = Cli.run("--store", store.toString(), "show", "graph");
        assertTrue(show.out().contains("vertices     3"), show.out());
    }

    static Stream<Arguments> unreadableCharacters() {
        return Stream.of(
                Arguments.of(new String[] {"--separator", "\""}, "the separator cannot be the quote character"),
                Arguments.of(new String[] {"--separator", "\n"}, "the separator cannot be a line break"),
                Arguments.of(new String[] {"--separator", "\r"}, "the separator cannot be a line break"),
                Arguments.of(new String[] {"--separator", ";", "--comment", ";"},
                        "the comment character cannot be the separator (';')"),
                Arguments.of(new String[] {"--comment", ","}, "the comment character cannot be the separator (',')"),
                Arguments.of(new String[] {"--comment", "\""}, "the comment character cannot be the quote character"),
                Arguments.of(new String[] {"--comment", "\r"}, "the comment character cannot be a line break"),
                Arguments.of(new String[] {"--separator", "\u00A7"}, "the separator cannot be a non-ASCII character"),
                Arguments.of(new String[] {"--separator", ";;"}, "--separator takes one character"));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("unreadableCharacters")
    void separatorsAndCommentsThatCannotBeReadAreUsageErrors(String[] options, String message) throws IOException {
        Map<String, String> before = snapshot(store);
        Path e = Files.writeString(dir.resolve("e.csv"), ":start_id,:end_id\n1,2\n");
        String[] args = Stream.concat(Stream.of("--store", store.toString(), "load", "--edges", e.toString()),
                Stream.of(options)).toArray(String[]::new);
        Cli.Result r = Cli.run(args);
        assertEquals(2, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains(message), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
        assertEquals(before, snapshot(store));
    }

    @Test
    void loadGraphWithATwoCharacterSeparatorIsShownUnderTheStatement() throws IOException {
        Path e = Files.writeString(dir.resolve("e.csv"), ":start_id,:end_id\n1,2\n");
        Cli.Result r = Cli.run("--store", store.toString(), "-e", "LOAD GRAPH WITH EDGES FROM '" + e + "' SEPARATOR ';;';");
        assertEquals(Main.EXIT_INPUT_ERROR, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("SEPARATOR takes one character"), r.err());
        assertTrue(r.err().contains("^"), r.err());
    }

    @Test
    void loadGraphWithTheQuoteAsSeparatorIsShownUnderTheStatement() throws IOException {
        Map<String, String> before = snapshot(store);
        Path e = Files.writeString(dir.resolve("e.csv"), ":start_id,:end_id\n1,2\n");
        Cli.Result r = Cli.run("--store", store.toString(), "-e",
                "LOAD GRAPH WITH EDGES FROM '" + e + "' SEPARATOR '\"';");
        assertEquals(Main.EXIT_INPUT_ERROR, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("the separator cannot be the quote character"), r.err());
        assertTrue(r.err().contains("^"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
        assertEquals(before, snapshot(store));
    }

    @Test
    void skipBadRowsLoadsTheRestAndSaysWhatItSkipped() throws IOException {
        Path v = Files.writeString(dir.resolve("v.csv"), "id:id,age:int\n1,20\n2,x\n3,40\n");
        Path e = Files.writeString(dir.resolve("e.csv"), ":start_id,:end_id\n1,3\n1,2\n");
        Cli.Result r = Cli.run("--store", store.toString(), "load", "--vertices", v.toString(), "--edges", e.toString(),
                "--skip-bad-rows");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("Loaded 2 vertices and 1 edge into"), r.out());
        assertTrue(r.err().contains("skipped 1 bad row of " + v), r.err());
        assertTrue(r.err().contains("v.csv, line 3, column 2"), r.err());
        assertTrue(r.err().contains("e.csv, line 3, column 2: edge endpoint '2'"), r.err());
    }

    @Test
    void distinctKeepsTheFirstEdgeOfEachPairAndSaysHowManyItDropped() throws IOException {
        Path e = Files.writeString(dir.resolve("e.csv"), ":start_id,:end_id,w:int\n1,2,5\n2,3,1\n1,2,9\n1,2,7\n3,2,4\n");
        Cli.Result r = Cli.run("--store", store.toString(), "load", "--edges", e.toString(), "--distinct");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("Loaded 3 vertices and 3 edges into"), r.out());
        assertTrue(r.out().contains("dropped 2 parallel edges: one edge is kept per source and target, the first in the file"),
                r.out());
        Cli.Result shown = Cli.run("--store", store.toString(), "show", "graph", "--format", "json");
        assertTrue(shown.out().contains("\"parallelEdges\": 0"), shown.out());
        assertTrue(shown.out().contains("\"min\": 1, \"max\": 5"), "the first edge's weight is kept: " + shown.out());
        Cli.Result gvdl = Cli.run("--store", store.toString(), "-e",
                "LOAD GRAPH WITH EDGES FROM '" + e + "' DISTINCT;", "--format", "json");
        assertEquals(0, gvdl.exit(), gvdl.err());
        assertTrue(gvdl.out().contains("\"parallelEdgesDropped\": 2"), gvdl.out());
    }

    @Test
    void globalOptionsWorkBeforeOrAfterTheSubcommandAndFromTheEnvironment() throws IOException {
        Path e = Files.writeString(dir.resolve("e.csv"), "a,b\nx,y\n");
        Path other = dir.resolve("other");
        assertEquals(0, Cli.run("load", "--store", other.toString(), "--edges", e.toString(), "-q").exit());
        Cli.Result shown = Cli.run(Map.of("GRAPHSURGE_STORE", other.toString()), "show", "graph");
        assertTrue(shown.out().contains("vertices     2"), shown.out());
        assertTrue(shown.out().contains("vertex ids   strings, x .. y"), shown.out());
    }

    @Test
    void separatorCommentAndHeaderOptions() throws IOException {
        Path e = Files.writeString(dir.resolve("e.tsv"), "% comment\n1\t2\n2\t3\n");
        Cli.Result r = Cli.run("--store", store.toString(), "load", "--edges", e.toString(), "--separator", "tab",
                "--comment", "%", "--no-header");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("Loaded 3 vertices and 2 edges"), r.out());
        Cli.Result bad = Cli.run("--store", store.toString(), "load", "--edges", e.toString(), "--separator", "ab");
        assertEquals(Main.EXIT_USAGE_ERROR, bad.exit());
        assertTrue(bad.err().contains("--separator takes one character"), bad.err());
    }

    @Test
    void aSecondWriterIsToldWhoHoldsTheStore() throws IOException {
        Path e = Files.writeString(dir.resolve("e.csv"), "a,b\n1,2\n");
        try (var lock = graphsurge.gstore.io.GraphStore.at(store).lock("graphsurge load huge.csv", false, m -> { })) {
            Cli.Result r = Cli.run("--store", store.toString(), "load", "--edges", e.toString());
            assertEquals(Main.EXIT_INPUT_ERROR, r.exit());
            assertTrue(r.err().contains("is being written by pid"), r.err());
            assertTrue(r.err().contains("graphsurge load huge.csv"), r.err());
        }
    }

    @Test
    void anotherProcessIsKeptOutWhileTheStoreIsLocked() throws Exception {
        Path e = Files.writeString(dir.resolve("e.csv"), "a,b\n1,2\n");
        String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        try (var lock = graphsurge.gstore.io.GraphStore.at(store).lock("the test's own load", false, m -> { })) {
            Process other = new ProcessBuilder(javaBin, "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                    "--store", store.toString(), "load", "--edges", e.toString()).redirectErrorStream(true).start();
            String output = new String(other.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            assertEquals(Main.EXIT_INPUT_ERROR, other.waitFor(), output);
            assertTrue(output.contains("is being written by pid " + ProcessHandle.current().pid() + " (the test's own load)"),
                    output);
        }
        Process after = new ProcessBuilder(javaBin, "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "--store", store.toString(), "-q", "load", "--edges", e.toString()).redirectErrorStream(true).start();
        String output = new String(after.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(0, after.waitFor(), "once released, another process writes: " + output);
    }

    @Test
    void usageErrorsExitWithTwo() {
        Cli.Result r = Cli.run("load", "--vertices", "v.csv");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("Missing required option: '--edges=FILE'"), r.err());
    }

    static Map<String, String> snapshot(Path root) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                files.put(root.relativize(p).toString(), sha256(Files.readAllBytes(p)));
            }
        }
        return files;
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }
}
