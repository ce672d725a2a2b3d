package graphsurge.analytics.run;

import static graphsurge.analytics.run.DecisionAssertions.assertStep;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.analytics.computation.Program;
import java.util.Set;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;

/** Each run mode's policy on its own, with made-up view facts and timings. */
class ViewPolicyTest {
    private static final long MS = 1_000_000;

    /** The facts of a view whose differential way is current (its differences are its step), before an unchanged one. */
    private static ViewFacts facts(int views, int edges, long differences, LongSupplier plainRun) {
        return facts(views, edges, differences, differences, plainRun);
    }

    /** The facts of a view before an unchanged one, for a follower that always follows. */
    private static ViewFacts facts(int views, int edges, long differences, long step, LongSupplier plainRun) {
        return new ViewFacts(views, edges, differences, step, 0, plainRun, Double.POSITIVE_INFINITY);
    }

    private static ViewFacts facts(int views, int edges, long differences) {
        return facts(views, edges, differences, () -> {
            throw new AssertionError("no plain run expected");
        });
    }

    private static Decision.KernelCost kernelCost(long differences, double catchUp, double restart, boolean restarts,
            boolean stopped, double plain, double step, int toGo) {
        return new Decision.KernelCost(differences, catchUp, restart, restarts, stopped, plain, step, toGo);
    }

    private static CollectionRunner.Settings adaptive() {
        return CollectionRunner.Settings.of(CollectionRunner.Mode.ADAPTIVE, 1);
    }

    @Test
    void aFixedPolicyRunsEveryViewAsItsStep() {
        // DIFFERENTIAL, SCRATCH, a program without a differential form, the plain competitors.
        Step[] steps = {new Step(How.DIFFERENTIAL, Reason.DIFFERENTIAL_MODE), new Step(How.FRESH_DATAFLOW, Reason.SCRATCH_MODE),
            new Step(How.PLAIN, Reason.NO_DIFFERENTIAL_FORM), new Step(How.PLAIN, Reason.PLAIN_ONLY)};
        for (Step step : steps) {
            for (int p = 0; p < 4; p++) {
                assertEquals(step, new FixedPolicy(step).decide(p, facts(4, 10, p == 0 ? 10 : 2)), "position " + p);
            }
        }
    }

    @Test
    void givenSplitsFollowAdaptivesOpeningThenTheGivenWays() {
        How[] given = {null, null, How.PLAIN, How.FRESH_DATAFLOW, How.DIFFERENTIAL};
        ViewPolicy policy = new GivenPolicy(p -> given[p], How.DIFFERENTIAL);
        assertEquals(new Step(How.FRESH_DATAFLOW, Reason.FIRST_VIEW), policy.decide(0, facts(5, 10, 10)),
                "no plain timing and no budget");
        assertEquals(new Step(How.DIFFERENTIAL, Reason.SECOND_VIEW), policy.decide(1, facts(5, 10, 1)));
        for (int p = 2; p < 5; p++) {
            assertEquals(new Step(given[p], Reason.GIVEN), policy.decide(p, facts(5, 10, 1)));
        }
        assertEquals(new Step(How.PLAIN, Reason.SINGLE_VIEW),
                new GivenPolicy(p -> How.DIFFERENTIAL, How.DIFFERENTIAL).decide(0, facts(1, 10, 10)));
    }

    @Test
    void adaptiveRunsASingleViewPlainWhenThereIsAPlainAlgorithm() {
        assertEquals(new Step(How.PLAIN, Reason.SINGLE_VIEW),
                new AdaptivePolicy(adaptive(), true).decide(0, facts(1, 10, 10)));
        assertEquals(new Step(How.FRESH_DATAFLOW, Reason.FIRST_VIEW),
                new AdaptivePolicy(adaptive(), false).decide(0, facts(1, 10, 10)));
    }

