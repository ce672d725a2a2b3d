package graphsurge.analytics.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * ADAPTIVE's choice of a plain view's thread count on two workers, on made-up timings: each view
 * of 1,000 edges costs a fixed time per count (the lines and per-edge costs worked out by hand).
 */
class PlainCostModelTest {
    /** A run whose length is not known: every timing the rules call for runs. */
    private static final int ANY_LENGTH = Integer.MAX_VALUE;

    private static final double MS = 1e-3;
    private static final int EDGES = 1000;

    /** Chooses a count for a view of {@code edges} edges; records that it cost {@code oneMs} on 1 thread, {@code twoMs} on 2. */
    private static Decision.ThreadChoice view(PlainCostModel model, long edges, double oneMs, double twoMs) {
        Decision.ThreadChoice choice = model.choose(edges, ANY_LENGTH);
        int threads = choice == null ? 1 : choice.threads();
        model.observe(threads, edges, (threads == 1 ? oneMs : twoMs) * MS);
        return choice;
    }

    /** A probe of {@code threads} threads on two workers. */
    private static Decision.ThreadChoice timing(int threads) {
        return choice(threads, Decision.ThreadReason.TIMING, Double.NaN, Double.NaN);
    }

    /** {@code threads} threads on two workers, for {@code reason}, predicted at {@code seconds} against the other's. */
    private static Decision.ThreadChoice choice(int threads, Decision.ThreadReason reason, double seconds, double otherSeconds) {
        return new Decision.ThreadChoice(threads, reason, 3 - threads, seconds, otherSeconds);
    }

    private static void assertChoice(Decision.ThreadChoice expected, Decision.ThreadChoice actual) {
        DecisionAssertions.assertFacts(expected, actual);
    }

    /** A model on two workers after its four probing views at {@code oneMs} on 1 thread and {@code twoMs} on 2. */
    private static PlainCostModel probed(double oneMs, double twoMs) {
        PlainCostModel model = new PlainCostModel(2, 0, true);
        for (int i = 0; i < 4; i++) {
            view(model, EDGES, oneMs, twoMs);
        }
        return model;
    }

    @Test
    void aSlowRunOnOneCountDoesNotBecomeThePlainTimeWhenTheOtherIsAsCheap() {
        // The run table of a bench run (different, bfs on 2 workers): one thread's second run was
        // slow (28 ms), two threads' last two runs a little slower than one thread's first.
        PlainCostModel model = new PlainCostModel(2, 0, true);
        double[][] runs = {{2, 13.05}, {1, 11.42}, {2, 10.19}, {1, 28.13}, {2, 10.61}, {2, 10.42}, {2, 10.67},
            {2, 10.63}, {2, 11.92}, {2, 11.67}};
        for (double[] run : runs) {
            model.observe((int) run[0], EDGES, run[1] * MS);
        }
        // Two threads' line: the mean of their runs (one size: the average ratio), 11.145 ms; one
        // thread's, 19.8 ms, which would make a kernel view of 15 ms look the cheaper way.
        assertEquals(11.145 * MS, model.predict(EDGES), 1e-9);
    }

    @Test
    void withOneWorkerEveryPlainViewRunsOnItAndNothingIsSaid() {
        PlainCostModel model = new PlainCostModel(1, 0, true);
        for (int i = 0; i < 3; i++) {
            assertNull(view(model, EDGES, 40, 1));
        }
        assertEquals(40 * MS, model.predict(EDGES), 1e-12, "the one line over every plain run");
    }

    @Test
    void theFirstPlainViewsAlternateUntilEachCountRanTwice() {
        PlainCostModel model = new PlainCostModel(2, 0, true);
        assertEquals(Double.NaN, model.predict(EDGES), "nothing to predict from");
        assertChoice(timing(2), view(model, EDGES, 5, 7));
        assertChoice(timing(1), view(model, EDGES, 5, 7));
        assertChoice(timing(2), view(model, EDGES, 5, 7));
        assertChoice(timing(1), view(model, EDGES, 5, 7));
    }

