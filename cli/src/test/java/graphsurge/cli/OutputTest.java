package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.analytics.run.How;
import graphsurge.session.StatementResult;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the command line prints: -q, and one word, unit and number format for one thing everywhere. */
class OutputTest {
    @TempDir
    Path dir;
    String store;
    Path edges;

    /** Edges 10->20 (2001), 20->30 (2002), 10->30 (2003), 40->10 (2002); city of each call's caller. */
    @BeforeEach
    void graph() throws IOException {
        store = dir.resolve("store").toString();
        edges = Files.writeString(dir.resolve("e.csv"), ":start_id,:end_id,year:int,city\n"
                + "10,20,2001,Rome\n20,30,2002,Oslo\n10,30,2003,Rome\n40,10,2002,Oslo\n");
        assertEquals(0, Cli.run("--store", store, "-q", "-e", "LOAD GRAPH WITH EDGES FROM '" + edges + "';"
                + " CREATE VIEW COLLECTION upto WHERE [year <= 2001], [year <= 2002], [year <= 2003];").exit());
    }

    @Test
    void quietPrintsWhatWasAskedForAndNoChatter() {
        Cli.Result r = Cli.run("--store", store, "-q", "-e", "LOAD GRAPH WITH EDGES FROM '" + edges + "';"
                + " CREATE VIEW COLLECTION yearly WHERE [year = $y] FOR $y IN 2001..2003;"
                + " RUN COMPUTATION wcc ON COLLECTION yearly; SET THREADS 1; SHOW COLLECTIONS;");
        assertEquals(0, r.exit(), r.err());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.get(0).startsWith("Ran wcc on yearly (adaptive): 3 views in "), r.out());
        assertTrue(lines.get(1).startsWith("collection"), "then SHOW COLLECTIONS' table: " + r.out());
        assertFalse(r.out().contains("Loaded") || r.out().contains("Created") || r.out().contains("evaluated in")
                || r.out().contains("-- line") || r.out().contains("Using 1 thread"), r.out());
        assertFalse(r.out().contains("yearly_1") || r.out().contains("total:"), "no per-view table: " + r.out());
        assertEquals("", r.err());
    }

    @Test
    void aViewThePlainAlgorithmComputedIsPlainInTheTableJsonAndSummaryCsv() throws IOException {
        // pr with more iterations than its kernel keeps computes every view with its plain algorithm,
        // whatever the mode (docs/computations.md).
        Path out = dir.resolve("pr");
        Cli.Result table = Cli.run("--store", store, "-e", "RUN SCRATCH COMPUTATION pr(iterations=65) ON COLLECTION upto;");
        assertEquals(0, table.exit(), table.err());
        Cli.Result json = Cli.run("--store", store, "--format", "json", "-e",
                "RUN SCRATCH COMPUTATION pr(iterations=65) ON COLLECTION upto SAVE RESULTS TO '" + out + "';");
        assertEquals(0, json.exit(), json.err());
        List<String> summary = Files.readAllLines(out.resolve("summary.csv"));
        assertEquals("view,position,edges,additions,deletions,mode,millis,predicate", summary.get(0));
        for (String row : summary.subList(1, summary.size())) {
            assertEquals("plain", row.split(",")[5], row);
        }
        assertEquals(3, count(Pattern.compile("\"mode\": \"plain\""), json.out()), json.out());
        assertEquals(3, count(Pattern.compile("(?m)^  upto_\\d.* plain "), table.out()), table.out());
        assertFalse(table.out().contains("scratch in") || table.out().contains("natively"), table.out());
        assertTrue(table.out().contains("  views: 3 plain in "), table.out());
    }

    @Test
    void aRunTableShowsEveryTimeInOneUnit() {
        StatementResult.ComputationRan ran = new StatementResult.ComputationRan("wcc", "c", "adaptive", List.of(
                new StatementResult.ViewRow("slow", 1, 10, 10, 0, How.FRESH_DATAFLOW, "first view", 1_500_000_000L, 5, 5, 0),
                new StatementResult.ViewRow("fast", 2, 12, 2, 0, How.DIFFERENTIAL, "second view", 800_000_000L, 6, 1, 0)),
                2_300_000_000L, null, null, List.of());
        StringWriter out = new StringWriter();
        ResultRenderer.text(ran, new PrintWriter(out, true), new PrintWriter(new StringWriter(), true), false);
        assertTrue(out.toString().matches("(?s).*\\n  slow .* 1,500\\.0 ms .*"), out.toString());
        assertTrue(out.toString().matches("(?s).*\\n  fast .* 800\\.0 ms .*"), out.toString());
        assertTrue(out.toString().contains("total: 2,300.0 ms (1 differential in 800.0 ms, 1 scratch in 1,500.0 ms)"),
                out.toString());
    }

    @Test
    void theRunTableGivesEachViewsReasonInAFewWordsAndExplainOrJsonItsFigures() {
        String decision = "kernel catches up: 200 differences 20.0 ms, plain 40.0 ms";
        StatementResult.ComputationRan ran = new StatementResult.ComputationRan("bfs", "c", "adaptive", List.of(
                new StatementResult.ViewRow("v", 1, 10, 10, 0, How.KERNEL, decision, 1_000L, 5, 5, 0)),
                1_000L, null, null, List.of());
        String brief = text(ran);
        assertTrue(brief.matches("(?s).*\\n  v .* kernel catches up\\s*\\n.*"), brief);
        assertFalse(brief.contains("200 differences"), brief);
        StringWriter explained = new StringWriter();
        ResultRenderer.text(ran, new PrintWriter(explained, true), new PrintWriter(new StringWriter(), true), true);
        assertTrue(explained.toString().contains(decision), explained.toString());
        @SuppressWarnings("unchecked")
        List<java.util.Map<String, Object>> rows = (List<java.util.Map<String, Object>>) ResultRenderer.json(ran).get("views");
        assertEquals("kernel catches up", rows.get(0).get("reason"));
        assertEquals(decision, rows.get(0).get("decision"));
    }

    @Test
    void eachRunRowNamesTheViewItsChangesAreAgainst() {
        // Run order is not the views' order: win_11 runs before win_10, whose changes are against it.
        StatementResult.ComputationRan ran = new StatementResult.ComputationRan("wcc", "c", "adaptive", List.of(
                new StatementResult.ViewRow("win_11", 1, 10, 10, 0, How.FRESH_DATAFLOW, "first view", 1_000L, 5, 5, 0),
                new StatementResult.ViewRow("win_10", 2, 12, 2, 0, How.DIFFERENTIAL, "", 1_000L, 6, 1, 0)),
                2_000L, null, null, List.of());
        @SuppressWarnings("unchecked")
        List<java.util.Map<String, Object>> rows = (List<java.util.Map<String, Object>>) ResultRenderer.json(ran).get("views");
        assertEquals(null, rows.get(0).get("previous"));
        assertEquals("win_11", rows.get(1).get("previous"));
        StringWriter out = new StringWriter();
        ResultRenderer.text(ran, new PrintWriter(out, true), new PrintWriter(new StringWriter(), true), false);
        assertTrue(out.toString().contains(" previous "), out.toString());
        assertTrue(out.toString().matches("(?s).*\\n  win_10 +2 +win_11 .*"), out.toString());
    }

    @Test
    void aRunsTotalIsItsPartsAndParallelWorkIsLabelledAsSuch() {
        // 1,390.7 ms: 10.0 reading, 400.0 views, 950.0 writing, so 30.7 setting up.
        StatementResult.ComputationRan ran = new StatementResult.ComputationRan("wcc", "c", "adaptive", List.of(
                new StatementResult.ViewRow("a", 1, 10, 10, 0, How.FRESH_DATAFLOW, "first view", 250_000_000L, 5, 5, 0),
                new StatementResult.ViewRow("b", 2, 12, 2, 0, How.DIFFERENTIAL, "second view", 140_000_000L, 6, 1, 0)),
                1_390_700_000L, null, null, List.of(), null,
                new StatementResult.Phases(10_000_000L, 400_000_000L, 950_000_000L, 1));
        String table = text(ran);
        assertTrue(table.contains("  total: 1,390.7 ms = reading the graph and collection 10.0 ms + views 400.0 ms"
                + " + writing results 950.0 ms + setting up 30.7 ms\n"), table);
        assertTrue(table.contains("  views: 1 differential in 140.0 ms, 1 scratch in 250.0 ms\n"), table);
        // Two segments at once: 395.0 ms of the views' work in 250.0 ms of wall time.
        StatementResult.ComputationRan segmented = new StatementResult.ComputationRan("wcc", "c", "scratch", List.of(
                new StatementResult.ViewRow("a", 1, 10, 10, 0, How.PLAIN, "", 200_000_000L, 5, 5, 0),
                new StatementResult.ViewRow("b", 2, 12, 12, 0, How.PLAIN, "starts segment 2", 195_000_000L, 6, 6, 0)),
                323_800_000L, null, null, List.of(), null, new StatementResult.Phases(3_800_000L, 250_000_000L, 50_000_000L, 2));
        String cut = text(segmented);
        assertTrue(cut.contains("  total: 323.8 ms = reading the graph and collection 3.8 ms + views 250.0 ms"
                + " + writing results 50.0 ms + setting up 20.0 ms\n"), cut);
        assertTrue(cut.contains("  views: 395.0 ms of work on 2 segments at once (2 plain in 395.0 ms)\n"), cut);
    }

    @Test
    void quietShowsTheNoticesThatChangeWhatHappenedAndNoOthers() {
        StatementResult.ComputationRan ran = new StatementResult.ComputationRan("scc", "c", "differential", List.of(),
                0, null, null, List.of(StatementResult.Notice.outcome("scc computes every view with its plain algorithm"
                        + " here, whatever the mode"), StatementResult.Notice.information("ran 9 views in 2 segments")));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        ResultRenderer.quiet(ran, new PrintWriter(out, true), new PrintWriter(err, true));
        assertEquals("note: scc computes every view with its plain algorithm here, whatever the mode\n", err.toString());
        StringWriter all = new StringWriter();
        ResultRenderer.text(ran, new PrintWriter(new StringWriter(), true), new PrintWriter(all, true), false);
        assertTrue(all.toString().contains("note: ran 9 views in 2 segments"), all.toString());
    }

    private static String text(StatementResult.ComputationRan ran) {
        StringWriter out = new StringWriter();
        ResultRenderer.text(ran, new PrintWriter(out, true), new PrintWriter(new StringWriter(), true), false);
        return out.toString();
    }

    @Test
    void aSubMillisecondRunIsNotZeroMilliseconds() {
        StatementResult.ComputationRan ran = new StatementResult.ComputationRan("scc", "v", "adaptive", List.of(
                new StatementResult.ViewRow("v", 1, 3, 3, 0, How.PLAIN, "plain algorithm", 400_000L, 3, 3, 0)),
                400_000L, null, null, List.of());
        StringWriter out = new StringWriter();
        ResultRenderer.quiet(ran, new PrintWriter(out, true), new PrintWriter(new StringWriter(), true));
        assertEquals("Ran scc on v (adaptive): 1 view in 0.4 ms\n", out.toString());
    }

    @Test
    void countsAreGroupedAndPropertyValuesAreTypedInJson() throws IOException {
        StringBuilder csv = new StringBuilder(":start_id,:end_id,year:int,tag\n");
        for (int i = 0; i < 1200; i++) {
            csv.append(i).append(',').append(i + 1).append(",200").append(i % 10).append(",t").append(i).append('\n');
        }
        Path big = Files.writeString(dir.resolve("big.csv"), csv);
        String other = dir.resolve("other").toString();
        assertEquals(0, Cli.run("--store", other, "-q", "load", "--edges", big.toString()).exit());
        Cli.Result text = Cli.run("--store", other, "show", "graph");
        assertTrue(text.out().matches("(?s).*\\n  tag +string +0  1,200 distinct\\n.*"), text.out());
        assertTrue(text.out().matches("(?s).*\\n  year +int +0  2000 \\.\\. 2009\\n.*"), text.out());
        Cli.Result json = Cli.run("--store", other, "--format", "json", "show", "graph");
        assertTrue(json.out().contains("\"name\": \"year\", \"type\": \"int\", \"absent\": 0, \"values\": {\"min\": 2000,"
                + " \"max\": 2009}"), json.out());
        assertTrue(json.out().contains("\"name\": \"tag\", \"type\": \"string\", \"absent\": 0, \"values\": {\"distinct\": 1200}"),
                json.out());
    }

    @Test
    void everyJsonObjectSaysWhatResultItIsAndNothingElseIsCalledResult() {
        Cli.Result r = Cli.run("--store", store, "--format", "json", "-e", "SHOW COMPUTATIONS; SHOW COLLECTIONS;"
                + " RUN COMPUTATION wcc ON COLLECTION upto; SET THREADS 1;");
        assertEquals(0, r.exit(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(4, lines.size(), r.out());
        String[] kinds = {"computations", "collections", "computation ran", "done"};
        for (int i = 0; i < lines.size(); i++) {
            assertTrue(lines.get(i).startsWith("{\"line\": 1, \"result\": \"" + kinds[i] + "\""), lines.get(i));
            assertEquals(1, count(Pattern.compile("\"result\""), lines.get(i)), lines.get(i));
        }
    }

    @Test
    void aViewsChangedResultsNeverOutnumberItsResults() {
        // The second view has no edge: only the root is reported, and the three others left.
        Cli.Result r = Cli.run("--store", store, "--format", "json", "-e", "CREATE VIEW COLLECTION shrink WHERE"
                + " [year <= 2003], [year = 1999] MANUALLY_ORDERED; RUN DIFFERENTIAL COMPUTATION bfs(root=10) ON COLLECTION shrink;");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("\"view\": \"shrink_2\", \"position\": 2, \"edges\": 0, \"additions\": 0,"
                + " \"deletions\": 4"), r.out());
        assertTrue(r.out().matches("(?s).*\"view\": \"shrink_2\".*\"results\": 1, \"changed\": 0, \"removed\": 3, "
                + "\"values\": .*\"predicate\": \"year = 1999\", \"for\": \\{}}.*"),
                r.out());
    }

    @Test
    void onViewSuggestsViewsAndPagerankIsPr() {
        Cli.Result typo = Cli.run("--store", store, "-e", "RUN COMPUTATION wcc ON VIEW upto_4;");
        assertEquals(Main.EXIT_INPUT_ERROR, typo.exit());
        assertTrue(typo.err().contains("there is no view named 'upto_4'; did you mean 'upto_1'?"), typo.err());
        Cli.Result pagerank = Cli.run("--store", store, "-e", "RUN COMPUTATION pagerank(iterations=5) ON COLLECTION upto;");
        assertEquals(0, pagerank.exit(), pagerank.err());
        assertTrue(pagerank.out().contains("Ran pr on upto (adaptive): 3 views"), pagerank.out());
    }

    private static int count(Pattern p, String text) {
        Matcher m = p.matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }
}
