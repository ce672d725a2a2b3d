package graphsurge.bench;

import graphsurge.analytics.computation.ComputationRegistry;
import graphsurge.analytics.computation.Computation;
import graphsurge.analytics.computation.ParameterException;
import graphsurge.analytics.computation.Program;
import graphsurge.analytics.computation.ResultKind;
import graphsurge.analytics.computation.PlainAlgorithm;
import graphsurge.analytics.incremental.PageRankKernel;
import graphsurge.analytics.run.CollectionRunner;
import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gvdl.Span;
import graphsurge.gvdl.ast.Literal;
import graphsurge.gvdl.ast.Statement;
import graphsurge.gvdl.parse.Parser;
import graphsurge.session.GvdlParameters;
import graphsurge.vcstore.collection.ViewCollection;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Runs every competitor on every computation and collection of a workload in rounds in which the
 * competitors take turns (A B C A B C ...), so that drifts of the machine touch them alike: first
 * {@code warmUpRounds} untimed, then {@code repeat} measured. The warm-up rounds run what the
 * measured ones run, at the same scale, so that these time compiled code and a grown heap: a
 * dataflow's 1% view goes through thousands of short operator steps, whose hot methods the JIT,
 * sharing the cores with the workers, compiles only after rounds of such views, and a run on a
 * smaller graph leaves other profiles. Every run's result on every view is reduced to a
 * digest and checked against the first competitor's before any time is reported: a competitor that
 * disagrees stops the benchmark with a {@link Mismatch}. Ranks, which PageRank's kernel gives
 * within a stated bound of the exact ones rather than bit for bit, are instead kept as the first
 * competitor's (a float per vertex and view) and every other run's compared with them within
 * {@link #RANK_TOLERANCE}.
 *
 * <p>Time is wall time of the whole run across the collection (view differences, adjacency builds
 * and dataflow construction included), less the time spent taking digests; a view's time is the
 * wall time from the report of the view before (or the start) to its own report, counted alike,
 * so that a round's view times add up to its total (but for closing the run after the last view). Memory is the peak of
 * the used heap, sampled every 10 ms (garbage included), and the live heap after a full collection
 * at the last view: what the run keeps.
 */
public final class Bench {
    private Bench() {}

    /**
     * How far (relative) a competitor's rank may be from the first competitor's: each is within
     * {@link PageRankKernel#ERROR_BOUND} of the exact rank, so two are within twice that, and the
     * reference kept as a float adds its rounding (2^-24).
     */
    static final double RANK_TOLERANCE = 2 * PageRankKernel.ERROR_BOUND + 1e-7;

    /**
     * What to run: measured rounds, threads, which competitors, the largest view JGraphT is given,
     * and the untimed rounds before the measured ones.
     */
    public record Settings(int repeat, int threads, Set<Competitor> competitors, int jgraphtMaxEdges, int warmUpRounds) {
        public Settings {
            if (repeat < 1 || threads < 1) {
                throw new IllegalArgumentException("at least one round and one thread");
            }
            if (warmUpRounds < 0) {
                throw new IllegalArgumentException("a negative number of warm-up rounds: " + warmUpRounds);
            }
            competitors = competitors.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(competitors));
        }
    }

    /**
     * One competitor's measurements on one computation across one collection: {@code nanos} the
     * total time of each round, {@code viewNanos} each round's time of every view (in run order).
     * {@code dataflow} says whether it ran the general dataflow differentially (DATAFLOW, and
     * DIFFERENTIAL for a computation with no other differential form). {@code digest} is one
     * digest of its results on all the views ({@link #combined}), the same for every competitor
     * of a benchmark that completes (for ranks, for every competitor that computes them exactly:
     * not those moved by PageRank's kernel, checked within {@link #RANK_TOLERANCE}), and the same
     * from build to build while results do not change.
     */
    public record Measurement(String workload, String collection, String computation, Competitor competitor,
            String label, boolean dataflow, long[] nanos, long[][] viewNanos, long peakHeap, long liveHeap,
            String decisions, int views, long differences, int largestView, long digest) {
        /** The median of the rounds' total times. */
        public long median() {
            return Bench.median(nanos);
        }

        /**
         * The typical time of a view after the first, where the differences, not the first view's
         * edges, set the cost: per round the median time of the views after the first, then the
         * median of these across rounds; -1 for a collection of one view.
         */
        public long perViewMedian() {
            if (views < 2) {
                return -1;
            }
            long[] rounds = new long[viewNanos.length];
            for (int r = 0; r < rounds.length; r++) {
                rounds[r] = Bench.median(Arrays.copyOfRange(viewNanos[r], 1, viewNanos[r].length));
            }
            return Bench.median(rounds);
        }

        public long min() {
            long least = Long.MAX_VALUE;
            for (long n : nanos) {
                least = Math.min(least, n);
            }
            return least;
        }

        public long max() {
            long most = 0;
            for (long n : nanos) {
                most = Math.max(most, n);
            }
            return most;
        }
    }

    /** The median of {@code values} (the mean of the middle two for an even count). */
    static long median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    /** Receives measurements as they are complete, and what is running now. */
    public interface Listener {
        void running(String what);

        void measured(Measurement m);
    }

    /** Two competitors disagree on a view. */
    public static final class Mismatch extends IllegalStateException {
        Mismatch(String message) {
            super(message);
        }
    }

    /** Runs {@code workload} and returns the measurements in the order computed. */
    public static List<Measurement> run(Workload workload, Settings settings, Listener listener) {
        List<Measurement> all = new ArrayList<>();
        for (int ci = 0; ci < workload.collections().size(); ci++) {
            Workload.NamedCollection nc = workload.collections().get(ci);
            for (int k = 0; k < workload.computations().size(); k++) {
                String call = workload.computations().get(k);
                Entry entry = new Entry(workload.graph(), call, settings);
                List<Competitor> entrants = entry.entrants(workload, nc, settings);
                long[][] nanos = new long[entrants.size()][settings.repeat()];
                long[][][] viewNanos = new long[entrants.size()][settings.repeat()][];
                long[] peak = new long[entrants.size()];
                long[] live = new long[entrants.size()];
                String[] decisions = new String[entrants.size()];
                long[] digest = new long[entrants.size()];
                long[] reference = null;
                float[][] ranks = entry.kind == ResultKind.RANKS ? new float[nc.collection().views()][] : null;
                int warmUp = settings.warmUpRounds();
                for (int round = 0; round < warmUp + settings.repeat(); round++) {
                    boolean measured = round >= warmUp;
                    int r = round - warmUp;
                    for (int i = 0; i < entrants.size(); i++) {
                        Competitor c = entrants.get(i);
                        listener.running(String.format("%s: %s on %s, %s, %s", workload.name(), call, nc.label(),
                                c.label(settings.threads()), measured ? "round " + (r + 1) + " of " + settings.repeat()
                                        : "warm-up round " + (round + 1) + " of " + warmUp));
                        Outcome o = entry.run(c, nc.collection(), settings.threads(), measured, ranks, entrants.get(0), call);
                        if (ranks == null) {
                            reference = check(reference, o.digests, c, entrants.get(0), nc.collection(), call);
                        }
                        if (!measured) {
                            continue;
                        }
                        nanos[i][r] = o.nanos;
                        viewNanos[i][r] = o.viewNanos;
                        peak[i] = Math.max(peak[i], o.peakHeap);
                        live[i] = Math.max(live[i], o.liveHeap);
                        decisions[i] = o.decisions;
                        digest[i] = combined(o.digests);
                    }
                }
                for (int i = 0; i < entrants.size(); i++) {
                    Competitor c = entrants.get(i);
                    Measurement m = new Measurement(workload.name(), nc.label(), call, c, c.label(settings.threads()),
                            entry.runsDataflow(c), nanos[i], viewNanos[i], peak[i], live[i],
                            c == Competitor.ADAPTIVE ? decisions[i] : "", nc.collection().views(),
                            nc.collection().differences(), nc.largestView(), digest[i]);
                    all.add(m);
                    listener.measured(m);
                }
            }
        }
        return all;
    }

    /**
     * {@code digests} checked against {@code reference} (by view), which it becomes when there is
     * none yet; a view whose digests differ stops the benchmark.
     */
    static long[] check(long[] reference, long[] digests, Competitor c, Competitor first, ViewCollection collection,
            String call) {
        if (reference == null) {
            return digests;
        }
        for (int v = 0; v < reference.length; v++) {
            if (reference[v] != digests[v]) {
                throw new Mismatch(String.format("%s and %s disagree on view %s of %s for %s: no time is reported",
                        first, c, collection.viewNames().get(v), collection.name(), call));
            }
        }
        return reference;
    }

    /**
     * {@code values} (by key, those {@code reported}) of view {@code view} checked against
     * {@code reference}, the first competitor's ranks of that view as {@link #referenceRanks} keeps
     * them: the same keys reported, each rank within {@link #RANK_TOLERANCE} (relative, and 64
     * units of the fixed point for ranks near 0). A difference stops the benchmark.
     */
    static void checkRanks(float[] reference, long[] values, boolean[] reported, Competitor c, Competitor first,
            ViewCollection collection, int view, String call) {
        for (int k = 0; k < values.length; k++) {
            boolean agrees = Float.isNaN(reference[k]) ? !reported[k]
                    : reported[k] && Math.abs(values[k] - (double) reference[k]) <= RANK_TOLERANCE * reference[k] + 64;
            if (!agrees) {
                throw new Mismatch(String.format("%s and %s disagree on view %s of %s for %s (key %d: %s against %s, beyond"
                                + " %.1g relative): no time is reported", first, c, collection.viewNames().get(view),
                        collection.name(), call, k, reported[k] ? values[k] : "unreported",
                        Float.isNaN(reference[k]) ? "unreported" : (long) reference[k], RANK_TOLERANCE));
            }
        }
    }

    /** Ranks as {@link #checkRanks} keeps a reference of them: a float per key, NaN where not reported. */
    static float[] referenceRanks(long[] values, boolean[] reported) {
        float[] ranks = new float[values.length];
        for (int k = 0; k < values.length; k++) {
            ranks[k] = reported[k] ? values[k] : Float.NaN;
        }
        return ranks;
    }

    /**
     * One run's outcome: its time and each view's (by run position), a digest of each view's result
     * (by user index), memory, decisions.
     */
    private record Outcome(long nanos, long[] viewNanos, long[] digests, long peakHeap, long liveHeap,
            String decisions) {}

    /** The statement of a bench call such as {@code bfs(root=0)}: the call run on the graph. */
    static Statement.RunComputation statement(String call) {
        return (Statement.RunComputation) Parser.parseStatement("RUN COMPUTATION " + call + " ON GRAPH;");
    }

    /** The built-in computation of {@code s} bound to {@code graph} with the statement's parameters. */
    static Program program(PropertyGraph graph, Statement.RunComputation s) {
        return ComputationRegistry.builtIns().find(s.computation()).bind(graph, GvdlParameters.of(s.computation(), s));
    }

    /** A computation bound to a graph, with its forced dataflow and its JGraphT form where there are. */
    private static final class Entry {
        private final PropertyGraph graph;
        private final String name;
        private final Program program;
        private final ResultKind kind;
        /** The call with {@code dataflow=true}: what DATAFLOW runs, or null when it is no entrant. */
        private final Program dataflow;
        private final PlainAlgorithm jgrapht;

        Entry(PropertyGraph graph, String call, Settings settings) {
            this.graph = graph;
            Statement.RunComputation s = statement(call);
            this.name = s.computation();
            Computation computation = ComputationRegistry.builtIns().find(name);
            this.program = program(graph, s);
            this.kind = computation.resultKind();
            this.dataflow = forcedDataflow(computation, s);
            this.jgrapht = JGraphTAlgorithms.of(computation, graph, GvdlParameters.of(name, s));
        }

        /**
         * The computation of {@code s} bound with {@code dataflow=true} added, or null when the call
         * already sets {@code dataflow} or the computation takes no such parameter (binding an
         * unknown parameter throws): a computation takes it exactly when its differential runs
         * can go another way (a kernel, or the plain algorithm per view), so that DIFFERENTIAL is
         * not already the dataflow.
         */
        private Program forcedDataflow(Computation computation, Statement.RunComputation s) {
            if (GvdlParameters.of(name, s).has("dataflow")) {
                return null;
            }
            List<Statement.Param> params = new ArrayList<>(s.params());
            params.add(new Statement.Param("dataflow", new Literal.Bool(true, Span.NONE), Span.NONE));
            Statement.RunComputation forced = new Statement.RunComputation(s.mode(), s.computation(), params,
                    s.fromFile(), s.target(), s.results(), s.report(), s.hosts(), s.indices(), s.span());
            try {
                return computation.bind(graph, GvdlParameters.of(name, forced));
            } catch (ParameterException e) {
                return null;
            }
        }

        /** Whether competitor {@code c} runs the general dataflow differentially on this computation. */
        boolean runsDataflow(Competitor c) {
            return c == Competitor.DATAFLOW
                    || (c == Competitor.DIFFERENTIAL || c == Competitor.DIFFERENTIAL_1) && dataflow == null
                    && program.differential();
        }

        /** The competitors that can run this computation on {@code nc}, in the order of {@link Competitor}. */
        List<Competitor> entrants(Workload workload, Workload.NamedCollection nc, Settings settings) {
            List<Competitor> entrants = new ArrayList<>();
            for (Competitor c : Competitor.values()) {
                boolean can = switch (c) {
                    case DIFFERENTIAL_1 -> workload.measuresThreadScaling() && settings.threads() > 1;
                    case DATAFLOW -> dataflow != null && (workload.measuresDataflow()
                            && Targets.DATAFLOW_KINDS.contains(kind) || settings.competitors().contains(Competitor.DATAFLOW));
                    case PLAIN_1, PLAIN_N -> program.plain() != null;
                    case JGRAPHT -> jgrapht != null && nc.largestView() <= settings.jgraphtMaxEdges();
                    default -> true;
                };
                if (can && (settings.competitors().isEmpty() || settings.competitors().contains(c))) {
                    entrants.add(c);
                }
            }
            return entrants;
        }

        /**
         * Runs competitor {@code c} across {@code collection}. With {@code ranks} (results that are
         * ranks), each view's ranks become the reference when the view has none yet, and are
         * checked against it ({@link #checkRanks}) otherwise, as the view is reported.
         */
        Outcome run(Competitor c, ViewCollection collection, int threads, boolean measureMemory, float[][] ranks,
                Competitor first, String call) {
            long[] digests = new long[collection.views()];
            long[] viewNanos = new long[collection.views()];
            long[] viewStart = new long[1];
            Decisions decisions = new Decisions();
            long[] excluded = new long[1];
            long[] liveHeap = new long[1];
            int last = collection.views() - 1;
            CollectionRunner.Listener onView = r -> {
                long start = System.nanoTime();
                viewNanos[r.position()] = start - viewStart[0];
                digests[r.view()] = digest(r.values(), r.reported());
                if (ranks != null && ranks[r.view()] == null) {
                    ranks[r.view()] = referenceRanks(r.values(), r.reported());
                } else if (ranks != null) {
                    checkRanks(ranks[r.view()], r.values(), r.reported(), c, first, collection, r.view(), call);
                }
                decisions.view(r);
                if (measureMemory && r.position() == last) {
                    liveHeap[0] = liveHeap();
                }
                viewStart[0] = System.nanoTime();
                excluded[0] += viewStart[0] - start;
            };
            // Every competitor starts from a collected heap, not from the garbage of the one before
            // (or of generating the workload), whose collection would otherwise land in its time.
            System.gc();
            HeapSampler sampler = measureMemory ? HeapSampler.start() : null;
            long start = System.nanoTime();
            viewStart[0] = start;
            switch (c) {
                case DIFFERENTIAL, SCRATCH, ADAPTIVE -> CollectionRunner.run(program, graph, collection,
                        CollectionRunner.Settings.of(CollectionRunner.Mode.valueOf(c.name()), threads), onView,
                        ProgressListener.NONE);
                case DATAFLOW -> CollectionRunner.run(dataflow, graph, collection,
                        CollectionRunner.Settings.of(CollectionRunner.Mode.DIFFERENTIAL, threads), onView,
                        ProgressListener.NONE);
                case DIFFERENTIAL_1 -> CollectionRunner.run(program, graph, collection,
                        CollectionRunner.Settings.of(CollectionRunner.Mode.DIFFERENTIAL, 1), onView, ProgressListener.NONE);
                case PLAIN_1 -> CollectionRunner.runPlain(program, graph, collection, program.plain(), 1, onView);
                case PLAIN_N -> CollectionRunner.runPlain(program, graph, collection, program.plain(), threads, onView);
                case JGRAPHT -> CollectionRunner.runPlain(program, graph, collection, jgrapht, 1, onView);
            }
            long nanos = System.nanoTime() - start - excluded[0];
            long peak = sampler == null ? 0 : sampler.stop();
            return new Outcome(nanos, viewNanos, digests, peak, liveHeap[0],
                    program.differential() ? decisions.toString() : collection.views() + " plain");
        }
    }

    /** A digest of the reported results: a sum of mixed (key, value) pairs, so independent of visiting order. */
    static long digest(long[] values, boolean[] reported) {
        long sum = 0;
        for (int k = 0; k < values.length; k++) {
            if (reported[k]) {
                sum += mix(k * 0x9E3779B97F4A7C15L + mix(values[k]));
            }
        }
        return sum;
    }

    /**
     * One digest of a run's per-view digests (by user index), which depends on which view had
     * which result: two builds that print the same combined digest agree on every view.
     */
    static long combined(long[] digests) {
        long sum = 0;
        for (int v = 0; v < digests.length; v++) {
            sum += mix(v * 0x9E3779B97F4A7C15L + mix(digests[v]));
        }
        return sum;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private static long liveHeap() {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        System.gc();
        return memory.getHeapMemoryUsage().getUsed();
    }
}
