package graphsurge.engine.internal.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Interrupting the caller of {@link Workers#run} (Ctrl-C) cancels the run: every worker is
 * interrupted, the caller returns only once all have stopped, with a
 * {@link CancellationException} and its interrupt status set, and the next run on the pool's
 * threads is not disturbed.
 */
class WorkersCancellationTest {
    @Test
    void interruptingTheCallerStopsEveryWorkerBeforeItReturns() throws Exception {
        int workers = 3;
        AtomicInteger running = new AtomicInteger();
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        AtomicReference<Boolean> interruptKept = new AtomicReference<>();
        ThreadExchange exchange = new ThreadExchange(workers);
        Thread caller = new Thread(() -> {
            try {
                Workers.run(workers, exchange, me -> {
                    running.incrementAndGet();
                    try {
                        // A worker busy in a long step, which looks at its interrupt only now and then.
                        long spins = 0;
                        while (!Thread.currentThread().isInterrupted() || ++spins % 1000 != 0) {
                            Thread.onSpinWait();
                        }
                    } finally {
                        running.decrementAndGet();
                    }
                });
            } catch (Throwable t) {
                thrown.set(t);
                interruptKept.set(Thread.currentThread().isInterrupted());
            }
        }, "test-caller");
        caller.start();
        long until = System.nanoTime() + 5_000_000_000L;
        while (running.get() < workers && System.nanoTime() < until) {
            Thread.sleep(5);
        }
        assertEquals(workers, running.get(), "every worker started");
        caller.interrupt();
        caller.join(1_000);
        assertFalse(caller.isAlive(), "the caller returned within a second");
        assertEquals(0, running.get(), "no worker was still running when the caller returned");
        assertInstanceOf(CancellationException.class, thrown.get());
        assertEquals("interrupted", thrown.get().getMessage());
        assertTrue(interruptKept.get(), "the caller's interrupt status is kept");

        ThreadExchange next = new ThreadExchange(workers);
        Workers.run(workers, next, me -> next.anyActive(me, true)); // the pool's threads carry no interrupt
    }
}
