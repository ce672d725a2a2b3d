package graphsurge.session;

import graphsurge.analytics.computation.Computation;
import graphsurge.analytics.computation.ComputationRegistry;
import graphsurge.analytics.computation.ParameterException;
import graphsurge.analytics.computation.Program;
import graphsurge.analytics.computation.ResultFormat;
import graphsurge.analytics.computation.ResultKind;
import graphsurge.analytics.run.CollectionRunner;
import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.Suggestions;
import graphsurge.gstore.csv.CsvFields;
import graphsurge.gstore.io.AtomicTextFile;
import graphsurge.gstore.io.UserPaths;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.io.IoErrors;
import graphsurge.gvdl.GvdlException;
import graphsurge.gvdl.ast.Statement;
import graphsurge.vcstore.collection.ViewCollection;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Executes {@code RUN COMPUTATION}: binds the computation, runs it on the graph, a view or a
 * collection in the requested mode, and writes or summarizes the results.
 *
 * <p>Saved results ({@code DESIGN.md} 3.4): {@code <view>.csv} (header {@code vertex,<value>},
 * rows in vertex order), {@code <view>.changes.csv} (the keys whose result differs from the
 * previous view in the run order: {@code vertex,old,new}, empty where a key is not reported),
 * and {@code summary.csv}. View names become file names percent-encoded ({@link UserPaths}), and
 * a view named {@code summary} cannot take the summary's file. Each file is written to a
 * temporary name and renamed into place, so an interrupted run leaves whole files only; and
 * {@code summary.csv} is removed when a run starts writing and written after every view's files,
 * so a directory holding it holds one complete run.
 */
final class ComputationRun {
    private final ComputationRegistry registry;
    private final PropertyGraph graph;
    private final String source;
    private final ProgressListener progress;
    private final int workers;
    /** The bound computation's own name (an alias resolved), once {@link #bind} has run. */
    private String name;
    /** Where the bound computation came from ({@link ComputationRegistry#origin}). */
    private String origin;
    private ResultKind resultKind;

    ComputationRun(ComputationRegistry registry, PropertyGraph graph, String source, ProgressListener progress, int workers) {
        this.registry = registry;
        this.graph = graph;
        this.source = source;
        this.progress = progress;
        this.workers = workers;
    }

    /** Binds the statement's computation to {@code graph}; errors point into the statement. */
    Program bind(Statement.RunComputation s) {
        Computation c = registry.find(s.computation());
        if (c == null) {
            List<String> names = new ArrayList<>();
            registry.all().forEach(x -> names.add(x.name()));
            throw new GvdlException(source, s.span(), "unknown computation '" + s.computation() + "'; known: "
                    + String.join(", ", names) + Suggestions.hint(s.computation(), names));
        }
        if (s.fromFile() != null) {
            throw new GvdlException(source, s.span(), "FROM 'file' is not supported: register computations through"
                    + " the Java API or as plug-ins in jars (graphsurge --plugins DIR; see docs/java-api.md)");
        }
        name = c.name();
        origin = registry.origin(name);
        resultKind = guarded(c::resultKind);
        try {
            return guarded(() -> c.bind(graph, GvdlParameters.of(name, s)));
        } catch (ParameterException e) {
            throw inStatement(s, e);
        }
    }

    /**
     * Runs {@code step}, which runs the bound computation's own code (its bind, or a run that
     * evaluates, formats and summarizes its results). An unchecked exception or a
     * {@link LinkageError} (a jar built against other classes) from a computation that is not
     * built in becomes a {@link ComputationFailure} naming it and where it came from, as its
     * author must fix it; errors in the user's input ({@link GraphsurgeException}) and in the
     * file system pass as they are, and a built-in's failure stays a bug.
     */
    <T> T guarded(java.util.function.Supplier<T> step) {
        try {
            return step.get();
        } catch (GraphsurgeException | UncheckedIOException e) {
            throw e;
        } catch (RuntimeException | LinkageError e) {
            if (origin == null || origin.equals(ComputationRegistry.BUILT_IN)) {
                throw e;
            }
            throw new ComputationFailure(name, origin, e);
        }
    }

    private GvdlException inStatement(Statement.RunComputation s, ParameterException e) {
        return new GvdlException(source, GvdlParameters.span(e.position(), s.span()), e.getMessage());
    }

