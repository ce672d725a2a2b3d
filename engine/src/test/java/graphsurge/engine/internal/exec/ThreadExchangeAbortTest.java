package graphsurge.engine.internal.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.engine.UpdateBatch;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * An aborted thread exchange turns away every worker, those waiting at its barriers when it was
 * aborted and those reaching one later, so that no worker waits for one that has failed.
 */
class ThreadExchangeAbortTest {
    private static final Duration PROMPTLY = Duration.ofSeconds(5);

    /** Returns once {@code worker} waits (at a barrier, in these tests). */
    private static void awaitWaiting(Thread worker) throws InterruptedException {
        long giveUp = System.nanoTime() + PROMPTLY.toNanos();
        while (worker.getState() != Thread.State.WAITING) {
            assertTrue(System.nanoTime() - giveUp < 0, "the worker never waited");
            Thread.sleep(1);
        }
    }

    @Test
    void aWorkerReachingABarrierAfterTheAbortFailsInsteadOfWaiting() {
        ThreadExchange exchange = new ThreadExchange(3);
        exchange.abort();
        assertTimeoutPreemptively(PROMPTLY, () -> {
            assertThrows(IllegalStateException.class, () -> exchange.exchange(0, new UpdateBatch()), "exchange");
            assertThrows(IllegalStateException.class, () -> exchange.anyActive(1, true), "vote");
        });
    }

    @Test
    void workersWaitingAtTheAbortAndArrivingAfterItAllFail() throws InterruptedException {
        ThreadExchange exchange = new ThreadExchange(3);
        CountDownLatch waiting = new CountDownLatch(1);
        CountDownLatch aborted = new CountDownLatch(1);
        AtomicReference<Throwable> first = new AtomicReference<>();
        AtomicReference<Throwable> late = new AtomicReference<>();
        Thread waiter = new Thread(() -> {
            waiting.countDown();
            try {
                exchange.anyActive(0, true);
            } catch (Throwable e) {
                first.set(e);
            }
        });
        Thread latecomer = new Thread(() -> {
            try {
                aborted.await();
                exchange.exchange(1, new UpdateBatch());
            } catch (Throwable e) {
                late.set(e);
            }
        });
        waiter.start();
        latecomer.start();
        waiting.await();
        awaitWaiting(waiter);
        exchange.abort();
        aborted.countDown();
        waiter.join(PROMPTLY.toMillis());
        latecomer.join(PROMPTLY.toMillis());
        assertInstanceOf(IllegalStateException.class, first.get(), "the worker waiting at the vote");
        assertInstanceOf(IllegalStateException.class, late.get(), "the worker arriving after the abort");
    }

    @Test
    void anInterruptedCallerAbortsTheRunAndTheWorkersStillComputingLeaveAtTheirNextBarrier() throws InterruptedException {
        ThreadExchange exchange = new ThreadExchange(2);
        CountDownLatch bothStarted = new CountDownLatch(2);
        AtomicReference<Thread> voter = new AtomicReference<>();
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch left = new CountDownLatch(2);
        AtomicReference<Throwable> caller = new AtomicReference<>();
        Thread run = new Thread(() -> {
            try {
                Workers.run(2, exchange, me -> {
                    try {
                        if (me == 1) {
                            voter.set(Thread.currentThread());
                        }
                        bothStarted.countDown();
                        if (me == 0) {
                            // Still computing when the caller gives up: it reaches the barrier only after the abort.
                            release.await();
                        }
                        exchange.anyActive(me, false);
                    } finally {
                        left.countDown();
                    }
                });
            } catch (Throwable e) {
                caller.set(e);
            }
        });
        run.start();
        assertTrue(bothStarted.await(PROMPTLY.toMillis(), TimeUnit.MILLISECONDS));
        awaitWaiting(voter.get());
        run.interrupt();
        run.join(PROMPTLY.toMillis());
        // A cancellation (an IllegalStateException): the workers were interrupted and waited for.
        assertInstanceOf(java.util.concurrent.CancellationException.class, caller.get(), "the caller's run ends");
        assertEquals("interrupted", caller.get().getMessage());
        release.countDown();
        assertTrue(left.await(PROMPTLY.toMillis(), TimeUnit.MILLISECONDS), "both workers left the exchange");
    }
}
