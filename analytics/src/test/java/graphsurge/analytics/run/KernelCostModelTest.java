package graphsurge.analytics.run;

import static graphsurge.analytics.run.DecisionAssertions.assertStep;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * ADAPTIVE's choice among catching a kernel up, restarting it and the plain rerun, on made-up
 * timings: a restart (a fresh kernel) costs 50 µs per edge, the plain algorithm 40 µs per edge,
 * and catching up 0.1 ms per difference (lines worked out by hand).
 */
class KernelCostModelTest {
    private static final double MS = 1e-3;
    /** The predicted catch-up of a kernel that cannot catch up (past DIFF_X, or stopped following). */
    private static final double NEVER = Double.POSITIVE_INFINITY;

    private static Decision.KernelCost k(long differences, double catchUp, double restart, boolean restarts, boolean stopped,
            double plain, double step, int toGo) {
        return new Decision.KernelCost(differences, catchUp, restart, restarts, stopped, plain, step, toGo);
    }

    /** The timings above, from one kernel start, one plain view (on one worker) and two kernel moves. */
    private static KernelCostModel observed() {
        PlainCostModel plain = new PlainCostModel(1, 0, true);
        plain.observe(1, 1000, 40 * MS);
        return withPlain(plain);
    }

    /** As {@link #observed}, before any view ran plain. */
    private static KernelCostModel withoutPlain() {
        return withPlain(new PlainCostModel(1, 0, true));
    }

    private static KernelCostModel withPlain(PlainCostModel plain) {
        KernelCostModel model = new KernelCostModel(1.3, 1.3, 0, true, plain);
        model.observeRestart(1000, 50 * MS);
        model.observeCatchUp(10, 1 * MS);
        model.observeCatchUp(100, 10 * MS);
        return model;
    }

    @Test
    void aLagThatCostsLessThanAPlainRunIsCaughtUp() {
        assertStep(How.KERNEL, Reason.KERNEL_CATCHES_UP, k(200, 0.02, 0.05, false, false, 0.04, 0.001, 5),
                observed().decide(1000, 200, 10, 5));
    }

    @Test
    void aLagThatCostsSomewhatMoreThanAPlainRunIsCaughtUpWhenTheViewsToGoRepayIt() {
        // 45 ms against 40 ms plain: 5 ms more now, 39 ms less on each of the 5 views to go.
        assertStep(How.KERNEL, Reason.KERNEL_CATCHES_UP, k(450, 0.045, 0.05, false, false, 0.04, 0.001, 5),
                observed().decide(1000, 450, 10, 5));
    }

    @Test
    void aLagThatCostsMoreThanARestartRestartsTheKernelWhenTheViewsToGoRepayIt() {
        assertStep(How.FRESH_KERNEL, Reason.KERNEL_RESTARTS, k(1200, 0.12, 0.05, true, false, 0.04, 0.001, 5),
                observed().decide(1000, 1200, 10, 5));
    }

    @Test
    void aCatchUpWithinCompXOfARestartKeepsTheKernel() {
        // 60 ms against a 50 ms restart: not 1.3 times as much, so the kernel keeps its state.
        assertStep(How.KERNEL, Reason.KERNEL_CATCHES_UP, k(600, 0.06, 0.05, false, false, 0.04, 0.001, 5),
                observed().decide(1000, 600, 10, 5));
    }

    @Test
    void onTheLastViewNothingRepaysARestartSoItRunsPlain() {
        assertStep(How.PLAIN, Reason.PLAIN_CHEAPER, k(1200, 0.12, 0.05, true, false, 0.04, 0.001, 0),
                observed().decide(1000, 1200, 10, 0));
    }

    @Test
    void aPlainViewWhileTheKernelWouldRestartStopsItFollowingUntilARestartRuns() {
        KernelCostModel model = observed();
        // 90 ms to catch up against a 50 ms restart (more than 1.3 times): its state is worthless.
        assertStep(How.PLAIN, Reason.PLAIN_CHEAPER_KERNEL_STOPS, k(900, 0.09, 0.05, true, false, 0.04, 0.045, 100),
                model.decide(1000, 900, 450, 100));
        // However few differences a dropped kernel reports, only a restart can bring it back.
        assertStep(How.FRESH_KERNEL, Reason.KERNEL_RESTARTS, k(0, NEVER, 0.05, true, true, 0.04, 0.001, 5),
                model.decide(1000, 0, 10, 5));
        model.observeRestart(1000, 50 * MS);
        assertStep(How.KERNEL, Reason.KERNEL_CATCHES_UP, k(200, 0.02, 0.05, false, false, 0.04, 0.001, 5),
                model.decide(1000, 200, 10, 5));
    }

