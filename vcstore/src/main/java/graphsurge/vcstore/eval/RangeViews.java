package graphsurge.vcstore.eval;

import graphsurge.gstore.Parallel;
import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.column.Bits;
import graphsurge.gstore.column.Column;
import graphsurge.gstore.column.DoubleColumn;
import graphsurge.gstore.column.IntColumn;
import graphsurge.gvdl.ast.Literal;
import graphsurge.gvdl.ast.Operand.Property;
import graphsurge.gvdl.ast.Operand.Scope;
import graphsurge.gvdl.ast.Predicate;
import graphsurge.gvdl.ast.Predicate.CompareOp;
import java.util.List;
import java.util.Optional;

/**
 * Collections of ranges of one numeric edge property (sliding, growing and shrinking windows):
 * their differences without evaluating every view on every edge.
 *
 * <p>It applies when every view is a comparison, or an AND of comparisons, of the same numeric
 * edge property with number literals by {@code < <= > >=}, all compared the same way (as integers,
 * or all as decimals: {@link PredicateCompiler}'s rule). When, moreover, each view's lower bound,
 * and each view's upper bound, moves one way only along the user's order (either way, each side on
 * its own: {@link #monotone}), the views holding an edge are consecutive: those whose lower bound
 * admits its value are a prefix or a suffix of the views, and so are those whose upper bound does. A binary search
 * on each side finds them, and an edge is an addition of its first view and a deletion of the
 * view after its last. O(m log k + D) for D differences, where evaluating every view costs O(k m);
 * memory two ints per edge and the differences. Ranges in any other order (windows listed out of
 * order) go through {@link #index}, which counts distances instead of listing differences.
 *
 * <p>The comparisons are those of the evaluator: values and literals are compared as longs, or as
 * doubles (an integer property converted as {@link ColumnOperand} does), so both give the same
 * views. Doubles are compared through order-preserving long keys (-0.0 made 0.0 first, so that
 * the keys' order is the order of {@code <}); an absent or NaN value is in no view, since a
 * comparison with it is false. A strict bound {@code x > c} is {@code key(x) >= key(c) + 1}: keys
 * of consecutive doubles are consecutive.
 */
public final class RangeViews {
    private final Column column;
    private final boolean decimal;
    /** Each view admits the values whose keys are in {@code [low[v], high[v]]}. */
    private final long[] low;
    private final long[] high;

    private RangeViews(Column column, boolean decimal, long[] low, long[] high) {
        this.column = column;
        this.decimal = decimal;
        this.low = low;
        this.high = high;
    }

    /** The views as ranges, or empty when they are not of the shape above. O(k). */
    public static Optional<RangeViews> of(PropertyGraph graph, List<Predicate> views) {
        int k = views.size();
        long[] low = new long[k];
        long[] high = new long[k];
        String name = null;
        Boolean decimal = null;
        for (int v = 0; v < k; v++) {
            Predicate p = views.get(v);
            List<Predicate> terms = p instanceof Predicate.And and ? and.terms() : List.of(p);
            low[v] = Long.MIN_VALUE;
            high[v] = Long.MAX_VALUE;
            for (Predicate term : terms) {
                if (!(term instanceof Predicate.Compare c)) {
                    return Optional.empty();
                }
                boolean flipped = c.left() instanceof Literal;
                if (!((flipped ? c.right() : c.left()) instanceof Property property)
                        || !((flipped ? c.left() : c.right()) instanceof Literal literal)
                        || property.scope() != Scope.EDGE || (name != null && !name.equals(property.name()))) {
                    return Optional.empty();
                }
                name = property.name();
                Column column = graph.edgeProperties().column(name);
                if (!(column instanceof IntColumn || column instanceof DoubleColumn)
                        || !(literal instanceof Literal.Int || literal instanceof Literal.Decimal
                                || literal instanceof Literal.Date)) {
                    return Optional.empty();
                }
                boolean asDouble = column instanceof DoubleColumn || literal instanceof Literal.Decimal;
                if (decimal != null && decimal != asDouble) {
                    return Optional.empty();
                }
                decimal = asDouble;
                long key = asDouble ? key(literal instanceof Literal.Int i ? (double) i.value()
                        : ((Literal.Decimal) literal).value().doubleValue()) : integer(literal);
                CompareOp op = flipped ? PredicateCompiler.flip(c.op()) : c.op();
                switch (op) {
                    case GE -> low[v] = Math.max(low[v], key);
                    case LE -> high[v] = Math.min(high[v], key);
                    case GT -> {
                        if (key == Long.MAX_VALUE) {
                            return Optional.empty();
                        }
                        low[v] = Math.max(low[v], key + 1);
                    }
                    case LT -> {
                        if (key == Long.MIN_VALUE) {
                            return Optional.empty();
                        }
                        high[v] = Math.min(high[v], key - 1);
                    }
                    default -> {
                        return Optional.empty();
                    }
                }
            }
        }
        if (name == null) {
            return Optional.empty();
        }
        return Optional.of(new RangeViews(graph.edgeProperties().column(name), decimal, low, high));
    }

