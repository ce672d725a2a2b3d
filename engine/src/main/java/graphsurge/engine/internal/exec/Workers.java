package graphsurge.engine.internal.exec;

import graphsurge.engine.Exchange;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs one body per worker, each on its own thread, and waits for all. A failing worker aborts
 * the exchange, so that the others leave their barriers instead of waiting forever, and the
 * first failure is rethrown.
 */
public final class Workers {
    /** What worker {@code me} does. */
    @FunctionalInterface
    public interface Body {
        void run(int me) throws Exception;
    }

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
        List<Thread> threads = new ArrayList<>();
        Throwable[] failure = new Throwable[1];
        for (int w = 0; w < workers; w++) {
            int me = w;
            Thread t = new Thread(() -> {
                try {
                    body.run(me);
                } catch (Throwable e) {
                    synchronized (failure) {
                        if (failure[0] == null) {
                            failure[0] = e;
                        }
                    }
                    exchange.abort();
                }
            }, "graphsurge-worker-" + w);
            t.setDaemon(true);
            threads.add(t);
        }
        threads.forEach(Thread::start);
        try {
            for (Thread t : threads) {
                t.join();
            }
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
