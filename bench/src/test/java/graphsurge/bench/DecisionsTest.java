package graphsurge.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import graphsurge.analytics.run.CollectionRunner.ViewResult;
import graphsurge.analytics.run.How;
import org.junit.jupiter.api.Test;

class DecisionsTest {
    private static String of(How... hows) {
        Decisions d = new Decisions();
        for (int p = 0; p < hows.length; p++) {
            d.view(new ViewResult(p, p, 0, 0, 0, hows[p], "", 0, new long[0], new boolean[0], null));
        }
        return d.toString();
    }

    @Test
    void plainViewsAfterAPlainFirstViewSplitNothing() {
        assertEquals("0 scratch, 4 plain, 0 differential", of(How.PLAIN, How.PLAIN, How.PLAIN, How.PLAIN));
    }

    @Test
    void aSplitIsAViewRunAfreshRightAfterADifferentialOneAndAFreshKernelCountsAsScratch() {
        assertEquals("2 scratch, 3 plain, 3 differential; split at 3, 7",
                of(How.FRESH_DATAFLOW, How.DIFFERENTIAL, How.PLAIN, How.PLAIN, How.FRESH_KERNEL, How.KERNEL, How.PLAIN,
                        How.KERNEL));
    }

    @Test
    void moreThanFiveSplitsAreCounted() {
        How[] hows = new How[14];
        for (int p = 0; p < hows.length; p++) {
            hows[p] = p % 2 == 0 ? How.KERNEL : How.PLAIN;
        }
        assertEquals("0 scratch, 7 plain, 7 differential; split at 2, 4, 6, 8, 10 and 2 more", of(hows));
    }
}
