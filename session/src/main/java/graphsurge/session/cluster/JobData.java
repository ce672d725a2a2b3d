package graphsurge.session.cluster;

import graphsurge.gstore.PropertyGraph;
import graphsurge.vcstore.collection.ViewCollection;
import java.io.Serializable;
import java.util.Map;

/**
 * The graph and the collection a job runs on, as a worker gets them.
 */
public sealed interface JobData extends Serializable {
    /**
     * The store's files, shipped with the job so that a worker needs no disk of the client's:
     * relative path in a store directory to bytes ({@code MANIFEST}, {@code graph-N/*.gsf},
     * {@code collections/...}), holding the graph and exactly one collection. A worker writes
     * them into a temporary store and reads it, so the store's checks (CRC32C per section, the
     * fingerprint) guard the transfer too.
     */
    record Shipped(Map<String, byte[]> files) implements JobData {
        public Shipped {
            files = Map.copyOf(files);
        }

        /** The bytes shipped, for notices. */
        public long bytes() {
            long total = 0;
            for (byte[] b : files.values()) {
                total += b.length;
            }
            return total;
        }
    }

    /**
     * A directory of the worker's holding the files of a {@link Shipped} store: what a cluster
     * that carries those files itself, outside the job (such as a blob server), hands each worker.
     * Read as {@link Shipped} is: the store's reader checks every section.
     */
    record StoreDirectory(String directory) implements JobData {}

    /**
     * A store directory every worker sees at the same path (a shared file system), the
     * collection's name in it, and what the client ran on there: a worker refuses a store whose
     * graph or collection is not the client's (loaded or made again since, or another store at
     * that path), since nothing else would tell.
     *
     * @param graphFingerprint the fingerprint of the client's graph
     * @param contentFingerprint the client's collection's {@link ViewCollection#contentFingerprint}
     */
    record SharedStore(String directory, String collection, long graphFingerprint, long contentFingerprint)
            implements JobData {
        /** What {@code c}, of the store at {@code directory}, is to a worker that reads the store there. */
        public static SharedStore of(String directory, ViewCollection c) {
            return new SharedStore(directory, c.name(), c.graphFingerprint(), c.contentFingerprint());
        }
    }

    /**
     * The graph and collection already in this JVM's memory: what the local cluster runs on. Not
     * for shipping (the graph is not serializable).
     */
    record InProcess(PropertyGraph graph, ViewCollection collection) implements JobData {}
}
