package graphsurge.vcstore.eval;

import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gvdl.ast.Predicate;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.ArrayList;

/**
 * Evaluates the predicates of all views of a collection in one pass over the edges, in blocks of
 * {@value EdgeFilter#BLOCK} edges shared out to {@code threads} workers; the result is the edge
 * boolean matrix, one bitset (as {@code long} words) per view. Each block writes its own words,
 * so workers never share a word.
 */
public final class ViewEvaluator {
    private ViewEvaluator() {}

    /** The edge bitsets of {@code views} (checked and free of variables) over {@code graph}. */
    public static long[][] evaluate(PropertyGraph graph, List<Predicate> views, int threads, ProgressListener progress) {
        int m = graph.edgeCount();
        int words = (m + 63) >>> 6;
        long[][] matrix = new long[views.size()][words];
        int blocks = (m + EdgeFilter.BLOCK - 1) / EdgeFilter.BLOCK;
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        int workers = Math.max(1, Math.min(threads, blocks));
        progress.start("evaluating " + views.size() + " views", blocks);
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
                    EdgeFilter[] filters = new EdgeFilter[views.size()];
                    for (int v = 0; v < filters.length; v++) {
                        filters[v] = compiler.compile(views.get(v));
                    }
                    long[] out = new long[EdgeFilter.WORDS];
                    for (int b = next.getAndIncrement(); b < blocks; b = next.getAndIncrement()) {
                        int from = b * EdgeFilter.BLOCK;
                        int n = Math.min(EdgeFilter.BLOCK, m - from);
                        for (int v = 0; v < filters.length; v++) {
                            filters[v].eval(from, n, out);
                            System.arraycopy(out, 0, matrix[v], from >>> 6, EdgeFilter.words(n));
                        }
                        done.incrementAndGet();
                    }
                }));
            }
            for (Future<?> f : futures) {
                while (true) {
                    try {
                        f.get(100, java.util.concurrent.TimeUnit.MILLISECONDS);
                        break;
                    } catch (java.util.concurrent.TimeoutException e) {
                        progress.update(done.get());
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new graphsurge.gstore.GraphsurgeException("interrupted while evaluating views");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
            progress.finish();
        }
        return matrix;
    }
}
