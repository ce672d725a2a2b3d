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
import graphsurge.session.GvdlParameters;
import graphsurge.session.ResultSummary;
import graphsurge.session.StatementResult;
import graphsurge.vcstore.collection.CollectionBuilder;
import graphsurge.vcstore.collection.ForBindings;
import graphsurge.vcstore.collection.ViewCollection;
import java.util.ArrayList;
import java.util.List;
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
    void ranksKeepEachViewsTopAndFollowTheFirstViewsTop() {
        int n = GRAPH.vertexCount();
        SplittableRandom r = new SplittableRandom(5);
        ResultSummary s = summary("pr", n);
        long[][] views = new long[3][n];
        boolean[][] reported = new boolean[3][];
        for (int v = 0; v < 3; v++) {
            for (int i = 0; i < n; i++) {
                views[v][i] = r.nextLong(1, PlainPageRank.ONE);
            }
            reported[v] = all(n);
        }
        reported[2][0] = false;
        views[0][0] = PlainPageRank.ONE; // vertex 0 tops the first view, then leaves the third
        for (int v = 0; v < 3; v++) {
            s.view("v" + v, views[v], reported[v]);
        }
        for (int v = 0; v < 3; v++) {
            ResultSummary.Ranks ranks = (ResultSummary.Ranks) s.views().get(v);
            // The top list is the TOP largest reported ranks, in decreasing order: check against a sort.
            List<long[]> sorted = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                if (reported[v][i]) {
                    sorted.add(new long[] {views[v][i], i});
                }
            }
            sorted.sort((a, b) -> Long.compare(b[0], a[0]));
            for (int i = 0; i < ResultSummary.TOP; i++) {
                assertEquals(IDS.original((int) sorted.get(i)[1]), ranks.top().get(i).vertex(), "view " + v + " place " + i);
            }
        }
        assertEquals(IDS.original(0), s.tracked().get(0));
        assertEquals(1.0, ((ResultSummary.Ranks) s.views().get(0)).tracked()[0], 1e-12);
        assertTrue(Double.isNaN(((ResultSummary.Ranks) s.views().get(2)).tracked()[0]));
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
        long[][] d = RunReport.distancesInRunOrder(c, m, 2);
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) {
                long expected = 0;
                long[] a = matrix[c.runOrder()[i]];
                long[] b = matrix[c.runOrder()[j]];
                for (int w = 0; w < a.length; w++) {
                    expected += Long.bitCount(a[w] ^ b[w]);
                }
                assertEquals(expected, d[i][j], i + "," + j);
            }
        }
        // Kept plus added is each view's size; the deleted count is the run position's deletions.
        DefaultCategoryDataset sizes = RunReport.viewSizes(c);
        for (int p = 0; p < k; p++) {
            String view = (p + 1) + ". " + c.viewNames().get(c.runOrder()[p]);
            assertEquals(c.sizes()[c.runOrder()[p]],
                    sizes.getValue("kept", view).intValue() + sizes.getValue("added", view).intValue());
            assertEquals(c.deletions()[p].length, sizes.getValue("deleted", view).intValue());
        }
    }

    @Test
    void timesAreColouredByHowEachViewRanAndTheModelFitsItsObservations() {
        List<RunReport.ViewTiming> views = List.of(
                new RunReport.ViewTiming("a", 1, 1000, 1000, 0, StatementResult.How.SCRATCH, "scratch", "first view", 5_000_000),
                new RunReport.ViewTiming("b", 2, 1100, 150, 50, StatementResult.How.DIFFERENTIAL, "differential", "",
                        2_000_000 + 200 * 1_000),
                new RunReport.ViewTiming("c", 3, 1200, 300, 100, StatementResult.How.DIFFERENTIAL, "differential", "",
                        2_000_000 + 400 * 1_000),
                new RunReport.ViewTiming("d", 4, 3000, 2000, 200, StatementResult.How.PLAIN, "plain", "split", 11_000_000));
        DefaultCategoryDataset times = RunReport.times(views);
        assertEquals(5.0, times.getValue("scratch", "1. a").doubleValue());
        assertEquals(0.0, times.getValue("differential", "1. a").doubleValue());
        assertEquals(2.2, times.getValue("differential", "2. b").doubleValue(), 1e-12);
        assertEquals(11.0, times.getValue("plain", "4. d").doubleValue());
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
                new RunReport.ViewTiming("d", 4, 3000, 2000, 200, StatementResult.How.SCRATCH, "scratch", "split", 11_000_000));
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
                        StatementResult.How.PLAIN, "plain", "a single view", 1_000_000)), 1_000_000, s, 1));
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
