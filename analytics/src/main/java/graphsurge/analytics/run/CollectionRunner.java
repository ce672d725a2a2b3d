package graphsurge.analytics.run;

import graphsurge.analytics.graph.ViewChange;
import graphsurge.analytics.computation.EdgesInViews;
import graphsurge.analytics.computation.DataflowEvaluation;
import graphsurge.analytics.computation.Program;
import graphsurge.analytics.computation.PlainAlgorithm;
import graphsurge.analytics.graph.ViewGraph;
import graphsurge.engine.DeadlineExceeded;
import graphsurge.gstore.Parallel;
import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.vcstore.collection.ViewCollection;
import it.unimi.dsi.fastutil.ints.IntList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntFunction;
import java.util.function.LongSupplier;

/**
 * Runs a bound computation across the views of a collection, in run order, in one of three
 * {@link Mode}s, and hands each view's result to a listener as soon as it is known. The loop (in
 * {@code Run}) owns the run's one {@link ViewState} and moves it view by view; a
 * {@link ViewPolicy} per mode decides how each view runs and a {@link ViewExecutor} per
 * {@link How} runs it, so that the loop knows neither modes nor evaluations.
 */
public final class CollectionRunner {
    private CollectionRunner() {}

    /**
     * DIFFERENTIAL: every view moves the program's follower (its kernel, else its dataflow);
     * SCRATCH: every view fresh (a new dataflow, or plain without one); ADAPTIVE: Graphsurge's
     * splitting, chosen per view from measured costs ({@link AdaptivePolicy},
     * {@link AdaptiveKernelPolicy}). A program without a differential form runs plain in every mode.
     */
    public enum Mode { DIFFERENTIAL, SCRATCH, ADAPTIVE }

    /** How to run. {@code indices} are forced split positions (run order, 0-based), replacing the model when not empty. */
    public record Settings(Mode mode, int upto, double compX, double diffX, int limit, boolean leastSquares,
            Set<Integer> indices, int workers) {
        public Settings {
            indices = Set.copyOf(indices);
            if (workers < 1) {
                throw new IllegalArgumentException("at least one worker, got " + workers);
            }
        }

        /** Graphsurge's defaults for {@code mode} (UPTO 10, COMP_X 1.3, DIFF_X 1.3, all observations, least squares). */
        public static Settings of(Mode mode, int workers) {
            return new Settings(mode, 10, AdaptiveSplitter.DEFAULT_COMP_X, AdaptiveSplitter.DEFAULT_DIFF_X, 0, true, Set.of(),
                    workers);
        }
    }

    /**
     * One view's outcome: {@code how} it ran and its {@code decision} explained
     * ({@link Decision#explain}). {@code values} and {@code reported} are the executor's live
     * arrays: read them in the listener, they change with the next view. {@code changed} lists,
     * each once, the keys whose value or report may differ from the result of the view before in
     * run order (a superset of those that do), so that a listener follows the run in O(changes)
     * per view; null when that is not known (then every key is to be compared). Live like the
     * arrays. {@code nanos} is all the runner spent on the view, not the listener's time.
     */
    public record ViewResult(int position, int view, int edges, int additions, int deletions, How how, String decision,
            long nanos, long[] values, boolean[] reported, IntList changed) {
        /** Whether the view was not computed from an earlier view's state. */
        public boolean scratch() {
            return !how.differential();
        }

        /** Whether the view was computed by the plain algorithm (no dataflow, no kernel). */
        public boolean plain() {
            return how == How.PLAIN;
        }
    }

    /** Receives each view's result, in run order. */
    @FunctionalInterface
    public interface Listener {
        void view(ViewResult result);
    }

