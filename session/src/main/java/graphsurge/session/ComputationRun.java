package graphsurge.session;

import graphsurge.analytics.computation.Computation;
import graphsurge.analytics.computation.EdgesInViews;
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
import graphsurge.gvdl.ast.GvdlPrinter;
import graphsurge.gvdl.ast.Statement;
import graphsurge.session.cluster.Cluster;
import graphsurge.session.cluster.ClusterException;
import graphsurge.session.cluster.ClusterSpec;
import graphsurge.session.cluster.Clusters;
import graphsurge.session.cluster.JobData;
import graphsurge.session.cluster.LocalCluster;
import graphsurge.session.cluster.ModeSettings;
import graphsurge.session.cluster.OrderedResults;
import graphsurge.session.cluster.Segment;
import graphsurge.session.cluster.SegmentJob;
import graphsurge.session.cluster.SegmentPlan;
import graphsurge.session.cluster.StoreShipping;
import graphsurge.vcstore.collection.ViewCollection;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

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
    private final Clusters clusters;
    private final ClusterSpec clusterSpec;
    /** The store's directory, whose files a cluster in other JVMs is shipped. */
    private final Path storeDirectory;
    /** The bound computation's own name (an alias resolved), once {@link #bind} has run. */
    private String name;
    /** Where the bound computation came from ({@link ComputationRegistry#origin}). */
    private String origin;
    private ResultKind resultKind;

    ComputationRun(ComputationRegistry registry, PropertyGraph graph, String source, ProgressListener progress, int workers,
            Clusters clusters, ClusterSpec clusterSpec, Path storeDirectory) {
        this.registry = registry;
        this.clusters = clusters;
        this.clusterSpec = clusterSpec;
        this.storeDirectory = storeDirectory;
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

    /**
     * Runs across {@code c}; {@code summary} (or null) receives every view's result for a report.
     * The run is cut into segments ({@link SegmentPlan}) when the cluster has more than one slot
     * and the plan says a cut pays, when the statement says {@code SEGMENTS n}, or on a cluster
     * other than {@code local}; whatever the cut, the views are written, summarized and listed in
     * run order ({@link OrderedResults}), with the files an unsegmented run writes.
     */
    StatementResult.ComputationRan onCollection(Statement.RunComputation s, Program program, ViewCollection c,
            String target, Path out, ResultSummary summary) {
        CollectionRunner.Settings settings = settings(s, c.views());
        List<String> notices = new ArrayList<>();
        if (!program.differential() && settings.mode() != CollectionRunner.Mode.SCRATCH) {
            notices.add(name + " computes every view with its plain algorithm here, whatever the mode"
                    + " (SHOW COMPUTATIONS lists its parameters)");
        }
        if (s.resume() && out == null) {
            throw new GvdlException(source, s.span(), "RESUME continues a run that saves its results: add SAVE RESULTS TO"
                    + " the directory of the interrupted run");
        }
        if (s.resume() && summary != null) {
            throw new GvdlException(source, s.span(), "RESUME cannot SAVE REPORT: the report needs every view's results,"
                    + " and a resumed run computes only the missing ones; resume without the report, then run the report");
        }
        RunManifest manifest = null;
        if (out != null) {
            Map<String, String> identity = identity(s, c, settings);
            manifest = s.resume() ? RunManifest.resume(out, identity, c.views()) : null;
            if (s.resume() && manifest == null && Files.exists(UserPaths.inside(out, Writer.SUMMARY + ".csv"))) {
                notices.add("RESUME: " + out + " holds a complete run (its summary.csv); nothing ran (run without RESUME"
                        + " to compute it again)");
                return new StatementResult.ComputationRan(name, target,
                        settings.mode().name().toLowerCase(java.util.Locale.ROOT), List.of(), 0, out, null, notices);
            }
            if (s.resume() && manifest == null) {
                notices.add("RESUME: " + out + " holds no record of an earlier run, so every view runs");
            }
            if (manifest == null) {
                manifest = RunManifest.fresh(out, identity, c.views());
            }
        }
        boolean[] done = manifest == null ? new boolean[c.views()] : manifest.done();
        Delivery delivery = new Delivery(program, c, out, summary, manifest, done);
        long start = System.nanoTime();
        try (Cluster cluster = withComputations(clusters.open(clusterSpec, workers))) {
            SegmentPlan plan = plan(s, c, settings, cluster, done);
            if (plan.notice() != null) {
                notices.add(plan.notice());
            }
            if (plan.segments().isEmpty()) {
                notices.add("RESUME: all " + c.views() + " views of " + out + " were complete; nothing ran");
            } else if (!s.resume() && plan.segments().size() == 1 && !cluster.shipsJobs()) {
                runWhole(program, c, settings, delivery);
            } else {
                notices.add(runSegmented(s, program, c, settings, cluster, plan, delivery));
            }
        } catch (ParameterException e) { // the runner checks the edges before the first view (SSSP: their weights)
            throw inStatement(s, e);
        }
        long total = System.nanoTime() - start;
        List<StatementResult.ViewRow> rows = delivery.rows(manifest);
        if (out != null) {
            delivery.writer.summary(rows);
            manifest.delete();
        }
        return new StatementResult.ComputationRan(name, target, settings.mode().name().toLowerCase(java.util.Locale.ROOT),
                rows, total, out, null, notices);
    }

    /** {@code cluster}, finding the session's own computations (plug-ins, the Java API's) when it runs in this JVM. */
    private Cluster withComputations(Cluster cluster) {
        return cluster instanceof LocalCluster local ? local.withRegistry(registry) : cluster;
    }

    /** The plan: the missing views of a resumed run, SEGMENTS n, or the automatic cut for the cluster's slots. */
    private SegmentPlan plan(Statement.RunComputation s, ViewCollection c, CollectionRunner.Settings settings,
            Cluster cluster, boolean[] done) {
        if (s.resume()) {
            return SegmentPlan.missing(c, settings.mode(), s.segments() != null
                    ? (int) Math.min(Integer.MAX_VALUE, s.segments()) : cluster.slots(), done);
        }
        if (s.segments() != null) {
            return SegmentPlan.forced(c, settings.mode(), (int) Math.min(Integer.MAX_VALUE, s.segments()));
        }
        return SegmentPlan.automatic(c, settings.mode(), cluster.slots());
    }

    /** The unsegmented run: the collection runner on this thread, every view in run order. */
    private void runWhole(Program program, ViewCollection c, CollectionRunner.Settings settings,
            Delivery delivery) {
        CollectionRunner.run(program, graph, c, settings, r -> delivery.view(r, false), progress);
    }

    /**
     * The segmented run: the job to the cluster, its views back through {@link OrderedResults}
     * (spilled inside the results directory, or the system's temporary directory when not
     * saving); returns the notice that says how the run was cut.
     */
    private String runSegmented(Statement.RunComputation s, Program program, ViewCollection c,
            CollectionRunner.Settings settings, Cluster cluster, SegmentPlan plan, Delivery delivery) {
        // Checked once here, before any segment starts, so that an error in the input stops the run before its first view.
        program.checkEdges(EdgesInViews.of(c, graph.edgeCount()));
        int atOnce = Math.min(plan.segments().size(), cluster.slots());
        int threadsEach = Math.max(1, workers / atOnce);
        String id = UUID.randomUUID().toString();
        JobData data = !cluster.shipsJobs() ? new JobData.InProcess(graph, c)
                : clusterSpec.sharedStore() ? new JobData.SharedStore(storeDirectory.toAbsolutePath().toString(), c.name())
                : StoreShipping.pack(storeDirectory, c);
        SegmentJob job = new SegmentJob(id, data, name, GvdlPrinter.print(s), ModeSettings.of(settings), threadsEach,
                plan.segments());
        Path spill = delivery.writer.dir != null ? delivery.writer.dir.resolve(".segments-" + id + ".tmp")
                : Path.of(System.getProperty("java.io.tmpdir")).resolve("graphsurge-segments-" + id);
        int toWrite = 0;
        for (Segment g : plan.segments()) {
            for (int p = g.from(); p < g.to(); p++) {
                toWrite += delivery.done[p] ? 0 : 1;
            }
        }
        progress.start("running " + toWrite + " views in " + plan.segments().size() + " segments", toWrite);
        delivery.countsProgress = true;
        try (OrderedResults ordered = new OrderedResults(plan.segments(), c.views(), spill,
                r -> delivery.view(r, delivery.done[r.position()]))) {
            cluster.run(job, ordered);
            if (!ordered.complete()) {
                throw new ClusterException("the cluster " + cluster.description() + " returned before every view's result"
                        + " came back");
            }
        }
        progress.finish();
        List<String> starts = new ArrayList<>();
        for (Segment g : plan.segments()) {
            if (starts.size() == 8) {
                starts.add("...");
                break;
            }
            starts.add(c.viewNames().get(c.runOrder()[g.from()]));
        }
        String shipped = data instanceof JobData.Shipped sent
                ? String.format(java.util.Locale.ROOT, " (the store shipped to it: %.1f MB)", sent.bytes() / 1e6) : "";
        return "ran " + toWrite + " views in " + plan.segments().size() + (plan.segments().size() == 1 ? " segment" : " segments")
                + " on " + cluster.description() + shipped + ", " + threadsEach + (threadsEach == 1 ? " thread" : " threads")
                + " each; segments start fresh at " + String.join(", ", starts);
    }

    /**
     * What makes two runs the same run for RESUME: the computation and its parameters, the
     * collection and its graph, the mode and its settings; not threads, segments or cluster.
     */
    private Map<String, String> identity(Statement.RunComputation s, ViewCollection c, CollectionRunner.Settings settings) {
        Map<String, String> id = new LinkedHashMap<>();
        id.put("computation", name);
        StringBuilder params = new StringBuilder();
        for (Statement.Param p : s.params()) {
            params.append(params.length() == 0 ? "" : ", ").append(p.key()).append('=').append(GvdlPrinter.print(p.value()));
        }
        id.put("parameters", params.toString());
        id.put("collection", c.name());
        id.put("graph", Long.toHexString(c.graphFingerprint()));
        id.put("views", Integer.toString(c.views()));
        id.put("differences", Long.toString(c.differences()));
        id.put("mode", ModeSettings.of(settings).toString());
        return id;
    }

    /**
     * Writes each view handed to it, in run order: its files, the report's summary, its row and
     * the run record; a view that is already complete (the one a resumed stretch starts from) is
     * only what the next view's changes are computed against.
     */
    private final class Delivery {
        private final ViewCollection c;
        private final Writer writer;
        private final ResultSummary summary;
        private final RunManifest manifest;
        private final boolean[] done;
        private final StatementResult.ViewRow[] rows;
        private int written;
        /** Whether this updates the progress bar (the segmented run), or the collection runner does. */
        boolean countsProgress;

        Delivery(Program program, ViewCollection c, Path out, ResultSummary summary, RunManifest manifest, boolean[] done) {
            this.c = c;
            this.writer = new Writer(program.format(), out);
            this.summary = summary;
            this.manifest = manifest;
            this.done = done;
            this.rows = new StatementResult.ViewRow[c.views()];
        }

        void view(CollectionRunner.ViewResult r, boolean alreadyComplete) {
            if (alreadyComplete) {
                writer.prime(r.values(), r.reported());
                return;
            }
            if (written == 0 && manifest != null) {
                writer.open();
                manifest.write();
            }
            String view = c.viewNames().get(r.view());
            int changes = writer.view(view, r, true);
            if (summary != null) {
                summary.view(view, r.values(), r.reported());
            }
            StatementResult.ViewRow row = new StatementResult.ViewRow(view, r.position() + 1, r.edges(), r.additions(),
                    r.deletions(), r.how(), r.decision(), r.nanos(), writer.reported, changes, writer.removed);
            rows[r.position()] = row;
            if (manifest != null) {
                manifest.complete(row);
            }
            written++;
            if (countsProgress) {
                progress.update(written);
            }
        }

        /** Every view's row in run order: this run's, and a resumed run's earlier ones from its record. */
        List<StatementResult.ViewRow> rows(RunManifest manifest) {
            List<StatementResult.ViewRow> all = new ArrayList<>();
            for (int p = 0; p < rows.length; p++) {
                StatementResult.ViewRow r = rows[p] != null ? rows[p] : manifest == null ? null : manifest.row(p);
                if (r != null) {
                    all.add(r);
                }
            }
            return all;
        }
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
        private boolean opened;

        Writer(ResultFormat format, Path dir) {
            this.format = format;
            this.dir = dir;
            if (dir != null && Files.exists(dir) && !Files.isDirectory(dir)) {
                throw new GraphsurgeException("cannot save results to " + dir + ": it is a file, not a directory");
            }
        }

        /**
         * Creates the results directory when the first view's results are at hand, so that a run
         * refused before its first view (a bad weight) leaves no directory behind. Once per run.
         */
        void open() {
            if (dir == null || opened) {
                return;
            }
            opened = true;
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
            }
            open();
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

        /**
         * Takes {@code values} as the previous view's without writing them: a resumed stretch's
         * first view, complete on disk, that the next view's changes compare with.
         */
        void prime(long[] values, boolean[] reported) {
            previousValues = values.clone();
            previousReported = reported.clone();
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
