package graphsurge.vcstore.eval;

import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gvdl.ast.Predicate;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Evaluates the predicates of all views of a collection into their differences in the user's
 * order, without a bitset per view: the edges are cut into chunks (at least {@value #MIN_BLOCKS}
 * blocks of {@value EdgeFilter#BLOCK} edges) shared out to {@code threads} workers; a worker runs
 * every view over each block of its chunk in the user's order, keeping only the block's bits of
 * the view before and the differences found. Each view's lists are then the chunks' pieces end to
 * end (chunks ascend, so the lists do), each chunk let go once copied.
 *
 * <p>O(k m) predicate evaluations, as a bitset per view would take; memory O(D + chunks k) for D
 * differences (chunks grow with k so that the last term stays below m / 64).
 */
public final class ViewEvaluator {
    /** The fewest blocks in a chunk: a chunk's pieces cost 8 bytes per view, as many chunks as are. */
    static final int MIN_BLOCKS = 16;

    private ViewEvaluator() {}

    /** One chunk's differences: view v's additions are {@code additions[addEnd[v - 1] .. addEnd[v])}, and so on. */
    private record Piece(int[] additions, int[] addEnd, int[] deletions, int[] deleteEnd) {}

    /** The differences of {@code views} (checked and free of variables) over {@code graph}, in their order. */
    public static ViewDifferences differences(PropertyGraph graph, List<Predicate> views, int threads,
            ProgressListener progress) {
        return differences(graph, views, threads, progress, differenceBudget());
    }

    /** As {@link #differences(PropertyGraph, List, int, ProgressListener)}, refusing more than {@code budget} differences. */
    static ViewDifferences differences(PropertyGraph graph, List<Predicate> views, int threads, ProgressListener progress,
            long budget) {
        int m = graph.edgeCount();
        int k = views.size();
        int blocksPerChunk = Math.max(MIN_BLOCKS, (k + 63) / 64);
        int chunkEdges = blocksPerChunk * EdgeFilter.BLOCK;
        int chunks = (int) (((long) m + chunkEdges - 1) / chunkEdges);
        Piece[] pieces = new Piece[chunks];
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        AtomicLong found = new AtomicLong();
        int workers = Math.max(1, Math.min(threads, chunks));
        progress.start("evaluating " + k + " views", chunks);
        ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
            Thread t = new Thread(r, "view-evaluator");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int w = 0; w < workers; w++) {
                futures.add(pool.submit(() -> {
                    PredicateCompiler compiler = new PredicateCompiler(graph);
                    EdgeFilter[] filters = new EdgeFilter[k];
                    for (int v = 0; v < k; v++) {
                        filters[v] = compiler.compile(views.get(v));
                    }
                    Buffers buffers = new Buffers(k);
                    for (int c = next.getAndIncrement(); c < chunks; c = next.getAndIncrement()) {
                        Piece piece = chunk(filters, c * chunkEdges, Math.min(chunkEdges, m - c * chunkEdges), buffers);
                        long total = found.addAndGet(piece.additions().length + piece.deletions().length);
                        if (total > budget) {
                            throw new GraphsurgeException(String.format(java.util.Locale.ROOT, "the %,d views differ by"
                                    + " more than %,d edges from one to the next in the order given, more than this"
                                    + " JVM's memory holds: list them so that views next to each other are alike, write"
                                    + " them as ranges of one numeric edge property (any order works then), or give the"
                                    + " JVM more memory (GRAPHSURGE_JAVA_OPTS=-Xmx...)", k, budget));
                        }
                        pieces[c] = piece;
                        done.incrementAndGet();
                    }
                }));
            }
            for (Future<?> f : futures) {
                while (true) {
                    try {
                        f.get(100, TimeUnit.MILLISECONDS);
                        break;
                    } catch (TimeoutException e) {
                        progress.update(done.get());
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GraphsurgeException("interrupted while evaluating views");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
            progress.finish();
        }
        return join(pieces, k);
    }

    /**
     * The most differences the user's order may have: their 4 bytes each (twice, while the
     * chunks' pieces are joined) within about a third of the heap the JVM may grow to.
     */
    static long differenceBudget() {
        return Runtime.getRuntime().maxMemory() / 3 / (2 * Integer.BYTES);
    }

    /**
     * A worker's buffers: one block's words of the view before and of this view, and each view's
     * differences within the chunk, reused chunk after chunk.
     */
    private static final class Buffers {
        long[] previous = new long[EdgeFilter.WORDS];
        long[] current = new long[EdgeFilter.WORDS];
        final IntArrayList[] added;
        final IntArrayList[] deleted;

        Buffers(int k) {
            added = new IntArrayList[k];
            deleted = new IntArrayList[k];
            for (int v = 0; v < k; v++) {
                added[v] = new IntArrayList();
                deleted[v] = new IntArrayList();
            }
        }
    }

    /**
     * Every view over the {@code n} edges from {@code first}, a block at a time: all views in
     * order over one block (its column values stay in cache), each compared with the view before
     * on that block.
     */
    private static Piece chunk(EdgeFilter[] filters, int first, int n, Buffers b) {
        int k = filters.length;
        for (int from = 0; from < n; from += EdgeFilter.BLOCK) {
            int size = Math.min(EdgeFilter.BLOCK, n - from);
            int words = EdgeFilter.words(size);
            java.util.Arrays.fill(b.previous, 0, words, 0L);
            for (int v = 0; v < k; v++) {
                filters[v].eval(first + from, size, b.current);
                for (int w = 0; w < words; w++) {
                    int base = first + from + (w << 6);
                    appendBits(b.current[w] & ~b.previous[w], base, b.added[v]);
                    appendBits(b.previous[w] & ~b.current[w], base, b.deleted[v]);
                }
                long[] t = b.previous;
                b.previous = b.current;
                b.current = t;
            }
        }
        int[] addEnd = new int[k];
        int[] deleteEnd = new int[k];
        return new Piece(flatten(b.added, addEnd), addEnd, flatten(b.deleted, deleteEnd), deleteEnd);
    }

    /** The lists end to end (list v ends at {@code end[v]}), each cleared. */
    private static int[] flatten(IntArrayList[] lists, int[] end) {
        int total = 0;
        for (int v = 0; v < lists.length; v++) {
            total += lists[v].size();
            end[v] = total;
        }
        int[] ids = new int[total];
        for (int v = 0; v < lists.length; v++) {
            lists[v].getElements(0, ids, end[v] - lists[v].size(), lists[v].size());
            lists[v].clear();
        }
        return ids;
    }

    private static void appendBits(long bits, int base, IntArrayList to) {
        while (bits != 0) {
            to.add(base + Long.numberOfTrailingZeros(bits));
            bits &= bits - 1;
        }
    }

    /**
     * Each view's lists: the chunks' pieces end to end, chunk after chunk, each chunk let go once
     * copied, so that the differences are held about once, not twice. O(D + chunks k).
     */
    private static ViewDifferences join(Piece[] pieces, int k) {
        int[][] additions = new int[k][];
        int[][] deletions = new int[k][];
        for (int v = 0; v < k; v++) {
            int added = 0;
            int deleted = 0;
            for (Piece p : pieces) {
                added += p.addEnd()[v] - (v == 0 ? 0 : p.addEnd()[v - 1]);
                deleted += p.deleteEnd()[v] - (v == 0 ? 0 : p.deleteEnd()[v - 1]);
            }
            additions[v] = new int[added];
            deletions[v] = new int[deleted];
        }
        int[] addedSoFar = new int[k];
        int[] deletedSoFar = new int[k];
        for (int c = 0; c < pieces.length; c++) {
            Piece p = pieces[c];
            copy(p.additions(), p.addEnd(), additions, addedSoFar);
            copy(p.deletions(), p.deleteEnd(), deletions, deletedSoFar);
            pieces[c] = null;
        }
        return new ViewDifferences(additions, deletions);
    }

    /** Appends each view's part of a chunk's {@code ids} (view v's ends at {@code end[v]}) to its list. */
    private static void copy(int[] ids, int[] end, int[][] lists, int[] filled) {
        for (int v = 0; v < lists.length; v++) {
            int start = v == 0 ? 0 : end[v - 1];
            System.arraycopy(ids, start, lists[v], filled[v], end[v] - start);
            filled[v] += end[v] - start;
        }
    }
}
