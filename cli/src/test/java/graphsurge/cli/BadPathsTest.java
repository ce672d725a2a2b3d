package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A path no file can have (empty, or holding a NUL character) in any statement or option is the
 * user's mistake: a clear error (exit 1 in a statement, 2 in an option), nothing changed.
 */
class BadPathsTest {
    @TempDir
    Path dir;
    Path store;
    Path edges;
    Path otherEdges;

    @BeforeEach
    void graph() throws IOException {
        store = dir.resolve("store");
        edges = Files.writeString(dir.resolve("e.csv"), ":start_id,:end_id,year:int\n10,20,2001\n20,30,2002\n");
        otherEdges = Files.writeString(dir.resolve("other.csv"), ":start_id,:end_id\n1,2\n2,3\n3,4\n4,5\n");
        Files.writeString(dir.resolve("d_0_0.txt"), "10,20,+1\n");
        Files.writeString(dir.resolve("d_0_1.txt"), "20,30,+1\n");
        Cli.Result r = gvdl("LOAD GRAPH WITH EDGES FROM '" + edges + "';"
                + "CREATE VIEW COLLECTION c WHERE [year <= 2001], [year <= 2002];");
        assertEquals(0, r.exit(), r.err());
    }

    private Cli.Result gvdl(String statements) {
        return Cli.run("--store", store.toString(), "-q", "-e", statements);
    }

    /** Every statement with a path, the path written as {@code %s}. */
    private List<String> statementsWithAPath() {
        return List.of(
                "LOAD GRAPH WITH EDGES FROM '%s';",
                "LOAD GRAPH WITH VERTICES FROM '%s' AND EDGES FROM '" + otherEdges + "';",
                "LOAD GRAPH WITH EDGES FROM '" + otherEdges + "' SAVE MAPPINGS TO '%s';",
                "RUN COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO '%s';",
                "RUN COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO '" + dir.resolve("results") + "' SAVE REPORT TO '%s';",
                "RUN COMPUTATION wcc ON GRAPH SAVE REPORT TO '%s';",
                "SAVE COLLECTION c TO '%s';",
                "SERIALIZE TO '%s';",
                "SERIALIZE CUBE c TO '%s';",
                "DESERIALIZE FROM '%s';",
                "DESERIALIZE CUBE FROM '%s';",
                "LOAD CUBE k 1 2 FROM '%s' WITH PREFIX 'd_';");
    }

    private String storeState() {
        Cli.Result r = Cli.run("--store", store.toString(), "--format", "json", "-e", "SHOW GRAPH; SHOW COLLECTIONS;");
        assertEquals(0, r.exit(), r.err());
        return r.out().replaceAll("\"\\w*([Mm]illis|[Nn]anos|[Ss]econds)\": [^,}]*", "");
    }

    private Set<String> filesBeside() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return new TreeSet<>(s.map(p -> p.getFileName().toString()).toList());
        }
    }

    private void refused(String path, String expected) throws IOException {
        String before = storeState();
        Set<String> files = filesBeside();
        for (String template : statementsWithAPath()) {
            String statement = template.replace("%s", path);
            Cli.Result r = gvdl(statement);
            String shown = template.replace("%s", path.replace("\0", "\\0"));
            assertEquals(1, r.exit(), shown + "\n" + r.err());
            assertTrue(r.err().startsWith("error: ") && r.err().contains(expected), shown + "\n" + r.err());
            assertFalse(r.err().contains("Exception") || r.err().contains("\tat "), shown + "\n" + r.err());
            assertEquals(before, storeState(), shown);
            assertEquals(files, filesBeside(), shown);
        }
    }

    @Test
    void aNulCharacterInAnyStatementsPathIsAnInputError() throws IOException {
        refused("out\0put", "a path cannot hold a NUL character (\\0, at position 4)");
    }

    @Test
    void anEmptyPathInAnyStatementIsRefusedBeforeAnythingRuns() throws IOException {
        refused("", "'': the path is empty");
    }

    @Test
    void theErrorNamesTheClauseOfThePath() {
        Cli.Result r = gvdl("RUN COMPUTATION wcc ON GRAPH SAVE REPORT TO '';");
        assertTrue(r.err().contains("SAVE REPORT TO '': the path is empty"), r.err());
        r = gvdl("LOAD CUBE k 1 2 FROM '" + dir + "' WITH PREFIX 'd\0';");
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().contains("WITH PREFIX 'd\\0': a path cannot hold a NUL"), r.err());
    }

    @Test
    void aNulCharacterInAPathOptionIsAUsageError() {
        List<List<String>> commands = List.of(
                List.of("--store", "st\0re", "show", "graph"),
                List.of("--store", store.toString(), "load", "--edges", "e\0.csv"),
                List.of("--store", store.toString(), "run", "wcc", "--graph", "--out", "o\0ut"),
                List.of("--store", store.toString(), "run", "wcc", "--graph", "--report", "r\0.html"));
        for (List<String> command : commands) {
            Cli.Result r = Cli.run(command.toArray(new String[0]));
            String shown = String.join(" ", command).replace("\0", "\\0");
            assertEquals(2, r.exit(), shown + "\n" + r.err());
            assertTrue(r.err().contains("a path cannot hold a NUL character"), shown + "\n" + r.err());
            assertFalse(r.err().contains("Exception"), shown + "\n" + r.err());
        }
        Cli.Result script = Cli.run("--store", store.toString(), "script\0.gvdl");
        assertEquals(2, script.exit(), script.err());
        assertFalse(script.err().contains("Exception"), script.err());
    }

    @Test
    void aNulCharacterInTheStoreVariableIsAnInputError() {
        Cli.Result r = Cli.run(Map.of("GRAPHSURGE_STORE", "st\0re"), "show", "graph");
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().startsWith("error: $GRAPHSURGE_STORE 'st\\0re': a path cannot hold a NUL"), r.err());
    }

    @Test
    void serializingIntoTheStoreItselfIsRefusedAndKeepsItsCollections() {
        String before = storeState();
        Cli.Result r = gvdl("SERIALIZE TO '" + store + "';");
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().contains("that is this store's own directory"), r.err());
        assertEquals(before, storeState());
        r = gvdl("SERIALIZE TO '" + dir.resolve("./store/../store") + "';");
        assertEquals(1, r.exit(), r.err());
        assertEquals(before, storeState());
    }
}
