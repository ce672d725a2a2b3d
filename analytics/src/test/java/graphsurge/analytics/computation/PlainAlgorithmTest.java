package graphsurge.analytics.computation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.analytics.TestGraphs;
import graphsurge.analytics.graph.ViewGraph;
import graphsurge.gstore.PropertyGraph;
import org.junit.jupiter.api.Test;

/** The adapters from a user's per-vertex result to an algorithm: one result per vertex, or a clear error. */
class PlainAlgorithmTest {
    private static final PropertyGraph GRAPH = TestGraphs.of(6, new int[] {0, 1, 3}, new int[] {1, 2, 4});

    @Test
    void labelsAndValuesOfEveryVertexAreTaken() {
        ViewGraph view = ViewGraph.of(GRAPH, new int[] {0, 1}, 2, false, 1);
        long[] values = new long[6];
        boolean[] reported = new boolean[6];
        PlainAlgorithm.labels((v, w) -> new int[] {5, 4, 3, 2, 1, 0}).compute(view, 1, values, reported);
        assertArrayEquals(new long[] {5, 4, 3, 2, 1, 0}, values);
        assertArrayEquals(new boolean[] {true, true, true, false, false, false}, reported);
        PlainAlgorithm.perVertex((v, w) -> new long[] {9, 8, 7, 6, 5, 4}, 5).compute(view, 1, values, reported);
        assertArrayEquals(new long[] {9, 8, 7, 6, 5, 4}, values);
        assertArrayEquals(new boolean[] {true, true, true, false, false, true}, reported);
    }

    @Test
    void aResultShorterOrLongerThanTheVerticesIsRefused() {
        ViewGraph view = ViewGraph.of(GRAPH, new int[] {0, 1, 2}, 3, false, 1);
        for (int length : new int[] {3, 5, 7, 0}) {
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> PlainAlgorithm
                    .labels((v, w) -> new int[length]).compute(view, 1, new long[6], new boolean[6]));
            assertTrue(e.getMessage().contains("gave " + length + " labels for a graph of 6 vertices"), e.getMessage());
            e = assertThrows(IllegalStateException.class, () -> PlainAlgorithm
                    .perVertex((v, w) -> new long[length], -1).compute(view, 1, new long[6], new boolean[6]));
            assertTrue(e.getMessage().contains("gave " + length + " values for a graph of 6 vertices"), e.getMessage());
        }
    }
}
