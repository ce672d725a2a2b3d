package graphsurge.analytics.computation;

import graphsurge.engine.DeadlineExceeded;
import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.vcstore.collection.ViewCollection;
import java.util.Set;

/**
 * Runs a bound computation across the views of a collection, in run order, in one of three modes,
 * and hands each view's result to a listener as soon as it is known:
 *
 * <ul>
 *   <li>{@link Mode#DIFFERENTIAL}: one dataflow; view i is fed as view i-1's differences.
 *   <li>{@link Mode#SCRATCH}: every view in a fresh dataflow fed its full edge set.
 *   <li>{@link Mode#ADAPTIVE}: Graphsurge's splitting. View 1 from scratch, view 2
 *       differentially, then batches of {@code upto} views decided by an {@link AdaptiveSplitter}
 *       (or forced by {@code indices}); a split view starts a fresh dataflow from its full edge
 *       set and later views continue differentially from it.
 * </ul>
 *
 * A program with no differential form recomputes each view whatever the mode, and its views are
 * reported as run from scratch.
 */
public final class CollectionRunner {
    private CollectionRunner() {}

    public enum Mode { DIFFERENTIAL, SCRATCH, ADAPTIVE }

    /**
     * How to run. {@code indices} are forced split positions (run order, 0-based), replacing the
     * model when not empty.
     */
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
     * One view's outcome: {@code scratch} when it was not computed from the previous view's state,
     * {@code plain} when by the plain algorithm (no dataflow). {@code values} and {@code reported}
     * are the evaluation's live arrays: read them in the listener, they change with the next view.
     */
    public record ViewResult(int position, int view, int edges, int additions, int deletions, boolean scratch,
            boolean plain, String decision, long nanos, long[] values, boolean[] reported) {}

    /** Receives each view's result, in run order. */
    @FunctionalInterface
    public interface Listener {
        void view(ViewResult result);
    }

    /**
     * Runs {@code program} on the whole graph, isolated vertices included: in a dataflow in the
     * DIFFERENTIAL and SCRATCH modes, and with the plain algorithm (when there is one) in ADAPTIVE,
     * since for a single view no dataflow pays off.
     */
    public static ViewResult runOnGraph(Program program, PropertyGraph graph, Settings settings) {
        program.checkEdges(EdgesInViews.wholeGraph(graph.edgeCount()));
        long start = System.nanoTime();
        int[] all = new int[graph.edgeCount()];
        for (int i = 0; i < all.length; i++) {
            all[i] = i;
        }
        ScratchEvaluation.Algorithm plain = program.plain();
        if (settings.mode() == Mode.ADAPTIVE && plain != null) {
            long[] values = new long[program.resultSize()];
            boolean[] reported = new boolean[program.resultSize()];
            plain.compute(graphsurge.analytics.graph.ViewGraph.whole(graph), settings.workers(), values, reported);
            return new ViewResult(0, 0, all.length, all.length, 0, true, true, "a single view: the plain algorithm",
                    System.nanoTime() - start, values, reported);
        }
        Evaluation e = program.start(true, settings.workers());
        e.apply(all, new int[0]);
        return new ViewResult(0, 0, all.length, all.length, 0, true, !program.differential(), "", System.nanoTime() - start,
                e.values(), e.reported());
    }

    /**
     * Runs {@code program} across {@code c}'s views; first checks the edges they hold
     * ({@link Program#checkEdges}), so that a run fails before its first view or not at all.
     */
    public static void run(Program program, PropertyGraph graph, ViewCollection c, Settings settings, Listener listener,
            ProgressListener progress) {
        program.checkEdges(EdgesInViews.of(c, graph.edgeCount()));
        new Run(program, graph, c, settings, null).run(listener, progress);
    }

    /**
     * An adaptive run of a program with a plain algorithm whose views from run position 2 on are
     * evaluated as {@code given} says instead of by timings (the first view's dataflow is never
     * stopped either): how tests drive a lagging dataflow through every catch-up pattern.
     */
    static void runWithSplits(Program program, PropertyGraph graph, ViewCollection c, Settings settings,
            java.util.function.IntFunction<How> given, Listener listener) {
        program.checkEdges(EdgesInViews.of(c, graph.edgeCount()));
        new Run(program, graph, c, settings, given).run(listener, ProgressListener.NONE);
    }

    /** The least time the first view's dataflow may take in ADAPTIVE mode, however fast the native runs. */
    static final long MIN_FIRST_DATAFLOW_BUDGET = 200_000_000L;

    /** How one view is evaluated. */
    enum How { DIFFERENTIAL, FRESH_DATAFLOW, NATIVE }

