package graphsurge.engine.internal.exec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Arrays;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

/**
 * {@link Workers} on threads kept between runs: each run still has W distinct threads, none the
 * caller's; what one run leaves on a thread (an interrupt, a failure) does not reach the next;
 * and a run started from within a run completes (the pool grows instead of waiting for a busy
 * thread).
 */
class WorkersPoolTest {
    private static final Duration PROMPTLY = Duration.ofSeconds(10);

    @Test
    void everyRunHasOneDistinctThreadPerWorkerAndTheyAllMeetAtTheBarriers() {
        assertTimeoutPreemptively(PROMPTLY, () -> {
            for (int run = 0; run < 50; run++) {
                int workers = 2 + run % 3;
                ThreadExchange exchange = new ThreadExchange(workers);
                Set<Thread> threads = ConcurrentHashMap.newKeySet();
                long[] votes = new long[workers];
                Workers.run(workers, exchange, me -> {
                    threads.add(Thread.currentThread());
                    for (int i = 0; i < 10; i++) {
                        // Worker i % W alone is active: every worker must see it.
                        votes[me] += exchange.anyActive(me, me == i % workers) ? 1 : 0;
                    }
                });
                assertEquals(workers, threads.size(), "run " + run);
                assertTrue(!threads.contains(Thread.currentThread()), "run " + run + " on the caller's thread");
                long[] all = new long[workers];
                Arrays.fill(all, 10);
                assertArrayEquals(all, votes, "run " + run);
            }
        });
    }

    @Test
    void anInterruptLeftByOneRunDoesNotFailTheNext() {
        assertTimeoutPreemptively(PROMPTLY, () -> {
            ThreadExchange first = new ThreadExchange(2);
            // Each worker interrupts itself after its last barrier: the run itself succeeds.
            Workers.run(2, first, me -> {
                first.anyActive(me, false);
                Thread.currentThread().interrupt();
            });
            for (int run = 0; run < 20; run++) {
                ThreadExchange next = new ThreadExchange(2);
                Workers.run(2, next, me -> next.anyActive(me, true));
            }
        });
    }

    @Test
    void aFailedRunLeavesThePoolUsable() {
        assertTimeoutPreemptively(PROMPTLY, () -> {
            ThreadExchange failing = new ThreadExchange(2);
            IllegalArgumentException thrown = new IllegalArgumentException("worker 1 fails");
            IllegalArgumentException caught = assertThrows(IllegalArgumentException.class, () -> Workers.run(2, failing, me -> {
                if (me == 1) {
                    throw thrown;
                }
                failing.anyActive(me, true);
            }));
            assertEquals(thrown, caught);
            ThreadExchange next = new ThreadExchange(2);
            boolean[] seen = new boolean[2];
            Workers.run(2, next, me -> seen[me] = next.anyActive(me, me == 0));
            assertArrayEquals(new boolean[] {true, true}, seen);
        });
    }

    @Test
    void aRunStartedWithinARunCompletes() {
        assertTimeoutPreemptively(PROMPTLY, () -> {
            ThreadExchange outer = new ThreadExchange(2);
            Thread[][] inner = new Thread[2][2];
            Workers.run(2, outer, me -> {
                // Both outer workers are busy in this body while their inner runs need two threads each.
                ThreadExchange exchange = new ThreadExchange(2);
                Workers.run(2, exchange, w -> {
                    inner[me][w] = Thread.currentThread();
                    exchange.anyActive(w, true);
                });
                outer.anyActive(me, true);
            });
            for (Thread[] run : inner) {
                assertNotSame(run[0], run[1], "each inner run on two threads");
            }
        });
    }
}
