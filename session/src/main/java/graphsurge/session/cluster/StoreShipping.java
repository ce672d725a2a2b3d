package graphsurge.session.cluster;

import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.io.GraphStore;
import graphsurge.gstore.io.IoErrors;
import graphsurge.gstore.io.StoredGraph;
import graphsurge.vcstore.collection.CollectionStore;
import graphsurge.vcstore.collection.ViewCollection;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Packs a store's graph and one collection into {@link JobData.Shipped} bytes, and opens such
 * bytes on a worker. The bytes are the store's own files, so a worker reads them with the
 * store's reader and its checks; nothing here defines a format of its own.
 */
public final class StoreShipping {
    private StoreShipping() {}

    /**
     * The current graph of the store in {@code storeDirectory} and {@code c}, as files of a store
     * that holds exactly them.
     */
    public static JobData.Shipped pack(Path storeDirectory, ViewCollection c) {
        Map<String, byte[]> files = new HashMap<>();
        Path scratch = null;
        try {
            String generation = GraphStore.at(storeDirectory).info().orElseThrow(
                    () -> new GraphsurgeException("the store " + storeDirectory + " has no graph")).generation();
            add(files, storeDirectory, storeDirectory.resolve("MANIFEST"));
            addAll(files, storeDirectory, storeDirectory.resolve(generation));
            // The collection as its store writes it, in a store of its own, so that the shipped
            // store holds this one collection whatever else the user's store holds.
            scratch = Files.createTempDirectory("graphsurge-ship");
            CollectionStore.of(scratch).write(c);
            addAll(files, scratch, scratch.resolve("collections"));
        } catch (IOException e) {
            throw IoErrors.error("cannot pack the store " + storeDirectory + " for the cluster", e);
        } finally {
            delete(scratch);
        }
        return new JobData.Shipped(files);
    }

    /** The graph and collection of {@code data}, read through a temporary store that is removed afterwards. */
    public static JobData.InProcess open(JobData.Shipped data, int threads) {
        Path dir = null;
        try {
            dir = Files.createTempDirectory("graphsurge-job");
            write(data, dir);
            return read(dir, null, threads);
        } catch (IOException e) {
            throw IoErrors.error("cannot unpack the job's store", e);
        } finally {
            delete(dir);
        }
    }

    /** Writes the files of {@code data} into {@code dir} (a store's layout), creating the directories they need. */
    public static void write(JobData.Shipped data, Path dir) throws IOException {
        for (Map.Entry<String, byte[]> f : data.files().entrySet()) {
            Path file = dir.resolve(f.getKey()).normalize();
            if (!file.startsWith(dir)) {
                throw new GraphsurgeException("a shipped store names a file outside it: " + f.getKey());
            }
            Files.createDirectories(file.getParent());
            Files.write(file, f.getValue());
        }
    }

    /** The graph of the store in {@code dir} and its collection {@code name} (null: its only collection). */
    public static JobData.InProcess read(Path dir, String name, int threads) {
        StoredGraph g = GraphStore.at(dir).read(threads);
        CollectionStore collections = CollectionStore.of(dir);
        List<CollectionStore.Summary> all = collections.list();
        if (name == null && all.size() != 1) {
            throw new GraphsurgeException("the job's store holds " + all.size() + " collections, not one");
        }
        ViewCollection c = collections.read(name == null ? all.get(0).name() : name);
        if (c.graphFingerprint() != g.info().fingerprint()) {
            throw new GraphsurgeException("collection " + c.name() + " was made from another graph than the job's store's");
        }
        return new JobData.InProcess(g.graph(), c);
    }

    /**
     * The graph and collection of the shared store {@code shared} names, once checked to be the
     * client's: the same graph, and the collection with the same content.
     *
     * @throws GraphsurgeException saying which differs, when one does
     */
    public static JobData.InProcess read(JobData.SharedStore shared, int threads) {
        JobData.InProcess data = read(Path.of(shared.directory()), shared.collection(), threads);
        String where = "the store at " + shared.directory() + ", as this worker sees it,";
        long graph = data.collection().graphFingerprint();
        if (graph != shared.graphFingerprint()) {
            throw new GraphsurgeException(where + " holds another graph (fingerprint " + String.format("%016x", graph)
                    + ") than the client ran on (" + String.format("%016x", shared.graphFingerprint()) + "): the graph was"
                    + " loaded again since the run began, or the workers see another store at that path (?store=shared"
                    + " needs the client's store on a file system every worker shares); run again");
        }
        if (data.collection().contentFingerprint() != shared.contentFingerprint()) {
            throw new GraphsurgeException(where + " holds another collection " + shared.collection() + " than the client"
                    + " ran: it was made again under the same name since the run began, or the workers see another store"
                    + " at that path (?store=shared needs the client's store on a file system every worker shares); run"
                    + " again");
        }
        return data;
    }

    private static void addAll(Map<String, byte[]> files, Path root, Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) s.filter(Files::isRegularFile)::iterator) {
                add(files, root, p);
            }
        }
    }

    private static void add(Map<String, byte[]> files, Path root, Path file) throws IOException {
        files.put(root.relativize(file).toString().replace('\\', '/'), Files.readAllBytes(file));
    }

    private static void delete(Path dir) {
        if (dir == null) {
            return;
        }
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) s.sorted(Comparator.reverseOrder())::iterator) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            // A temporary directory left behind is harmless; the run's result does not depend on it.
        }
    }
}