    /**
     * Whether each view's lower bound, and each view's upper bound, moves one way only along the
     * user's order: then {@link #differences} lists the user order's differences directly; else
     * {@link #index} serves, whose order is chosen from exact distances.
     */
    public boolean monotone() {
        return direction(low) != 0 && direction(high) != 0;
    }

    /**
     * The views as runs of the elementary intervals their bounds cut the values into
     * ({@link RangeIndex}): each edge's interval by a binary search among the at most 2k cuts,
     * O(m log k) on {@code threads} threads, then the edges grouped by interval, O(m).
     */
    public RangeIndex index(int threads, ProgressListener progress) {
        int k = low.length;
        int m = column.size();
        progress.start("evaluating " + k + " views as ranges of one property", -1);
        // Cuts: every lower bound, and every value just above an upper bound.
        long[] cuts = new long[2 * k];
        int n = 0;
        for (int v = 0; v < k; v++) {
            if (low[v] != Long.MIN_VALUE) {
                cuts[n++] = low[v];
            }
            if (high[v] != Long.MAX_VALUE) {
                cuts[n++] = high[v] + 1;
            }
        }
        java.util.Arrays.sort(cuts, 0, n);
        int distinct = 0;
        for (int i = 0; i < n; i++) {
            if (distinct == 0 || cuts[i] != cuts[distinct - 1]) {
                cuts[distinct++] = cuts[i];
            }
        }
        long[] sorted = java.util.Arrays.copyOf(cuts, distinct);
        int intervals = sorted.length + 1;
        int[] start = new int[k];
        int[] end = new int[k];
        for (int v = 0; v < k; v++) {
            start[v] = low[v] == Long.MIN_VALUE ? 0 : countAtMost(sorted, low[v]);
            end[v] = high[v] == Long.MAX_VALUE ? intervals : countAtMost(sorted, high[v] + 1);
        }
        Bits present = column.present(); // null when every value is present
        int[] interval = new int[m];
        Parallel.forChunks(threads, m, (chunk, from, to) -> {
            for (int e = from; e < to; e++) {
                boolean valued = (present == null || present.get(e)) && !(decimal && Double.isNaN(doubleAt(e)));
                // An absent or NaN value is in no view: it belongs to no interval.
                interval[e] = valued ? countAtMost(sorted, keyAt(e)) : -1;
            }
        });
        int[] count = new int[intervals + 1];
        for (int e = 0; e < m; e++) {
            count[interval[e] + 1]++;
        }
        // count[0] counted the edges without a value: they take no place among the grouped edges.
        int unvalued = count[0];
        count[0] = 0;
        for (int b = 0; b < intervals; b++) {
            count[b + 1] += count[b];
        }
        int[] edges = new int[m - unvalued];
        int[] next = java.util.Arrays.copyOf(count, intervals);
        for (int e = 0; e < m; e++) {
            if (interval[e] >= 0) {
                edges[next[interval[e]]++] = e;
            }
        }
        progress.finish();
        return new RangeIndex(start, end, count, edges, m);
    }

