package graphsurge.analytics.computation;

import graphsurge.analytics.differential.SccLoop;
import graphsurge.analytics.plain.PlainScc;
import graphsurge.gstore.PropertyGraph;
import java.util.Set;

/**
 * Strongly connected components: for every vertex of the view, the smallest original id in its
 * strongly connected component (Graphsurge output the edges inside components instead; a label
 * per vertex is what the other computations give and what users compare across views).
 *
 * <p>Differentially it runs {@link SccLoop}, trimming in two nested loops; a vertex the loop
 * gives no label (no in-edge in the view) is its own component. The plain algorithm is Tarjan's
 * ({@link PlainScc}), the giant component split off first on W threads.
 */
public final class Scc extends BuiltIn {
    public Scc() {
        super("scc", ResultKind.COMPONENTS,
                "smallest vertex id in the strongly connected component",
                "none");
    }

    @Override
    public Program bind(PropertyGraph graph, Parameters parameters) {
        parameters.allowOnly(Set.of());
        return Program.differential(ResultFormat.byVertex(graph.ids(), "component", ResultFormat.vertex(graph.ids()),
                ResultFormat.idColumn(graph.ids())),
                graph.vertexCount(),
                (view, workers) -> new DataflowEvaluation(view, graph.vertexCount(), 0,
                        workers) {
                    private final SccLoop loop = new SccLoop(edges);

                    {
                        for (int v = 0; v < graph.vertexCount(); v++) {
                            set(v, v);
                        }
                    }

                    @Override
                    protected void afterRun() {
                        applyChanges(loop.drain());
                        reportViewVertices(-1);
                    }

                    @Override
                    protected void retract(long key, long value) {
                        if (value((int) key) == value) {
                            set((int) key, key); // no label: alone in its component
                        }
                    }
                },
                PlainAlgorithm.labels(PlainScc::labels));
    }
}
