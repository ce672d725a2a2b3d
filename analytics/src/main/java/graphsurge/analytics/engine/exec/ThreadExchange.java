package graphsurge.analytics.engine.exec;

import graphsurge.analytics.engine.data.UpdateBatch;
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

    @Override
    public UpdateBatch exchange(int worker, UpdateBatch outgoing) throws InterruptedException {
        UpdateBatch[] mine = outboxes[worker];
        for (UpdateBatch box : mine) {
            box.clear();
        }
        for (int i = 0; i < outgoing.size(); i++) {
            mine[owner(outgoing.key(i))].add(outgoing.key(i), outgoing.value(i), outgoing.time(i), outgoing.diff(i));
        }
        await(sent);
        UpdateBatch incoming = new UpdateBatch();
        for (int from = 0; from < workers; from++) {
            UpdateBatch box = outboxes[from][worker];
            for (int i = 0; i < box.size(); i++) {
                incoming.add(box.key(i), box.value(i), box.time(i), box.diff(i));
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

    /** Breaks every barrier: workers waiting in this exchange fail instead of waiting for a dead worker. */
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