    /** The views' differences in the user's order, when {@link #monotone}; see the class comment. */
    public ViewDifferences differences(int threads, ProgressListener progress) {
        if (!monotone()) {
            throw new IllegalStateException("the views' bounds do not move one way: use index()");
        }
        int k = low.length;
        int m = column.size();
        progress.start("evaluating " + k + " views as ranges of one property", -1);
        int lowDirection = direction(low);
        int highDirection = direction(high);
        long[] lows = ascending(low, lowDirection);
        long[] highs = ascending(high, highDirection);
        Bits present = column.present(); // null when every value is present
        int[] first = new int[m];
        int[] end = new int[m];
        Parallel.forChunks(threads, m, (chunk, from, to) -> {
            for (int e = from; e < to; e++) {
                int a = 0;
                int b = 0;
                if ((present == null || present.get(e)) && !(decimal && Double.isNaN(doubleAt(e)))) {
                    long x = keyAt(e);
                    // Views whose lower bound is at most x: a prefix when the bounds rise, else a suffix.
                    int admitted = countAtMost(lows, x);
                    a = lowDirection > 0 ? 0 : k - admitted;
                    b = lowDirection > 0 ? admitted : k;
                    // Views whose upper bound is at least x: a suffix when the bounds rise, else a prefix.
                    int below = x == Long.MIN_VALUE ? 0 : countAtMost(highs, x - 1); // bounds under x
                    a = Math.max(a, highDirection > 0 ? below : 0);
                    b = Math.min(b, highDirection > 0 ? k : k - below);
                }
                first[e] = a;
                end[e] = Math.max(a, b);
            }
        });
        int[] addCount = new int[k];
        int[] deleteCount = new int[k];
        for (int e = 0; e < m; e++) {
            if (first[e] < end[e]) {
                addCount[first[e]]++;
                if (end[e] < k) {
                    deleteCount[end[e]]++;
                }
            }
        }
        int[][] additions = new int[k][];
        int[][] deletions = new int[k][];
        for (int v = 0; v < k; v++) {
            additions[v] = new int[addCount[v]];
            deletions[v] = new int[deleteCount[v]];
        }
        java.util.Arrays.fill(addCount, 0);
        java.util.Arrays.fill(deleteCount, 0);
        for (int e = 0; e < m; e++) {
            if (first[e] < end[e]) {
                additions[first[e]][addCount[first[e]]++] = e;
                if (end[e] < k) {
                    deletions[end[e]][deleteCount[end[e]]++] = e;
                }
            }
        }
        progress.finish();
        return new ViewDifferences(additions, deletions);
    }

    /** Edge e's value as the evaluator compares it (as a double for decimal comparisons), as a key. */
    private long keyAt(int e) {
        if (decimal) {
            return key(doubleAt(e));
        }
        IntColumn c = (IntColumn) column;
        return c.narrow() != null ? c.narrow()[e] : c.wide()[e];
    }

    private double doubleAt(int e) {
        if (column instanceof DoubleColumn c) {
            return c.values()[e];
        }
        IntColumn c = (IntColumn) column;
        return c.narrow() != null ? c.narrow()[e] : (double) c.wide()[e];
    }

    /** An integer or date literal's value: integers, and dates as epoch seconds. */
    private static long integer(Literal literal) {
        return literal instanceof Literal.Date d ? d.epochSecond() : ((Literal.Int) literal).value();
    }

    /** A long whose order is that of the (non-NaN) doubles under {@code <}. */
    static long key(double d) {
        long bits = Double.doubleToRawLongBits(d + 0.0); // -0.0 + 0.0 is 0.0
        return bits ^ ((bits >> 63) & Long.MAX_VALUE);
    }

    /** 1 when {@code bounds} never decrease, -1 when they never increase (and do somewhere), 0 otherwise. */
    private static int direction(long[] bounds) {
        boolean rises = false;
        boolean falls = false;
        for (int v = 1; v < bounds.length; v++) {
            rises |= bounds[v] > bounds[v - 1];
            falls |= bounds[v] < bounds[v - 1];
        }
        return rises && falls ? 0 : falls ? -1 : 1;
    }

    /** {@code bounds} in ascending order: as they are, or reversed when they fall. */
    private static long[] ascending(long[] bounds, int direction) {
        long[] out = new long[bounds.length];
        for (int v = 0; v < bounds.length; v++) {
            out[v] = bounds[direction > 0 ? v : bounds.length - 1 - v];
        }
        return out;
    }

    /** How many entries of the ascending {@code a} are at most {@code x}: a binary search. */
    private static int countAtMost(long[] a, long x) {
        int lo = 0;
        int hi = a.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] <= x) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}
