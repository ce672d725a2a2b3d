package graphsurge.gstore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The caller's interrupt cancels a loop of {@link Parallel} steps at the next step, on one
 * thread or several, and stays set for the levels above; without it every step runs.
 */
class ParallelCancellationTest {
    @Test
    void anInterruptedCallerStopsAtTheNextStepAndKeepsItsInterrupt() {
        for (int workers : new int[] {1, 2}) {
            AtomicInteger steps = new AtomicInteger();
            try {
                CancellationException e = assertThrows(CancellationException.class, () -> {
                    for (int level = 0; level < 100; level++) {
                        Parallel.forChunks(workers, 10 * Parallel.GRAIN, (chunk, from, to) -> { });
                        if (steps.incrementAndGet() == 3) {
                            Thread.currentThread().interrupt(); // Ctrl-C during the third level
                        }
                    }
                });
                assertEquals("interrupted", e.getMessage());
                assertEquals(3, steps.get(), "the fourth step did not start, on " + workers + " threads");
                assertTrue(Thread.currentThread().isInterrupted(), "the interrupt stays set");
            } finally {
                Thread.interrupted();
            }
        }
    }

    @Test
    void withoutAnInterruptEveryStepRuns() {
        AtomicInteger items = new AtomicInteger();
        for (int level = 0; level < 5; level++) {
            Parallel.forChunks(2, 10 * Parallel.GRAIN, (chunk, from, to) -> items.addAndGet(to - from));
        }
        assertEquals(50 * Parallel.GRAIN, items.get());
    }
}