    /**
     * Runs {@code program} on the whole graph, isolated vertices included: with the plain
     * algorithm in ADAPTIVE (no follower pays off on one view) and for a program without a
     * dataflow, else in a fresh dataflow.
     */
    public static ViewResult runOnGraph(Program program, PropertyGraph graph, Settings settings) {
        program.checkEdges(EdgesInViews.wholeGraph(graph.edgeCount()));
        long start = System.nanoTime();
        int[] all = new int[graph.edgeCount()];
        for (int i = 0; i < all.length; i++) {
            all[i] = i;
        }
        PlainAlgorithm plain = program.plain();
        if (plain != null && (settings.mode() == Mode.ADAPTIVE || program.dataflow() == null)) {
            long[] values = new long[program.resultSize()];
            boolean[] reported = new boolean[program.resultSize()];
            plain.compute(ViewGraph.whole(graph), settings.workers(), values, reported);
            Decision why = settings.mode() == Mode.ADAPTIVE ? AdaptivePolicy.SINGLE_VIEW.why()
                    : Decision.of(Reason.WHOLE_GRAPH);
            return new ViewResult(0, 0, all.length, all.length, 0, How.PLAIN, why.explain(),
                    System.nanoTime() - start, values, reported, null);
        }
        ViewState view = new ViewState(graph, true, settings.workers());
        ViewChange whole = view.apply(all, new int[0]);
        DataflowEvaluation e = program.dataflow().start(view, settings.workers());
        e.apply(whole);
        return new ViewResult(0, 0, all.length, all.length, 0, How.FRESH_DATAFLOW, Decision.of(Reason.WHOLE_GRAPH).explain(),
                System.nanoTime() - start, e.values(), e.reported(), null);
    }

    /** Runs {@code program} across {@code c}'s views, checking their edges first ({@link Program#checkEdges}). */
    public static void run(Program program, PropertyGraph graph, ViewCollection c, Settings settings, Listener listener,
            ProgressListener progress) {
        program.checkEdges(EdgesInViews.of(c, graph.edgeCount()));
        ViewPolicy policy = !program.differential() ? new FixedPolicy(How.PLAIN, Reason.NO_DIFFERENTIAL_FORM)
                : switch (settings.mode()) {
            case DIFFERENTIAL -> new FixedPolicy(differentialWay(program), Reason.DIFFERENTIAL_MODE);
            case SCRATCH -> new FixedPolicy(program.dataflow() != null ? How.FRESH_DATAFLOW : How.PLAIN, Reason.SCRATCH_MODE);
            case ADAPTIVE -> program.kernel() != null ? new AdaptiveKernelPolicy(settings)
                    : new AdaptivePolicy(settings, program.plain() != null);
        };
        new Run(program, graph, c, settings.workers(), policy, program.plain()).run(listener, progress);
    }

    /**
     * Runs {@code algorithm} (the program's plain one, or another that gives the same results) on
     * every view of {@code c} on {@code workers} threads, unchecked: the benchmarks' plain competitors.
     */
    public static void runPlain(Program program, PropertyGraph graph, ViewCollection c, PlainAlgorithm algorithm,
            int workers, Listener listener) {
        ViewPolicy plain = new FixedPolicy(How.PLAIN, Reason.PLAIN_ONLY);
        new Run(program, graph, c, workers, plain, algorithm).run(listener, ProgressListener.NONE);
    }

    /**
     * An adaptive run whose views from run position 2 on run as {@code given} says ({@link GivenPolicy}):
     * how tests drive a lagging follower through every catch-up pattern.
     */
    static void runWithSplits(Program program, PropertyGraph graph, ViewCollection c, Settings settings,
            IntFunction<How> given, Listener listener) {
        if (program.differential() && program.plain() == null) {
            throw new IllegalArgumentException("given splits need a plain algorithm for the plain views");
        }
        program.checkEdges(EdgesInViews.of(c, graph.edgeCount()));
        // Without a dataflow, a given fresh view restarts the kernel.
        IntFunction<How> ways = program.dataflow() != null ? given
                : p -> given.apply(p) == How.FRESH_DATAFLOW ? How.FRESH_KERNEL : given.apply(p);
        ViewPolicy policy = program.differential() ? new GivenPolicy(ways, differentialWay(program))
                : new FixedPolicy(How.PLAIN, Reason.NO_DIFFERENTIAL_FORM);
        new Run(program, graph, c, settings.workers(), policy, program.plain()).run(listener, ProgressListener.NONE);
    }

    /** How a differential program moves from view to view: its incremental kernel when it has one, else its dataflow. */
    private static How differentialWay(Program program) {
        return program.kernel() != null ? How.KERNEL : How.DIFFERENTIAL;
    }

