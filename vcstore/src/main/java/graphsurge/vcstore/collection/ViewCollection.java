package graphsurge.vcstore.collection;

import java.util.List;

/**
 * A materialized view collection: the views in the user's order, the order to run them in, and,
 * for each position of that run order, the edges added and deleted relative to the view before
 * (the first position adds all of its view's edges).
 *
 * <p>Each difference list holds distinct edge ids in strictly ascending order; the constructor
 * refuses any other list, and the store writes and reads exactly this. It is the one layout from
 * the store to the dataflow: readers may rely on it and need not sort (the lists are not grouped
 * by worker either; docs/choices.md says why).
 *
 * @param name the collection's name
 * @param graphFingerprint the fingerprint of the graph the views were evaluated on
 * @param viewNames the views' names, in the user's order
 * @param predicates each view's predicate as GVDL with its FOR variables bound (or, for a
 *     collection not made by GVDL, a description of the view), in the user's order
 * @param runOrder for each run position, the user index of the view run there
 * @param orderingMethod which order runs and why, with the figures, for the user ({@code kept the order as written:
 *     ...} or {@code reordered (...): saves ...})
 * @param userDifferences total differences had the views run in the user's order
 * @param sizes each view's edge count, in the user's order
 * @param additions the edge ids added at each run position, ascending
 * @param deletions the edge ids deleted at each run position, ascending
 * @param bindings the values of the FOR variables that made each view, user order; {@link
 *     ForBindings#NONE} for a collection without FOR clauses
 */
public record ViewCollection(String name, long graphFingerprint, List<String> viewNames, List<String> predicates,
        int[] runOrder, String orderingMethod, long userDifferences, int[] sizes, int[][] additions,
        int[][] deletions, ForBindings bindings) {
    public ViewCollection {
        viewNames = List.copyOf(viewNames);
        predicates = List.copyOf(predicates);
        if (!bindings.isEmpty() && bindings.values().size() != viewNames.size()) {
            throw new IllegalArgumentException("FOR bindings for " + bindings.values().size() + " views in a collection"
                    + " of " + viewNames.size());
        }
        for (int p = 0; p < runOrder.length; p++) {
            if (notAscendingAt(additions[p]) >= 0 || notAscendingAt(deletions[p]) >= 0) {
                throw new IllegalArgumentException("the differences at run position " + p
                        + " are not in strictly ascending edge-id order");
            }
        }
    }

    /** A collection without FOR variables. */
    public ViewCollection(String name, long graphFingerprint, List<String> viewNames, List<String> predicates,
            int[] runOrder, String orderingMethod, long userDifferences, int[] sizes, int[][] additions,
            int[][] deletions) {
        this(name, graphFingerprint, viewNames, predicates, runOrder, orderingMethod, userDifferences, sizes, additions,
                deletions, ForBindings.NONE);
    }

    /** This collection with the views' FOR bindings {@code b}. */
    public ViewCollection withBindings(ForBindings b) {
        return new ViewCollection(name, graphFingerprint, viewNames, predicates, runOrder, orderingMethod,
                userDifferences, sizes, additions, deletions, b);
    }

    /**
     * The first index {@code i} at which {@code ids[i]} is not greater than {@code ids[i - 1]},
     * or -1 when the list is strictly ascending. O(n).
     */
    public static int notAscendingAt(int[] ids) {
        for (int i = 1; i < ids.length; i++) {
            if (ids[i] <= ids[i - 1]) {
                return i;
            }
        }
        return -1;
    }

    public int views() {
        return viewNames.size();
    }

    /** Whether the views run in another order than the one the user wrote. */
    public boolean reordered() {
        for (int p = 0; p < runOrder.length; p++) {
            if (runOrder[p] != p) {
                return true;
            }
        }
        return false;
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
     * A hash of the run order, view names, differences and FOR bindings: a collection made again
     * with the same name and shape but other views has another (what tells a run, or a worker reading a shared
     * store, that a collection was regenerated under its name). O(differences).
     */
    public long contentFingerprint() {
        long h = 0x6a09e667f3bcc908L;
        for (int p = 0; p < runOrder.length; p++) {
            h = mix(h, runOrder[p]);
            h = mix(h, viewNames.get(runOrder[p]).hashCode());
            h = mix(h, additions[p].length);
            for (int e : additions[p]) {
                h = mix(h, e);
            }
            h = mix(h, deletions[p].length);
            for (int e : deletions[p]) {
                h = mix(h, e);
            }
        }
        // Mixed in only when present, so that a collection without FOR variables, and every
        // collection stored before they were, keeps the fingerprint its runs recorded.
        for (int v = 0; v < bindings.values().size(); v++) {
            for (int i = 0; i < bindings.variables().size(); i++) {
                h = mix(h, bindings.variables().get(i).hashCode());
                h = mix(h, bindings.value(v, i).hashCode());
            }
        }
        return h;
    }

    private static long mix(long h, long x) {
        h = (h ^ x) * 0x9E3779B97F4A7C15L;
        return h ^ (h >>> 29);
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

    /**
     * The collection as a person reads it: its views in the user's order and in run order (by
     * name, the first few of each), its differences and ordering, and the graph's fingerprint;
     * never the difference lists themselves.
     */
    @Override
    public String toString() {
        List<String> inRunOrder = new java.util.ArrayList<>(runOrder.length);
        for (int p = 0; p < Math.min(runOrder.length, SHOWN_NAMES + 1); p++) {
            inRunOrder.add(viewNames.get(runOrder[p]));
        }
        return "ViewCollection[name=" + name + ", views=" + viewNames.size() + " " + firstNames(viewNames, viewNames.size())
                + ", runOrder=" + firstNames(inRunOrder, runOrder.length) + ", orderingMethod=" + orderingMethod
                + ", differences=" + differences() + ", userDifferences=" + userDifferences
                + ", graphFingerprint=" + String.format("%016x", graphFingerprint) + "]";
    }

    /** How many view names {@link #toString} lists before it says how many more there are. */
    private static final int SHOWN_NAMES = 10;

    private static String firstNames(List<String> names, int total) {
        int shown = Math.min(SHOWN_NAMES, total);
        String listed = String.join(", ", names.subList(0, shown));
        return "[" + listed + (total > shown ? ", ... " + (total - shown) + " more" : "") + "]";
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
