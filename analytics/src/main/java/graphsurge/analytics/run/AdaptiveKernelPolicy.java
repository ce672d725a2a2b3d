package graphsurge.analytics.run;

import java.util.Set;

/**
 * ADAPTIVE mode for a program with an incremental kernel, its differential way: the kernel's
 * model ({@link KernelCostModel}) chooses for each view among catching the kernel up, restarting
 * it ({@link How#FRESH_KERNEL}) and the plain rerun; the dataflow never runs (a kernel follows a
 * view's differences for less than the dataflow at every change rate). With INDICES, the first
 * view starts the kernel, the second moves it, and a forced split runs plain. A single view runs
 * plain, and each plain view runs on the thread count {@link PlainCostModel} chooses.
 */
final class AdaptiveKernelPolicy implements ViewPolicy {
    static final Step FIRST_VIEW = new Step(How.KERNEL, Reason.FIRST_VIEW);
    static final Step SECOND_VIEW = new Step(How.KERNEL, Reason.SECOND_VIEW);
    private static final Step FORCED = new Step(How.PLAIN, Reason.IN_INDICES);
    private static final Step NOT_FORCED = new Step(How.KERNEL, Reason.NOT_IN_INDICES);

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

    /** Without INDICES, the kernel's model decides the first view by the next step, the second moves the kernel it started. */
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

    /** The kernel's model learns from its starts (by edges) and moves (by differences), the plain model from plain views. */
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
