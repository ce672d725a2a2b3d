package graphsurge.cli.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.analytics.computation.Computation;
import graphsurge.analytics.computation.ComputationRegistry;
import graphsurge.analytics.computation.Mpsp;
import graphsurge.analytics.computation.Parameters;
import graphsurge.analytics.computation.Program;
import graphsurge.analytics.computation.ResultFormat;
import graphsurge.analytics.computation.ResultKind;
import graphsurge.analytics.plain.PlainBfs;
import graphsurge.analytics.plain.PlainPageRank;
import graphsurge.analytics.run.AdaptiveSplitter;
import graphsurge.bench.Bench;
import graphsurge.bench.Competitor;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.VertexIds;
import graphsurge.gstore.generate.GraphModel;
import graphsurge.gstore.generate.GraphSpec;
import graphsurge.gstore.generate.PropertyGraphGenerator;
import graphsurge.gvdl.ast.Statement;
import graphsurge.gvdl.parse.Parser;
import graphsurge.ordering.HammingDistances;
import graphsurge.session.GvdlParameters;
import graphsurge.session.ResultSummary;
import graphsurge.session.StatementResult;
import graphsurge.vcstore.collection.CollectionBuilder;
import graphsurge.vcstore.collection.ForBindings;
import graphsurge.vcstore.collection.ViewCollection;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.jfree.data.category.DefaultCategoryDataset;
import org.junit.jupiter.api.Test;

/** The numbers behind the report's charts, checked against values worked out by hand or computed independently. */
class ReportDataTest {
    private static final PropertyGraph GRAPH = PropertyGraphGenerator.generate(new GraphSpec(GraphModel.UNIFORM, 6, 400, 3), 1);
    private static final VertexIds IDS = GRAPH.ids();
    private static final long U = PlainBfs.UNREACHED;

    /** A summary of the results of the built-in {@code computation}, of the kind it declares. */
    private static ResultSummary summary(String computation, int resultSize) {
        return summary(ComputationRegistry.builtIns().find(computation).resultKind(), resultSize);
    }

    private static ResultSummary summary(ResultKind kind, int resultSize) {
        return new ResultSummary(kind, IDS, ResultFormat.byVertex(IDS, "x", ResultFormat.HOPS), resultSize);
    }

