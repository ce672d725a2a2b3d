package graphsurge.session;

import graphsurge.analytics.computation.ComputationRegistry;
import graphsurge.analytics.computation.Program;
import graphsurge.gstore.GraphSummary;
import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.csv.CsvCharacters;
import graphsurge.gstore.csv.CsvFields;
import graphsurge.gstore.csv.CsvGraphLoader;
import graphsurge.gstore.csv.CsvOptions;
import graphsurge.gstore.csv.LoadResult;
import graphsurge.gstore.io.AtomicTextFile;
import graphsurge.gstore.io.GraphStore;
import graphsurge.gstore.io.IoErrors;
import graphsurge.gstore.io.StoreLock;
import graphsurge.gstore.io.StoredGraph;
import graphsurge.gstore.io.StoredGraphInfo;
import graphsurge.gstore.io.UserPaths;
import graphsurge.gvdl.GvdlException;
import graphsurge.gvdl.ast.Statement;
import graphsurge.gvdl.check.SchemaChecker;
import graphsurge.gvdl.parse.Parser;
import graphsurge.session.cluster.ClusterException;
import graphsurge.session.cluster.ClusterSpec;
import graphsurge.session.cluster.Clusters;
import graphsurge.ordering.OrderChoice;
import graphsurge.vcstore.collection.CollectionBuilder;
import graphsurge.vcstore.collection.CollectionExport;
import graphsurge.vcstore.collection.CollectionGenerator;
import graphsurge.vcstore.collection.CollectionStore;
import graphsurge.vcstore.collection.DifferenceFiles;
import graphsurge.vcstore.collection.DifferenceReplay;
import graphsurge.vcstore.collection.ViewCollection;
import graphsurge.vcstore.collection.ViewDefinition;
import graphsurge.vcstore.collection.ViewExpander;
import graphsurge.vcstore.eval.ViewDifferences;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;

/**
 * Executes GVDL statements against one store. Statements that change the store take its lock,
 * leave it consistent on disk when they return, and change nothing when they fail.
 *
 * <pre>{@code
 * try (Session session = Session.open(Path.of("graphsurge-store"))) {
 *     for (Session.Executed e : session.execute("LOAD GRAPH WITH EDGES FROM 'calls.csv'; SHOW GRAPH;")) {
 *         System.out.println(e.result());
 *     }
 * }
 * }</pre>
 *
 * <p>Relative file paths in statements are resolved against the working directory, and, when
 * nothing is there, against the directory of the script being run (so that a script can name
 * the files beside it, and Graphsurge's scripts, written for the working directory, run
 * unchanged).
 */
public final class Session implements AutoCloseable {
    /**
     * The most threads a session uses: the dataflow's exchange keeps a buffer per pair of workers,
     * so its memory grows with the square of the threads, and no machine this runs on has more
     * cores to use.
     */
    public static final int MAX_THREADS = 256;

    /** A statement and what it did. */
    public record Executed(Statement statement, StatementResult result) {}

    private final GraphStore store;
    private int threads = Runtime.getRuntime().availableProcessors();
    private ProgressListener progress = ProgressListener.NONE;
    private Consumer<String> notices = message -> { };
    private boolean waitForLock;
    private Path scriptDirectory;
    private PropertyGraph graph;
    private StoredGraphInfo graphInfo;
    private final ComputationRegistry computations = ComputationRegistry.builtIns();
    private RunReportWriter reportWriter;
    private final Clusters clusters = new Clusters();
    private ClusterSpec cluster = ClusterSpec.LOCAL;

    private Session(GraphStore store) {
        this.store = store;
    }

    /** A session on the store in {@code directory} (created on the first write). */
    public static Session open(Path directory) {
        return open(GraphStore.at(directory));
    }

    /** A session on {@code store}. */
    public static Session open(GraphStore store) {
        return new Session(store);
    }

    /** Sets the worker threads, from 1 to {@link #MAX_THREADS}. */
    public Session threads(int threads) {
        this.threads = checkThreads(threads, "the number of threads");
        return this;
    }

