package graphsurge.vcstore.collection;

import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gvdl.ast.GvdlPrinter;
import graphsurge.gvdl.ast.Predicate;
import graphsurge.ordering.HammingDistances;
import graphsurge.ordering.ViewOrdering;
import graphsurge.vcstore.eval.ViewEvaluator;
import java.util.ArrayList;
import java.util.List;

/**
 * Materializes a collection: evaluates every view's predicate in one pass over the edges, orders
 * the views (unless the user's order is to be kept), and derives each run position's edge
 * additions and deletions from the bitsets of consecutive views.
 */
public final class CollectionBuilder {
    private CollectionBuilder() {}

    /** The result, with the timings of its phases. */
    public record Built(ViewCollection collection, long evaluationNanos, long distanceNanos, long orderingNanos,
            long differenceNanos) {}

    public static Built build(PropertyGraph graph, long fingerprint, String name, List<ViewDefinition> views,
            boolean manuallyOrdered, int threads, ProgressListener progress) {
        long t0 = System.nanoTime();
        List<Predicate> predicates = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        for (ViewDefinition v : views) {
            predicates.add(v.predicate());
            names.add(v.name());
            texts.add(GvdlPrinter.print(v.predicate()));
        }
        long[][] matrix = ViewEvaluator.evaluate(graph, predicates, threads, progress);
        Built built = fromMatrix(fingerprint, name, names, texts, matrix,
                manuallyOrdered ? "the user order (MANUALLY_ORDERED)" : null, threads);
        return new Built(built.collection(), System.nanoTime() - t0 - built.distanceNanos() - built.orderingNanos()
                - built.differenceNanos(), built.distanceNanos(), built.orderingNanos(), built.differenceNanos());
    }

    /**
     * A collection from views already given as edge bitsets (one {@code long[]} of words per view,
     * in the user's order), described by {@code descriptions}: how LOAD CUBE's difference files
     * become a collection.
     *
     * @param keepOrder why the given order is kept (shown to the user), or null to choose the order
     */
    public static Built fromMatrix(long fingerprint, String name, List<String> names,
            List<String> descriptions, long[][] matrix, String keepOrder, int threads) {
        boolean manuallyOrdered = keepOrder != null;
        long t1 = System.nanoTime();
        List<String> texts = descriptions;
        int k = names.size();
        ViewOrdering.Result ordering;
        long tDistances;
        if (k > ViewOrdering.MATRIX_LIMIT) {
            tDistances = System.nanoTime();
            ordering = manuallyOrdered ? ViewOrdering.userOrderOf(matrix) : ViewOrdering.bySize(matrix);
        } else {
            HammingDistances distances = HammingDistances.of(matrix, threads);
            tDistances = System.nanoTime();
            ordering = manuallyOrdered ? ViewOrdering.userOrder(distances) : ViewOrdering.order(distances);
        }
        long t2 = System.nanoTime();
        int[] sizes = new int[k];
        for (int v = 0; v < k; v++) {
            for (long w : matrix[v]) {
                sizes[v] += Long.bitCount(w);
            }
        }
        int[][] additions = new int[k][];
        int[][] deletions = new int[k][];
        long[] empty = new long[matrix.length == 0 ? 0 : matrix[0].length];
        int[] order = ordering.order();
        // Each run position's differences depend only on two bitsets: positions run in parallel.
        graphsurge.gstore.Parallel.forChunks(threads, k, 1, (chunk, from, to) -> {
            for (int p = from; p < to; p++) {
                long[] current = matrix[order[p]];
                long[] previous = p == 0 ? empty : matrix[order[p - 1]];
                additions[p] = ascending(current, previous);
                deletions[p] = ascending(previous, current);
            }
        });
        long t3 = System.nanoTime();
        String method = k == 1 ? "a single view" : manuallyOrdered ? keepOrder : ordering.method();
        ViewCollection c = new ViewCollection(name, fingerprint, names, texts, ordering.order(), method,
                ordering.userDifferences(), sizes, additions, deletions);
        return new Built(c, 0, tDistances - t1, t2 - tDistances, t3 - t2);
    }

    /** The edges in {@code a} and not in {@code b}, ascending: two passes over the words, O(words + result). */
    static int[] ascending(long[] a, long[] b) {
        int count = 0;
        for (int w = 0; w < a.length; w++) {
            count += Long.bitCount(a[w] & ~b[w]);
        }
        int[] ids = new int[count];
        int next = 0;
        for (int w = 0; w < a.length; w++) {
            long bits = a[w] & ~b[w];
            while (bits != 0) {
                ids[next++] = (w << 6) + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
            }
        }
        return ids;
    }
}
