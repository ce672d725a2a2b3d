package graphsurge.analytics.computation;

import graphsurge.analytics.differential.GraphEdges;
import graphsurge.analytics.differential.MinLabelLoop;
import graphsurge.analytics.incremental.WccKernel;
import graphsurge.analytics.plain.PlainWcc;
import graphsurge.engine.ReduceFunction;
import graphsurge.engine.UpdateBatch;
import graphsurge.gstore.PropertyGraph;
import it.unimi.dsi.fastutil.ints.IntList;
import java.util.Set;

/**
 * Weakly connected components: for every vertex of the view, the smallest original id in its
 * component, edges taken in both directions.
 *
 * <p>Differentially, every vertex of the view seeds its own id as label, smallest labels first
 * ({@link MinLabelLoop#SMALL_LABELS_FIRST}), and the loop keeps the minimum over both edge
 * directions. Vertices entering or leaving the view add or retract their seed, so a deletion that
 * splits a component is repaired from the retraction, not recomputed. DIFFERENTIAL runs use the
 * incremental {@link WccKernel} instead unless {@code dataflow=true}.
 */
public final class Wcc extends BuiltIn {
    public Wcc() {
        super("wcc", ResultKind.COMPONENTS,
                "smallest vertex id in the weakly connected component",
                DATAFLOW_PARAMETER);
    }

    @Override
    public Program bind(PropertyGraph graph, Parameters parameters) {
        parameters.allowOnly(Set.of("dataflow"));
        Program.KernelStarter kernel = parameters.bool("dataflow", false) ? null : () -> new WccKernel(graph);
        return Program.differential(ResultFormat.byVertex(graph.ids(), "component", ResultFormat.vertex(graph.ids()),
                ResultFormat.idColumn(graph.ids())),
                graph.vertexCount(),
                (view, workers) -> new MinLabelEvaluation(view, graph.vertexCount(),
                        (source, label, edge, out) -> out.emit(GraphEdges.otherEnd(edge), label),
                        (target, label, edge, out) -> out.emit(GraphEdges.otherEnd(edge), label),
                        ReduceFunction.MIN, MinLabelLoop.SMALL_LABELS_FIRST, null, Long.MAX_VALUE, workers) {
                    @Override
                    protected void addSeeds(UpdateBatch into) {
                        IntList came = change().appeared();
                        for (int i = 0; i < came.size(); i++) {
                            into.add(came.getInt(i), came.getInt(i), 0, 1);
                        }
                        IntList went = change().disappeared();
                        for (int i = 0; i < went.size(); i++) {
                            into.add(went.getInt(i), went.getInt(i), 0, -1);
                        }
                    }

                    @Override
                    protected void report() {
                        reportViewVertices(-1);
                    }
                },
                kernel, PlainAlgorithm.labels(PlainWcc::labels), edges -> {});
    }
}
