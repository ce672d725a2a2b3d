package graphsurge.analytics.computation;

import graphsurge.analytics.differential.GraphEdges;
import graphsurge.analytics.differential.MinLabelLoop;
import graphsurge.analytics.incremental.ShortestPathKernel;
import graphsurge.analytics.plain.PlainSssp;
import graphsurge.engine.ReduceFunction;
import graphsurge.engine.UpdateBatch;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.Suggestions;
import graphsurge.gstore.VertexIds;
import graphsurge.gstore.column.Column;
import graphsurge.gstore.column.DoubleColumn;
import graphsurge.gstore.column.IntColumn;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.List;
import java.util.Set;

/**
 * Single-source shortest paths: the distance from {@code root} for every vertex of the view
 * (unreachable: {@code infinity}), with non-negative weights from the numeric edge property
 * {@code weight}, unit weights without it, or Graphsurge's synthetic {@code weight_cap} weights
 * {@code ((source + target) % cap) + 1} over the vertex ids. Only the edges of the views run need
 * a usable weight ({@link Weights}).
 *
 * <p>Differentially, a min-label loop over distances stored as the bits of non-negative doubles,
 * whose order as longs is their order as numbers: the engine's integer {@code MIN} reduce then
 * computes exact floating-point minima, and unchanged paths cancel exactly across views.
 * DIFFERENTIAL runs use the incremental {@link ShortestPathKernel} instead unless {@code dataflow=true}.
 */
public final class Sssp extends BuiltIn {
    private static final long UNREACHED = Double.doubleToLongBits(Double.POSITIVE_INFINITY);

    public Sssp() {
        super("sssp", ResultKind.DISTANCES,
                "shortest distance from the root with non-negative edge weights (unreachable: infinity)",
                "root (vertex id), weight (numeric edge property; unit weights when omitted) or weight_cap (integer);"
                + " with weight, missing=skip (edges without one are not traversed) or default_weight (their weight);"
                + " " + DATAFLOW_PARAMETER);
    }

    @Override
    public Program bind(PropertyGraph graph, Parameters parameters) {
        parameters.allowOnly(Set.of("root", "weight", "weight_cap", "missing", "default_weight", "dataflow"));
        int root = parameters.vertex("root", graph);
        Weights checked = weights(graph, parameters);
        double[] weights = checked.byEdge();
        Program.KernelStarter kernel = parameters.bool("dataflow", false) ? null : () -> new ShortestPathKernel(graph, root, weights);
        return Program.differential(ResultFormat.byVertex(graph.ids(), "distance", ResultFormat.DISTANCE, ResultFormat.Column.REAL),
                graph.vertexCount(),
                (view, workers) -> new MinLabelEvaluation(view, graph.vertexCount(),
                        (src, distance, edge, out) -> {
                            double w = weights[GraphEdges.edgeId(edge)];
                            if (w == w) { // NaN: an edge missing=skip leaves out
                                out.emit(GraphEdges.otherEnd(edge), Double.doubleToLongBits(Double.longBitsToDouble(distance) + w));
                            }
                        },
                        null, ReduceFunction.MIN, null, distanceRounds(graph, weights), UNREACHED, workers) {
                    @Override
                    protected void addSeeds(UpdateBatch into) {
                        if (isFirstView()) {
                            into.add(root, Double.doubleToLongBits(0.0), 0, 1);
                        }
                    }

                    @Override
                    protected void report() {
                        reportViewVertices(root);
                    }
                },
                kernel, PlainAlgorithm.perVertex((view, workers) -> {
                    double[] d = PlainSssp.distances(view, root, weights, workers);
                    long[] bits = new long[d.length];
                    for (int v = 0; v < d.length; v++) {
                        bits[v] = Double.doubleToLongBits(d[v]);
                    }
                    return bits;
                }, root),
                edges -> checked.check(graph, edges));
    }

    /**
     * The dataflow's distance buckets ({@link MinLabelLoop#distanceRounds}) of delta-stepping's
     * width for random weights, the mean weight over the mean out-degree, but at least the
     * smallest positive weight (narrower buckets would only be empty; unit weights get the rounds
     * of a breadth-first search). Null, no buckets, when no edge weighs more than zero.
     */
    static java.util.function.LongBinaryOperator distanceRounds(PropertyGraph graph, double[] weights) {
        double sum = 0;
        long counted = 0;
        double smallest = Double.POSITIVE_INFINITY;
        for (double w : weights) {
            if (w > 0 && w < Double.POSITIVE_INFINITY) {
                sum += w;
                counted++;
                smallest = Math.min(smallest, w);
            }
        }
        if (counted == 0) {
            return null;
        }
        double meanDegree = (double) weights.length / Math.max(1, graph.vertexCount());
        double width = Math.max(smallest, sum / counted / Math.max(1, meanDegree));
        return MinLabelLoop.distanceRounds(width);
    }

    /**
     * Each edge's weight by edge id, NaN for an edge without one that {@code missing=skip} leaves
     * out (not traversed; its endpoints stay in the view), {@code default_weight=w} weighs {@code
     * w}; and the edges whose weight cannot be used, in edge id order: {@code missing}, without a
     * weight (when that is an error), and {@code invalid}, negative, infinite or NaN. A run fails
     * only when its views hold such an edge ({@link #check}).
     */
    public record Weights(double[] byEdge, int[] missing, int[] invalid, String property, Parameters.Position at) {
        /** Weights every edge may have: unit or synthetic ones. */
        static Weights usable(double[] byEdge) {
            return new Weights(byEdge, new int[0], new int[0], null, Parameters.Position.NONE);
        }