    /**
     * {@code threads}, when it is from 1 to {@link #MAX_THREADS}.
     *
     * @param what what gave the number, for the message (such as {@code "SET THREADS"})
     */
    public static int checkThreads(long threads, String what) {
        if (threads < 1 || threads > MAX_THREADS) {
            throw new GraphsurgeException(what + " must be from 1 to " + MAX_THREADS + ", got " + threads
                    + " (this machine has " + Runtime.getRuntime().availableProcessors() + " cores)");
        }
        return (int) threads;
    }

    public int threads() {
        return threads;
    }

    public Session progress(ProgressListener progress) {
        this.progress = progress;
        return this;
    }

    /** Where to say things the user should know that are not results (waiting for a lock, warnings). */
    public Session notices(Consumer<String> notices) {
        this.notices = notices;
        return this;
    }

    /**
     * Whether a statement that writes the store, or a run that saves into a results directory,
     * waits for another writer of it instead of failing.
     */
    public Session waitForLock(boolean wait) {
        this.waitForLock = wait;
        return this;
    }

    /**
     * What writes the report of {@code SAVE REPORT TO}; without one (the default) such a statement
     * fails before it runs. The command line registers its HTML report.
     */
    public Session reportWriter(RunReportWriter writer) {
        this.reportWriter = writer;
        return this;
    }

    /**
     * Where collection runs execute their segments: {@code local} (the default) or a cluster of a
     * scheme whose {@link graphsurge.session.cluster.ClusterFactory} is on the class path.
     *
     * @throws ClusterException for a spec that is malformed or whose
     *     scheme has no factory
     */
    public Session cluster(String spec) {
        this.cluster = clusters.check(ClusterSpec.parse(spec));
        return this;
    }

    /** The cluster collection runs use, as the user named it. */
    public ClusterSpec cluster() {
        return cluster;
    }

    /** The directory of the script being run, for resolving the files it names; null for none. */
    public Session scriptDirectory(Path directory) {
        this.scriptDirectory = directory;
        return this;
    }

    public Path storeDirectory() {
        return store.directory();
    }

    /**
     * Parses and executes every statement of {@code script} in order, stopping at the first that
     * fails; the result of each statement is passed to {@code onResult} as soon as it is done.
     *
     * @param name the script's name for messages (a file name), or null
     * @throws ScriptFailure naming the failing statement, when one fails
     */
    public List<Executed> execute(String script, String name, Consumer<Executed> onResult) {
        return execute(script, name, statement -> { }, onResult);
    }

    /**
     * As {@link #execute(String, String, Consumer)}, and tells {@code onStart} of each statement
     * before it runs (so that a long statement can be named while it runs).
     */
    public List<Executed> execute(String script, String name, Consumer<Statement> onStart, Consumer<Executed> onResult) {
        List<Statement> statements;
        try {
            statements = Parser.parseScript(script);
        } catch (GvdlException e) {
            throw new GraphsurgeException((name == null ? "" : name + ": ") + e.getMessage(), e);
        }
        List<Executed> done = new ArrayList<>();
        for (int i = 0; i < statements.size(); i++) {
            Statement s = statements.get(i);
            onStart.accept(s);
            try {
                Executed e = new Executed(s, execute(s, script));
                done.add(e);
                onResult.accept(e);
            } catch (GraphsurgeException e) {
                throw new ScriptFailure(name, i + 1, s.span().line(), e);
            }
        }
        return done;
    }

    /** Executes every statement of {@code script}; see {@link #execute(String, String, Consumer)}. */
    public List<Executed> execute(String script) {
        return execute(script, null, e -> { });
    }

