package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each view's values where a user reads them: the run table's {@code values} column, the JSON
 * rows' {@code values} object, the line of a run on the graph and the report's table of views.
 * Expected values worked out by hand on a four-edge graph.
 */
class ViewValuesShownTest {
    @TempDir
    Path dir;
    Path store;

    /**
     * {@link Cli#fourEdges}; views {@code [year >= 2001]}
     * (every edge) and {@code [year >= 2002]} (10->20 gone).
     */
    @BeforeEach
    void graph() throws IOException {
        store = dir.resolve("store");
        Path e = Cli.fourEdges(dir);
        Cli.Result r = Cli.run("--store", store.toString(), "-q", "-e", "LOAD GRAPH WITH EDGES FROM '" + e + "';"
                + "CREATE VIEW COLLECTION later WHERE [year >= 2001], [year >= 2002] MANUALLY_ORDERED;");
        assertEquals(0, r.exit(), r.err());
    }

    private Cli.Result run(String... args) {
        String[] all = new String[args.length + 2];
        all[0] = "--store";
        all[1] = store.toString();
        System.arraycopy(args, 0, all, 2, args.length);
        Cli.Result r = Cli.run(all);
        assertEquals(0, r.exit(), r.err());
        return r;
    }

    @Test
    void theRunTableShowsEachGoalsHopsAndTheDistances() {
        // From 10: 20 and 30 one hop each in the first view, 40 unreachable; 20 unreachable in the second.
        String table = run("run", "mpsp", "-p", "goals=[(10, 20), (10, 30)]", "--on", "later", "--mode", "differential").out();
        assertTrue(table.contains(" values "), table);
        assertTrue(table.contains("10->20 1, 10->30 1"), table);
        assertTrue(table.contains("10->20 unreachable, 10->30 1"), table);
        table = run("run", "bfs", "-p", "root=10", "--on", "later", "--mode", "differential").out();
        assertTrue(table.contains("3 reached, mean 0.67, max 1, 1 unreachable"), table);
        assertTrue(table.contains("2 reached, mean 0.50, max 1, 2 unreachable"), table);
        table = run("run", "wcc", "--on", "later", "--mode", "differential").out();
        assertTrue(table.contains("1 component, largest 4"), table);
        String graph = run("run", "wcc", "--graph").out();
        assertTrue(graph.contains("4 results (1 component, largest 4)"), graph);
    }

    @Test
    void jsonRowsCarryTheValues() {
        String json = run("--format", "json", "run", "mpsp", "-p", "goals=[(10, 20), (10, 30)]", "--on", "later",
                "--mode", "differential").out();
        assertTrue(json.contains("\"values\": {\"kind\": \"goals\", \"goals\": 2, \"reachable\": 1, \"hops\": ["
                + "{\"source\": \"10\", \"target\": \"20\", \"hops\": null}, {\"source\": \"10\", \"target\": \"30\", \"hops\": 1}]}"),
                json);
        json = run("--format", "json", "run", "bfs", "-p", "root=40", "--on", "later", "--mode", "differential").out();
        // From 40 in the second view: 40 itself, 10 one hop, 30 two; 20 unreachable.
        assertTrue(json.contains("\"values\": {\"kind\": \"distances\", \"reached\": 3, \"unreachable\": 1, \"mean\": 1.0,"
                + " \"max\": 2.0}"), json);
    }

    @Test
    void theReportListsEachViewsValues() throws IOException {
        // [year = 2002]: 20->30 and 40->10, two components of two.
        run("-q", "-e", "CREATE VIEW COLLECTION apart WHERE [year >= 2001], [year = 2002] MANUALLY_ORDERED;");
        Path report = dir.resolve("run.html");
        run("run", "wcc", "--on", "apart", "--mode", "differential", "--report", report.toString());
        String html = Files.readString(report);
        assertTrue(html.contains("<th>values</th>"), "a values column");
        assertTrue(html.contains("1 component, largest 4"), "the first view's values");
        assertTrue(html.contains("2 components, largest 2"), "the second view's values");
    }
}
