package graphsurge.analytics;

import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.PropertyTable;
import graphsurge.gstore.VertexIds;
import graphsurge.gstore.column.DoubleColumn;
import graphsurge.gstore.schema.PropertySpec;
import graphsurge.gstore.schema.PropertyType;
import java.util.List;
import java.util.SplittableRandom;

/** Graphs the analytics tests build: from edge arrays, and random ones. */
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
     * The random graph of the randomized tests: {@code m} edges over {@code n} vertices in the
     * shapes the kernels and dataflows treat apart: sources skewed towards low ids and a few hubs,
     * parallel edges, reversed edges (cycles when both are in a view) and self-loops. The original
     * ids are {@code 7 * dense + 3}, so that a test mixing up dense and original ids fails, and each
     * edge has a double {@code weight}: 0 for one in four, else a multiple of 1/4 from 0.25 to 12.25.
     */
    public static PropertyGraph random(SplittableRandom r, int n, int m) {
        long[] ids = new long[n];
        for (int v = 0; v < n; v++) {
            ids[v] = 7L * v + 3;
        }
        int[] s = new int[m];
        int[] t = new int[m];
        double[] weights = new double[m];
        int hubs = 1 + r.nextInt(3);
        for (int e = 0; e < m; e++) {
            int kind = r.nextInt(10);
            if (e > 0 && kind <= 1) {
                int other = r.nextInt(e);
                boolean reversed = kind == 1;
                s[e] = reversed ? t[other] : s[other];
                t[e] = reversed ? s[other] : t[other];
            } else {
                double a = r.nextDouble();
                s[e] = kind <= 4 ? r.nextInt(Math.min(n, hubs)) * 7 % n : (int) (a * a * n);
                t[e] = r.nextInt(20) == 0 ? s[e] : r.nextInt(n);
            }
            weights[e] = r.nextInt(4) == 0 ? 0.0 : r.nextInt(1, 50) / 4.0;
        }
        PropertyTable edgeProperties = PropertyTable.of(
                List.of(new DoubleColumn(new PropertySpec("weight", PropertyType.DOUBLE), weights, null)), m);
        return PropertyGraph.assemble(new VertexIds.Numeric(ids), s, t, PropertyTable.empty(n), edgeProperties);
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