    /**
     * Executes one parsed statement; {@code source} is the text it was parsed from, for messages
     * that point into it.
     */
    public StatementResult execute(Statement statement, String source) {
        if (statement instanceof Statement.LoadGraph s) {
            return loadGraph(s, source);
        }
        if (statement instanceof Statement.Show s) {
            return show(s);
        }
        if (statement instanceof Statement.SetThreads s) {
            if (s.processId() != null && s.processId() != 0) {
                throw new GraphsurgeException("PROCESS_ID " + s.processId() + ": distributed execution is not"
                        + " supported; this process is process 0");
            }
            threads = checkThreads(s.threads(), "SET THREADS");
            return new StatementResult.Done("Using " + threads + " threads.");
        }
        if (statement instanceof Statement.SetCluster s) {
            try {
                cluster(s.spec());
            } catch (ClusterException e) {
                throw new GvdlException(source, s.span(), e.getMessage());
            }
            return new StatementResult.Done("Collection runs use the cluster " + cluster + ".");
        }
        if (statement instanceof Statement.Serialize s) {
            return serialize(s);
        }
        if (statement instanceof Statement.Deserialize s) {
            return deserialize(s);
        }
        if (statement instanceof Statement.CreateView s) {
            Statement.CreateCollection single = new Statement.CreateCollection(s.name(), List.of(s.where()),
                    Collections.singletonList(null), List.of(), true, false, false, List.of(), null, s.span());
            // A view is stored as a collection of one view, named as the view.
            return createCollection(single, source, List.of(new ViewDefinition(s.name(), s.where())));
        }
        if (statement instanceof Statement.CreateCollection s) {
            return createCollection(s, source, null);
        }
        if (statement instanceof Statement.DropCollection s) {
            try (StoreLock lock = store.lock("DROP COLLECTION", waitForLock, notices)) {
                if (!collections().drop(s.name())) {
                    throw new GraphsurgeException("there is no collection named '" + s.name() + "'");
                }
            }
            return new StatementResult.Done("Dropped collection " + s.name() + ".");
        }
        if (statement instanceof Statement.DeleteCollections) {
            int dropped;
            try (StoreLock lock = store.lock("DELETE CUBES", waitForLock, notices)) {
                dropped = collections().dropAll();
            }
            return new StatementResult.Done(dropped == 0 ? "No collections to drop." : "Dropped " + dropped
                    + (dropped == 1 ? " collection." : " collections."));
        }
        if (statement instanceof Statement.SaveCollection s) {
            ViewCollection c = collections().read(s.name());
            PropertyGraph g = graph();
            if (c.graphFingerprint() != graphInfo.fingerprint()) {
                throw new GraphsurgeException("collection " + s.name() + " was made from another graph than the store's;"
                        + " create it again");
            }
            Path dir = resolveOutput(s.directory(), "SAVE COLLECTION ... TO");
            CollectionExport.write(c, g, dir, s.graphbolt());
            return new StatementResult.Done("Saved " + c.views() + " views of " + s.name() + " to " + dir
                    + (s.graphbolt() ? " (GraphBolt format)" : "") + ": <view>.txt (full edge lists), "
                    + CollectionExport.differencePrefix(c) + "0_<position>.txt (differences in run order), views.csv.");
        }
        if (statement instanceof Statement.LoadCollection s) {
            return loadCollection(s, source);
        }
        if (statement instanceof Statement.RunComputation s) {
            return run(s, source);
        }
        throw new IllegalStateException("unhandled statement " + statement);
    }

    private StatementResult run(Statement.RunComputation s, String source) {
        Path out = s.results().kind() == Statement.ResultsKind.SAVE
                ? resolveOutput(s.results().directory(), "SAVE RESULTS TO") : null;
        Path report = s.report() == null ? null : resolveOutput(s.report(), "SAVE REPORT TO");
        if (report != null && reportWriter == null) {
            throw new GraphsurgeException("SAVE REPORT TO needs a report writer: this session has none (the graphsurge"
                    + " command registers its HTML report; from Java, register one with Session.reportWriter)");
        }
        long readStart = System.nanoTime();
        PropertyGraph g = graph();
        long readNanos = System.nanoTime() - readStart;
        ComputationRun run = new ComputationRun(computations, g, source, progress, threads, clusters, cluster,
                store.directory(), waitForLock, notices);
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
        readStart = System.nanoTime();
        ViewCollection c = collections().exists(name) ? collections().read(name) : null;
        readNanos += System.nanoTime() - readStart;
        if (c != null && c.graphFingerprint() != graphInfo.fingerprint()) {
            throw new GraphsurgeException("collection " + name + " was made from another graph than the store's;"
                    + " create it again");
        }
        if (onView && c != null && c.views() > 1) {
            throw new GvdlException(source, s.span(), "'" + name + "' is a collection of " + c.views() + " views: run it"
                    + " ON COLLECTION " + name + ", or ON VIEW one of its views (" + c.viewNames().get(0) + ", ...)");
        }
        if (onView && c == null) {
            c = viewOfACollection(name, g);
        }
        if (c == null) {
            List<String> known = onView ? viewNames() : new ArrayList<>();
            if (!onView) {
                collections().list().forEach(x -> known.add(x.name()));
            }
            throw new GvdlException(source, s.span(), "there is no " + (onView ? "view" : "collection") + " named '" + name
                    + "'" + graphsurge.gstore.Suggestions.hint(name, known));
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
            reportWriter.write(file, new RunReportWriter.Run(graphsurge.gvdl.ast.GvdlPrinter.print(s), ran, c, g, summary,
                    threads));
        } catch (IOException e) {
            throw new GraphsurgeException(file + ": cannot write the report: " + IoErrors.reason(e));
        }
        return ran.withReport(file);
    }

