package graphsurge.gvdl.ast;

import graphsurge.gvdl.Span;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/** A GVDL statement. Optional parts are null (or empty lists) when not written. */
public sealed interface Statement {
    /** The statement's text in the script, for messages. */
    Span span();

    /** What {@code visitor} makes of this statement: the one way to tell the kinds of statement apart. */
    <R> R accept(Visitor<R> visitor);

    /**
     * Something done with each kind of statement, one method per kind: adding a kind of statement
     * adds a method here, so that every visitor fails to compile until it handles the new kind.
     */
    interface Visitor<R> {
        R visit(LoadGraph s);

        R visit(CreateView s);

        R visit(CreateCollection s);

        R visit(RunComputation s);

        R visit(Show s);

        R visit(SaveCollection s);

        R visit(DropCollection s);

        R visit(DeleteCollections s);

        R visit(SetThreads s);

        R visit(SetCluster s);

        R visit(Serialize s);

        R visit(Deserialize s);

        R visit(LoadCollection s);
    }

    /**
     * {@code LOAD GRAPH WITH [VERTICES FROM 'v' AND] EDGES FROM 'e' [SEPARATOR 'c'] [COMMENT 'c']
     * [HAS_HEADERS bool] [SKIP_BAD_ROWS] [DISTINCT] [SAVE MAPPINGS TO 'dir'] [RANDOMIZE]}; {@code
     * DISTINCT} keeps one edge per (source, target) pair, the first in the file.
     */
    record LoadGraph(String vertices, String edges, String separator, String comment, Boolean hasHeaders,
            boolean skipBadRows, boolean distinct, String saveMappingsTo, boolean randomize, Span span)
            implements Statement {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** {@code CREATE VIEW name WHERE predicate}: one named view. */
    record CreateView(String name, Predicate where, Span span) implements Statement {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /**
     * {@code CREATE VIEW COLLECTION name WHERE [p1] [AS n1], [p2] [AS n2], ... [FOR $x IN ...]...
     * [MANUALLY_ORDERED | REORDER IF SAVES n%] [MATERIALIZED] [MATERIALIZE_FULL_VIEW] [HOSTS 'h:p' ...]}.
     * With FOR clauses, the bracketed predicates are templates, instantiated for every binding of
     * the cross product of the clauses (the first clause varying slowest), templates in order within
     * each binding.
     *
     * @param names each view's (or template's) name, parallel to {@code views}; null where the view
     *     has none
     * @param reorderIfSavesPercent the share of the differences (0 to 100) an order must save to
     *     replace the order as written, or null when not written (the default share)
     */
    record CreateCollection(String name, List<Predicate> views, List<ViewName> names, List<ForClause> generators,
            boolean manuallyOrdered, boolean materialized, boolean materializeFullView, List<String> hosts,
            BigDecimal reorderIfSavesPercent, Span span) implements Statement {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }

        public CreateCollection {
            if (names.size() != views.size()) {
                throw new IllegalArgumentException(names.size() + " names for " + views.size() + " views");
            }
            views = List.copyOf(views);
            names = Collections.unmodifiableList(new ArrayList<>(names));
            generators = List.copyOf(generators);
            hosts = List.copyOf(hosts);
        }
    }

    /**
     * {@code RUN [mode] COMPUTATION name[(k=v, ...)] [FROM 'file'] ON (COLLECTION c | VIEW v | GRAPH)
     * [NORESULTS | DIFFRESULTS | SAVE RESULTS TO 'dir' [AS CSV | AS PARQUET] [CHANGES ONLY]]
     * [SAVE REPORT TO 'file.html'] [HOSTS ...]
     * [INDICES [i, ...]] [SEGMENTS n] [RESUME]}; {@code report} is null without a report,
     * {@code segments} null without SEGMENTS (the automatic cut).
     */
    record RunComputation(RunMode mode, String computation, List<Param> params, String fromFile, Target target,
            Results results, String report, List<String> hosts, List<Long> indices, Long segments, boolean resume,
            Span span) implements Statement {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }

        public RunComputation {
            params = List.copyOf(params);
            hosts = List.copyOf(hosts);
            indices = List.copyOf(indices);
        }

        /** A RUN without SEGMENTS or RESUME. */
        public RunComputation(RunMode mode, String computation, List<Param> params, String fromFile, Target target,
                Results results, String report, List<String> hosts, List<Long> indices, Span span) {
            this(mode, computation, params, fromFile, target, results, report, hosts, indices, null, false, span);
        }
    }

