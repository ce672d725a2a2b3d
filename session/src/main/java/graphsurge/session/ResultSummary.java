package graphsurge.session;

import graphsurge.analytics.computation.ResultFormat;
import graphsurge.analytics.computation.ResultKind;
import graphsurge.analytics.plain.PlainBfs;
import graphsurge.analytics.plain.PlainPageRank;
import graphsurge.gstore.VertexIds;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What a run's results look like view by view, kept small whatever the graph, by the
 * computation's {@link ResultKind}: for distances (BFS, SSSP) the reached vertices and the
 * distances' quantiles; for components (WCC, SCC) the number of components and how their sizes
 * spread; for ranks (PageRank) each view's top vertices and the ranks of the first view's top
 * vertices across all views; for goals (MPSP) each goal's distance; for other kinds the number of
 * results. Views are added in run order and kept with their names.
 */
public final class ResultSummary {
    /** How many top vertices PageRank summaries keep and track. */
    public static final int TOP = 10;

    /** One view's summary. */
    public sealed interface ViewSummary permits Distances, Components, Ranks, Goals, Counted {
        String view();
    }

    /**
     * Distances from a root: {@code quantiles} are the minimum, 10th, 25th, 50th, 75th, 90th
     * percentile and maximum of the finite distances (empty when none is).
     */
    public record Distances(String view, long reached, long unreached, double[] quantiles, double mean)
            implements ViewSummary {}

    /** Components: how many, the largest's size, and {@code sizeBins[b]} components of 2^b to 2^(b+1)-1 vertices. */
    public record Components(String view, int count, int largest, long[] sizeBins) implements ViewSummary {}

    /** A vertex (by its original id) and its rank. */
    public record Ranked(String vertex, double rank) {}

    /** The view's top vertices, and the rank of each tracked vertex here (NaN where it is not in the view). */
    public record Ranks(String view, List<Ranked> top, double[] tracked) implements ViewSummary {}

    /** Each goal's distance in hops (NaN where unreachable). */
    public record Goals(String view, double[] distances) implements ViewSummary {}

    /** How many results the view reported. */
    public record Counted(String view, long reported) implements ViewSummary {}

    private final ResultKind kind;
    private final VertexIds ids;
    private final List<String> goals = new ArrayList<>();
    private final List<ViewSummary> views = new ArrayList<>();
    /** The vertices whose ranks are followed (the first view's top), and their original ids. */
    private int[] tracked;
    private final List<String> trackedNames = new ArrayList<>();

    /** A summary of results of {@code kind} (the computation's {@link graphsurge.analytics.computation.Computation#resultKind()}), keyed as {@code format} says. */
    public ResultSummary(ResultKind kind, VertexIds ids, ResultFormat format, int resultSize) {
        this.ids = ids;
        this.kind = java.util.Objects.requireNonNull(kind);
        if (kind == ResultKind.GOAL_HOPS) {
            for (int g = 0; g < resultSize; g++) {
                StringBuilder sb = new StringBuilder();
                format.appendKey(sb, g);
                goals.add(sb.toString().replace(",", " \u2192 "));
            }
        }
    }

    /** Adds the next view's result ({@code values} and {@code reported} by result key). */
    public void view(String name, long[] values, boolean[] reported) {
        views.add(switch (kind) {
            case HOPS, DISTANCES -> distances(name, values, reported);
            case COMPONENTS -> components(name, values, reported);
            case RANKS -> ranks(name, values, reported);
            case GOAL_HOPS -> {
                double[] d = new double[values.length];
                for (int g = 0; g < d.length; g++) {
                    d[g] = !reported[g] || values[g] == PlainBfs.UNREACHED ? Double.NaN : values[g];
                }
                yield new Goals(name, d);
            }
            case OTHER -> {
                long n = 0;
                for (boolean r : reported) {
                    n += r ? 1 : 0;
                }
                yield new Counted(name, n);
            }
        });
    }

    /** What the summarized results are. */
    public ResultKind kind() {
        return kind;
    }

    public List<ViewSummary> views() {
        return views;
    }

    /** The goals of an MPSP run, as {@code source → target}. */
    public List<String> goals() {
        return goals;
    }

    /** The original ids of the vertices whose ranks are tracked across views. */
    public List<String> tracked() {
        return trackedNames;
    }

    private Distances distances(String name, long[] values, boolean[] reported) {
        int n = 0;
        long unreached = 0;
        double[] finite = new double[values.length];
        double sum = 0;
        for (int v = 0; v < values.length; v++) {
            if (!reported[v]) {
                continue;
            }
            double d = kind == ResultKind.DISTANCES ? Double.longBitsToDouble(values[v])
                    : values[v] == PlainBfs.UNREACHED ? Double.POSITIVE_INFINITY : values[v];
            if (Double.isInfinite(d)) {
                unreached++;
            } else {
                finite[n++] = d;
                sum += d;
            }
        }
        Arrays.sort(finite, 0, n);
        double[] quantiles = new double[n == 0 ? 0 : 7];
        double[] at = {0, 0.10, 0.25, 0.50, 0.75, 0.90, 1};
        for (int q = 0; q < quantiles.length; q++) {
            quantiles[q] = finite[(int) Math.round(at[q] * (n - 1))];
        }
        return new Distances(name, n, unreached, quantiles, n == 0 ? Double.NaN : sum / n);
    }

    private static Components components(String name, long[] labels, boolean[] reported) {
        int[] size = new int[labels.length];
        for (int v = 0; v < labels.length; v++) {
            if (reported[v]) {
                size[(int) labels[v]]++;
            }
        }
        int count = 0;
        int largest = 0;
        long[] bins = new long[32];
        int top = 0;
        for (int s : size) {
            if (s > 0) {
                count++;
                largest = Math.max(largest, s);
                int bin = 31 - Integer.numberOfLeadingZeros(s);
                bins[bin]++;
                top = Math.max(top, bin + 1);
            }
        }
        return new Components(name, count, largest, Arrays.copyOf(bins, top));
    }

    private Ranks ranks(String name, long[] ranks, boolean[] reported) {
        int[] best = ValueTally.RankScan.top(ranks, reported, TOP);
        int found = best.length;
        List<Ranked> top = new ArrayList<>();
        for (int i = 0; i < found; i++) {
            top.add(new Ranked(ids.original(best[i]), PlainPageRank.toDouble(ranks[best[i]])));
        }
        if (tracked == null) {
            tracked = Arrays.copyOf(best, found);
            for (int v : tracked) {
                trackedNames.add(ids.original(v));
            }
        }
        double[] followed = new double[tracked.length];
        for (int i = 0; i < tracked.length; i++) {
            followed[i] = reported[tracked[i]] ? PlainPageRank.toDouble(ranks[tracked[i]]) : Double.NaN;
        }
        return new Ranks(name, top, followed);
    }
}
