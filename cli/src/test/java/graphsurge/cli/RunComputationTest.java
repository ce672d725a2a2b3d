package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** RUN COMPUTATION from the command line: results on disk, the summary, and the errors users see. */
class RunComputationTest {
    @TempDir
    Path dir;
    Path store;

    /**
     * Vertices 10, 20, 30, 40, 50 (50 isolated); edges 10->20 (2001, w 1.5), 20->30 (2002, w 2),
     * 10->30 (2003, w 5), 40->10 (2002, w 0.5).
     */
    @BeforeEach
    void graph() throws IOException {
        store = dir.resolve("store");
        Path v = Files.writeString(dir.resolve("v.csv"), "id:id\n10\n20\n30\n40\n50\n");
        Path e = Files.writeString(dir.resolve("e.csv"), ":start_id,:end_id,year:int,w:double\n"
                + "10,20,2001,1.5\n20,30,2002,2\n10,30,2003,5\n40,10,2002,0.5\n");
        assertEquals(0, Cli.run("--store", store.toString(), "-q", "-e", "LOAD GRAPH WITH VERTICES FROM '" + v
                + "' AND EDGES FROM '" + e + "';").exit());
    }

    private Cli.Result gvdl(String statements) {
        return Cli.run("--store", store.toString(), "-e", statements);
    }

    @Test
    void onGraphEveryVertexIsReportedWithGraphalyticsConventions() throws IOException {
        Path out = dir.resolve("out");
        Cli.Result r = gvdl("RUN COMPUTATION bfs(root=10) ON GRAPH SAVE RESULTS TO '" + out + "';");
        assertEquals(0, r.exit(), r.err());
        assertEquals("vertex,distance\n10,0\n20,1\n30,1\n40,infinity\n50,infinity\n",
                Files.readString(out.resolve("graph.csv")));
        r = gvdl("RUN COMPUTATION sssp(root=10, weight=w) ON GRAPH SAVE RESULTS TO '" + out + "' REPLACE;");
        assertEquals(0, r.exit(), r.err());
        assertEquals("vertex,distance\n10,0.0\n20,1.5\n30,3.5\n40,infinity\n50,infinity\n",
                Files.readString(out.resolve("graph.csv")));
        r = gvdl("RUN COMPUTATION wcc ON GRAPH SAVE RESULTS TO '" + out + "' REPLACE;");
        assertEquals("vertex,component\n10,10\n20,10\n30,10\n40,10\n50,50\n", Files.readString(out.resolve("graph.csv")));
        r = gvdl("RUN COMPUTATION scc ON GRAPH SAVE RESULTS TO '" + out + "' REPLACE;");
        assertEquals("vertex,component\n10,10\n20,20\n30,30\n40,40\n50,50\n", Files.readString(out.resolve("graph.csv")));
    }

    @Test
    void aCollectionRunWritesEachViewItsChangesAndASummary() throws IOException {
        Path out = dir.resolve("results");
        Cli.Result r = gvdl("CREATE VIEW COLLECTION upto WHERE [year <= 2001], [year <= 2002], [year <= 2003] MANUALLY_ORDERED;"
                + "RUN DIFFERENTIAL COMPUTATION bfs(root=10) ON COLLECTION upto SAVE RESULTS TO '" + out + "';");
        assertEquals(0, r.exit(), r.err());
        // upto_1: 10->20 only; the root is reported, and every endpoint.
        assertEquals("vertex,distance\n10,0\n20,1\n", Files.readString(out.resolve("upto_1.csv")));
        // upto_2 adds 20->30 and 40->10: 30 at 2 hops, 40 unreachable.
        assertEquals("vertex,distance\n10,0\n20,1\n30,2\n40,infinity\n", Files.readString(out.resolve("upto_2.csv")));
        assertEquals("vertex,old,new\n30,,2\n40,,infinity\n", Files.readString(out.resolve("upto_2.changes.csv")));
        // upto_3 adds 10->30: 30 drops to 1 hop.
        assertEquals("vertex,old,new\n30,2,1\n", Files.readString(out.resolve("upto_3.changes.csv")));
        String summary = Files.readString(out.resolve("summary.csv"));
        assertTrue(summary.startsWith("view,position,edges,additions,deletions,mode,millis,predicate\nupto_1,1,1,1,0,differential,"), summary);
        assertTrue(summary.contains("\nupto_3,3,4,1,0,differential,"), summary);
        assertTrue(r.out().contains("Ran bfs on upto (differential): 3 views"), r.out());
    }