    @Test
    void aKernelThatWouldCatchUpOrOnTheLastViewKeepsFollowing() {
        KernelCostModel model = observed();
        // 60 ms is within 1.3 times a restart, and a step of 399 differences (39.9 ms) is cheaper
        // than a plain run, though not by enough to repay 20 ms more now over the one view to go.
        assertEquals(Reason.PLAIN_CHEAPER, model.decide(1000, 600, 399, 1).reason());
        assertEquals(Reason.PLAIN_CHEAPER, model.decide(1000, 1200, 10, 0).reason(), "no view to go: nothing to save");
    }

    @Test
    void aLagBeyondDiffXTimesTheEdgesIsNeverCaughtUp() {
        // 1,400 differences would cost 140 ms by the line, but more than 1.3 x 1,000 are out.
        assertStep(How.FRESH_KERNEL, Reason.KERNEL_RESTARTS, k(1400, NEVER, 0.05, true, false, 0.04, 0.001, 5),
                observed().decide(1000, 1400, 10, 5));
    }

    @Test
    void aKernelSlowerThanThePlainRunEvenAtOneStepIsNotKeptCurrent() {
        // Steps of 450 differences cost the kernel 45 ms, more than the plain 40 ms: whatever the
        // views to go, keeping it current saves nothing, and neither way of running it now is cheaper.
        // Its state is then dropped: nothing would ever use it.
        KernelCostModel model = observed();
        assertStep(How.PLAIN, Reason.PLAIN_CHEAPER_STEPS_DEARER, k(450, 0.045, 0.05, false, false, 0.04, 0.045, 100),
                model.decide(1000, 450, 450, 100));
        assertEquals(How.PLAIN, observed().decide(1000, 900, 450, 100).how(), "nor a restart at 50 ms");
    }

    @Test
    void untilAViewRanPlainTheModelRunsOnePlainToTimeIt() {
        KernelCostModel model = withoutPlain();
        assertStep(How.PLAIN, Reason.PLAIN_TO_TIME, k(200, 0.02, 0.05, false, false, Double.NaN, Double.NaN, 5),
                model.decide(1000, 200, 10, 5));
        assertStep(How.PLAIN, Reason.PLAIN_TO_TIME, k(1200, 0.12, 0.05, true, false, Double.NaN, Double.NaN, 5),
                model.decide(1000, 1200, 10, 5));
    }

    @Test
    void aFirstViewBeforeALargeStepRunsPlainAndTheKernelStartsOnTheFirstSmallStepWithViewsToGo() {
        KernelCostModel model = new KernelCostModel(1.3, 1.3, 0, true, new PlainCostModel(1, 0, true));
        assertStep(How.PLAIN, Reason.KERNEL_WAITS, new Decision.KernelStart(101, 1000, 0.1, 0), model.decideFirst(1000, 101));
        assertTrue(model.waitsToStart());
        assertStep(How.PLAIN, Reason.STEP_TOO_LARGE, new Decision.KernelStart(350, 1000, 0.1, 10),
                model.decide(1000, 0, 350, 10));
        assertStep(How.PLAIN, Reason.TOO_FEW_VIEWS_TO_GO, new Decision.KernelStart(10, 1000, 0.1, 1),
                model.decide(1000, 0, 10, 1));
        assertStep(How.FRESH_KERNEL, Reason.KERNEL_STARTS, new Decision.KernelStart(100, 1000, 0.1, 2),
                model.decide(1000, 0, 100, 2));
        model.observeRestart(1000, 50 * MS);
        assertFalse(model.waitsToStart());
        assertEquals(new Step(How.KERNEL, Reason.NO_OBSERVATIONS), model.decide(1000, 10, 10, 5),
                "the view after the start moves the kernel, which times its steps");
    }

    @Test
    void theKernelStartsOnAFirstViewBeforeASmallStepOrOnAnEmptyOne() {
        KernelCostModel model = new KernelCostModel(1.3, 1.3, 0, true, new PlainCostModel(1, 0, true));
        assertEquals(AdaptiveKernelPolicy.FIRST_VIEW, model.decideFirst(1000, 100), "10%: not more than the largest start step");
        assertFalse(model.waitsToStart());
        assertEquals(AdaptiveKernelPolicy.FIRST_VIEW, model.decideFirst(0, 500), "a start on an empty view costs nothing");
        assertFalse(model.waitsToStart());
    }

    @Test
    void withoutObservationsTheKernelRuns() {
        assertEquals(new Step(How.KERNEL, Reason.NO_OBSERVATIONS),
                new KernelCostModel(1.3, 1.3, 0, true, new PlainCostModel(1, 0, true)).decide(1000, 10, 10, 5));
    }
}
