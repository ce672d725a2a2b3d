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
        Built built = fromMatrix(graph, fingerprint, name, names, texts, matrix,
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
    public static Built fromMatrix(PropertyGraph graph, long fingerprint, String name, List<String> names,
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
        int[][] additionOffsets = new int[k][];
        int[][] deletions = new int[k][];
        int[][] deletionOffsets = new int[k][];
        long[] empty = new long[matrix.length == 0 ? 0 : matrix[0].length];
        int[] sources = graph.sources();
        int[] order = ordering.order();
        // Each run position's differences depend only on two bitsets: positions run in parallel.
        graphsurge.gstore.Parallel.forChunks(threads, k, 1, (chunk, from, to) -> {
            for (int p = from; p < to; p++) {
                long[] current = matrix[order[p]];
                long[] previous = p == 0 ? empty : matrix[order[p - 1]];
                int[][] added = grouped(current, previous, sources);
                int[][] deleted = grouped(previous, current, sources);
                additions[p] = added[0];
                additionOffsets[p] = added[1];
                deletions[p] = deleted[0];
                deletionOffsets[p] = deleted[1];
            }
        });
        long t3 = System.nanoTime();
        String method = k == 1 ? "a single view" : manuallyOrdered ? keepOrder : ordering.method();
        ViewCollection c = new ViewCollection(name, fingerprint, names, texts, ordering.order(), method,
                ordering.userDifferences(), sizes, additions, additionOffsets, deletions, deletionOffsets);
        return new Built(c, 0, tDistances - t1, t2 - tDistances, t3 - t2);
    }

    /**
     * The edges in {@code a} and not in {@code b}, grouped by the key group of their source
     * vertex and sorted by edge id within each group: {ids, offsets}.
     */
    static int[][] grouped(long[] a, long[] b, int[] sources) {
        int groups = ViewCollection.KEY_GROUPS;
        int[] offsets = new int[groups + 1];
        int count = 0;
        for (int w = 0; w < a.length; w++) {
            long bits = a[w] & ~b[w];
            while (bits != 0) {
                int e = (w << 6) + Long.numberOfTrailingZeros(bits);
                offsets[ViewCollection.keyGroup(sources[e]) + 1]++;
                count++;
                bits &= bits - 1;
            }
        }
        for (int g = 0; g < groups; g++) {
            offsets[g + 1] += offsets[g];
        }
        int[] cursor = java.util.Arrays.copyOf(offsets, groups);
        int[] ids = new int[count];
        for (int w = 0; w < a.length; w++) {
            long bits = a[w] & ~b[w];
            while (bits != 0) {
                int e = (w << 6) + Long.numberOfTrailingZeros(bits);
                ids[cursor[ViewCollection.keyGroup(sources[e])]++] = e;
                bits &= bits - 1;
            }
        }
        return new int[][] {ids, offsets};
    }
}
