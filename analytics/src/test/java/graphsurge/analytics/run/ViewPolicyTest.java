package graphsurge.analytics.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;

/** Each run mode's policy on its own, with made-up view facts and timings. */
class ViewPolicyTest {
    private static final long MS = 1_000_000;

    private static ViewFacts facts(int views, int edges, long differences) {
        return new ViewFacts(views, edges, differences, () -> {
            throw new AssertionError("no native run expected");
        });
    }

    private static CollectionRunner.Settings adaptive() {
        return CollectionRunner.Settings.of(CollectionRunner.Mode.ADAPTIVE, 1);
    }

    @Test
    void differentialModeRunsEveryViewDifferentially() {
        ViewPolicy policy = new DifferentialPolicy(How.DIFFERENTIAL);
        for (int p = 0; p < 4; p++) {
            assertEquals(new Step(How.DIFFERENTIAL, "DIFFERENTIAL mode"), policy.decide(p, facts(4, 10, 3)));
        }
    }

    @Test
    void scratchModeRunsEveryViewInAFreshDataflow() {
        ViewPolicy policy = new ScratchPolicy();
        for (int p = 0; p < 4; p++) {
            assertEquals(new Step(How.FRESH_DATAFLOW, "SCRATCH mode"), policy.decide(p, facts(4, 10, 3)));
        }
    }

    @Test
    void aProgramWithoutADifferentialFormStartsOnceThenRecomputesEachView() {
        ViewPolicy policy = new RecomputePolicy();
        assertEquals(new Step(How.FRESH_DATAFLOW, "plain algorithm"), policy.decide(0, facts(3, 10, 10)));
        assertEquals(new Step(How.DIFFERENTIAL, "plain algorithm"), policy.decide(1, facts(3, 10, 2)));
        assertEquals(new Step(How.DIFFERENTIAL, "plain algorithm"), policy.decide(2, facts(3, 10, 2)));
    }

    @Test
    void thePlainPolicyRunsEveryViewPlain() {
        assertEquals(new Step(How.PLAIN, "plain"), new PlainPolicy().decide(0, facts(2, 10, 10)));
        assertEquals(new Step(How.PLAIN, "plain"), new PlainPolicy().decide(1, facts(2, 10, 1)));
    }

    @Test
    void givenSplitsFollowAdaptivesOpeningThenTheGivenWays() {
        How[] given = {null, null, How.PLAIN, How.FRESH_DATAFLOW, How.DIFFERENTIAL};
        ViewPolicy policy = new GivenPolicy(p -> given[p], How.DIFFERENTIAL);
        assertEquals(new Step(How.FRESH_DATAFLOW, "first view"), policy.decide(0, facts(5, 10, 10)),
                "no native timing and no budget");
        assertEquals(new Step(How.DIFFERENTIAL, "second view"), policy.decide(1, facts(5, 10, 1)));
        for (int p = 2; p < 5; p++) {
            assertEquals(new Step(given[p], "given"), policy.decide(p, facts(5, 10, 1)));
        }
        assertEquals(new Step(How.PLAIN, "a single view: the plain algorithm"),
                new GivenPolicy(p -> How.DIFFERENTIAL, How.DIFFERENTIAL).decide(0, facts(1, 10, 10)));
    }

    @Test
    void adaptiveRunsASingleViewNativelyWhenThereIsAPlainAlgorithm() {
        assertEquals(new Step(How.PLAIN, "a single view: the plain algorithm"),
                new AdaptivePolicy(adaptive(), true, false).decide(0, facts(1, 10, 10)));
        assertEquals(new Step(How.FRESH_DATAFLOW, "first view"),
                new AdaptivePolicy(adaptive(), false, false).decide(0, facts(1, 10, 10)));
    }

    @Test
    void adaptiveTimesTheFirstViewNativelyTwiceAndBudgetsItsDataflowByEveryLaterViewsNativeTime() {
        long[] runs = {0};
        long[] nanos = {999 * MS, 100 * MS}; // the first, compiling, run's time is not used
        LongSupplier nativeRun = () -> nanos[(int) runs[0]++];
        AdaptivePolicy policy = new AdaptivePolicy(adaptive(), true, false);
        Step first = policy.decide(0, new ViewFacts(5, 1000, 1000, nativeRun));
        assertEquals(2, runs[0]);
        assertEquals(new Step(How.FRESH_DATAFLOW, "first view", 4 * 100 * MS), first, "4 later views at 100 ms");
        runs[0] = 0;
        nanos[1] = MS;
        assertEquals(AdaptivePolicy.MIN_FIRST_DATAFLOW_BUDGET,
                new AdaptivePolicy(adaptive(), true, false).decide(0, new ViewFacts(5, 1000, 1000, nativeRun)).budget(),
                "never less than the least budget");
        assertEquals(0, new AdaptivePolicy(adaptive(), false, false).decide(0, facts(5, 1000, 1000)).budget(),
                "without a plain algorithm nothing to weigh the dataflow against");
        // The native timing seeded the model's scratch line: 100 ms at 1,000 edges.
        assertEquals(new Step(How.DIFFERENTIAL, "second view"), policy.decide(1, facts(5, 1000, 20)));
        policy.observe(How.DIFFERENTIAL, 1000, 20, 40 * MS);
        assertEquals(new Step(How.DIFFERENTIAL, "predicted: plain 100 ms (x1.3) >= differential 40.0 ms"),
                policy.decide(2, facts(5, 1000, 20)));
        assertEquals(new Step(How.PLAIN, "predicted: plain 100 ms (x1.3) < differential 200 ms"),
                policy.decide(3, facts(5, 1000, 100)));
        assertEquals(new Step(How.PLAIN, "more differences than DIFF_X times its edges"),
                policy.decide(4, facts(5, 10, 14)));
    }

