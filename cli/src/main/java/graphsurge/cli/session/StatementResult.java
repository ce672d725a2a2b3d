package graphsurge.cli.session;

import graphsurge.gstore.GraphSummary;
import graphsurge.gstore.csv.LoadReport;
import graphsurge.gstore.io.StoredGraphInfo;
import java.nio.file.Path;
import java.util.List;

/** What a statement did, as data. */
public sealed interface StatementResult {
    /** LOAD GRAPH: the graph now in the store, and the load's report. */
    record GraphLoaded(Path store, StoredGraphInfo info, GraphSummary summary, LoadReport report, long storeNanos,
            List<String> warnings) implements StatementResult {}

    /** SHOW GRAPH. */
    record GraphDescribed(Path store, StoredGraphInfo info, GraphSummary summary, long openNanos)
            implements StatementResult {}

    /** SHOW COLLECTIONS: the names of the stored collections. */
    record CollectionsListed(List<String> names) implements StatementResult {}

    /** A statement whose whole effect fits in one sentence (SET THREADS, SERIALIZE, ...). */
    record Done(String message) implements StatementResult {}
}
