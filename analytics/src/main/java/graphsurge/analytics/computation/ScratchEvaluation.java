package graphsurge.analytics.computation;

import graphsurge.analytics.graph.ViewGraph;

/**
 * An evaluation that recomputes every view from scratch with a plain algorithm: for computations
 * that have no differential form (yet), so that they still run on every collection in every mode.
 */
public final class ScratchEvaluation extends Evaluation {
    /**
     * Computes a view's result into {@code values} and {@code reported} (cleared before each view),
     * on {@code workers} threads where the algorithm has a multi-threaded form.
     */
    @FunctionalInterface
    public interface Algorithm {
        void compute(ViewGraph view, int workers, long[] values, boolean[] reported);
    }

    /** A labelling of the view's vertices by dense vertex ids, on {@code workers} threads. */
    @FunctionalInterface
    public interface Labelling {
        int[] labels(ViewGraph view, int workers);
    }

    /** A value per vertex of the view, on {@code workers} threads. */
    @FunctionalInterface
    public interface VertexValues {
        long[] values(ViewGraph view, int workers);
    }

    private final Algorithm algorithm;
    private final int workers;

    public ScratchEvaluation(ViewState view, int resultSize, Algorithm algorithm, int workers) {
        super(view, resultSize);
        this.algorithm = algorithm;
        this.workers = workers;
    }

    @Override
    protected void update(ViewChange change) {
        ViewGraph graph = view.toViewGraph(workers);
        java.util.Arrays.fill(reported(), false);
        algorithm.compute(graph, workers, values(), reported());
        recomputed();
    }

    /** An algorithm giving each vertex of the view a label (a dense vertex id), such as its component. */
    public static Algorithm labels(Labelling labelling) {
        return (view, workers, values, reported) -> {
            int[] labels = labelling.labels(view, workers);
            requireOnePerVertex(labels.length, values.length, "labels");
            for (int v = 0; v < labels.length; v++) {
                values[v] = labels[v];
                reported[v] = view.isPresent(v);
            }
        };
    }

    /** An algorithm giving each vertex a value, reporting the view's vertices and {@code root} (when not negative). */
    public static Algorithm perVertex(VertexValues values, int root) {
        return (view, workers, out, reported) -> {
            long[] computed = values.values(view, workers);
            requireOnePerVertex(computed.length, out.length, "values");
            System.arraycopy(computed, 0, out, 0, computed.length);
            for (int v = 0; v < reported.length; v++) {
                reported[v] = view.isPresent(v) || v == root;
            }
        };
    }

    /** A user's algorithm must give every vertex its result: a shorter array would leave vertices with stale ones. */
    private static void requireOnePerVertex(int given, int vertices, String what) {
        if (given != vertices) {
            throw new IllegalStateException("the computation gave " + given + " " + what + " for a graph of " + vertices
                    + " vertices: it must give one per vertex of the graph, in dense vertex id order");
        }
    }
}
