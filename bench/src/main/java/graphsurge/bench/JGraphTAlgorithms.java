package graphsurge.bench;

import graphsurge.analytics.computation.ScratchEvaluation;
import graphsurge.analytics.graph.ViewGraph;
import graphsurge.analytics.plain.PlainBfs;
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
 */
final class JGraphTAlgorithms {
    private JGraphTAlgorithms() {}

    /** The JGraphT form of {@code computation} ({@code bfs}, {@code sssp} or {@code wcc}), or null. */
    static ScratchEvaluation.Algorithm of(String computation, int root, double[] weights) {
        return switch (computation) {
            case "bfs" -> ScratchEvaluation.perVertex((view, workers) -> bfs(view, root), root);
            case "sssp" -> ScratchEvaluation.perVertex((view, workers) -> sssp(view, root, weights), root);
            case "wcc" -> (view, workers, values, reported) -> wcc(view, values, reported);
            default -> null;
        };
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
        java.util.Arrays.fill(distances, PlainBfs.UNREACHED);
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
        java.util.Arrays.fill(bits, Double.doubleToLongBits(Double.POSITIVE_INFINITY));
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
