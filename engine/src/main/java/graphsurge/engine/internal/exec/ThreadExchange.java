package graphsurge.engine.internal.exec;

import graphsurge.engine.Exchange;
import graphsurge.engine.UpdateBatch;
import java.util.concurrent.Phaser;

/**
 * The exchange of W threads in one JVM: each worker writes into W outboxes (one per destination,
 * columnar batches), a barrier waits for all, and each worker reads its column of outboxes in
 * worker order. A second barrier keeps a worker from overwriting outboxes still being read.
 *
 * <p>The barriers are {@link Phaser}s because an abort must stay in force: a worker that reaches a
 * barrier only after another failed must fail too, not wait for it. A phaser, once terminated,
 * turns every later arrival away, where a reset {@code CyclicBarrier} breaks only the waits under
 * way and lets a late worker wait for a new round that never completes.
 */
public final class ThreadExchange implements Exchange {
    private final int workers;
    private final UpdateBatch[][] outboxes;
    private final Phaser sent;
    private final Phaser read;
    private final boolean[] active;
    private volatile boolean anyActive;
    private final Phaser voted;

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
        this.sent = new Phaser(workers);
        this.read = new Phaser(workers);
        this.active = new boolean[workers];
        this.voted = new Phaser(workers) {
            /** Run by the last worker to vote, before any leaves. */
            @Override
            protected boolean onAdvance(int phase, int parties) {
                boolean any = false;
                for (boolean a : active) {
                    any |= a;
                }
                anyActive = any;
                return false;
            }
        };
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

    /** {@inheritDoc} Terminates every barrier. */
    @Override
    public void abort() {
        sent.forceTermination();
        read.forceTermination();
        voted.forceTermination();
    }

    /**
     * Waits until every worker has arrived at {@code barrier}. An interrupted worker fails even
     * when it is the last to arrive (a phaser would let it through), so that its interrupt ends the run.
     */
    private static void await(Phaser barrier) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException("a worker was interrupted");
        }
        if (barrier.awaitAdvanceInterruptibly(barrier.arrive()) < 0) {
            throw new IllegalStateException("another worker failed");
        }
    }
}