    /** {@code SHOW GRAPH | COLLECTIONS | COLLECTION c | COMPUTATIONS | DATA FOR COLLECTION c}. */
    record Show(ShowWhat what, String name, Span span) implements Statement {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** {@code SAVE COLLECTION c TO 'dir' [FORMAT graphbolt]}, and Graphsurge's {@code SAVE CUBE c TO 'dir' threads bool}. */
    record SaveCollection(String name, String directory, boolean graphbolt, Span span) implements Statement {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** {@code DROP COLLECTION c}. */
    record DropCollection(String name, Span span) implements Statement {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** Graphsurge's {@code DELETE CUBES}: drops every collection. */
    record DeleteCollections(Span span) implements Statement {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** {@code SET THREADS n [AND PROCESS_ID p]}. */
    record SetThreads(long threads, Long processId, Span span) implements Statement {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** {@code SET CLUSTER 'spec'}: where collection runs execute their segments ({@code local}, {@code flink://HOST:PORT}, ...). */
    record SetCluster(String spec, Span span) implements Statement {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /**
     * {@code SERIALIZE [CUBE c] TO 'dir' [BLOCK_SIZE n] [THREADS n]}: exports the store (or one
     * collection) to a directory.
     */
    record Serialize(String collection, String directory, Long blockSize, Long threads, Span span)
            implements Statement {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** {@code DESERIALIZE [CUBE] FROM 'dir' [THREADS n]}: imports what SERIALIZE exported. */
    record Deserialize(boolean collection, String directory, Long threads, Span span) implements Statement {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /**
     * {@code LOAD CUBE c m n FROM 'dir' WITH PREFIX 'p' [SEPARATOR 'c'] [COMMENT 'c'] [THREADS n]
     * [WITH_FULL]}: a collection from per-view difference files {@code dir/p{i}_{j}.txt}.
     */
    record LoadCollection(String name, long dimensions, long views, String directory, String prefix,
            String separator, String comment, Long threads, boolean withFull, Span span) implements Statement {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** What SHOW shows. */
    enum ShowWhat { GRAPH, COLLECTIONS, COLLECTION, COMPUTATIONS, DATA_FOR_COLLECTION }

    /**
     * {@code FOR $x IN a..b [STEP s]}, {@code FOR $x IN DATE 'a'..DATE 'b' [STEP n UNIT]} or
     * {@code FOR $x IN (v1, v2, ...)}.
     */
    record ForClause(String variable, Domain domain, Span span) {}

    /**
     * A view's name after {@code AS}: a name as written ({@code AS y2010}, {@code AS `2010`}), or
     * a quoted pattern ({@code AS 'w_$y'}) in which each {@code $variable}, or {@code ${variable}}
     * when letters follow, stands for the value of that FOR variable.
     */
    record ViewName(String text, boolean pattern, Span span) {}

    /** The values a FOR variable takes. */
    sealed interface Domain permits Range, DateRange, Values {
        /** What {@code visitor} makes of this domain: the one way to tell the kinds of domain apart. */
        <R> R accept(Visitor<R> visitor);

        /** Something done with each kind of domain: a new kind does not compile until every visitor handles it. */
        interface Visitor<R> {
            R visit(Range d);

            R visit(DateRange d);

            R visit(Values d);
        }
    }

    /** {@code from..to [STEP step]}, both ends included. */
    record Range(long from, long to, long step) implements Domain {
        @Override
        public <R> R accept(Domain.Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /**
     * {@code DATE 'from'..DATE 'to' [STEP n UNIT]} (default {@code STEP 1 DAY}): the i-th value is
     * {@code from + i x step}, up to {@code to} included.
     */
    record DateRange(Literal.Date from, Literal.Date to, Operand.Duration step) implements Domain {
        @Override
        public <R> R accept(Domain.Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    record Values(List<Literal> values) implements Domain {
        public Values {
            values = List.copyOf(values);
        }

        @Override
        public <R> R accept(Domain.Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** {@code key = value} of a computation. */
    record Param(String key, ParamValue value, Span span) {}

    /** How a computation runs across a collection. */
    sealed interface RunMode permits Adaptive, Differential, Scratch {}

    /**
     * Adaptive splitting (the default): Graphsurge's parameters, null when not written
     * ({@code UPTO} views decided per batch, {@code COMP_X}, {@code DIFF_X}, {@code LIMIT}
     * observations, {@code ALGO lr|avg}).
     */
    record Adaptive(Long upto, BigDecimal compX, BigDecimal diffX, Long limit, String algo)
            implements RunMode {
        public static final Adaptive DEFAULTS = new Adaptive(null, null, null, null, null);
    }

    /** The whole collection as one evolving graph (Graphsurge's 2_STAGE_DIFFERENTIAL and kin). */
    record Differential() implements RunMode {}

    /** Every view from scratch (Graphsurge's INDIVIDUAL). */
    record Scratch() implements RunMode {}

    /** What a computation runs on. */
    sealed interface Target permits OnCollection, OnView, OnGraph {}

    record OnCollection(String name) implements Target {}

    record OnView(String name) implements Target {}

    /** The whole graph, isolated vertices included. */
    record OnGraph() implements Target {}

    /** What happens to results. */
    enum ResultsKind { SUMMARY, DIFFERENCES, SAVE }

    /**
     * How SAVE RESULTS writes: {@code FULL} every view's CSV file and its changes (no clause);
     * {@code CHANGES_ONLY} the first view's CSV file, then each later view's changes only
     * ({@code CHANGES ONLY}); {@code PARQUET} one Parquet change log ({@code AS PARQUET}).
     */
    enum SaveForm { FULL, CHANGES_ONLY, PARQUET }

    /**
     * Results: the default summary table, Graphsurge's DIFFRESULTS, or SAVE RESULTS TO a
     * directory in one of the {@link SaveForm}s ({@code FULL} unless saving); {@code replace}
     * ({@code REPLACE}) lets the run remove an earlier run's files from the directory.
     */
    record Results(ResultsKind kind, String directory, SaveForm form, boolean replace) {
        public static final Results SUMMARY = new Results(ResultsKind.SUMMARY, null);

        public Results {
            Objects.requireNonNull(form, "form");
        }

        /** The full CSV form. */
        public Results(ResultsKind kind, String directory) {
            this(kind, directory, SaveForm.FULL, false);
        }
    }
}
