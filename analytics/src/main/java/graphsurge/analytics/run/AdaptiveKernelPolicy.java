package graphsurge.analytics.run;

import java.util.Set;

/**
 * ADAPTIVE mode for a program with an incremental kernel, its differential way: the kernel's
 * model ({@link KernelCostModel}) chooses for each view among catching the kernel up, restarting
 * it ({@link How#FRESH_KERNEL}) and the plain rerun. The first view starts the kernel (no budget:
 * from the empty view it computes the view with the plain algorithm) and is not run plain; the
 * second view moves the kernel, and the model times the plain algorithm on the next view it
 * decides. Without INDICES, a first view before a large step (more than
 * {@link KernelCostModel#LARGEST_START_STEP} of its edges) runs plain instead, and the kernel
 * starts later, on a view with a small step, or never. A split view, forced or predicted, runs
 * plain, and the kernel catches up by net differences when it runs again, or restarts when that
 * is cheaper; once the model expects a restart, the kernel's state is dropped
 * ({@link Reason#stopsFollower}) rather than kept lagging. A single view runs plain.
 *
 * <p>With more than one worker, each plain view runs on one thread or on all of them, whichever
 * has cost less per edge ({@link PlainCostModel}, which also gives the kernel's model the plain
 * time, the cheaper count's); its step names the count and why.
 *
 * <p>The dataflow never runs: a kernel moves a view by its differences for less than the
 * dataflow does at every change rate, and where neither keeps up with the plain rerun (a third
 * of the edges changing) the plain rerun runs.
 */
final class AdaptiveKernelPolicy implements ViewPolicy {
    static final Step FIRST_VIEW = new Step(How.KERNEL, Reason.FIRST_VIEW);
    static final Step SECOND_VIEW = new Step(How.KERNEL, Reason.SECOND_VIEW);
    private static final Step FORCED = new Step(How.PLAIN, Reason.IN_INDICES);
    private static final Step NOT_FORCED = new Step(How.KERNEL, Reason.NOT_IN_INDICES);

    /** The plain algorithm's times on one thread and on the workers, and which count runs the next plain view. */
    private final PlainCostModel plainCost;
    private final KernelCostModel model;
    private final Set<Integer> indices;
    /** Whether the last view decided starts a kernel from the empty view (the first view, a restart). */
    private boolean kernelStarts;

    AdaptiveKernelPolicy(CollectionRunner.Settings settings) {
        this.plainCost = new PlainCostModel(settings.workers(), settings.limit(), settings.leastSquares());
        this.model = new KernelCostModel(settings.compX(), settings.diffX(), settings.limit(), settings.leastSquares(),
                plainCost);
        this.indices = settings.indices();
    }

    @Override
    public Step decide(int position, ViewFacts facts) {
        Step step = decideView(position, facts);
        kernelStarts = step.how() == How.FRESH_KERNEL || position == 0 && step.how() == How.KERNEL;
        return plainCost.onThreads(step, facts.edges(), facts.views() - position - 1);
    }

    /**
     * With INDICES, the first view starts the kernel, the second moves it, then INDICES decide;
     * without, the kernel's model decides the first view by the next view's step, and the second
     * moves the kernel when the first started it.
     */
    private Step decideView(int position, ViewFacts facts) {
        if (facts.views() == 1) {
            return AdaptivePolicy.SINGLE_VIEW;
        }
        if (!indices.isEmpty()) {
            return position == 0 ? FIRST_VIEW : position == 1 ? SECOND_VIEW : indices.contains(position) ? FORCED : NOT_FORCED;
        }
        if (position == 0) {
            return model.decideFirst(facts.edges(), facts.nextStep());
        }
        if (position == 1 && !model.waitsToStart()) {
            return SECOND_VIEW;
        }
        return model.decide(facts.edges(), facts.differences(), facts.step(), facts.views() - position - 1);
    }

    /**
     * The kernel's model learns from kernel starts (by edges) and the kernel's moves (by the
     * differences it applied); plain views teach the cost of the thread count they ran on, the
     * kernel model's plain time.
     */
    @Override
    public void observe(How how, int edges, long fed, long nanos) {
        plainCost.observeChosen(how, edges, nanos);
        if (how.kernel() && kernelStarts) {
            model.observeRestart(edges, nanos / 1e9);
        } else if (how == How.KERNEL) {
            model.observeCatchUp(fed, nanos / 1e9);
        }
    }
}
