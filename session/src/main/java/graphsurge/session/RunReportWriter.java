package graphsurge.session;

import graphsurge.gstore.PropertyGraph;
import graphsurge.vcstore.collection.ViewCollection;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Writes the report of a {@code RUN ... SAVE REPORT TO 'file'}. The session has no report of its
 * own (the HTML report draws charts, a library the Java API does not carry): the command line
 * registers its HTML report with {@link Session#reportWriter}, and a session without a writer
 * rejects {@code SAVE REPORT TO} before it runs anything.
 */
@FunctionalInterface
public interface RunReportWriter {
    /**
     * What a report is made of: the statement as GVDL, what the run did, the collection it ran
     * across (null for a run on the graph), the store's graph, every view's results summarized,
     * and the session's threads.
     */
    record Run(String statement, StatementResult.ComputationRan ran, ViewCollection collection, PropertyGraph graph,
            ResultSummary results, int threads) {}

    /** Writes the report of {@code run} to {@code file} (whole or not at all). */
    void write(Path file, Run run) throws IOException;
}
