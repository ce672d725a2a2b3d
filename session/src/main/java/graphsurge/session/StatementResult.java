package graphsurge.session;

import graphsurge.gstore.GraphSummary;
import graphsurge.gstore.csv.LoadReport;
import graphsurge.gstore.io.StoredGraphInfo;
import graphsurge.vcstore.collection.CollectionStore;
import graphsurge.vcstore.collection.ViewCollection;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** What a statement did, as data. */
public sealed interface StatementResult {
    /** LOAD GRAPH: the graph now in the store, and the load's report. */
    record GraphLoaded(Path store, StoredGraphInfo info, GraphSummary summary, LoadReport report, long storeNanos,
            List<String> warnings) implements StatementResult {}

    /** SHOW GRAPH. */
    record GraphDescribed(Path store, StoredGraphInfo info, GraphSummary summary, long openNanos)
            implements StatementResult {}

    /** SHOW COLLECTIONS: the stored collections, and which were made from another graph. */
    record CollectionsListed(List<CollectionStore.Summary> collections, List<Boolean> stale) implements StatementResult {}

    /**
     * CREATE VIEW, CREATE VIEW COLLECTION and LOAD CUBE: the materialized collection and the time of
     * each phase ({@code loaded}: the views came from difference files, not predicates).
     */
    record CollectionCreated(ViewCollection collection, int graphEdges, boolean loaded, long evaluationNanos, long distanceNanos,
            long orderingNanos, long differenceNanos, long storeNanos, long storeBytes, List<String> warnings)
            implements StatementResult {}

    /** SHOW COLLECTION c. */
    record CollectionDescribed(ViewCollection collection, boolean stale) implements StatementResult {}

    /**
     * SHOW COMPUTATIONS: what RUN COMPUTATION knows, with parameters, and where each came from
     * ({@code origins}, in the same order: built-in, Java API, or a plug-in jar's file name).
     */
    record ComputationsListed(List<graphsurge.analytics.computation.Computation> computations, List<String> origins)
            implements StatementResult {}

    /**
     * RUN COMPUTATION: one row per view in run order, where the results went (null: not saved) and
     * which files hold them ({@code savedFiles}, such as {@code results.parquet, summary.csv}; null
     * when not saved), and notices about the run (a computation without a differential form, for
     * example).
     */
    record ComputationRan(String computation, String target, String mode, List<ViewRow> views, long totalNanos,
            Path savedTo, Path report, List<String> notices, String savedFiles) implements StatementResult {
        /** A run whose saved files are not described. */
        public ComputationRan(String computation, String target, String mode, List<ViewRow> views, long totalNanos,
                Path savedTo, Path report, List<String> notices) {
            this(computation, target, mode, views, totalNanos, savedTo, report, notices, null);
        }
    }

    /**
     * One view of a run: what it {@code ran} as (the plain algorithm, a fresh dataflow, the
     * dataflow or the incremental kernel moved from an earlier view) and what changed from the view
     * before: {@code changes} of its {@code reported} results are new or have another value (so
     * never more than {@code reported}), and {@code removed} results of the view before are not in it.
     */
    record ViewRow(String view, int position, int edges, int additions, int deletions,
            graphsurge.analytics.run.How ran, String decision, long nanos, int reported, int changes, int removed) {
        /** How the view ran, by mode; a view computed by the plain algorithm is plain, never scratch. */
        public How how() {
            return switch (ran) {
                case NATIVE -> How.PLAIN;
                case FRESH_DATAFLOW, FRESH_KERNEL -> How.SCRATCH;
                case DIFFERENTIAL, KERNEL -> How.DIFFERENTIAL;
            };
        }

        /**
         * How the view ran as the run table shows it: its mode, and for a view of a kernel or
         * the dataflow what ran it: {@code differential (kernel)}, {@code differential (dataflow)},
         * {@code scratch (fresh kernel)} (ADAPTIVE's restart of a kernel), {@code scratch}, {@code plain}.
         */
        public String shown() {
            return ran.differential() || ran.kernel()
                    ? how().word() + " (" + ran.word() + ")" : how().word();
        }
    }

    /** How a view was computed: differentially, in a fresh dataflow, or by the plain algorithm (no dataflow). */
    enum How {
        DIFFERENTIAL, SCRATCH, PLAIN;

        /** The one word for it in tables, JSON, summary.csv and the report. */
        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** A statement whose whole effect fits in one sentence (SET THREADS, SERIALIZE, ...). */
    record Done(String message) implements StatementResult {}
}
