package graphsurge.analytics.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Every decision's explanation opens with its reason's words, which is all the run table shows of it. */
class DecisionTest {
    /** Figures of the kind each reason rests on. */
    private static Decision.Facts factsOf(Reason reason) {
        return switch (reason) {
            case DATAFLOW_STOPPED -> new Decision.Stop(600_000_000L);
            case RERUN_CHEAPER -> new Decision.Split(true, 0.1, 0.2, 1.3);
            case DATAFLOW_CHEAPER -> new Decision.Split(false, 0.1, 0.04, 1.3);
            case PLAIN_TO_TIME, PLAIN_CHEAPER, PLAIN_CHEAPER_KERNEL_STOPS, PLAIN_CHEAPER_STEPS_DEARER, KERNEL_RESTARTS,
                    KERNEL_CATCHES_UP -> new Decision.KernelCost(1200, 0.12, 0.05, true, false, 0.04, 0.001, 5);
            case KERNEL_WAITS, STEP_TOO_LARGE, TOO_FEW_VIEWS_TO_GO, KERNEL_STARTS -> new Decision.KernelStart(350, 1000, 0.1, 3);
            case LARGE_CHANGE -> new Decision.Rebuild(300, 1000, 0.25, Reason.DIFFERENTIAL_MODE);
            default -> new Decision.None();
        };
    }

    @Test
    void theRunTableShowsTheReasonsWordsAndTheExplanationAddsTheFigures() {
        Decision.ThreadChoice cheaper = new Decision.ThreadChoice(1, Decision.ThreadReason.CHEAPER, 4, 0.005, 0.007);
        for (Reason reason : Reason.values()) {
            Decision d = Decision.of(reason, factsOf(reason));
            String explained = d.explain();
            assertEquals(reason.words(), Decision.brief(explained), explained);
            assertTrue(explained.startsWith(reason.words()), explained);
            assertEquals(reason.words(), Decision.brief(d.onThreads(cheaper).explain()).split("; ")[0], explained);
            assertEquals("starts segment 2; " + reason.words(), Decision.brief("starts segment 2; " + explained));
            assertTrue(reason.words().indexOf(':') < 0 && reason.words().indexOf(';') < 0, reason + ": words with no figures");
        }
    }

    @Test
    void aDecisionOnFiguresExplainsThem() {
        String explained = Decision.of(Reason.KERNEL_CATCHES_UP, new Decision.KernelCost(200, 0.02, 0.05, false, false, 0.04,
                0.001, 5)).explain();
        assertTrue(explained.contains("200") && explained.contains("20.0 ms") && explained.contains("40.0 ms"), explained);
    }
}
