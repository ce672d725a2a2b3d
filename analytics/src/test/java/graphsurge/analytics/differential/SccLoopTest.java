package graphsurge.analytics.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;

import graphsurge.analytics.TestGraphs;
import graphsurge.engine.Dataflow;
import graphsurge.engine.UpdateBatch;
import java.util.Set;
import java.util.SplittableRandom;
import org.jgrapht.Graph;
import org.jgrapht.alg.connectivity.KosarajuStrongConnectivityInspector;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;
import org.junit.jupiter.api.Test;

/**
 * Strongly connected components ({@link SccLoop}, a loop nested in the top-level loop) against
 * JGraphT at every version, on 1, 2 and 4 workers. Moved from the engine's NestedLoopsTest when
 * the engine became a module of its own that knows nothing of the analytics.
 */
class SccLoopTest {
    @Test
    void strongComponentsMatchJGraphTAtEveryVersion() {
        for (long seed = 1; seed <= 40; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int workers = new int[] {1, 2, 4}[(int) (seed % 3)];
            int n = 2 + r.nextInt(14);
            // Edge ids: up to three parallel copies of every ordered pair, self-loops included.
            int copies = 3;
            int[] sources = new int[copies * n * n];
            int[] targets = new int[copies * n * n];
            for (int e = 0; e < sources.length; e++) {
                sources[e] = e % (n * n) / n;
                targets[e] = e % n;
            }
            Dataflow df = new Dataflow(workers);
            GraphEdges edges = new GraphEdges(df, TestGraphs.of(n, sources, targets));
            SccLoop scc = new SccLoop(edges);
            int[][] multiplicity = new int[n][n];
            long[] labels = new long[n];
            for (int v = 0; v < labels.length; v++) {
                labels[v] = v;
            }
            for (int version = 0; version < 1 + r.nextInt(12); version++) {
                for (int i = 0; i < 1 + r.nextInt(2 * n); i++) {
                    int s = r.nextInt(n);
                    int t = r.nextInt(n);
                    boolean add = multiplicity[s][t] == 0 || multiplicity[s][t] < copies && r.nextBoolean();
                    int copy = add ? multiplicity[s][t]++ : --multiplicity[s][t];
                    int[] edge = {copy * n * n + s * n + t};
                    edges.change(add ? edge : new int[0], add ? new int[0] : edge);
                }
                df.run();
                UpdateBatch changed = scc.drain();
                for (int k = 0; k < changed.size(); k++) {
                    if (changed.diff(k) < 0 && labels[(int) changed.key(k)] == changed.value(k)) {
                        labels[(int) changed.key(k)] = changed.key(k);
                    }
                }
                for (int k = 0; k < changed.size(); k++) {
                    if (changed.diff(k) > 0) {
                        labels[(int) changed.key(k)] = changed.value(k);
                    }
                }
                Graph<Integer, DefaultEdge> g = new DefaultDirectedGraph<>(DefaultEdge.class);
                for (int v = 0; v < n; v++) {
                    g.addVertex(v);
                }
                for (int s = 0; s < n; s++) {
                    for (int t = 0; t < n; t++) {
                        if (multiplicity[s][t] > 0) {
                            g.addEdge(s, t);
                        }
                    }
                }
                long[] want = new long[n];
                for (Set<Integer> component : new KosarajuStrongConnectivityInspector<>(g).stronglyConnectedSets()) {
                    int min = component.stream().mapToInt(Integer::intValue).min().orElseThrow();
                    for (int v : component) {
                        want[v] = min;
                    }
                }
                assertEquals(java.util.Arrays.toString(want), java.util.Arrays.toString(labels),
                        "seed " + seed + ", W=" + workers + ", version " + version);
            }
        }
    }
}
