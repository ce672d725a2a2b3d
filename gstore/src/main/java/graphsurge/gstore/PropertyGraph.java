package graphsurge.gstore;

import java.util.Objects;

/**
 * An immutable directed property graph: dense vertex ids {@code 0..n-1} (see {@link VertexIds}),
 * edges {@code 0..m-1} in the order they were loaded (parallel edges and self-loops kept), typed
 * columnar properties for both, and out- and in-adjacency in CSR form.
 *
 * <p>Memory: 8 bytes per edge for the endpoints, 8 per direction of adjacency (target and edge
 * id), plus the property columns. The arrays are shared, never copied: callers must not modify
 * them.
 */
public final class PropertyGraph {
    private final VertexIds ids;
    private final int[] sources;
    private final int[] targets;
    private final Csr out;
    private final Csr in;
    private final PropertyTable vertexProperties;
    private final PropertyTable edgeProperties;

    public PropertyGraph(VertexIds ids, int[] sources, int[] targets, Csr out, Csr in,
            PropertyTable vertexProperties, PropertyTable edgeProperties) {
        this.ids = Objects.requireNonNull(ids);
        this.sources = sources;
        this.targets = targets;
        this.out = out;
        this.in = in;
        this.vertexProperties = vertexProperties;
        this.edgeProperties = edgeProperties;
        int n = ids.size();
        if (sources.length != targets.length || out.vertexCount() != n || in.vertexCount() != n
                || out.neighbours().length != sources.length || in.neighbours().length != sources.length
                || vertexProperties.rows() != n || edgeProperties.rows() != sources.length) {
            throw new IllegalArgumentException("the parts of the graph disagree in size");
        }
    }

    /**
     * Assembles a graph from endpoints in dense ids, building the two adjacency directions at the
     * same time on two threads.
     */
    public static PropertyGraph assemble(VertexIds ids, int[] sources, int[] targets,
            PropertyTable vertexProperties, PropertyTable edgeProperties) {
        int n = ids.size();
        java.util.concurrent.CompletableFuture<Csr> in =
                java.util.concurrent.CompletableFuture.supplyAsync(() -> Csr.build(n, targets, sources));
        Csr out = Csr.build(n, sources, targets);
        return new PropertyGraph(ids, sources, targets, out, in.join(), vertexProperties, edgeProperties);
    }

    public int vertexCount() {
        return ids.size();
    }

    public int edgeCount() {
        return sources.length;
    }

    public VertexIds ids() {
        return ids;
    }

    /** Source vertex of each edge, by edge id. */
    public int[] sources() {
        return sources;
    }

    /** Target vertex of each edge, by edge id. */
    public int[] targets() {
        return targets;
    }

    /** Out-adjacency: for each vertex its out-neighbours and the edge ids leading to them. */
    public Csr out() {
        return out;
    }

    /** In-adjacency: for each vertex its in-neighbours and the edge ids leading from them. */
    public Csr in() {
        return in;
    }

    public PropertyTable vertexProperties() {
        return vertexProperties;
    }

    public PropertyTable edgeProperties() {
        return edgeProperties;
    }

    /** The bytes the graph's arrays occupy (a lower bound of its heap footprint). */
    public long memoryBytes() {
        return ids.memoryBytes() + 4L * sources.length + 4L * targets.length + out.memoryBytes()
                + in.memoryBytes() + vertexProperties.memoryBytes() + edgeProperties.memoryBytes();
    }
}
