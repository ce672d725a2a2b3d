package graphsurge.session.cluster;

import graphsurge.analytics.computation.ComputationRegistry;
import graphsurge.analytics.computation.Program;
import graphsurge.analytics.run.CollectionRunner;
import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.io.IoErrors;
import graphsurge.gstore.io.ProcessTempFiles;
import graphsurge.session.Plugins;
import graphsurge.vcstore.collection.ViewCollection;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Runs the segments of one {@link SegmentJob} in any JVM: what a cluster's task holds (the local
 * cluster one for a run, a task of another cluster one for its segments). It reads the graph and the
 * collection from the job's {@link JobData} once, when the first segment needs them, binds the
 * client's {@link Binding} on them for each segment, runs the segment starting fresh at its first
 * view ({@link #runSegment}), and emits one {@link ViewRecord} per view. Its segments may run at
 * once on several threads.
 *
 * <p>A worker made with {@link #of} finds the job's computation among the built-ins and the
 * job's plug-in jars, which it writes to a directory of its own; {@link #close} removes them.
 */
public final class SegmentWorker implements AutoCloseable {
    /** The workers' directories of a job's plug-in jars ({@link ProcessTempFiles}). */
    static final String PLUGINS_PREFIX = "graphsurge-plugins-";

    private final SegmentJob job;
    private final ComputationRegistry registry;
    /** Where the job's plug-in jars were written, or null. */
    private final Path plugins;
    /** The job's graph and collection, once read. */
    private JobData.InProcess data;

    /**
     * A worker of {@code job} that finds its computation in {@code registry} (in the client's JVM,
     * the session's, with its plug-ins and the Java API's computations).
     */
    public SegmentWorker(SegmentJob job, ComputationRegistry registry) {
        this(job, registry, null);
    }

    private SegmentWorker(SegmentJob job, ComputationRegistry registry, Path plugins) {
        this.job = job;
        this.registry = registry;
        this.plugins = plugins;
        this.data = job.data() instanceof JobData.InProcess d ? d : null;
    }

    /**
     * A worker of {@code job} in a JVM of its own: the built-in computations, and those of the
     * job's plug-in jars when it ships any, written to a directory of this process and loaded as
     * {@link Plugins#load} loads them.
     */
    public static SegmentWorker of(SegmentJob job) {
        if (job.pluginJars().isEmpty()) {
            return new SegmentWorker(job, ComputationRegistry.builtIns());
        }
        Path directory = ProcessTempFiles.createDirectory(PLUGINS_PREFIX);
        try {
            for (Map.Entry<String, byte[]> jar : job.pluginJars().entrySet()) {
                Path file = directory.resolve(jar.getKey()).normalize();
                if (!directory.equals(file.getParent())) {
                    throw new GraphsurgeException("a job's plug-in jar is named " + jar.getKey() + ", not a file name");
                }
                Files.write(file, jar.getValue());
            }
            ComputationRegistry registry = ComputationRegistry.builtIns();
            Plugins.register(Plugins.load(directory), registry);
            return new SegmentWorker(job, registry, directory);
        } catch (IOException e) {
            ProcessTempFiles.delete(directory);
            throw IoErrors.error("cannot write the job's plug-in jars to " + directory, e);
        } catch (RuntimeException e) {
            ProcessTempFiles.delete(directory);
            throw e;
        }
    }

    /** The job this worker runs segments of. */
    public SegmentJob job() {
        return job;
    }

    /**
     * Runs segment {@code segment} (its index in the job) on the job's threads; each view's
     * record goes to {@code sink} as soon as it is known, from this thread.
     */
    public void run(int segment, ResultSink sink) {
        JobData.InProcess d = data();
        Segment s = job.segments().get(segment);
        Program program = job.binding().bind(registry, d.graph());
        runSegment(program, d.graph(), d.collection(), job.mode().forSegment(s, job.threadsPerSegment()), s, sink);
    }

    /** The job's graph and collection, read by the first segment that needs them. */
    private synchronized JobData.InProcess data() {
        if (data == null) {
            int threads = job.threadsPerSegment();
            data = job.data() instanceof JobData.Shipped s ? StoreShipping.open(s, threads)
                    : job.data() instanceof JobData.StoreDirectory d ? StoreShipping.read(Path.of(d.directory()), null, threads)
                    : StoreShipping.read((JobData.SharedStore) job.data(), threads);
        }
        return data;
    }

    /**
     * Removes the job's plug-in jars: their class loader has opened them already, and an open
     * file stays readable.
     */
    @Override
    public void close() {
        if (plugins != null) {
            ProcessTempFiles.delete(plugins);
        }
    }

    /**
     * Runs run positions {@code [segment.from, segment.to)} of {@code c} as a collection of their
     * own whose first view adds all its edges: the in-process runner, unchanged, in any mode. The
     * records carry the whole collection's run positions and the user's view indices; edges,
     * additions and deletions are relative to the previous view in the segment; a record holds
     * only the keys that changed when the runner knew them ({@link ViewRecord#of}). Rebuilding the
     * first view's edge set replays the differences before it, O(differences up to
     * {@code segment.from} + edges), once per segment.
     */
    public static void runSegment(Program program, PropertyGraph graph, ViewCollection c, CollectionRunner.Settings settings,
            Segment segment, ResultSink sink) {
        ViewCollection part = segmentCollection(c, segment, graph.edgeCount());
        CollectionRunner.run(program, graph, part, settings, r -> {
            int position = segment.from() + r.position();
            boolean start = r.position() == 0;
            String decision = start && segment.index() > 0
                    ? "starts segment " + (segment.index() + 1) + (r.decision().isEmpty() ? "" : "; " + r.decision())
                    : r.decision();
            sink.view(ViewRecord.of(segment.index(), position, c.runOrder()[position], start, decision, r));
        }, ProgressListener.NONE);
    }

    /**
     * The views at run positions {@code [segment.from, segment.to)} of {@code c} as a collection
     * run in that order, its first position adding the whole first view.
     */
    static ViewCollection segmentCollection(ViewCollection c, Segment segment, int edgeCount) {
        int k = segment.views();
        int[][] adds = new int[k][];
        int[][] dels = new int[k][];
        long[] bits = new long[(edgeCount + 63) >>> 6];
        for (int p = 0; p <= segment.from(); p++) {
            c.applyPosition(p, bits);
        }
        adds[0] = members(bits);
        dels[0] = new int[0];
        List<String> names = new ArrayList<>(k);
        List<String> predicates = new ArrayList<>(k);
        int[] order = new int[k];
        int[] sizes = new int[k];
        int[] users = new int[k];
        for (int i = 0; i < k; i++) {
            int p = segment.from() + i;
            if (i > 0) {
                adds[i] = c.additions()[p];
                dels[i] = c.deletions()[p];
            }
            int v = c.runOrder()[p];
            names.add(c.viewNames().get(v));
            predicates.add(c.predicates().get(v));
            order[i] = i;
            sizes[i] = c.sizes()[v];
            users[i] = v;
        }
        return new ViewCollection(c.name(), c.graphFingerprint(), names, predicates, order, c.orderingMethod(), 0, sizes,
                adds, dels, c.bindings().only(users));
    }

    private static int[] members(long[] bits) {
        int n = 0;
        for (long w : bits) {
            n += Long.bitCount(w);
        }
        int[] ids = new int[n];
        int i = 0;
        for (int w = 0; w < bits.length; w++) {
            for (long b = bits[w]; b != 0; b &= b - 1) {
                ids[i++] = (w << 6) + Long.numberOfTrailingZeros(b);
            }
        }
        return ids;
    }
}
