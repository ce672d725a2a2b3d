package graphsurge.gstore.csv;

import graphsurge.gstore.PropertyGraph;

/** A loaded graph and the report of its load. */
public record LoadResult(PropertyGraph graph, LoadReport report) {}