    /**
     * The state of one run: the current view's edges, the dataflow (which may lag behind the
     * current view while views are computed natively), and the cost model.
     */
    private static final class Run {
        private final Program program;
        private final ViewCollection c;
        private final Settings settings;
        private final ScratchEvaluation.Algorithm plain;
        private final AdaptiveSplitter model;
        /**
         * The current view; null in DIFFERENTIAL runs of a differential program, which move their
         * dataflow by each view's own differences and need no view but the evaluation's (keeping
         * both cost a second pass over a large view's edges).
         */
        private final ViewState current;
        private int edgeCount;
        /**
         * Whether the dataflow may lag behind the current view (ADAPTIVE runs of a differential
         * program compute some views natively), so that the edges flipped since its view are tracked.
         */
        private final boolean tracksLag;
        /** The edges of the view the dataflow last evaluated (when {@link #tracksLag}). */
        private final boolean[] inFlow;
        /** Edges flipped since the dataflow's view, some perhaps flipped back (net counts the real differences). */
        private final it.unimi.dsi.fastutil.ints.IntArrayList touched = new it.unimi.dsi.fastutil.ints.IntArrayList();
        private int net;
        private Evaluation flow;
        private final long[] nativeValues;
        private final boolean[] nativeReported;
        /** How each view is evaluated, when given rather than decided (tests). */
        private final java.util.function.IntFunction<How> given;
        /** How long the first view's dataflow may take in ADAPTIVE mode (0: no limit), and whether it was stopped. */
        private long firstDataflowBudget;
        private boolean dataflowStopped;

        Run(Program program, PropertyGraph graph, ViewCollection c, Settings settings, java.util.function.IntFunction<How> given) {
            this.given = given;
            this.program = program;
            this.c = c;
            this.settings = settings;
            this.plain = program.differential() ? program.plain() : null;
            this.model = new AdaptiveSplitter(settings.compX(), settings.diffX(), settings.limit(), settings.leastSquares());
            this.current = settings.mode() == Mode.DIFFERENTIAL && program.differential() ? null : new ViewState(graph, false);
            this.tracksLag = settings.mode() == Mode.ADAPTIVE && program.differential();
            this.inFlow = tracksLag ? new boolean[graph.edgeCount()] : null;
            this.nativeValues = plain == null ? null : new long[program.resultSize()];
            this.nativeReported = plain == null ? null : new boolean[program.resultSize()];
        }

