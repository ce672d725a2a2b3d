package graphsurge.analytics.computation;

import graphsurge.gstore.PropertyGraph;
import java.util.List;

/**
 * A computation users run on views: BFS, PageRank, or one of their own registered in a
 * {@link ComputationRegistry}. Binding it to a graph and parameters gives a {@link Program}.
 */
public interface Computation {
    /** The name used in {@code RUN COMPUTATION name(...)}. */
    String name();

    /** Other names {@code RUN COMPUTATION} accepts for it (PageRank: {@code pagerank}); none by default. */
    default List<String> aliases() {
        return List.of();
    }

    /** One line: what it computes per vertex (or per goal). */
    String description();

    /** Its parameters, as SHOW COMPUTATIONS lists them (for example {@code root (vertex id)}). */
    String parameters();

    /**
     * What its results are, for summaries and reports: {@link ResultKind#OTHER} (the default)
     * unless its values are encoded as one of the other kinds says.
     */
    default ResultKind resultKind() {
        return ResultKind.OTHER;
    }

    /** Checks the parameters against the graph; errors point at the offending parameter. */
    Program bind(PropertyGraph graph, Parameters parameters);
}
