package graphsurge.bench;

import graphsurge.analytics.computation.Program;
import graphsurge.analytics.run.ViewState;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.generate.GraphModel;
import graphsurge.gstore.generate.GraphSpec;
import graphsurge.gstore.generate.PropertyGraphGenerator;
import graphsurge.gstore.io.GraphStore;
import graphsurge.gstore.io.StoreLock;
import graphsurge.session.Session;
import graphsurge.session.StatementResult;
import graphsurge.vcstore.collection.CollectionGenerator;
import graphsurge.vcstore.collection.CollectionStore;
import graphsurge.vcstore.collection.ViewCollection;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The Graphsurge paper's large setup (section 6.5) run as a user runs it, through a store and a
 * session: a LiveJournal-sized R-MAT graph (2^22 vertices, 69M edges), a generated collection of
 * 5,000 views whose first holds 34M random edges and each next deletes 500 and adds 500, and each
 * computation run DIFFERENTIAL across it without saving, saving a Parquet change log, and saving
 * CSV changes only; for comparison, the plain algorithm on one thread on a sample of views.
 *
 * <p>Every phase reports its wall time, the peak heap and the peak resident set of the process
 * while it ran (the kernel's high-water mark, reset before each phase where Linux allows it), and
 * the bytes it wrote. Each run opens a new session, so its time includes reading the graph from
 * the store, as a user's first statement's does. At {@code scale} below 1 every edge count and
 * the number of views are multiplied by it (views at least 20, changes at least one edge each).
 */
public final class PaperBench {
    /** The paper's sizes at scale 1. */
    static final int LOG_VERTICES = 22;
    static final long EDGES = 69_000_000;
    static final int VIEWS = 5_000;
    static final int FIRST = 34_000_000;
    static final int CHANGE = 500;

    /**
     * @param scale in (0, 1]: multiplies the sizes
     * @param threads the session's workers
     * @param sample how many views, spread over the run order, the plain algorithm runs on
     * @param directory where the store and the saved results go: a new or empty directory, left for the user
     * @param computations the computations, by name (bfs, sssp, wcc, pr, ...)
     */
    public record Settings(double scale, int threads, int sample, Path directory, List<String> computations) {
        public Settings {
            if (!(scale > 0 && scale <= 1)) {
                throw new IllegalArgumentException("the scale must be in (0, 1], got " + scale);
            }
            if (sample < 1) {
                throw new IllegalArgumentException("the sample must hold at least one view, got " + sample);
            }
            computations = List.copyOf(computations);
        }
    }

    /**
     * One measured phase.
     *
     * @param computation the computation's call, or empty for the graph and the collection
     * @param phase what ran
     * @param nanos its wall time
     * @param peakHeap the most heap in use while it ran
     * @param peakRss the process's peak resident set while it ran (-1: not known on this system)
     * @param bytes what it wrote (0: nothing)
     * @param firstViewNanos a run's first view, or -1
     * @param laterViewNanos the median view after the first (a run), or the plain algorithm's median view (the sample), or -1
     * @param viewNanosSum the sum of a run's per-view times, or -1
     */
    public record Phase(String computation, String phase, long nanos, long peakHeap, long peakRss, long bytes,
            long firstViewNanos, long laterViewNanos, long viewNanosSum) {}

    /** Receives each phase as it is measured, and what is about to run. */
    public interface Listener {
        void running(String what);

        void measured(Phase phase);
    }

    private final Settings settings;
    private final Listener listener;
    private final Path store;

    private PaperBench(Settings settings, Listener listener) {
        this.settings = settings;
        this.listener = listener;
        this.store = settings.directory().resolve("store");
    }

    /** Runs the setup at {@code settings} and answers its phases in the order they ran. */
    public static List<Phase> run(Settings settings, Listener listener) {
        return new PaperBench(settings, listener).run();
    }

    private List<Phase> run() {
        List<Phase> phases = new ArrayList<>();
        double scale = settings.scale();
        int log = (int) Math.max(10, Math.round(LOG_VERTICES + Math.log(scale) / Math.log(2)));
        GraphSpec spec = new GraphSpec(GraphModel.RMAT, log, Math.max(64, Math.round(EDGES * scale)), 1);
        requireEmpty(settings.directory());
        listener.running("generating and storing the graph: " + spec.describe());
        Measure m = Measure.begin();
        PropertyGraph graph = PropertyGraphGenerator.generate(spec, settings.threads());
        GraphStore graphStore = GraphStore.at(store);
        try (StoreLock lock = graphStore.lock("graphsurge bench paper", false, notice -> {})) {
            graphStore.writeGraph(graph, spec.describe(), lock);
        }
        phases.add(measured(m.phase("", String.format(Locale.ROOT, "graph: %,d vertices, %,d edges, generated and stored",
                graph.vertexCount(), graph.edgeCount()), sizeOf(store))));
        List<String> calls = Workloads.calls(graph, settings.computations());

        int views = (int) Math.max(20, Math.round(VIEWS * scale));
        int change = (int) Math.max(1, Math.round(CHANGE * scale));
        CollectionGenerator.Spec collection = new CollectionGenerator.Spec(CollectionGenerator.Model.RANDOM, views,
                (int) Math.min(graph.edgeCount(), Math.round(FIRST * scale)), change, change, 0, 0, 7);
        graph = null; // the session reads it back from the store, as a user's would
        listener.running("generating the collection: " + views + " views");
        m = Measure.begin();
        try (Session session = open()) {
            session.generateCollection("paper", collection);
        }
        phases.add(measured(m.phase("", String.format(Locale.ROOT, "collection: %,d views of %,d edges changing %,d each",
                views, collection.first(), 2 * change), sizeOf(store.resolve("collections")))));

        for (String call : calls) {
            phases.add(measured(runAcross(call, "run, results not saved", "")));
            phases.add(measured(runAcross(call, "run, SAVE RESULTS AS PARQUET", " AS PARQUET")));
            phases.add(measured(runAcross(call, "run, SAVE RESULTS CHANGES ONLY", " CHANGES ONLY")));
            phases.add(measured(plainOnSample(call)));
        }
        return phases;
    }

    private Phase measured(Phase p) {
        listener.measured(p);
        return p;
    }

    private Session open() {
        return Session.open(store).threads(settings.threads());
    }

    /** {@code RUN DIFFERENTIAL COMPUTATION call ON COLLECTION paper}, saving with {@code form} when not empty. */
    private Phase runAcross(String call, String phase, String form) {
        String name = call.split("\\(", 2)[0];
        Path results = settings.directory().resolve("results-" + name + form.replace(' ', '-').toLowerCase(Locale.ROOT));
        String save = form.isEmpty() ? "" : " SAVE RESULTS TO '" + results.toAbsolutePath() + "'" + form;
        listener.running(call + ": " + phase);
        Measure m = Measure.begin();
        StatementResult.ComputationRan ran;
        try (Session session = open()) {
            ran = (StatementResult.ComputationRan) session.execute(
                    "RUN DIFFERENTIAL COMPUTATION " + call + " ON COLLECTION paper" + save + ";").get(0).result();
        }
        long[] later = new long[Math.max(0, ran.views().size() - 1)];
        long sum = 0;
        for (int i = 0; i < ran.views().size(); i++) {
            long nanos = ran.views().get(i).nanos();
            sum += nanos;
            if (i > 0) {
                later[i - 1] = nanos;
            }
        }
        return m.phase(call, phase, form.isEmpty() ? 0 : sizeOf(results), ran.views().isEmpty() ? -1
                : ran.views().get(0).nanos(), later.length == 0 ? -1 : Bench.median(later), sum);
    }

    /**
     * The plain algorithm on one thread on {@link Settings#sample} views spread over the run order:
     * each view's adjacency and computation timed, as a rerun of that view alone costs; moving the
     * view between samples is not.
     */
    private Phase plainOnSample(String call) {
        listener.running(call + ": the plain algorithm on " + settings.sample() + " sampled views");
        Measure m = Measure.begin();
        PropertyGraph graph = GraphStore.at(store).readGraph(settings.threads());
        ViewCollection c = CollectionStore.of(store).read("paper");
        Program program = Bench.program(graph, Bench.statement(call));
        ViewState view = new ViewState(graph, false, 1);
        long[] values = new long[program.resultSize()];
        boolean[] reported = new boolean[program.resultSize()];
        int sample = Math.min(settings.sample(), c.views());
        long[] nanos = new long[sample];
        int p = 0;
        for (int s = 0; s < sample; s++) {
            int target = (int) ((long) s * (c.views() - 1) / Math.max(1, sample - 1));
            for (; p <= target; p++) {
                view.apply(c.additions()[p], c.deletions()[p]);
            }
            long start = System.nanoTime();
            Arrays.fill(reported, false);
            program.plain().compute(view.toViewGraph(1), 1, values, reported);
            nanos[s] = System.nanoTime() - start;
        }
        return m.phase(call, "plain algorithm, 1 thread, " + sample + " sampled views", 0, -1, Bench.median(nanos), -1);
    }

    /** Wall time, heap and resident set of one phase. */
    private record Measure(long startNanos, HeapSampler heap) {
        static Measure begin() {
            resetPeakRss();
            HeapSampler heap = HeapSampler.start();
            return new Measure(System.nanoTime(), heap);
        }

        Phase phase(String computation, String phase, long bytes) {
            return phase(computation, phase, bytes, -1, -1, -1);
        }

        Phase phase(String computation, String phase, long bytes, long first, long later, long sum) {
            long nanos = System.nanoTime() - startNanos;
            return new Phase(computation, phase, nanos, heap.stop(), peakRss(), bytes, first, later, sum);
        }
    }

    /** Resets the kernel's high-water mark of this process's resident set (Linux; elsewhere nothing). */
    private static void resetPeakRss() {
        try {
            Files.writeString(Path.of("/proc/self/clear_refs"), "5");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            // Without it the mark is the process's peak so far, which is still an upper bound.
        }
    }

    /** The process's peak resident set in bytes since the last reset, or -1 where /proc does not say. */
    static long peakRss() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmHWM:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
                }
            }
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
        return -1;
    }

    /** The bytes of the files under {@code path} (0 when it is absent). */
    static long sizeOf(Path path) {
        if (!Files.exists(path)) {
            return 0;
        }
        try (Stream<Path> files = Files.walk(path)) {
            return files.filter(Files::isRegularFile).mapToLong(f -> f.toFile().length()).sum();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot measure " + path, e);
        }
    }

    /** Creates {@code directory} when absent; one that holds anything is refused, so that nothing of the user's is mixed in. */
    private static void requireEmpty(Path directory) {
        try {
            Files.createDirectories(directory);
            try (Stream<Path> files = Files.list(directory)) {
                if (files.findAny().isPresent()) {
                    throw new IllegalArgumentException(directory + " is not empty: name a new or empty directory");
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + directory, e);
        }
    }
}