    /** The bound computation's own name: {@code pr} for {@code pagerank}. */
    String name() {
        return name;
    }

    /** What the bound computation's results are. */
    ResultKind resultKind() {
        return resultKind;
    }

    /** Runs on the whole graph; {@code summary} (or null) receives the result for a report. */
    StatementResult.ComputationRan onGraph(Statement.RunComputation s, Program program, Path out, ResultSummary summary) {
        long start = System.nanoTime();
        CollectionRunner.ViewResult r;
        try {
            r = CollectionRunner.runOnGraph(program, graph, settings(s, 1));
        } catch (ParameterException e) { // the runner checks the edges first (SSSP: their weights)
            throw inStatement(s, e);
        }
        Writer writer = new Writer(program.format(), out);
        int reported = writer.view("graph", r, false);
        if (summary != null) {
            summary.view("graph", r.values(), r.reported());
        }
        List<StatementResult.ViewRow> rows = List.of(new StatementResult.ViewRow("graph", 1, r.edges(), r.edges(), 0,
                r.how(), r.decision().isEmpty() ? "whole graph" : r.decision(), r.nanos(), reported, reported, 0));
        if (out != null) {
            writer.summary(rows);
        }
        return new StatementResult.ComputationRan(name, "graph", "scratch",
                rows, System.nanoTime() - start, out, null, List.of());
    }

    /** Runs across {@code c}; {@code summary} (or null) receives every view's result for a report. */
    StatementResult.ComputationRan onCollection(Statement.RunComputation s, Program program, ViewCollection c,
            String target, Path out, ResultSummary summary) {
        CollectionRunner.Settings settings = settings(s, c.views());
        List<String> notices = new ArrayList<>();
        if (!program.differential() && settings.mode() != CollectionRunner.Mode.SCRATCH) {
            notices.add(name + " computes every view with its plain algorithm here, whatever the mode"
                    + " (SHOW COMPUTATIONS lists its parameters)");
        }
        Writer writer = new Writer(program.format(), out);
        List<StatementResult.ViewRow> rows = new ArrayList<>();
        long start = System.nanoTime();
        try {
            CollectionRunner.run(program, graph, c, settings, r -> {
                String name = c.viewNames().get(r.view());
                int changes = writer.view(name, r, true);
                if (summary != null) {
                    summary.view(name, r.values(), r.reported());
                }
                rows.add(new StatementResult.ViewRow(name, r.position() + 1, r.edges(), r.additions(), r.deletions(),
                        r.how(), r.decision(), r.nanos(), writer.reported, changes, writer.removed));
            }, progress);
        } catch (ParameterException e) { // the runner checks the edges before the first view (SSSP: their weights)
            throw inStatement(s, e);
        }
        long total = System.nanoTime() - start;
        if (out != null) {
            writer.summary(rows);
        }
        return new StatementResult.ComputationRan(name, target, settings.mode().name().toLowerCase(java.util.Locale.ROOT),
                rows, total, out, null, notices);
    }

    private CollectionRunner.Settings settings(Statement.RunComputation s, int views) {
        Set<Integer> indices = new HashSet<>();
        for (long i : s.indices()) {
            if (i < 0 || i >= views) {
                throw new GvdlException(source, s.span(), "INDICES: " + i + " is not a run position here (0 to "
                        + (views - 1) + ")");
            }
            indices.add((int) i);
        }
        if (s.mode() instanceof Statement.Differential) {
            return CollectionRunner.Settings.of(CollectionRunner.Mode.DIFFERENTIAL, workers);
        }
        if (s.mode() instanceof Statement.Scratch) {
            return CollectionRunner.Settings.of(CollectionRunner.Mode.SCRATCH, workers);
        }
        Statement.Adaptive a = (Statement.Adaptive) s.mode();
        CollectionRunner.Settings d = CollectionRunner.Settings.of(CollectionRunner.Mode.ADAPTIVE, workers);
        return new CollectionRunner.Settings(CollectionRunner.Mode.ADAPTIVE,
                a.upto() == null ? d.upto() : (int) Math.max(1, Math.min(Integer.MAX_VALUE, a.upto())),
                a.compX() == null ? d.compX() : a.compX().doubleValue(),
                a.diffX() == null ? d.diffX() : a.diffX().doubleValue(),
                a.limit() == null ? d.limit() : (int) Math.min(Integer.MAX_VALUE, a.limit()),
                a.algo() == null || !a.algo().equalsIgnoreCase("avg"), indices, workers);
    }

