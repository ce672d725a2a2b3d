package graphsurge.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;

/** The most heap in use while a run goes on, sampled every 10 ms by a daemon thread. */
final class HeapSampler implements Runnable {
    private final MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
    private final Thread thread = new Thread(this, "heap sampler");
    private volatile boolean stopped;
    private volatile long peak;

    private HeapSampler() {}

    /** Collects garbage first, so that the peak is the run's, then starts sampling. */
    static HeapSampler start() {
        System.gc();
        HeapSampler s = new HeapSampler();
        s.thread.setDaemon(true);
        s.thread.start();
        return s;
    }

    @Override
    public void run() {
        while (!stopped) {
            peak = Math.max(peak, memory.getHeapMemoryUsage().getUsed());
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** Stops sampling and answers the peak in bytes. */
    long stop() {
        stopped = true;
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return Math.max(peak, memory.getHeapMemoryUsage().getUsed());
    }
}