    @Test
    void adaptiveTimesTheFirstViewPlainTwiceAndBudgetsItsDataflowByEveryLaterViewsPlainTime() {
        long[] runs = {0};
        long[] nanos = {999 * MS, 100 * MS}; // the first, compiling, run's time is not used
        LongSupplier plainRun = () -> nanos[(int) runs[0]++];
        AdaptivePolicy policy = new AdaptivePolicy(adaptive(), true);
        Step first = policy.decide(0, facts(5, 1000, 1000, plainRun));
        assertEquals(2, runs[0]);
        assertEquals(new Step(How.FRESH_DATAFLOW, Decision.of(Reason.FIRST_VIEW), 4 * 100 * MS, 0), first, "4 later views at 100 ms");
        runs[0] = 0;
        nanos[1] = MS;
        assertEquals(AdaptivePolicy.MIN_FIRST_DATAFLOW_BUDGET,
                new AdaptivePolicy(adaptive(), true).decide(0, facts(5, 1000, 1000, plainRun)).budget(),
                "never less than the least budget");
        assertEquals(0, new AdaptivePolicy(adaptive(), false).decide(0, facts(5, 1000, 1000)).budget(),
                "without a plain algorithm nothing to weigh the dataflow against");
        // The plain timing seeded the model's scratch line: 100 ms at 1,000 edges.
        assertEquals(new Step(How.DIFFERENTIAL, Reason.SECOND_VIEW), policy.decide(1, facts(5, 1000, 20)));
        policy.observe(How.DIFFERENTIAL, 1000, 20, 40 * MS);
        assertStep(How.DIFFERENTIAL, Reason.DATAFLOW_CHEAPER, new Decision.Split(true, 0.1, 0.04, 1.3),
                policy.decide(2, facts(5, 1000, 20)));
        assertStep(How.PLAIN, Reason.RERUN_CHEAPER, new Decision.Split(true, 0.1, 0.2, 1.3),
                policy.decide(3, facts(5, 1000, 100)));
        assertEquals(new Step(How.PLAIN, Reason.TOO_MANY_DIFFERENCES),
                policy.decide(4, facts(5, 10, 14)));
    }

    @Test
    void differentialModeMovesTheKernelWhenTheProgramHasOne() {
        for (int p = 0; p < 3; p++) {
            assertEquals(new Step(How.KERNEL, Reason.DIFFERENTIAL_MODE),
                    new FixedPolicy(How.KERNEL, Reason.DIFFERENTIAL_MODE).decide(p, facts(3, 10, 3)));
        }
    }

    @Test
    void adaptiveWithAKernelStartsItOnTheFirstViewWithoutAPlainRunOrABudget() {
        AdaptiveKernelPolicy policy = new AdaptiveKernelPolicy(adaptive());
        assertEquals(new Step(How.KERNEL, Reason.FIRST_VIEW), policy.decide(0, facts(5, 1000, 1000)),
                "no plain run (facts would fail it) and no budget");
        policy.observe(How.KERNEL, 1000, 1000, 100 * MS);
        assertEquals(new Step(How.KERNEL, Reason.SECOND_VIEW), policy.decide(1, facts(5, 1000, 20)));
        policy.observe(How.KERNEL, 1000, 20, 3 * MS);
        // The move taught 0.15 ms per difference; the plain algorithm is timed on the next view.
        assertStep(How.PLAIN, Reason.PLAIN_TO_TIME, kernelCost(20, 0.003, 0.1, false, false, Double.NaN, Double.NaN, 2),
                policy.decide(2, facts(5, 1000, 20)));
    }

