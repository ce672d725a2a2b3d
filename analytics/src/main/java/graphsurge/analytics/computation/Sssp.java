package graphsurge.analytics.computation;

import graphsurge.analytics.differential.GraphEdges;
import graphsurge.analytics.engine.data.UpdateBatch;
import graphsurge.analytics.engine.operators.ReduceFunction;
import graphsurge.analytics.plain.PlainSssp;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.VertexIds;
import graphsurge.gstore.column.Column;
import graphsurge.gstore.column.DoubleColumn;
import graphsurge.gstore.column.IntColumn;
import java.util.Set;

/**
 * Single-source shortest paths: the distance from {@code root} for every vertex of the view
 * (unreachable: {@code infinity}), with non-negative weights from the numeric edge property
 * {@code weight}, unit weights without it, or Graphsurge's synthetic {@code weight_cap} weights
 * {@code ((source + target) % cap) + 1} over the vertex ids.
 *
 * <p>Differentially, a min-label loop over distances stored as the bits of non-negative doubles,
 * whose order as longs is their order as numbers: the engine's integer {@code MIN} reduce then
 * computes exact floating-point minima, and a distance is always the same sum along the same path,
 * so unchanged paths cancel exactly across views.
 */
public final class Sssp implements Computation {
    private static final long UNREACHED = Double.doubleToLongBits(Double.POSITIVE_INFINITY);

    @Override
    public String name() {
        return "sssp";
    }

    @Override
    public String description() {
        return "shortest distance from the root with non-negative edge weights (unreachable: infinity)";
    }

    @Override
    public String parameters() {
        return "root (vertex id), weight (numeric edge property; unit weights when omitted) or weight_cap (integer)";
    }

    @Override
    public Program bind(PropertyGraph graph, Parameters parameters) {
        parameters.allowOnly(Set.of("root", "weight", "weight_cap"));
        int root = parameters.vertex("root", graph);
        double[] weights = weights(graph, parameters);
        return Program.differential(ResultFormat.byVertex(graph.ids(), "distance", ResultFormat.DISTANCE),
                graph.vertexCount(),
                (allVertices, workers) -> new MinLabelEvaluation(new ViewState(graph, allVertices), graph.vertexCount(),
                        (src, distance, edge, out) -> out.emit(GraphEdges.otherEnd(edge),
                                Double.doubleToLongBits(Double.longBitsToDouble(distance) + weights[GraphEdges.edgeId(edge)])),
                        ReduceFunction.MIN, UNREACHED, workers) {
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
                ScratchEvaluation.perVertex((view, workers) -> {
                    double[] d = PlainSssp.distances(view, root, weights, workers);
                    long[] bits = new long[d.length];
                    for (int v = 0; v < d.length; v++) {
                        bits[v] = Double.doubleToLongBits(d[v]);
                    }
                    return bits;
                }, root));
    }

    /** Each edge's weight, by edge id; checked non-negative and present. */
    public static double[] weights(PropertyGraph graph, Parameters parameters) {
        double[] weights = new double[graph.edgeCount()];
        String property = parameters.name("weight");
        if (property != null && parameters.has("weight_cap")) {
            throw new ParameterException(parameters.span("weight_cap"), "give either weight or weight_cap, not both");
        }
        if (parameters.has("weight_cap")) {
            long cap = parameters.integer("weight_cap", 1, 1, Integer.MAX_VALUE);
            VertexIds ids = graph.ids();
            for (int e = 0; e < weights.length; e++) {
                weights[e] = (id(ids, graph.sources()[e]) + id(ids, graph.targets()[e])) % cap + 1;
            }
            return weights;
        }
        if (property == null) {
            java.util.Arrays.fill(weights, 1.0);
            return weights;
        }
        Column column = graph.edgeProperties().schema().find(property).isPresent()
                ? graph.edgeProperties().column(property) : null;
        if (column == null) {
            throw new ParameterException(parameters.span("weight"), "there is no edge property '" + property + "'"
                    + graphsurge.gvdl.parse.Suggestions.hint(property, graph.edgeProperties().schema().names()));
        }
        if (!(column instanceof IntColumn) && !(column instanceof DoubleColumn)) {
            throw new ParameterException(parameters.span("weight"), "edge property '" + property + "' is "
                    + column.spec().type().displayName() + "; weights must be numeric");
        }
        for (int e = 0; e < weights.length; e++) {
            String edge = "edge " + graph.ids().original(graph.sources()[e]) + " -> "
                    + graph.ids().original(graph.targets()[e]);
            if (!column.isPresent(e)) {
                throw new ParameterException(parameters.span("weight"), edge + " has no " + property);
            }
            double w = column instanceof IntColumn i ? i.get(e) : ((DoubleColumn) column).get(e);
            if (!(w >= 0) || Double.isInfinite(w)) {
                throw new ParameterException(parameters.span("weight"), edge + " has " + property + " " + w
                        + "; shortest paths need finite non-negative weights");
            }
            weights[e] = w;
        }
        return weights;
    }

    /** A vertex's id for synthetic weights: the original integer id, or the dense id for string ids. */
    private static long id(VertexIds ids, int v) {
        return ids instanceof VertexIds.Numeric n ? Math.abs(n.id(v)) : v;
    }
}
