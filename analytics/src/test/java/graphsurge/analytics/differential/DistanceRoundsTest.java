package graphsurge.analytics.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import graphsurge.analytics.TestGraphs;
import graphsurge.analytics.graph.ViewGraph;
import graphsurge.analytics.plain.PlainSssp;
import graphsurge.engine.Dataflow;
import graphsurge.engine.ReduceFunction;
import graphsurge.engine.UpdateBatch;
import graphsurge.gstore.PropertyGraph;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.LongBinaryOperator;
import org.junit.jupiter.api.Test;

/**
 * A weighted search on a {@link MinLabelLoop} whose labels wait for their distance bucket
 * ({@link MinLabelLoop#distanceRounds}) against Dijkstra ({@link PlainSssp}) at every version of
 * random edge sets with zero, fractional and large weights, for buckets narrower than the
 * smallest weight, about a weight, wider than every distance and so narrow that distances pass
 * the last round, on 1, 2 and 4 workers.
 */
class DistanceRoundsTest {
    private static final long UNREACHED = Double.doubleToLongBits(Double.POSITIVE_INFINITY);

    @Test
    void aSearchWhoseLabelsWaitForTheirBucketFindsTheShortestDistancesAtEveryVersion() {
        for (long seed = 1; seed <= 36; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int workers = new int[] {1, 2, 4}[(int) (seed % 3)];
            int n = 2 + r.nextInt(14);
            int m = 1 + r.nextInt(4 * n);
            int[] sources = new int[m];
            int[] targets = new int[m];
            double[] weights = new double[m];
            for (int e = 0; e < m; e++) {
                sources[e] = r.nextInt(n);
                targets[e] = r.nextInt(n);
                weights[e] = r.nextInt(5) == 0 ? 0.0 : r.nextInt(1, 400) / 8.0;
            }
            PropertyGraph graph = TestGraphs.of(n, sources, targets);
            // Narrower than every weight, about a weight, wider than every distance, and so narrow
            // that far distances share the last round.
            double width = new double[] {0.125, 6.0, 1e6, 1e-4}[(int) (seed / 3 % 4)];
            Dataflow df = new Dataflow(workers);
            GraphEdges edges = new GraphEdges(df, graph);
            LongBinaryOperator rounds = MinLabelLoop.distanceRounds(width);
            MinLabelLoop sssp = new MinLabelLoop(edges, (source, d, edge, out) -> out.emit(GraphEdges.otherEnd(edge),
                    Double.doubleToLongBits(Double.longBitsToDouble(d) + weights[GraphEdges.edgeId(edge)])),
                    null, ReduceFunction.MIN, null, rounds);
            sssp.seeds().send(0, Double.doubleToLongBits(0.0), 1);
            long[] distances = new long[n];
            Arrays.fill(distances, UNREACHED);
            boolean[] present = new boolean[m];
            for (int version = 0; version < 1 + r.nextInt(10); version++) {
                IntArrayList added = new IntArrayList();
                IntArrayList removed = new IntArrayList();
                for (int i = 0; i < 1 + r.nextInt(m); i++) {
                    int e = r.nextInt(m);
                    if (!added.contains(e) && !removed.contains(e)) {
                        (present[e] ? removed : added).add(e);
                        present[e] = !present[e];
                    }
                }
                edges.change(added.toIntArray(), removed.toIntArray());
                df.run();
                apply(distances, sssp.drain());
                IntArrayList edgeIds = new IntArrayList();
                for (int e = 0; e < m; e++) {
                    if (present[e]) {
                        edgeIds.add(e);
                    }
                }
                double[] expected = PlainSssp.distances(ViewGraph.of(graph, edgeIds.toIntArray(), edgeIds.size(), true, 1), 0, weights);
                for (int v = 0; v < n; v++) {
                    assertEquals(expected[v], Double.longBitsToDouble(distances[v]),
                            "seed " + seed + ", width " + width + ", W=" + workers + ", version " + version + ", vertex " + v);
                }
            }
        }
    }

    @Test
    void aBucketHasAPositiveFiniteWidthAndFarDistancesShareTheLastRound() {
        assertThrows(IllegalArgumentException.class, () -> MinLabelLoop.distanceRounds(0));
        assertThrows(IllegalArgumentException.class, () -> MinLabelLoop.distanceRounds(Double.POSITIVE_INFINITY));
        assertEquals(3, MinLabelLoop.distanceRounds(0.5).applyAsLong(7, Double.doubleToLongBits(1.75)));
        assertEquals(MinLabelLoop.LAST_DISTANCE_ROUND, MinLabelLoop.distanceRounds(0.5).applyAsLong(7, Double.doubleToLongBits(1e12)));
    }

    /** Applies one-label-per-key changes; a retracted key becomes unreached. */
    private static void apply(long[] values, UpdateBatch changes) {
        for (int k = 0; k < changes.size(); k++) {
            if (changes.diff(k) < 0 && values[(int) changes.key(k)] == changes.value(k)) {
                values[(int) changes.key(k)] = UNREACHED;
            }
        }
        for (int k = 0; k < changes.size(); k++) {
            if (changes.diff(k) > 0) {
                values[(int) changes.key(k)] = changes.value(k);
            }
        }
    }
}
