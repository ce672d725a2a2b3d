package graphsurge.analytics.computation;

import graphsurge.gstore.PropertyGraph;

/**
 * A computation users run on views: BFS, PageRank, or one of their own registered in a
 * {@link ComputationRegistry}. Binding it to a graph and parameters gives a {@link Program}.
 */
public interface Computation {
    /** The name used in {@code RUN COMPUTATION name(...)}. */
    String name();

    /** One line: what it computes per vertex (or per goal). */
    String description();

    /** Its parameters, as SHOW COMPUTATIONS lists them (for example {@code root (vertex id)}). */
    String parameters();

    /** Checks the parameters against the graph; errors point at the offending parameter. */
    Program bind(PropertyGraph graph, Parameters parameters);
}
