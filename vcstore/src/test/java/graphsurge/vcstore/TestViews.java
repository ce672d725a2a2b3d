package graphsurge.vcstore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.vcstore.eval.ViewDifferences;

/** Views given as differences, replayed plainly into a bitset per view, checking the lists on the way. */
final class TestViews {
    private TestViews() {}

    /**
     * Each view's bitset over {@code edges} edges; fails when a list is not strictly ascending,
     * adds an edge the view before holds or deletes one it does not.
     */
    static long[][] bitsets(ViewDifferences d, int edges) {
        long[][] views = new long[d.views()][];
        long[] current = new long[(edges + 63) / 64];
        for (int v = 0; v < d.views(); v++) {
            int last = -1;
            for (int e : d.deletions()[v]) {
                assertTrue(e > last, "deletions of view " + v + " ascend");
                assertTrue((current[e >>> 6] >>> e & 1) != 0, "view " + v + " deletes edge " + e + ", which it lacks");
                last = e;
            }
            last = -1;
            for (int e : d.additions()[v]) {
                assertTrue(e > last, "additions of view " + v + " ascend");
                assertTrue((current[e >>> 6] >>> e & 1) == 0, "view " + v + " adds edge " + e + ", which it holds");
                last = e;
            }
            for (int e : d.deletions()[v]) {
                current[e >>> 6] &= ~(1L << e);
            }
            for (int e : d.additions()[v]) {
                current[e >>> 6] |= 1L << e;
            }
            views[v] = current.clone();
        }
        assertEquals(d.views(), views.length);
        return views;
    }
}
