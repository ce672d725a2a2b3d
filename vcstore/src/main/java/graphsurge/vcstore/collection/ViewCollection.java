package graphsurge.vcstore.collection;

import java.util.List;

/**
 * A materialized view collection: the views in the user's order, the order to run them in, and,
 * for each position of that run order, the edges added and deleted relative to the view before
 * (the first position adds all of its view's edges).
 *
 * <p>Edge ids in each difference list are grouped into {@link #KEY_GROUPS} key groups by source
 * vertex, each group sorted by edge id, so that W workers can each read the groups they own;
 * {@code offsets[g] .. offsets[g+1]} delimit group g.
 *
 * @param name the collection's name
 * @param graphFingerprint the fingerprint of the graph the views were evaluated on
 * @param viewNames the views' names, in the user's order
 * @param predicates each view's predicate as GVDL, in the user's order
 * @param runOrder for each run position, the user index of the view run there
 * @param orderingMethod how the run order was chosen
 * @param userDifferences total differences had the views run in the user's order
 * @param sizes each view's edge count, in the user's order
 * @param additions the edge ids added at each run position, grouped
 * @param additionOffsets the key-group offsets into {@code additions[i]}
 * @param deletions the edge ids deleted at each run position, grouped
 * @param deletionOffsets the key-group offsets into {@code deletions[i]}
 */
public record ViewCollection(String name, long graphFingerprint, List<String> viewNames, List<String> predicates,
        int[] runOrder, String orderingMethod, long userDifferences, int[] sizes, int[][] additions,
        int[][] additionOffsets, int[][] deletions, int[][] deletionOffsets) {
    /** How many key groups difference lists are split into. */
    public static final int KEY_GROUPS = 64;

    public ViewCollection {
        viewNames = List.copyOf(viewNames);
        predicates = List.copyOf(predicates);
    }

    public int views() {
        return viewNames.size();
    }

    /** The key group of an edge whose source vertex is {@code source}. */
    public static int keyGroup(int source) {
        return (source * 0x9E3779B9) >>> 26;
    }

    /** Total differences in the run order: what running the collection differentially processes. */
    public long differences() {
        long total = 0;
        for (int i = 0; i < runOrder.length; i++) {
            total += additions[i].length + deletions[i].length;
        }
        return total;
    }

    /**
     * Moves {@code bits}, the edge bitset of the view at run position {@code p - 1} (empty for
     * p = 0), to the view at position {@code p}, by that position's deletions and additions.
     */
    public void applyPosition(int p, long[] bits) {
        for (int e : deletions[p]) {
            bits[e >>> 6] &= ~(1L << e);
        }
        for (int e : additions[p]) {
            bits[e >>> 6] |= 1L << e;
        }
    }

    /** The run position of each view, by user index. */
    public int[] positions() {
        int[] positions = new int[runOrder.length];
        for (int p = 0; p < runOrder.length; p++) {
            positions[runOrder[p]] = p;
        }
        return positions;
    }
}
