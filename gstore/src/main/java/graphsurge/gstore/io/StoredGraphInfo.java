package graphsurge.gstore.io;

import graphsurge.gstore.schema.Schema;
import java.time.Instant;

/**
 * What the manifest says of the stored graph, without reading it.
 *
 * @param generation the directory holding the current graph files
 * @param fingerprint a digest of the graph's content: collections made from it keep it, so that
 *     using them with another graph is detected
 * @param vertices vertex count
 * @param edges edge count
 * @param savedAt when the graph was stored
 * @param source where it came from (the files loaded, or the generator's parameters)
 * @param vertexSchema the vertex properties, readable without reading the graph
 * @param edgeSchema the edge properties
 */
public record StoredGraphInfo(String generation, long fingerprint, long vertices, long edges,
        Instant savedAt, String source, Schema vertexSchema, Schema edgeSchema) {
    public String fingerprintHex() {
        return String.format("%016x", fingerprint);
    }
}
