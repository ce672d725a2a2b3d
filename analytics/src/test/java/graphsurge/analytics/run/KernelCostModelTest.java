package graphsurge.analytics.run;

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
        assertEquals(new Step(How.KERNEL, "kernel: 200 differences 20.0 ms, plain 40.0 ms"),
                observed().decide(1000, 200, 10, 5));
    }

    @Test
    void aLagThatCostsSomewhatMoreThanAPlainRunIsCaughtUpWhenTheViewsToGoRepayIt() {
        // 45 ms against 40 ms plain: 5 ms more now, 39 ms less on each of the 5 views to go.
        assertEquals(new Step(How.KERNEL, "kernel: 450 differences 45.0 ms, plain 40.0 ms, 5 views to go at 1.00 ms"),
                observed().decide(1000, 450, 10, 5));
    }

    @Test
    void aLagThatCostsMoreThanARestartRestartsTheKernelWhenTheViewsToGoRepayIt() {
        assertEquals(new Step(How.FRESH_KERNEL, "kernel restarts: 1,200 differences would cost 120 ms by the kernel,"
                + " a restart 50.0 ms, 40.0 ms plain, 5 views to go at 1.00 ms"), observed().decide(1000, 1200, 10, 5));
    }

    @Test
    void aCatchUpWithinCompXOfARestartKeepsTheKernel() {
        // 60 ms against a 50 ms restart: not 1.3 times as much, so the kernel keeps its state.
        assertEquals(new Step(How.KERNEL, "kernel: 600 differences 60.0 ms, plain 40.0 ms, 5 views to go at 1.00 ms"),
                observed().decide(1000, 600, 10, 5));
    }

    @Test
    void onTheLastViewNothingRepaysARestartSoItRunsPlain() {
        assertEquals(new Step(How.PLAIN, "plain: 1,200 differences would cost 120 ms by the kernel, a restart 50.0 ms,"
                + " 40.0 ms plain, 0 views to go at 1.00 ms"), observed().decide(1000, 1200, 10, 0));
    }

    @Test
    void aPlainViewWhileTheKernelWouldRestartStopsItFollowingUntilARestartRuns() {
        KernelCostModel model = observed();
        // 90 ms to catch up against a 50 ms restart (more than 1.3 times): its state is worthless.
        assertEquals(new Step(How.PLAIN, "plain: 900 differences would cost 90.0 ms by the kernel, a restart 50.0 ms,"
                + " 40.0 ms plain, 100 views to go at 45.0 ms; the kernel stops following (it would restart)"),
                model.decide(1000, 900, 450, 100));
        assertTrue(model.stopsFollowing());
        // However few differences a dropped kernel reports, only a restart can bring it back.
        assertEquals(new Step(How.FRESH_KERNEL, "kernel restarts: the kernel stopped following, a restart 50.0 ms,"
                + " 40.0 ms plain, 5 views to go at 1.00 ms"), model.decide(1000, 0, 10, 5));
        assertFalse(model.stopsFollowing(), "stopped once, not again");
        model.observeRestart(1000, 50 * MS);
        assertEquals(new Step(How.KERNEL, "kernel: 200 differences 20.0 ms, plain 40.0 ms"), model.decide(1000, 200, 10, 5),
                "a restarted kernel follows again");
    }

    @Test
    void aKernelThatWouldCatchUpOrOnTheLastViewKeepsFollowing() {
        KernelCostModel model = observed();
        // 60 ms is within 1.3 times a restart, and a step of 399 differences (39.9 ms) is cheaper
        // than a plain run, though not by enough to repay 20 ms more now over the one view to go.
        assertEquals(How.PLAIN, model.decide(1000, 600, 399, 1).how());
        assertFalse(model.stopsFollowing());
        assertEquals(How.PLAIN, model.decide(1000, 1200, 10, 0).how());
        assertFalse(model.stopsFollowing(), "no view to go: nothing to save");
    }

    @Test
    void aLagBeyondDiffXTimesTheEdgesIsNeverCaughtUp() {
        // 1,400 differences would cost 140 ms by the line, but more than 1.3 x 1,000 are out.
        assertEquals(new Step(How.FRESH_KERNEL, "kernel restarts: 1,400 differences (more than DIFF_X times the edges)"
                + " need a restart, 50.0 ms, 40.0 ms plain, 5 views to go at 1.00 ms"), observed().decide(1000, 1400, 10, 5));
    }

    @Test
    void aKernelSlowerThanThePlainRunEvenAtOneStepIsNotKeptCurrent() {
        // Steps of 450 differences cost the kernel 45 ms, more than the plain 40 ms: whatever the
        // views to go, keeping it current saves nothing, and neither way of running it now is cheaper.
        // Its state is then dropped: nothing would ever use it.
        KernelCostModel model = observed();
        assertEquals(new Step(How.PLAIN, "plain: 450 differences would cost 45.0 ms by the kernel, 40.0 ms plain,"
                + " 100 views to go at 45.0 ms; the kernel stops following (even one step costs it more than plain)"),
                model.decide(1000, 450, 450, 100));
        assertTrue(model.stopsFollowing());
        assertEquals(How.PLAIN, observed().decide(1000, 900, 450, 100).how(), "nor a restart at 50 ms");
    }

    @Test
    void untilAViewRanPlainTheModelRunsOnePlainToTimeIt() {
        KernelCostModel model = withoutPlain();
        assertEquals(new Step(How.PLAIN, "plain, to time it: 200 differences would cost 20.0 ms by the kernel"),
                model.decide(1000, 200, 10, 5), "however cheap the kernel looks against its start");
        assertEquals(new Step(How.PLAIN, "plain, to time it: 1,200 differences would cost 120 ms by the kernel,"
                + " a restart 50.0 ms"), model.decide(1000, 1200, 10, 5), "never a restart before the plain time is known");
    }

    @Test
    void aFirstViewBeforeALargeStepRunsPlainAndTheKernelStartsOnTheFirstSmallStepWithViewsToGo() {
        KernelCostModel model = new KernelCostModel(1.3, 1.3, 0, true, new PlainCostModel(1, 0, true));
        assertEquals(new Step(How.PLAIN, "first view: plain, the next step is 10.1% of the edges (the kernel starts on"
                + " steps up to 10.0%)"), model.decideFirst(1000, 101));
        assertTrue(model.waitsToStart());
        assertEquals(new Step(How.PLAIN, "plain: the step is 35.0% of the edges (the kernel starts on steps up to 10.0%)"),
                model.decide(1000, 0, 350, 10));
        assertEquals(new Step(How.PLAIN, "plain: the step is 1.0% of the edges, but 1 views to go would not repay the"
                + " kernel's start"), model.decide(1000, 0, 10, 1));
        assertEquals(new Step(How.FRESH_KERNEL, "kernel starts: the step is 10.0% of the edges (up to 10.0%), 2 views to go"),
                model.decide(1000, 0, 100, 2));
        assertFalse(model.stopsFollowing(), "nothing to drop");
        model.observeRestart(1000, 50 * MS);
        assertFalse(model.waitsToStart());
        assertEquals(new Step(How.KERNEL, "kernel: no observations to predict from yet"), model.decide(1000, 10, 10, 5),
                "the view after the start moves the kernel, which times its steps");
    }

    @Test
    void theKernelStartsOnAFirstViewBeforeASmallStepOrOnAnEmptyOne() {
        KernelCostModel model = new KernelCostModel(1.3, 1.3, 0, true, new PlainCostModel(1, 0, true));
        assertEquals(AdaptivePolicy.FIRST_KERNEL_VIEW, model.decideFirst(1000, 100), "10%: not more than the largest start step");
        assertFalse(model.waitsToStart());
        assertEquals(AdaptivePolicy.FIRST_KERNEL_VIEW, model.decideFirst(0, 500), "a start on an empty view costs nothing");
        assertFalse(model.waitsToStart());
    }

    @Test
    void withoutObservationsTheKernelRuns() {
        assertEquals(new Step(How.KERNEL, "kernel: no observations to predict from yet"),
                new KernelCostModel(1.3, 1.3, 0, true, new PlainCostModel(1, 0, true)).decide(1000, 10, 10, 5));
    }
}