    /**
     * The view called {@code name} of one of the store's collections, as a collection of that one
     * view (its full edge set), or null when no collection has such a view.
     */
    private ViewCollection viewOfACollection(String name, PropertyGraph g) {
        for (CollectionStore.Summary summary : collections().list()) {
            if (summary.graphFingerprint() != graphInfo.fingerprint()) {
                continue;
            }
            ViewCollection c = collections().read(summary.name());
            int view = c.viewNames().indexOf(name);
            if (view < 0) {
                continue;
            }
            long[] bits = new long[(g.edgeCount() + 63) / 64];
            int position = c.positions()[view];
            for (int p = 0; p <= position; p++) {
                c.applyPosition(p, bits);
            }
            return CollectionBuilder.fromMatrix(graphInfo.fingerprint(), name, List.of(name),
                    List.of(c.predicates().get(view)), new long[][] {bits}, "a single view", threads).collection()
                    .withBindings(c.bindings().only(view));
        }
        return null;
    }

    /** What ON VIEW can name: every view of the collections made from the store's graph. */
    private List<String> viewNames() {
        List<String> names = new ArrayList<>();
        for (CollectionStore.Summary summary : collections().list()) {
            if (summary.graphFingerprint() == graphInfo.fingerprint()) {
                names.addAll(summary.views() == 1 ? List.of(summary.name()) : collections().read(summary.name()).viewNames());
            }
        }
        return names;
    }

    /** The computations RUN knows; register your own here before running them. */
    public ComputationRegistry computations() {
        return computations;
    }

    /**
     * Loads the plug-in computations in the jars of {@code directory} (see {@link Plugins}) and
     * registers them, each marked with its jar's file name.
     *
     * @return the plug-ins registered
     * @throws graphsurge.gstore.GraphsurgeException when the directory or a jar cannot be read, a
     *     plug-in fails to load, or a plug-in's name is taken (naming both jars, or the built-in)
     */
    public List<Plugins.Plugin> loadPlugins(Path directory) {
        List<Plugins.Plugin> loaded = Plugins.load(directory);
        plugins(loaded);
        return loaded;
    }

    /** Registers plug-ins loaded before (by {@link Plugins#load}), as {@link #loadPlugins} does. */
    public Session plugins(List<Plugins.Plugin> plugins) {
        Plugins.register(plugins, computations);
        return this;
    }

    /**
     * The SEPARATOR and COMMENT clauses of a statement that reads CSV files; a pair that cannot be
     * read unambiguously is shown under the statement.
     */
    private static CsvOptions csvOptions(String separator, String comment, String source, Statement statement) {
        char separatorChar;
        Character commentChar;
        try {
            separatorChar = separator == null ? CsvOptions.DEFAULT.separator()
                    : CsvCharacters.parse(separator, "SEPARATOR");
            commentChar = comment == null ? null : CsvCharacters.parse(comment, "COMMENT");
        } catch (GraphsurgeException e) {
            throw new GvdlException(source, statement.span(), e.getMessage());
        }
        String conflict = CsvOptions.conflict(separatorChar, commentChar);
        if (conflict != null) {
            throw new GvdlException(source, statement.span(), conflict);
        }
        return CsvOptions.DEFAULT.withSeparator(separatorChar).withComment(commentChar);
    }

