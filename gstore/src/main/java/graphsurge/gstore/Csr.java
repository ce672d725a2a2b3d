package graphsurge.gstore;

/**
 * Compressed sparse row adjacency: the neighbours of vertex {@code v} are {@code
 * neighbours[offsets[v] .. offsets[v+1])} (the targets of its out-edges in the graph's out-CSR,
 * the sources of its in-edges in its in-CSR), and {@code edgeIds} gives the edge id of each entry
 * (to reach edge properties and view bitsets). Within a vertex, entries are in edge-id order.
 */
public record Csr(int[] offsets, int[] neighbours, int[] edgeIds) {
    /**
     * Builds the CSR of edges {@code from[e] -> to[e]} over {@code vertexCount} vertices with a
     * counting sort, O(V + E) time, stable in edge id.
     */
    public static Csr build(int vertexCount, int[] from, int[] to) {
        int[] offsets = new int[vertexCount + 1];
        for (int v : from) {
            offsets[v + 1]++;
        }
        for (int v = 0; v < vertexCount; v++) {
            offsets[v + 1] += offsets[v];
        }
        int[] cursor = java.util.Arrays.copyOf(offsets, vertexCount);
        int[] neighbours = new int[from.length];
        int[] edgeIds = new int[from.length];
        for (int e = 0; e < from.length; e++) {
            int slot = cursor[from[e]]++;
            neighbours[slot] = to[e];
            edgeIds[slot] = e;
        }
        return new Csr(offsets, neighbours, edgeIds);
    }

    public int vertexCount() {
        return offsets.length - 1;
    }

    public int degree(int v) {
        return offsets[v + 1] - offsets[v];
    }

    public long memoryBytes() {
        return 4L * offsets.length + 4L * neighbours.length + 4L * edgeIds.length;
    }
}
