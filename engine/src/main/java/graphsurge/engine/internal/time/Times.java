package graphsurge.engine.internal.time;

/**
 * Times of the engine: a version (the view's run position) and two loop counters, packed into
 * one {@code long} as {@code version:22 | outer:21 | inner:21} bits, most significant first.
 *
 * <p>Times are partially ordered by the <b>product order</b> ({@link #lessEqual}: every
 * coordinate at most the other's). Accumulations must use it. The natural order of the packed
 * longs ({@link Long#compare}) is the lexicographic order, a linear extension of the product
 * order: right for sorting and scheduling, wrong for deciding which updates a time sees ({@code
 * a <= b} as longs does not imply {@code lessEqual(a, b)}).
 *
 * <p>Computations outside any loop use loop counters 0; one loop uses the outer counter; a loop
 * nested in it (SCC) also uses the inner one. All operations are a few shifts and masks.
 */
public final class Times {
    public static final int VERSION_BITS = 22;
    public static final int LOOP_BITS = 21;
    public static final int MAX_VERSION = (1 << VERSION_BITS) - 1;
    public static final int MAX_LOOP = (1 << LOOP_BITS) - 1;

    private static final int OUTER_SHIFT = LOOP_BITS;
    private static final int VERSION_SHIFT = 2 * LOOP_BITS;
    private static final long LOOP_MASK = (1L << LOOP_BITS) - 1;
    private static final long INNER = LOOP_MASK;
    private static final long OUTER = LOOP_MASK << OUTER_SHIFT;
    private static final long VERSION = ((1L << VERSION_BITS) - 1) << VERSION_SHIFT;

    /** The least time. */
    public static final long ZERO = 0L;

    private Times() {}

    public static long of(int version, int outer, int inner) {
        if (version < 0 || version > MAX_VERSION || outer < 0 || outer > MAX_LOOP || inner < 0 || inner > MAX_LOOP) {
            throw new IllegalArgumentException("time (" + version + ", " + outer + ", " + inner + ") is out of range");
        }
        return ((long) version << VERSION_SHIFT) | ((long) outer << OUTER_SHIFT) | inner;
    }

    public static long ofVersion(int version) {
        return of(version, 0, 0);
    }

    public static int version(long t) {
        return (int) (t >>> VERSION_SHIFT);
    }

    public static int outer(long t) {
        return (int) ((t >>> OUTER_SHIFT) & LOOP_MASK);
    }

    public static int inner(long t) {
        return (int) (t & LOOP_MASK);
    }

    /** Product order: every coordinate of {@code a} is at most {@code b}'s. */
    public static boolean lessEqual(long a, long b) {
        return (a & VERSION) <= (b & VERSION) && (a & OUTER) <= (b & OUTER) && (a & INNER) <= (b & INNER);
    }

    /** The least upper bound: the coordinate-wise maximum. */
    public static long join(long a, long b) {
        return Math.max(a & VERSION, b & VERSION) | Math.max(a & OUTER, b & OUTER) | Math.max(a & INNER, b & INNER);
    }

    /** The greatest lower bound: the coordinate-wise minimum. */
    public static long meet(long a, long b) {
        return Math.min(a & VERSION, b & VERSION) | Math.min(a & OUTER, b & OUTER) | Math.min(a & INNER, b & INNER);
    }

    /**
     * {@code t} advanced by the frontier element {@code f} ({@code join(t, f)}): compaction moves a
     * time to the least time that every future reader (all at or after {@code f}) cannot tell
     * apart from it.
     */
    public static long advanceBy(long t, long f) {
        return join(t, f);
    }

    /** {@code t} with its outer counter set: entering a loop (counter 0) or stepping it. */
    public static long withOuter(long t, int outer) {
        return (t & ~OUTER) | ((long) outer << OUTER_SHIFT);
    }

    /** {@code t} with its inner counter set. */
    public static long withInner(long t, int inner) {
        return (t & ~INNER) | inner;
    }

    public static String toString(long t) {
        return "(" + version(t) + ", " + outer(t) + ", " + inner(t) + ")";
    }
}
