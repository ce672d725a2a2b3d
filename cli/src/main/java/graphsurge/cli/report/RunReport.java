package graphsurge.cli.report;

import graphsurge.analytics.computation.ResultKind;
import graphsurge.analytics.run.AdaptiveSplitter;
import graphsurge.ordering.HammingDistances;
import graphsurge.session.ResultSummary;
import graphsurge.session.RunReportWriter;
import graphsurge.session.StatementResult.How;
import graphsurge.session.StatementResult;
import graphsurge.session.ViewValues;
import graphsurge.vcstore.collection.ForBindings;
import graphsurge.vcstore.collection.ViewCollection;
import it.unimi.dsi.fastutil.ints.IntArrays;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * The HTML page of one {@code RUN ... SAVE REPORT TO 'file'}: the collection (views in user and
 * run order, sizes, additions and deletions, differences under both orders), the heat map of the
 * views' pairwise differences in run order, each view's time coloured by how it ran with the
 * adaptive model's observations and fitted lines, the results across views, and what ran where.
 */
public final class RunReport {
    /**
     * One view of the run, in run order: {@code how} by mode, {@code shown} as the run table shows it (what moved it),
     * {@code values} what its result values come to ({@link ValuesText}; empty when not known).
     */
    public record ViewTiming(String view, int position, int edges, int additions, int deletions, How how, String shown,
            String decision, long nanos, String values) {}

    /**
     * A run: {@code collection} is null for a run on a view or the graph; {@code distances} the
     * views' pairwise differences in run order, or null when not computed.
     */
    public record Run(String statement, String computation, String mode, String target, ViewCollection collection,
            Distances distances, List<ViewTiming> views, long totalNanos, ResultSummary results, int threads) {}

    /**
     * The pairwise differences of a collection's {@code views} views in run order, in blocks of
     * {@code block} consecutive run positions: {@code cells[a][b]} is the mean difference between
     * the views of block {@code a} and those of block {@code b} (exactly the difference when the
     * block is one view).
     */
    public record Distances(int views, int block, double[][] cells) {}

    /**
     * The most toggles (views times run-order differences, about half a minute on one thread)
     * spent on the heat map's distances.
     */
    static final long MAX_TOGGLES = 1L << 33;
    /** The most views given a heat map: their distances take views squared longs (128 MiB here). */
    static final int MAX_HEAT_MAP_VIEWS = 4096;
    /** The most blocks on a side of the heat map: past this many views, cells average blocks of views. */
    static final int HEAT_MAP_CELLS = 200;
    /** The most views whose run positions the heat map's caption names one by one. */
    static final int NAMED_IN_CAPTION = 12;

    private RunReport() {}

    /**
     * The pairwise differences of {@code c}'s views in run order, from its difference lists
     * ({@link HammingDistances#ofDifferences}: O(k D) for D differences), or null when that would
     * take more than {@link #MAX_TOGGLES}.
     */
    public static Distances distancesInRunOrder(ViewCollection c, int graphEdges, int threads) {
        int k = c.views();
        if ((double) k * c.differences() > MAX_TOGGLES || k > MAX_HEAT_MAP_VIEWS) {
            return null;
        }
        int[] sizes = new int[k];
        for (int p = 0; p < k; p++) {
            sizes[p] = c.sizes()[c.runOrder()[p]];
        }
        // The run order's differences are those of the views listed in run order.
        return binned(HammingDistances.ofDifferences(c.additions(), c.deletions(), sizes, graphEdges, threads), k);
    }

    /**
     * The first {@code k} views' distances in {@code d} averaged over blocks of consecutive views,
     * at most {@link #HEAT_MAP_CELLS} on a side (the last block may hold fewer views).
     */
    static Distances binned(HammingDistances d, int k) {
        int block = (k + HEAT_MAP_CELLS - 1) / HEAT_MAP_CELLS;
        int cells = (k + block - 1) / block;
        double[][] sum = new double[cells][cells];
        for (int i = 0; i < k; i++) {
            double[] row = sum[i / block];
            for (int j = 0; j < k; j++) {
                row[j / block] += i == j ? 0 : d.get(i, j);
            }
        }
        for (int a = 0; a < cells; a++) {
            for (int b = 0; b < cells; b++) {
                sum[a][b] /= (double) blockSize(a, block, k) * blockSize(b, block, k);
            }
        }
        return new Distances(k, block, sum);
    }

