package graphsurge.session.cluster;

import graphsurge.analytics.computation.ComputationRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs a job's segments on this JVM's threads, as many at once as it has slots: the session's
 * threads (so {@code --threads 2} gives two slots). The session divides its threads among the
 * segments that run at once ({@link SegmentJob#threadsPerSegment()}), so a segmented run uses
 * the threads an unsegmented one would, spread over segments instead of inside one view: views
 * parallelize perfectly across segments, while one view's work on W threads does not.
 */
public final class LocalCluster implements Cluster {
    /** The factory of {@code local} ({@code local:SLOTS} caps the slots). */
    public static final ClusterFactory FACTORY = new ClusterFactory() {
        @Override
        public Set<String> schemes() {
            return Set.of("local");
        }

        @Override
        public Cluster open(ClusterSpec spec, int threads) {
            return new LocalCluster(spec.slots() > 0 ? spec.slots() : threads, null);
        }
    };

    private final int slots;
    private final ComputationRegistry registry;

    /**
     * @param slots segments run at once
     * @param registry where a job's computation is found (the session's, with its plug-ins), or
     *     null for the built-ins
     */
    public LocalCluster(int slots, ComputationRegistry registry) {
        if (slots < 1) {
            throw new IllegalArgumentException("a cluster has at least one slot, got " + slots);
        }
        this.slots = slots;
        this.registry = registry;
    }

    /** This cluster finding computations in {@code other} (the session's registry). */
    public LocalCluster withRegistry(ComputationRegistry other) {
        return new LocalCluster(slots, other);
    }

    @Override
    public String description() {
        return "local (" + slots + (slots == 1 ? " slot)" : " slots)");
    }

    @Override
    public int slots() {
        return slots;
    }

    @Override
    public boolean shipsJobs() {
        return false;
    }

    /**
     * Runs the segments on {@code min(slots, segments)} threads, each taking the next segment in
     * plan order; the first failure is thrown once every running segment has stopped. An
     * interrupt of the caller cancels the run: every segment thread is interrupted and waited for,
     * then a {@link CancellationException} is thrown.
     */
    @Override
    public void run(SegmentJob job, ResultSink sink) {
        SegmentWorker worker = new SegmentWorker(job, registry == null ? ComputationRegistry.builtIns() : registry);
        int n = job.segments().size();
        if (n == 1 || slots == 1) {
            for (int i = 0; i < n; i++) {
                worker.run(i, sink);
            }
            return;
        }
        AtomicInteger next = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(slots, n), r -> {
            Thread t = new Thread(r, "graphsurge-segment");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int w = 0; w < Math.min(slots, n); w++) {
                running.add(pool.submit(() -> {
                    for (int i = next.getAndIncrement(); i < n; i = next.getAndIncrement()) {
                        worker.run(i, sink);
                    }
                }));
            }
            RuntimeException failure = null;
            for (Future<?> f : running) {
                try {
                    f.get();
                } catch (ExecutionException e) {
                    if (failure == null) {
                        next.set(n); // no new segment starts after a failure
                        failure = unwrap(e.getCause());
                    }
                } catch (InterruptedException e) {
                    // Cancelled: no new segment starts, the running ones are interrupted (their
                    // runners stop within a step) and waited for, so that none goes on working.
                    next.set(n);
                    pool.shutdownNow();
                    awaitStopped(pool);
                    Thread.currentThread().interrupt();
                    CancellationException cancelled = new CancellationException("interrupted");
                    cancelled.initCause(e);
                    throw cancelled;
                }
            }
            if (failure != null) {
                throw failure;
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Waits for the segment threads of a cancelled run to stop, however often this thread is interrupted again. */
    private static void awaitStopped(ExecutorService pool) {
        while (true) {
            try {
                if (pool.awaitTermination(1, TimeUnit.DAYS)) {
                    return;
                }
            } catch (InterruptedException again) {
                // A second Ctrl-C: the segments are already stopping.
            }
        }
    }

    private static RuntimeException unwrap(Throwable t) {
        if (t instanceof RuntimeException r) {
            return r;
        }
        if (t instanceof Error e) {
            throw e;
        }
        return new ClusterException("a segment failed: " + t, t);
    }
}
