package graphsurge.analytics.computation;

import graphsurge.analytics.graph.ViewGraph;

/**
 * An evaluation that recomputes every view from scratch with a plain algorithm: for computations
 * that have no differential form (yet), so that they still run on every collection in every mode.
 */
public final class ScratchEvaluation extends Evaluation {
    /** Computes a view's result into {@code values} and {@code reported} (cleared before each view). */
    @FunctionalInterface
    public interface Algorithm {
        void compute(ViewGraph view, long[] values, boolean[] reported);
    }

    private final Algorithm algorithm;

    public ScratchEvaluation(ViewState view, int resultSize, Algorithm algorithm) {
        super(view, resultSize);
        this.algorithm = algorithm;
    }

    @Override
    protected void update(int[] added, int[] removed) {
        ViewGraph graph = view.toViewGraph();
        java.util.Arrays.fill(reported, false);
        algorithm.compute(graph, values, reported);
    }
}
