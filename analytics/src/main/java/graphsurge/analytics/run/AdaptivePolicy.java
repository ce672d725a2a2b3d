package graphsurge.analytics.run;

import java.util.Set;

/**
 * ADAPTIVE mode for a program whose differential way is its dataflow (no incremental kernel, or
 * {@code dataflow=true}), Graphsurge's splitting: the first view in a fresh dataflow and the
 * second differentially, then each view as {@code INDICES} say or as the cost model
 * ({@link AdaptiveSplitter}) predicts. With a plain algorithm a split view runs plain (and the
 * dataflow catches up later), else in a fresh dataflow; a single view runs plain. With a plain
 * algorithm the first view is also timed plain (twice: the second run is compiled code), which
 * seeds the model and gives the first dataflow its budget, every later view's plain time (at
 * least {@link #MIN_FIRST_DATAFLOW_BUDGET}); past it the dataflow is given up and every view runs
 * plain, on the thread count {@link PlainCostModel} chooses.
 */
final class AdaptivePolicy implements ViewPolicy {
    /** The least time the first view's dataflow may take, however fast the plain runs. */
    static final long MIN_FIRST_DATAFLOW_BUDGET = 200_000_000L;
    static final Step SINGLE_VIEW = new Step(How.PLAIN, Reason.SINGLE_VIEW);
    static final Step FIRST_VIEW = new Step(How.FRESH_DATAFLOW, Reason.FIRST_VIEW);
    static final Step SECOND_VIEW = new Step(How.DIFFERENTIAL, Reason.SECOND_VIEW);
    private static final Step GIVEN_UP = new Step(How.PLAIN, Reason.DATAFLOW_GIVEN_UP);
    private static final Step FORCED = new Step(How.FRESH_DATAFLOW, Reason.IN_INDICES);
    private static final Step NOT_FORCED = new Step(How.DIFFERENTIAL, Reason.NOT_IN_INDICES);

    private final AdaptiveSplitter model;
    private final PlainCostModel plainCost;
    private final Set<Integer> indices;
    private final boolean plain;
    private final int workers;
    private boolean dataflowStopped;

    /** @param plain whether the program has a plain algorithm, for the plain runs */
    AdaptivePolicy(CollectionRunner.Settings settings, boolean plain) {
        this.model = new AdaptiveSplitter(settings.compX(), settings.diffX(), settings.limit(), settings.leastSquares());
        this.plainCost = new PlainCostModel(settings.workers(), settings.limit(), settings.leastSquares());
        this.workers = settings.workers();
        this.indices = settings.indices();
        this.plain = plain;
    }

    @Override
    public Step decide(int position, ViewFacts facts) {
        return plainCost.onThreads(decideView(position, facts), facts.edges(), facts.views() - position - 1);
    }

    private Step decideView(int position, ViewFacts facts) {
        if (facts.views() == 1 && plain) {
            return SINGLE_VIEW;
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

    /** Plain runs (fresh dataflows without a plain algorithm) teach the scratch line, the dataflow's moves the other. */
    @Override
    public void observe(How how, int edges, long fed, long nanos) {
        plainCost.observeChosen(how, edges, nanos);
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
