package graphsurge.analytics.plain;

import graphsurge.gstore.Parallel;
import graphsurge.analytics.graph.ViewGraph;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * Weakly connected components: each vertex labelled with the smallest dense id of its component
 * (dense ids follow the original ids' order, so this is also the smallest original id).
 *
 * <p>Union-find with path halving, linking the larger root under the smaller so that roots are
 * the minima: O(E α(V)). On W threads, each takes chunks of the vertices' out-edges and links
 * roots with a compare-and-set (a link succeeds only on a vertex that is still a root, so
 * concurrent unions never lose one); path halving only ever points a vertex at one of its
 * ancestors, which stays correct under races. The roots are the minima whatever the
 * interleaving, so the labels are the same for every W.
 */
public final class PlainWcc {
    private static final VarHandle PARENT = MethodHandles.arrayElementVarHandle(int[].class);

    private PlainWcc() {}

    /** The component label of every vertex, on one thread; vertices outside the view label themselves. */
    public static int[] labels(ViewGraph g) {
        return labels(g, 1);
    }

    /** {@link #labels(ViewGraph)} on {@code workers} threads. */
    public static int[] labels(ViewGraph g, int workers) {
        int n = g.vertexCount();
        int[] parent = new int[n];
        for (int v = 0; v < n; v++) {
            parent[v] = v;
        }
        if (Parallel.chunks(workers, n) == 1) {
            for (int u = 0; u < n; u++) {
                if ((u & Parallel.CHECK_EVERY) == 0) {
                    Parallel.checkInterrupted();
                }
                for (int i = g.outStart(u), end = g.outEnd(u); i < end; i++) {
                    if (!g.outLive(i)) {
                        continue;
                    }
                    int a = find(parent, u);
                    int b = find(parent, g.outTarget(i));
                    if (a < b) {
                        parent[b] = a;
                    } else if (b < a) {
                        parent[a] = b;
                    }
                }
            }
        } else {
            Parallel.forChunks(workers, n, (chunk, from, to) -> {
                for (int u = from; u < to; u++) {
                    for (int i = g.outStart(u), end = g.outEnd(u); i < end; i++) {
                        if (g.outLive(i)) {
                            union(parent, u, g.outTarget(i));
                        }
                    }
                }
            });
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

    /** Joins the trees of {@code u} and {@code v} while other threads do the same. */
    private static void union(int[] parent, int u, int v) {
        while (true) {
            int a = findShared(parent, u);
            int b = findShared(parent, v);
            if (a == b) {
                return;
            }
            int high = Math.max(a, b);
            if (PARENT.compareAndSet(parent, high, high, Math.min(a, b))) {
                return;
            }
        }
    }

    /** {@link #find} reading the links other threads write. */
    private static int findShared(int[] parent, int x) {
        while (true) {
            int p = (int) PARENT.getOpaque(parent, x);
            if (p == x) {
                return x;
            }
            int grand = (int) PARENT.getOpaque(parent, p);
            if (grand != p) {
                PARENT.setOpaque(parent, x, grand);
            }
            x = grand;
        }
    }
}