    @Test
    void theRunTableSaysWhetherTheKernelOrTheDataflowMovedADifferentialView() throws IOException {
        String collection = "CREATE VIEW COLLECTION upto WHERE [year <= 2001], [year <= 2002], [year <= 2003] MANUALLY_ORDERED;";
        Path out = dir.resolve("kernel");
        Cli.Result r = gvdl(collection + "RUN DIFFERENTIAL COMPUTATION sssp(root=10, weight=w) ON COLLECTION upto"
                + " SAVE RESULTS TO '" + out + "';");
        assertEquals(0, r.exit(), r.err());
        assertEquals(3, r.out().split(" differential \\(kernel\\) ", -1).length - 1, r.out());
        assertTrue(r.out().contains("DIFFERENTIAL mode"), r.out());
        // summary.csv keeps the mode word; the results are the kernel's: upto_3's 10->30 (w 5) does not beat 3.5.
        assertTrue(Files.readString(out.resolve("summary.csv")).contains("\nupto_3,3,4,1,0,differential,"));
        assertEquals("vertex,distance\n10,0.0\n20,1.5\n30,3.5\n40,infinity\n", Files.readString(out.resolve("upto_3.csv")));
        r = gvdl("RUN DIFFERENTIAL COMPUTATION sssp(root=10, weight=w, dataflow=true) ON COLLECTION upto;");
        assertEquals(0, r.exit(), r.err());
        assertEquals(3, r.out().split(" differential \\(dataflow\\) ", -1).length - 1, r.out());
        assertFalse(r.out().contains("kernel"), r.out());
        Cli.Result json = Cli.run("--store", store.toString(), "--format", "json", "-e",
                "RUN DIFFERENTIAL COMPUTATION bfs(root=10) ON COLLECTION upto;");
        assertEquals(0, json.exit(), json.err());
        assertEquals(3, json.out().split("\"mode\": \"differential\", \"ran\": \"kernel\"", -1).length - 1, json.out());
    }

    @Test
    void differentialPageRankByItsKernelIsWithinItsBoundOfThePlainAlgorithm() throws IOException {
        // A random graph (hubs, sinks, self-loops) with years, and 10-year windows sliding by one: views
        // whose vertices, sinks and vertex count change, by a fifth of their edges (less than the
        // kernel's recomputation threshold).
        java.util.SplittableRandom random = new java.util.SplittableRandom(16);
        StringBuilder vertices = new StringBuilder("id:id\n");
        for (int v = 0; v < 300; v++) {
            vertices.append(v).append('\n');
        }
        StringBuilder edges = new StringBuilder(":start_id,:end_id,year:int\n");
        for (int e = 0; e < 2400; e++) {
            int source = random.nextInt(4) == 0 ? random.nextInt(5) : random.nextInt(300);
            edges.append(source).append(',').append(random.nextInt(10) == 0 ? source : random.nextInt(300)).append(',')
                    .append(2000 + random.nextInt(20)).append('\n');
        }
        Path v = Files.writeString(dir.resolve("rv.csv"), vertices);
        Path e = Files.writeString(dir.resolve("re.csv"), edges);
        Path randomStore = dir.resolve("random");
        StringBuilder windows = new StringBuilder();
        for (int y = 2000; y <= 2010; y++) {
            windows.append(y == 2000 ? "" : ", ").append("[year >= ").append(y).append(" and year <= ").append(y + 9).append(']');
        }
        Path kernel = dir.resolve("kernel");
        Path plain = dir.resolve("plain");
        Cli.Result r = Cli.run("--store", randomStore.toString(), "-e", "LOAD GRAPH WITH VERTICES FROM '" + v
                + "' AND EDGES FROM '" + e + "'; CREATE VIEW COLLECTION w WHERE " + windows + " MANUALLY_ORDERED;"
                + "RUN DIFFERENTIAL COMPUTATION pr ON COLLECTION w SAVE RESULTS TO '" + kernel + "';"
                + "RUN SCRATCH COMPUTATION pr ON COLLECTION w SAVE RESULTS TO '" + plain + "';");
        assertEquals(0, r.exit(), r.err());
        assertEquals(11, r.out().split(" differential \\(kernel\\) ", -1).length - 1, r.out());
        for (int i = 1; i <= 11; i++) {
            java.util.List<String> got = Files.readAllLines(kernel.resolve("w_" + i + ".csv"));
            java.util.List<String> want = Files.readAllLines(plain.resolve("w_" + i + ".csv"));
            assertEquals(want.size(), got.size(), "w_" + i);
            for (int k = 1; k < want.size(); k++) {
                String[] g = got.get(k).split(",");
                String[] p = want.get(k).split(",");
                assertEquals(p[0], g[0], "w_" + i);
                double exact = Double.parseDouble(p[1]);
                assertTrue(Math.abs(Double.parseDouble(g[1]) - exact) <= 1e-6 * exact, "w_" + i + ": " + got.get(k)
                        + " against the plain algorithm's " + want.get(k));
            }
        }
    }

