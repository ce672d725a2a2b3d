package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What result files write for an unreachable vertex or goal (one spelling, {@code infinity}, in
 * every CSV file, whatever the computation), that {@code graphsurge results} reads back an earlier
 * version's spelling, and that a run of one view writes no changes file.
 */
class UnreachableAndSingleViewFilesTest {
    @TempDir
    Path dir;
    Path store;

    /**
     * Edges 10->20 (2001, w 1.5), 20->30 (2002, w 2), 10->30 (2003, w 5), 40->10 (2002, w 0.5);
     * views {@code [year >= 2001]} (every edge) and {@code [year >= 2002]} (10->20 gone: 20 stays in
     * the view, through 20->30, but is no longer reachable from 10).
     */
    @BeforeEach
    void graph() throws IOException {
        store = dir.resolve("store");
        Path e = Cli.fourEdges(dir);
        Cli.Result r = Cli.run("--store", store.toString(), "-q", "-e", "LOAD GRAPH WITH EDGES FROM '" + e + "';"
                + "CREATE VIEW COLLECTION later WHERE [year >= 2001], [year >= 2002] MANUALLY_ORDERED;"
                + "CREATE VIEW COLLECTION alone WHERE [year >= 2002];"
                + "CREATE VIEW recent WHERE year >= 2002;");
        assertEquals(0, r.exit(), r.err());
    }

    private Cli.Result gvdl(String statements) {
        return Cli.run("--store", store.toString(), "-e", statements);
    }

    private static List<String> files(Path d) throws IOException {
        try (Stream<Path> s = Files.list(d)) {
            return s.map(p -> p.getFileName().toString()).filter(n -> !n.startsWith(".")).sorted().toList();
        }
    }

    private static void assertNoGraphalyticsSpelling(Path d) throws IOException {
        for (String f : files(d)) {
            assertFalse(Files.readString(d.resolve(f)).contains("9223372036854775807"), d + "/" + f);
        }
    }

    @Test
    void everyCsvFormWritesUnreachableAsInfinity() throws IOException {
        // By hand: from 10 in the second view, 20 is unreachable, 30 one hop (10->30, weight 5), 40 unreachable.
        String[][] runs = {
            {"bfs(root=10)", "vertex,distance\n10,0\n20,1\n30,1\n40,infinity\n",
                "vertex,distance\n10,0\n20,infinity\n30,1\n40,infinity\n", "vertex,old,new\n20,1,infinity\n"},
            {"sssp(root=10, weight=w)", "vertex,distance\n10,0.0\n20,1.5\n30,3.5\n40,infinity\n",
                "vertex,distance\n10,0.0\n20,infinity\n30,5.0\n40,infinity\n", "vertex,old,new\n20,1.5,infinity\n30,3.5,5.0\n"},
            {"mpsp(goals=[(10,20),(10,30),(20,40)])", "source,target,hops\n10,20,1\n10,30,1\n20,40,infinity\n",
                "source,target,hops\n10,20,infinity\n10,30,1\n20,40,infinity\n", "source,target,old,new\n10,20,1,infinity\n"},
        };
        for (String[] run : runs) {
            for (String form : List.of("", " CHANGES ONLY")) {
                Path out = dir.resolve(run[0].substring(0, run[0].indexOf('(')) + form.length());
                Cli.Result r = gvdl("RUN DIFFERENTIAL COMPUTATION " + run[0] + " ON COLLECTION later SAVE RESULTS TO '"
                        + out + "'" + form + ";");
                assertEquals(0, r.exit(), r.err());
                assertEquals(run[1], Files.readString(out.resolve("later_1.csv")), run[0] + form);
                assertEquals(form.isEmpty(), Files.exists(out.resolve("later_2.csv")), run[0] + form);
                if (form.isEmpty()) {
                    assertEquals(run[2], Files.readString(out.resolve("later_2.csv")), run[0]);
                }
                assertEquals(run[3], Files.readString(out.resolve("later_2.changes.csv")), run[0] + form);
                assertNoGraphalyticsSpelling(out);
                Cli.Result back = Cli.run("results", out.toString(), "--view", "later_2");
                assertEquals(0, back.exit(), back.err());
                assertEquals(run[2], back.out(), run[0] + form + " read back");
            }
        }
    }

    @Test
    void resultsReadsBackAnEarlierVersionsSpellingAsWritten() throws IOException {
        // A CHANGES ONLY run as an earlier version wrote it: no run record, 9223372036854775807 for unreachable.
        Path old = Files.createDirectories(dir.resolve("old"));
        Files.writeString(old.resolve("summary.csv"), "view,position,edges,additions,deletions,mode,millis\n"
                + "a,1,4,4,0,differential,1.000\nb,2,3,0,1,differential,1.000\n");
        Files.writeString(old.resolve("a.csv"), "vertex,distance\n10,0\n20,1\n30,1\n40,9223372036854775807\n");
        Files.writeString(old.resolve("b.changes.csv"), "vertex,old,new\n20,1,9223372036854775807\n");
        Cli.Result r = Cli.run("results", old.toString(), "--view", "b");
        assertEquals(0, r.exit(), r.err());
        assertEquals("vertex,distance\n10,0\n20,9223372036854775807\n30,1\n40,9223372036854775807\n", r.out());
    }

    @Test
    void aRunOfOneViewWritesNoChangesFile() throws IOException {
        for (String target : List.of("ON GRAPH", "ON VIEW recent", "ON COLLECTION alone")) {
            for (String form : List.of("", " CHANGES ONLY")) {
                Path out = dir.resolve(target.replace(' ', '_') + form.length());
                Cli.Result r = gvdl("RUN COMPUTATION bfs(root=10) " + target + " SAVE RESULTS TO '" + out + "'" + form + ";");
                assertEquals(0, r.exit(), r.err());
                String view = target.equals("ON GRAPH") ? "graph" : target.equals("ON VIEW recent") ? "recent" : "alone_1";
                assertEquals(List.of(view + ".csv", "summary.csv", "views.csv"), files(out), target + form);
                assertTrue(r.out().contains("results in " + out + ": " + (view.equals("graph") ? "graph.csv"
                        : "<view>.csv") + ", summary.csv, views.csv"), r.out());
            }
        }
    }
}
