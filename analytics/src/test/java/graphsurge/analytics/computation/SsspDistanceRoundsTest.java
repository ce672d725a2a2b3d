package graphsurge.analytics.computation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.PropertyTable;
import graphsurge.gstore.VertexIds;
import org.junit.jupiter.api.Test;

/** The bucket width SSSP's dataflow delays its distances by ({@link Sssp#distanceRounds}). */
class SsspDistanceRoundsTest {
    /** 4 vertices, 8 edges: a mean out-degree of 2. */
    private static final PropertyGraph GRAPH = PropertyGraph.assemble(new VertexIds.Numeric(new long[] {0, 1, 2, 3}),
            new int[] {0, 0, 1, 1, 2, 2, 3, 3}, new int[] {1, 2, 2, 3, 3, 0, 0, 1}, PropertyTable.empty(4), PropertyTable.empty(8));

    private static long round(double[] weights, double distance) {
        return Sssp.distanceRounds(GRAPH, weights).applyAsLong(0, Double.doubleToLongBits(distance));
    }

    @Test
    void unitWeightsWaitOneRoundPerHopAsABreadthFirstSearchDoes() {
        assertEquals(5, round(new double[] {1, 1, 1, 1, 1, 1, 1, 1}, 5.0));
    }

    @Test
    void theWidthIsTheMeanWeightOverTheMeanOutDegree() {
        // Mean positive weight 8 over a mean out-degree of 2: buckets of 4.
        assertEquals(2, round(new double[] {4, 4, 12, 12, 4, 4, 12, 12}, 9.0));
        // Zero and NaN (skipped) weights count for nothing.
        assertEquals(2, round(new double[] {0, 4, 12, 12, 4, 4, Double.NaN, 12}, 9.0));
    }

    @Test
    void theWidthIsAtLeastTheSmallestPositiveWeight() {
        // Mean 10 over 2 would be 5; the smallest weight, 10, is the width: buckets then settle each key once.
        assertEquals(1, round(new double[] {10, 10, 10, 10, 10, 10, 10, 10}, 19.0));
    }

    @Test
    void withoutAPositiveWeightNothingWaits() {
        assertNull(Sssp.distanceRounds(GRAPH, new double[] {0, 0, 0, 0, 0, 0, 0, 0}));
    }
}