    @Test
    void aReportIsOneSelfContainedPageWithTheRunsNumbers() throws IOException {
        Path report = dir.resolve("reports/upto.html");
        Cli.Result r = gvdl("CREATE VIEW COLLECTION upto WHERE [year <= 2001], [year <= 2002], [year <= 2003] MANUALLY_ORDERED;"
                + "RUN COMPUTATION bfs(root=10) ON COLLECTION upto SAVE REPORT TO '" + report + "';");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("report in " + report), r.out());
        String html = Files.readString(report);
        assertTrue(html.startsWith("<!DOCTYPE html>") && html.endsWith("</html>\n"));
        for (String id : new String[] {"chart-views", "chart-heatmap", "chart-times", "chart-model-scratch",
            "chart-results-reached", "chart-results-distances"}) {
            assertTrue(html.contains("<svg id='" + id + "'"), id);
        }
        // The collection table: upto_2 at run position 2 with 3 edges, 2 added; BFS reaches 10, 20 and 30 there.
        assertTrue(html.contains("<td>upto_2</td><td class=\"n\">2</td><td class=\"n\">3</td><td class=\"n\">2</td>"),
                html);
        assertTrue(html.contains("<tr><td>upto_2</td><td class=\"n\">3</td><td class=\"n\">1</td>"), "3 reached, 40 not");
        assertFalse(html.contains("<script"));