    private StatementResult loadGraph(Statement.LoadGraph s, String source) {
        CsvOptions options = csvOptions(s.separator(), s.comment(), source, s);
        if (s.hasHeaders() != null) {
            options = options.withHeader(s.hasHeaders());
        }
        options = options.withSkipBadRows(s.skipBadRows()).withDistinct(s.distinct());
        Path vertices = s.vertices() == null ? null : resolve(s.vertices(), "VERTICES FROM");
        Path edges = resolve(s.edges(), "EDGES FROM");
        Path mappings = s.saveMappingsTo() == null ? null : resolveOutput(s.saveMappingsTo(), "SAVE MAPPINGS TO");
        List<String> warnings = new ArrayList<>();
        if (s.randomize()) {
            warnings.add("RANDOMIZE is ignored: edge order does not change any result here");
        }
        try (StoreLock lock = store.lock("LOAD GRAPH", waitForLock, notices)) {
            LoadResult loaded = new CsvGraphLoader(options, threads, progress).load(vertices, edges);
            long start = System.nanoTime();
            progress.start("writing the store", -1);
            StoredGraphInfo info = store.writeGraph(loaded.graph(), (vertices != null ? vertices + " + " : "") + edges, lock);
            progress.finish();
            long storeNanos = System.nanoTime() - start;
            graph = loaded.graph();
            graphInfo = info;
            if (mappings != null) {
                writeMappings(graph, mappings);
            }
            return new StatementResult.GraphLoaded(store.directory(), info, GraphSummary.of(graph), loaded.report(),
                    storeNanos, warnings);
        }
    }

    private StatementResult show(Statement.Show s) {
        return switch (s.what()) {
            case GRAPH -> {
                long start = System.nanoTime();
                PropertyGraph g = graph();
                yield new StatementResult.GraphDescribed(store.directory(), graphInfo, GraphSummary.of(g),
                        System.nanoTime() - start);
            }
            case COLLECTIONS -> {
                List<CollectionStore.Summary> all = collections().list();
                Long current = store.info().map(StoredGraphInfo::fingerprint).orElse(null);
                List<Boolean> stale = new ArrayList<>();
                for (CollectionStore.Summary c : all) {
                    stale.add(current == null || c.graphFingerprint() != current);
                }
                yield new StatementResult.CollectionsListed(all, stale);
            }
            case COLLECTION -> {
                ViewCollection c = collections().read(s.name());
                Long current = store.info().map(StoredGraphInfo::fingerprint).orElse(null);
                yield new StatementResult.CollectionDescribed(c, current == null || c.graphFingerprint() != current);
            }
            case DATA_FOR_COLLECTION -> throw notYet("SHOW DATA FOR COLLECTION", "use SHOW COLLECTION "
                    + s.name() + " for its views and differences");
            case COMPUTATIONS -> {
                List<graphsurge.analytics.computation.Computation> all = List.copyOf(computations.all());
                yield new StatementResult.ComputationsListed(all, all.stream().map(c -> computations.origin(c.name())).toList());
            }
        };
    }

