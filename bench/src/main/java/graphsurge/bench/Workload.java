package graphsurge.bench;

import graphsurge.gstore.PropertyGraph;
import graphsurge.vcstore.collection.ViewCollection;
import java.util.List;

/**
 * One benchmark workload: a generated graph, the collections over it, and the computations (GVDL
 * calls such as {@code bfs(root=0)}) to run across each collection; {@code measuresThreadScaling}
 * adds DIFFERENTIAL on one worker to the competitors, and {@code measuresDataflow} adds DATAFLOW
 * without its being chosen, where the computation has it and a target asks for it.
 */
public record Workload(String name, String description, PropertyGraph graph, List<NamedCollection> collections,
        List<String> computations, boolean measuresThreadScaling, boolean measuresDataflow) {
    public Workload {
        collections = List.copyOf(collections);
        computations = List.copyOf(computations);
    }

    /** A collection under a label that says how it was built (for example {@code chosen order}). */
    public record NamedCollection(String label, ViewCollection collection) {
        /** The edges of the largest view. */
        public int largestView() {
            int most = 0;
            for (int size : collection.sizes()) {
                most = Math.max(most, size);
            }
            return most;
        }
    }
}
