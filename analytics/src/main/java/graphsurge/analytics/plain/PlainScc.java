package graphsurge.analytics.plain;

import graphsurge.gstore.Parallel;
import graphsurge.analytics.graph.ViewGraph;

/**
 * Strongly connected components: each vertex labelled with the smallest dense id of its
 * component.
 *
 * <p>Tarjan's algorithm, O(V + E), with explicit stacks instead of recursion so that long paths
 * (millions of vertices) cannot overflow the thread's stack; on W threads the giant component is
 * split off first by two parallel searches.
 */
public final class PlainScc {
    private PlainScc() {}

    public static int[] labels(ViewGraph g) {
        return tarjan(g, new int[g.vertexCount()], null);
    }

    /**
     * {@link #labels(ViewGraph)} on {@code workers} threads: the component of the vertex with the
     * most in-edges times out-edges (in real graphs the giant one) is found first, as the
     * vertices both reached from it and reaching it, by two BFS on the threads; Tarjan's algorithm
     * then labels the rest, the giant component's vertices left out (no other component can hold
     * them). The same labels as one thread.
     */
    public static int[] labels(ViewGraph g, int workers) {
        int n = g.vertexCount();
        if (workers <= 1 || g.edgeCount() < 4 * Parallel.GRAIN * workers) {
            return labels(g);
        }
        int pivot = -1;
        long best = 0;
        for (int v = 0; v < n; v++) {
            long weight = (long) g.outDegree(v) * g.inDegree(v);
            if (weight > best) {
                best = weight;
                pivot = v;
            }
        }
        if (pivot < 0) {
            return labels(g); // no vertex with edges both ways: every component is a single vertex
        }
        int[] from = BreadthFirstSearch.levels(g, pivot, BreadthFirstSearch.Direction.OUT, workers, null);
        int[] to = BreadthFirstSearch.levels(g, pivot, BreadthFirstSearch.Direction.IN, workers, null);
        boolean[] giant = new boolean[n];
        int[] label = new int[n];
        int smallest = -1;
        for (int v = 0; v < n; v++) {
            if (from[v] >= 0 && to[v] >= 0) {
                smallest = smallest < 0 ? v : smallest; // the first found, in ascending order
                giant[v] = true;
                label[v] = smallest;
            }
        }
        return tarjan(g, label, giant);
    }

    /** Tarjan's algorithm over the vertices not {@code settled} (null: none), labelling them in {@code label}. */
    private static int[] tarjan(ViewGraph g, int[] label, boolean[] settled) {
        int n = g.vertexCount();
        int[] index = new int[n];
        int[] low = new int[n];
        boolean[] onStack = new boolean[n];
        java.util.Arrays.fill(index, -1);
        if (settled != null) {
            // Settled vertices count as visited and finished: never started from, never followed.
            for (int v = 0; v < n; v++) {
                if (settled[v]) {
                    index[v] = 0;
                }
            }
        }
        int[] stack = new int[n];
        int stackSize = 0;
        int[] callVertex = new int[n];
        int[] callEdge = new int[n];
        int next = 0;
        long steps = 0;
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
                if ((++steps & Parallel.CHECK_EVERY) == 0) {
                    Parallel.checkInterrupted();
                }
                int u = callVertex[depth];
                if (callEdge[depth] < g.outEnd(u)) {
                    int i = callEdge[depth]++;
                    if (!g.outLive(i)) {
                        continue;
                    }
                    int t = g.outTarget(i);
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