    @Test
    void adaptiveWithAKernelLearnsPlainTimesFromPlainViewsAndRestartTimesFromFreshKernels() {
        AdaptiveKernelPolicy policy = new AdaptiveKernelPolicy(adaptive());
        policy.decide(0, facts(30, 1000, 1000));
        policy.observe(How.KERNEL, 1000, 1000, 100 * MS);
        policy.decide(1, facts(30, 1000, 20));
        policy.observe(How.KERNEL, 1000, 20, 3 * MS);
        // The plain algorithm is timed first.
        Step probe = policy.decide(2, facts(30, 1000, 800, 20, null));
        assertStep(How.PLAIN, Reason.PLAIN_TO_TIME, kernelCost(800, 0.12, 0.1, false, false, Double.NaN, Double.NaN, 27),
                probe);
        policy.observe(How.PLAIN, 1000, 1000, 40 * MS);
        // Now 820 behind: 123 ms, within COMP_X of a restart (100 ms), so the kernel is kept, and
        // the 26 views to go at 3 ms instead of 40 ms repay the 83 ms more than a plain run.
        assertStep(How.KERNEL, Reason.KERNEL_CATCHES_UP, kernelCost(820, 0.123, 0.1, false, false, 0.04, 0.003, 26),
                policy.decide(3, facts(30, 1000, 820, 20, null)));
        // 900 behind: 135 ms, more than 1.3 x 100 ms; a restart, repaid likewise.
        Step restart = policy.decide(3, facts(30, 1000, 900, 20, null));
        assertStep(How.FRESH_KERNEL, Reason.KERNEL_RESTARTS, kernelCost(900, 0.135, 0.1, true, false, 0.04, 0.003, 26),
                restart);
        policy.observe(How.FRESH_KERNEL, 1000, 1000, 60 * MS);
        // The restart line now averages 80 ms at 1,000 edges; the catch-up line is still 0.15 ms per difference.
        assertStep(How.KERNEL, Reason.KERNEL_CATCHES_UP, kernelCost(20, 0.003, 0.08, false, false, 0.04, 0.003, 25),
                policy.decide(4, facts(30, 1000, 20)));
        policy.observe(How.KERNEL, 1000, 20, 3 * MS);
        assertStep(How.FRESH_KERNEL, Reason.KERNEL_RESTARTS, kernelCost(900, 0.135, 0.08, true, false, 0.04, 0.003, 24),
                policy.decide(5, facts(30, 1000, 900, 20, null)));
    }

    @Test
    void adaptiveOnTwoWorkersRunsPlainViewsOnTheThreadCountThatCostLessAndWeighsItsTime() {
        CollectionRunner.Settings two = CollectionRunner.Settings.of(CollectionRunner.Mode.ADAPTIVE, 2);
        AdaptiveKernelPolicy policy = new AdaptiveKernelPolicy(two);
        assertEquals(new Step(How.KERNEL, Reason.FIRST_VIEW), policy.decide(0, facts(30, 1000, 1000)));
        policy.observe(How.KERNEL, 1000, 1000, 100 * MS);
        policy.decide(1, facts(30, 1000, 20));
        policy.observe(How.KERNEL, 1000, 20, 3 * MS);
        assertStep(How.PLAIN, Reason.PLAIN_TO_TIME, kernelCost(20, 0.003, 0.1, false, false, Double.NaN, Double.NaN, 27), 2,
                policy.decide(2, facts(30, 1000, 20)));
        policy.observe(How.PLAIN, 1000, 1000, 40 * MS);
        // 1,400 differences are more than DIFF_X times the edges: a restart (100 ms), which steps
        // of 400 differences (60 ms, more than a plain run) never repay; the kernel is dropped.
        ViewFacts far = facts(30, 1000, 1400, 400, null);
        double never = Double.POSITIVE_INFINITY;
        assertStep(How.PLAIN, Reason.PLAIN_CHEAPER_KERNEL_STOPS, kernelCost(1400, never, 0.1, true, false, 0.04, 0.06, 26), 1,
                policy.decide(3, far));
        policy.observe(How.PLAIN, 1000, 1000, 20 * MS);
        // The plain time the kernel's model weighs is now the cheaper count's: 20 ms on 1 thread.
        assertStep(How.PLAIN, Reason.PLAIN_CHEAPER, kernelCost(1400, never, 0.1, true, true, 0.02, 0.06, 25), 2,
                policy.decide(4, far));
        policy.observe(How.PLAIN, 1000, 1000, 40 * MS);
        policy.decide(5, far);
        policy.observe(How.PLAIN, 1000, 1000, 20 * MS);
        Step cheaper = policy.decide(6, far);
        assertStep(How.PLAIN, Reason.PLAIN_CHEAPER, kernelCost(1400, never, 0.1, true, true, 0.02, 0.06, 23), 1, cheaper);
    }