    @Test
    void differentialModeMovesTheKernelWhenTheProgramHasOne() {
        for (int p = 0; p < 3; p++) {
            assertEquals(new Step(How.KERNEL, "DIFFERENTIAL mode: the incremental kernel"),
                    new DifferentialPolicy(How.KERNEL).decide(p, facts(3, 10, 3)));
        }
    }

    @Test
    void adaptiveWithAKernelStartsItOnTheFirstViewWithoutANativeRunOrABudget() {
        AdaptivePolicy policy = new AdaptivePolicy(adaptive(), true, true);
        assertEquals(new Step(How.KERNEL, "first view: the kernel starts"), policy.decide(0, facts(5, 1000, 1000)),
                "no native run (facts would fail it) and no budget");
        policy.observe(How.KERNEL, 1000, 1000, 100 * MS);
        assertEquals(new Step(How.KERNEL, "second view: kernel"), policy.decide(1, facts(5, 1000, 20)));
        policy.observe(How.KERNEL, 1000, 20, 3 * MS);
        // The move taught 0.15 ms per difference; the plain algorithm is timed on the next view.
        assertEquals(new Step(How.PLAIN, "plain, to time it: 20 differences would cost 3.00 ms by the kernel"),
                policy.decide(2, facts(5, 1000, 20)));
    }

    @Test
    void adaptiveWithAKernelLearnsPlainTimesFromPlainViewsAndRestartTimesFromFreshKernels() {
        AdaptivePolicy policy = new AdaptivePolicy(adaptive(), true, true);
        policy.decide(0, facts(30, 1000, 1000));
        policy.observe(How.KERNEL, 1000, 1000, 100 * MS);
        policy.decide(1, facts(30, 1000, 20));
        policy.observe(How.KERNEL, 1000, 20, 3 * MS);
        // The plain algorithm is timed first.
        Step probe = policy.decide(2, new ViewFacts(30, 1000, 800, 20, null));
        assertEquals(new Step(How.PLAIN, "plain, to time it: 800 differences would cost 120 ms by the kernel"), probe);
        policy.observe(How.PLAIN, 1000, 1000, 40 * MS);
        // Now 820 behind: 123 ms, within COMP_X of a restart (100 ms), so the kernel is kept, and
        // the 26 views to go at 3 ms instead of 40 ms repay the 83 ms more than a plain run.
        assertEquals("kernel: 820 differences 123 ms, plain 40.0 ms, 26 views to go at 3.00 ms",
                policy.decide(3, new ViewFacts(30, 1000, 820, 20, null)).reason());
        // 900 behind: 135 ms, more than 1.3 x 100 ms; a restart, repaid likewise.
        Step restart = policy.decide(3, new ViewFacts(30, 1000, 900, 20, null));
        assertEquals(How.FRESH_KERNEL, restart.how(), restart.reason());
        assertEquals("kernel restarts: 900 differences would cost 135 ms by the kernel, a restart 100 ms, 40.0 ms plain,"
                + " 26 views to go at 3.00 ms", restart.reason());
        policy.observe(How.FRESH_KERNEL, 1000, 1000, 60 * MS);
        // The restart line now averages 80 ms at 1,000 edges; the catch-up line is still 0.15 ms per difference.
        assertEquals("kernel: 20 differences 3.00 ms, plain 40.0 ms", policy.decide(4, facts(30, 1000, 20)).reason());
        policy.observe(How.KERNEL, 1000, 20, 3 * MS);
        assertEquals("kernel restarts: 900 differences would cost 135 ms by the kernel, a restart 80.0 ms, 40.0 ms plain,"
                + " 24 views to go at 3.00 ms", policy.decide(5, new ViewFacts(30, 1000, 900, 20, null)).reason());
    }

