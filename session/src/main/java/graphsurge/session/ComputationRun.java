package graphsurge.session;

import graphsurge.analytics.computation.Computation;
import graphsurge.analytics.computation.EdgesInViews;
import graphsurge.analytics.computation.ComputationRegistry;
import graphsurge.analytics.computation.ParameterException;
import graphsurge.analytics.computation.Parameters;
import graphsurge.analytics.computation.Program;
import graphsurge.analytics.computation.ResultKind;
import graphsurge.analytics.run.CollectionRunner;
import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.Suggestions;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gvdl.GvdlException;
import graphsurge.gvdl.ast.GvdlPrinter;
import graphsurge.gvdl.ast.Statement;
import graphsurge.session.cluster.Binding;
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
import graphsurge.vcstore.collection.ForBindings;
import graphsurge.vcstore.collection.ViewCollection;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Executes {@code RUN COMPUTATION}: binds the computation, runs it on the graph, a view or a
 * collection in the requested mode, and hands the results to be written or summarized.
 *
 * <p>Saved results go to a {@link ResultSink} in the statement's form (full CSV, CSV changes only,
 * or a Parquet change log), which the run's {@link ResultChanges} feed view by view; across a
 * collection, a {@link ResultDelivery} writes each view as it comes.
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
    /** Whether a run into a results directory another run holds waits for it, instead of failing. */
    private final boolean waitForLock;
    private final Consumer<String> onWait;
    /** The bound computation's own name (an alias resolved), once {@link #bind} has run. */
    private String name;
    /** Where the bound computation came from ({@link ComputationRegistry#origin}). */
    private String origin;
    private ResultKind resultKind;
    /** The parameters as the computation bound them ({@link Parameters#bound}). */
    private String boundParameters;

    ComputationRun(ComputationRegistry registry, PropertyGraph graph, String source, ProgressListener progress, int workers,
            Clusters clusters, ClusterSpec clusterSpec, Path storeDirectory, boolean waitForLock,
            Consumer<String> onWait) {
        this.waitForLock = waitForLock;
        this.onWait = onWait;
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
            Parameters parameters = GvdlParameters.of(name, s);
            Program program = guarded(() -> c.bind(graph, parameters));
            boundParameters = parameters.bound();
            return program;
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
    <T> T guarded(Supplier<T> step) {
        try {
            return step.get();
        } catch (GraphsurgeException | UncheckedIOException | CancellationException e) {
            throw e; // a cancellation (Ctrl-C) is nobody's failure
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
        ResultSink sink = out == null ? null : ResultSink.of(s.results().form(), program.format(), out,
                ForBindings.NONE);
        ResultChanges changes = changes(program, summary);
        List<StatementResult.ViewRow> rows;
        try (ResultsDirectory directory = out == null ? null : lock(out, s);
                RunManifest record = out == null ? null : RunManifest.fresh(out, ResultsDirectory.identity(name,
                        boundParameters, null, "scratch", s.results().form()), 1)) {
            if (directory != null) {
                directory.claim(s.results().replace());
                sink.open();
                record.open();
            }
            List<Path> written = sink != null ? sink.view("graph", r, false, changes) : List.of();
            if (sink == null) {
                changes.next(r.values(), r.reported(), null, null);
            }
            int reported = changes.reported();
            if (summary != null) {
                summary.view("graph", r.values(), r.reported());
            }
            rows = List.of(new StatementResult.ViewRow("graph", 1, r.edges(), r.edges(), 0, r.how(),
                    r.decision(), r.nanos(), reported, reported, 0,
                    changes.values(r.values(), r.reported()), StatementResult.Definition.NONE));
            if (sink != null) {
                record.complete(rows.get(0), written);
                sink.summary(rows);
                record.finish();
            }
        }
        return new StatementResult.ComputationRan(name, "graph", "scratch",
                rows, System.nanoTime() - start, out, null, List.of(), sink == null ? null : sink.files(true, 1),
                StatementResult.Phases.UNKNOWN);
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
        long start = System.nanoTime();
        CollectionRunner.Settings settings = settings(s, c.views());
        List<StatementResult.Notice> notices = new ArrayList<>();
        if (!program.differential() && settings.mode() != CollectionRunner.Mode.SCRATCH) {
            notices.add(StatementResult.Notice.outcome(name + " computes every view with its plain algorithm here, whatever the mode"
                    + " (SHOW COMPUTATIONS lists its parameters)"));
        }
        if (s.resume() && out == null) {
            throw new GvdlException(source, s.span(), "RESUME continues a run that saves its results: add SAVE RESULTS TO"
                    + " the directory of the interrupted run");
        }
        if (s.resume() && summary != null) {
            throw new GvdlException(source, s.span(), "RESUME cannot SAVE REPORT: the report needs every view's results,"
                    + " and a resumed run computes only the missing ones; resume without the report, then run the report");
        }
        if (s.resume() && s.results().replace()) {
            throw new GvdlException(source, s.span(), "RESUME continues the run in the directory and REPLACE removes it:"
                    + " choose one");
        }
        if (s.resume() && s.results().form() == Statement.SaveForm.PARQUET) {
            throw new GvdlException(source, s.span(), "RESUME cannot continue a run saved AS PARQUET: its change log is"
                    + " one file, written once; run it again without RESUME, or save it as CSV (CHANGES ONLY) to resume");
        }
        try (ResultsDirectory directory = out == null ? null : lock(out, s);
                RunManifest manifest = out == null ? null : directory.record(ResultsDirectory.identity(name, boundParameters,
                        c, ModeSettings.of(settings).toString(), s.results().form()), c.views(), s.resume(),
                        s.results().replace(), notices)) {
            boolean[] done = manifest == null ? new boolean[c.views()] : manifest.done();
            ResultDelivery delivery = new ResultDelivery(out == null ? null : ResultSink.of(s.results().form(),
                    program.format(), out, c.bindings()), directory, c, summary, manifest, done, changes(program, summary), progress);
            if (manifest != null && manifest.complete()) {
                notices.add(StatementResult.Notice.outcome("RESUME: " + out + " holds this run complete; nothing ran (run"
                        + " with REPLACE instead of RESUME to compute it again)"));
                return new StatementResult.ComputationRan(name, target, settings.mode().name().toLowerCase(Locale.ROOT),
                        delivery.rows(), 0, out, null, notices, delivery.sink.files(false, c.views()),
                        StatementResult.Phases.UNKNOWN);
            }
            StatementResult.Segments segments;
            try (Cluster cluster = withComputations(clusters.open(clusterSpec, workers))) {
                SegmentPlan plan = plan(s, c, settings, cluster, done);
                segments = new StatementResult.Segments(plan.segments().size(), cluster.slots(), cluster.description(),
                        plan.why());
                if (plan.notice() != null) {
                    notices.add(StatementResult.Notice.information(plan.notice()));
                }
                if (plan.segments().isEmpty()) {
                    notices.add(StatementResult.Notice.outcome("RESUME: all " + c.views() + " views of " + out
                            + " were complete; nothing ran"));
                } else if (!s.resume() && plan.segments().size() == 1 && !cluster.shipsJobs()) {
                    long runStart = System.nanoTime();
                    runWhole(program, c, settings, delivery);
                    viewsNanos = System.nanoTime() - runStart - delivery.writeNanos();
                } else {
                    notices.add(StatementResult.Notice.information(runSegmented(s, program, c, settings, cluster, plan,
                            delivery)));
                }
            } catch (ParameterException e) { // the runner checks the edges before the first view (SSSP: their weights)
                delivery.abort();
                throw inStatement(s, e);
            } catch (RuntimeException | Error e) {
                delivery.abort();
                throw e;
            }
            List<StatementResult.ViewRow> rows = delivery.rows();
            if (out != null) {
                delivery.finish(rows);
            }
            long total = System.nanoTime() - start;
            return new StatementResult.ComputationRan(name, target, settings.mode().name().toLowerCase(Locale.ROOT),
                    rows, total, out, null, notices, delivery.sink == null ? null : delivery.sink.files(false, c.views()),
                    new StatementResult.Phases(0, viewsNanos, delivery.writeNanos(), atOnce), segments);
        }
    }

    /**
     * The run's changes view to view, with the tally of each view's values for the computation's
     * result kind, which reads what it can from {@code summary} (or null), the report's summary.
     */
    private ResultChanges changes(Program program, ResultSummary summary) {
        return new ResultChanges(ValueTally.of(resultKind, graph.ids(), program.format(), program.resultSize(), summary));
    }

    /** Locks the results directory {@code out} for the run of {@code s} ({@link ResultsDirectory}). */
    private ResultsDirectory lock(Path out, Statement.RunComputation s) {
        return ResultsDirectory.lock(out, GvdlPrinter.print(s), waitForLock, onWait);
    }

    /** The wall time of the run's views without their results' writing, and the segments at once. */
    private long viewsNanos;
    private int atOnce = 1;

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
            ResultDelivery delivery) {
        CollectionRunner.run(program, graph, c, settings, r -> delivery.view(r, false), progress);
    }

    /**
     * The segmented run: the job to the cluster, its views back through {@link OrderedResults}
     * (spilled inside the results directory, or the system's temporary directory when not
     * saving); returns the notice that says how the run was cut.
     */
    private String runSegmented(Statement.RunComputation s, Program program, ViewCollection c,
            CollectionRunner.Settings settings, Cluster cluster, SegmentPlan plan, ResultDelivery delivery) {
        // Checked once here, before any segment starts, so that an error in the input stops the run before its first view.
        program.checkEdges(EdgesInViews.of(c, graph.edgeCount()));
        int atOnce = Math.min(plan.segments().size(), cluster.slots());
        int threadsEach = Math.max(1, workers / atOnce);
        String id = UUID.randomUUID().toString();
        JobData data = !cluster.shipsJobs() ? new JobData.InProcess(graph, c)
                : clusterSpec.sharedStore() ? JobData.SharedStore.of(storeDirectory.toAbsolutePath().toString(), c)
                : StoreShipping.pack(storeDirectory, c);
        SegmentJob job = new SegmentJob(id, data, Binding.of(name, GvdlParameters.of(name, s)), ModeSettings.of(settings),
                threadsEach, plan.segments(), cluster.shipsJobs() ? shippedPlugin(s, cluster) : Map.of());
        if (delivery.directory == null) {
            ResultsDirectory.removeStaleTempSpills();
        }
        Path spill = delivery.directory != null ? delivery.directory.spill(id) : ResultsDirectory.tempSpill(id);
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
            long runStart = System.nanoTime();
            cluster.run(job, ordered);
            viewsNanos = System.nanoTime() - runStart - delivery.writeNanos();
            this.atOnce = atOnce;
            if (!ordered.complete()) {
                throw new ClusterException("the cluster " + cluster.description() + " returned before every view's result"
                        + " came back");
            }
        } finally {
            progress.finish(); // an interrupted or failed run leaves no bar behind
        }
        List<String> starts = new ArrayList<>();
        for (Segment g : plan.segments()) {
            if (starts.size() == 8) {
                starts.add("...");
                break;
            }
            starts.add(c.viewNames().get(c.runOrder()[g.from()]));
        }
        String shipped = data instanceof JobData.Shipped sent
                ? String.format(Locale.ROOT, " (the store shipped to it: %.1f MB)", sent.bytes() / 1e6) : "";
        // Fewer segments than slots leaves slots idle: say why, as the plan knows it.
        String fewer = plan.segments().size() < cluster.slots() ? "; " + plan.explanation(cluster.slots()) : "";
        return "ran " + toWrite + " views in " + plan.segments().size() + (plan.segments().size() == 1 ? " segment" : " segments")
                + " on " + cluster.description() + shipped + ", " + threadsEach + (threadsEach == 1 ? " thread" : " threads")
                + " each; segments start fresh at " + String.join(", ", starts) + fewer;
    }

    /**
     * The jars a cluster whose workers run in other JVMs ships for the run's computation: its
     * plug-in directory's when it is a plug-in, none for a built-in; one registered through the
     * Java API exists only in this JVM, and is refused.
     */
    private Map<String, byte[]> shippedPlugin(Statement.RunComputation s, Cluster cluster) {
        if (ComputationRegistry.JAVA_API.equals(origin)) {
            throw new GvdlException(source, s.span(), "computation '" + name + "' was registered through the Java API in"
                    + " this JVM, and the workers of " + cluster.description() + " cannot load it from there: package it"
                    + " as a plug-in jar (graphsurge --plugins DIR, docs/java-api.md), which runs are shipped with, or run"
                    + " it on the local cluster");
        }
        return Plugins.jarsOf(registry.find(name));
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
}
