package graphsurge.session;

import graphsurge.analytics.computation.ResultFormat;
import graphsurge.analytics.computation.ResultKind;
import graphsurge.analytics.plain.PlainBfs;
import graphsurge.analytics.plain.PlainPageRank;
import graphsurge.gstore.VertexIds;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * What a run's results look like view by view, kept small whatever the graph, by the
 * computation's {@link ResultKind}: for distances (BFS, SSSP) the reached vertices and the
 * distances' quantiles; for components (WCC, SCC) the number of components and how their sizes
 * spread; for ranks (PageRank) each view's top vertices, and the vertices top across all views
 * with their rank in each view; for goals (MPSP) each goal's distance; for other kinds the number of
 * results. Views are added in run order and kept with their names.
 */
public final class ResultSummary {
    /** How many top vertices PageRank summaries show per view and follow across views. */
    public static final int TOP = 10;
    /**
     * How many of each view's highest ranks are kept (about 1.2 KB a view) to give the followed
     * vertices' ranks: a followed vertex below this place in a view has no rank shown there.
     */
    public static final int DEPTH = 100;

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

    /** The view's {@link #TOP} highest-ranked vertices, in decreasing rank. */
    public record Ranks(String view, List<ViewValues.Ranked> top) implements ViewSummary {}

    /** Each goal's distance in hops (NaN where unreachable). */
    public record Goals(String view, double[] distances) implements ViewSummary {}

    /** How many results the view reported. */
    public record Counted(String view, long reported) implements ViewSummary {}

    private final ResultKind kind;
    private final VertexIds ids;
    private final List<String> goals = new ArrayList<>();
    private final List<ViewSummary> views = new ArrayList<>();
    /** Per view in run order, its {@link #DEPTH} highest-ranked vertices (dense ids) and their ranks, in decreasing rank. */
    private final List<int[]> deepVertices = new ArrayList<>();
    private final List<double[]> deepRanks = new ArrayList<>();
    /** Per vertex, its rank relative to its view's (rank times the view's vertex count) summed over the views. */
    private double[] relativeRankSum;
    /** {@link #followed()} as it was after {@code followedAfter} views. */
    private int[] followed;
    private int followedAfter = -1;
    /** The view being added's ranks as doubles, reused from view to view. */
    private double[] rank;

    /** A summary of results of {@code kind} (the computation's {@link graphsurge.analytics.computation.Computation#resultKind()}), keyed as {@code format} says. */
    public ResultSummary(ResultKind kind, VertexIds ids, ResultFormat format, int resultSize) {
        this.ids = ids;
        this.kind = Objects.requireNonNull(kind);
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

    /**
     * The {@link #TOP} vertices ranked highest across the views, by their rank relative to each
     * view's (the rank times the view's vertex count, 1 for a vertex of average rank, so that a
     * tiny view's large ranks do not outweigh a large view's) summed over all views: a vertex
     * top in most views comes first. Dense ids, best first.
     */
    public int[] followed() {
        if (relativeRankSum == null) {
            return new int[0];
        }
        if (followedAfter != deepVertices.size()) {
            int[] best = highest(relativeRankSum, null, TOP);
            int n = 0;
            while (n < best.length && relativeRankSum[best[n]] > 0) {
                n++;
            }
            followed = Arrays.copyOf(best, n);
            followedAfter = deepVertices.size();
        }
        return followed.clone();
    }

    /** The original ids of {@link #followed()}. */
    public List<String> followedNames() {
        List<String> out = new ArrayList<>();
        for (int v : followed()) {
            out.add(ids.original(v));
        }
        return out;
    }

    /**
     * The rank of each {@link #followed()} vertex in view {@code view} (run order): NaN where the
     * vertex is not in the view or not among its {@link #DEPTH} highest.
     */
    public double[] followedRanks(int view) {
        followed();
        int[] vertices = deepVertices.get(view);
        double[] out = new double[followed.length];
        for (int f = 0; f < followed.length; f++) {
            out[f] = Double.NaN;
            for (int i = 0; i < vertices.length; i++) {
                if (vertices[i] == followed[f]) {
                    out[f] = deepRanks.get(view)[i];
                    break;
                }
            }
        }
        return out;
    }

    /** The (at most) {@code k} highest-ranked vertices of the view added last, highest first; {@code k} at most {@link #TOP}. */
    List<ViewValues.Ranked> lastViewTop(int k) {
        List<ViewValues.Ranked> top = ((Ranks) views.get(views.size() - 1)).top();
        return top.subList(0, Math.min(k, top.size()));
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
        if (relativeRankSum == null) {
            relativeRankSum = new double[ranks.length];
            rank = new double[ranks.length];
        }
        int count = 0;
        for (int v = 0; v < ranks.length; v++) {
            rank[v] = reported[v] ? PlainPageRank.toDouble(ranks[v]) : 0;
            count += reported[v] ? 1 : 0;
        }
        for (int v = 0; v < ranks.length; v++) {
            if (reported[v]) {
                relativeRankSum[v] += rank[v] * count;
            }
        }
        int[] deep = highest(rank, reported, DEPTH);
        double[] deepRank = new double[deep.length];
        List<ViewValues.Ranked> top = new ArrayList<>();
        for (int i = 0; i < deep.length; i++) {
            deepRank[i] = rank[deep[i]];
            if (i < TOP) {
                top.add(new ViewValues.Ranked(ids.original(deep[i]), deepRank[i]));
            }
        }
        deepVertices.add(deep);
        deepRanks.add(deepRank);
        return new Ranks(name, top);
    }

    /**
     * The (at most) {@code m} indices of {@code values} with the largest values among those
     * {@code included} (all when null), largest first, ties by the smaller index: a min-heap of
     * {@code m}, O(n log m).
     */
    static int[] highest(double[] values, boolean[] included, int m) {
        int[] heap = new int[m];
        int size = 0;
        for (int v = 0; v < values.length; v++) {
            if (included != null && !included[v]) {
                continue;
            }
            if (size < m) {
                heap[size] = v;
                siftUp(heap, size++, values);
            } else if (better(v, heap[0], values)) {
                heap[0] = v;
                siftDown(heap, size, values);
            }
        }
        int[] out = new int[size];
        for (int i = size - 1; i >= 0; i--) {
            out[i] = heap[0];
            heap[0] = heap[i];
            siftDown(heap, i, values);
        }
        return out;
    }

    /** Whether index {@code a} ranks above {@code b}: a larger value, or an equal one at a smaller index. */
    private static boolean better(int a, int b, double[] values) {
        return values[a] > values[b] || values[a] == values[b] && a < b;
    }

    private static void siftUp(int[] heap, int i, double[] values) {
        while (i > 0 && better(heap[(i - 1) / 2], heap[i], values)) {
            int parent = (i - 1) / 2;
            int t = heap[i];
            heap[i] = heap[parent];
            heap[parent] = t;
            i = parent;
        }
    }

    private static void siftDown(int[] heap, int size, double[] values) {
        int i = 0;
        while (true) {
            int worst = i;
            for (int c = 2 * i + 1; c <= 2 * i + 2 && c < size; c++) {
                if (better(heap[worst], heap[c], values)) {
                    worst = c;
                }
            }
            if (worst == i) {
                return;
            }
            int t = heap[i];
            heap[i] = heap[worst];
            heap[worst] = t;
            i = worst;
        }
    }
}
