package graphsurge.analytics.plain;

import graphsurge.analytics.graph.ViewGraph;

/**
 * Strongly connected components: each vertex labelled with the smallest dense id of its
 * component.
 *
 * <p>Tarjan's algorithm, O(V + E), with explicit stacks instead of recursion so that long paths
 * (millions of vertices) cannot overflow the thread's stack.
 */
public final class PlainScc {
    private PlainScc() {}

    public static int[] labels(ViewGraph g) {
        int n = g.vertexCount();
        int[] index = new int[n];
        int[] low = new int[n];
        int[] label = new int[n];
        boolean[] onStack = new boolean[n];
        java.util.Arrays.fill(index, -1);
        int[] stack = new int[n];
        int stackSize = 0;
        int[] callVertex = new int[n];
        int[] callEdge = new int[n];
        int next = 0;
        for (int start = 0; start < n; start++) {
            if (index[start] >= 0) {
                continue;
            }
            int depth = 0;
            callVertex[0] = start;
            callEdge[0] = g.outStart(start);
            index[start] = low[start] = next++;
            stack[stackSize++] = start;
            onStack[start] = true;
            while (depth >= 0) {
                int u = callVertex[depth];
                if (callEdge[depth] < g.outEnd(u)) {
                    int t = g.outTarget(callEdge[depth]++);
                    if (index[t] < 0) {
                        index[t] = low[t] = next++;
                        stack[stackSize++] = t;
                        onStack[t] = true;
                        depth++;
                        callVertex[depth] = t;
                        callEdge[depth] = g.outStart(t);
                    } else if (onStack[t]) {
                        low[u] = Math.min(low[u], index[t]);
                    }
                    continue;
                }
                if (low[u] == index[u]) {
                    // u roots a component: pop it, and label it with its smallest member.
                    int smallest = u;
                    for (int i = stackSize - 1; stack[i] != u; i--) {
                        smallest = Math.min(smallest, stack[i]);
                    }
                    int w;
                    do {
                        w = stack[--stackSize];
                        onStack[w] = false;
                        label[w] = smallest;
                    } while (w != u);
                }
                depth--;
                if (depth >= 0) {
                    int parent = callVertex[depth];
                    low[parent] = Math.min(low[parent], low[u]);
                }
            }
        }
        return label;
    }
}
