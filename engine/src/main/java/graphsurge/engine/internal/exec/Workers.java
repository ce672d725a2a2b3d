package graphsurge.engine.internal.exec;

import graphsurge.engine.Exchange;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs one body per worker, each on its own thread, and waits for all. A failing worker aborts
 * the exchange, so that the others leave their barriers instead of waiting forever, and the
 * first failure is rethrown.
 *
 * <p>Why a pool of threads kept between runs: a dataflow runs once per view, and a view's run on
 * a small change takes a few milliseconds, of which starting W new threads took a large share.
 * Idle pool threads wait for the next run and end after a minute without one; the pool grows as
 * needed, so runs of several dataflows at once never wait for each other's threads.
 *
 * <p>Interrupting the caller cancels the run: the exchange is aborted, every worker thread still
 * in a body is interrupted (a dataflow's workers check their interrupt before every operator's
 * step, and a barrier wait ends on it), and the caller waits for all of them to stop before it
 * throws a {@link CancellationException}, its interrupt status kept: no worker of a cancelled
 * run is left running.
 */
public final class Workers {
    /** What worker {@code me} does. */
    @FunctionalInterface
    public interface Body {
        void run(int me) throws Exception;
    }

    private static final AtomicInteger STARTED = new AtomicInteger();
    private static final ExecutorService POOL = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "graphsurge-worker-" + STARTED.getAndIncrement());
        t.setDaemon(true);
        return t;
    });

    private Workers() {}

    public static void run(int workers, Exchange exchange, Body body) {
        if (workers == 1) {
            try {
                body.run(0);
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
            return;
        }
        Throwable[] failure = new Throwable[1];
        CountDownLatch done = new CountDownLatch(workers);
        // The threads in a body, so that a cancellation interrupts them; guarded by itself.
        Thread[] running = new Thread[workers];
        for (int w = 0; w < workers; w++) {
            int me = w;
            POOL.execute(() -> {
                synchronized (running) {
                    running[me] = Thread.currentThread();
                }
                try {
                    body.run(me);
                } catch (Throwable e) {
                    synchronized (failure) {
                        if (failure[0] == null) {
                            failure[0] = e;
                        }
                    }
                    exchange.abort();
                } finally {
                    synchronized (running) {
                        running[me] = null;
                    }
                    // An interrupt is for the run it came in, not for the next run on this thread
                    // (none comes after the slot above is cleared).
                    Thread.interrupted();
                    done.countDown();
                }
            });
        }
        try {
            done.await();
        } catch (InterruptedException e) {
            exchange.abort();
            synchronized (running) {
                for (Thread t : running) {
                    if (t != null) {
                        t.interrupt();
                    }
                }
            }
            awaitUninterruptibly(done);
            Thread.currentThread().interrupt();
            CancellationException cancelled = new CancellationException("interrupted");
            cancelled.initCause(e);
            throw cancelled;
        }
        if (failure[0] instanceof RuntimeException r) {
            throw r;
        }
        if (failure[0] instanceof Error e) {
            throw e;
        }
        if (failure[0] != null) {
            throw new IllegalStateException(failure[0]);
        }
    }

    private static void awaitUninterruptibly(CountDownLatch latch) {
        while (true) {
            try {
                latch.await();
                return;
            } catch (InterruptedException again) {
                // A second interrupt: the workers are already stopping.
            }
        }
    }
}
