package graphsurge.session;

import graphsurge.analytics.computation.ComputationRegistry;
import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.io.GraphStore;
import graphsurge.gvdl.GvdlException;
import graphsurge.gvdl.ast.Statement;
import graphsurge.gvdl.parse.Parser;
import graphsurge.session.cluster.ClusterException;
import graphsurge.session.cluster.ClusterSpec;
import graphsurge.vcstore.collection.CollectionGenerator;
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
    /** The most threads a session uses (see {@link #checkThreads}). */
    public static final int MAX_THREADS = SessionState.MAX_THREADS;

    /** A statement and what it did. */
    public record Executed(Statement statement, StatementResult result) {}

    private final SessionState state;
    private final GraphStatements graphStatements;
    private final CollectionStatements collectionStatements;
    private final RunStatements runStatements;
    private final SettingsStatements settingStatements;

    private Session(GraphStore store) {
        state = new SessionState(store);
        graphStatements = new GraphStatements(state);
        collectionStatements = new CollectionStatements(state);
        runStatements = new RunStatements(state);
        settingStatements = new SettingsStatements(state);
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
        state.threads(checkThreads(threads, "the number of threads"));
        return this;
    }

    /**
     * {@code threads}, when it is from 1 to {@link #MAX_THREADS}: the dataflow's exchange keeps a
     * buffer per pair of workers, so its memory grows with the square of the threads.
     *
     * @param what what gave the number, for the message (such as {@code "SET THREADS"})
     */
    public static int checkThreads(long threads, String what) {
        return SessionState.checkThreads(threads, what);
    }

    public int threads() {
        return state.threads();
    }

    public Session progress(ProgressListener progress) {
        state.progress(progress);
        return this;
    }

    /** Where to say things the user should know that are not results (waiting for a lock, warnings). */
    public Session notices(Consumer<String> notices) {
        state.notices(notices);
        return this;
    }

    /**
     * Whether a statement that writes the store, or a run that saves into a results directory,
     * waits for another writer of it instead of failing.
     */
    public Session waitForLock(boolean wait) {
        state.waitForLock(wait);
        return this;
    }

    /**
     * What writes the report of {@code SAVE REPORT TO}; without one (the default) such a statement
     * fails before it runs. The command line registers its HTML report.
     */
    public Session reportWriter(RunReportWriter writer) {
        state.reportWriter(writer);
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
        state.cluster(spec);
        return this;
    }

    /** The cluster collection runs use, as the user named it. */
    public ClusterSpec cluster() {
        return state.cluster();
    }

    /** The directory of the script being run, for resolving the files it names; null for none. */
    public Session scriptDirectory(Path directory) {
        state.scriptDirectory(directory);
        return this;
    }

    public Path storeDirectory() {
        return state.store().directory();
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
        return state.computations();
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
        Plugins.register(plugins, state.computations());
        return this;
    }

    private static GraphsurgeException notYet(String statement, String why) {
        return new GraphsurgeException(statement + " is not available yet: " + why + ".");
    }

    @Override
    public void close() {
        state.forgetGraph();
    }
}
