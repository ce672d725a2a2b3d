package graphsurge.analytics.computation;

import graphsurge.analytics.plain.PlainScc;
import graphsurge.gstore.PropertyGraph;
import java.util.Set;

/**
 * Strongly connected components: for every vertex of the view, the smallest original id in its
 * strongly connected component (Graphsurge output the edges inside components instead; a label
 * per vertex is what the other computations give and what users compare across views).
 *
 * <p>Each view is evaluated from scratch (Tarjan) for now; the differential form needs the
 * engine's nested loops (forward and backward propagation inside an outer trimming loop).
 */
public final class Scc implements Computation {
    @Override
    public String name() {
        return "scc";
    }

    @Override
    public String description() {
        return "smallest vertex id in the strongly connected component";
    }

    @Override
    public String parameters() {
        return "none";
    }

    @Override
    public Program bind(PropertyGraph graph, Parameters parameters) {
        parameters.allowOnly(Set.of());
        return Program.fromScratch(graph, ResultFormat.byVertex(graph.ids(), "component", ResultFormat.vertex(graph.ids())),
                graph.vertexCount(), ScratchEvaluation.labels(PlainScc::labels));
    }
}
