package graphsurge.analytics.computation;

import graphsurge.analytics.differential.GraphEdges;
import graphsurge.analytics.incremental.ShortestPathKernel;
import graphsurge.analytics.plain.PlainBfs;
import graphsurge.engine.ReduceFunction;
import graphsurge.engine.UpdateBatch;
import graphsurge.gstore.PropertyGraph;
import java.util.Set;

/**
 * Breadth-first search: hops from {@code root} along out-edges for every vertex of the view
 * (unreachable: {@code Long.MAX_VALUE}, {@code infinity} in result files; the root is reported with
 * 0 even when no edge of the view touches it).
 *
 * <p>Differentially, {@code labels = iterate(x -> min(join(x, edges, d -> d + 1) + (root, 0)))}
 * on a {@link graphsurge.analytics.differential.MinLabelLoop}; DIFFERENTIAL runs use the incremental
 * {@link ShortestPathKernel} instead unless {@code dataflow=true}.
 */
public final class Bfs extends BuiltIn {
    public Bfs() {
        super("bfs", ResultKind.HOPS,
                "hops from the root along out-edges (unreachable: infinity)",
                "root (vertex id), " + DATAFLOW_PARAMETER);
    }

    @Override
    public Program bind(PropertyGraph graph, Parameters parameters) {
        parameters.allowOnly(Set.of("root", "dataflow"));
        int root = parameters.vertex("root", graph);
        Program.KernelStarter kernel = parameters.bool("dataflow", false) ? null : () -> new ShortestPathKernel(graph, root, null);
        return Program.differential(ResultFormat.byVertex(graph.ids(), "distance", ResultFormat.HOPS, ResultFormat.Column.INTEGER), graph.vertexCount(),
                (view, workers) -> new MinLabelEvaluation(view, graph.vertexCount(),
                        (src, hops, edge, out) -> out.emit(GraphEdges.otherEnd(edge), hops + 1), ReduceFunction.MIN,
                        PlainBfs.UNREACHED, workers) {
                    @Override
                    protected void addSeeds(UpdateBatch into) {
                        if (isFirstView()) {
                            into.add(root, 0, 0, 1);
                        }
                    }

                    @Override
                    protected void report() {
                        reportViewVertices(root);
                    }
                },
                kernel, PlainAlgorithm.perVertex((view, workers) -> PlainBfs.distances(view, root, workers), root),
                edges -> {});
    }
}
