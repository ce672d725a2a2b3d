package graphsurge.gstore;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link Csr} against adjacency lists computed here edge by edge, the obvious way: every edge
 * appears once, in its source's list, in edge-id order.
 */
class CsrTest {
    /** For each vertex, the ids of the edges leaving it, ascending. */
    private static List<List<Integer>> adjacency(int vertices, int[] from) {
        List<List<Integer>> lists = new ArrayList<>();
        for (int v = 0; v < vertices; v++) {
            lists.add(new ArrayList<>());
        }
        for (int e = 0; e < from.length; e++) {
            lists.get(from[e]).add(e);
        }
        return lists;
    }

    private static void assertMatches(int vertices, int[] from, int[] to, Csr csr, String context) {
        List<List<Integer>> expected = adjacency(vertices, from);
        assertEquals(vertices, csr.vertexCount(), context);
        assertEquals(0, csr.offsets()[0], context);
        assertEquals(from.length, csr.neighbours().length, context);
        assertEquals(from.length, csr.edgeIds().length, context);
        for (int v = 0; v < vertices; v++) {
            List<Integer> edges = expected.get(v);
            assertEquals(edges.size(), csr.degree(v), context + ", degree of " + v);
            for (int k = 0; k < edges.size(); k++) {
                int slot = csr.offsets()[v] + k;
                assertEquals(edges.get(k), csr.edgeIds()[slot], context + ", edge " + k + " of " + v);
                assertEquals(to[edges.get(k)], csr.neighbours()[slot], context + ", target " + k + " of " + v);
            }
        }
    }

    @Test
    void theLastEdgeIsInItsSourcesList() {
        int[] from = {0, 2, 1, 2};
        int[] to = {1, 0, 1, 2};
        Csr csr = Csr.build(3, from, to);
        assertArrayEquals(new int[] {0, 1, 2, 4}, csr.offsets());
        assertArrayEquals(new int[] {1, 1, 0, 2}, csr.neighbours());
        assertArrayEquals(new int[] {0, 2, 1, 3}, csr.edgeIds());
    }

    /** Built the other way round (what a graph's in-CSR is), a vertex's neighbours are its in-edges' sources, worked out by hand. */
    @Test
    void theInCsrsNeighboursAreSources() {
        int[] from = {0, 2, 1, 2};
        int[] to = {1, 0, 1, 2};
        Csr in = Csr.build(3, to, from);
        assertArrayEquals(new int[] {0, 1, 3, 4}, in.offsets());
        assertArrayEquals(new int[] {2, 0, 1, 2}, in.neighbours());
        assertArrayEquals(new int[] {1, 0, 2, 3}, in.edgeIds());
    }

    @Test
    void aGraphWithoutEdgesHasEmptyLists() {
        Csr csr = Csr.build(4, new int[0], new int[0]);
        assertArrayEquals(new int[5], csr.offsets());
    }

    @Test
    void randomGraphsMatchTheirAdjacencyListsBothWays() {
        long base = 2026_12_06L; // fixed, and named in every message, so that a failure replays
        for (int trial = 0; trial < 200; trial++) {
            long seed = base + trial;
            Random random = new Random(seed);
            int vertices = 1 + random.nextInt(40);
            int edges = random.nextInt(200);
            int[] from = new int[edges];
            int[] to = new int[edges];
            // Skewed sources (self-loops, parallel edges, isolated vertices at either end) and
            // sometimes the last vertex as the last edge's source.
            for (int e = 0; e < edges; e++) {
                from[e] = random.nextInt(1 + random.nextInt(vertices));
                to[e] = random.nextInt(vertices);
            }
            if (edges > 0 && random.nextBoolean()) {
                from[edges - 1] = vertices - 1;
            }
            String context = "seed " + seed;
            assertMatches(vertices, from, to, Csr.build(vertices, from, to), context + ", out");
            assertMatches(vertices, to, from, Csr.build(vertices, to, from), context + ", in");
        }
    }
}
