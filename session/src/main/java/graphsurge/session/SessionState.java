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
import graphsurge.session.cluster.ClusterException;
import graphsurge.session.cluster.ClusterSpec;
import graphsurge.session.cluster.Clusters;
import graphsurge.vcstore.collection.CollectionStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * What the statements of a session share: the store, the graph read from it (kept while the
 * store does not change), and the session's configuration, which {@link Session}'s setters, SET
 * THREADS and SET CLUSTER change. The statement families work on this, never on the session.
 */
final class SessionState {
    /**
     * The most threads a session uses: the dataflow's exchange keeps a buffer per pair of workers,
     * so its memory grows with the square of the threads, and no machine this runs on has more
     * cores to use.
     */
    static final int MAX_THREADS = 256;

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

    SessionState(GraphStore store) {
        this.store = store;
    }

    /**
     * {@code threads}, when it is from 1 to {@link #MAX_THREADS}.
     *
     * @param what what gave the number, for the message (such as {@code "SET THREADS"})
     */
    static int checkThreads(long threads, String what) {
        if (threads < 1 || threads > MAX_THREADS) {
            throw new GraphsurgeException(what + " must be from 1 to " + MAX_THREADS + ", got " + threads
                    + " (this machine has " + Runtime.getRuntime().availableProcessors() + " cores)");
        }
        return (int) threads;
    }

    int threads() {
        return threads;
    }

    /** Sets the worker threads, checked by {@link #checkThreads}. */
    void threads(int threads) {
        this.threads = threads;
    }

    ProgressListener progress() {
        return progress;
    }

    void progress(ProgressListener progress) {
        this.progress = progress;
    }

    /** Where to say things the user should know that are not results (waiting for a lock, warnings). */
    Consumer<String> notices() {
        return notices;
    }

    void notices(Consumer<String> notices) {
        this.notices = notices;
    }

    /** Whether a writer waits for another writer of the store or a results directory instead of failing. */
    boolean waitsForLock() {
        return waitForLock;
    }

    void waitForLock(boolean wait) {
        this.waitForLock = wait;
    }

    /** The directory of the script being run, for resolving the files it names; null for none. */
    void scriptDirectory(Path directory) {
        this.scriptDirectory = directory;
    }

    /** What writes the report of {@code SAVE REPORT TO}, or null. */
    RunReportWriter reportWriter() {
        return reportWriter;
    }

    void reportWriter(RunReportWriter writer) {
        this.reportWriter = writer;
    }

    Clusters clusters() {
        return clusters;
    }

    /** The cluster collection runs use, as the user named it. */
    ClusterSpec cluster() {
        return cluster;
    }

    /**
     * Sets the cluster collection runs use.
     *
     * @throws ClusterException for a spec that is malformed or whose
     *     scheme has no factory
     */
    void cluster(String spec) {
        this.cluster = clusters.check(ClusterSpec.parse(spec));
    }

    /** The computations RUN knows. */
    ComputationRegistry computations() {
        return computations;
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

    /** The store's lock for a statement that writes it ({@code what}), waiting or not as configured. */
    StoreLock lock(String what) {
        return lock(store, what);
    }

    /** The lock of {@code target}, another store a statement writes. */
    StoreLock lock(GraphStore target, String what) {
        return target.lock(what, waitForLock, notices);
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

    /** Lets the graph read from the store go. */
    void forgetGraph() {
        graph = null;
    }
}
