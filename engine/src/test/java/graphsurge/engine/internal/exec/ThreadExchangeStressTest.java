package graphsurge.engine.internal.exec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.engine.UpdateBatch;
import java.time.Duration;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Many back-to-back exchanges and votes on W threads, with random batch sizes (often empty, so that
 * fast workers run ahead into the next exchange while others still read the last one): every update
 * reaches its owner exactly once, in sender order, and every vote is the OR of the W votes. The
 * expected results are computed independently from the same seeds, without the exchange.
 */
class ThreadExchangeStressTest {
    private static final int ROUNDS = 3000;
    private static final Duration PROMPTLY = Duration.ofSeconds(5);

    /** The batch worker {@code from} sends at {@code round}: a function of the seed only. */
    private static UpdateBatch batch(long seed, int from, int round) {
        SplittableRandom random = new SplittableRandom(seed ^ (from * 0x9E3779B97F4A7C15L) ^ ((long) round << 20));
        int size = switch (random.nextInt(4)) {
            case 0 -> 0;
            case 1 -> random.nextInt(3);
            case 2 -> random.nextInt(40);
            default -> random.nextInt(400);
        };
        UpdateBatch b = new UpdateBatch();
        for (int i = 0; i < size; i++) {
            // The value identifies the update: sender, round and index.
            b.add(random.nextLong(1_000), ((long) from << 48) | ((long) round << 16) | i, round, 1);
        }
        return b;
    }

    private static boolean vote(long seed, int from, int round) {
        return new SplittableRandom(seed * 31 + from * 7919L + round).nextInt(2 * (from + 2)) == 0;
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4})
    void everyUpdateReachesItsOwnerOnceInSenderOrderAndEveryVoteIsTheOrOfAll(int workers) {
        long seed = 2026_12_06L; // fixed, and named in every message, so that a failure replays
        ThreadExchange exchange = new ThreadExchange(workers);
        long[][][] received = new long[workers][ROUNDS][];
        boolean[][] decided = new boolean[workers][ROUNDS];
        Workers.run(workers, exchange, me -> {
            SplittableRandom pause = new SplittableRandom(seed + me);
            for (int round = 0; round < ROUNDS; round++) {
                if (pause.nextInt(64) == 0) {
                    Thread.sleep(0, 100_000); // one worker late now and then, so that others park
                }
                UpdateBatch in = exchange.exchange(me, batch(seed, me, round));
                long[] values = new long[in.size()];
                for (int i = 0; i < in.size(); i++) {
                    assertEquals(me, exchange.owner(in.key(i)), "seed " + seed);
                    values[i] = in.value(i);
                }
                received[me][round] = values;
                if (round % 3 != 2) { // votes and exchanges interleave irregularly, as in nested loops
                    decided[me][round] = exchange.anyActive(me, vote(seed, me, round));
                }
            }
        });
        for (int round = 0; round < ROUNDS; round++) {
            boolean any = false;
            for (int from = 0; from < workers; from++) {
                any |= vote(seed, from, round);
            }
            for (int to = 0; to < workers; to++) {
                int n = 0;
                long[] expected = new long[received[to][round].length];
                for (int from = 0; from < workers; from++) {
                    UpdateBatch sent = batch(seed, from, round);
                    for (int i = 0; i < sent.size(); i++) {
                        if (exchange.owner(sent.key(i)) == to) {
                            assertTrue(n < expected.length, "worker " + to + " missed updates at round " + round + ", seed " + seed);
                            expected[n++] = sent.value(i);
                        }
                    }
                }
                assertEquals(expected.length, n, "worker " + to + " got extra updates at round " + round + ", seed " + seed);
                assertArrayEquals(expected, received[to][round], "worker " + to + " round " + round + ", seed " + seed);
                if (round % 3 != 2) {
                    assertEquals(any, decided[to][round], "vote of worker " + to + " at round " + round + ", seed " + seed);
                }
            }
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4})
    void anAbortReleasesWorkersParkedInAnExchangeAndTurnsLaterOnesAway(int workers) throws InterruptedException {
        ThreadExchange exchange = new ThreadExchange(workers);
        Thread[] waiters = new Thread[workers - 1];
        AtomicReference<Throwable>[] failures = newRefs(workers);
        CountDownLatch left = new CountDownLatch(workers - 1);
        for (int w = 0; w < workers - 1; w++) {
            int me = w;
            waiters[w] = new Thread(() -> {
                try {
                    exchange.exchange(me, batch(1, me, 0));
                } catch (Throwable e) {
                    failures[me].set(e);
                } finally {
                    left.countDown();
                }
            });
            waiters[w].start();
        }
        for (Thread t : waiters) {
            long giveUp = System.nanoTime() + PROMPTLY.toNanos();
            while (t.getState() != Thread.State.WAITING) { // spun, then parked
                assertTrue(System.nanoTime() - giveUp < 0, "a worker never parked");
                Thread.sleep(1);
            }
        }
        exchange.abort();
        assertTrue(left.await(PROMPTLY.toMillis(), TimeUnit.MILLISECONDS), "every waiting worker left");
        for (int w = 0; w < workers - 1; w++) {
            assertInstanceOf(IllegalStateException.class, failures[w].get(), "worker " + w);
        }
        int last = workers - 1;
        Throwable late = null;
        try {
            exchange.exchange(last, batch(1, last, 0));
        } catch (Throwable e) {
            late = e;
        }
        assertInstanceOf(IllegalStateException.class, late, "the worker arriving after the abort");
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3})
    void aWorkerInterruptedWhileItWaitsFailsWithInterruptedException(int workers) throws InterruptedException {
        ThreadExchange exchange = new ThreadExchange(workers);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread waiter = new Thread(() -> {
            try {
                exchange.anyActive(0, true);
            } catch (Throwable e) {
                failure.set(e);
            }
        });
        waiter.start();
        long giveUp = System.nanoTime() + PROMPTLY.toNanos();
        while (waiter.getState() != Thread.State.WAITING) {
            assertTrue(System.nanoTime() - giveUp < 0, "the worker never parked");
            Thread.sleep(1);
        }
        waiter.interrupt();
        waiter.join(PROMPTLY.toMillis());
        assertInstanceOf(InterruptedException.class, failure.get());
    }

    @SuppressWarnings("unchecked")
    private static AtomicReference<Throwable>[] newRefs(int n) {
        AtomicReference<Throwable>[] refs = new AtomicReference[n];
        for (int i = 0; i < n; i++) {
            refs[i] = new AtomicReference<>();
        }
        return refs;
    }
}
