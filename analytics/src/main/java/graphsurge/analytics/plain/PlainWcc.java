package graphsurge.analytics.plain;

import graphsurge.analytics.graph.ViewGraph;

/**
 * Weakly connected components: each vertex labelled with the smallest dense id of its component
 * (dense ids follow the original ids' order, so this is also the smallest original id).
 *
 * <p>Union-find with path halving, linking the larger root under the smaller so that roots are
 * the minima: O(E α(V)).
 */
public final class PlainWcc {
    private PlainWcc() {}

    /** The component label of every vertex; vertices outside the view label themselves. */
    public static int[] labels(ViewGraph g) {
        int n = g.vertexCount();
        int[] parent = new int[n];
        for (int v = 0; v < n; v++) {
            parent[v] = v;
        }
        for (int u = 0; u < n; u++) {
            for (int i = g.outStart(u), end = g.outEnd(u); i < end; i++) {
                int a = find(parent, u);
                int b = find(parent, g.outTarget(i));
                if (a < b) {
                    parent[b] = a;
                } else if (b < a) {
                    parent[a] = b;
                }
            }
        }
        for (int v = 0; v < n; v++) {
            parent[v] = find(parent, v);
        }
        return parent;
    }

    private static int find(int[] parent, int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }
}