    /** One run: the run's one view, its policy, and its executors, registered here and only here, one per {@link How}. */
    private static final class Run {
        private final Program program;
        private final ViewCollection c;
        private final ViewState view;
        private final int workers;
        private final ViewPolicy policy;
        private final PlainExecutor plainExecutor;
        private final EnumMap<How, ViewExecutor> executors = new EnumMap<>(How.class);
        private final List<ViewExecutor> distinct;

        /** @param plainAlgorithm what {@link How#PLAIN} runs (null: nothing) */
        Run(Program program, PropertyGraph graph, ViewCollection c, int workers, ViewPolicy policy,
                PlainAlgorithm plainAlgorithm) {
            this.program = program;
            this.c = c;
            this.view = new ViewState(graph, false, workers);
            this.workers = workers;
            this.policy = policy;
            this.plainExecutor = plainAlgorithm == null ? null
                    : new PlainExecutor(view, plainAlgorithm, program.resultSize(), workers);
            if (plainExecutor != null) {
                executors.put(How.PLAIN, plainExecutor);
            }
            Program.Starter dataflow = program.dataflow();
            if (dataflow != null) {
                LaggingExecutor evaluation = new LaggingExecutor(view, workers, () -> dataflow.start(view, workers));
                executors.put(How.FRESH_DATAFLOW, evaluation);
                executors.put(How.DIFFERENTIAL, evaluation);
            }
            Program.KernelStarter kernel = program.kernel();
            if (kernel != null) {
                LaggingExecutor kernelExecutor = new LaggingExecutor(view, workers, kernel::start);
                executors.put(How.KERNEL, kernelExecutor);
                executors.put(How.FRESH_KERNEL, kernelExecutor);
            }
            this.distinct = List.copyOf(new LinkedHashSet<>(executors.values()));
        }

        /**
         * For each view in run order: reads its differences, moves the view, asks the policy how
         * to run it, hands it to that executor, tells the policy what it cost, and reports it (with
         * the changed keys only when the same executor gave the view before).
         */
        void run(Listener listener, ProgressListener progress) {
            int views = c.views();
            LongSupplier plainRun = plainExecutor == null ? null : plainExecutor::timedRun;
            // A program without a differential form has only the plain executor, which carries nothing over.
            ViewExecutor differential = executors.getOrDefault(differentialWay(program), plainExecutor);
            ViewExecutor previous = null; // the executor whose result the view before was
            progress.start("running " + views + " views", views);
            try {
                for (int p = 0; p < views; p++) {
                    // A cancellation (the thread's interrupt) ends the run between views; the engine,
                    // the kernels and the plain algorithms check it inside a view too.
                    Parallel.checkInterrupted();
                    long viewStart = System.nanoTime();
                    ViewChange step = view.apply(c.additions()[p], c.deletions()[p]);
                    int[] added = step.added();
                    int[] removed = step.removed();
                    for (ViewExecutor executor : distinct) {
                        executor.moved(step);
                    }
                    int edges = view.edgeCount();
                    long nextStep = p + 1 < views ? c.additions()[p + 1].length + c.deletions()[p + 1].length : 0;
                    Step how = policy.step(p, new ViewFacts(views, edges, differential.differences(),
                            added.length + removed.length, nextStep, plainRun, differential.followShare()));
                    if (how.reason().stopsFollower()) {
                        differential.drop();
                    }
                    long start = System.nanoTime();
                    ViewExecutor executor = executors.get(how.how());
                    ViewExecutor.Outcome outcome;
                    try {
                        outcome = executor.run(step, how);
                    } catch (DeadlineExceeded e) {
                        how = policy.stopped(how);
                        executor = plainExecutor;
                        outcome = plainExecutor.last();
                    }
                    long end = System.nanoTime();
                    // The cost model compares the ways by what running the view cost each, without the work every way shares.
                    policy.observe(how.how(), edges, outcome.fed(), end - start);
                    IntList changed = executor == previous ? outcome.changed() : null;
                    previous = executor;
                    listener.view(new ViewResult(p, c.runOrder()[p], edges, added.length, removed.length,
                            how.how(), how.why().explain(), end - viewStart, outcome.values(),
                            outcome.reported(), changed));
                    progress.update(p + 1);
                }
            } finally {
                progress.finish(); // a cancelled or failed run leaves no bar behind either
            }
        }
    }
}
