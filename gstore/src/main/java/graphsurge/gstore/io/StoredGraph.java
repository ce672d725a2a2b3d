package graphsurge.gstore.io;

import graphsurge.gstore.PropertyGraph;

/**
 * One consistent reading of the store: what the manifest said, and the graph of exactly the
 * generation it named (its fingerprint checked). Whatever a reader reports or runs with the graph
 * takes its description from here, never from another reading of the manifest, which a writer may
 * have replaced in between.
 */
public record StoredGraph(StoredGraphInfo info, PropertyGraph graph) {}