    private StatementResult createCollection(Statement.CreateCollection s, String source, List<ViewDefinition> given) {
        try (StoreLock lock = store.lock("CREATE VIEW COLLECTION " + s.name(), waitForLock, notices)) {
            // Checked under the lock, against the graph the collection is built from: a load
            // before the lock could have replaced the graph after a check made outside it.
            StoredGraphInfo info = storedInfo();
            new SchemaChecker(source, info.vertexSchema(), info.edgeSchema()).check(s);
            if (collections().exists(s.name())) {
                throw new GraphsurgeException("a collection named '" + s.name() + "' already exists; DROP COLLECTION "
                        + s.name() + " first, or choose another name");
            }
            List<ViewDefinition> views = given != null ? ViewExpander.computeArithmetic(given, source)
                    : ViewExpander.expand(s, source);
            PropertyGraph g = graph();
            CollectionBuilder.Built built = CollectionBuilder.build(g, graphInfo.fingerprint(), s.name(), views,
                    s.manuallyOrdered(), s.reorderIfSavesPercent() == null ? OrderChoice.DEFAULT_MIN_GAIN_PERCENT
                            : s.reorderIfSavesPercent().doubleValue(), threads, progress);
            long start = System.nanoTime();
            long bytes = collections().write(built.collection());
            List<String> warnings = new ArrayList<>(ViewExpander.warnings(s));
            ViewCollection c = built.collection();
            List<String> empty = new ArrayList<>();
            for (int v = 0; v < c.views(); v++) {
                if (c.sizes()[v] == 0) {
                    empty.add(c.viewNames().get(v) + " (" + c.predicates().get(v) + ")");
                }
            }
            if (!empty.isEmpty()) {
                warnings.add(empty.size() + (empty.size() == 1 ? " view selects" : " views select") + " no edges: "
                        + String.join(", ", empty.subList(0, Math.min(5, empty.size())))
                        + (empty.size() > 5 ? ", ..." : ""));
            }
            return new StatementResult.CollectionCreated(c, g.edgeCount(), false, built.evaluationNanos(), built.distanceNanos(),
                    built.orderingNanos(), built.differenceNanos(), System.nanoTime() - start, bytes, warnings,
                    built.ordering());
        }
    }

    /**
     * LOAD CUBE: a collection from per-view difference files, kept in the files' order. With no
     * graph in the store, the graph becomes the edges the files mention (as Graphsurge's tests
     * use it); with one, every difference must name an edge of it.
     */
    private StatementResult loadCollection(Statement.LoadCollection s, String source) {
        if (s.dimensions() != 1) {
            throw new GraphsurgeException("LOAD CUBE " + s.name() + " " + s.dimensions() + " ...: collections have one"
                    + " dimension here; the first number must be 1");
        }
        if (s.views() > ViewExpander.MAX_VIEWS) {
            throw new GraphsurgeException("a collection holds at most " + ViewExpander.MAX_VIEWS + " views, not " + s.views());
        }
        if (collections().exists(s.name())) {
            throw new GraphsurgeException("a collection named '" + s.name() + "' already exists; DROP COLLECTION "
                    + s.name() + " first, or choose another name");
        }
        Path dir = resolve(s.directory(), "LOAD CUBE ... FROM");
        UserPaths.withoutNul(s.prefix(), "WITH PREFIX");
        CsvOptions csv = csvOptions(s.separator(), s.comment(), source, s);
        List<List<DifferenceFiles.Difference>> differences =
                DifferenceFiles.read(dir, s.prefix(), (int) s.views(), csv.separator(), csv.comment());
        List<String> warnings = new ArrayList<>();
        try (StoreLock lock = store.lock("LOAD CUBE " + s.name(), waitForLock, notices)) {
            long start = System.nanoTime();
            if (store.info().isEmpty()) {
                PropertyGraph g = DifferenceReplay.graphOf(differences);
                graphInfo = store.writeGraph(g, "the edges of LOAD CUBE " + s.name() + " from " + dir, lock);
                graph = g;
                warnings.add("the store had no graph: it now holds the " + g.edgeCount() + " edges the difference files"
                        + " mention (no properties)");
            }
            PropertyGraph g = graph();
            DifferenceReplay.Replayed replayed = DifferenceReplay.replay(differences, g);
            warnings.addAll(replayed.warnings());
            List<String> names = new ArrayList<>();
            List<String> descriptions = new ArrayList<>();
            for (int j = 0; j < s.views(); j++) {
                names.add(s.name() + "_" + (j + 1));
                descriptions.add("loaded: " + dir.resolve(s.prefix() + "0_" + j) + ".*");
            }
            long loaded = System.nanoTime() - start;
            CollectionBuilder.Built built = CollectionBuilder.fromDifferences(graphInfo.fingerprint(), s.name(), names,
                    descriptions, replayed.differences(), g.edgeCount(), "the order of the difference files", threads,
                    progress);
            long storeStart = System.nanoTime();
            long bytes = collections().write(built.collection());
            return new StatementResult.CollectionCreated(built.collection(), g.edgeCount(), true, loaded,
                    built.distanceNanos(), built.orderingNanos(), built.differenceNanos(), System.nanoTime() - storeStart,
                    bytes, warnings, built.ordering());
        }
    }