        Path graphReport = dir.resolve("graph.html");
        r = Cli.run("--store", store.toString(), "run", "wcc", "--graph", "--report", graphReport.toString());
        assertEquals(0, r.exit(), r.err());
        String page = Files.readString(graphReport);
        assertTrue(page.contains("<svg id='chart-results-components'"), page);
        // Components on the graph: {10, 20, 30, 40} and {50}.
        assertTrue(page.contains("<tr><td>graph</td><td class=\"n\">2</td><td class=\"n\">4</td></tr>"), page);
        Cli.Result bad = gvdl("RUN COMPUTATION wcc ON GRAPH SAVE REPORT TO;");
        assertEquals(1, bad.exit());
        assertTrue(bad.err().contains("an HTML file"), bad.err());
    }

    @Test
    void everyModeWritesTheSameResults() throws IOException {
        gvdl("CREATE VIEW COLLECTION mixed WHERE [year = 2002], [year <> 2002], [year >= 2001], [year = 2003];");
        String[] modes = {"DIFFERENTIAL", "SCRATCH", "ADAPTIVE UPTO 1 COMP_X 0.0 DIFF_X 0.0", ""};
        String first = null;
        for (String mode : modes) {
            Path out = dir.resolve("m" + mode.hashCode());
            Cli.Result r = gvdl("RUN " + mode + " COMPUTATION wcc ON COLLECTION mixed SAVE RESULTS TO '" + out + "';");
            assertEquals(0, r.exit(), r.err());
            StringBuilder all = new StringBuilder();
            for (int v = 1; v <= 4; v++) {
                all.append(Files.readString(out.resolve("mixed_" + v + ".csv")));
            }
            if (first == null) {
                first = all.toString();
            }
            assertEquals(first, all.toString(), mode);
        }
        // mixed_1 holds 20->30 and 40->10: two components, labelled by their smallest ids.
        assertTrue(first.startsWith("vertex,component\n10,10\n20,20\n30,20\n40,10\nvertex,component\n"), first);
    }

    @Test
    void showComputationsListsTheBuiltInsWithTheirParameters() {
        Cli.Result r = gvdl("SHOW COMPUTATIONS;");
        assertEquals(0, r.exit(), r.err());
        for (String name : new String[] {"bfs", "sssp", "wcc", "pr", "scc", "mpsp"}) {
            assertTrue(r.out().contains("\n" + name + " "), name + " in\n" + r.out());
        }
        assertTrue(r.out().contains("root (vertex id)"), r.out());
        // Long parameter texts wrap within their column instead of widening every row.
        for (String line : r.out().lines().toList()) {
            assertTrue(line.length() <= 132, line.length() + " characters: " + line);
        }
        assertTrue(r.out().contains("weight_cap"), r.out());
    }

    @Test
    void mistakesPointAtTheParameter() throws IOException {
        Cli.Result r = gvdl("RUN COMPUTATION bsf(root=10) ON GRAPH;");
        assertFalse(r.exit() == 0);
        assertTrue(r.err().contains("unknown computation 'bsf'") && r.err().contains("did you mean 'bfs'?"), r.err());
        r = gvdl("RUN COMPUTATION bfs(rot=10) ON GRAPH;");
        assertTrue(r.err().contains("unknown parameter 'rot': bfs takes dataflow, root; did you mean 'root'?"), r.err());
        assertTrue(r.err().contains("  RUN COMPUTATION bfs(rot=10) ON GRAPH;\n                      ^^^"), r.err());
        r = gvdl("RUN COMPUTATION bfs ON GRAPH;");
        assertTrue(r.err().contains("bfs needs the parameter 'root'"), r.err());
        r = gvdl("RUN COMPUTATION bfs(root=11) ON GRAPH;");
        assertTrue(r.err().contains("root: there is no vertex 11 in the graph"), r.err());
        r = gvdl("RUN COMPUTATION sssp(root=10, weight=year2) ON GRAPH;");
        assertTrue(r.err().contains("there is no edge property 'year2'; did you mean 'year'?"), r.err());
        r = gvdl("RUN COMPUTATION pr(damping=1.5) ON GRAPH;");
        assertTrue(r.err().contains("damping must be a number from 0 to 1"), r.err());
        r = gvdl("RUN COMPUTATION wcc ON COLLECTION nothere;");
        assertTrue(r.err().contains("there is no collection named 'nothere'"), r.err());
        Path v = Files.writeString(dir.resolve("nv.csv"), "id:id\n1\n2\n");
        Path e = Files.writeString(dir.resolve("ne.csv"), ":start_id,:end_id,w:int\n1,2,-3\n");
        r = gvdl("LOAD GRAPH WITH VERTICES FROM '" + v + "' AND EDGES FROM '" + e + "';"
                + " RUN COMPUTATION sssp(root=1, weight=w) ON GRAPH;");
        assertTrue(r.err().contains("1 of 1 edges in the graph has a negative or infinite w; first: 1 -> 2 (-3);"
                + " shortest paths need finite non-negative weights"), r.err());
    }

    /**
     * SSSP checks the weights of the edges the run's views hold only; a run whose views hold edges
     * without one fails (exit 1, pointing at weight=, nothing written) unless missing=skip or
     * default_weight says what they weigh.
     */
    @Test
    void ssspNeedsWeightsOnTheEdgesOfTheViewsRunOnly() throws IOException {
        Path v = Files.writeString(dir.resolve("wv.csv"), "id:id\n1\n2\n3\n4\n");
        Path e = Files.writeString(dir.resolve("we.csv"), ":start_id,:end_id,year:int,km:double\n"
                + "1,2,2001,1.5\n2,3,2002,\n1,3,2002,4\n3,4,2003,\n");
        assertEquals(0, gvdl("LOAD GRAPH WITH VERTICES FROM '" + v + "' AND EDGES FROM '" + e + "';"
                + " CREATE VIEW COLLECTION early WHERE [year <= 2001], [year <= 2001 OR km > 3];"
                + " CREATE VIEW COLLECTION upto WHERE [year <= 2001], [year <= 2002], [year <= 2003];").exit());
        Path out = dir.resolve("early");
        Cli.Result r = gvdl("RUN COMPUTATION sssp(root=1, weight=km) ON COLLECTION early SAVE RESULTS TO '" + out + "';");
        assertEquals(0, r.exit(), r.err());
        assertEquals("vertex,distance\n1,0.0\n2,1.5\n3,4.0\n", Files.readString(out.resolve("early_2.csv")));
        out = dir.resolve("upto");
        r = gvdl("RUN COMPUTATION sssp(root=1, weight=km) ON COLLECTION upto SAVE RESULTS TO '" + out + "' REPLACE;");
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().contains("2 of 4 edges in the views have no km; first: 2 -> 3. Give missing=skip to leave such"
                + " edges out, or default_weight=<number> to weigh them"), r.err());
        assertTrue(r.err().contains("  RUN COMPUTATION sssp(root=1, weight=km) ON COLLECTION upto"), r.err());
        assertTrue(r.err().contains("\n                                      ^^"), r.err());
        assertFalse(Files.exists(out), "a run that fails its check writes nothing");
        r = gvdl("RUN COMPUTATION sssp(root=1, weight=km) ON VIEW upto_2;");
        assertTrue(r.err().contains("1 of 3 edges in the view has no km; first: 2 -> 3."), r.err());
        r = gvdl("RUN COMPUTATION sssp(root=1, weight=km, missing=skip) ON COLLECTION upto SAVE RESULTS TO '" + out + "' REPLACE;");
        assertEquals(0, r.exit(), r.err());
        assertEquals("vertex,distance\n1,0.0\n2,1.5\n3,4.0\n4,infinity\n", Files.readString(out.resolve("upto_3.csv")));
        r = gvdl("RUN COMPUTATION sssp(root=1, weight=km, default_weight=1) ON COLLECTION upto SAVE RESULTS TO '" + out + "' REPLACE;");
        assertEquals(0, r.exit(), r.err());
        assertEquals("vertex,distance\n1,0.0\n2,1.5\n3,2.5\n4,3.5\n", Files.readString(out.resolve("upto_3.csv")));
    }

    @Test
    void jsonOutputDescribesEveryView() {
        gvdl("CREATE VIEW COLLECTION two WHERE [year <= 2001], [year <= 2003];");
        Cli.Result r = Cli.run("--store", store.toString(), "--format", "json", "-e", "RUN COMPUTATION pr ON COLLECTION two;");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("\"computation\":\"pr\"") || r.out().contains("\"computation\": \"pr\""), r.out());
        assertTrue(r.out().contains("two_2"), r.out());
    }

    @Test
    void theRunSubcommandMirrorsTheStatement() throws IOException {
        gvdl("CREATE VIEW COLLECTION upto WHERE [year <= 2001], [year <= 2003] MANUALLY_ORDERED;");
        Path out = dir.resolve("sub");
        Cli.Result r = Cli.run("--store", store.toString(), "run", "sssp", "-p", "root=10", "--param", "weight=w",
                "--on", "upto", "--mode", "scratch", "--out", out.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals("vertex,distance\n10,0.0\n20,1.5\n30,3.5\n40,infinity\n", Files.readString(out.resolve("upto_2.csv")));
        r = Cli.run("--store", store.toString(), "run", "bfs", "--on", "upto", "--graph");
        assertFalse(r.exit() == 0, "--on and --graph exclude each other");
        r = Cli.run("--store", store.toString(), "run", "bfs", "-p", "root=10", "--graph", "--mode", "fast");
        assertTrue(r.err().contains("--mode must be adaptive, differential or scratch"), r.err());
    }

    @Test
    void onViewRunsAStoredViewOrOneViewOfACollection() throws IOException {
        Path out = dir.resolve("v");
        Cli.Result r = gvdl("CREATE VIEW COLLECTION upto WHERE [year <= 2001], [year <= 2002] MANUALLY_ORDERED;"
                + " RUN COMPUTATION bfs(root=10) ON VIEW upto_2 SAVE RESULTS TO '" + out + "';");
        assertEquals(0, r.exit(), r.err());
        assertEquals("vertex,distance\n10,0\n20,1\n30,2\n40,infinity\n", Files.readString(out.resolve("upto_2.csv")));
        r = gvdl("RUN COMPUTATION wcc ON VIEW upto;");
        assertTrue(r.err().contains("'upto' is a collection of 2 views: run it ON COLLECTION upto"), r.err());
        r = gvdl("RUN COMPUTATION wcc ON VIEW upto_3;");
        assertTrue(r.err().contains("there is no view named 'upto_3'"), r.err());
    }

    @Test
    void onGraphTheDataflowAndThePlainAlgorithmAgree() throws IOException {
        for (String computation : new String[] {"bfs(root=10)", "sssp(root=10, weight=w)", "wcc", "mpsp(goals=[(10, 30), (40, 20)])",
            "pr(iterations=7)", "pr(iterations=7, dataflow=true)"}) {
            String adaptive = null;
            for (String mode : new String[] {"", "DIFFERENTIAL", "SCRATCH"}) {
                Path out = dir.resolve("g" + mode.length());
                Cli.Result r = gvdl("RUN " + mode + " COMPUTATION " + computation + " ON GRAPH SAVE RESULTS TO '" + out + "' REPLACE;");
                assertEquals(0, r.exit(), r.err());
                String result = Files.readString(out.resolve("graph.csv"));
                if (adaptive == null) {
                    adaptive = result;
                }
                assertEquals(adaptive, result, computation + " " + mode);
            }
        }
    }
}
