package graphsurge.analytics.computation;

/** A computation bound to a graph and its parameters, ready to evaluate views. */
public interface Program {
    /** How results are keyed and printed. */
    ResultFormat format();

    /** How many result keys there are (the graph's vertices, or the goals). */
    int resultSize();

    /**
     * A fresh evaluation of the run's {@code view}, which it reads and never moves (its first
     * {@link Evaluation#apply} brings it from the empty view to the current one); a differential
     * evaluation runs on {@code workers} threads.
     */
    Evaluation start(ViewState view, int workers);

    /** Whether {@link #start} evaluations carry work over from view to view (else they recompute each view). */
    boolean differential();

    /**
     * The plain from-scratch algorithm, when there is one: adaptive runs compute a view with it
     * when the cost model predicts that to be faster than the dataflow, which then catches up
     * later by the net differences, and benchmarks run it per view as the native baseline. Null
     * (the default) makes adaptive splits start fresh dataflows.
     */
    default ScratchEvaluation.Algorithm plain() {
        return null;
    }

    /**
     * The computation's incremental kernel, when it has one (null by default): DIFFERENTIAL runs
     * and ADAPTIVE's differential views move it by each view's edge differences instead of the
     * dataflow of {@link #start}, which SCRATCH runs still use. A program with a kernel has a
     * {@link #plain} algorithm too (the kernel's results are the plain algorithm's on each view).
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

    /** Starts the differential evaluations of a {@link #differential} program. */
    @FunctionalInterface
    interface Starter {
        Evaluation start(ViewState view, int workers);
    }

    /** Starts a {@link #kernel} at the empty view. */
    @FunctionalInterface
    interface KernelStarter {
        graphsurge.analytics.incremental.IncrementalKernel start();
    }

    /** A program evaluated differentially by {@code starter}, with {@code plain} as its native algorithm (or null). */
    static Program differential(ResultFormat format, int resultSize, Starter starter, ScratchEvaluation.Algorithm plain) {
        return differential(format, resultSize, starter, plain, edges -> {});
    }

    /** As above, with {@code check} as its {@link #checkEdges}. */
    static Program differential(ResultFormat format, int resultSize, Starter starter, ScratchEvaluation.Algorithm plain,
            java.util.function.Consumer<EdgesInViews> check) {
        return new BoundProgram(format, resultSize, true, starter, null, plain, check);
    }

    /**
     * As above, with {@code kernel} (null: none) as its {@link #kernel}, which needs {@code plain}
     * for the views adaptive runs compute from scratch.
     */
    static Program differential(ResultFormat format, int resultSize, Starter starter, KernelStarter kernel,
            ScratchEvaluation.Algorithm plain, java.util.function.Consumer<EdgesInViews> check) {
        if (kernel != null && plain == null) {
            throw new IllegalArgumentException("a program with a kernel needs its plain algorithm");
        }
        return new BoundProgram(format, resultSize, true, starter, kernel, plain, check);
    }

    /** A program that computes every view from scratch with {@code plain}. */
    static Program fromScratch(graphsurge.gstore.PropertyGraph graph, ResultFormat format, int resultSize,
            ScratchEvaluation.Algorithm plain) {
        return new BoundProgram(format, resultSize, false,
                (view, workers) -> new ScratchEvaluation(view, resultSize, plain, workers), null, plain,
                edges -> {});
    }
}
