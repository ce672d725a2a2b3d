package graphsurge.gstore.io;

import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.schema.Schema;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * The on-disk store: a directory holding the current graph and (later) view collections.
 *
 * <pre>
 * STORE/
 *   .lock                    writer lock, naming its holder
 *   MANIFEST                 container file: which generation is current, its fingerprint, counts
 *   graph-000007/            one generation of the graph: topology.gsf (ids, edge endpoints),
 *                            out-adjacency.gsf, in-adjacency.gsf, vertex-properties.gsf,
 *                            edge-properties.gsf
 * </pre>
 *
 * <p>A new graph is written into a fresh generation directory, fsynced, and only then made
 * current by atomically replacing the manifest. A reader therefore sees the old graph or the new
 * one, never a mixture, and a write that fails or is killed leaves the store as it was. The
 * previous generation is kept until the next write, so that a reader that read the old manifest
 * just before the switch can still open its files.
 */
public final class GraphStore {
    private static final String MANIFEST = "MANIFEST";
    private static final String GENERATION_PREFIX = "graph-";

    private final Path directory;

    private GraphStore(Path directory) {
        this.directory = directory;
    }

    public static GraphStore at(Path directory) {
        return new GraphStore(directory);
    }

    public Path directory() {
        return directory;
    }

    /** Locks the store for writing; see {@link StoreLock}. Creates the directory if needed. */
    public StoreLock lock(String purpose, boolean wait, Consumer<String> onWait) {
        try {
            Files.createDirectories(directory);
        } catch (IOException e) {
            throw new GraphsurgeException("cannot create the store directory " + directory + ": " + e.getMessage());
        }
        return StoreLock.acquire(directory, purpose, wait, onWait);
    }

    /** The stored graph's description, or empty when the store has no graph. */
    public Optional<StoredGraphInfo> info() {
        Path manifest = directory.resolve(MANIFEST);
        if (!Files.exists(manifest)) {
            return Optional.empty();
        }
        try (SectionReader r = SectionReader.open(manifest, "MANI")) {
            Meta meta = Meta.parse(r.strings("META"), manifest);
            Schema vertexSchema = GraphCodec.schema(r.strings("VSCH"), manifest);
            Schema edgeSchema = GraphCodec.schema(r.strings("ESCH"), manifest);
            r.finish();
            return Optional.of(new StoredGraphInfo(meta.text("graph"),
                    Long.parseUnsignedLong(meta.text("fingerprint"), 16), meta.number("vertices"),
                    meta.number("edges"), Instant.ofEpochMilli(meta.number("saved")), meta.text("source"),
                    vertexSchema, edgeSchema));
        } catch (NumberFormatException e) {
            throw new StoreFormatException(manifest, "the fingerprint is malformed");
        }
    }

    /** Reads the current graph with as many threads as there are cores. */
    public PropertyGraph readGraph() {
        return readGraph(Runtime.getRuntime().availableProcessors());
    }

    /** Reads the current graph, its files in parallel on up to {@code threads} threads. */
    public PropertyGraph readGraph(int threads) {
        StoredGraphInfo info = info().orElseThrow(() -> new GraphsurgeException("the store " + directory
                + " has no graph yet; load one with 'graphsurge load --edges FILE' or LOAD GRAPH"));
        return GraphCodec.read(directory.resolve(info.generation()), info.fingerprint(), threads);
    }

    /**
     * Stores {@code graph} as the current graph. The caller holds the lock; on any failure the
     * store is left as it was.
     *
     * @param source a short description of where the graph came from, shown by {@code show graph}
     */
    public StoredGraphInfo writeGraph(PropertyGraph graph, String source, StoreLock lock) {
        if (lock == null) {
            throw new IllegalArgumentException("writing the store needs its lock");
        }
        try {
            removeAbandonedWrites();
            Optional<StoredGraphInfo> previous = info();
            int next = generationNumber(previous.map(StoredGraphInfo::generation).orElse(null)) + 1;
            String generation = String.format("%s%06d", GENERATION_PREFIX, next);
            Path staging = directory.resolve(generation + ".tmp");
            Files.createDirectories(staging);
            long fingerprint = GraphCodec.write(graph, staging);
            Path finalDir = directory.resolve(generation);
            Files.move(staging, finalDir, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
            SectionWriter.syncDirectory(directory);
            StoredGraphInfo info = new StoredGraphInfo(generation, fingerprint, graph.vertexCount(),
                    graph.edgeCount(), Instant.ofEpochMilli(System.currentTimeMillis()), source.replace('\n', ' '),
                    graph.vertexProperties().schema(), graph.edgeProperties().schema());
            try (SectionWriter w = SectionWriter.create(directory.resolve(MANIFEST), "MANI")) {
                w.strings("META", new String[] {
                    "graph=" + generation,
                    "fingerprint=" + info.fingerprintHex(),
                    "vertices=" + info.vertices(),
                    "edges=" + info.edges(),
                    "saved=" + info.savedAt().toEpochMilli(),
                    "source=" + info.source()
                });
                w.strings("VSCH", GraphCodec.schemaEntries(info.vertexSchema()));
                w.strings("ESCH", GraphCodec.schemaEntries(info.edgeSchema()));
                w.commit();
            }
            removeGenerationsOtherThan(generation, previous.map(StoredGraphInfo::generation).orElse(null));
            return info;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the store " + directory, e);
        }
    }

    private static int generationNumber(String generation) {
        if (generation == null) {
            return 0;
        }
        try {
            return Integer.parseInt(generation.substring(GENERATION_PREFIX.length()));
        } catch (NumberFormatException | IndexOutOfBoundsException e) {
            return 0;
        }
    }

    /** Staging directories and temporary files left by a write that was killed. */
    private void removeAbandonedWrites() throws IOException {
        for (Path p : list()) {
            String name = p.getFileName().toString();
            if (name.endsWith(".tmp") || name.contains(".tmp-")) {
                deleteRecursively(p);
            }
        }
    }

    private void removeGenerationsOtherThan(String current, String previous) throws IOException {
        for (Path p : list()) {
            String name = p.getFileName().toString();
            if (name.startsWith(GENERATION_PREFIX) && Files.isDirectory(p)
                    && !name.equals(current) && !name.equals(previous)) {
                deleteRecursively(p);
            }
        }
    }

    private List<Path> list() throws IOException {
        List<Path> out = new ArrayList<>();
        try (DirectoryStream<Path> s = Files.newDirectoryStream(directory)) {
            for (Path p : s) {
                out.add(p);
            }
        }
        return out;
    }

    private static void deleteRecursively(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
