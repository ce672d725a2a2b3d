package graphsurge.vcstore.eval;

/**
 * Views in the user's order held as differences, the form collections are built in without a
 * bitset per view: {@code additions[v]} holds the edges of view {@code v} not in view
 * {@code v - 1}, {@code deletions[v]} those of view {@code v - 1} not in view {@code v} (view -1
 * is empty), each list of distinct edge ids, strictly ascending.
 */
public record ViewDifferences(int[][] additions, int[][] deletions) {
    public ViewDifferences {
        if (additions.length != deletions.length) {
            throw new IllegalArgumentException(additions.length + " lists of additions but " + deletions.length
                    + " of deletions");
        }
    }

    public int views() {
        return additions.length;
    }

    /** The differences of running the views in the user's order. O(k). */
    public long total() {
        long total = 0;
        for (int v = 0; v < additions.length; v++) {
            total += additions[v].length + deletions[v].length;
        }
        return total;
    }

    /** Each view's edge count. O(k). */
    public int[] sizes() {
        int[] sizes = new int[additions.length];
        int size = 0;
        for (int v = 0; v < additions.length; v++) {
            size += additions[v].length - deletions[v].length;
            sizes[v] = size;
        }
        return sizes;
    }

    /** The differences of views given as bitsets (one {@code long[]} of words each), in their order. O(k m / 64). */
    public static ViewDifferences ofBitsets(long[][] views) {
        int k = views.length;
        int[][] additions = new int[k][];
        int[][] deletions = new int[k][];
        long[] empty = new long[k == 0 ? 0 : views[0].length];
        for (int v = 0; v < k; v++) {
            long[] previous = v == 0 ? empty : views[v - 1];
            additions[v] = ascending(views[v], previous);
            deletions[v] = ascending(previous, views[v]);
        }
        return new ViewDifferences(additions, deletions);
    }

    /** The edges in {@code a} and not in {@code b}, ascending: two passes over the words, O(words + result). */
    public static int[] ascending(long[] a, long[] b) {
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
