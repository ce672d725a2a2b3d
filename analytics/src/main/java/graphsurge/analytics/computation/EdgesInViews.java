package graphsurge.analytics.computation;

import graphsurge.vcstore.collection.ViewCollection;

/**
 * The edges a run's views hold between them: the union of a collection's views, or the whole
 * graph. Programs check them before a run ({@link Program#checkEdges}), so that an edge no view
 * holds cannot fail it (SSSP: an edge without a weight). The union is built on first use, since
 * most programs accept any edge.
 */
public final class EdgesInViews {
    private final ViewCollection collection;
    private final int edgeCount;
    /** Bit {@code e} set when some view holds edge {@code e}; null until built, and for the whole graph. */
    private long[] bits;
    private int count = -1;

    private EdgesInViews(ViewCollection collection, int edgeCount) {
        this.collection = collection;
        this.edgeCount = edgeCount;
    }

    /** The edges of {@code c}'s views, over a graph of {@code edgeCount} edges. */
    public static EdgesInViews of(ViewCollection c, int edgeCount) {
        return new EdgesInViews(c, edgeCount);
    }

    /** Every edge of a graph of {@code edgeCount} edges ({@code ON GRAPH}). */
    public static EdgesInViews wholeGraph(int edgeCount) {
        return new EdgesInViews(null, edgeCount);
    }

    /** Whether some view holds edge {@code e}. */
    public boolean contains(int e) {
        return collection == null || (union()[e >>> 6] & 1L << e) != 0;
    }

    /** How many edges the views hold between them. */
    public int count() {
        if (collection == null) {
            return edgeCount;
        }
        if (count < 0) {
            count = 0;
            for (long word : union()) {
                count += Long.bitCount(word);
            }
        }
        return count;
    }

    /** What holds the edges, for messages: "the graph", "the view" or "the views". */
    public String holder() {
        return collection == null ? "the graph" : collection.views() == 1 ? "the view" : "the views";
    }

    private long[] union() {
        if (bits == null) {
            // Every view starts from the empty one in run order, so an edge some view holds is
            // among the additions of some position: their union is the views' union.
            long[] union = new long[(edgeCount + 63) / 64];
            for (int[] added : collection.additions()) {
                for (int e : added) {
                    union[e >>> 6] |= 1L << e;
                }
            }
            bits = union;
        }
        return bits;
    }
}