    /** A synthetic collection over the store's graph (graphsurge generate collection). */
    public StatementResult generateCollection(String name, CollectionGenerator.Spec spec) {
        if (collections().exists(name)) {
            throw new GraphsurgeException("a collection named '" + name + "' already exists; DROP COLLECTION " + name
                    + " first, or choose another name");
        }
        try (StoreLock lock = store.lock("generate collection " + name, waitForLock, notices)) {
            PropertyGraph g = graph();
            long start = System.nanoTime();
            ViewDifferences generatedViews;
            try {
                generatedViews = CollectionGenerator.generate(spec, g.edgeCount());
            } catch (IllegalArgumentException e) {
                throw new GraphsurgeException(e.getMessage());
            }
            long generated = System.nanoTime() - start;
            List<String> names = new ArrayList<>();
            List<String> descriptions = new ArrayList<>();
            for (int v = 0; v < spec.views(); v++) {
                names.add(name + "_" + (v + 1));
                descriptions.add("generated: " + spec.model().name().toLowerCase(java.util.Locale.ROOT) + " view " + (v + 1)
                        + " (seed " + spec.seed() + ")");
            }
            CollectionBuilder.Built built = CollectionBuilder.fromDifferences(graphInfo.fingerprint(), name, names,
                    descriptions, generatedViews, g.edgeCount(), "the generated order", threads, progress);
            long storeStart = System.nanoTime();
            long bytes = collections().write(built.collection());
            return new StatementResult.CollectionCreated(built.collection(), g.edgeCount(), true, generated,
                    built.distanceNanos(), built.orderingNanos(), built.differenceNanos(), System.nanoTime() - storeStart,
                    bytes, List.of(), built.ordering());
        }
    }

    private CollectionStore collections() {
        return CollectionStore.of(store.directory());
    }

    /**
     * SERIALIZE TO 'dir': the graph and every collection, as a store directory. SERIALIZE CUBE c
     * TO 'dir': that collection only, into the directory's {@code collections/}.
     */
    private StatementResult serialize(Statement.Serialize s) {
        Path dir = resolveOutput(s.directory(), "SERIALIZE TO");
        if (sameDirectory(dir, store.directory())) {
            throw new GraphsurgeException("SERIALIZE TO '" + s.directory() + "': that is this store's own directory;"
                    + " name another directory");
        }
        GraphStore target = GraphStore.at(dir);
        if (s.collection() != null) {
            ViewCollection c = collections().read(s.collection());
            try (StoreLock lock = target.lock("SERIALIZE CUBE", waitForLock, notices)) {
                CollectionStore.of(dir).write(c);
            }
            return new StatementResult.Done("Exported collection " + c.name() + " to " + dir
                    + " (DESERIALIZE CUBE FROM it into a store with the same graph).");
        }
        PropertyGraph g = graph();
        int exported = 0;
        try (StoreLock lock = target.lock("SERIALIZE", waitForLock, notices)) {
            target.writeGraph(g, graphInfo.source(), lock);
            CollectionStore into = CollectionStore.of(dir);
            into.dropAll();
            for (CollectionStore.Summary summary : collections().list()) {
                into.write(collections().read(summary.name()));
                exported++;
            }
        }
        return new StatementResult.Done("Exported the graph and " + exported + " collection" + (exported == 1 ? "" : "s")
                + " to " + dir + " (a store directory: DESERIALIZE FROM it, or use it with --store).");
    }

