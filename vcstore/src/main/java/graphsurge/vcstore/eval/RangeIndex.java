package graphsurge.vcstore.eval;

import graphsurge.ordering.HammingDistances;
import java.util.Arrays;

/**
 * Views that are ranges of one property, in any order, as unions of elementary intervals: the
 * views' bounds cut the property's values into at most 2k + 1 intervals, each edge falls in one
 * of them (found by a binary search, O(m log k)), and each view is a run of consecutive
 * intervals. The edges are grouped by interval, ascending within each, and prefix sums of the
 * group sizes count any run of intervals in O(1).
 *
 * <p>So a view's size and the overlap of two views are counts: every distance between two views
 * is O(1), all of them O(k^2), where listing the views' differences in the user's order would
 * cost views times edges when that order jumps about (windows listed out of order). The edges
 * one view has and another lacks are at most two runs of intervals: a step of a run order lists
 * them in O(d log d) for its d differences (sorted into edge order), or, when they are a large
 * share of the graph, by marking them in a bitset and scanning it, O(m / 64 + d). Memory: two
 * ints per edge while the groups are made, one after.
 */
public final class RangeIndex {
    private final int k;
    /** View {@code v} is the intervals {@code [start[v], end[v])} (empty when they are not ascending). */
    private final int[] start;
    private final int[] end;
    /** Edges of interval {@code b}: {@code edges[count[b] .. count[b + 1])}, ascending. */
    private final int[] count;
    private final int[] edges;
    private final int graphEdges;

    RangeIndex(int[] start, int[] end, int[] count, int[] edges, int graphEdges) {
        this.k = start.length;
        this.start = start;
        this.end = end;
        this.count = count;
        this.edges = edges;
        this.graphEdges = graphEdges;
    }

    public int views() {
        return k;
    }

    /** Each view's edge count. O(k). */
    public int[] sizes() {
        int[] sizes = new int[k];
        for (int v = 0; v < k; v++) {
            sizes[v] = edgesIn(start[v], end[v]);
        }
        return sizes;
    }

    /** The exact distances between the views (and to the empty view): O(k^2). */
    public HammingDistances distances() {
        int[] sizes = sizes();
        return HammingDistances.of(sizes, (i, j) -> sizes[i] + sizes[j]
                - 2L * edgesIn(Math.max(start[i], start[j]), Math.min(end[i], end[j])));
    }

    /**
     * The edges of view {@code to} not in view {@code from} ({@code from} -1: the empty view),
     * ascending: the additions of a step from {@code from} to {@code to}, and, swapped, its deletions.
     */
    public int[] difference(int to, int from) {
        int s = start[to];
        int e = end[to];
        if (from < 0 || start[from] >= end[from]) {
            return collect(s, e, e, e);
        }
        // [s, e) minus [start[from], end[from]): what lies before the other run, and what lies after it.
        int cutBefore = Math.min(e, start[from]);
        int cutAfter = Math.max(s, end[from]);
        return collect(s, cutBefore, cutAfter, e);
    }

    /** The edges of intervals {@code [a, b)} and {@code [c, d)} (either may be empty), ascending. */
    private int[] collect(int a, int b, int c, int d) {
        int first = edgesIn(a, b);
        int second = edgesIn(c, d);
        int[] out = new int[first + second];
        if (out.length == 0) {
            return out;
        }
        if (out.length > graphEdges / 16) {
            // A large share of the graph: a bitset and one scan cost less than sorting.
            long[] bits = new long[(graphEdges + 63) >>> 6];
            mark(bits, a, b);
            mark(bits, c, d);
            int n = 0;
            for (int w = 0; w < bits.length; w++) {
                for (long word = bits[w]; word != 0; word &= word - 1) {
                    out[n++] = (w << 6) | Long.numberOfTrailingZeros(word);
                }
            }
            return out;
        }
        if (first > 0) {
            System.arraycopy(edges, count[a], out, 0, first);
        }
        if (second > 0) {
            System.arraycopy(edges, count[c], out, first, second);
        }
        // Each interval's edges are ascending already: a run of one interval needs no sort.
        if (Math.max(0, b - a) + Math.max(0, d - c) > 1) {
            Arrays.sort(out);
        }
        return out;
    }

    private void mark(long[] bits, int a, int b) {
        if (a >= b) {
            return;
        }
        for (int i = count[a]; i < count[b]; i++) {
            bits[edges[i] >>> 6] |= 1L << edges[i];
        }
    }

    /** How many edges intervals {@code [a, b)} hold (0 when the run is empty). */
    private int edgesIn(int a, int b) {
        return a < b ? count[b] - count[a] : 0;
    }
}
