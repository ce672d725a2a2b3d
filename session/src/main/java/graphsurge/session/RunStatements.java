package graphsurge.session;

import graphsurge.analytics.computation.Computation;
import graphsurge.analytics.computation.ComputationRegistry;
import graphsurge.analytics.computation.Program;
import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.Suggestions;
import graphsurge.gstore.io.IoErrors;
import graphsurge.gvdl.GvdlException;
import graphsurge.gvdl.ast.GvdlPrinter;
import graphsurge.gvdl.ast.Statement;
import graphsurge.vcstore.collection.CollectionBuilder;
import graphsurge.vcstore.collection.CollectionStore;
import graphsurge.vcstore.collection.ViewCollection;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The statements about computations: RUN COMPUTATION (what it runs on, read from the store; the
 * run itself is a {@link ComputationRun}; its report) and SHOW COMPUTATIONS.
 */
final class RunStatements {
    private final SessionState state;

    RunStatements(SessionState state) {
        this.state = state;
    }

    /** SHOW COMPUTATIONS. */
    StatementResult showComputations() {
        ComputationRegistry computations = state.computations();
        List<Computation> all = List.copyOf(computations.all());
        return new StatementResult.ComputationsListed(all, all.stream().map(c -> computations.origin(c.name())).toList());
    }

    StatementResult run(Statement.RunComputation s, String source) {
        Path out = s.results().kind() == Statement.ResultsKind.SAVE
                ? SessionState.resolveOutput(s.results().directory(), "SAVE RESULTS TO") : null;
        Path report = s.report() == null ? null : SessionState.resolveOutput(s.report(), "SAVE REPORT TO");
        if (report != null && state.reportWriter() == null) {
            throw new GraphsurgeException("SAVE REPORT TO needs a report writer: this session has none (the graphsurge"
                    + " command registers its HTML report; from Java, register one with Session.reportWriter)");
        }
        long readStart = System.nanoTime();
        PropertyGraph g = state.graph();
        long readNanos = System.nanoTime() - readStart;
        ComputationRun run = new ComputationRun(state.computations(), g, source, state.progress(), state.threads(),
                state.clusters(), state.cluster(), state.store().directory(), state.waitsForLock(),
                state.notices());
        Program program = run.bind(s);
        ResultSummary summary = s.report() == null ? null
                : run.guarded(() -> new ResultSummary(run.resultKind(), g.ids(), program.format(), program.resultSize()));
        if (s.target() instanceof Statement.OnGraph) {
            if (s.segments() != null || s.resume()) {
                throw new GvdlException(source, s.span(), (s.segments() != null ? "SEGMENTS" : "RESUME")
                        + " applies to runs across a collection's views; a run ON GRAPH is one computation on the whole"
                        + " graph: leave it out");
            }
            return withReport(s, report, run.guarded(() -> run.onGraph(s, program, out, summary)), null, summary, g);
        }
        boolean onView = s.target() instanceof Statement.OnView;
        String name = onView ? ((Statement.OnView) s.target()).name() : ((Statement.OnCollection) s.target()).name();
        CollectionStore collections = state.collections();
        long fingerprint = state.graphInfo().fingerprint();
        readStart = System.nanoTime();
        ViewCollection c = collections.exists(name) ? collections.read(name) : null;
        readNanos += System.nanoTime() - readStart;
        if (c != null && c.graphFingerprint() != fingerprint) {
            throw new GraphsurgeException("collection " + name + " was made from another graph than the store's;"
                    + " create it again");
        }
        if (onView && c != null && c.views() > 1) {
            throw new GvdlException(source, s.span(), "'" + name + "' is a collection of " + c.views() + " views: run it"
                    + " ON COLLECTION " + name + ", or ON VIEW one of its views (" + c.viewNames().get(0) + ", ...)");
        }
        if (onView && c == null) {
            c = viewOfACollection(name, g, fingerprint);
        }
        if (c == null) {
            List<String> known = onView ? viewNames(fingerprint) : new ArrayList<>();
            if (!onView) {
                collections.list().forEach(x -> known.add(x.name()));
            }
            throw new GvdlException(source, s.span(), "there is no " + (onView ? "view" : "collection") + " named '" + name
                    + "'" + Suggestions.hint(name, known));
        }
        ViewCollection collection = c;
        long read = readNanos;
        return withReport(s, report, run.guarded(() -> run.onCollection(s, program, collection, name, out, summary))
                .afterReading(read), c, summary, g);
    }

    /** Writes the run's report to {@code file} when the statement asks for one, and says where in the result. */
    private StatementResult withReport(Statement.RunComputation s, Path file, StatementResult.ComputationRan ran,
            ViewCollection c, ResultSummary summary, PropertyGraph g) {
        if (file == null) {
            return ran;
        }
        try {
            state.reportWriter().write(file, new RunReportWriter.Run(GvdlPrinter.print(s), ran, c, g, summary,
                    state.threads()));
        } catch (IOException e) {
            throw new GraphsurgeException(file + ": cannot write the report: " + IoErrors.reason(e));
        }
        return ran.withReport(file);
    }

    /**
     * The view called {@code name} of one of the store's collections made from the graph of
     * {@code fingerprint}, as a collection of that one view (its full edge set), or null when no
     * collection has such a view.
     */
    private ViewCollection viewOfACollection(String name, PropertyGraph g, long fingerprint) {
        CollectionStore collections = state.collections();
        for (CollectionStore.Summary summary : collections.list()) {
            if (summary.graphFingerprint() != fingerprint) {
                continue;
            }
            ViewCollection c = collections.read(summary.name());
            int view = c.viewNames().indexOf(name);
            if (view < 0) {
                continue;
            }
            long[] bits = new long[(g.edgeCount() + 63) / 64];
            int position = c.positions()[view];
            for (int p = 0; p <= position; p++) {
                c.applyPosition(p, bits);
            }
            return CollectionBuilder.fromMatrix(fingerprint, name, List.of(name), List.of(c.predicates().get(view)),
                    new long[][] {bits}, "a single view", state.threads()).collection()
                    .withBindings(c.bindings().only(view));
        }
        return null;
    }

    /** What ON VIEW can name: every view of the collections made from the graph of {@code fingerprint}. */
    private List<String> viewNames(long fingerprint) {
        CollectionStore collections = state.collections();
        List<String> names = new ArrayList<>();
        for (CollectionStore.Summary summary : collections.list()) {
            if (summary.graphFingerprint() == fingerprint) {
                names.addAll(summary.views() == 1 ? List.of(summary.name()) : collections.read(summary.name()).viewNames());
            }
        }
        return names;
    }
}
