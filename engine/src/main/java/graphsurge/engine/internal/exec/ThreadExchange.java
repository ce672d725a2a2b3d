package graphsurge.engine.internal.exec;

import graphsurge.engine.Exchange;
import graphsurge.engine.UpdateBatch;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;

/**
 * The exchange of W threads in one JVM: each worker writes into W outboxes (one per destination,
 * columnar batches), a barrier waits for all, and each worker reads its column of outboxes in
 * worker order. A second barrier keeps a worker from overwriting outboxes still being read.
 */
public final class ThreadExchange implements Exchange {
    private final int workers;
    private final UpdateBatch[][] outboxes;
    private final CyclicBarrier sent;
    private final CyclicBarrier read;
    private final boolean[] active;
    private volatile boolean anyActive;
    private final CyclicBarrier voted;

    public ThreadExchange(int workers) {
        if (workers < 1) {
            throw new IllegalArgumentException("at least one worker, got " + workers);
        }
        this.workers = workers;
        this.outboxes = new UpdateBatch[workers][workers];
        for (int from = 0; from < workers; from++) {
            for (int to = 0; to < workers; to++) {
                outboxes[from][to] = new UpdateBatch();
            }
        }
        this.sent = new CyclicBarrier(workers);
        this.read = new CyclicBarrier(workers);
        this.active = new boolean[workers];
        this.voted = new CyclicBarrier(workers, () -> {
            boolean any = false;
            for (boolean a : active) {
                any |= a;
            }
            anyActive = any;
        });
    }

    @Override
    public int workers() {
        return workers;
    }

    /**
     * {@inheritDoc} When every update of {@code outgoing} is the worker's own and nobody sent it
     * any, the result is {@code outgoing} itself (still consolidated, if it was).
     */
    @Override
    public UpdateBatch exchange(int worker, UpdateBatch outgoing) throws InterruptedException {
        if (workers == 1) {
            return outgoing; // every key is the one worker's
        }
        UpdateBatch[] mine = outboxes[worker];
        int n = outgoing.size();
        // Counted first, each outbox grows once to its size instead of by doublings.
        int[] counts = new int[workers];
        for (int i = 0; i < n; i++) {
            counts[owner(outgoing.key(i))]++;
        }
        // Updates already at their owner (inputs placed so) stay where they are, in their order.
        boolean allMine = counts[worker] == n;
        for (int to = 0; to < workers; to++) {
            mine[to].clear();
            if (!allMine) {
                mine[to].reserve(counts[to]);
            }
        }
        if (!allMine) {
            for (int i = 0; i < n; i++) {
                mine[owner(outgoing.key(i))].add(outgoing.key(i), outgoing.value(i), outgoing.time(i), outgoing.diff(i));
            }
        }
        await(sent);
        long fromOthers = 0;
        for (int from = 0; from < workers; from++) {
            fromOthers += from == worker ? 0 : outboxes[from][worker].size();
        }
        UpdateBatch incoming;
        if (allMine && fromOthers == 0) {
            incoming = outgoing;
        } else {
            incoming = new UpdateBatch((int) Math.min(Integer.MAX_VALUE - 8, fromOthers + counts[worker]));
            for (int from = 0; from < workers; from++) {
                incoming.addAll(from == worker && allMine ? outgoing : outboxes[from][worker]);
            }
        }
        await(read);
        return incoming;
    }

    @Override
    public boolean anyActive(int worker, boolean isActive) throws InterruptedException {
        active[worker] = isActive;
        await(voted);
        return anyActive;
    }

    /** {@inheritDoc} The parts are all in this JVM: they are concatenated. */
    @Override
    public UpdateBatch gather(UpdateBatch[] parts) {
        long total = 0;
        for (UpdateBatch part : parts) {
            total += part.size();
        }
        UpdateBatch all = new UpdateBatch((int) Math.min(Integer.MAX_VALUE - 8, total));
        for (UpdateBatch part : parts) {
            all.addAll(part);
        }
        return all;
    }

    /** {@inheritDoc} Breaks every barrier. */
    @Override
    public void abort() {
        sent.reset();
        read.reset();
        voted.reset();
    }

    private static void await(CyclicBarrier barrier) throws InterruptedException {
        try {
            barrier.await();
        } catch (BrokenBarrierException e) {
            throw new IllegalStateException("another worker failed", e);
        }
    }
}
