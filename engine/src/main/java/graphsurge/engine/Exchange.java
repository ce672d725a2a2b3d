package graphsurge.engine;

/**
 * How workers trade updates and agree that a superstep is over: the only coupling between them,
 * so that threads in one JVM ({@link ThreadExchange}) and workers on several machines are two
 * implementations of the same engine. A {@code Dataflow} is given one (the thread exchange unless
 * its caller says otherwise) and reaches its workers through nothing else: inputs are routed by
 * {@link #owner}, operators trade updates with {@link #exchange} and vote with
 * {@link #anyActive}, probes collect results with {@link #gather}, and a failing worker
 * {@link #abort aborts} the others.
 */
public interface Exchange {
    int workers();

    /**
     * The worker that owns {@code key}: where inputs are routed and where {@link #exchange} sends
     * updates with that key. A mixing hash, so that consecutive ids spread evenly, scaled to the
     * workers by a multiplication (Lemire's range reduction) rather than a division, which costs
     * several times as much on a path every exchanged update takes.
     */
    default int owner(long key) {
        long z = key * 0x9E3779B97F4A7C15L;
        z ^= z >>> 32;
        return (int) (((z & 0xFFFF_FFFFL) * workers()) >>> 32);
    }

    /**
     * Sends each of {@code outgoing}'s updates to the owner of its key and returns the updates
     * sent to {@code worker} by every worker, in worker order (so that results do not depend on
     * timing). Every worker calls it once per superstep; it returns once all have sent. With one
     * worker the result is {@code outgoing} itself: callers may consolidate it, nothing more.
     */
    UpdateBatch exchange(int worker, UpdateBatch outgoing) throws InterruptedException;

    /**
     * A barrier that also decides whether to go on: true when at least one worker reports
     * {@code active}. Every worker calls it once per superstep.
     */
    boolean anyActive(int worker, boolean active) throws InterruptedException;

    /**
     * The results of every worker in one new batch, for the caller of a run once the workers are
     * done: {@code parts[w]} is what worker {@code w} collected, and the updates come in worker
     * order. {@code parts} is left as it is.
     */
    UpdateBatch gather(UpdateBatch[] parts);

    /**
     * Makes every worker waiting in this exchange, or arriving at it later, fail instead of
     * waiting for a worker that failed or was interrupted. It stays aborted: a worker may reach
     * its next barrier only after the abort, and must not wait there. The dataflow whose run
     * failed holds part of a version and does not run again.
     */
    void abort();
}
