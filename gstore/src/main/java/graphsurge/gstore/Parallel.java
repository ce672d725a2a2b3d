package graphsurge.gstore;

import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;

/**
 * The one primitive of the data-parallel loops (graph generation, collection building, view
 * builds, the plain algorithms): an index range cut into chunks, run on a pool of {@code workers}
 * threads (one pool per thread count, kept for the process), each chunk knowing its number so
 * that it can write to buffers of its own; and one task forked to that pool beside the caller's
 * own work ({@link #fork}).
 *
 * <p>More chunks than threads, because real graphs are skewed: a chunk holding a hub must not
 * keep the other threads waiting at the end of a step.
 *
 * <p>Cancellation is the calling thread's interrupt: {@link #forChunks} checks it before and after
 * each step (a step is a level of a traversal, an iteration, a pass), and long loops that do not
 * go through it call {@link #checkInterrupted()} every few thousand items; either throws a
 * {@link CancellationException} ("interrupted") and keeps the interrupt status. Chunks already
 * handed to the pool finish their step first: a step is short, and checking inside a chunk
 * would cost the hot loop.
 */
public final class Parallel {
    /**
     * A sequential loop calls {@link #checkInterrupted()} once every this many + 1 steps (a power
     * of two less one, so that {@code (step & CHECK_EVERY) == 0} picks them): a volatile read per
     * few thousand steps costs nothing measurable, and a cancelled run stops within milliseconds.
     */
    public static final int CHECK_EVERY = 4095;

    /** Below this many vertices or edges per chunk a step runs on the calling thread: handing work over costs more. */
    public static final int GRAIN = 2048;

    private static final ConcurrentHashMap<Integer, ForkJoinPool> POOLS = new ConcurrentHashMap<>();

    private Parallel() {}

    /** A chunk of a step: items {@code from} (inclusive) to {@code to} (exclusive). */
    @FunctionalInterface
    public interface Chunk {
        void run(int chunk, int from, int to);
    }

    /** How many chunks {@link #forChunks} cuts {@code n} light items (vertices, frontier entries) into for {@code workers} threads. */
    public static int chunks(int workers, int n) {
        return chunks(workers, n, GRAIN);
    }

    /** How many chunks of at least {@code grain} items (when there are two or more) {@code n} items make. */
    public static int chunks(int workers, int n, int grain) {
        if (workers <= 1 || n < 2 * grain) {
            return 1;
        }
        return (int) Math.min(8L * workers, ((long) n + grain - 1) / grain);
    }

    /**
     * Starts {@code task} on the pool of {@code workers} threads and returns at once: coarse work
     * for another thread while the caller goes on with its own. The caller joins the task before
     * it reads what the task writes (the join orders those writes before its reads).
     */
    public static ForkJoinTask<?> fork(int workers, Runnable task) {
        return POOLS.computeIfAbsent(workers, ForkJoinPool::new).submit(task);
    }

    /**
     * Throws a {@link CancellationException} when the calling thread has been interrupted: the
     * run it is doing was cancelled. Its interrupt status stays set, so that every level above
     * sees it too. A volatile read: call it between steps, or every few thousand items.
     */
    public static void checkInterrupted() {
        if (Thread.currentThread().isInterrupted()) {
            throw new CancellationException("interrupted");
        }
    }

    /** Runs {@code body} over {@code 0 .. n} in {@link #chunks(int, int)} chunks, returning when all are done. */
    public static void forChunks(int workers, int n, Chunk body) {
        forChunks(workers, n, GRAIN, body);
    }

    /** Runs {@code body} over {@code 0 .. n} in {@link #chunks(int, int, int)} chunks: grain 1 for heavy items. */
    public static void forChunks(int workers, int n, int grain, Chunk body) {
        checkInterrupted();
        int chunks = chunks(workers, n, grain);
        if (chunks == 1) {
            body.run(0, 0, n);
            return;
        }
        ForkJoinPool pool = POOLS.computeIfAbsent(workers, ForkJoinPool::new);
        ForkJoinTask<?>[] tasks = new ForkJoinTask<?>[chunks];
        for (int c = 0; c < chunks; c++) {
            int chunk = c;
            int from = (int) ((long) n * c / chunks);
            int to = (int) ((long) n * (c + 1) / chunks);
            tasks[c] = pool.submit(() -> body.run(chunk, from, to));
        }
        for (ForkJoinTask<?> task : tasks) {
            task.join();
        }
        checkInterrupted();
    }
}
