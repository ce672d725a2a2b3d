package graphsurge.analytics;

import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.PropertyTable;
import graphsurge.gstore.VertexIds;
import java.util.SplittableRandom;

/** Graphs the analytics tests build: from edge arrays, and random skewed ones. */
public final class TestGraphs {
    private TestGraphs() {}

    /** The graph of vertices {@code 0 .. n-1} (their ids too) and edges {@code s[e] -> t[e]}, without properties. */
    public static PropertyGraph of(int n, int[] s, int[] t) {
        long[] ids = new long[n];
        for (int v = 0; v < n; v++) {
            ids[v] = v;
        }
        return PropertyGraph.assemble(new VertexIds.Numeric(ids), s, t, PropertyTable.empty(n), PropertyTable.empty(s.length));
    }

    /**
     * {@code m} random edges over {@code n} vertices, sources skewed towards low ids (hubs of many
     * entries, parallel edges among them), one in {@code selfLoopOneIn} a self-loop.
     */
    public static PropertyGraph skewed(SplittableRandom r, int n, int m, int selfLoopOneIn) {
        int[] s = new int[m];
        int[] t = new int[m];
        for (int e = 0; e < m; e++) {
            double a = r.nextDouble();
            s[e] = (int) (a * a * n);
            t[e] = r.nextInt(selfLoopOneIn) == 0 ? s[e] : r.nextInt(n);
        }
        return of(n, s, t);
    }
}
