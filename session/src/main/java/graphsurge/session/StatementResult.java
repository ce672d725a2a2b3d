package graphsurge.session;

import graphsurge.analytics.computation.Computation;
import graphsurge.gstore.GraphSummary;
import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.csv.LoadReport;
import graphsurge.gstore.io.StoredGraphInfo;
import graphsurge.ordering.OrderChoice;
import graphsurge.vcstore.collection.CollectionStore;
import graphsurge.vcstore.collection.ForBindings;
import graphsurge.vcstore.collection.ViewCollection;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** What a statement did, as data. */
public sealed interface StatementResult {
    /** What {@code visitor} makes of this result: the one way to tell the kinds of result apart. */
    <R> R accept(Visitor<R> visitor);

    /**
     * Something done with each kind of result, one method per kind: adding a kind of result adds
     * a method here, so that every visitor fails to compile until it handles the new kind.
     */
    interface Visitor<R> {
        R visit(GraphLoaded r);

        R visit(GraphDescribed r);

        R visit(CollectionsListed r);

        R visit(CollectionCreated r);

        R visit(CollectionDescribed r);

        R visit(ComputationsListed r);

        R visit(ComputationRan r);

        R visit(Done r);
    }

    /** LOAD GRAPH: the graph now in the store, and the load's report. */
    record GraphLoaded(Path store, StoredGraphInfo info, GraphSummary summary, LoadReport report, long storeNanos,
            List<String> warnings) implements StatementResult {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** SHOW GRAPH. */
    record GraphDescribed(Path store, StoredGraphInfo info, GraphSummary summary, long openNanos)
            implements StatementResult {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** SHOW COLLECTIONS: the stored collections, and which were made from another graph. */
    record CollectionsListed(List<CollectionStore.Summary> collections, List<Boolean> stale) implements StatementResult {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /**
     * CREATE VIEW, CREATE VIEW COLLECTION and LOAD CUBE: the materialized collection, the time of
     * each phase ({@code loaded}: the views came from difference files, not predicates), and which
     * order its views run in and why, with the figures ({@code ordering}).
     */
    record CollectionCreated(ViewCollection collection, int graphEdges, boolean loaded, long evaluationNanos, long distanceNanos,
            long orderingNanos, long differenceNanos, long storeNanos, long storeBytes, List<String> warnings,
            OrderChoice ordering) implements StatementResult {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** SHOW COLLECTION c. */
    record CollectionDescribed(ViewCollection collection, boolean stale) implements StatementResult {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /**
     * SHOW COMPUTATIONS: what RUN COMPUTATION knows, with parameters, and where each came from
     * ({@code origins}, in the same order: built-in, Java API, or a plug-in jar's file name).
     */
    record ComputationsListed(List<Computation> computations, List<String> origins)
            implements StatementResult {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }

        /** The computations by name, each with where it came from: {@code ComputationsListed[bfs (built-in), ...]}. */
        @Override
        public String toString() {
            StringBuilder s = new StringBuilder("ComputationsListed[");
            for (int i = 0; i < computations.size(); i++) {
                s.append(i == 0 ? "" : ", ").append(computations.get(i).name()).append(" (").append(origins.get(i)).append(')');
            }
            return s.append(']').toString();
        }
    }

    /**
     * RUN COMPUTATION: one row per view in run order, where the results went (null: not saved) and
     * which files hold them ({@code savedFiles}, such as {@code results.parquet, summary.csv}; null
     * when not saved), notices about the run ({@code notes}: a computation without a differential
     * form, for example), and where the run's time went ({@code phases}; {@link Phases#UNKNOWN}
     * when not measured). {@code totalNanos} is the whole statement's time, reading the graph and
     * the collection included. {@code segments} is how a collection run was cut and why (null when
     * it was not planned: a run on the graph, or a RESUME that found the run complete).
     */
    record ComputationRan(String computation, String target, String mode, List<ViewRow> views, long totalNanos,
            Path savedTo, Path report, List<Notice> notes, String savedFiles, Phases phases, Segments segments)
            implements StatementResult {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }

        public ComputationRan {
            notes = List.copyOf(notes);
        }

        /** A run whose segments are not described. */
        public ComputationRan(String computation, String target, String mode, List<ViewRow> views, long totalNanos,
                Path savedTo, Path report, List<Notice> notes, String savedFiles, Phases phases) {
            this(computation, target, mode, views, totalNanos, savedTo, report, notes, savedFiles, phases, null);
        }

        /** A run whose saved files, phases and segments are not described. */
        public ComputationRan(String computation, String target, String mode, List<ViewRow> views, long totalNanos,
                Path savedTo, Path report, List<Notice> notes) {
            this(computation, target, mode, views, totalNanos, savedTo, report, notes, null, Phases.UNKNOWN);
        }

        /**
         * The saved results, to read each view's values by vertex ({@link SavedResults.View#value}).
         *
         * @throws GraphsurgeException when the run saved none (no SAVE RESULTS TO)
         */
        public SavedResults results() {
            if (savedTo == null) {
                throw new GraphsurgeException("the run of " + computation
                        + " saved no results to read: run it with SAVE RESULTS TO 'dir'");
            }
            return SavedResults.open(savedTo);
        }

        /** The notices' texts, whatever their kind. */
        public List<String> notices() {
            return notes.stream().map(Notice::text).toList();
        }

        /** This run, with {@code readNanos} spent reading the graph and the collection before it ran (added to the total). */
        public ComputationRan afterReading(long readNanos) {
            return new ComputationRan(computation, target, mode, views, totalNanos + readNanos, savedTo, report, notes,
                    savedFiles, phases == Phases.UNKNOWN ? phases
                            : new Phases(readNanos, phases.viewsNanos(), phases.writeNanos(), phases.atOnce()), segments);
        }

        /** This run, with its report in {@code file}. */
        public ComputationRan withReport(Path file) {
            return new ComputationRan(computation, target, mode, views, totalNanos, savedTo, file, notes, savedFiles, phases,
                    segments);
        }
    }

    /**
     * Where a run's time went: reading the graph and the collection, running the views (the wall
     * time of the loop over them, without writing their results; in a segmented run, from the
     * first segment's start to the last one's end as the client saw it), and writing the results
     * (each view's files and the summary). The rest of the total is setting the run up: binding the
     * computation, checking the edges, planning the segments, opening the cluster. {@code atOnce}
     * is how many segments ran at once (1: the views ran one after another), so that the views'
     * own times, which add up the work of every segment, can be told from the wall time.
     */
    public record Phases(long readNanos, long viewsNanos, long writeNanos, int atOnce) {
        /** A run whose phases were not measured (one built by hand, a run on the whole graph). */
        public static final Phases UNKNOWN = new Phases(-1, -1, -1, 1);

        /** Whether the phases were measured. */
        public boolean known() {
            return viewsNanos >= 0;
        }
    }

    /**
     * How a collection run was cut into segments: {@code count} segments on a cluster of {@code
     * slots} slots ({@code cluster}, as its spec describes it), and {@code why} that many, with the
     * cost model's figures (one per slot, the views, a segment's least cost, or the model's gain).
     */
    public record Segments(int count, int slots, String cluster, String why) {}

    /**
     * A notice about a run. {@link Kind#OUTCOME}: the run did something other than the statement
     * says (nothing ran, every view ran plain whatever the mode, a RESUME found no record and ran
     * every view), shown even under {@code -q}; {@link Kind#INFORMATION}: how it ran (how it was cut
     * into segments), shown with the run table only.
     */
    public record Notice(Kind kind, String text) {
        public enum Kind { OUTCOME, INFORMATION }

        public static Notice outcome(String text) {
            return new Notice(Kind.OUTCOME, text);
        }

        public static Notice information(String text) {
            return new Notice(Kind.INFORMATION, text);
        }
    }

    /**
     * One view of a run: what it {@code ran} as (the plain algorithm, a fresh dataflow, the
     * dataflow or the incremental kernel moved from an earlier view) and what changed from the view
     * before: {@code changes} of its {@code reported} results are new or have another value (so
     * never more than {@code reported}), and {@code removed} results of the view before are not in it;
     * {@code values}: what its result values come to, or null where not known (a view that a
     * resumed run found done); and what the view is ({@code definition}: its predicate and FOR bindings).
     */
    record ViewRow(String view, int position, int edges, int additions, int deletions,
            graphsurge.analytics.run.How ran, String decision, long nanos, int reported, int changes, int removed,
            ViewValues values, Definition definition) {
        /** A row without its values, of a view without a definition (the whole graph). */
        public ViewRow(String view, int position, int edges, int additions, int deletions,
                graphsurge.analytics.run.How ran, String decision, long nanos, int reported, int changes, int removed) {
            this(view, position, edges, additions, deletions, ran, decision, nanos, reported, changes, removed, null,
                    Definition.NONE);
        }

        /** This row with the view's definition {@code d}. */
        public ViewRow withDefinition(Definition d) {
            return new ViewRow(view, position, edges, additions, deletions, ran, decision, nanos, reported, changes,
                    removed, values, d);
        }

        /** How the view ran, by mode; a view computed by the plain algorithm is plain, never scratch. */
        public How how() {
            return switch (ran) {
                case PLAIN -> How.PLAIN;
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

    /**
     * What a view of a run is: its predicate as GVDL with its FOR variables bound (or, for a
     * generated or loaded collection, a description; empty for the whole graph), and the values of
     * the FOR variables that made it ({@code bindings}, one view's row).
     */
    record Definition(String predicate, ForBindings bindings) {
        public static final Definition NONE = new Definition("", ForBindings.NONE);

        /** The definition of the view of user index {@code view} of {@code c}. */
        public static Definition of(ViewCollection c, int view) {
            return new Definition(c.predicates().get(view), c.bindings().only(view));
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
    record Done(String message) implements StatementResult {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }
}
