package graphsurge.session.cluster;

import graphsurge.analytics.computation.Computation;
import graphsurge.analytics.computation.ComputationRegistry;
import graphsurge.analytics.computation.Program;
import graphsurge.analytics.run.CollectionRunner;
import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gvdl.ast.Statement;
import graphsurge.gvdl.parse.Parser;
import graphsurge.gstore.io.IoErrors;
import graphsurge.gstore.io.ProcessTempFiles;
import graphsurge.session.GvdlParameters;
import graphsurge.session.Plugins;
import graphsurge.vcstore.collection.ViewCollection;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Runs one segment of a {@link SegmentJob} in any JVM: the worker entry point a cluster calls
 * (the local cluster on its threads, Flink in a task). It rebuilds the graph and the collection
 * from the job's {@link JobData} (once per job and JVM), binds the computation by its name and
 * the statement's parameters, runs the segment starting fresh at its first view
 * ({@link #runSegment}), and emits one {@link ViewRecord} per view.
 */
public final class SegmentWorker {
    /** The data of the last job this JVM ran a segment of: a task manager runs several segments of one job. */
    private static final Object CACHE_LOCK = new Object();
    private static String cachedJob;
    private static JobData.InProcess cached;
    /** The worker's directories of a job's plug-in jars ({@link ProcessTempFiles}). */
    static final String PLUGINS_PREFIX = "graphsurge-plugins-";
    /** The computations of the last job with plug-ins this JVM ran, and where its jars were written. */
    private static String pluginsJob;
    private static ComputationRegistry pluginsRegistry;
    private static Path pluginsDirectory;

    private SegmentWorker() {}

    /**
     * Runs segment {@code segment} (its index in the job) on the job's threads with the built-in
     * computations and the job's plug-ins ({@link #registry}).
     */
    public static void run(SegmentJob job, int segment, ResultSink sink) {
        run(job, segment, job.threadsPerSegment(), registry(job), sink);
    }

    /**
     * The built-in computations, and those of the job's plug-in jars when it ships any: written to
     * a directory of this process and loaded as {@link Plugins#load} loads them, once per job and
     * JVM. The previous job's jars are removed then (its class loader has opened them already, and
     * an open file stays readable).
     */
    static ComputationRegistry registry(SegmentJob job) {
        if (job.pluginJars().isEmpty()) {
            return ComputationRegistry.builtIns();
        }
        synchronized (CACHE_LOCK) {
            if (!job.id().equals(pluginsJob)) {
                if (pluginsDirectory != null) {
                    ProcessTempFiles.delete(pluginsDirectory);
                }
                pluginsJob = null;
                pluginsDirectory = ProcessTempFiles.createDirectory(PLUGINS_PREFIX);
                // The jars stay while their classes may load; a JVM that exits removes them (files
                // first: the last registered is deleted first), and a killed one's go with the next job.
                pluginsDirectory.toFile().deleteOnExit();
                try {
                    for (Map.Entry<String, byte[]> jar : job.pluginJars().entrySet()) {
                        Path file = pluginsDirectory.resolve(jar.getKey()).normalize();
                        if (!pluginsDirectory.equals(file.getParent())) {
                            throw new GraphsurgeException("a job's plug-in jar is named " + jar.getKey() + ", not a file name");
                        }
                        Files.write(file, jar.getValue());
                        file.toFile().deleteOnExit();
                    }
                } catch (IOException e) {
                    throw IoErrors.error("cannot write the job's plug-in jars to " + pluginsDirectory, e);
                }
                ComputationRegistry registry = ComputationRegistry.builtIns();
                Plugins.register(Plugins.load(pluginsDirectory), registry);
                pluginsRegistry = registry;
                pluginsJob = job.id();
            }
            return pluginsRegistry;
        }
    }

    /**
     * Runs segment {@code segment} of {@code job} on {@code threads} threads, binding the job's
     * computation from {@code registry}; each view's record goes to {@code sink} as soon as it is
     * known, from this thread.
     */
    public static void run(SegmentJob job, int segment, int threads, ComputationRegistry registry, ResultSink sink) {
        JobData.InProcess data = data(job, threads);
        Program program = bind(job, registry, data.graph());
        runSegment(program, data.graph(), data.collection(), job.mode().forSegment(job.segments().get(segment), threads),
                job.segments().get(segment), sink);
    }

    /** The job's computation bound to {@code graph} with the parameters of the job's statement. */
    public static Program bind(SegmentJob job, ComputationRegistry registry, PropertyGraph graph) {
        Computation c = registry.find(job.computation());
        if (c == null) {
            throw new GraphsurgeException("the worker knows no computation '" + job.computation() + "' (a plug-in"
                    + " computation travels with the job as its jars: SegmentJob.pluginJars)");
        }
        Statement s = Parser.parseStatement(job.statement());
        if (!(s instanceof Statement.RunComputation run)) {
            throw new IllegalArgumentException("a job's statement is a RUN, not: " + job.statement());
        }
        return c.bind(graph, GvdlParameters.of(c.name(), run));
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

    /** The job's graph and collection in this JVM, rebuilt once per job. */
    private static JobData.InProcess data(SegmentJob job, int threads) {
        if (job.data() instanceof JobData.InProcess d) {
            return d;
        }
        synchronized (CACHE_LOCK) {
            if (!job.id().equals(cachedJob)) {
                cached = null; // the previous job's graph goes before this one's is read
                cached = job.data() instanceof JobData.Shipped s ? StoreShipping.open(s, threads)
                        : job.data() instanceof JobData.StoreDirectory d ? StoreShipping.read(Path.of(d.directory()), null,
                                threads)
                        : StoreShipping.read((JobData.SharedStore) job.data(), threads);
                cachedJob = job.id();
            }
            return cached;
        }
    }
}