    @Test
    void theCountThatCostLessPerEdgeRunsAndGivesThePlainTime() {
        PlainCostModel oneCheaper = probed(5.6, 7);
        assertChoice(choice(1, Decision.ThreadReason.CHEAPER, 5.60 * MS, 7.00 * MS), oneCheaper.choose(EDGES, ANY_LENGTH));
        assertEquals(5.6 * MS, oneCheaper.predict(EDGES), 1e-12);
        PlainCostModel twoCheaper = probed(6.1, 5.6);
        assertChoice(choice(2, Decision.ThreadReason.CHEAPER, 5.60 * MS, 6.10 * MS), twoCheaper.choose(EDGES, ANY_LENGTH));
        assertEquals(5.6 * MS, twoCheaper.predict(EDGES), 1e-12);
        // Per edge: 5.6 µs and 7 µs at 1,000 edges, so 11.2 ms against 14.0 ms at 2,000 (within twice the last run's edges).
        assertChoice(choice(1, Decision.ThreadReason.CHEAPER, 11.2 * MS, 14.0 * MS), oneCheaper.choose(2 * EDGES, ANY_LENGTH));
    }

    @Test
    void aFirstRunThatCostMoreDoesNotDecideAlone() {
        PlainCostModel model = new PlainCostModel(2, 0, true);
        view(model, EDGES, 0, 7);
        view(model, EDGES, 20, 0); // one thread's first run, still compiling
        view(model, EDGES, 0, 7);
        view(model, EDGES, 5, 0);
        assertChoice(choice(1, Decision.ThreadReason.CHEAPER, 5.00 * MS, 7.00 * MS), model.choose(EDGES, ANY_LENGTH));
    }

    @Test
    void theOtherCountRunsAgainAfterReprobeAfterPlainViewsOnTheCheaperOne() {
        PlainCostModel model = probed(5.6, 7);
        // The probes ran 2 threads last on the third plain view and 1 thread on the fourth.
        for (int i = 1; i < PlainCostModel.REPROBE_AFTER; i++) {
            assertEquals(1, view(model, EDGES, 5.6, 7).threads(), "plain view " + (4 + i));
        }
        assertChoice(choice(2, Decision.ThreadReason.TIMING_AGAIN_AFTER, 7.00 * MS, 5.60 * MS), view(model, EDGES, 5.6, 7));
        assertEquals(1, view(model, EDGES, 5.6, 7).threads(), "still dearer: back to 1 thread");
    }

    @Test
    void aWrongSampleDoesNotStickOnceTheOtherCountRunsAgain() {
        // Both probes of 2 threads were slowed by a neighbour (9 ms); they really cost 5 ms, below 1 thread's 6.
        PlainCostModel model = probed(6, 9);
        for (int i = 1; i < PlainCostModel.REPROBE_AFTER; i++) {
            assertEquals(1, view(model, EDGES, 6, 5).threads());
        }
        assertEquals(2, view(model, EDGES, 6, 5).threads(), "timed again");
        assertChoice(choice(2, Decision.ThreadReason.CHEAPER, 5.00 * MS, 6.00 * MS), view(model, EDGES, 6, 5));
        for (int i = 2; i < PlainCostModel.REPROBE_AFTER; i++) {
            assertEquals(2, view(model, EDGES, 6, 5).threads());
        }
        assertChoice(choice(1, Decision.ThreadReason.TIMING_AGAIN_AFTER, 6.00 * MS, 5.00 * MS), view(model, EDGES, 6, 5));
    }

    @Test
    void aViewOfAnotherSizeTimesTheOtherCountAgain() {
        PlainCostModel larger = probed(5.6, 7);
        assertChoice(choice(2, Decision.ThreadReason.TIMING_AGAIN_LARGER, Double.NaN, Double.NaN), view(larger, 2001, 11.2, 9));
        // 2 threads now cost 4.5 µs an edge (their last two: 7 µs, 4.5 µs), less than 1 thread's 5.6, whose
        // last run had less than half these edges: it runs again too, before the per-edge costs decide.
        assertChoice(choice(1, Decision.ThreadReason.TIMING_AGAIN_LARGER, Double.NaN, Double.NaN), view(larger, 2001, 11.2, 9));
        assertChoice(choice(2, Decision.ThreadReason.CHEAPER, 9.00 * MS, 11.2 * MS), larger.choose(2001, ANY_LENGTH));
        PlainCostModel smaller = probed(5.6, 7);
        assertChoice(choice(2, Decision.ThreadReason.TIMING_AGAIN_SMALLER, Double.NaN, Double.NaN),
                smaller.choose(EDGES / 2 - 1, ANY_LENGTH));
    }

