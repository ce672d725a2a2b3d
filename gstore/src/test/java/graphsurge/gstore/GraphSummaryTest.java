package graphsurge.gstore;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link GraphSummary}'s edge counts against a count of distinct pairs in a hash set. */
class GraphSummaryTest {
    @Test
    void parallelEdgesAndSelfLoopsMatchACountOfDistinctPairs() {
        for (long seed = 1; seed <= 30; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int n = 1 + r.nextInt(50);
            int m = r.nextInt(400);
            int[] s = new int[m];
            int[] t = new int[m];
            Set<Long> pairs = new HashSet<>();
            long loops = 0;
            for (int e = 0; e < m; e++) {
                s[e] = r.nextInt(n);
                t[e] = r.nextInt(4) == 0 ? s[e] : r.nextInt(n);
                pairs.add((long) s[e] * n + t[e]);
                loops += s[e] == t[e] ? 1 : 0;
            }
            long[] ids = new long[n];
            for (int v = 0; v < n; v++) {
                ids[v] = 10 * v;
            }
            PropertyGraph g = PropertyGraph.assemble(new VertexIds.Numeric(ids), s, t, PropertyTable.empty(n),
                    PropertyTable.empty(m));
            GraphSummary summary = GraphSummary.of(g);
            assertEquals(m - pairs.size(), summary.parallelEdges(), "seed " + seed);
            assertEquals(loops, summary.selfLoops(), "seed " + seed);
        }
    }
}