        /** Fails, counting them, when {@code edges} hold an edge whose weight cannot be used. */
        public void check(PropertyGraph graph, EdgesInViews edges) {
            int first = firstIn(invalid, edges);
            if (first >= 0) {
                throw new ParameterException(at, counted(invalid, edges, "a negative or infinite " + property) + "; first: "
                        + edge(graph, first) + " (" + graph.edgeProperties().column(property).format(first)
                        + "); shortest paths need finite non-negative weights");
            }
            first = firstIn(missing, edges);
            if (first >= 0) {
                throw new ParameterException(at, counted(missing, edges, "no " + property) + "; first: " + edge(graph, first)
                        + ". Give missing=skip to leave such edges out, or default_weight=<number> to weigh them");
            }
        }

        /** "412 of 1,843 edges in the views have no distance". */
        private static String counted(int[] ids, EdgesInViews edges, String what) {
            int n = 0;
            for (int e : ids) {
                if (edges.contains(e)) {
                    n++;
                }
            }
            return String.format(java.util.Locale.ROOT, "%,d of %,d edges in %s %s %s", n, edges.count(), edges.holder(),
                    n == 1 ? "has" : "have", what);
        }

        /** The first edge of {@code ids} the views hold, or -1. */
        private static int firstIn(int[] ids, EdgesInViews edges) {
            for (int e : ids) {
                if (edges.contains(e)) {
                    return e;
                }
            }
            return -1;
        }

        private static String edge(PropertyGraph graph, int e) {
            return graph.ids().original(graph.sources()[e]) + " -> " + graph.ids().original(graph.targets()[e]);
        }
    }

    /** Each edge's weight from the parameters, as {@link Weights} says. */
    public static Weights weights(PropertyGraph graph, Parameters parameters) {
        double[] weights = new double[graph.edgeCount()];
        String property = parameters.name("weight");
        if (property != null && parameters.has("weight_cap")) {
            throw new ParameterException(parameters.position("weight_cap"), "give either weight or weight_cap, not both");
        }
        for (String option : List.of("missing", "default_weight")) {
            if (property == null && parameters.has(option)) {
                throw new ParameterException(parameters.position(option), option + " says what an edge without a weight"
                        + " property value weighs: it needs weight=<edge property>");
            }
        }
        if (parameters.has("missing") && parameters.has("default_weight")) {
            throw new ParameterException(parameters.position("default_weight"), "give either missing=skip or default_weight, not both");
        }
        String missing = parameters.name("missing");
        if (missing != null && !missing.equals("skip") && !missing.equals("fail")) {
            throw new ParameterException(parameters.position("missing"), "missing must be skip (leave edges without a "
                    + property + " out) or fail (the default)" + Suggestions.hint(missing, List.of("skip", "fail")));
        }
        if (parameters.has("weight_cap")) {
            long cap = parameters.integer("weight_cap", 1, 1, Integer.MAX_VALUE);
            VertexIds ids = graph.ids();
            for (int e = 0; e < weights.length; e++) {
                weights[e] = (id(ids, graph.sources()[e]) + id(ids, graph.targets()[e])) % cap + 1;
            }
            return Weights.usable(weights);
        }
        if (property == null) {
            java.util.Arrays.fill(weights, 1.0);
            return Weights.usable(weights);
        }
        Column column = graph.edgeProperties().schema().find(property).isPresent()
                ? graph.edgeProperties().column(property) : null;
        if (column == null) {
            throw new ParameterException(parameters.position("weight"), "there is no edge property '" + property + "'"
                    + Suggestions.hint(property, graph.edgeProperties().schema().names()));
        }
        // Dates and timestamps are integer columns of epoch seconds, but no distance.
        if (!(column instanceof IntColumn || column instanceof DoubleColumn) || column.spec().type().isTemporal()) {
            throw new ParameterException(parameters.position("weight"), "edge property '" + property + "' is "
                    + column.spec().type().displayName() + "; weights must be numeric");
        }
        boolean skip = "skip".equals(missing);
        double fallback = parameters.has("default_weight")
                ? parameters.decimal("default_weight", 0, 0, Double.POSITIVE_INFINITY) : Double.NaN;
        IntArrayList absent = new IntArrayList();
        IntArrayList invalid = new IntArrayList();
        for (int e = 0; e < weights.length; e++) {
            if (!column.isPresent(e)) {
                if (!skip && Double.isNaN(fallback)) {
                    absent.add(e);
                }
                weights[e] = fallback;
                continue;
            }
            double w = column instanceof IntColumn i ? i.get(e) : ((DoubleColumn) column).get(e);
            if (!(w >= 0) || Double.isInfinite(w)) {
                invalid.add(e);
            }
            weights[e] = w;
        }
        return new Weights(weights, absent.toIntArray(), invalid.toIntArray(), property, parameters.position("weight"));
    }

    /** A vertex's id for synthetic weights: the original integer id, or the dense id for string ids. */
    private static long id(VertexIds ids, int v) {
        return ids instanceof VertexIds.Numeric n ? Math.abs(n.id(v)) : v;
    }
}
