package graphsurge.analytics.computation;

import graphsurge.analytics.incremental.IncrementalKernel;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * A computation bound to a graph and its parameters, ready to run views: its dataflow, its
 * incremental kernel and its plain algorithm, each when it has one. Made by
 * {@link #differential} (a dataflow or a kernel, moved view to view by the differences) or
 * {@link #plainOnly} (the plain algorithm on every view).
 */
public interface Program {
    /** How results are keyed and printed. */
    ResultFormat format();

    /** How many result keys there are (the graph's vertices, or the goals). */
    int resultSize();

    /**
     * What starts the program's dataflow evaluations, null when it has none. A started evaluation's
     * first {@link DataflowEvaluation#apply} brings it from the empty view to the current one.
     */
    Starter dataflow();

    /**
     * The computation's incremental kernel, when it has one (else null): DIFFERENTIAL runs and
     * ADAPTIVE's differential views move it instead of the {@link #dataflow}, which SCRATCH runs
     * still start fresh on each view. A program with a kernel has a {@link #plain} algorithm too.
     */
    KernelStarter kernel();

    /**
     * The plain algorithm, when there is one (else null): adaptive runs compute a view with it when
     * the cost model predicts that to be faster than the follower, which then catches up by the net
     * differences. Without one, adaptive splits start fresh dataflows.
     */
    PlainAlgorithm plain();

    /** Whether the program carries work over from view to view (by its dataflow or its kernel); else every view is plain. */
    default boolean differential() {
        return dataflow() != null || kernel() != null;
    }

    /**
     * Checks, before a run, that the program can evaluate every edge the run's views hold (SSSP:
     * each needs a usable weight), so that edges no view holds cannot fail it. Errors are
     * {@link ParameterException}s pointing at the parameter.
     */
    void checkEdges(EdgesInViews edges);

    /** Starts a dataflow evaluation of the run's {@code view}, on {@code workers} threads. */
    @FunctionalInterface
    interface Starter {
        DataflowEvaluation start(View view, int workers);
    }

    /** Starts a {@link #kernel} at the empty view. */
    @FunctionalInterface
    interface KernelStarter {
        IncrementalKernel start();
    }

    /** A program evaluated differentially by {@code starter}, with {@code plain} as its plain algorithm (or null); any edge will do. */
    static Program differential(ResultFormat format, int resultSize, Starter starter, PlainAlgorithm plain) {
        return differential(format, resultSize, Objects.requireNonNull(starter, "starter"), null, plain, edges -> {});
    }

    /**
     * As above, with {@code kernel} (null: none) as its {@link #kernel}, which needs {@code plain}
     * for the views adaptive runs compute plainly, and {@code check} as its {@link #checkEdges}.
     * {@code starter} may be null with a kernel: SCRATCH runs then compute every view with the
     * plain algorithm.
     */
    static Program differential(ResultFormat format, int resultSize, Starter starter, KernelStarter kernel,
            PlainAlgorithm plain, Consumer<EdgesInViews> check) {
        if (kernel != null && plain == null) {
            throw new IllegalArgumentException("a program with a kernel needs its plain algorithm");
        }
        if (starter == null && kernel == null) {
            throw new IllegalArgumentException("a differential program needs a dataflow or a kernel");
        }
        return new BoundProgram(format, resultSize, starter, kernel, plain, check);
    }

    /** A program that computes every view with {@code plain}, in every mode; any edge will do. */
    static Program plainOnly(ResultFormat format, int resultSize, PlainAlgorithm plain) {
        return new BoundProgram(format, resultSize, null, null, Objects.requireNonNull(plain, "plain"), edges -> {});
    }
}