    @Test
    void adaptiveOnTwoWorkersRunsPlainViewsOnTheThreadCountThatCostLessAndWeighsItsTime() {
        CollectionRunner.Settings two = CollectionRunner.Settings.of(CollectionRunner.Mode.ADAPTIVE, 2);
        AdaptivePolicy policy = new AdaptivePolicy(two, true, true);
        assertEquals(new Step(How.KERNEL, "first view: the kernel starts"), policy.decide(0, facts(30, 1000, 1000)));
        policy.observe(How.KERNEL, 1000, 1000, 100 * MS);
        policy.decide(1, facts(30, 1000, 20));
        policy.observe(How.KERNEL, 1000, 20, 3 * MS);
        assertEquals(new Step(How.PLAIN, "plain, to time it: 20 differences would cost 3.00 ms by the kernel;"
                + " on 2 threads, to time them", 0, 2), policy.decide(2, facts(30, 1000, 20)));
        policy.observe(How.PLAIN, 1000, 1000, 40 * MS);
        // 1,400 differences are more than DIFF_X times the edges: a restart (100 ms), which steps
        // of 400 differences (60 ms, more than a plain run) never repay; the kernel is dropped.
        ViewFacts far = new ViewFacts(30, 1000, 1400, 400, null);
        assertEquals(new Step(How.PLAIN, "plain: 1,400 differences (more than DIFF_X times the edges) need a restart,"
                + " 100 ms, 40.0 ms plain, 26 views to go at 60.0 ms; the kernel stops following (it would restart);"
                + " on 1 thread, to time it", 0, 1), policy.decide(3, far));
        assertTrue(policy.dropsDifferentialState());
        policy.observe(How.PLAIN, 1000, 1000, 20 * MS);
        // The plain time the kernel's model weighs is now the cheaper count's: 20 ms on 1 thread.
        assertEquals(new Step(How.PLAIN, "plain: the kernel stopped following, a restart"
                + " 100 ms, 20.0 ms plain, 25 views to go at 60.0 ms; on 2 threads, to time them", 0, 2), policy.decide(4, far));
        assertFalse(policy.dropsDifferentialState(), "dropped once");
        policy.observe(How.PLAIN, 1000, 1000, 40 * MS);
        policy.decide(5, far);
        policy.observe(How.PLAIN, 1000, 1000, 20 * MS);
        Step cheaper = policy.decide(6, far);
        assertEquals(1, cheaper.threads());
        assertEquals("plain: the kernel stopped following, a restart 100 ms, 20.0 ms plain,"
                + " 23 views to go at 60.0 ms; on 1 thread, 20.0 ms against 40.0 ms on 2", cheaper.reason());
    }

    @Test
    void adaptiveWithAKernelRunsAFirstViewBeforeALargeStepPlainAndStartsTheKernelOnASmallStep() {
        AdaptivePolicy policy = new AdaptivePolicy(CollectionRunner.Settings.of(CollectionRunner.Mode.ADAPTIVE, 2), true, true);
        assertEquals(new Step(How.PLAIN, "first view: plain, the next step is 35.0% of the edges (the kernel starts on steps"
                + " up to 10.0%); on 2 threads, to time them", 0, 2), policy.decide(0, new ViewFacts(30, 1000, 0, 1000, 350, null)));
        policy.observe(How.PLAIN, 1000, 0, 40 * MS);
        assertEquals(new Step(How.PLAIN, "plain: the step is 35.0% of the edges (the kernel starts on steps up to 10.0%);"
                + " on 1 thread, to time it", 0, 1), policy.decide(1, new ViewFacts(30, 1000, 0, 350, 20, null)),
                "the second view does not move a kernel that did not start");
        policy.observe(How.PLAIN, 1000, 0, 20 * MS);
        assertEquals(new Step(How.FRESH_KERNEL, "kernel starts: the step is 2.0% of the edges (up to 10.0%), 27 views to go"),
                policy.decide(2, new ViewFacts(30, 1000, 0, 20, 20, null)));
        assertFalse(policy.dropsDifferentialState());
        policy.observe(How.FRESH_KERNEL, 1000, 1000, 60 * MS);
        assertEquals(new Step(How.KERNEL, "kernel: no observations to predict from yet"), policy.decide(3, facts(30, 1000, 20)));
        policy.observe(How.KERNEL, 1000, 20, 3 * MS);
        // The plain time is the cheaper count's, 20 ms on 1 thread; a step costs the kernel 3 ms.
        assertEquals(new Step(How.KERNEL, "kernel: 20 differences 3.00 ms, plain 20.0 ms"), policy.decide(4, facts(30, 1000, 20)));
    }

    @Test
    void onlyAPlainStepNamesAThreadCount() {
        assertThrows(IllegalArgumentException.class, () -> new Step(How.KERNEL, "kernel", 0, 1));
    }

