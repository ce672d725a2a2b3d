package graphsurge.session;

import graphsurge.analytics.computation.ComputationRegistry;
import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.csv.CsvCharacters;
import graphsurge.gstore.csv.CsvOptions;
import graphsurge.gstore.io.GraphStore;
import graphsurge.gstore.io.StoreLock;
import graphsurge.gstore.io.StoredGraph;
import graphsurge.gstore.io.StoredGraphInfo;
import graphsurge.gstore.io.UserPaths;
import graphsurge.gvdl.GvdlException;
import graphsurge.gvdl.ast.Statement;
import graphsurge.gvdl.parse.Parser;
import graphsurge.session.cluster.ClusterException;
import graphsurge.session.cluster.ClusterFactory;
import graphsurge.session.cluster.ClusterSpec;
import graphsurge.session.cluster.Clusters;
import graphsurge.vcstore.collection.CollectionGenerator;
import graphsurge.vcstore.collection.CollectionStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
    private final GraphStatements graphStatements = new GraphStatements(this);
    private final CollectionStatements collectionStatements = new CollectionStatements(this);
    private final RunStatements runStatements = new RunStatements(this);
    private final SettingsStatements settingStatements = new SettingsStatements(this);
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
     * Adds the clusters of {@code factory}'s schemes ({@code flink-embedded}, {@code flink}): the
     * command line registers Flink's, so that the session does not depend on Flink.
     */
    public Session clusterFactory(ClusterFactory factory) {
        clusters.register(factory);
        return this;
    }

    /**
     * Where collection runs execute their segments: {@code local} (the default),
     * {@code flink-embedded[:SLOTS]}, {@code flink://HOST:PORT}, or another registered scheme.
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
        return statement.accept(new Dispatch(source));
    }

    /** Hands each kind of statement to its family: the graph, collections, runs, or the session's settings. */
    private final class Dispatch implements Statement.Visitor<StatementResult> {
        /** The text the statement was parsed from, for messages that point into it. */
        private final String source;

        Dispatch(String source) {
            this.source = source;
        }

        @Override
        public StatementResult visit(Statement.LoadGraph s) {
            return graphStatements.loadGraph(s, source);
        }

        @Override
        public StatementResult visit(Statement.CreateView s) {
            return collectionStatements.createView(s, source);
        }

        @Override
        public StatementResult visit(Statement.CreateCollection s) {
            return collectionStatements.createCollection(s, source);
        }

        @Override
        public StatementResult visit(Statement.RunComputation s) {
            return runStatements.run(s, source);
        }

        @Override
        public StatementResult visit(Statement.Show s) {
            return switch (s.what()) {
                case GRAPH -> graphStatements.showGraph();
                case COLLECTIONS -> collectionStatements.showCollections();
                case COLLECTION -> collectionStatements.showCollection(s.name());
                case COMPUTATIONS -> runStatements.showComputations();
                case DATA_FOR_COLLECTION -> throw notYet("SHOW DATA FOR COLLECTION", "use SHOW COLLECTION "
                        + s.name() + " for its views and differences");
            };
        }

        @Override
        public StatementResult visit(Statement.SaveCollection s) {
            return collectionStatements.saveCollection(s);
        }

        @Override
        public StatementResult visit(Statement.DropCollection s) {
            return collectionStatements.dropCollection(s);
        }

        @Override
        public StatementResult visit(Statement.DeleteCollections s) {
            return collectionStatements.dropAll();
        }

        @Override
        public StatementResult visit(Statement.SetThreads s) {
            return settingStatements.setThreads(s);
        }

        @Override
        public StatementResult visit(Statement.SetCluster s) {
            return settingStatements.setCluster(s, source);
        }

        @Override
        public StatementResult visit(Statement.Serialize s) {
            return graphStatements.serialize(s);
        }

        @Override
        public StatementResult visit(Statement.Deserialize s) {
            return graphStatements.deserialize(s);
        }

        @Override
        public StatementResult visit(Statement.LoadCollection s) {
            return collectionStatements.loadCollection(s, source);
        }
    }

    /** A synthetic collection over the store's graph (graphsurge generate collection). */
    public StatementResult generateCollection(String name, CollectionGenerator.Spec spec) {
        return collectionStatements.generateCollection(name, spec);
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
     * @throws GraphsurgeException when the directory or a jar cannot be read, a
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
    static CsvOptions csvOptions(String separator, String comment, String source, Statement statement) {
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

    GraphStore store() {
        return store;
    }

    /** The store's lock for a statement that writes it ({@code what}), waiting or not as the session says. */
    StoreLock lock(String what) {
        return lock(store, what);
    }

    /** The lock of {@code target}, another store a statement writes. */
    StoreLock lock(GraphStore target, String what) {
        return target.lock(what, waitForLock, notices);
    }

    /** Whether a writer waits for another writer of the store or a results directory instead of failing. */
    boolean waitsForLock() {
        return waitForLock;
    }

    ProgressListener progress() {
        return progress;
    }

    Consumer<String> notices() {
        return notices;
    }

    RunReportWriter reportWriter() {
        return reportWriter;
    }

    Clusters clusters() {
        return clusters;
    }

    CollectionStore collections() {
        return CollectionStore.of(store.directory());
    }

    /** The description of the graph {@link #graph} returned last. */
    StoredGraphInfo graphInfo() {
        return graphInfo;
    }

    /** Keeps {@code g}, which a statement has just written to the store as {@code info}, as the store's graph. */
    void graphWritten(PropertyGraph g, StoredGraphInfo info) {
        graph = g;
        graphInfo = info;
    }

    /** The store's graph's description, read now; fails when the store has no graph. */
    StoredGraphInfo storedInfo() {
        return store.info().orElseThrow(() -> new GraphsurgeException("the store "
                + store.directory() + " has no graph yet: load one first with LOAD GRAPH"));
    }

    /**
     * The store's current graph, read once and kept while the store does not change. The graph
     * and {@link #graphInfo} always come from one reading of the store, so a fingerprint checked
     * against {@code graphInfo} is the fingerprint of the graph returned.
     */
    PropertyGraph graph() {
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
    Path resolve(String path, String what) {
        Path p = UserPaths.parse(path, what);
        if (p.isAbsolute() || Files.exists(p) || scriptDirectory == null) {
            return p;
        }
        Path beside = scriptDirectory.resolve(p);
        return Files.exists(beside) ? beside : p;
    }

    /** A file or directory the statement writes, relative to the working directory. */
    static Path resolveOutput(String path, String what) {
        return UserPaths.parse(path, what);
    }

    private static GraphsurgeException notYet(String statement, String why) {
        return new GraphsurgeException(statement + " is not available yet: " + why + ".");
    }

    @Override
    public void close() {
        graph = null;
    }
}
