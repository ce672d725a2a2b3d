package graphsurge.analytics.computation;

/**
 * A computation bound to a graph and its parameters, ready to run views: its dataflow, its
 * incremental kernel and its plain algorithm, each when it has one.
 */
public interface Program {
    /** How results are keyed and printed. */
    ResultFormat format();

    /** How many result keys there are (the graph's vertices, or the goals). */
    int resultSize();

    /**
     * What starts the program's dataflow evaluations, null when it has none (a program computed
     * with its plain algorithm, or moved by its kernel alone). A started evaluation reads the
     * run's view and never moves it; its first {@link Evaluation#apply} brings it from the empty
     * view to the current one.
     */
    Starter dataflow();

    /** Whether the program carries work over from view to view (by its dataflow or its kernel); else every view is plain. */
    boolean differential();

    /**
     * The plain algorithm, when there is one: adaptive runs compute a view with it when the cost
     * model predicts that to be faster than the dataflow, which then catches up later by the net
     * differences, and benchmarks run it per view as the plain baseline. Null (the default)
     * makes adaptive splits start fresh dataflows.
     */
    default PlainAlgorithm plain() {
        return null;
    }

    /**
     * The computation's incremental kernel, when it has one (null by default): DIFFERENTIAL runs
     * and ADAPTIVE's differential views move it by each view's edge differences instead of the
     * {@link #dataflow}, which SCRATCH runs still start afresh on each view. A program with a
     * kernel has a {@link #plain} algorithm too (the kernel's results are the plain algorithm's
     * on each view).
     */
    default KernelStarter kernel() {
        return null;
    }

    /**
     * Checks, before a run, that the program can evaluate every edge the run's views hold (SSSP:
     * each needs a usable weight), so that edges no view holds cannot fail it. Errors are
     * {@link ParameterException}s pointing at the parameter. Any edge will do by default.
     */
    default void checkEdges(EdgesInViews edges) {}

    /** Starts a dataflow evaluation of the run's {@code view}, on {@code workers} threads. */
    @FunctionalInterface
    interface Starter {
        Evaluation start(View view, int workers);
    }

    /** Starts a {@link #kernel} at the empty view. */
    @FunctionalInterface
    interface KernelStarter {
        graphsurge.analytics.incremental.IncrementalKernel start();
    }

    /** A program evaluated differentially by {@code starter}, with {@code plain} as its plain algorithm (or null). */
    static Program differential(ResultFormat format, int resultSize, Starter starter, PlainAlgorithm plain) {
        return differential(format, resultSize, starter, plain, edges -> {});
    }

    /** As above, with {@code check} as its {@link #checkEdges}. */
    static Program differential(ResultFormat format, int resultSize, Starter starter, PlainAlgorithm plain,
            java.util.function.Consumer<EdgesInViews> check) {
        return differential(format, resultSize, java.util.Objects.requireNonNull(starter, "starter"), null, plain, check);
    }

    /**
     * As above, with {@code kernel} (null: none) as its {@link #kernel}, which needs {@code plain}
     * for the views adaptive runs compute from scratch. {@code starter} may be null with a
     * kernel: SCRATCH runs then compute every view with the plain algorithm.
     */
    static Program differential(ResultFormat format, int resultSize, Starter starter, KernelStarter kernel,
            PlainAlgorithm plain, java.util.function.Consumer<EdgesInViews> check) {
        if (kernel != null && plain == null) {
            throw new IllegalArgumentException("a program with a kernel needs its plain algorithm");
        }
        if (starter == null && kernel == null) {
            throw new IllegalArgumentException("a differential program needs a dataflow or a kernel");
        }
        return new BoundProgram(format, resultSize, true, starter, kernel, plain, check);
    }

    /** A program over {@code graph} that computes every view with {@code plain}, in every mode. */
    static Program fromScratch(graphsurge.gstore.PropertyGraph graph, ResultFormat format, int resultSize,
            PlainAlgorithm plain) {
        return new BoundProgram(format, resultSize, false, null, null, java.util.Objects.requireNonNull(plain, "plain"),
                edges -> {});
    }
}
