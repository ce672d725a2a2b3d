package graphsurge.analytics.run;

/**
 * ADAPTIVE's cost model for a program with an incremental kernel: for the next view, the cheapest
 * of three ways, counting the views still to come, from three lines fitted to what the run
 * observed ({@link CostLine}): plain time against the view's edges ({@link PlainCostModel}), a
 * catch-up's against the differences it applies, and a restart's against the view's edges.
 *
 * <p>The kernel's way now costs a catch-up or, when that is predicted to cost more than
 * {@code compX} times a restart (or the lag exceeds {@code diffX} times the edges), a restart;
 * either leaves the kernel current, so that each coming view costs it about this view's own step.
 * The kernel runs the view when its cost now exceeds the plain one by no more than it then saves
 * over the views to go (their number times plain minus a step, when positive): a restart is
 * worth it when many cheap views follow, never on the last view. Until the plain algorithm has
 * run, the first view the model decides runs plain, which times it. A plain view decided while
 * the kernel would restart, or while even one step costs it more than plain, with views to go,
 * also stops the kernel following ({@link Reason#stopsFollower}): its state would only be dropped
 * by that restart, or never used.
 *
 * <p>The kernel is first started where it can gain (a large step costs it about a plain run, its
 * start up to two): on the first view when the next step is at most {@link #LARGEST_START_STEP}
 * of the edges, or the view is empty ({@link #decideFirst}); otherwise the kernel waits
 * ({@link #waitsToStart}) for a view whose step is that small with at least
 * {@link #START_VIEWS_TO_GO} views to go, which starts it ({@link How#FRESH_KERNEL}). Each
 * decision is O(observations) (the lines are refitted).
 */
final class KernelCostModel {
    /** The largest step, as a share of the view's edges, on which the kernel is first started. */
    static final double LARGEST_START_STEP = 0.1;
    /** The fewest views after a first start that may repay it (each a step cheaper than a plain run). */
    static final int START_VIEWS_TO_GO = 2;

    private final double compX;
    private final double diffX;
    private final PlainCostModel plain;
    private final CostLine catchUp;
    private final CostLine restart;
    /** Whether the kernel no longer follows the run (its state was dropped), until it restarts. */
    private boolean stopped;
    /** Whether the first view ran plain and the kernel has not started since. */
    private boolean waiting;

    /** @param plain the plain algorithm's times, which the policy records (on the cheaper thread count) */
    KernelCostModel(double compX, double diffX, int limit, boolean leastSquares, PlainCostModel plain) {
        this.compX = compX;
        this.diffX = diffX;
        this.plain = plain;
        this.catchUp = new CostLine(limit, leastSquares);
        this.restart = new CostLine(limit, leastSquares);
    }

    /** The kernel moved by {@code differences} (its lag) in {@code seconds}. */
    void observeCatchUp(long differences, double seconds) {
        catchUp.add(differences, seconds);
    }

    /** A fresh kernel (the first view's, or a restart) computed a view of {@code edges} edges in {@code seconds}. */
    void observeRestart(long edges, double seconds) {
        restart.add(edges, seconds);
        stopped = false;
        waiting = false;
    }

    /** How to run the first view, of {@code edges} edges, before a step of {@code nextStep} differences. */
    Step decideFirst(long edges, long nextStep) {
        if (edges == 0 || nextStep <= LARGEST_START_STEP * edges) {
            return AdaptiveKernelPolicy.FIRST_VIEW;
        }
        waiting = true;
        return new Step(How.PLAIN,
                Decision.of(Reason.KERNEL_WAITS, new Decision.KernelStart(nextStep, edges, LARGEST_START_STEP, 0)));
    }

    /** Whether the kernel has not started: the first view ran plain ({@link #decideFirst}) and no start ran since. */
    boolean waitsToStart() {
        return waiting;
    }

    /**
     * How to run a view of {@code edges} edges that the kernel would reach by catching up
     * {@code differences}, its own step being {@code step}, with {@code toGo} views after it.
     */
    Step decide(long edges, long differences, long step, int toGo) {
        if (waiting) {
            return decideStart(edges, step, toGo);
        }
        double restartTime = restart.predict(edges);
        double catchUpTime = stopped || differences > edges * diffX ? Double.POSITIVE_INFINITY : catchUp.predict(differences);
        if (Double.isNaN(restartTime) || Double.isNaN(catchUpTime)) {
            return new Step(How.KERNEL, Reason.NO_OBSERVATIONS);
        }
        // A restart drops the kernel's state, and its time and a catch-up's are both guesses: as
        // Graphsurge keeps the dataflow unless a rerun is COMP_X times cheaper, the kernel is kept.
        boolean restarts = catchUpTime > restartTime * compX;
        double kernelTime = restarts ? restartTime : catchUpTime;
        if (plain.isEmpty()) {
            return new Step(How.PLAIN, Decision.of(Reason.PLAIN_TO_TIME, new Decision.KernelCost(differences, catchUpTime,
                    restartTime, restarts, stopped, Double.NaN, Double.NaN, toGo)));
        }
        double plainTime = plain.predict(edges);
        double stepTime = catchUp.predict(step);
        double saving = toGo * Math.max(0, plainTime - stepTime);
        Decision.KernelCost facts = new Decision.KernelCost(differences, catchUpTime, restartTime, restarts, stopped, plainTime,
                stepTime, toGo);
        if (kernelTime - plainTime > saving) {
            boolean neverCurrent = stepTime >= plainTime;
            boolean stopsNow = (restarts || neverCurrent) && !stopped && toGo > 0;
            stopped |= stopsNow;
            Reason why = !stopsNow ? Reason.PLAIN_CHEAPER
                    : restarts ? Reason.PLAIN_CHEAPER_KERNEL_STOPS : Reason.PLAIN_CHEAPER_STEPS_DEARER;
            return new Step(How.PLAIN, Decision.of(why, facts));
        }
        return restarts ? new Step(How.FRESH_KERNEL, Decision.of(Reason.KERNEL_RESTARTS, facts))
                : new Step(How.KERNEL, Decision.of(Reason.KERNEL_CATCHES_UP, facts));
    }

    /** While the kernel waits to start: it starts on a view whose {@code step} is small enough, with views to go to repay it. */
    private Step decideStart(long edges, long step, int toGo) {
        Decision.KernelStart facts = new Decision.KernelStart(step, edges, LARGEST_START_STEP, toGo);
        if (step > LARGEST_START_STEP * edges) {
            return new Step(How.PLAIN, Decision.of(Reason.STEP_TOO_LARGE, facts));
        }
        if (toGo < START_VIEWS_TO_GO) {
            return new Step(How.PLAIN, Decision.of(Reason.TOO_FEW_VIEWS_TO_GO, facts));
        }
        return new Step(How.FRESH_KERNEL, Decision.of(Reason.KERNEL_STARTS, facts));
    }
}
