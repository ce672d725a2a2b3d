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

    /** An algorithm giving each vertex of the view a label (a dense vertex id), such as its component. */
    public static Algorithm labels(java.util.function.Function<ViewGraph, int[]> labelling) {
        return (view, values, reported) -> {
            int[] labels = labelling.apply(view);
            for (int v = 0; v < labels.length; v++) {
                values[v] = labels[v];
                reported[v] = view.isPresent(v);
            }
        };
    }

    /** An algorithm giving each vertex a value, reporting the view's vertices and {@code root} (when not negative). */
    public static Algorithm perVertex(java.util.function.Function<ViewGraph, long[]> values, int root) {
        return (view, out, reported) -> {
            long[] computed = values.apply(view);
            System.arraycopy(computed, 0, out, 0, computed.length);
            for (int v = 0; v < reported.length; v++) {
                reported[v] = view.isPresent(v) || v == root;
            }
        };
    }
}