    @Test
    void theDearerCountIsTimedAgainOnlyWithinTheLearningShareOfTheRun() {
        // 1 thread costs 5 ms a view of 1,000 edges, 2 threads 10 ms; each count's first run is cold.
        PlainCostModel shortRun = probed(10 * MS, 5 * MS, 10);
        assertEquals(2, view(shortRun, EDGES, 5, 10).threads(), "the probes' second run of 2 threads");
        assertEquals(1, view(shortRun, EDGES, 5, 10).threads(), "the probes' second run of 1 thread");
        assertChoice(choice(1, Decision.ThreadReason.CHEAPER, 5.00 * MS, 10.0 * MS), shortRun.choose(EDGES, 5));
        // A view of 2,001 edges would time 2 threads again (more than twice their last run's edges),
        // losing 10.0 ms; the run's plain time is 30 ms so far and 2 views at 10.0 ms, 50.0 ms, of
        // which 5% is 2.5 ms. Their figure is their one warm timing scaled.
        assertChoice(choice(1, Decision.ThreadReason.TIMING_SKIPPED, 5e-6 * 2001, 10e-6 * 2001), shortRun.choose(2 * EDGES + 1, 1));
        // 15 ms so far and 101 views at 5 ms: 520 ms, of which 5% is 26 ms, room for 5 such timings.
        PlainCostModel longRun = probed(10 * MS, 5 * MS, 102);
        assertChoice(timing(2), longRun.choose(EDGES, 100));
    }

    @Test
    void theProbesRunHoweverShortTheRunSinceAFirstTimingIsCold() {
        // 2 threads took 10 ms, 1 thread 20 ms, each once (cold), then 2 threads 10 ms (warm): one
        // thread's only timing is cold and says nothing, so its second runs even on the last view.
        PlainCostModel model = probed(10 * MS, 20 * MS, 3);
        assertChoice(timing(2), model.choose(EDGES, 1));
        model.observe(2, EDGES, 10 * MS);
        assertChoice(timing(1), model.choose(EDGES, 0));
    }

    @Test
    void aColdFirstTimingIsNeverScaledToALargerView() {
        // Issue 32: 2 threads' first (cold) run took 2.6 ms on 150 edges, 17 µs an edge; scaled to
        // 4,375 edges it said 75.8 ms where a warm run takes 1 ms. It is not a cost: 2 threads are
        // timed again, and only the warm timings decide.
        PlainCostModel model = new PlainCostModel(2, 0, true);
        model.choose(150, 3);
        model.observe(2, 150, 2.6 * MS);
        model.choose(525, 2);
        model.observe(1, 525, 0.4 * MS);
        assertChoice(timing(2), model.choose(4375, 1));
        model.observe(2, 4375, 1.0 * MS);
        assertChoice(timing(1), model.choose(4375, 0));
        model.observe(1, 4375, 3.0 * MS);
        assertChoice(choice(2, Decision.ThreadReason.CHEAPER, 1.00 * MS, 3.00 * MS), model.choose(4375, 0));
    }

    @Test
    void aTimingAfterACompilingRunCountsAtOnce() {
        // The first view's plain timing (ADAPTIVE runs it twice, and times the second) is warm: with
        // 2 threads' probe it gives them two warm timings, the lower counting.
        PlainCostModel model = new PlainCostModel(2, 0, true);
        model.observeWarm(2, EDGES, 8 * MS);
        for (int i = 0; i < 4; i++) {
            view(model, EDGES, 5, 9);
        }
        // 2 threads: warm 8 ms, then 9 and 9 ms, the lower of the last two 9 ms; 1 thread: cold, then 5 ms.
        assertChoice(choice(1, Decision.ThreadReason.CHEAPER, 5.00 * MS, 9.00 * MS), model.choose(EDGES, ANY_LENGTH));
    }

    @Test
    void onlyOneThreadOrTheWorkersAreCounts() {
        assertThrows(IllegalArgumentException.class, () -> new PlainCostModel(4, 0, true).observe(2, EDGES, MS));
        assertThrows(IllegalArgumentException.class, () -> new PlainCostModel(0, 0, true));
    }

    /**
     * A model on 2 workers after the first two plain views of a run with {@code toGo} views after
     * the first: 2 threads took {@code twoThreads} seconds, then 1 thread {@code oneThread}.
     */
    private static PlainCostModel probed(double twoThreads, double oneThread, int toGo) {
        PlainCostModel model = new PlainCostModel(2, 0, true);
        model.choose(EDGES, toGo);
        model.observe(2, EDGES, twoThreads);
        model.choose(EDGES, toGo - 1);
        model.observe(1, EDGES, oneThread);
        return model;
    }
}
