package graphsurge.session;

import graphsurge.gstore.GraphSummary;
import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.csv.CsvFields;
import graphsurge.gstore.csv.CsvGraphLoader;
import graphsurge.gstore.csv.CsvOptions;
import graphsurge.gstore.csv.LoadResult;
import graphsurge.gstore.io.AtomicTextFile;
import graphsurge.gstore.io.GraphStore;
import graphsurge.gstore.io.StoreLock;
import graphsurge.gstore.io.StoredGraph;
import graphsurge.gstore.io.StoredGraphInfo;
import graphsurge.gstore.io.UserPaths;
import graphsurge.gvdl.ast.Statement;
import graphsurge.vcstore.collection.CollectionStore;
import graphsurge.vcstore.collection.ViewCollection;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The statements about the store's graph and the store as a whole: LOAD GRAPH, SHOW GRAPH,
 * SERIALIZE and DESERIALIZE.
 */
final class GraphStatements {
    private final SessionState state;

    GraphStatements(SessionState state) {
        this.state = state;
    }

    StatementResult loadGraph(Statement.LoadGraph s, String source) {
        CsvOptions options = SessionState.csvOptions(s.separator(), s.comment(), source, s);
        if (s.hasHeaders() != null) {
            options = options.withHeader(s.hasHeaders());
        }
        options = options.withSkipBadRows(s.skipBadRows()).withDistinct(s.distinct());
        Path vertices = s.vertices() == null ? null : state.resolve(s.vertices(), "VERTICES FROM");
        Path edges = state.resolve(s.edges(), "EDGES FROM");
        Path mappings = s.saveMappingsTo() == null ? null : SessionState.resolveOutput(s.saveMappingsTo(), "SAVE MAPPINGS TO");
        List<String> warnings = new ArrayList<>();
        if (s.randomize()) {
            warnings.add("RANDOMIZE is ignored: edge order does not change any result here");
        }
        GraphStore store = state.store();
        try (StoreLock lock = state.lock("LOAD GRAPH")) {
            LoadResult loaded = new CsvGraphLoader(options, state.threads(), state.progress()).load(vertices, edges);
            long start = System.nanoTime();
            state.progress().start("writing the store", -1);
            StoredGraphInfo info = store.writeGraph(loaded.graph(), (vertices != null ? vertices + " + " : "") + edges, lock);
            state.progress().finish();
            long storeNanos = System.nanoTime() - start;
            state.graphWritten(loaded.graph(), info);
            if (mappings != null) {
                writeMappings(loaded.graph(), mappings);
            }
            return new StatementResult.GraphLoaded(store.directory(), info, GraphSummary.of(loaded.graph()),
                    loaded.report(), storeNanos, warnings);
        }
    }

    /** SHOW GRAPH. */
    StatementResult showGraph() {
        long start = System.nanoTime();
        PropertyGraph g = state.graph();
        return new StatementResult.GraphDescribed(state.store().directory(), state.graphInfo(), GraphSummary.of(g),
                System.nanoTime() - start);
    }

    /**
     * SERIALIZE TO 'dir': the graph and every collection, as a store directory. SERIALIZE CUBE c
     * TO 'dir': that collection only, into the directory's {@code collections/}.
     */
    StatementResult serialize(Statement.Serialize s) {
        Path dir = SessionState.resolveOutput(s.directory(), "SERIALIZE TO");
        if (sameDirectory(dir, state.store().directory())) {
            throw new GraphsurgeException("SERIALIZE TO '" + s.directory() + "': that is this store's own directory;"
                    + " name another directory");
        }
        GraphStore target = GraphStore.at(dir);
        CollectionStore collections = state.collections();
        if (s.collection() != null) {
            ViewCollection c = collections.read(s.collection());
            try (StoreLock lock = state.lock(target, "SERIALIZE CUBE")) {
                CollectionStore.of(dir).write(c);
            }
            return new StatementResult.Done("Exported collection " + c.name() + " to " + dir
                    + " (DESERIALIZE CUBE FROM it into a store with the same graph).");
        }
        PropertyGraph g = state.graph();
        int exported = 0;
        try (StoreLock lock = state.lock(target, "SERIALIZE")) {
            target.writeGraph(g, state.graphInfo().source(), lock);
            CollectionStore into = CollectionStore.of(dir);
            into.dropAll();
            for (CollectionStore.Summary summary : collections.list()) {
                into.write(collections.read(summary.name()));
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
    StatementResult deserialize(Statement.Deserialize s) {
        Path dir = state.resolve(s.directory(), "DESERIALIZE FROM");
        CollectionStore source = CollectionStore.of(dir);
        CollectionStore collections = state.collections();
        if (s.collection()) {
            List<ViewCollection> incoming = new ArrayList<>();
            try (StoreLock lock = state.lock("DESERIALIZE CUBE")) {
                StoredGraphInfo info = state.storedInfo(); // under the lock: the graph the collections join
                for (CollectionStore.Summary summary : source.list()) {
                    ViewCollection c = source.read(summary.name());
                    if (c.graphFingerprint() != info.fingerprint()) {
                        throw new GraphsurgeException("collection " + c.name() + " in " + dir + " was made from another"
                                + " graph than this store's; DESERIALIZE FROM the whole store instead");
                    }
                    if (collections.exists(c.name())) {
                        throw new GraphsurgeException("a collection named '" + c.name() + "' already exists; DROP COLLECTION "
                                + c.name() + " first");
                    }
                    incoming.add(c);
                }
                if (incoming.isEmpty()) {
                    throw new GraphsurgeException(dir + " holds no collection");
                }
                for (ViewCollection c : incoming) {
                    collections.write(c);
                }
            }
            return new StatementResult.Done("Imported " + incoming.size() + " collection" + (incoming.size() == 1 ? "" : "s")
                    + " from " + dir + ".");
        }
        StoredGraph from = GraphStore.at(dir).read(state.threads());
        PropertyGraph g = from.graph();
        List<ViewCollection> incoming = new ArrayList<>();
        for (CollectionStore.Summary summary : source.list()) {
            incoming.add(source.read(summary.name()));
        }
        try (StoreLock lock = state.lock("DESERIALIZE")) {
            state.graphWritten(g, state.store().writeGraph(g, from.info().source(), lock));
            collections.dropAll();
            for (ViewCollection c : incoming) {
                collections.write(c);
            }
        }
        return new StatementResult.Done("Imported the graph of " + dir + " (" + g.vertexCount() + " vertices, "
                + g.edgeCount() + " edges) and " + incoming.size() + " collection" + (incoming.size() == 1 ? "" : "s") + ".");
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
}