    @Test
    void adaptiveWithAKernelSplitsIndicesIntoPlainViews() {
        CollectionRunner.Settings s = new CollectionRunner.Settings(CollectionRunner.Mode.ADAPTIVE, 10, 1.3, 1.3, 0, true,
                Set.of(3), 1);
        AdaptivePolicy policy = new AdaptivePolicy(s, true, true);
        policy.decide(0, new ViewFacts(5, 10, 10, () -> MS));
        policy.decide(1, facts(5, 10, 1));
        assertEquals(new Step(How.KERNEL, "not in INDICES: kernel"), policy.decide(2, facts(5, 10, 100)));
        assertEquals(new Step(How.PLAIN, "forced by INDICES: plain"), policy.decide(3, facts(5, 10, 0)));
        assertThrows(IllegalArgumentException.class, () -> new AdaptivePolicy(s, false, true), "a kernel needs a plain algorithm");
    }

    @Test
    void givenDifferentialViewsMoveTheKernelWhenTheProgramHasOne() {
        How[] given = {null, null, How.DIFFERENTIAL, How.PLAIN, How.FRESH_DATAFLOW};
        ViewPolicy policy = new GivenPolicy(p -> given[p], How.KERNEL);
        assertEquals(How.KERNEL, policy.decide(0, facts(5, 10, 10)).how());
        assertEquals(How.KERNEL, policy.decide(1, facts(5, 10, 1)).how());
        assertEquals(new Step(How.KERNEL, "given"), policy.decide(2, facts(5, 10, 1)));
        assertEquals(new Step(How.PLAIN, "given"), policy.decide(3, facts(5, 10, 1)));
        assertEquals(new Step(How.FRESH_DATAFLOW, "given"), policy.decide(4, facts(5, 10, 1)));
    }

    @Test
    void adaptiveWithoutAPlainAlgorithmLearnsScratchTimesFromFreshDataflowsAndSplitsIntoThem() {
        AdaptivePolicy policy = new AdaptivePolicy(adaptive(), false, false);
        policy.decide(0, facts(4, 1000, 1000));
        policy.observe(How.FRESH_DATAFLOW, 1000, 1000, 5 * MS);
        policy.decide(1, facts(4, 1000, 10));
        policy.observe(How.DIFFERENTIAL, 1000, 10, 50 * MS);
        assertEquals(new Step(How.FRESH_DATAFLOW, "predicted: scratch 5.00 ms (x1.3) < differential 50.0 ms"),
                policy.decide(2, facts(4, 1000, 10)));
        policy.observe(How.FRESH_DATAFLOW, 1000, 1000, 95 * MS);
        assertEquals(How.DIFFERENTIAL, policy.decide(3, facts(4, 1000, 10)).how(), "scratch now averages 50 ms");
    }

    @Test
    void adaptiveWithIndicesSplitsExactlyThere() {
        CollectionRunner.Settings s = new CollectionRunner.Settings(CollectionRunner.Mode.ADAPTIVE, 10, 1.3, 1.3, 0, true,
                Set.of(3), 1);
        AdaptivePolicy policy = new AdaptivePolicy(s, true, false);
        policy.decide(0, new ViewFacts(5, 10, 10, () -> MS));
        policy.decide(1, facts(5, 10, 1));
        assertEquals(new Step(How.DIFFERENTIAL, "not in INDICES"), policy.decide(2, facts(5, 10, 100)));
        assertEquals(new Step(How.FRESH_DATAFLOW, "forced by INDICES"), policy.decide(3, facts(5, 10, 0)));
        assertEquals(new Step(How.DIFFERENTIAL, "not in INDICES"), policy.decide(4, facts(5, 10, 1)));
    }

    @Test
    void aFirstDataflowStoppedAtItsBudgetGivesEveryViewToThePlainAlgorithm() {
        AdaptivePolicy policy = new AdaptivePolicy(adaptive(), true, false);
        Step first = policy.decide(0, new ViewFacts(3, 10, 10, () -> 300 * MS));
        assertEquals(new Step(How.PLAIN, "plain: the first view's dataflow run was stopped after 600 ms,"
                + " the time of every later view by the plain algorithm"), policy.stopped(first));
        for (int p = 1; p < 3; p++) {
            assertEquals(new Step(How.PLAIN, "plain: the dataflow could not pay off (stopped on the first view)"),
                    policy.decide(p, facts(3, 10, 1)));
        }
    }

    @Test
    void onlyAPolicyThatSetsBudgetsIsAskedAfterAStop() {
        assertThrows(IllegalStateException.class,
                () -> new DifferentialPolicy(How.DIFFERENTIAL).stopped(new Step(How.DIFFERENTIAL, "x")));
    }
}