    /**
     * DESERIALIZE FROM 'dir': replaces the store's graph and collections with the directory's
     * (Graphsurge's DESERIALIZE resets the store). DESERIALIZE CUBE FROM 'dir': adds the
     * directory's collections, which must have been made from this store's graph.
     */
    private StatementResult deserialize(Statement.Deserialize s) {
        Path dir = resolve(s.directory(), "DESERIALIZE FROM");
        CollectionStore source = CollectionStore.of(dir);
        if (s.collection()) {
            List<ViewCollection> incoming = new ArrayList<>();
            try (StoreLock lock = store.lock("DESERIALIZE CUBE", waitForLock, notices)) {
                StoredGraphInfo info = storedInfo(); // under the lock: the graph the collections join
                for (CollectionStore.Summary summary : source.list()) {
                    ViewCollection c = source.read(summary.name());
                    if (c.graphFingerprint() != info.fingerprint()) {
                        throw new GraphsurgeException("collection " + c.name() + " in " + dir + " was made from another"
                                + " graph than this store's; DESERIALIZE FROM the whole store instead");
                    }
                    if (collections().exists(c.name())) {
                        throw new GraphsurgeException("a collection named '" + c.name() + "' already exists; DROP COLLECTION "
                                + c.name() + " first");
                    }
                    incoming.add(c);
                }
                if (incoming.isEmpty()) {
                    throw new GraphsurgeException(dir + " holds no collection");
                }
                for (ViewCollection c : incoming) {
                    collections().write(c);
                }
            }
            return new StatementResult.Done("Imported " + incoming.size() + " collection" + (incoming.size() == 1 ? "" : "s")
                    + " from " + dir + ".");
        }
        StoredGraph from = GraphStore.at(dir).read(threads);
        PropertyGraph g = from.graph();
        List<ViewCollection> incoming = new ArrayList<>();
        for (CollectionStore.Summary summary : source.list()) {
            incoming.add(source.read(summary.name()));
        }
        try (StoreLock lock = store.lock("DESERIALIZE", waitForLock, notices)) {
            graphInfo = store.writeGraph(g, from.info().source(), lock);
            graph = g;
            collections().dropAll();
            for (ViewCollection c : incoming) {
                collections().write(c);
            }
        }
        return new StatementResult.Done("Imported the graph of " + dir + " (" + g.vertexCount() + " vertices, "
                + g.edgeCount() + " edges) and " + incoming.size() + " collection" + (incoming.size() == 1 ? "" : "s") + ".");
    }

    private StoredGraphInfo storedInfo() {
        return store.info().orElseThrow(() -> new GraphsurgeException("the store "
                + store.directory() + " has no graph yet: load one first with LOAD GRAPH"));
    }

    /**
     * The store's current graph, read once and kept while the store does not change. The graph
     * and {@link #graphInfo} always come from one reading of the store, so a fingerprint checked
     * against {@code graphInfo} is the fingerprint of the graph returned.
     */
    private PropertyGraph graph() {
        StoredGraphInfo current = storedInfo();
        if (graph == null || !current.equals(graphInfo)) {
            StoredGraph read = store.read(threads);
            graph = read.graph();
            graphInfo = read.info();
        }
        return graph;
    }

    /**
     * A file the statement reads, written for {@code what} (such as {@code "EDGES FROM"}): every
     * path of a statement goes through here or {@link #resolveOutput}, which refuse empty paths
     * and NUL characters before anything changes.
     */
    private Path resolve(String path, String what) {
        Path p = UserPaths.parse(path, what);
        if (p.isAbsolute() || Files.exists(p) || scriptDirectory == null) {
            return p;
        }
        Path beside = scriptDirectory.resolve(p);
        return Files.exists(beside) ? beside : p;
    }

    /** A file or directory the statement writes, relative to the working directory. */
    private static Path resolveOutput(String path, String what) {
        return UserPaths.parse(path, what);
    }

    /** Whether {@code a} and {@code b} name one directory, through links and relative paths. */
    private static boolean sameDirectory(Path a, Path b) {
        try {
            return Files.isDirectory(a) && Files.isDirectory(b) ? Files.isSameFile(a, b)
                    : a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
        } catch (IOException e) {
            return false;
        }
    }

    private static void writeMappings(PropertyGraph g, Path dir) {
        try {
            Files.createDirectories(dir);
            AtomicTextFile.write(UserPaths.inside(dir, "vertex_mappings.txt"), w -> {
                for (int v = 0; v < g.vertexCount(); v++) {
                    w.write(CsvFields.of(g.ids().original(v)));
                    w.write(',');
                    w.write(Integer.toString(v));
                    w.write('\n');
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the vertex mappings to " + dir, e);
        }
    }

    private static GraphsurgeException notYet(String statement, String why) {
        return new GraphsurgeException(statement + " is not available yet: " + why + ".");
    }

    @Override
    public void close() {
        graph = null;
    }
}