        void run(Listener listener, ProgressListener progress) {
            int views = c.views();
            progress.start("running " + views + " views", views);
            for (int p = 0; p < views; p++) {
                // Sorted once here, the differences are read in edge order by every pass after.
                int[] added = ViewState.inEdgeOrder(c.additions()[p]);
                int[] removed = ViewState.inEdgeOrder(c.deletions()[p]);
                if (current != null) {
                    current.apply(added, removed);
                }
                edgeCount += added.length - removed.length;
                if (tracksLag && flow != null) { // without a dataflow nothing lags
                    for (int e : removed) {
                        flipped(e);
                    }
                    for (int e : added) {
                        flipped(e);
                    }
                }
                int edges = edgeCount;
                How how;
                String decision;
                if (!program.differential()) {
                    how = p == 0 ? How.FRESH_DATAFLOW : How.DIFFERENTIAL;
                    decision = "plain algorithm";
                } else if (settings.mode() == Mode.SCRATCH) {
                    how = How.FRESH_DATAFLOW;
                    decision = "SCRATCH mode";
                } else if (settings.mode() == Mode.DIFFERENTIAL) {
                    how = How.DIFFERENTIAL;
                    decision = "DIFFERENTIAL mode";
                } else if (views == 1 && plain != null) {
                    how = How.NATIVE;
                    decision = "a single view: the plain algorithm";
                } else if (dataflowStopped) {
                    how = How.NATIVE;
                    decision = "plain: the dataflow could not pay off (stopped on the first view)";
                } else if (p <= 1) {
                    how = p == 0 ? How.FRESH_DATAFLOW : How.DIFFERENTIAL;
                    decision = p == 0 ? "first view" : "second view";
                    if (p == 0 && plain != null) {
                        // Time the native algorithm too, so that the model can weigh it from the third
                        // view on: twice, the second run telling the time once the code is compiled.
                        computeNatively();
                        long start = System.nanoTime();
                        computeNatively();
                        long nativeNanos = System.nanoTime() - start;
                        model.observeScratch(edges, nativeNanos / 1e9);
                        // A dataflow pays for itself only if its first run costs less than computing
                        // every later view natively: past that, stop it and go native (unless the
                        // splits are given, which replace every choice made from timings).
                        firstDataflowBudget = given != null ? 0 : Math.max(MIN_FIRST_DATAFLOW_BUDGET, nativeNanos * (views - 1));
                    }
                } else if (given != null && plain != null) {
                    how = given.apply(p);
                    decision = "given";
                } else if (!settings.indices().isEmpty()) {
                    boolean split = settings.indices().contains(p);
                    how = split ? How.FRESH_DATAFLOW : How.DIFFERENTIAL;
                    decision = split ? "forced by INDICES" : "not in INDICES";
                } else {
                    AdaptiveSplitter.Decision d = model.decide(edges, net, plain != null ? "plain" : "scratch");
                    how = !d.split() ? How.DIFFERENTIAL : plain != null ? How.NATIVE : How.FRESH_DATAFLOW;
                    decision = d.reason();
                }
                long start = System.nanoTime();
                long[] values;
                boolean[] reported;
                int fed = tracksLag ? net : added.length + removed.length;
                if (how == How.NATIVE) {
                    computeNatively();
                    values = nativeValues;
                    reported = nativeReported;
                } else {
                    boolean fresh = how == How.FRESH_DATAFLOW || flow == null;
                    if (fresh) {
                        flow = program.start(false, settings.workers());
                        fed = edges;
                    }
                    if (p == 0 && firstDataflowBudget > 0) {
                        flow.runBudget(firstDataflowBudget);
                    }
                    try {
                        if (tracksLag && fresh) {
                            // A fresh dataflow starts from the whole current view: no lag to replay.
                            int[] all = current.edgeIds();
                            java.util.Arrays.fill(inFlow, false);
                            for (int e : all) {
                                inFlow[e] = true;
                            }
                            touched.clear();
                            net = 0;
                            flow.apply(all, new int[0]);
                        } else if (tracksLag) {
                            feedFlow();
                        } else {
                            // Without native views the dataflow never lags: the view's own differences move it.
                            // A fresh one takes the whole view (without a current view, the only fresh
                            // dataflow is the first view's, whose additions are the view).
                            boolean whole = fresh && current != null;
                            flow.apply(whole ? current.edgeIds() : added, whole ? new int[0] : removed);
                        }
                        values = flow.values();
                        reported = flow.reported();
                    } catch (DeadlineExceeded e) {
                        // The native result of this view is at hand: it was computed for the model.
                        flow = null;
                        dataflowStopped = true;
                        how = How.NATIVE;
                        decision = String.format(java.util.Locale.ROOT, "plain: the first view's dataflow run was stopped after %.0f ms,"
                                + " the time of every later view by the plain algorithm", firstDataflowBudget / 1e6);
                        values = nativeValues;
                        reported = nativeReported;
                    }
                }
                long nanos = System.nanoTime() - start;
                boolean scratch = how != How.DIFFERENTIAL || !program.differential();
                if (how == How.NATIVE || how == How.FRESH_DATAFLOW && plain == null) {
                    model.observeScratch(edges, nanos / 1e9);
                } else if (how == How.DIFFERENTIAL) {
                    model.observeDifferential(fed, nanos / 1e9);
                }
                listener.view(new ViewResult(p, c.runOrder()[p], edges, added.length, removed.length, scratch,
                        how == How.NATIVE || !program.differential(), decision, nanos, values, reported));
                progress.update(p + 1);
            }
            progress.finish();
        }

        /** Edge {@code e} just came into or left the current view: counts how far the dataflow lags. */
        private void flipped(int e) {
            if (current.contains(e) != inFlow[e]) {
                net++;
                touched.add(e);
            } else {
                net--;
            }
        }

        /** Brings the dataflow to the current view by the net differences since its own view. */
        private void feedFlow() {
            it.unimi.dsi.fastutil.ints.IntArrayList added = new it.unimi.dsi.fastutil.ints.IntArrayList();
            it.unimi.dsi.fastutil.ints.IntArrayList removed = new it.unimi.dsi.fastutil.ints.IntArrayList();
            for (int i = 0; i < touched.size(); i++) {
                int e = touched.getInt(i);
                boolean in = current.contains(e);
                if (in != inFlow[e]) {
                    (in ? added : removed).add(e);
                    inFlow[e] = in;
                }
            }
            touched.clear();
            net = 0;
            flow.apply(added.toIntArray(), removed.toIntArray());
        }

        private void computeNatively() {
            java.util.Arrays.fill(nativeReported, false);
            plain.compute(current.toViewGraph(settings.workers()), settings.workers(), nativeValues, nativeReported);
        }
    }
}