    /** Writes each view's result and changes, keeping the previous view's result to compare with. */
    private static final class Writer {
        private static final String SUMMARY = "summary";
        private final ResultFormat format;
        private final Path dir;
        private long[] previousValues;
        private boolean[] previousReported;
        int reported;
        /** Of the previous view's results, how many the last view written has not. */
        int removed;

        Writer(ResultFormat format, Path dir) {
            this.format = format;
            this.dir = dir;
            if (dir != null && Files.exists(dir) && !Files.isDirectory(dir)) {
                throw new GraphsurgeException("cannot save results to " + dir + ": it is a file, not a directory");
            }
        }

        /**
         * Creates the results directory when the first view's results are at hand, so that a run
         * refused before its first view (a bad weight) leaves no directory behind.
         */
        private void open() {
            try {
                Files.createDirectories(dir);
                // A summary left by an earlier run would make this run's files look complete if it is interrupted.
                Files.deleteIfExists(summaryFile());
            } catch (IOException e) {
                throw IoErrors.error("cannot create the results directory " + dir, e);
            }
        }

        private Path summaryFile() {
            return UserPaths.inside(dir, SUMMARY + ".csv");
        }

        /**
         * Writes one view (when saving) and returns how many of its keys are new or changed value
         * from the previous view; the keys that left it are counted in {@link #removed}.
         */
        int view(String name, CollectionRunner.ViewResult r, boolean withChanges) {
            long[] values = r.values();
            boolean[] shown = r.reported();
            if (previousValues == null) {
                previousValues = new long[values.length];
                previousReported = new boolean[values.length];
                if (dir != null) {
                    open();
                }
            }
            int changes = 0;
            int gone = 0;
            int count = 0;
            StringBuilder full = new StringBuilder(format.keyHeader()).append(',').append(format.valueHeader()).append('\n');
            StringBuilder changed = new StringBuilder(format.keyHeader()).append(",old,new\n");
            for (int k = 0; k < values.length; k++) {
                if (shown[k]) {
                    count++;
                    if (dir != null) {
                        format.appendKey(full, k);
                        format.appendValue(full.append(','), values[k]);
                        full.append('\n');
                    }
                }
                boolean differs = shown[k] != previousReported[k] || shown[k] && values[k] != previousValues[k];
                if (differs) {
                    if (shown[k]) {
                        changes++;
                    } else {
                        gone++;
                    }
                    if (dir != null && withChanges) {
                        format.appendKey(changed, k);
                        changed.append(',');
                        if (previousReported[k]) {
                            format.appendValue(changed, previousValues[k]);
                        }
                        changed.append(',');
                        if (shown[k]) {
                            format.appendValue(changed, values[k]);
                        }
                        changed.append('\n');
                    }
                }
                previousReported[k] = shown[k];
                previousValues[k] = values[k];
            }
            if (dir != null) {
                write(UserPaths.file(dir, name, ".csv", SUMMARY), full);
                if (withChanges) {
                    write(UserPaths.file(dir, name, ".changes.csv", SUMMARY), changed);
                }
            }
            reported = count;
            removed = gone;
            return changes;
        }

        void summary(List<StatementResult.ViewRow> rows) {
            StringBuilder s = new StringBuilder("view,position,edges,additions,deletions,mode,millis\n");
            for (StatementResult.ViewRow r : rows) {
                CsvFields.append(s, r.view());
                s.append(',').append(r.position()).append(',').append(r.edges()).append(',')
                        .append(r.additions()).append(',').append(r.deletions()).append(',')
                        .append(r.how().word()).append(',')
                        .append(String.format(java.util.Locale.ROOT, "%.3f", r.nanos() / 1e6)).append('\n');
            }
            write(summaryFile(), s);
        }

        private static void write(Path file, CharSequence text) {
            try {
                AtomicTextFile.write(file, w -> w.append(text));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write " + file, e);
            }
        }
    }
}
