package graphsurge.cli.report;

import graphsurge.analytics.computation.ResultKind;
import graphsurge.analytics.run.AdaptiveSplitter;
import graphsurge.ordering.HammingDistances;
import graphsurge.session.ResultSummary;
import graphsurge.session.RunReportWriter;
import graphsurge.session.StatementResult.How;
import graphsurge.session.StatementResult;
import graphsurge.vcstore.collection.ForBindings;
import graphsurge.vcstore.collection.ViewCollection;
import java.io.IOException;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.statistics.BoxAndWhiskerItem;
import org.jfree.data.statistics.DefaultBoxAndWhiskerCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * The HTML page of one {@code RUN ... SAVE REPORT TO 'file'}: the collection (views in user and
 * run order, sizes, additions and deletions, differences under both orders), the heat map of the
 * views' pairwise differences in run order, each view's time coloured by how it ran with the
 * adaptive model's observations and fitted lines, the results across views, and what ran where.
 */
public final class RunReport {
    /** One view of the run, in run order: {@code how} by mode, {@code shown} as the run table shows it (what moved it). */
    public record ViewTiming(String view, int position, int edges, int additions, int deletions, How how, String shown,
            String decision, long nanos) {}

    /**
     * A run: {@code collection} is null for a run on a view or the graph; {@code distances} the
     * views' pairwise differences in run order, or null when not computed.
     */
    public record Run(String statement, String computation, String mode, String target, ViewCollection collection,
            long[][] distances, List<ViewTiming> views, long totalNanos, ResultSummary results, int threads) {}

    /**
     * The most toggles (views times run-order differences, about half a minute on one thread)
     * spent on the heat map's distances.
     */
    static final long MAX_TOGGLES = 1L << 33;

    private RunReport() {}

