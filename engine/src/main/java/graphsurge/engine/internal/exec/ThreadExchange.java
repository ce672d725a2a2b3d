package graphsurge.engine.internal.exec;

import graphsurge.engine.Exchange;
import graphsurge.engine.UpdateBatch;

/**
 * The exchange of W threads in one JVM: each worker writes into W outboxes (one per destination,
 * columnar batches), a barrier waits for all, and each worker reads its column of outboxes in
 * worker order. One barrier per exchange and one per vote, each a {@link SpinBarrier}.
 *
 * <p>Why one barrier suffices for an exchange: the outboxes are double-buffered, exchange k of a
 * worker writing and reading set k mod 2. A worker overwrites set k mod 2 again only at exchange
 * k+2, which it reaches only after passing exchange k+1's barrier; that barrier opens only once
 * every worker has arrived at exchange k+1, that is, once each has finished reading exchange k's
 * set. So no outbox is written while still being read, without a second "read" barrier. Votes
 * are double-buffered the same way ({@link #active} by vote parity): a worker reads the W votes of
 * vote k after its barrier, and nobody writes that slot again before vote k+1's barrier, which
 * the reader must pass first. Both rest on the exchange's contract that every worker makes the
 * same exchanges and votes, in the same order.
 *
 * <p>Why a terminable barrier: an abort must stay in force. A worker that reaches a barrier only
 * after another failed must fail too, not wait for it; a terminated {@link SpinBarrier} turns
 * every later arrival away, where a reset {@code CyclicBarrier} breaks only the waits under way
 * and lets a late worker wait for a new round that never completes.
 */
public final class ThreadExchange implements Exchange {
    private final int workers;
    /** {@code outboxes[k % 2][from][to]}: what {@code from} sends {@code to} at its exchange k. */
    private final UpdateBatch[][][] outboxes;
    private final SpinBarrier sent;
    /** {@code active[k % 2][w]}: worker {@code w}'s vote k. */
    private final boolean[][] active;
    private final SpinBarrier voted;
    /** How many exchanges and votes each worker has made: only worker {@code w} uses index {@code w}. */
    private final int[] exchanges;
    private final int[] votes;
    /** Per worker, the owner of each update of its outgoing batch, computed once for counting and sending. */
    private final int[][] owners;

    public ThreadExchange(int workers) {
        if (workers < 1) {
            throw new IllegalArgumentException("at least one worker, got " + workers);
        }
        this.workers = workers;
        this.outboxes = new UpdateBatch[2][workers][workers];
        for (UpdateBatch[][] set : outboxes) {
            for (int from = 0; from < workers; from++) {
                for (int to = 0; to < workers; to++) {
                    set[from][to] = new UpdateBatch();
                }
            }
        }
        this.sent = new SpinBarrier(workers);
        this.active = new boolean[2][workers];
        this.voted = new SpinBarrier(workers);
        this.exchanges = new int[workers];
        this.votes = new int[workers];
        this.owners = new int[workers][0];
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
        UpdateBatch[][] set = outboxes[exchanges[worker]++ & 1];
        UpdateBatch[] mine = set[worker];
        int n = outgoing.size();
        // Counted first, each outbox grows once to its size instead of by doublings.
        int[] counts = new int[workers];
        if (owners[worker].length < n) {
            owners[worker] = new int[Math.max(n, 2 * owners[worker].length)];
        }
        int[] owner = owners[worker];
        for (int i = 0; i < n; i++) {
            counts[owner[i] = owner(outgoing.key(i))]++;
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
                mine[owner[i]].add(outgoing.key(i), outgoing.value(i), outgoing.time(i), outgoing.diff(i));
            }
        }
        sent.await(worker);
        long fromOthers = 0;
        for (int from = 0; from < workers; from++) {
            fromOthers += from == worker ? 0 : set[from][worker].size();
        }
        if (allMine && fromOthers == 0) {
            return outgoing;
        }
        UpdateBatch incoming = new UpdateBatch((int) Math.min(Integer.MAX_VALUE - 8, fromOthers + counts[worker]));
        for (int from = 0; from < workers; from++) {
            incoming.addAll(from == worker && allMine ? outgoing : set[from][worker]);
        }
        return incoming;
    }

    @Override
    public boolean anyActive(int worker, boolean isActive) throws InterruptedException {
        boolean[] vote = active[votes[worker]++ & 1];
        vote[worker] = isActive;
        voted.await(worker);
        boolean any = false;
        for (boolean a : vote) {
            any |= a;
        }
        return any;
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
        sent.terminate();
        voted.terminate();
    }
}