    /** A computation that only describes itself: {@code name} and {@code kind}. */
    private static Computation described(String name, ResultKind kind) {
        return new Computation() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public ResultKind resultKind() {
                return kind == null ? Computation.super.resultKind() : kind;
            }

            @Override
            public String description() {
                return "";
            }

            @Override
            public String parameters() {
                return "";
            }

            @Override
            public Program bind(PropertyGraph graph, Parameters parameters) {
                throw new UnsupportedOperationException();
            }
        };
    }

    @Test
    void resultsAreSummarizedByTheKindTheComputationDeclaresNotByItsName() {
        assertEquals(ResultKind.HOPS, ComputationRegistry.builtIns().find("bfs").resultKind());
        assertEquals(ResultKind.DISTANCES, ComputationRegistry.builtIns().find("sssp").resultKind());
        assertEquals(ResultKind.COMPONENTS, ComputationRegistry.builtIns().find("wcc").resultKind());
        assertEquals(ResultKind.COMPONENTS, ComputationRegistry.builtIns().find("scc").resultKind());
        assertEquals(ResultKind.RANKS, ComputationRegistry.builtIns().find("pr").resultKind());
        assertEquals(ResultKind.GOAL_HOPS, ComputationRegistry.builtIns().find("mpsp").resultKind());
        // A user's computation of hop distances gets the distance summary; one that says nothing is
        // counted, whatever its name.
        ResultSummary hops = summary(described("hops-from-zero", ResultKind.HOPS).resultKind(), 3);
        hops.view("v", new long[] {0, 1, U}, all(3));
        assertEquals(2, ((ResultSummary.Distances) hops.views().get(0)).reached());
        ResultSummary unsaid = summary(described("bfs", null).resultKind(), 3);
        unsaid.view("v", new long[] {0, 1, U}, all(3));
        assertEquals(new ResultSummary.Counted("v", 3), unsaid.views().get(0));
        assertEquals(ResultKind.OTHER, unsaid.kind());
    }

    private static boolean[] all(int n) {
        boolean[] r = new boolean[n];
        java.util.Arrays.fill(r, true);
        return r;
    }

    @Test
    void distancesCountReachedVerticesAndTakeQuantilesOfTheFiniteOnes() {
        ResultSummary s = summary("bfs", 12);
        // Eleven reported vertices: distances 0..9 and one unreached; the twelfth is not in the view.
        long[] values = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, U, 1};
        boolean[] reported = all(12);
        reported[11] = false;
        s.view("v1", values, reported);
        ResultSummary.Distances d = (ResultSummary.Distances) s.views().get(0);
        assertEquals(10, d.reached());
        assertEquals(1, d.unreached());
        // Nearest rank over 0..9 at (n - 1) * q: 0, 0.9 -> 1, 2.25 -> 2, 4.5 -> 5 (half up), 6.75 -> 7, 8.1 -> 8, 9.
        assertArrayEquals(new double[] {0, 1, 2, 5, 7, 8, 9}, d.quantiles());
        assertEquals(4.5, d.mean(), 1e-12);

        ResultSummary weighted = summary("sssp", 3);
        weighted.view("v", new long[] {Double.doubleToLongBits(0.5), Double.doubleToLongBits(Double.POSITIVE_INFINITY),
            Double.doubleToLongBits(2.5)}, all(3));
        ResultSummary.Distances w = (ResultSummary.Distances) weighted.views().get(0);
        assertEquals(2, w.reached());
        assertEquals(0.5, w.quantiles()[0]);
        assertEquals(2.5, w.quantiles()[6]);

        ResultSummary none = summary("bfs", 2);
        none.view("v", new long[] {U, U}, all(2));
        assertEquals(0, ((ResultSummary.Distances) none.views().get(0)).quantiles().length);
    }

    @Test
    void componentsAreCountedAndBinnedBySize() {
        ResultSummary s = summary("wcc", 9);
        // Components {0,1,2}, {3,4}, {5}, and {6..8} of which 8 is not in the view: sizes 3, 2, 1, 2.
        long[] labels = {0, 0, 0, 3, 3, 5, 6, 6, 6};
        boolean[] reported = all(9);
        reported[8] = false;
        s.view("v", labels, reported);
        ResultSummary.Components c = (ResultSummary.Components) s.views().get(0);
        assertEquals(4, c.count());
        assertEquals(3, c.largest());
        assertArrayEquals(new long[] {1, 3}, c.sizeBins()); // one of size 1; three of 2-3
    }

    @Test
    void ranksKeepEachViewsTopAndFollowTheVerticesTopAcrossViews() {
        PropertyGraph graph = PropertyGraphGenerator.generate(new GraphSpec(GraphModel.UNIFORM, 9, 2000, 3), 1);
        VertexIds ids = graph.ids();
        int n = graph.vertexCount();
        long seed = 5;
        SplittableRandom r = new SplittableRandom(seed);
        ResultSummary s = new ResultSummary(ResultKind.RANKS, ids, ResultFormat.byVertex(ids, "x", ResultFormat.HOPS), n);
        int k = 4;
        long[][] views = new long[k][n];
        boolean[][] reported = new boolean[k][n];
        // The first view run is one edge, 0 -> 1, each ranked 0.5: its top must not be what is followed.
        views[0][0] = PlainPageRank.ONE / 2;
        views[0][1] = PlainPageRank.ONE / 2;
        reported[0][0] = true;
        reported[0][1] = true;
        for (int v = 1; v < k; v++) {
            for (int i = 0; i < n; i++) {
                reported[v][i] = i > 1 && r.nextInt(10) > 0;
                views[v][i] = reported[v][i] ? r.nextLong(1, PlainPageRank.ONE / n * 4) : 0;
            }
        }
        for (int v = 0; v < k; v++) {
            s.view("v" + v, views[v], reported[v]);
        }
        // Each view's top and its DEPTH highest, by a sort; the followed vertices by their rank times
        // their view's vertex count summed over the views, by a sort.
        double[] score = new double[n];
        List<List<Integer>> deep = new ArrayList<>();
        for (int v = 0; v < k; v++) {
            int count = 0;
            List<Integer> inView = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                if (reported[v][i]) {
                    count++;
                    inView.add(i);
                }
            }
            for (int i : inView) {
                score[i] += PlainPageRank.toDouble(views[v][i]) * count;
            }
            final int view = v;
            inView.sort((a, b) -> views[view][a] != views[view][b] ? Long.compare(views[view][b], views[view][a])
                    : Integer.compare(a, b));
            ResultSummary.Ranks ranks = (ResultSummary.Ranks) s.views().get(v);
            assertEquals(Math.min(ResultSummary.TOP, inView.size()), ranks.top().size());
            for (int i = 0; i < ranks.top().size(); i++) {
                assertEquals(ids.original(inView.get(i)), ranks.top().get(i).vertex(), "seed " + seed + " view " + v + " place " + i);
            }
            deep.add(inView.subList(0, Math.min(ResultSummary.DEPTH, inView.size())));
        }
        List<Integer> byScore = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            byScore.add(i);
        }
        byScore.sort((a, b) -> score[a] != score[b] ? Double.compare(score[b], score[a]) : Integer.compare(a, b));
        int[] followed = s.followed();
        assertEquals(ResultSummary.TOP, followed.length);
        for (int f = 0; f < followed.length; f++) {
            assertEquals(byScore.get(f), followed[f], "seed " + seed + " followed " + f);
            assertTrue(followed[f] > 1, "the one-edge view's vertices are not followed");
            assertEquals(ids.original(followed[f]), s.followedNames().get(f));
        }
        for (int v = 0; v < k; v++) {
            double[] here = s.followedRanks(v);
            for (int f = 0; f < followed.length; f++) {
                double expected = deep.get(v).contains(followed[f]) ? PlainPageRank.toDouble(views[v][followed[f]])
                        : Double.NaN;
                assertEquals(expected, here[f], 0, "seed " + seed + " view " + v + " followed " + f);
            }
        }
        // With views this large, some followed vertex falls below a view's DEPTH highest: a gap, not a wrong rank.
        boolean gap = false;
        for (int v = 1; v < k; v++) {
            for (double d : s.followedRanks(v)) {
                gap |= Double.isNaN(d);
            }
        }
        assertTrue(gap, "seed " + seed + ": the test reaches a followed vertex outside a view's kept ranks");
    }

    @Test
    void goalsAreNamedAndUnreachableOnesAreGaps() {
        var run = (Statement.RunComputation) Parser.parseStatement("RUN COMPUTATION mpsp(goals=[(0, 1), (1, 2)]) ON GRAPH;");
        ResultFormat format = new Mpsp().bind(GRAPH, GvdlParameters.of("mpsp", run)).format();
        ResultSummary s = new ResultSummary(new Mpsp().resultKind(), IDS, format, 2);
        s.view("v", new long[] {4, U}, all(2));
        assertEquals(List.of("0 \u2192 1", "1 \u2192 2"), s.goals());
        double[] d = ((ResultSummary.Goals) s.views().get(0)).distances();
        assertEquals(4, d[0]);
        assertTrue(Double.isNaN(d[1]));
    }

    @Test
    void theHeatMapHoldsEveryPairsHammingDistanceInRunOrder() {
        SplittableRandom r = new SplittableRandom(9);
        int m = GRAPH.edgeCount();
        int k = 6;
        long[][] matrix = new long[k][(m + 63) / 64];
        List<String> names = new ArrayList<>();
        for (int v = 0; v < k; v++) {
            for (int e = 0; e < m; e++) {
                if (r.nextInt(3) > 0) {
                    matrix[v][e >>> 6] |= 1L << e;
                }
            }
            names.add("v" + v);
        }
        ViewCollection c = CollectionBuilder.fromMatrix(0, "c", names, names, matrix, null, 1).collection();
        RunReport.Distances d = RunReport.distancesInRunOrder(c, m, 2);
        assertEquals(1, d.block());
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) {
                long expected = 0;
                long[] a = matrix[c.runOrder()[i]];
                long[] b = matrix[c.runOrder()[j]];
                for (int w = 0; w < a.length; w++) {
                    expected += Long.bitCount(a[w] ^ b[w]);
                }
                assertEquals(expected, d.cells()[i][j], i + "," + j);
            }
        }
        // Kept plus added is each view's size; the deleted count is the run position's deletions.
        List<Charts.ViewSeries> sizes = RunReport.viewSizes(c);
        assertEquals(List.of("kept", "added", "deleted"), sizes.stream().map(Charts.ViewSeries::name).toList());
        for (int p = 0; p < k; p++) {
            assertEquals(c.sizes()[c.runOrder()[p]], sizes.get(0).values()[p] + sizes.get(1).values()[p]);
            assertEquals(c.deletions()[p].length, sizes.get(2).values()[p]);
        }
    }

    @Test
    void pastTwoHundredViewsTheHeatMapAveragesBlocksOfViews() {
        // Views 0..999 whose distance is |i - j|: blocks of five, so a cell of blocks a != b averages
        // (j - i) over 5 x 5 pairs, 5 |a - b|, and a diagonal cell 2 (4 + 6 + 6 + 4) / 25 = 1.6.
        int k = 1000;
        RunReport.Distances d = RunReport.binned(HammingDistances.of(new int[k], (i, j) -> Math.abs(i - j)), k);
        assertEquals(5, d.block());
        assertEquals(200, d.cells().length);
        for (int a = 0; a < 200; a++) {
            for (int b = 0; b < 200; b++) {
                assertEquals(a == b ? 1.6 : 5.0 * Math.abs(a - b), d.cells()[a][b], 1e-9, a + "," + b);
            }
        }
        // 201 views: blocks of two, the last one view alone, averaged over its own size.
        RunReport.Distances odd = RunReport.binned(HammingDistances.of(new int[201], (i, j) -> Math.abs(i - j)), 201);
        assertEquals(2, odd.block());
        assertEquals(101, odd.cells().length);
        assertEquals((200 - 198 + 200 - 199) / 2.0, odd.cells()[100][99], 1e-12);
        assertEquals(0, odd.cells()[100][100], 1e-12);
    }

    @Test
    void seriesColoursNeverRepeat() {
        for (int n = 1; n <= 64; n++) {
            assertEquals(n, java.util.Arrays.stream(Charts.distinct(n)).distinct().count(), n + " distinct colours");
        }
        for (int n = 1; n <= 32; n++) {
            java.awt.Color[] ramp = Charts.ramp(n);
            for (int i = 1; i < n; i++) {
                assertTrue(luma(ramp[i]) < luma(ramp[i - 1]), n + " classes: class " + i + " is darker than the one before");
            }
        }
        assertEquals("1 vertex", RunReport.sizeClass(0, 1));
        assertEquals("1-3 vertices", RunReport.sizeClass(0, 2));
        assertEquals("16384-65535 vertices", RunReport.sizeClass(14, 16));
    }

    @Test
    void pastAThousandViewsATableListsTheExtremesAndSaysSo() {
        int k = 20_000;
        List<List<String>> rows = new ArrayList<>();
        double[] time = new double[k];
        for (int v = 0; v < k; v++) {
            rows.add(List.of("view_" + v));
            time[v] = v == 12_345 ? 1e9 : v % 7;
        }
        StringBuilder out = new StringBuilder();
        List<List<String>> listed = RunReport.listed(out, rows, time, "time", "summary.csv lists every view");
        assertTrue(listed.size() <= RunReport.MAX_TABLE_ROWS, listed.size() + " rows");
        assertTrue(listed.contains(List.of("view_12345")), "the slowest view is listed");
        assertEquals(List.of("view_0"), listed.get(0));
        assertEquals(List.of("view_19999"), listed.get(listed.size() - 1));
        assertTrue(out.toString().contains("of the 20,000 views") && out.toString().contains("summary.csv lists every view"),
                out.toString());
        StringBuilder none = new StringBuilder();
        assertEquals(rows.subList(0, 1000), RunReport.listed(none, rows.subList(0, 1000), time, "time", ""));
        assertEquals("", none.toString(), "a thousand views are all listed, without a note");
    }

    @Test
    void longViewNamesAreShortenedUnderTheirBarsAndNeverMerge() {
        var a = new Charts.ViewLabel(0, "sliding_window_of_six_months_from_2010_01");
        var b = new Charts.ViewLabel(1, "sliding_window_of_six_months_from_2010_02");
        // 24 characters: the first 11, an ellipsis, the last 12.
        assertEquals("sliding_win\u2026from_2010_01", a.toString());
        assertEquals("sliding_win\u2026from_2010_02", b.toString());
        assertEquals("short", new Charts.ViewLabel(2, "short").toString());
        // Two views of one name are two bars.
        DefaultCategoryDataset d = new DefaultCategoryDataset();
        d.addValue(1, "s", new Charts.ViewLabel(0, "same"));
        d.addValue(2, "s", new Charts.ViewLabel(1, "same"));
        assertEquals(2, d.getColumnCount());
    }

    /** Rec. 601 luma: how light a colour looks. */
    private static double luma(java.awt.Color c) {
        return 0.299 * c.getRed() + 0.587 * c.getGreen() + 0.114 * c.getBlue();
    }

    @Test
    void aReportOfAThousandViewsStaysSmallAndReadable() {
        long seed = 1000;
        SplittableRandom r = new SplittableRandom(seed);
        PropertyGraph graph = PropertyGraphGenerator.generate(new GraphSpec(GraphModel.UNIFORM, 12, 6400, 3), 1);
        int m = graph.edgeCount();
        int k = 1000;
        long[][] matrix = new long[k][(m + 63) / 64];
        List<String> names = new ArrayList<>();
        for (int v = 0; v < k; v++) {
            for (int e = 0; e < m; e++) {
                // Each view holds a sliding window of about half the edges.
                if ((e + 3 * v) % m < m / 2 && r.nextInt(20) > 0) {
                    matrix[v][e >>> 6] |= 1L << e;
                }
            }
            names.add("window_" + v);
        }
        ViewCollection c = CollectionBuilder.fromMatrix(0, "windows", names, names, matrix, "user", 1).collection();
        int n = graph.vertexCount();
        ResultSummary s = new ResultSummary(ResultKind.HOPS, graph.ids(), ResultFormat.byVertex(graph.ids(), "x",
                ResultFormat.HOPS), n);
        List<RunReport.ViewTiming> timings = new ArrayList<>();
        StatementResult.How[] hows = StatementResult.How.values();
        for (int p = 0; p < k; p++) {
            long[] values = new long[n];
            for (int i = 0; i < n; i++) {
                values[i] = r.nextInt(8) == 0 ? U : r.nextInt(12);
            }
            int view = c.runOrder()[p];
            s.view(c.viewNames().get(view), values, all(n));
            timings.add(new RunReport.ViewTiming(c.viewNames().get(view), p + 1, c.sizes()[view], c.additions()[p].length,
                    c.deletions()[p].length, hows[r.nextInt(3)], "how", "why", r.nextLong(100_000, 50_000_000),
                    String.format(Locale.ROOT, "%,d reached, mean %.2f, max %d", r.nextInt(n), r.nextDouble(12), 11)));
        }
        RunReport.Distances distances = RunReport.distancesInRunOrder(c, m, 2);
        String html = RunReport.render(new RunReport.Run("RUN COMPUTATION bfs(root=0) ON COLLECTION windows SAVE REPORT "
                + "TO 'windows.html';", "bfs", "adaptive", "windows", c, distances, timings, 1_000_000_000L, s, 2));
        System.out.printf("a report of %,d views: %,d bytes (seed %d)%n", k, html.length(), seed);
        assertTrue(html.length() <= 3_000_000, "seed " + seed + ": " + html.length() + " bytes");
        for (String id : List.of("chart-views", "chart-heatmap", "chart-times", "chart-model-scratch",
                "chart-model-differential", "chart-results-reached", "chart-results-distances")) {
            assertTrue(html.contains("<svg id='" + id + "'"), id);
        }
        String caption = html.substring(html.indexOf("<svg id='chart-heatmap'"));
        caption = caption.substring(caption.indexOf("<figcaption>"), caption.indexOf("</figcaption>"));
        assertTrue(caption.length() < 600 && !caption.contains("window_500"), "the caption does not list every view: " + caption);
        assertTrue(caption.contains("block of 5 by 5 run positions"), caption);
        assertFalse(html.contains("<th></th>"), "no empty header cells");
        assertTrue(html.contains("white-space:pre-wrap") && !html.contains("overflow-x:auto"), "the statement wraps");
    }

    @Test
    void timesAreColouredByHowEachViewRanAndTheModelFitsItsObservations() {
        List<RunReport.ViewTiming> views = List.of(
                new RunReport.ViewTiming("a", 1, 1000, 1000, 0, StatementResult.How.SCRATCH, "scratch", "first view", 5_000_000, ""),
                new RunReport.ViewTiming("b", 2, 1100, 150, 50, StatementResult.How.DIFFERENTIAL, "differential", "",
                        2_000_000 + 200 * 1_000, ""),
                new RunReport.ViewTiming("c", 3, 1200, 300, 100, StatementResult.How.DIFFERENTIAL, "differential", "",
                        2_000_000 + 400 * 1_000, ""),
                new RunReport.ViewTiming("d", 4, 3000, 2000, 200, StatementResult.How.PLAIN, "plain", "split", 11_000_000, ""));
        List<Charts.ViewSeries> times = RunReport.times(views);
        assertEquals(List.of("differential", "scratch", "plain"), times.stream().map(Charts.ViewSeries::name).toList());
        assertEquals(5.0, times.get(1).values()[0]);
        assertTrue(Double.isNaN(times.get(0).values()[0]), "a view run from scratch has no differential time");
        assertEquals(2.2, times.get(0).values()[1], 1e-12);
        assertEquals(11.0, times.get(2).values()[3]);
        // Differential: 2 ms + 1 µs per difference, exactly. Scratch: the plain view (3000, 11 ms)
        // alone, as the runner's model learns a rerun's cost (the cold first dataflow is not a
        // rerun when there is a plain algorithm): one observation predicts proportionally.
        AdaptiveSplitter model = RunReport.model(views);
        assertEquals(0.002, model.differentialLine().intercept(), 1e-12);
        assertEquals(1e-6, model.differentialLine().slope(), 1e-15);
        assertEquals(0.0, model.scratchLine().intercept(), 1e-12);
        assertEquals(0.011 / 3000, model.scratchLine().slope(), 1e-15);
        assertNull(RunReport.model(views.subList(0, 1)).differentialLine());
        // Without a plain view, fresh dataflows are the reruns: (1000, 5 ms) and (3000, 11 ms).
        List<RunReport.ViewTiming> noPlain = List.of(views.get(0), views.get(1),
                new RunReport.ViewTiming("d", 4, 3000, 2000, 200, StatementResult.How.SCRATCH, "scratch", "split", 11_000_000, ""));
        assertEquals(0.002, RunReport.model(noPlain).scratchLine().intercept(), 1e-12);
        assertEquals(3e-6, RunReport.model(noPlain).scratchLine().slope(), 1e-15);
    }

    @Test
    void thePageEscapesWhatUsersNamedAndHasEveryChart() {
        ResultSummary s = summary("bfs", GRAPH.vertexCount());
        long[] values = new long[GRAPH.vertexCount()];
        s.view("<script>alert(1)</script>", values, all(values.length));
        String html = RunReport.render(new RunReport.Run("RUN COMPUTATION bfs(root=0) ON VIEW x;", "bfs", "adaptive",
                "<script>", null, null, List.of(new RunReport.ViewTiming("<script>alert(1)</script>", 1, 10, 10, 0,
                        StatementResult.How.PLAIN, "plain", "a single view", 1_000_000, "")), 1_000_000, s, 1));
        assertFalse(html.contains("<script"), "nothing the user named becomes markup");
        assertTrue(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
        for (String id : List.of("chart-times", "chart-results-reached", "chart-results-distances")) {
            assertTrue(html.contains("<svg id='" + id + "'"), id);
        }
        assertFalse(html.contains("<link") || html.contains(" src=") || html.contains("@import"),
                "nothing is fetched from elsewhere");
    }

    @Test
    void theViewsTableHasAColumnPerForVariableBeforeTheDefinition() {
        int words = (GRAPH.edgeCount() + 63) / 64;
        ViewCollection c = CollectionBuilder.fromMatrix(1, "w", List.of("w2000", "w2005"),
                List.of("year >= 2000", "year >= 2005"), new long[][] {new long[words], new long[words]}, "given", 1)
                .collection().withBindings(new ForBindings(List.of("y", "city"),
                        List.of(ForBindings.Kind.INTEGER, ForBindings.Kind.TEXT),
                        List.of(new String[] {"2000", "Rome"}, new String[] {"2005", "<b>Oslo</b>"})));
        ResultSummary s = summary("bfs", GRAPH.vertexCount());
        String html = RunReport.render(new RunReport.Run("RUN COMPUTATION bfs(root=0) ON COLLECTION w;", "bfs",
                "differential", "w", c, null, List.of(), 1_000_000, s, 1));
        assertTrue(html.contains("<th>deletions</th><th>$y</th><th>$city</th><th>definition</th>"), html);
        assertTrue(html.contains("<td class=\"n\">2005</td><td>&lt;b&gt;Oslo&lt;/b&gt;</td><td>year &gt;= 2005</td>"),
                html);
    }

    @Test
    void benchChartsShowEachCompetitorsMedian() {
        List<Bench.Measurement> ms = List.of(
                new Bench.Measurement("similar", "g", "bfs(root=0)", Competitor.DIFFERENTIAL, "DIFFERENTIAL",
                        true, new long[] {3_000_000_000L, 1_000_000_000L, 2_000_000_000L}, new long[3][20], 1, 1, "", 20,
                        1, 1, 0),
                new Bench.Measurement("similar", "g", "bfs(root=0)", Competitor.SCRATCH, "SCRATCH",
                        false, new long[] {9_000_000_000L}, new long[1][20], 1, 1, "", 20, 1, 1, 0));
        DefaultCategoryDataset d = BenchReport.medians(ms);
        assertEquals(2.0, d.getValue("DIFFERENTIAL", "bfs / g").doubleValue(), 1e-12);
        assertEquals(9.0, d.getValue("SCRATCH", "bfs / g").doubleValue(), 1e-12);
    }
}
