package graphsurge.engine.internal.exec;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.locks.LockSupport;

/**
 * A reusable barrier for a fixed set of W workers that spins briefly before parking, and that can
 * be terminated for good.
 *
 * <p>Why not a {@link java.util.concurrent.Phaser}: an interruptible phaser wait parks at once,
 * and a dataflow's rounds are short (an exchange of a few updates), so each barrier paid a park
 * and an unpark, microseconds of scheduler latency, several times a round. Here a waiting worker
 * first spins for up to {@link #SPIN_NANOS} (only when the machine has more than one processor),
 * which covers a round whose workers arrive close together, and parks only after that.
 *
 * <p>Contract (that of the thread exchange's barriers): every worker {@link #await awaits} once
 * per phase; the last to arrive releases the others. {@link #terminate} is final: every worker
 * waiting, spinning or parked, and every worker arriving later, fails with
 * {@link IllegalStateException}. A worker interrupted before or while it waits fails with
 * {@link InterruptedException} (its arrival stays counted: the run is over, it is aborted).
 *
 * <p>Memory effects: everything a worker wrote before its {@code await} is visible to every
 * worker after its {@code await} of the same phase returns (each arrival is a read-modify-write
 * of {@link #arrived}, the last arrival then writes {@link #phase}, which every waiter reads).
 *
 * <p>Phase reuse is safe: a worker reads the phase before arriving, and the phase cannot advance
 * before its own arrival; the last arrival resets {@link #arrived} before it publishes the new
 * phase, and no worker arrives in the new phase before it has seen it.
 */
final class SpinBarrier {
    /** How long a waiter spins before it parks: longer than a short round's skew, far shorter than a time slice. */
    static final long SPIN_NANOS = TimeUnit.MICROSECONDS.toNanos(50);
    private static final boolean SPIN = Runtime.getRuntime().availableProcessors() > 1;

    private final int parties;
    private final AtomicInteger arrived = new AtomicInteger();
    /** Waiters that park, by worker, so that the last arrival and {@link #terminate} can wake them. */
    private final AtomicReferenceArray<Thread> parked;
    private volatile int phase;
    private volatile boolean terminated;

    SpinBarrier(int parties) {
        if (parties < 1) {
            throw new IllegalArgumentException("at least one party, got " + parties);
        }
        this.parties = parties;
        this.parked = new AtomicReferenceArray<>(parties);
    }

    /**
     * Arrives as {@code worker} (0 to W-1, each worker its own) and waits until all W have arrived
     * in this phase.
     *
     * @throws InterruptedException if the calling thread is interrupted before or while it waits,
     *     even when it is the last to arrive (so that its interrupt ends the run)
     * @throws IllegalStateException if the barrier is or gets terminated
     */
    void await(int worker) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException("a worker was interrupted");
        }
        if (terminated) {
            throw new IllegalStateException("another worker failed");
        }
        int p = phase;
        if (arrived.incrementAndGet() == parties) {
            arrived.set(0);
            phase = p + 1;
            for (int w = 0; w < parties; w++) {
                Thread t = parked.get(w);
                if (t != null) {
                    LockSupport.unpark(t);
                }
            }
            return;
        }
        if (SPIN) {
            long until = System.nanoTime() + SPIN_NANOS;
            for (int spins = 1; phase == p; spins++) {
                checkWaiting();
                if ((spins & 63) == 0 && System.nanoTime() - until > 0) {
                    break;
                }
                Thread.onSpinWait();
            }
        }
        if (phase == p) {
            park(worker, p);
        }
    }

    /**
     * Parks until the phase moves on from {@code p}. The thread is registered before the phase is
     * read again, and the last arrival writes the phase before it reads the registrations (both
     * volatile): one of the two sees the other, so no wake-up is lost.
     */
    private void park(int worker, int p) throws InterruptedException {
        Thread me = Thread.currentThread();
        parked.set(worker, me);
        try {
            while (phase == p) {
                checkWaiting();
                LockSupport.park(this);
            }
        } finally {
            parked.set(worker, null);
        }
    }

    private void checkWaiting() throws InterruptedException {
        if (terminated) {
            throw new IllegalStateException("another worker failed");
        }
        if (Thread.interrupted()) {
            throw new InterruptedException("a worker was interrupted while it waited");
        }
    }

    /** Makes every waiting worker, and every later arrival, fail. Idempotent. */
    void terminate() {
        terminated = true;
        for (int w = 0; w < parties; w++) {
            Thread t = parked.get(w);
            if (t != null) {
                LockSupport.unpark(t);
            }
        }
    }
}
