package graphsurge.engine.internal.exec;

import graphsurge.engine.Exchange;
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
        for (int w = 0; w < workers; w++) {
            int me = w;
            POOL.execute(() -> {
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
                    // An interrupt is for the run it came in, not for the next run on this thread.
                    Thread.interrupted();
                    done.countDown();
                }
            });
        }
        try {
            done.await();
        } catch (InterruptedException e) {
            exchange.abort();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the workers ran", e);
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
}