    /**
     * The pairwise differences of {@code c}'s views in run order, from its difference lists
     * ({@link HammingDistances#ofDifferences}: O(k D) for D differences), or null when that would
     * take more than {@link #MAX_TOGGLES}.
     */
    public static long[][] distancesInRunOrder(ViewCollection c, int graphEdges, int threads) {
        int k = c.views();
        if ((double) k * c.differences() > MAX_TOGGLES) {
            return null;
        }
        int[] sizes = new int[k];
        for (int p = 0; p < k; p++) {
            sizes[p] = c.sizes()[c.runOrder()[p]];
        }
        // The run order's differences are those of the views listed in run order.
        HammingDistances d = HammingDistances.ofDifferences(c.additions(), c.deletions(), sizes, graphEdges, threads);
        long[][] out = new long[k][k];
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) {
                out[i][j] = i == j ? 0 : d.get(i, j);
            }
        }
        return out;
    }

    /**
     * Writes the page of a session's run to {@code file}: the command line's {@link RunReportWriter},
     * which adds the views' timings in run order and their pairwise differences.
     */
    public static void write(Path file, RunReportWriter.Run run) throws IOException {
        StatementResult.ComputationRan ran = run.ran();
        ViewCollection c = run.collection();
        List<ViewTiming> views = new ArrayList<>();
        for (StatementResult.ViewRow v : ran.views()) {
            views.add(new ViewTiming(v.view(), v.position(), v.edges(), v.additions(), v.deletions(),
                    v.how(), v.shown(), v.decision(), v.nanos()));
        }
        long[][] distances = c == null || c.views() < 2 ? null
                : distancesInRunOrder(c, run.graph().edgeCount(), run.threads());
        write(file, new Run(run.statement(), ran.computation(), ran.mode(), ran.target(), c, distances, views,
                ran.totalNanos(), run.results(), run.threads()));
    }

    /** Writes the page to {@code file} (whole or not at all). */
    public static void write(Path file, Run run) throws IOException {
        Html.write(file, render(run));
    }

    static String render(Run run) {
        StringBuilder out = new StringBuilder(1 << 16);
        String title = run.computation() + " on " + run.target();
        Html.open(out, "Graphsurge: " + title);
        out.append("<h1>").append(Html.escape(title)).append("</h1>\n<p class=\"lead\">")
                .append(Html.escape(String.format(Locale.ROOT, "%s mode, %d view%s in %s, %d thread%s", run.mode(),
                        run.views().size(), run.views().size() == 1 ? "" : "s", seconds(run.totalNanos()), run.threads(),
                        run.threads() == 1 ? "" : "s")))
                .append("</p>\n<pre>").append(Html.escape(run.statement())).append("</pre>\n");
        if (run.collection() != null) {
            collection(out, run);
        }
        times(out, run);
        if (run.collection() != null && run.mode().equals("adaptive")) {
            model(out, run);
        }
        results(out, run);
        about(out, run);
        Html.close(out);
        return out.toString();
    }

    private static void collection(StringBuilder out, Run run) {
        ViewCollection c = run.collection();
        out.append("<section id=\"collection\">\n<h2>The collection ").append(Html.escape(c.name())).append("</h2>\n<p>")
                .append(Html.escape(String.format(Locale.ROOT, "%d views, run in %s: %,d differences in run order against "
                        + "%,d in the user order%s.", c.views(), c.orderingMethod(), c.differences(), c.userDifferences(),
                        c.differences() < c.userDifferences() ? String.format(Locale.ROOT, " (%.2fx fewer)",
                                c.userDifferences() / (double) Math.max(1, c.differences())) : "")))
                .append("</p>\n");
        int[] positions = c.positions();
        ForBindings b = c.bindings();
        List<List<String>> rows = new ArrayList<>();
        for (int v = 0; v < c.views(); v++) {
            int p = positions[v];
            List<String> row = new ArrayList<>(List.of(String.valueOf(v + 1), c.viewNames().get(v), String.valueOf(p + 1),
                    String.format(Locale.ROOT, "%,d", c.sizes()[v]), String.format(Locale.ROOT, "%,d", c.additions()[p].length),
                    String.format(Locale.ROOT, "%,d", c.deletions()[p].length)));
            for (int i = 0; i < b.variables().size(); i++) {
                row.add(b.value(v, i));
            }
            row.add(c.predicates().get(v));
            rows.add(row);
        }
        out.append("<h3>Views in the user order</h3>\n");
        List<String> headers = new ArrayList<>(List.of("#", "view", "run position", "edges", "additions", "deletions"));
        boolean[] numeric = new boolean[headers.size() + b.variables().size() + 1];
        java.util.Arrays.fill(numeric, 0, headers.size(), true);
        numeric[1] = false;
        for (int i = 0; i < b.variables().size(); i++) {
            headers.add("$" + b.variables().get(i));
            numeric[6 + i] = b.kinds().get(i) != ForBindings.Kind.TEXT;
        }
        headers.add("definition");
        Html.table(out, headers, rows, numeric);
        Html.figure(out, Charts.svg(Charts.bars("Edges per view, in run order", "view (run order)", "edges",
                viewSizes(c), true, new java.awt.Color(0x9db7d5), Charts.PLAIN, Charts.SCRATCH), "chart-views",
                Charts.WIDTH, Charts.HEIGHT),
                "Each view's edges in run order: those kept from the view before, those it adds, and (stacked on "
                        + "top, as a count) those it deletes.");
        if (run.distances() != null) {
            int k = c.views();
            double[][] m = new double[k][k];
            List<String> labels = new ArrayList<>();
            for (int i = 0; i < k; i++) {
                labels.add(c.viewNames().get(c.runOrder()[i]));
                for (int j = 0; j < k; j++) {
                    m[i][j] = run.distances()[i][j];
                }
            }
            out.append("<section id=\"distances\">\n");
            Html.figure(out, Charts.svg(Charts.heatMap("Differences between views (run order)", "run position",
                    "edges in one view but not the other", m, labels), "chart-heatmap", 760, 640),
                    "The Hamming distance of every pair of views (the edges in one but not the other), the matrix the "
                            + "ordering minimized along the run order: the cells next to the diagonal are what each view "
                            + "costs the differential run. Run position i is view " + runOrderList(c) + ".");
            out.append("</section>\n");
        }
        out.append("</section>\n");
    }

    private static String runOrderList(ViewCollection c) {
        StringBuilder sb = new StringBuilder();
        for (int p = 0; p < c.views(); p++) {
            sb.append(p == 0 ? "" : ", ").append(p + 1).append(": ").append(c.viewNames().get(c.runOrder()[p]));
        }
        return sb.toString();
    }

    /** Kept, added and deleted edges per run position: the data of the collection chart. */
    static DefaultCategoryDataset viewSizes(ViewCollection c) {
        DefaultCategoryDataset d = new DefaultCategoryDataset();
        for (int p = 0; p < c.views(); p++) {
            String view = (p + 1) + ". " + c.viewNames().get(c.runOrder()[p]);
            int size = c.sizes()[c.runOrder()[p]];
            d.addValue(size - c.additions()[p].length, "kept", view);
            d.addValue(c.additions()[p].length, "added", view);
            d.addValue(c.deletions()[p].length, "deleted", view);
        }
        return d;
    }

    /** Milliseconds per view by how it ran: the data of the times chart. */
    static DefaultCategoryDataset times(List<ViewTiming> views) {
        DefaultCategoryDataset d = new DefaultCategoryDataset();
        for (ViewTiming v : views) {
            String view = v.position() + ". " + v.view();
            for (How h : How.values()) {
                d.addValue(h == v.how() ? v.nanos() / 1e6 : 0, h.word(), view);
            }
        }
        return d;
    }

    private static void times(StringBuilder out, Run run) {
        out.append("<section id=\"times\">\n<h2>Time per view</h2>\n");
        Html.figure(out, Charts.svg(Charts.bars("Time per view, in run order", "view (run order)", "milliseconds",
                times(run.views()), true, Charts.DIFFERENTIAL, Charts.SCRATCH, Charts.PLAIN), "chart-times", Charts.WIDTH,
                Charts.HEIGHT),
                "Each view's time, coloured by how it ran: differentially from the view before, from scratch in a "
                        + "fresh dataflow, or with the plain algorithm.");
        List<List<String>> rows = new ArrayList<>();
        for (ViewTiming v : run.views()) {
            rows.add(List.of(String.valueOf(v.position()), v.view(), String.format(Locale.ROOT, "%,d", v.edges()),
                    String.format(Locale.ROOT, "%,d", v.additions()), String.format(Locale.ROOT, "%,d", v.deletions()),
                    v.shown(), seconds(v.nanos()), v.decision()));
        }
        Html.table(out, List.of("position", "view", "edges", "additions", "deletions", "ran", "time", "why"), rows, true,
                false, true, true, true, false, true, false);
        out.append("</section>\n");
    }

    /**
     * The adaptive model over this run: scratch (and plain) views observe time against edges,
     * differential views time against differences, as the runner's model does.
     */
    static AdaptiveSplitter model(List<ViewTiming> views) {
        AdaptiveSplitter model = new AdaptiveSplitter(AdaptiveSplitter.DEFAULT_COMP_X, AdaptiveSplitter.DEFAULT_DIFF_X, 0,
                true);
        boolean plain = anyPlain(views);
        for (ViewTiming v : views) {
            if (v.how() == How.DIFFERENTIAL) {
                model.observeDifferential(v.additions() + v.deletions(), v.nanos() / 1e9);
            } else if (observesScratch(v, plain)) {
                model.observeScratch(v.edges(), v.nanos() / 1e9);
            }
        }
        return model;
    }

    /**
     * Whether the runner's model learns a rerun's cost from {@code v}: a computation with a plain
     * algorithm reruns views with it, so its model observes those views, not the fresh dataflow
     * of the first view (whose cold start would pull the line far above what a rerun costs).
     */
    private static boolean observesScratch(ViewTiming v, boolean anyPlain) {
        return v.how() == How.PLAIN || v.how() == How.SCRATCH && !anyPlain;
    }

    /** Whether an incremental kernel ran any view (moved, started or restarted). */
    private static boolean anyKernel(List<ViewTiming> views) {
        for (ViewTiming v : views) {
            if (v.shown().contains("kernel")) {
                return true;
            }
        }
        return false;
    }

    private static boolean anyPlain(List<ViewTiming> views) {
        for (ViewTiming v : views) {
            if (v.how() == How.PLAIN) {
                return true;
            }
        }
        return false;
    }

    private static void model(StringBuilder out, Run run) {
        AdaptiveSplitter model = model(run.views());
        out.append("<section id=\"model\">\n<h2>The adaptive model</h2>\n<p>")
                .append("ADAPTIVE predicts a view's time from scratch by its edges and differentially by its differences, "
                        + "from lines fitted by least squares to the views run so far, and splits (runs a view from "
                        + "scratch: plain or in a fresh dataflow) when scratch times COMP_X is the faster. Below, the observations the "
                        + "model learns from (a rerun's cost from the plain algorithm's views when the computation has "
                        + "one) and the lines fitted to them; the table above gives each decision."
                        + (anyKernel(run.views()) ? " With the computation's incremental kernel the run's model also "
                                + "weighs restarting the kernel (scratch (fresh kernel)) against catching it up, and "
                                + "counts what keeping it current saves on the views still to come: the why column "
                                + "gives each view's numbers." : "")
                        + "</p>\n");
        XYSeriesCollection scratch = new XYSeriesCollection();
        boolean plain = anyPlain(run.views());
        XYSeries observed = new XYSeries(plain ? "views run by the plain algorithm" : "views run in a fresh dataflow");
        XYSeriesCollection diff = new XYSeriesCollection();
        XYSeries diffObserved = new XYSeries("views run differentially");
        double maxEdges = 0;
        double maxDiff = 0;
        for (ViewTiming v : run.views()) {
            if (v.how() == How.DIFFERENTIAL) {
                diffObserved.add(v.additions() + v.deletions(), v.nanos() / 1e6);
                maxDiff = Math.max(maxDiff, v.additions() + v.deletions());
            } else if (observesScratch(v, plain)) {
                observed.add(v.edges(), v.nanos() / 1e6);
                maxEdges = Math.max(maxEdges, v.edges());
            }
        }
        scratch.addSeries(observed);
        scratch.addSeries(fitted(model.scratchLine(), maxEdges));
        diff.addSeries(diffObserved);
        diff.addSeries(fitted(model.differentialLine(), maxDiff));
        Html.figure(out, Charts.svg(Charts.scatterWithLines("Scratch time against view size", "edges in the view",
                "milliseconds", scratch, 1, Charts.SCRATCH, Charts.SCRATCH), "chart-model-scratch", 490, 340)
                + Charts.svg(Charts.scatterWithLines("Differential time against differences", "differences from the "
                        + "view before", "milliseconds", diff, 1, Charts.DIFFERENTIAL, Charts.DIFFERENTIAL),
                        "chart-model-differential", 490, 340),
                "Points: the views; dashed: the fitted line.");
        out.append("</section>\n");
    }

    private static XYSeries fitted(AdaptiveSplitter.Line line, double maxX) {
        XYSeries s = new XYSeries("fitted line");
        if (line != null && maxX > 0) {
            s.add(0, line.at(0) * 1e3); // the model keeps its lines non-negative
            s.add(maxX, line.at(maxX) * 1e3);
        }
        return s;
    }

    private static void results(StringBuilder out, Run run) {
        out.append("<section id=\"results\">\n<h2>Results across views</h2>\n");
        List<ResultSummary.ViewSummary> views = inUserOrder(run);
        if (views.isEmpty()) {
            out.append("<p>No view.</p>\n</section>\n");
            return;
        }
        ResultSummary.ViewSummary first = views.get(0);
        if (first instanceof ResultSummary.Distances) {
            DefaultCategoryDataset reached = new DefaultCategoryDataset();
            DefaultBoxAndWhiskerCategoryDataset spread = new DefaultBoxAndWhiskerCategoryDataset();
            List<List<String>> rows = new ArrayList<>();
            for (ResultSummary.ViewSummary s : views) {
                ResultSummary.Distances d = (ResultSummary.Distances) s;
                reached.addValue(d.reached(), "reached", d.view());
                reached.addValue(d.unreached(), "not reached", d.view());
                if (d.quantiles().length > 0) {
                    double[] q = d.quantiles();
                    spread.add(new BoxAndWhiskerItem(d.mean(), q[3], q[2], q[4], q[0], q[6], null, null, List.of()),
                            "distance", d.view());
                }
                rows.add(List.of(d.view(), String.format(Locale.ROOT, "%,d", d.reached()),
                        String.format(Locale.ROOT, "%,d", d.unreached()), d.quantiles().length == 0 ? "" : number(d.quantiles()[3]),
                        d.quantiles().length == 0 ? "" : number(d.quantiles()[6])));
            }
            Html.figure(out, Charts.svg(Charts.bars("Vertices reached per view", "view", "vertices", reached, true,
                    Charts.DIFFERENTIAL, new java.awt.Color(0xcccccc)), "chart-results-reached", Charts.WIDTH, Charts.HEIGHT),
                    "The view's vertices the root reaches, and those it does not.");
            Html.figure(out, Charts.svg(Charts.boxes("Distances per view", "view", run.results().kind() == ResultKind.HOPS
                    ? "hops" : "distance (weight units)", spread), "chart-results-distances", Charts.WIDTH, Charts.HEIGHT),
                    "The distribution of the reached vertices' distances: box from the 25th to the 75th percentile, "
                            + "line at the median, dot at the mean, whiskers from the least to the largest.");
            Html.table(out, List.of("view", "reached", "not reached", "median distance", "largest distance"), rows, false,
                    true, true, true, true);
        } else if (first instanceof ResultSummary.Components) {
            DefaultCategoryDataset bins = new DefaultCategoryDataset();
            int top = 0;
            for (ResultSummary.ViewSummary s : views) {
                top = Math.max(top, ((ResultSummary.Components) s).sizeBins().length);
            }
            List<List<String>> rows = new ArrayList<>();
            for (ResultSummary.ViewSummary s : views) {
                ResultSummary.Components c = (ResultSummary.Components) s;
                for (int b = 0; b < top; b++) {
                    bins.addValue(b < c.sizeBins().length ? c.sizeBins()[b] : 0, sizeBin(b), c.view());
                }
                rows.add(List.of(c.view(), String.format(Locale.ROOT, "%,d", c.count()),
                        String.format(Locale.ROOT, "%,d", c.largest())));
            }
            Html.figure(out, Charts.svg(Charts.bars("Components per view, by size", "view", "components", bins, true),
                    "chart-results-components", Charts.WIDTH, Charts.HEIGHT),
                    "How many components each view has, stacked by their size in vertices.");
            Html.table(out, List.of("view", "components", "largest (vertices)"), rows, false, true, true);
        } else if (first instanceof ResultSummary.Ranks) {
            DefaultCategoryDataset ranks = new DefaultCategoryDataset();
            List<String> tracked = run.results().tracked();
            List<List<String>> rows = new ArrayList<>();
            for (ResultSummary.ViewSummary s : views) {
                ResultSummary.Ranks r = (ResultSummary.Ranks) s;
                for (int i = 0; i < tracked.size(); i++) {
                    ranks.addValue(Double.isNaN(r.tracked()[i]) ? null : r.tracked()[i], "vertex " + tracked.get(i), r.view());
                }
                StringBuilder topList = new StringBuilder();
                for (int i = 0; i < Math.min(5, r.top().size()); i++) {
                    topList.append(i == 0 ? "" : ", ").append(r.top().get(i).vertex())
                            .append(String.format(Locale.ROOT, " (%.5f)", r.top().get(i).rank()));
                }
                rows.add(List.of(r.view(), topList.toString()));
            }
            Html.figure(out, Charts.svg(Charts.lines("Rank of the top vertices across views", "view", "rank", ranks),
                    "chart-results-ranks", Charts.WIDTH, Charts.HEIGHT + 60),
                    "The ranks, in every view, of the vertices ranked highest in the first view run.");
            Html.table(out, List.of("view", "top five (rank)"), rows);
        } else if (first instanceof ResultSummary.Goals) {
            DefaultCategoryDataset goals = new DefaultCategoryDataset();
            List<String> names = run.results().goals();
            List<List<String>> rows = new ArrayList<>();
            for (ResultSummary.ViewSummary s : views) {
                ResultSummary.Goals g = (ResultSummary.Goals) s;
                List<String> row = new ArrayList<>(List.of(g.view()));
                for (int i = 0; i < names.size(); i++) {
                    goals.addValue(Double.isNaN(g.distances()[i]) ? null : g.distances()[i], names.get(i), g.view());
                    row.add(Double.isNaN(g.distances()[i]) ? "unreachable" : number(g.distances()[i]));
                }
                rows.add(row);
            }
            Html.figure(out, Charts.svg(Charts.lines("Distance of each goal per view", "view", "hops", goals),
                    "chart-results-goals", Charts.WIDTH, Charts.HEIGHT),
                    "Each goal pair's shortest distance in hops; a gap where the target is unreachable.");
            List<String> headers = new ArrayList<>(List.of("view"));
            headers.addAll(names);
            Html.table(out, headers, rows);
        } else {
            DefaultCategoryDataset counted = new DefaultCategoryDataset();
            for (ResultSummary.ViewSummary s : views) {
                counted.addValue(((ResultSummary.Counted) s).reported(), "results", s.view());
            }
            Html.figure(out, Charts.svg(Charts.bars("Results per view", "view", "results", counted, false, Charts.PALETTE[0]),
                    "chart-results-count", Charts.WIDTH, Charts.HEIGHT), "How many results each view reported.");
        }
        out.append("</section>\n");
    }

    /** The result summaries in the user's view order (run order when there is no collection). */
    static List<ResultSummary.ViewSummary> inUserOrder(Run run) {
        List<ResultSummary.ViewSummary> inRunOrder = run.results().views();
        if (run.collection() == null || inRunOrder.size() != run.collection().views()) {
            return inRunOrder;
        }
        int[] positions = run.collection().positions();
        List<ResultSummary.ViewSummary> out = new ArrayList<>();
        for (int v = 0; v < positions.length; v++) {
            out.add(inRunOrder.get(positions[v]));
        }
        return out;
    }

    private static String sizeBin(int b) {
        long from = 1L << b;
        long to = (1L << (b + 1)) - 1;
        return from == to ? from + (from == 1 ? " vertex" : " vertices") : from + "-" + to + " vertices";
    }

    private static void about(StringBuilder out, Run run) {
        Runtime rt = Runtime.getRuntime();
        String version = RunReport.class.getPackage().getImplementationVersion();
        List<List<String>> rows = List.of(
                List.of("statement", run.statement()),
                List.of("computation", run.computation()),
                List.of("mode", run.mode()),
                List.of("threads", String.valueOf(run.threads())),
                List.of("machine", rt.availableProcessors() + " cores, " + (rt.maxMemory() >> 20) + " MiB of heap, "
                        + System.getProperty("os.name") + " " + System.getProperty("os.arch")),
                List.of("software", "graphsurge " + (version == null ? "(development build)" : version) + ", Java "
                        + Runtime.version()),
                List.of("generated", ZonedDateTime.now().format(DateTimeFormatter.RFC_1123_DATE_TIME)));
        out.append("<section id=\"about\">\n<h2>About this run</h2>\n");
        Html.table(out, List.of("", ""), rows);
        out.append("</section>\n");
    }

    static String seconds(long nanos) {
        return nanos < 1_000_000_000L ? String.format(Locale.ROOT, "%.1f ms", nanos / 1e6)
                : String.format(Locale.ROOT, "%.2f s", nanos / 1e9);
    }

    private static String number(double d) {
        return d == Math.rint(d) && Math.abs(d) < 1e15 ? String.format(Locale.ROOT, "%,d", (long) d)
                : String.format(Locale.ROOT, "%.4g", d);
    }
}
