package graphsurge.analytics.plain;

import graphsurge.analytics.graph.ViewGraph;
import java.util.Arrays;

/**
 * Single-source shortest path distances with non-negative edge weights (Dijkstra), on one view
 * from scratch.
 *
 * <p>O((V + E) log E) with a binary heap of (distance, vertex) pairs in two primitive arrays and
 * lazy deletion (a vertex may sit in the heap several times; stale entries are skipped), which is
 * simpler and, on sparse graphs, as fast as a decrease-key heap.
 */
public final class PlainSssp {
    private PlainSssp() {}

    /**
     * Distances from {@code root} ({@code +infinity} when unreached); {@code weights} is indexed by
     * the graph's edge id; {@code root} may be -1 (absent).
     */
    public static double[] distances(ViewGraph g, int root, double[] weights) {
        double[] dist = new double[g.vertexCount()];
        Arrays.fill(dist, Double.POSITIVE_INFINITY);
        if (root < 0) {
            return dist;
        }
        Heap heap = new Heap();
        dist[root] = 0;
        heap.push(0, root);
        while (heap.size > 0) {
            double d = heap.topKey();
            int u = heap.pop();
            if (d > dist[u]) {
                continue;
            }
            for (int i = g.outStart(u), end = g.outEnd(u); i < end; i++) {
                int t = g.outTarget(i);
                double via = d + weights[g.outEdge(i)];
                if (via < dist[t]) {
                    dist[t] = via;
                    heap.push(via, t);
                }
            }
        }
        return dist;
    }

    /** A binary min-heap of (key, vertex). */
    private static final class Heap {
        private double[] keys = new double[64];
        private int[] vertices = new int[64];
        private int size;

        void push(double key, int vertex) {
            if (size == keys.length) {
                keys = Arrays.copyOf(keys, size * 2);
                vertices = Arrays.copyOf(vertices, size * 2);
            }
            int i = size++;
            while (i > 0) {
                int parent = (i - 1) >>> 1;
                if (keys[parent] <= key) {
                    break;
                }
                keys[i] = keys[parent];
                vertices[i] = vertices[parent];
                i = parent;
            }
            keys[i] = key;
            vertices[i] = vertex;
        }

        double topKey() {
            return keys[0];
        }

        int pop() {
            int top = vertices[0];
            double key = keys[--size];
            int vertex = vertices[size];
            int i = 0;
            while (true) {
                int child = 2 * i + 1;
                if (child >= size) {
                    break;
                }
                if (child + 1 < size && keys[child + 1] < keys[child]) {
                    child++;
                }
                if (key <= keys[child]) {
                    break;
                }
                keys[i] = keys[child];
                vertices[i] = vertices[child];
                i = child;
            }
            keys[i] = key;
            vertices[i] = vertex;
            return top;
        }
    }
}
