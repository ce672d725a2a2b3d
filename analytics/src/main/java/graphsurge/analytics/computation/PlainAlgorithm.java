package graphsurge.analytics.computation;

import graphsurge.analytics.graph.ViewGraph;

/**
 * A computation's plain algorithm: its result on one whole view, computed from nothing (no
 * dataflow, no state kept between views). The runner's one plain executor runs it on the views a
 * policy computes plainly, and on every view of a program without a differential form.
 */
@FunctionalInterface
public interface PlainAlgorithm {
    /**
     * Computes a view's result into {@code values} and {@code reported} (the reports cleared
     * before each view), on {@code workers} threads where the algorithm has a multi-threaded form.
     */
    void compute(ViewGraph view, int workers, long[] values, boolean[] reported);

    /** A labelling of the view's vertices by dense vertex ids, on {@code workers} threads. */
    @FunctionalInterface
    interface Labelling {
        int[] labels(ViewGraph view, int workers);
    }

    /** A value per vertex of the view, on {@code workers} threads. */
    @FunctionalInterface
    interface VertexValues {
        long[] values(ViewGraph view, int workers);
    }

    /** An algorithm giving each vertex of the view a label (a dense vertex id), such as its component. */
    static PlainAlgorithm labels(Labelling labelling) {
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
    static PlainAlgorithm perVertex(VertexValues values, int root) {
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
