package graphsurge.analytics.run;

import java.util.Set;

/**
 * ADAPTIVE mode, Graphsurge's splitting: the first view in a fresh dataflow and the second
 * differentially, then each view as the forced split positions ({@code INDICES}) say or, without
 * them, as the cost model ({@link AdaptiveSplitter}) predicts from the views run so far. With a
 * plain algorithm a split view runs plain (and the dataflow catches up later), else in a fresh
 * dataflow; a single view runs plain.
 *
 * <p>With a plain algorithm and no kernel the first view is also timed plain (twice: the second run tells the
 * time once the code is compiled), which seeds the model and gives the first view's dataflow its
 * budget: a dataflow pays for itself only if its first run costs less than computing every later
 * view plain (at least {@link #MIN_FIRST_DATAFLOW_BUDGET}, however fast the plain runs are).
 * A dataflow stopped at its budget is given up: that view and every later one run plain.
 *
 * <p>With the program's incremental kernel ({@code kernel}), the differential way is the kernel,
 * and its own model ({@link KernelCostModel}) chooses among catching the kernel up, restarting it
 * ({@link How#FRESH_KERNEL}) and the plain rerun. The first view starts the kernel (no budget:
 * from the empty view it computes the view with the plain algorithm) and is not run plain;
 * the second view moves the kernel, and the model times the plain algorithm on the next view it
 * decides. Without INDICES, a first view before a large step (more than
 * {@link KernelCostModel#LARGEST_START_STEP} of its edges) runs plain instead, and the kernel
 * starts later, on a view with a small step, or never. A split view, forced or predicted, runs
 * plain, and the kernel catches up by net differences when it runs again, as a lagging dataflow does, or
 * restarts when that is cheaper; once the model expects a restart, the kernel's state is dropped
 * ({@link Reason#stopsFollower}) rather than kept lagging.
 *
 * <p>With more than one worker, each plain view after the first runs on one thread or on all of
 * them, whichever has cost less per edge ({@link PlainCostModel}, which also gives the kernel's model
 * the plain time, the cheaper count's); its step names the count, and the reason says why.
 *
 * <p>The dataflow then never runs: a kernel moves a view by its differences for less than the
 * dataflow does at every change rate, and where neither keeps up with the plain rerun (a third
 * of the edges changing) the plain rerun runs.
 */
final class AdaptivePolicy implements ViewPolicy {
    /** The least time the first view's dataflow may take, however fast the plain runs. */
    static final long MIN_FIRST_DATAFLOW_BUDGET = 200_000_000L;
    static final Step SINGLE_VIEW = new Step(How.PLAIN, Reason.SINGLE_VIEW);
    static final Step FIRST_VIEW = new Step(How.FRESH_DATAFLOW, Reason.FIRST_VIEW);
    static final Step SECOND_VIEW = new Step(How.DIFFERENTIAL, Reason.SECOND_VIEW);
    static final Step FIRST_KERNEL_VIEW = new Step(How.KERNEL, Reason.FIRST_VIEW);
    static final Step SECOND_KERNEL_VIEW = new Step(How.KERNEL, Reason.SECOND_VIEW);
    private static final Step FORCED_PLAIN = new Step(How.PLAIN, Reason.IN_INDICES);
    private static final Step NOT_FORCED_KERNEL = new Step(How.KERNEL, Reason.NOT_IN_INDICES);
    private static final Step GIVEN_UP = new Step(How.PLAIN, Reason.DATAFLOW_GIVEN_UP);
    private static final Step FORCED = new Step(How.FRESH_DATAFLOW, Reason.IN_INDICES);
    private static final Step NOT_FORCED = new Step(How.DIFFERENTIAL, Reason.NOT_IN_INDICES);

    private final AdaptiveSplitter model;
    /** The plain algorithm's times on one thread and on the workers, and which count runs the next plain view. */
    private final PlainCostModel plainCost;
    /** The kernel's model, for a program with a kernel (else null). */
    private final KernelCostModel kernelModel;
    private final Set<Integer> indices;
    private final boolean plain;
    private final boolean kernel;
    private final int workers;
    private boolean dataflowStopped;
    /** Whether the last view decided starts a kernel from the empty view (the first view, a restart). */
    private boolean kernelStarts;
    /** The threads the last view decided runs the plain algorithm on (0: not a plain view the model times). */
    private int plainThreads;