    private static int blockSize(int a, int block, int k) {
        return Math.min(k, (a + 1) * block) - a * block;
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
                    v.how(), v.shown(), v.decision(), v.nanos(), ValuesText.of(v.values())));
        }
        Distances distances = c == null || c.views() < 2 ? null
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
                .append(Html.escape(String.format(Locale.ROOT, "%s mode, %,d view%s in %s, %d thread%s", run.mode(),
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
                .append(Html.escape(String.format(Locale.ROOT, "%,d views, %,d differences in run order against %,d in the"
                        + " user order%s; %s.", c.views(), c.differences(), c.userDifferences(),
                        c.differences() < c.userDifferences() ? String.format(Locale.ROOT, " (%.2fx fewer)",
                                c.userDifferences() / (double) Math.max(1, c.differences())) : "", c.orderingMethod())))
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
        double[] edges = new double[c.views()];
        for (int v = 0; v < edges.length; v++) {
            edges[v] = c.sizes()[v];
        }
        rows = listed(out, rows, edges, "edges", "SHOW COLLECTION " + c.name() + " lists every view");
        List<String> headers = new ArrayList<>(List.of("#", "view", "run position", "edges", "additions", "deletions"));
        boolean[] numeric = new boolean[headers.size() + b.variables().size() + 1];
        Arrays.fill(numeric, 0, headers.size(), true);
        numeric[1] = false;
        for (int i = 0; i < b.variables().size(); i++) {
            headers.add("$" + b.variables().get(i));
            numeric[6 + i] = b.kinds().get(i) != ForBindings.Kind.TEXT;
        }
        headers.add("definition");
        Html.table(out, headers, rows, numeric);
        List<String> inRunOrder = new ArrayList<>();
        for (int p = 0; p < c.views(); p++) {
            inRunOrder.add((p + 1) + ". " + c.viewNames().get(c.runOrder()[p]));
        }
        Html.figure(out, Charts.svg(Charts.perView("Edges per view, in run order", "view (run order)", "edges",
                inRunOrder, viewSizes(c), Charts.Layout.STACKED), "chart-views", Charts.WIDTH, Charts.HEIGHT),
                "Each view's edges in run order: those kept from the view before, those it adds, and (stacked on "
                        + "top, as a count) those it deletes." + thinned(c.views(), Charts.BUCKETS));
        if (run.distances() != null) {
            out.append("<section id=\"distances\">\n");
            Html.figure(out, Charts.svg(Charts.heatMap("Differences between views (run order)", "run position",
                    "edges in one view but not the other", run.distances()), "chart-heatmap", 760, 640),
                    heatMapCaption(c, run.distances()));
            out.append("</section>\n");
        }
        out.append("</section>\n");
    }

    /** How to read the heat map: which view each run position is when they are few, else where to find it. */
    static String heatMapCaption(ViewCollection c, Distances d) {
        StringBuilder sb = new StringBuilder("The Hamming distance of every pair of views (the edges in one but not the "
                + "other), the matrix the ordering minimized along the run order: the cells next to the diagonal are what "
                + "each view costs the differential run.");
        if (d.block() > 1) {
            sb.append(String.format(Locale.ROOT, " Each cell is the mean over a block of %d by %d run positions.",
                    d.block(), d.block()));
        }
        if (c.views() <= NAMED_IN_CAPTION) {
            sb.append(" Run position i is view ");
            for (int p = 0; p < c.views(); p++) {
                sb.append(p == 0 ? "" : ", ").append(p + 1).append(": ").append(c.viewNames().get(c.runOrder()[p]));
            }
            sb.append('.');
        } else {
            sb.append(String.format(Locale.ROOT, " Run position 1 is view %s, %d is %s; the table of views (and "
                    + "SHOW COLLECTION) gives every view's run position.", c.viewNames().get(c.runOrder()[0]), c.views(),
                    c.viewNames().get(c.runOrder()[c.views() - 1])));
        }
        return sb.toString();
    }

    /** What a per-view chart past {@link Charts#BARS_UP_TO} views draws, for its caption; empty below. */
    private static String thinned(int views, int buckets) {
        return views <= Charts.BARS_UP_TO ? "" : String.format(Locale.ROOT, " With %,d views the chart draws, of each "
                + "of %d runs of consecutive views, the first, the last, the least and the largest: every peak and dip, "
                + "straight between them.", views, buckets);
    }

    /** Kept, added and deleted edges per run position: the series of the collection chart. */
    static List<Charts.ViewSeries> viewSizes(ViewCollection c) {
        int k = c.views();
        double[] kept = new double[k];
        double[] added = new double[k];
        double[] deleted = new double[k];
        for (int p = 0; p < k; p++) {
            added[p] = c.additions()[p].length;
            kept[p] = c.sizes()[c.runOrder()[p]] - added[p];
            deleted[p] = c.deletions()[p].length;
        }
        return List.of(new Charts.ViewSeries("kept", new Color(0x9db7d5), kept),
                new Charts.ViewSeries("added", Charts.PLAIN, added), new Charts.ViewSeries("deleted", Charts.SCRATCH, deleted));
    }

    /** Milliseconds per view, one series by how views ran (NaN for views run another way): the times chart's series. */
    static List<Charts.ViewSeries> times(List<ViewTiming> views) {
        Color[] colours = {Charts.DIFFERENTIAL, Charts.SCRATCH, Charts.PLAIN};
        List<Charts.ViewSeries> out = new ArrayList<>();
        for (How h : How.values()) {
            double[] ms = new double[views.size()];
            for (int i = 0; i < ms.length; i++) {
                ms[i] = views.get(i).how() == h ? views.get(i).nanos() / 1e6 : Double.NaN;
            }
            out.add(new Charts.ViewSeries(h.word(), colours[h.ordinal()], ms));
        }
        return out;
    }

    private static void times(StringBuilder out, Run run) {
        out.append("<section id=\"times\">\n<h2>Time per view</h2>\n");
        List<String> labels = new ArrayList<>();
        for (ViewTiming v : run.views()) {
            labels.add(v.position() + ". " + v.view());
        }
        Html.figure(out, Charts.svg(Charts.perView("Time per view, in run order", "view (run order)", "milliseconds",
                labels, times(run.views()), Charts.Layout.POINTS), "chart-times", Charts.WIDTH, Charts.HEIGHT),
                "Each view's time, coloured by how it ran: differentially from the view before, from scratch in a "
                        + "fresh dataflow, or with the plain algorithm." + thinned(run.views().size(), Charts.POINT_BUCKETS));
        List<List<String>> rows = new ArrayList<>();
        for (ViewTiming v : run.views()) {
            rows.add(List.of(String.valueOf(v.position()), v.view(), String.format(Locale.ROOT, "%,d", v.edges()),
                    String.format(Locale.ROOT, "%,d", v.additions()), String.format(Locale.ROOT, "%,d", v.deletions()),
                    v.shown(), seconds(v.nanos()), v.values(), v.decision()));
        }
        double[] nanos = new double[run.views().size()];
        for (int i = 0; i < nanos.length; i++) {
            nanos[i] = run.views().get(i).nanos();
        }
        rows = listed(out, rows, nanos, "time", "the run's summary.csv (SAVE RESULTS TO) lists every view");
        Html.table(out, List.of("position", "view", "edges", "additions", "deletions", "ran", "time", "values", "why"),
                rows, true, false, true, true, true, false, true, false, false);
        out.append("</section>\n");
    }

    /**
     * The adaptive model over this run: views run whole (plain, or in a fresh dataflow) observe
     * time against edges, differential views time against differences, as the runner's model does.
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
                .append("ADAPTIVE predicts a view's time run whole by its edges and differentially by its differences, "
                        + "from lines fitted by least squares to the views run so far, and splits (runs a view whole: "
                        + "plain or in a fresh dataflow) when that time times COMP_X is the faster. Below, the observations the "
                        + "model learns from (a rerun's cost from the plain algorithm's views when the computation has "
                        + "one) and the lines fitted to them; the table above gives each decision."
                        + (anyKernel(run.views()) ? " With the computation's incremental kernel the run's model also "
                                + "weighs restarting the kernel (scratch (fresh kernel)) against catching it up, and "
                                + "counts what keeping it current saves on the views still to come: the why column "
                                + "gives each view's numbers." : "")
                        + "</p>\n");
        boolean plain = anyPlain(run.views());
        List<ViewTiming> scratchViews = new ArrayList<>();
        List<ViewTiming> diffViews = new ArrayList<>();
        for (ViewTiming v : run.views()) {
            if (v.how() == How.DIFFERENTIAL) {
                diffViews.add(v);
            } else if (observesScratch(v, plain)) {
                scratchViews.add(v);
            }
        }
        XYSeriesCollection scratch = new XYSeriesCollection();
        scratch.addSeries(observed(plain ? "views run by the plain algorithm" : "views run in a fresh dataflow",
                scratchViews, false));
        scratch.addSeries(fitted(model.scratchLine(), scratch.getSeries(0).getMaxX()));
        XYSeriesCollection diff = new XYSeriesCollection();
        diff.addSeries(observed("views run differentially", diffViews, true));
        diff.addSeries(fitted(model.differentialLine(), diff.getSeries(0).getMaxX()));
        String wholeTitle = plain ? "Plain time against view size" : "Fresh dataflow time against view size";
        Html.figure(out, Charts.svg(Charts.scatterWithLines(wholeTitle, "edges in the view", "milliseconds", scratch, 1,
                Charts.SCRATCH, Charts.SCRATCH), "chart-model-scratch", 490, 340)
                + Charts.svg(Charts.scatterWithLines("Differential time against differences", "differences from the "
                        + "view before", "milliseconds", diff, 1, Charts.DIFFERENTIAL, Charts.DIFFERENTIAL),
                        "chart-model-differential", 490, 340),
                "Points: the views; dashed: the fitted line.");
        out.append("</section>\n");
    }

    /**
     * The views' times (ms) against their edges or, for {@code differences}, their differences,
     * thinned as the per-view charts are: in order of x, the first, last, fastest and slowest of
     * each run of views ({@link Thinning}), so the cloud keeps its outline past a few hundred views.
     */
    static XYSeries observed(String name, List<ViewTiming> views, boolean differences) {
        int n = views.size();
        double[] x = new double[n];
        int[] byX = new int[n];
        for (int i = 0; i < n; i++) {
            ViewTiming v = views.get(i);
            x[i] = differences ? (double) v.additions() + v.deletions() : v.edges();
            byX[i] = i;
        }
        IntArrays.stableSort(byX, (a, b) -> Double.compare(x[a], x[b]));
        double[] ms = new double[n];
        for (int i = 0; i < n; i++) {
            ms[i] = views.get(byX[i]).nanos() / 1e6;
        }
        XYSeries s = new XYSeries(name);
        for (int i : Thinning.keep(n, Charts.POINT_BUCKETS, ms)) {
            s.add(x[byX[i]], ms[i]);
        }
        return s;
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
        int[] order = userOrder(run);
        List<ResultSummary.ViewSummary> all = run.results().views();
        if (order.length == 0) {
            out.append("<p>No view.</p>\n</section>\n");
            return;
        }
        int k = order.length;
        List<String> labels = new ArrayList<>();
        for (int i : order) {
            labels.add(all.get(i).view());
        }
        String axis = "view (user order)";
        String note = thinned(k, Charts.BUCKETS);
        ResultSummary.ViewSummary first = all.get(order[0]);
        if (first instanceof ResultSummary.Distances) {
            double[] reached = new double[k];
            double[] unreached = new double[k];
            double[][] q = new double[7][k];
            double[] mean = new double[k];
            List<List<String>> rows = new ArrayList<>();
            for (int u = 0; u < k; u++) {
                ResultSummary.Distances d = (ResultSummary.Distances) all.get(order[u]);
                reached[u] = d.reached();
                unreached[u] = d.unreached();
                mean[u] = d.mean();
                for (int i = 0; i < 7; i++) {
                    q[i][u] = d.quantiles().length == 0 ? Double.NaN : d.quantiles()[i];
                }
                rows.add(List.of(d.view(), String.format(Locale.ROOT, "%,d", d.reached()),
                        String.format(Locale.ROOT, "%,d", d.unreached()), d.quantiles().length == 0 ? "" : number(d.quantiles()[3]),
                        d.quantiles().length == 0 ? "" : number(d.quantiles()[6])));
            }
            Html.figure(out, Charts.svg(Charts.perView("Vertices reached per view", axis, "vertices", labels,
                    List.of(new Charts.ViewSeries("reached", Charts.DIFFERENTIAL, reached),
                            new Charts.ViewSeries("not reached", new Color(0xcccccc), unreached)),
                    Charts.Layout.STACKED), "chart-results-reached", Charts.WIDTH, Charts.HEIGHT),
                    "The view's vertices the root reaches, and those it does not." + note);
            Html.figure(out, Charts.svg(Charts.spread("Distances per view", axis, run.results().kind() == ResultKind.HOPS
                    ? "hops" : "distance (weight units)", labels, q[0], q[2], q[3], q[4], q[6], mean),
                    "chart-results-distances", Charts.WIDTH, Charts.HEIGHT),
                    k <= Charts.BARS_UP_TO ? "The distribution of the reached vertices' distances: box from the 25th to "
                            + "the 75th percentile, line at the median, dot at the mean, whiskers from the least to the "
                            + "largest."
                            : "The distribution of the reached vertices' distances: the line is the median, the pale band "
                            + "runs from the least to the largest, the darker one from the 25th to the 75th percentile."
                            + note);
            rows = listed(out, rows, reached, "vertices reached", EVERY_RESULT);
            Html.table(out, List.of("view", "reached", "not reached", "median distance", "largest distance"), rows, false,
                    true, true, true, true);
        } else if (first instanceof ResultSummary.Components) {
            int top = 0;
            for (ResultSummary.ViewSummary s : all) {
                top = Math.max(top, ((ResultSummary.Components) s).sizeBins().length);
            }
            int width = Math.max(1, (top + MAX_SIZE_CLASSES - 1) / MAX_SIZE_CLASSES);
            int classes = (top + width - 1) / width;
            double[][] counts = new double[classes][k];
            List<List<String>> rows = new ArrayList<>();
            for (int u = 0; u < k; u++) {
                ResultSummary.Components c = (ResultSummary.Components) all.get(order[u]);
                for (int b = 0; b < c.sizeBins().length; b++) {
                    counts[b / width][u] += c.sizeBins()[b];
                }
                rows.add(List.of(c.view(), String.format(Locale.ROOT, "%,d", c.count()),
                        String.format(Locale.ROOT, "%,d", c.largest())));
            }
            Color[] colours = Charts.ramp(classes);
            List<Charts.ViewSeries> series = new ArrayList<>();
            for (int g = 0; g < classes; g++) {
                series.add(new Charts.ViewSeries(sizeClass(g * width, Math.min(top, (g + 1) * width)), colours[g], counts[g]));
            }
            Html.figure(out, Charts.svg(Charts.perView("Components per view, by size", axis, "components", labels, series,
                    Charts.Layout.STACKED), "chart-results-components", Charts.WIDTH, Charts.HEIGHT),
                    "How many components each view has, stacked by their size in vertices." + note);
            double[] components = new double[k];
            for (int u = 0; u < k; u++) {
                components[u] = ((ResultSummary.Components) all.get(order[u])).count();
            }
            rows = listed(out, rows, components, "components", EVERY_RESULT);
            Html.table(out, List.of("view", "components", "largest (vertices)"), rows, false, true, true);
        } else if (first instanceof ResultSummary.Ranks) {
            List<String> followed = run.results().followedNames();
            double[][] ranks = new double[followed.size()][k];
            List<List<String>> rows = new ArrayList<>();
            for (int u = 0; u < k; u++) {
                double[] here = run.results().followedRanks(order[u]);
                for (int f = 0; f < here.length; f++) {
                    ranks[f][u] = here[f];
                }
                ResultSummary.Ranks r = (ResultSummary.Ranks) all.get(order[u]);
                StringBuilder topList = new StringBuilder();
                for (int i = 0; i < Math.min(5, r.top().size()); i++) {
                    topList.append(i == 0 ? "" : ", ").append(r.top().get(i).vertex())
                            .append(String.format(Locale.ROOT, " (%.5f)", r.top().get(i).rank()));
                }
                rows.add(List.of(r.view(), topList.toString()));
            }
            Color[] colours = Charts.distinct(followed.size());
            List<Charts.ViewSeries> series = new ArrayList<>();
            for (int f = 0; f < followed.size(); f++) {
                series.add(new Charts.ViewSeries("vertex " + followed.get(f), colours[f], ranks[f]));
            }
            Html.figure(out, Charts.svg(Charts.perView("Rank of the top vertices across views", axis, "rank", labels, series,
                    Charts.Layout.LINES), "chart-results-ranks", Charts.WIDTH, Charts.HEIGHT + 60),
                    String.format(Locale.ROOT, "The ranks, in every view, of the %d vertices ranked highest across the "
                            + "views: by their rank times their view's vertex count (1 for an average vertex, so that "
                            + "small views do not outweigh large ones), summed over the views. A gap where the vertex is "
                            + "not in the view or not among its %d highest.", followed.size(), ResultSummary.DEPTH) + note);
            double[] highest = new double[k];
            for (int u = 0; u < k; u++) {
                List<ViewValues.Ranked> top = ((ResultSummary.Ranks) all.get(order[u])).top();
                highest[u] = top.isEmpty() ? Double.NaN : top.get(0).rank();
            }
            rows = listed(out, rows, highest, "highest rank", EVERY_RESULT);
            Html.table(out, List.of("view", "top five (rank)"), rows);
        } else if (first instanceof ResultSummary.Goals) {
            List<String> names = run.results().goals();
            double[][] distances = new double[names.size()][k];
            List<List<String>> rows = new ArrayList<>();
            for (int u = 0; u < k; u++) {
                ResultSummary.Goals g = (ResultSummary.Goals) all.get(order[u]);
                List<String> row = new ArrayList<>(List.of(g.view()));
                for (int i = 0; i < names.size(); i++) {
                    distances[i][u] = g.distances()[i];
                    row.add(Double.isNaN(g.distances()[i]) ? "unreachable" : number(g.distances()[i]));
                }
                rows.add(row);
            }
            Color[] colours = Charts.distinct(names.size());
            List<Charts.ViewSeries> series = new ArrayList<>();
            for (int i = 0; i < names.size(); i++) {
                series.add(new Charts.ViewSeries(names.get(i), colours[i], distances[i]));
            }
            Html.figure(out, Charts.svg(Charts.perView("Distance of each goal per view", axis, "hops", labels, series,
                    Charts.Layout.LINES), "chart-results-goals", Charts.WIDTH, Charts.HEIGHT),
                    "Each goal pair's shortest distance in hops; a gap where the target is unreachable." + note);
            List<String> headers = new ArrayList<>(List.of("view"));
            headers.addAll(names);
            rows = listed(out, rows, names.isEmpty() ? new double[k] : distances[0], "distance of the first goal",
                    EVERY_RESULT);
            Html.table(out, headers, rows);
        } else {
            double[] counted = new double[k];
            for (int u = 0; u < k; u++) {
                counted[u] = ((ResultSummary.Counted) all.get(order[u])).reported();
            }
            Html.figure(out, Charts.svg(Charts.perView("Results per view", axis, "results", labels,
                    List.of(new Charts.ViewSeries("results", Charts.PALETTE[0], counted)), Charts.Layout.STACKED),
                    "chart-results-count", Charts.WIDTH, Charts.HEIGHT), "How many results each view reported." + note);
        }
        out.append("</section>\n");
    }

    /** The most rows a table of views lists. */
    static final int MAX_TABLE_ROWS = 1000;
    private static final String EVERY_RESULT = "the results saved with SAVE RESULTS TO hold every view";

    /**
     * The rows (one per view) a table lists: all up to {@link #MAX_TABLE_ROWS}; past it, as the
     * charts thin their series ({@link Thinning}), of each of a quarter as many runs of
     * consecutive views the first, the last, and those with the least and the largest
     * {@code key}, after a paragraph saying so and where every view is.
     */
    static List<List<String>> listed(StringBuilder out, List<List<String>> rows, double[] key, String keyName,
            String everyView) {
        if (rows.size() <= MAX_TABLE_ROWS) {
            return rows;
        }
        int[] kept = Thinning.keep(rows.size(), MAX_TABLE_ROWS / 4, key);
        List<List<String>> shown = new ArrayList<>(kept.length);
        for (int i : kept) {
            shown.add(rows.get(i));
        }
        out.append("<p>").append(Html.escape(String.format(Locale.ROOT, "%,d of the %,d views: of each of %d runs of "
                + "consecutive views, the first, the last, and those with the least and the most %s; %s.", kept.length,
                rows.size(), MAX_TABLE_ROWS / 4, keyName, everyView))).append("</p>\n");
        return shown;
    }

    /** The most size classes the components chart stacks: past it, neighbouring classes merge. */
    static final int MAX_SIZE_CLASSES = 8;

    /**
     * The indices into the run's result summaries (run order) in the user's view order: run order
     * when there is no collection.
     */
    static int[] userOrder(Run run) {
        int n = run.results().views().size();
        if (run.collection() == null || n != run.collection().views()) {
            int[] same = new int[n];
            Arrays.setAll(same, i -> i);
            return same;
        }
        return run.collection().positions().clone();
    }

    /** The components of 2^from to 2^to - 1 vertices. */
    static String sizeClass(int from, int to) {
        long low = 1L << from;
        long high = (1L << to) - 1;
        return low == high ? low + (low == 1 ? " vertex" : " vertices") : low + "-" + high + " vertices";
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
        Html.keyValues(out, rows);
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
