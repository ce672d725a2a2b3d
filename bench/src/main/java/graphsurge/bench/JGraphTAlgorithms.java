package graphsurge.bench;

import graphsurge.analytics.computation.Bfs;
import graphsurge.analytics.computation.Computation;
import graphsurge.analytics.computation.Parameters;
import graphsurge.analytics.computation.PlainAlgorithm;
import graphsurge.analytics.computation.Sssp;
import graphsurge.analytics.computation.Wcc;
import graphsurge.analytics.graph.ViewGraph;
import graphsurge.analytics.plain.PlainBfs;
import graphsurge.gstore.PropertyGraph;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import org.jgrapht.Graph;
import org.jgrapht.alg.connectivity.ConnectivityInspector;
import org.jgrapht.alg.interfaces.ShortestPathAlgorithm;
import org.jgrapht.alg.shortestpath.DijkstraShortestPath;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.DirectedWeightedPseudograph;
import org.jgrapht.traverse.BreadthFirstIterator;

/**
 * BFS, SSSP and WCC with JGraphT on a graph built per view, giving results in the encoding of the
 * built-in computations, so that the benchmark can check them against the other competitors: the
 * baseline of a user who would loop over the views with a general graph library.
 *
 * <p>They are found by the class of the computation they stand in for, in a table here rather
 * than on the computation: JGraphT is an instrument of the benchmark (and of the tests), which
 * the library jar does not carry, and a computation without a JGraphT form simply has no such
 * competitor.
 */
final class JGraphTAlgorithms {
    private JGraphTAlgorithms() {}

    /** Binds a computation's parameters to its JGraphT form, as the computation's own bind reads them. */
    @FunctionalInterface
    private interface Form {
        PlainAlgorithm bind(PropertyGraph graph, Parameters parameters);
    }

    private static final Map<Class<? extends Computation>, Form> FORMS = Map.of(
            Bfs.class, (graph, p) -> {
                int root = p.vertex("root", graph);
                return PlainAlgorithm.perVertex((view, workers) -> bfs(view, root), root);
            },
            Sssp.class, (graph, p) -> {
                int root = p.vertex("root", graph);
                double[] weights = Sssp.weights(graph, p).byEdge();
                return PlainAlgorithm.perVertex((view, workers) -> sssp(view, root, weights), root);
            },
            Wcc.class, (graph, p) -> (view, workers, values, reported) -> wcc(view, values, reported));

    /** The JGraphT form of {@code computation} with {@code parameters} on {@code graph}, or null when it has none. */
    static PlainAlgorithm of(Computation computation, PropertyGraph graph, Parameters parameters) {
        Form form = FORMS.get(computation.getClass());
        return form == null ? null : form.bind(graph, parameters);
    }

    private static Graph<Integer, DefaultWeightedEdge> build(ViewGraph view, int root, double[] weights) {
        Graph<Integer, DefaultWeightedEdge> g = new DirectedWeightedPseudograph<>(DefaultWeightedEdge.class);
        for (int v = 0; v < view.vertexCount(); v++) {
            if (view.isPresent(v) || v == root) {
                g.addVertex(v);
            }
        }
        for (int v = 0; v < view.vertexCount(); v++) {
            for (int i = view.outStart(v); i < view.outEnd(v); i++) {
                if (!view.outLive(i)) {
                    continue;
                }
                DefaultWeightedEdge e = g.addEdge(v, view.outTarget(i));
                if (weights != null) {
                    g.setEdgeWeight(e, weights[view.outEdge(i)]);
                }
            }
        }
        return g;
    }

    private static long[] bfs(ViewGraph view, int root) {
        Graph<Integer, DefaultWeightedEdge> g = build(view, root, null);
        long[] distances = new long[view.vertexCount()];
        Arrays.fill(distances, PlainBfs.UNREACHED);
        BreadthFirstIterator<Integer, DefaultWeightedEdge> it = new BreadthFirstIterator<>(g, root);
        while (it.hasNext()) {
            int v = it.next();
            distances[v] = it.getDepth(v);
        }
        return distances;
    }

    private static long[] sssp(ViewGraph view, int root, double[] weights) {
        Graph<Integer, DefaultWeightedEdge> g = build(view, root, weights);
        ShortestPathAlgorithm.SingleSourcePaths<Integer, DefaultWeightedEdge> paths =
                new DijkstraShortestPath<>(g).getPaths(root);
        long[] bits = new long[view.vertexCount()];
        Arrays.fill(bits, Double.doubleToLongBits(Double.POSITIVE_INFINITY));
        for (Integer v : g.vertexSet()) {
            bits[v] = Double.doubleToLongBits(paths.getWeight(v));
        }
        return bits;
    }

    private static void wcc(ViewGraph view, long[] values, boolean[] reported) {
        Graph<Integer, DefaultWeightedEdge> g = build(view, -1, null);
        for (Set<Integer> component : new ConnectivityInspector<>(g).connectedSets()) {
            int least = Integer.MAX_VALUE;
            for (int v : component) {
                least = Math.min(least, v);
            }
            for (int v : component) {
                values[v] = least;
                reported[v] = true;
            }
        }
    }
}
