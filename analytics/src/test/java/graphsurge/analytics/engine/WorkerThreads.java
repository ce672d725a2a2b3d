package graphsurge.analytics.engine;

import java.util.ArrayList;
import java.util.List;

/** Runs one body per worker on its own thread and rethrows the first failure. */
final class WorkerThreads {
    /** What worker {@code me} does. */
    @FunctionalInterface
    interface WorkerBody {
        void run(int me) throws Exception;
    }

    private WorkerThreads() {}

    static void run(int workers, WorkerBody body) throws InterruptedException {
        List<Thread> threads = new ArrayList<>();
        Throwable[] failure = new Throwable[1];
        for (int w = 0; w < workers; w++) {
            int me = w;
            threads.add(new Thread(() -> {
                try {
                    body.run(me);
                } catch (Throwable t) {
                    failure[0] = t;
                }
            }));
        }
        for (Thread t : threads) {
            t.start();
        }
        for (Thread t : threads) {
            t.join(30_000);
        }
        if (failure[0] != null) {
            throw new AssertionError(failure[0]);
        }
    }
}
