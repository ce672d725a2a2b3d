package graphsurge.vcstore.collection;

import graphsurge.gstore.Permutation;
import graphsurge.vcstore.eval.ViewDifferences;
import java.util.SplittableRandom;

/**
 * The synthetic collections of the Graphsurge paper, over the edge ids of a graph, deterministic
 * in the seed:
 *
 * <ul>
 *   <li>{@code random}: view 1 holds {@code first} random edges; each next view deletes
 *       {@code delete} random edges of the view before and adds {@code add} edges not used yet
 *       (the paper's C_1K, C_3.5M collections);</li>
 *   <li>{@code churn}: like {@code random}, but each next view adds {@code add} random edges from
 *       all those outside the view before, deleted ones included, so that large changes can go on
 *       for many views on a graph not much larger than a view;</li>
 *   <li>{@code window}: a sliding window: view 1 holds the first {@code first} edges of a random
 *       order; each next view drops the oldest {@code delete} and takes the next {@code add},
 *       except every {@code every}-th view, which moves by {@code large} edges each way (a periodic
 *       large change).</li>
 * </ul>
 */
public final class CollectionGenerator {
    /** Which kind of collection. */
    public enum Model { RANDOM, CHURN, WINDOW }

    /** The parameters; {@code large} and {@code every} apply to windows. */
    public record Spec(Model model, int views, int first, int add, int delete, int large, int every, long seed) {
        public Spec {
            if (views < 1 || views > ViewExpander.MAX_VIEWS) {
                throw new IllegalArgumentException("the number of views must be between 1 and " + ViewExpander.MAX_VIEWS);
            }
            if (first < 0 || add < 0 || delete < 0 || large < 0 || every < 0) {
                throw new IllegalArgumentException("edge counts must not be negative");
            }
        }
    }

    private CollectionGenerator() {}

    /**
     * The views over a graph of {@code edges} edges, as their differences: O(edges) to shuffle the
     * edge ids, then O(d log d) per view for its d differences (sorted); no bitset per view.
     */
    public static ViewDifferences generate(Spec spec, int edges) {
        int[] order = new int[edges];
        for (int e = 0; e < edges; e++) {
            order[e] = e;
        }
        SplittableRandom random = new SplittableRandom(spec.seed());
        for (int i = edges - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        if (spec.model() == Model.CHURN) {
            return churn(spec, edges, order, random);
        }
        long needed = (long) spec.first() + (long) (spec.views() - 1) * Math.max(spec.add(), spec.large());
        if (needed > edges) {
            throw new IllegalArgumentException("the collection needs up to " + needed + " distinct edges but the graph has "
                    + edges + "; use fewer views or smaller changes");
        }
        int[][] additions = new int[spec.views()][];
        int[][] deletions = new int[spec.views()][];
        // Edges of the current view: order[oldest .. next) for windows; a dense array for random views.
        int next = spec.first();
        int oldest = 0;
        int[] members = new int[spec.model() == Model.RANDOM ? edges : 0];
        int size = 0;
        if (spec.model() == Model.RANDOM) {
            System.arraycopy(order, 0, members, 0, spec.first());
            size = spec.first();
        }
        additions[0] = sorted(order, 0, spec.first());
        deletions[0] = new int[0];
        for (int v = 1; v < spec.views(); v++) {
            boolean big = spec.model() == Model.WINDOW && spec.every() > 0 && v % spec.every() == 0;
            int deleteCount = Math.min(big ? spec.large() : spec.delete(), spec.model() == Model.WINDOW ? next - oldest : size);
            int addCount = big ? spec.large() : spec.add();
            int[] deleted = new int[deleteCount];
            for (int d = 0; d < deleteCount; d++) {
                if (spec.model() == Model.WINDOW) {
                    deleted[d] = order[oldest++];
                } else {
                    int at = random.nextInt(size);
                    deleted[d] = members[at];
                    members[at] = members[--size];
                }
            }
            additions[v] = sorted(order, next, addCount);
            if (spec.model() == Model.RANDOM) {
                System.arraycopy(order, next, members, size, addCount);
                size += addCount;
            }
            next += addCount;
            deletions[v] = sorted(deleted, 0, deleteCount);
        }
        return new ViewDifferences(additions, deletions);
    }

    /** {@code ids[from .. from + count)}, sorted into a new array. */
    private static int[] sorted(int[] ids, int from, int count) {
        int[] out = java.util.Arrays.copyOfRange(ids, from, from + count);
        java.util.Arrays.sort(out);
        return out;
    }

    /**
     * The churn model. {@code order} splits into the view's edges (its first {@code size} entries)
     * and the others; {@code at} keeps each edge's place, so that a random edge of either side moves
     * to the other in O(1). Additions are drawn from the edges outside the view before and
     * deletions from its edges, so that an edge is not added and deleted by the same view.
     */
    private static ViewDifferences churn(Spec spec, int edges, int[] order, SplittableRandom random) {
        long most = (long) spec.first() + (long) (spec.views() - 1) * Math.max(0, spec.add() - spec.delete());
        if (spec.first() > edges || most > edges) {
            throw new IllegalArgumentException("the collection's views grow to " + most + " edges but the graph has "
                    + edges + "; use fewer views, fewer additions or more deletions");
        }
        int[] at = new int[edges];
        for (int i = 0; i < edges; i++) {
            at[order[i]] = i;
        }
        int size = spec.first();
        int[][] additions = new int[spec.views()][];
        int[][] deletions = new int[spec.views()][];
        additions[0] = sorted(order, 0, size);
        deletions[0] = new int[0];
        for (int v = 1; v < spec.views(); v++) {
            int addCount = Math.min(spec.add(), edges - size);
            int oldSize = size;
            int[] added = new int[addCount];
            for (int a = 0; a < addCount; a++) {
                int e = order[size + random.nextInt(edges - size)];
                Permutation.swap(order, at, at[e], size++);
                added[a] = e;
            }
            int deleteCount = Math.min(spec.delete(), oldSize);
            int[] deleted = new int[deleteCount];
            for (int d = 0; d < deleteCount; d++) {
                // Among the view before's edges, which now sit at [0, oldSize - d) after earlier deletions.
                int e = order[random.nextInt(oldSize - d)];
                Permutation.swap(order, at, at[e], oldSize - d - 1);
                Permutation.swap(order, at, oldSize - d - 1, --size);
                deleted[d] = e;
            }
            additions[v] = sorted(added, 0, addCount);
            deletions[v] = sorted(deleted, 0, deleteCount);
        }
        return new ViewDifferences(additions, deletions);
    }
}
