package graphsurge.vcstore.collection;

import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gvdl.ast.GvdlPrinter;
import graphsurge.gvdl.ast.Predicate;
import graphsurge.ordering.HammingDistances;
import graphsurge.ordering.OrderChoice;
import graphsurge.ordering.ViewOrdering;
import graphsurge.vcstore.eval.RangeIndex;
import graphsurge.vcstore.eval.RangeViews;
import graphsurge.vcstore.eval.ViewDifferences;
import graphsurge.vcstore.eval.ViewEvaluator;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Materializes a collection from its views' differences in the user's order (never a bitset per
 * view): keeps that order or chooses one, and derives each run position's edge additions and
 * deletions. A chosen order replaces the order as written only when it saves a meaningful share
 * of the differences ({@link OrderChoice#decide}); the order as written's differences are the
 * views' own, known in every case without more work.
 *
 * <ul>
 *   <li>Kept order (MANUALLY_ORDERED, generated collections, LOAD CUBE): the user-order
 *       differences are the run's; no distances are computed. O(k).</li>
 *   <li>Chosen order, up to {@link ViewOrdering#MATRIX_LIMIT} views: the distances come from the
 *       differences ({@link HammingDistances#ofDifferences}, O(k D / 64) for D user-order
 *       differences), then {@link ViewOrdering#order}; the matrix, and so the order, is the one
 *       the views' bitsets would give.</li>
 *   <li>Chosen order above that: the views by size ({@link ViewOrdering#bySize}) when that
 *       saves the share asked and is cheap to derive (below).</li>
 * </ul>
 *
 * <p>The run order's differences are derived by {@link #inRunOrder}, view a (the run's view
 * before) kept as one bitset. A near step from view a to view b toggles the user-order
 * differences between them into a second bitset: the edges toggled an odd number of times are the
 * step's differences, additions when the edge is outside view a. That costs the differences
 * spanned, which for views far apart in the user's order (a shuffled order, sorted by the
 * ordering) adds up to O(k D). So a far step instead rebuilds view b from the nearest of
 * {@link #CHECKPOINTS} checkpoints (the bitsets of evenly spaced user views, made in one pass when
 * some step needs them) and compares it with view a word by word: O(m / 64) and the differences
 * between b and its checkpoint, about D / {@link #CHECKPOINTS}. Each step takes the cheaper way,
 * known from prefix sums of the differences; memory is at most {@link #CHECKPOINTS} + 2 bitsets of
 * the edges (4 bytes per edge) plus the differences. The by-size order of huge collections
 * computes no distances, so there the cost is counted first (O(k)) and the order kept only when it
 * is at most {@link #SPAN_FACTOR} times D (or {@link #SPAN_BUDGET}).
 */
public final class CollectionBuilder {
    /**
     * How many times its user-order differences a by-size order may cost to replay (or {@link
     * #SPAN_BUDGET}, if more) before the user's order is kept instead.
     */
    static final long SPAN_FACTOR = 8;

    /** What replaying a by-size order may always cost, in toggles and words: well under a second. */
    static final long SPAN_BUDGET = 1L << 28;

    /** The most user views whose bitsets are kept to bound far steps of a run order. */
    static final int CHECKPOINTS = 32;

    private CollectionBuilder() {}

    /** The result, with the timings of its phases and how its order was chosen. */
    public record Built(ViewCollection collection, long evaluationNanos, long distanceNanos, long orderingNanos,
            long differenceNanos, OrderChoice ordering) {}

    /** As {@link #build(PropertyGraph, long, String, List, boolean, double, int, ProgressListener)}, with the default share. */
    public static Built build(PropertyGraph graph, long fingerprint, String name, List<ViewDefinition> views,
            boolean manuallyOrdered, int threads, ProgressListener progress) {
        return build(graph, fingerprint, name, views, manuallyOrdered, OrderChoice.DEFAULT_MIN_GAIN_PERCENT, threads,
                progress);
    }

    /**
     * A collection of GVDL views: their differences by {@link RangeViews} when every view is a
     * range of one numeric edge property moving monotonically, else by {@link ViewEvaluator}. The
     * order as written is kept when {@code manuallyOrdered}, or when no order found saves at least
     * {@code minGainPercent} percent of its differences.
     */
    public static Built build(PropertyGraph graph, long fingerprint, String name, List<ViewDefinition> views,
            boolean manuallyOrdered, double minGainPercent, int threads, ProgressListener progress) {
        long t0 = System.nanoTime();
        List<Predicate> predicates = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        for (ViewDefinition v : views) {
            predicates.add(v.predicate());
            names.add(v.name());
            texts.add(GvdlPrinter.print(v.predicate()));
        }
        ForBindings bindings = ForBindings.of(views);
        Optional<RangeViews> ranges = RangeViews.of(graph, predicates);
        Built built;
        long evaluation;
        if (ranges.isPresent() && !ranges.get().monotone()) {
            RangeIndex index = ranges.get().index(threads, progress);
            evaluation = System.nanoTime() - t0;
            built = fromRanges(fingerprint, name, names, texts, index, manuallyOrdered ? MANUALLY_ORDERED : null,
                    minGainPercent, progress);
        } else {
            ViewDifferences differences = ranges.map(r -> r.differences(threads, progress))
                    .orElseGet(() -> ViewEvaluator.differences(graph, predicates, threads, progress));
            evaluation = System.nanoTime() - t0;
            built = fromDifferences(fingerprint, name, names, texts, differences, graph.edgeCount(),
                    manuallyOrdered ? MANUALLY_ORDERED : null, minGainPercent, threads, progress);
        }
        return new Built(built.collection().withBindings(bindings), evaluation, built.distanceNanos(),
                built.orderingNanos(), built.differenceNanos(), built.ordering());
    }

    /** Why a MANUALLY_ORDERED collection keeps the order as written. */
    static final String MANUALLY_ORDERED = "MANUALLY_ORDERED";

    /**
     * A collection of views given as edge bitsets (one {@code long[]} of words per view, in the
     * user's order): small collections made directly (tests, benchmarks). O(k m / 64) more than
     * {@link #fromDifferences}.
     *
     * @param keepOrder why the given order is kept (shown to the user), or null to choose the order
     *     (when it saves {@link OrderChoice#DEFAULT_MIN_GAIN_PERCENT})
     */
    public static Built fromMatrix(long fingerprint, String name, List<String> names, List<String> descriptions,
            long[][] matrix, String keepOrder, int threads) {
        return fromMatrix(fingerprint, name, names, descriptions, matrix, keepOrder, OrderChoice.DEFAULT_MIN_GAIN_PERCENT,
                threads);
    }

    /**
     * As {@link #fromMatrix(long, String, List, List, long[][], String, int)}, a chosen order taken
     * when it saves {@code minGainPercent} percent of the differences.
     */
    public static Built fromMatrix(long fingerprint, String name, List<String> names, List<String> descriptions,
            long[][] matrix, String keepOrder, double minGainPercent, int threads) {
        int edges = matrix.length == 0 ? 0 : matrix[0].length * 64;
        return fromDifferences(fingerprint, name, names, descriptions, ViewDifferences.ofBitsets(matrix), edges, keepOrder,
                minGainPercent, threads, ProgressListener.NONE);
    }

    /**
     * As {@link #fromDifferences(long, String, List, List, ViewDifferences, int, String, double, int,
     * ProgressListener)}, a chosen order replacing the given one when it saves {@link
     * OrderChoice#DEFAULT_MIN_GAIN_PERCENT}.
     */
    public static Built fromDifferences(long fingerprint, String name, List<String> names, List<String> descriptions,
            ViewDifferences user, int edges, String keepOrder, int threads, ProgressListener progress) {
        return fromDifferences(fingerprint, name, names, descriptions, user, edges, keepOrder,
                OrderChoice.DEFAULT_MIN_GAIN_PERCENT, threads, progress);
    }

    /**
     * A collection of views given by their differences in the user's order, over edge ids
     * {@code 0 .. edges - 1}, described by {@code descriptions}; see the class comment for the
     * cost of each case.
     *
     * @param keepOrder why the given order is kept (shown to the user), or null to choose the order
     * @param minGainPercent the share of the differences, in percent, a chosen order must save to be taken
     */
    public static Built fromDifferences(long fingerprint, String name, List<String> names, List<String> descriptions,
            ViewDifferences user, int edges, String keepOrder, double minGainPercent, int threads,
            ProgressListener progress) {
        int k = names.size();
        if (user.views() != k) {
            throw new IllegalArgumentException(k + " view names for " + user.views() + " views");
        }
        int[] sizes = user.sizes();
        long userDifferences = user.total();
        OrderChoice kept = kept(k, userDifferences, keepOrder);
        if (kept != null) {
            ViewCollection c = new ViewCollection(name, fingerprint, names, descriptions, kept.order(), kept.reason(),
                    userDifferences, sizes, user.additions(), user.deletions());
            return new Built(c, 0, 0, 0, 0, kept);
        }
        long t0 = System.nanoTime();
        OrderChoice choice;
        long tDistances;
        int[][][] run = null; // the chosen order's differences, once derived
        if (k <= ViewOrdering.MATRIX_LIMIT) {
            progress.start("differences between " + k + " views", -1);
            HammingDistances distances = HammingDistances.ofDifferences(user.additions(), user.deletions(), sizes, edges,
                    threads);
            progress.finish();
            tDistances = System.nanoTime();
            ViewOrdering.Result found = ViewOrdering.order(distances);
            choice = OrderChoice.decide(found.order(), found.differences(), found.method(), userDifferences, minGainPercent);
        } else {
            tDistances = System.nanoTime();
            int[] bySize = ViewOrdering.bySize(sizes);
            String method = "view size, over " + ViewOrdering.MATRIX_LIMIT + " views";
            if (Arrays.equals(bySize, identity(k))) {
                choice = OrderChoice.decide(bySize, userDifferences, method, userDifferences, minGainPercent);
            } else if (cost(user, bySize, edges) > Math.max(SPAN_FACTOR * userDifferences, SPAN_BUDGET)) {
                choice = OrderChoice.asWritten(k, userDifferences, "over " + ViewOrdering.MATRIX_LIMIT
                        + " views, too far apart to sort by size");
            } else {
                // The by-size order's differences are known only once derived.
                run = inRunOrder(user, bySize, edges, progress);
                choice = OrderChoice.decide(bySize, total(run[0]) + total(run[1]), method, userDifferences,
                        minGainPercent);
            }
        }
        long t1 = System.nanoTime();
        if (choice.reordered() && run == null) {
            run = inRunOrder(user, choice.order(), edges, progress);
        }
        long t2 = System.nanoTime();
        ViewCollection c = new ViewCollection(name, fingerprint, names, descriptions, choice.order(), choice.reason(),
                userDifferences, sizes, choice.reordered() ? run[0] : user.additions(),
                choice.reordered() ? run[1] : user.deletions());
        return new Built(c, 0, tDistances - t0, t1 - tDistances, t2 - t1, choice);
    }

    /**
     * The order as written when it is kept without looking for another (a reason given, or fewer
     * than 3 views, whose order {@link ViewOrdering} keeps), else null.
     */
    private static OrderChoice kept(int k, long userDifferences, String keepOrder) {
        if (keepOrder != null) {
            return OrderChoice.asWritten(k, userDifferences, keepOrder);
        }
        return k < 3 ? OrderChoice.asWritten(k, userDifferences, k == 1 ? "a single view" : "two views") : null;
    }

    /**
     * A collection of range views in any order ({@link RangeIndex}): exact distances counted from
     * the index, O(k^2), the order chosen from them (or kept), and each run step's differences
     * listed from the index, O(d log d) each; the user order's differences are never listed.
     *
     * @param keepOrder why the given order is kept (shown to the user), or null to choose the order
     * @param minGainPercent the share of the differences, in percent, a chosen order must save to be taken
     */
    static Built fromRanges(long fingerprint, String name, List<String> names, List<String> descriptions,
            RangeIndex index, String keepOrder, double minGainPercent, ProgressListener progress) {
        int k = index.views();
        long t0 = System.nanoTime();
        HammingDistances distances = index.distances();
        long tDistances = System.nanoTime();
        long userDifferences = distances.differences(identity(k));
        OrderChoice choice = kept(k, userDifferences, keepOrder);
        if (choice == null) {
            ViewOrdering.Result found = ViewOrdering.order(distances);
            choice = OrderChoice.decide(found.order(), found.differences(), found.method(), userDifferences, minGainPercent);
        }
        int[] order = choice.order();
        long t1 = System.nanoTime();
        int[][] additions = new int[k][];
        int[][] deletions = new int[k][];
        progress.start("differences in run order", k);
        for (int p = 0; p < k; p++) {
            int previous = p == 0 ? -1 : order[p - 1];
            additions[p] = index.difference(order[p], previous);
            deletions[p] = previous < 0 ? new int[0] : index.difference(previous, order[p]);
            progress.update(p + 1);
        }
        progress.finish();
        ViewCollection c = new ViewCollection(name, fingerprint, names, descriptions, order, choice.reason(),
                userDifferences, index.sizes(), additions, deletions);
        return new Built(c, 0, tDistances - t0, t1 - tDistances, System.nanoTime() - t1, choice);
    }

    /**
     * The additions ({@code [0]}) and deletions ({@code [1]}) of each run position when the views
     * given by their user-order differences run in {@code order}; see the class comment.
     * O(edges / 64 + D + the cost of each step), memory two bitsets of the edges (and the
     * checkpoints when a step is far) plus the differences.
     */
    static int[][][] inRunOrder(ViewDifferences user, int[] order, int edges, ProgressListener progress) {
        int k = order.length;
        Steps steps = new Steps(user, edges);
        long[][] checkpoints = steps.anyFar(order) ? steps.checkpoints() : null;
        long[] current = new long[steps.words];
        long[] next = new long[steps.words];
        IntArrayList toggled = new IntArrayList();
        IntArrayList added = new IntArrayList();
        IntArrayList deleted = new IntArrayList();
        int[][] additions = new int[k][];
        int[][] deletions = new int[k][];
        progress.start("differences in run order", k);
        int previous = -1;
        for (int p = 0; p < k; p++) {
            int view = order[p];
            if (steps.far(previous, view)) {
                int checkpoint = steps.checkpoint(view);
                System.arraycopy(checkpoints[checkpoint / steps.every], 0, next, 0, next.length);
                steps.toggle(checkpoint, view, next, null);
                additions[p] = ViewDifferences.ascending(next, current);
                deletions[p] = ViewDifferences.ascending(current, next);
                long[] t = current;
                current = next;
                next = t;
                Arrays.fill(next, 0L);
            } else {
                // next is all zero here: it only collects the toggles of this step.
                toggled.clear();
                steps.toggle(previous, view, next, toggled);
                added.clear();
                deleted.clear();
                for (int i = 0; i < toggled.size(); i++) {
                    int e = toggled.getInt(i);
                    int w = e >>> 6;
                    long bit = 1L << e;
                    if ((next[w] & bit) != 0) {
                        next[w] &= ~bit; // an edge listed again is not taken twice
                        ((current[w] & bit) != 0 ? deleted : added).add(e);
                    }
                }
                additions[p] = added.toIntArray();
                deletions[p] = deleted.toIntArray();
                Arrays.sort(additions[p]);
                Arrays.sort(deletions[p]);
                for (int e : deletions[p]) {
                    current[e >>> 6] &= ~(1L << e);
                }
                for (int e : additions[p]) {
                    current[e >>> 6] |= 1L << e;
                }
            }
            previous = view;
            if ((p & 63) == 63) {
                progress.update(p + 1);
            }
        }
        progress.finish();
        return new int[][][] {additions, deletions};
    }

    /**
     * How the steps of a run order are replayed: the user-order toggles between two views, from
     * prefix sums, and the checkpoints (the bitsets of every {@code every}-th user view, at most
     * {@link #CHECKPOINTS}) that bound a far step.
     */
    private static final class Steps {
        final ViewDifferences user;
        final long[] prefix;
        final int every;
        final int words;

        Steps(ViewDifferences user, int edges) {
            int k = user.views();
            this.user = user;
            this.prefix = new long[k + 1];
            for (int v = 0; v < k; v++) {
                prefix[v + 1] = prefix[v] + user.additions()[v].length + user.deletions()[v].length;
            }
            this.every = Math.max(1, (k + CHECKPOINTS - 1) / CHECKPOINTS);
            this.words = (edges + 63) >>> 6;
        }

        /** The toggles between user views a and b; -1 is the empty view. */
        long span(int a, int b) {
            return prefix[Math.max(a, b) + 1] - prefix[Math.min(a, b) + 1];
        }

        /** The checkpointed view with the fewest toggles to view b. */
        int checkpoint(int b) {
            int below = b / every * every;
            int above = below + every;
            return above < user.views() && span(b, above) < span(below, b) ? above : below;
        }

        /** Whether moving from view a to view b costs more by toggles than from b's checkpoint. */
        boolean far(int a, int b) {
            return span(a, b) > 2L * words + span(checkpoint(b), b);
        }

        /** What a step costs, in words and toggles. */
        long cost(int a, int b) {
            return Math.min(span(a, b), 2L * words + span(checkpoint(b), b));
        }

        boolean anyFar(int[] order) {
            int previous = -1;
            for (int view : order) {
                if (far(previous, view)) {
                    return true;
                }
                previous = view;
            }
            return false;
        }

        /**
         * Toggles into {@code bits} the differences that move view {@code from} to view {@code to}
         * (additions and deletions alike), listing them in {@code toggled} unless it is null.
         */
        void toggle(int from, int to, long[] bits, IntArrayList toggled) {
            for (int v = Math.min(from, to) + 1; v <= Math.max(from, to); v++) {
                toggle(user.additions()[v], bits, toggled);
                toggle(user.deletions()[v], bits, toggled);
            }
        }

        private static void toggle(int[] list, long[] bits, IntArrayList toggled) {
            for (int e : list) {
                bits[e >>> 6] ^= 1L << e;
            }
            if (toggled != null) {
                toggled.addElements(toggled.size(), list);
            }
        }

        /** The checkpoints, in one pass over the changes: O(D + CHECKPOINTS m / 64). */
        long[][] checkpoints() {
            long[][] out = new long[(user.views() + every - 1) / every][];
            long[] bits = new long[words];
            for (int v = 0; v < user.views(); v++) {
                toggle(v - 1, v, bits, null);
                if (v % every == 0) {
                    out[v / every] = bits.clone();
                }
            }
            return out;
        }
    }

    /** What replaying {@code order}'s steps costs (see {@link Steps#cost}): O(k). */
    private static long cost(ViewDifferences user, int[] order, int edges) {
        Steps steps = new Steps(user, edges);
        long total = 0;
        int previous = -1;
        for (int view : order) {
            total += steps.cost(previous, view);
            previous = view;
        }
        return total;
    }

    private static long total(int[][] lists) {
        long total = 0;
        for (int[] list : lists) {
            total += list.length;
        }
        return total;
    }

    private static int[] identity(int k) {
        int[] order = new int[k];
        for (int i = 0; i < k; i++) {
            order[i] = i;
        }
        return order;
    }
}
