package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * View and collection names are the user's and may hold any character between back quotes: every
 * file named after one stays in the directory the user named, its name percent-encoded.
 */
class NamesBecomeFileNamesTest {
    @TempDir
    Path dir;
    Path store;

    @BeforeEach
    void graph() throws IOException {
        store = dir.resolve("store");
        Path e = Files.writeString(dir.resolve("e.csv"), ":start_id,:end_id,year:int\n10,20,2001\n20,30,2002\n10,30,2003\n");
        assertEquals(0, Cli.run("--store", store.toString(), "-q", "-e", "LOAD GRAPH WITH EDGES FROM '" + e + "';").exit());
    }

    private Cli.Result gvdl(String statements) {
        return Cli.run("--store", store.toString(), "-q", "-e", statements);
    }

    /** The names of the files in {@code directory}. */
    /** The files in {@code directory} by name, but a saved run's record and lock (named by the run, not by a view). */
    private static Set<String> files(Path directory) throws IOException {
        try (Stream<Path> s = Files.list(directory)) {
            return new TreeSet<>(s.map(p -> p.getFileName().toString()).filter(n -> !n.startsWith(".graphsurge-")).toList());
        }
    }

    private static String decoded(String fileName, String suffix) {
        assertTrue(fileName.endsWith(suffix), fileName);
        return URLDecoder.decode(fileName.substring(0, fileName.length() - suffix.length()), StandardCharsets.UTF_8);
    }

    @Test
    void aViewNamedAsAnAbsolutePathIsSavedInsideTheResultsDirectory() throws IOException {
        Path outside = Files.createDirectory(dir.resolve("outside"));
        String name = outside.resolve("passwd").toString();
        Path results = dir.resolve("results");
        Cli.Result r = gvdl("CREATE VIEW `" + name + "` WHERE year <= 2002;"
                + "RUN COMPUTATION wcc ON VIEW `" + name + "` SAVE RESULTS TO '" + results + "';");
        assertEquals(0, r.exit(), r.err());
        assertEquals(Set.of(), files(outside));
        Set<String> written = files(results);
        assertEquals(3, written.size(), written.toString());
        assertTrue(written.contains("summary.csv") && written.contains("views.csv"), written.toString());
        for (String f : written) {
            if (!f.equals("summary.csv") && !f.equals("views.csv")) {
                assertEquals(name, decoded(f, ".csv"), f);
                assertFalse(f.contains("/"), f);
            }
        }
    }

    @Test
    void aViewNamedWithDotDotDoesNotEscapeTheResultsDirectory() throws IOException {
        Path results = dir.resolve("results");
        Cli.Result r = gvdl("CREATE VIEW `../escaped` WHERE year <= 2002;"
                + "RUN COMPUTATION bfs(root=10) ON VIEW `../escaped` SAVE RESULTS TO '" + results + "';");
        assertEquals(0, r.exit(), r.err());
        assertFalse(Files.exists(dir.resolve("escaped.csv")));
        assertEquals(Set.of("%2E%2E%2Fescaped.csv", "summary.csv", "views.csv"), files(results));
        assertEquals("vertex,distance\n10,0\n20,1\n30,2\n", Files.readString(results.resolve("%2E%2E%2Fescaped.csv")));
    }

    @Test
    void aCollectionNamedWithDotDotKeepsItsResultsAndExportsInside() throws IOException {
        Path results = dir.resolve("results");
        Path saved = dir.resolve("saved");
        Path graphbolt = dir.resolve("graphbolt");
        Cli.Result r = gvdl("CREATE VIEW COLLECTION `../up` WHERE [year <= 2001], [year <= 2002] MANUALLY_ORDERED;"
                + "RUN COMPUTATION wcc ON COLLECTION `../up` SAVE RESULTS TO '" + results + "';"
                + "SAVE COLLECTION `../up` TO '" + saved + "';"
                + "SAVE COLLECTION `../up` TO '" + graphbolt + "' FORMAT graphbolt;"
                + "SERIALIZE TO '" + dir.resolve("serialized") + "';"
                + "SERIALIZE CUBE `../up` TO '" + dir.resolve("cube") + "';");
        assertEquals(0, r.exit(), r.err());
        assertEquals(Set.of("%2E%2E%2Fup_1.csv", "%2E%2E%2Fup_1.changes.csv", "%2E%2E%2Fup_2.csv",
                "%2E%2E%2Fup_2.changes.csv", "summary.csv", "views.csv"), files(results));
        Set<String> exported = Set.of("%2E%2E%2Fup_1.txt", "%2E%2E%2Fup_2.txt", "%2E%2E%2Fup_diff_0_0.txt",
                "%2E%2E%2Fup_diff_0_1.txt", "views.csv");
        assertEquals(exported, files(saved));
        assertEquals(exported, files(graphbolt));
        assertEquals("10,20\n20,30\n", Files.readString(saved.resolve("%2E%2E%2Fup_2.txt")));
        assertEquals(Set.of("cube", "e.csv", "graphbolt", "results", "saved", "serialized", "store"), files(dir));
        for (String store : List.of("store", "serialized", "cube")) {
            Set<String> collections = files(dir.resolve(store).resolve("collections"));
            assertEquals(1, collections.size(), store + ": " + collections);
            assertFalse(collections.iterator().next().contains(".."), store + ": " + collections);
        }
        Cli.Result listed = Cli.run("--store", dir.resolve("serialized").toString(), "-e", "SHOW COLLECTIONS;");
        assertTrue(listed.out().contains("../up"), listed.out());
    }

    @Test
    void aViewNamedSummaryDoesNotTakeTheSummarysFile() throws IOException {
        Path results = dir.resolve("results");
        Cli.Result r = gvdl("CREATE VIEW summary WHERE year <= 2001;"
                + "RUN COMPUTATION wcc ON VIEW summary SAVE RESULTS TO '" + results + "';");
        assertEquals(0, r.exit(), r.err());
        assertEquals(Set.of("%73ummary.csv", "summary.csv", "views.csv"), files(results));
        assertTrue(Files.readString(results.resolve("summary.csv")).startsWith("view,position,"));
        assertEquals("vertex,component\n10,10\n20,10\n", Files.readString(results.resolve("%73ummary.csv")));
    }
}