    @Test
    void adaptiveWithAKernelRunsAFirstViewBeforeALargeStepPlainAndStartsTheKernelOnASmallStep() {
        AdaptiveKernelPolicy policy = new AdaptiveKernelPolicy(CollectionRunner.Settings.of(CollectionRunner.Mode.ADAPTIVE, 2));
        assertStep(How.PLAIN, Reason.KERNEL_WAITS, new Decision.KernelStart(350, 1000, 0.1, 0), 2,
                policy.decide(0, new ViewFacts(30, 1000, 0, 1000, 350, null, Double.POSITIVE_INFINITY)));
        policy.observe(How.PLAIN, 1000, 0, 40 * MS);
        assertStep(How.PLAIN, Reason.STEP_TOO_LARGE, new Decision.KernelStart(350, 1000, 0.1, 28), 1,
                policy.decide(1, new ViewFacts(30, 1000, 0, 350, 20, null, Double.POSITIVE_INFINITY)));
        policy.observe(How.PLAIN, 1000, 0, 20 * MS);
        assertStep(How.FRESH_KERNEL, Reason.KERNEL_STARTS, new Decision.KernelStart(20, 1000, 0.1, 27),
                policy.decide(2, new ViewFacts(30, 1000, 0, 20, 20, null, Double.POSITIVE_INFINITY)));
        policy.observe(How.FRESH_KERNEL, 1000, 1000, 60 * MS);
        assertEquals(new Step(How.KERNEL, Reason.NO_OBSERVATIONS), policy.decide(3, facts(30, 1000, 20)));
        policy.observe(How.KERNEL, 1000, 20, 3 * MS);
        // The plain time is the cheaper count's, 20 ms on 1 thread; a step costs the kernel 3 ms.
        assertStep(How.KERNEL, Reason.KERNEL_CATCHES_UP, kernelCost(20, 0.003, 0.06, false, false, 0.02, 0.003, 25),
                policy.decide(4, facts(30, 1000, 20)));
    }

    @Test
    void onlyAPlainStepNamesAThreadCount() {
        assertThrows(IllegalArgumentException.class, () -> new Step(How.KERNEL, Decision.of(Reason.KERNEL_CATCHES_UP), 0, 1));
    }

    @Test
    void adaptiveWithAKernelSplitsIndicesIntoPlainViews() {
        CollectionRunner.Settings s = new CollectionRunner.Settings(CollectionRunner.Mode.ADAPTIVE, 10, 1.3, 1.3, 0, true,
                Set.of(3), 1);
        AdaptiveKernelPolicy policy = new AdaptiveKernelPolicy(s);
        policy.decide(0, facts(5, 10, 10, () -> MS));
        policy.decide(1, facts(5, 10, 1));
        assertEquals(new Step(How.KERNEL, Reason.NOT_IN_INDICES), policy.decide(2, facts(5, 10, 100)));
        assertEquals(new Step(How.PLAIN, Reason.IN_INDICES), policy.decide(3, facts(5, 10, 0)));
    }

    @Test
    void aProgramWithAKernelNeedsItsPlainAlgorithmForTheViewsAdaptiveRunsPlain() {
        assertThrows(IllegalArgumentException.class,
                () -> Program.differential(null, 1, (view, workers) -> null, () -> null, null, edges -> {}));
    }

