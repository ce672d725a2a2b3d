package graphsurge.gstore.io;

import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.schema.Schema;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

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
 * just before the switch can still open its files. A reader takes the graph and its description
 * from one reading of the manifest ({@link #read(int)}), never from two, between which a writer
 * may have switched the graph.
 */
public final class GraphStore {
    private static final String MANIFEST = "MANIFEST";
    private static final String GENERATION_PREFIX = "graph-";

    /** Reads of the graph that find their generation removed before giving up (see {@link #read(int)}). */
    private static final int READ_ATTEMPTS = 3;

    private final Path directory;
    private final Runnable afterManifestRead;

    private GraphStore(Path directory, Runnable afterManifestRead) {
        this.directory = directory;
        this.afterManifestRead = afterManifestRead;
    }

    public static GraphStore at(Path directory) {
        return new GraphStore(directory, () -> { });
    }

    /**
     * This store, running {@code hook} after every reading of the manifest: lets a test pause a
     * reader there while a writer replaces the graph.
     */
    public GraphStore afterManifestRead(Runnable hook) {
        return new GraphStore(directory, hook);
    }

    public Path directory() {
        return directory;
    }

    /**
     * Locks the store for writing; see {@link StoreLock}. Creates the directory if needed. Once
     * the lock is held, removes what writes killed before finishing left behind.
     */
    public StoreLock lock(String purpose, boolean wait, Consumer<String> onWait) {
        requireDirectoryOrAbsent();
        try {
            Files.createDirectories(directory);
        } catch (IOException e) {
            throw IoErrors.error("cannot create the store directory " + directory, e);
        }
        StoreLock lock = StoreLock.acquire(directory, purpose, wait, onWait);
        try {
            removeAbandonedWrites();
        } catch (IOException e) {
            lock.close();
            throw IoErrors.error("cannot remove what an interrupted write left in the store " + directory, e);
        } catch (RuntimeException e) {
            lock.close();
            throw e;
        }
        return lock;
    }

    /**
     * The stored graph's description, from one reading of the manifest, or empty when the store
     * has no graph. To use the graph as well, call {@link #read(int)}, which gives both from the
     * same reading: a second reading may find another graph.
     */
    public Optional<StoredGraphInfo> info() {
        requireDirectoryOrAbsent();
        Path manifest = directory.resolve(MANIFEST);
        if (!StoreFiles.exists(manifest)) {
            return Optional.empty();
        }
        StoredGraphInfo info;
        try (SectionReader r = SectionReader.open(manifest, "MANI")) {
            Meta meta = Meta.parse(r.strings("META"), manifest);
            Schema vertexSchema = GraphCodec.schema(r.strings("VSCH"), manifest);
            Schema edgeSchema = GraphCodec.schema(r.strings("ESCH"), manifest);
            r.finish();
            info = new StoredGraphInfo(meta.text("graph"),
                    Long.parseUnsignedLong(meta.text("fingerprint"), 16), meta.number("vertices"),
                    meta.number("edges"), Instant.ofEpochMilli(meta.number("saved")), meta.text("source"),
                    vertexSchema, edgeSchema);
        } catch (NumberFormatException e) {
            throw new StoreFormatException(manifest, "the fingerprint is malformed");
        }
        afterManifestRead.run();
        return Optional.of(info);
    }

    /** Reads the current graph with as many threads as there are cores; see {@link #read(int)}. */
    public StoredGraph read() {
        return read(Runtime.getRuntime().availableProcessors());
    }

    /**
     * Reads the current graph and its description from one reading of the manifest, the graph's
     * files in parallel on up to {@code threads} threads, their fingerprint checked against the
     * manifest's. A writer keeps the previous generation, so a graph replaced once while it is
     * read is still read whole; when writers removed the generation meanwhile, the current graph
     * is read again, a few times, before failing with a {@link GraphReplacedException}.
     */
    public StoredGraph read(int threads) {
        for (int attempt = 1; ; attempt++) {
            StoredGraphInfo info = info().orElseThrow(() -> new GraphsurgeException("the store " + directory
                    + " has no graph yet; load one with 'graphsurge load --edges FILE' or LOAD GRAPH"));
            try {
                return new StoredGraph(info, GraphCodec.read(directory.resolve(info.generation()), info.fingerprint(),
                        threads));
            } catch (GraphsurgeException e) {
                String current = info().map(StoredGraphInfo::generation).orElse(null);
                if (info.generation().equals(current)) {
                    throw e; // still the current generation: its files are damaged, not replaced
                }
                if (attempt == READ_ATTEMPTS) {
                    throw new GraphReplacedException(directory);
                }
            }
        }
    }

    /** The current graph alone; {@link #read()} when its description is needed too. */
    public PropertyGraph readGraph() {
        return read().graph();
    }

    /** The current graph alone; {@link #read(int)} when its description is needed too. */
    public PropertyGraph readGraph(int threads) {
        return read(threads).graph();
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
            Optional<StoredGraphInfo> previous = info();
            int next = generationNumber(previous.map(StoredGraphInfo::generation).orElse(null)) + 1;
            String generation = String.format("%s%06d", GENERATION_PREFIX, next);
            Path staging = directory.resolve(generation + ".tmp");
            Files.createDirectory(staging); // not through a link: the lock removed every leftover staging entry
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
            throw IoErrors.error("cannot write the store " + directory, e);
        }
    }

    /**
     * Fails, saying what it is instead, when the store exists but is no directory (a file,
     * /dev/null): such a store would otherwise read as one without a graph or collections.
     */
    public void requireDirectoryOrAbsent() {
        if (StoreFiles.exists(directory) && !Files.isDirectory(directory)) {
            String what = Files.isRegularFile(directory) ? "a file"
                    : Files.exists(directory) ? "a device or other special file" : "a link to nothing";
            throw new GraphsurgeException("the store " + directory + " is not a directory (it is " + what
                    + "); name a directory, or one to be created");
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

    /**
     * Staging directories and temporary files left by writes that were killed (a load's
     * {@code graph-N.tmp}, a container file's {@code NAME.tmp-RANDOM}), in the store directory and
     * in its subdirectories such as {@code collections/}. Links are removed, never followed.
     */
    private void removeAbandonedWrites() throws IOException {
        for (Path p : list(directory)) {
            if (isTemporary(p)) {
                StoreFiles.deleteRecursively(p);
            } else if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
                for (Path inner : list(p)) {
                    if (isTemporary(inner)) {
                        StoreFiles.deleteRecursively(inner);
                    }
                }
            }
        }
    }

    private static boolean isTemporary(Path p) {
        String name = p.getFileName().toString();
        return name.endsWith(".tmp") || name.contains(".tmp-");
    }

    private void removeGenerationsOtherThan(String current, String previous) throws IOException {
        for (Path p : list(directory)) {
            String name = p.getFileName().toString();
            if (name.startsWith(GENERATION_PREFIX) && Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)
                    && !name.equals(current) && !name.equals(previous)) {
                StoreFiles.deleteRecursively(p);
            }
        }
    }

    private static List<Path> list(Path dir) throws IOException {
        List<Path> out = new ArrayList<>();
        try (DirectoryStream<Path> s = Files.newDirectoryStream(dir)) {
            for (Path p : s) {
                out.add(p);
            }
        }
        return out;
    }
}
