package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Views named in GVDL, end to end: the names become the result files, and every output says what
 * each view is (its FOR binding and predicate).
 */
class NamedViewsTest {
    @TempDir
    Path dir;
    Path store;

    /** {@link Cli#fourEdges}. */
    @BeforeEach
    void graph() throws IOException {
        store = dir.resolve("store");
        Path e = Cli.fourEdges(dir);
        assertEquals(0, gvdl("LOAD GRAPH WITH EDGES FROM '" + e + "';").exit());
        Cli.Result r = gvdl("CREATE VIEW COLLECTION win WHERE [year >= $y AND year <= $y + 1] AS 'win$y'"
                + " FOR $y IN 2001..2002 MANUALLY_ORDERED;");
        assertEquals(0, r.exit(), r.err());
    }

    private Cli.Result gvdl(String statements, String... options) {
        List<String> args = new java.util.ArrayList<>(List.of("--store", store.toString()));
        args.addAll(List.of(options));
        args.addAll(List.of("-e", statements));
        return Cli.run(args.toArray(String[]::new));
    }

    @Test
    void aRunNamesItsFilesByTheViewsNamesAndItsSummarySaysWhatEachViewIs() throws IOException {
        Path out = dir.resolve("out");
        Cli.Result r = gvdl("RUN DIFFERENTIAL COMPUTATION bfs(root=10) ON COLLECTION win SAVE RESULTS TO '" + out + "';");
        assertEquals(0, r.exit(), r.err());
        // win2001 holds the edges of 2001 and 2002; win2002 those of 2002 and 2003.
        assertEquals("vertex,distance\n10,0\n20,1\n30,2\n40,infinity\n",
                Files.readString(out.resolve("win2001.csv")));
        assertEquals("vertex,distance\n10,0\n20,infinity\n30,1\n40,infinity\n",
                Files.readString(out.resolve("win2002.csv")));
        List<String> summary = Files.readAllLines(out.resolve("summary.csv"));
        assertEquals("view,position,edges,additions,deletions,mode,millis,y,predicate", summary.get(0));
        assertTrue(summary.get(1).matches("win2001,1,3,3,0,differential,[0-9.]+,2001,year >= 2001 AND year <= 2002"),
                summary.toString());
        assertTrue(summary.get(2).matches("win2002,2,3,1,1,differential,[0-9.]+,2002,year >= 2002 AND year <= 2003"),
                summary.toString());

        Cli.Result resumed = gvdl("RUN DIFFERENTIAL COMPUTATION bfs(root=10) ON COLLECTION win SAVE RESULTS TO '" + out
                + "' RESUME;");
        assertEquals(0, resumed.exit(), resumed.err());
        assertTrue((resumed.out() + resumed.err()).contains("holds this run complete; nothing ran"), resumed.err());

        assertEquals(0, gvdl("DROP COLLECTION win; CREATE VIEW COLLECTION win WHERE [year >= $y AND year <= $y + 1]"
                + " AS 'w$y' FOR $y IN 2001..2002 MANUALLY_ORDERED;").exit());
        Cli.Result renamed = gvdl("RUN DIFFERENTIAL COMPUTATION bfs(root=10) ON COLLECTION win SAVE RESULTS TO '" + out
                + "' RESUME;");
        assertEquals(1, renamed.exit(), "renamed views are another run: " + renamed.out());
    }

    @Test
    void jsonRowsAndShowCollectionCarryTheBindingsAndPredicates() {
        Cli.Result json = gvdl("RUN COMPUTATION bfs(root=10) ON COLLECTION win;", "--format", "json");
        assertEquals(0, json.exit(), json.err());
        assertTrue(json.out().contains("\"predicate\": \"year >= 2002 AND year <= 2003\", \"for\": {\"y\": 2002}"),
                json.out());

        Cli.Result table = gvdl("SHOW COLLECTION win;");
        assertEquals(0, table.exit(), table.err());
        assertTrue(table.out().matches("(?s).*\\$y +predicate.*"), table.out());
        assertTrue(table.out().matches("(?s).*\\n +win2002 +2 +3 +1 +1 +2002 +year >= 2002 AND year <= 2003\\n.*"),
                table.out());
        String shown = gvdl("SHOW COLLECTION win;", "--format", "json").out();
        assertTrue(shown.contains("\"view\": \"win2001\", \"position\": 1, \"edges\": 3, \"additions\": 3, \"deletions\": 0,"
                + " \"predicate\": \"year >= 2001 AND year <= 2002\", \"for\": {\"y\": 2001}"), shown);
    }

    @Test
    void saveCollectionListsEachViewsBindingAndPredicate() throws IOException {
        Path out = dir.resolve("saved");
        assertEquals(0, gvdl("SAVE COLLECTION win TO '" + out + "';").exit());
        assertEquals(List.of("position,view,edges,additions,deletions,y,predicate",
                "1,win2001,3,3,0,2001,year >= 2001 AND year <= 2002",
                "2,win2002,3,1,1,2002,year >= 2002 AND year <= 2003"), Files.readAllLines(out.resolve("views.csv")));
        assertTrue(Files.exists(out.resolve("win2002.txt")));
    }

    @Test
    void aViewNamedTwiceIsRefusedWithACaretAndAViewRunsByItsName() {
        Cli.Result r = gvdl("CREATE VIEW COLLECTION d WHERE [year <= 2001] AS early, [year <= 2002] AS early;");
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("two views are named 'early'; view names must be unique within the collection"),
                r.err());
        assertTrue(r.err().contains("^"), r.err());
        assertTrue(!r.err().contains("Exception"), r.err());

        Cli.Result one = gvdl("RUN COMPUTATION bfs(root=10) ON VIEW win2002;", "--format", "json");
        assertEquals(0, one.exit(), one.err());
        assertTrue(one.out().contains("\"for\": {\"y\": 2002}"), one.out());

        assertEquals(0, gvdl("CREATE VIEW COLLECTION dec WHERE [year >= 2001 + $f * 2] AS 'from$f' FOR $f IN (0.5, 1);")
                .exit());
        Cli.Result dotted = Cli.run("--store", store.toString(), "--format", "json", "run", "bfs", "-p", "root=10",
                "--view", "from0.5");
        assertEquals(0, dotted.exit(), dotted.err());
        assertTrue(dotted.out().contains("\"view\": \"from0.5\"") && dotted.out().contains("\"for\": {\"f\": 0.5}")
                && dotted.out().contains("\"predicate\": \"year >= 2002.0\""), dotted.out());
    }
}