    @Test
    void givenDifferentialViewsMoveTheKernelWhenTheProgramHasOne() {
        How[] given = {null, null, How.DIFFERENTIAL, How.PLAIN, How.FRESH_DATAFLOW};
        ViewPolicy policy = new GivenPolicy(p -> given[p], How.KERNEL);
        assertEquals(How.KERNEL, policy.decide(0, facts(5, 10, 10)).how());
        assertEquals(How.KERNEL, policy.decide(1, facts(5, 10, 1)).how());
        assertEquals(new Step(How.KERNEL, Reason.GIVEN), policy.decide(2, facts(5, 10, 1)));
        assertEquals(new Step(How.PLAIN, Reason.GIVEN), policy.decide(3, facts(5, 10, 1)));
        assertEquals(new Step(How.FRESH_DATAFLOW, Reason.GIVEN), policy.decide(4, facts(5, 10, 1)));
    }

    @Test
    void adaptiveWithoutAPlainAlgorithmLearnsScratchTimesFromFreshDataflowsAndSplitsIntoThem() {
        AdaptivePolicy policy = new AdaptivePolicy(adaptive(), false);
        policy.decide(0, facts(4, 1000, 1000));
        policy.observe(How.FRESH_DATAFLOW, 1000, 1000, 5 * MS);
        policy.decide(1, facts(4, 1000, 10));
        policy.observe(How.DIFFERENTIAL, 1000, 10, 50 * MS);
        assertStep(How.FRESH_DATAFLOW, Reason.RERUN_CHEAPER, new Decision.Split(false, 0.005, 0.05, 1.3),
                policy.decide(2, facts(4, 1000, 10)));
        policy.observe(How.FRESH_DATAFLOW, 1000, 1000, 95 * MS);
        assertEquals(How.DIFFERENTIAL, policy.decide(3, facts(4, 1000, 10)).how(), "scratch now averages 50 ms");
    }

    @Test
    void adaptiveWithIndicesSplitsExactlyThere() {
        CollectionRunner.Settings s = new CollectionRunner.Settings(CollectionRunner.Mode.ADAPTIVE, 10, 1.3, 1.3, 0, true,
                Set.of(3), 1);
        AdaptivePolicy policy = new AdaptivePolicy(s, true);
        policy.decide(0, facts(5, 10, 10, () -> MS));
        policy.decide(1, facts(5, 10, 1));
        assertEquals(new Step(How.DIFFERENTIAL, Reason.NOT_IN_INDICES), policy.decide(2, facts(5, 10, 100)));
        assertEquals(new Step(How.FRESH_DATAFLOW, Reason.IN_INDICES), policy.decide(3, facts(5, 10, 0)));
        assertEquals(new Step(How.DIFFERENTIAL, Reason.NOT_IN_INDICES), policy.decide(4, facts(5, 10, 1)));
    }

    @Test
    void aFirstDataflowStoppedAtItsBudgetGivesEveryViewToThePlainAlgorithm() {
        AdaptivePolicy policy = new AdaptivePolicy(adaptive(), true);
        Step first = policy.decide(0, facts(3, 10, 10, () -> 300 * MS));
        assertStep(How.PLAIN, Reason.DATAFLOW_STOPPED, new Decision.Stop(600 * MS), policy.stopped(first));
        for (int p = 1; p < 3; p++) {
            assertEquals(new Step(How.PLAIN, Reason.DATAFLOW_GIVEN_UP),
                    policy.decide(p, facts(3, 10, 1)));
        }
    }

    @Test
    void onlyAPolicyThatSetsBudgetsIsAskedAfterAStop() {
        assertThrows(IllegalStateException.class,
                () -> new FixedPolicy(How.DIFFERENTIAL, Reason.DIFFERENTIAL_MODE).stopped(new Step(How.DIFFERENTIAL, Reason.GIVEN)));
    }
}