    /**
     * @param plain whether the program has a plain algorithm, for the plain runs
     * @param kernel whether it has an incremental kernel, the differential way then (it needs {@code plain})
     */
    AdaptivePolicy(CollectionRunner.Settings settings, boolean plain, boolean kernel) {
        if (kernel && !plain) {
            throw new IllegalArgumentException("a kernel needs the plain algorithm for the views it does not run");
        }
        this.model = new AdaptiveSplitter(settings.compX(), settings.diffX(), settings.limit(), settings.leastSquares());
        this.plainCost = new PlainCostModel(settings.workers(), settings.limit(), settings.leastSquares());
        this.kernelModel = kernel
                ? new KernelCostModel(settings.compX(), settings.diffX(), settings.limit(), settings.leastSquares(), plainCost)
                : null;
        this.workers = settings.workers();
        this.indices = settings.indices();
        this.plain = plain;
        this.kernel = kernel;
    }

    @Override
    public Step decide(int position, ViewFacts facts) {
        Step step = decideView(position, facts);
        kernelStarts = step.how() == How.FRESH_KERNEL || kernel && position == 0 && step.how() == How.KERNEL;
        plainThreads = 0;
        if (step.how() == How.PLAIN && step != SINGLE_VIEW) {
            Decision.ThreadChoice choice = plainCost.choose(facts.edges(), facts.views() - position - 1);
            plainThreads = choice == null ? 1 : choice.threads();
            if (choice != null) {
                step = new Step(How.PLAIN, step.why().onThreads(choice), step.budget(), choice.threads());
            }
        }
        return step;
    }

    private Step decideView(int position, ViewFacts facts) {
        if (facts.views() == 1 && plain) {
            return SINGLE_VIEW;
        }
        if (kernel) {
            return decideWithKernel(position, facts);
        }
        if (dataflowStopped) {
            return GIVEN_UP;
        }
        if (position == 0) {
            if (!plain) {
                return FIRST_VIEW;
            }
            facts.plainRun().getAsLong(); // compiles the code, so that the next run tells its time
            long plainNanos = facts.plainRun().getAsLong();
            model.observeScratch(facts.edges(), plainNanos / 1e9);
            plainCost.observeWarm(workers, facts.edges(), plainNanos / 1e9); // timed after a compiling run
            return new Step(How.FRESH_DATAFLOW, FIRST_VIEW.why(),
                    Math.max(MIN_FIRST_DATAFLOW_BUDGET, plainNanos * (facts.views() - 1)), 0);
        }
        if (position == 1) {
            return SECOND_VIEW;
        }
        if (!indices.isEmpty()) {
            return indices.contains(position) ? FORCED : NOT_FORCED;
        }
        Decision d = model.decide(facts.edges(), facts.differences(), plain);
        boolean split = d.reason() == Reason.TOO_MANY_DIFFERENCES || d.reason() == Reason.RERUN_CHEAPER;
        return new Step(!split ? How.DIFFERENTIAL : plain ? How.PLAIN : How.FRESH_DATAFLOW, d);
    }

    /**
     * With INDICES, the first view starts the kernel, the second moves it, then INDICES decide;
     * without, the kernel's model decides the first view by the next view's step, and the second
     * moves the kernel when the first started it.
     */
    private Step decideWithKernel(int position, ViewFacts facts) {
        if (!indices.isEmpty()) {
            return position == 0 ? FIRST_KERNEL_VIEW : position == 1 ? SECOND_KERNEL_VIEW
                    : indices.contains(position) ? FORCED_PLAIN : NOT_FORCED_KERNEL;
        }
        if (position == 0) {
            return kernelModel.decideFirst(facts.edges(), facts.nextStep());
        }
        if (position == 1 && !kernelModel.waitsToStart()) {
            return SECOND_KERNEL_VIEW;
        }
        return kernelModel.decide(facts.edges(), facts.differences(), facts.step(), facts.views() - position - 1);
    }

    /**
     * Plain runs, and fresh dataflows when there is no plain algorithm, teach the scratch line;
     * the dataflow's differential runs the other. With a kernel, the kernel's model learns
     * instead: kernel starts (by edges) and the kernel's moves (by the differences it applied).
     * Plain views also teach the cost of the thread count they ran on, the kernel model's plain time.
     */
    @Override
    public void observe(How how, int edges, long fed, long nanos) {
        if (how == How.PLAIN && plainThreads > 0) {
            plainCost.observe(plainThreads, edges, nanos / 1e9);
        }
        if (kernel) {
            if (how.kernel() && kernelStarts) {
                kernelModel.observeRestart(edges, nanos / 1e9);
            } else if (how == How.KERNEL) {
                kernelModel.observeCatchUp(fed, nanos / 1e9);
            }
            return;
        }
        if (how == How.PLAIN || how == How.FRESH_DATAFLOW && !plain) {
            model.observeScratch(edges, nanos / 1e9);
        } else if (how.differential()) {
            model.observeDifferential(fed, nanos / 1e9);
        }
    }

    @Override
    public Step stopped(Step step) {
        dataflowStopped = true;
        return new Step(How.PLAIN, Decision.of(Reason.DATAFLOW_STOPPED, new Decision.Stop(step.budget())));
    }
}
