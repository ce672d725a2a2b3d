package graphsurge.session;

import graphsurge.analytics.computation.ResultFormat;
import graphsurge.analytics.computation.ResultKind;
import graphsurge.analytics.plain.PlainBfs;
import graphsurge.analytics.plain.PlainPageRank;
import graphsurge.gstore.VertexIds;
import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Keeps a run's {@link ViewValues} up to date view by view. {@link ResultChanges} hands it each
 * key whose value or report differs from the previous view's (as a {@link ResultChanges.Visitor}),
 * so that a view costs O(c log c) for c changed keys whatever the graph: counts and sums move by
 * the change, and the largest distance or component comes from a {@link MaxMultiset}. PageRank is
 * the exception ({@link RankScan}): its top vertices come from one scan of the view.
 */
sealed interface ValueTally extends ResultChanges.Visitor {
    /** How many top vertices a PageRank view's values name. */
    int TOP_RANKS = 3;
    /** How many goals an MPSP view's values show with their hops. */
    int GOALS_SHOWN = 8;

    /** The current view's values: its results are {@code now} where {@code shown}, {@code reported} keys in all. */
    ViewValues values(long[] now, boolean[] shown, int reported);

    /** Forgets every key, before the results are handed again from none. */
    void clear();

    /**
     * The tally for results of {@code kind}, keyed and written as {@code format} says, over
     * {@code resultSize} keys; {@code summary} (or null) is the run's report summary, which
     * summarizes each view before its values are asked for.
     */
    static ValueTally of(ResultKind kind, VertexIds ids, ResultFormat format, int resultSize, ResultSummary summary) {
        return switch (kind) {
            case HOPS -> new DistanceTally(false);
            case DISTANCES -> new DistanceTally(true);
            case COMPONENTS -> new ComponentTally();
            case RANKS -> new RankScan(ids, summary);
            case GOAL_HOPS -> new GoalTally(format, resultSize);
            case OTHER -> new CountTally();
        };
    }

    /**
     * Distances: how many are reached and unreachable, their sum (hops exactly in a long; weighted
     * distances in a compensated double sum, which stays within rounding of the exact sum over any
     * number of views) and the reached distances for the largest. Weighted distances are doubles
     * stored as their bits, kept in the multiset in an order-preserving long form.
     */
    final class DistanceTally implements ValueTally {
        private final boolean weighted;
        private final MaxMultiset reached = new MaxMultiset();
        private long unreachable;
        private long hopSum;
        private double sum;
        private double compensation;

        DistanceTally(boolean weighted) {
            this.weighted = weighted;
        }

        @Override
        public void change(int key, boolean wasReported, long oldValue, boolean isReported, long newValue) {
            if (wasReported) {
                tally(oldValue, -1);
            }
            if (isReported) {
                tally(newValue, 1);
            }
        }

        private void tally(long value, int sign) {
            boolean finite = weighted ? Double.isFinite(Double.longBitsToDouble(value)) : value != PlainBfs.UNREACHED;
            if (!finite) {
                unreachable += sign;
                return;
            }
            long ordered = weighted ? ordered(value) : value;
            if (sign > 0) {
                reached.add(ordered);
            } else {
                reached.remove(ordered);
            }
            if (!weighted) {
                hopSum += sign * value;
            } else if (reached.size() == 0) {
                sum = 0; // no rounding carried over to the next reached vertices
                compensation = 0;
            } else {
                add(sign * Double.longBitsToDouble(value));
            }
        }

        /** Neumaier's summation: {@code compensation} keeps what rounding took from {@code sum}. */
        private void add(double x) {
            double t = sum + x;
            compensation += Math.abs(sum) >= Math.abs(x) ? (sum - t) + x : (x - t) + sum;
            sum = t;
        }

        /** A double's bits as a long that orders as the doubles do (its own inverse). */
        private static long ordered(long bits) {
            return bits ^ ((bits >> 63) & Long.MAX_VALUE);
        }

        @Override
        public ViewValues values(long[] now, boolean[] shown, int reported) {
            long n = reached.size();
            if (n == 0) {
                return new ViewValues.Distances(0, unreachable, Double.NaN, Double.NaN);
            }
            double mean = weighted ? (sum + compensation) / n : (double) hopSum / n;
            double max = weighted ? Double.longBitsToDouble(ordered(reached.max())) : reached.max();
            return new ViewValues.Distances(n, unreachable, mean, max);
        }

        @Override
        public void clear() {
            reached.clear();
            unreachable = 0;
            hopSum = 0;
            sum = 0;
            compensation = 0;
        }
    }

    /** Components: each label's vertices, the number of labels, and their sizes for the largest. */
    final class ComponentTally implements ValueTally {
        private final Long2IntOpenHashMap sizes = new Long2IntOpenHashMap();
        private final MaxMultiset bySize = new MaxMultiset();

        @Override
        public void change(int key, boolean wasReported, long oldValue, boolean isReported, long newValue) {
            if (wasReported) {
                resize(oldValue, -1);
            }
            if (isReported) {
                resize(newValue, 1);
            }
        }

        private void resize(long label, int delta) {
            int size = sizes.get(label);
            if (size > 0) {
                bySize.remove(size);
            }
            size += delta;
            if (size > 0) {
                sizes.put(label, size);
                bySize.add(size);
            } else {
                sizes.remove(label);
            }
        }

        @Override
        public ViewValues values(long[] now, boolean[] shown, int reported) {
            return new ViewValues.Components(sizes.size(), sizes.isEmpty() ? 0 : bySize.max());
        }

        @Override
        public void clear() {
            sizes.clear();
            bySize.clear();
        }
    }

    /**
     * PageRank's top vertices, found by a scan of every key per view, O(keys): PageRank moves
     * almost every vertex's rank in every view (a changed edge changes the ranks downstream of
     * it, and the ranks' sum is spread over the view's vertices), so a structure kept up to date
     * from the changed keys would cost as much as the scan. When the run saves a report, its
     * {@link ResultSummary} has already scanned the view for its highest ranks, in the same
     * order (higher rank first, then the smaller key), and the top ones are its first.
     */
    final class RankScan implements ValueTally {
        private final VertexIds ids;
        /** The report's summary, which has scanned the current view, or null. */
        private final ResultSummary summary;

        RankScan(VertexIds ids, ResultSummary summary) {
            this.ids = ids;
            this.summary = summary;
        }

        @Override
        public void change(int key, boolean wasReported, long oldValue, boolean isReported, long newValue) {}

        @Override
        public ViewValues values(long[] now, boolean[] shown, int reported) {
            if (summary != null) {
                return new ViewValues.TopRanks(summary.lastViewTop(TOP_RANKS));
            }
            List<ViewValues.Ranked> top = new ArrayList<>(TOP_RANKS);
            for (int v : top(now, shown, TOP_RANKS)) {
                top.add(new ViewValues.Ranked(ids.original(v), PlainPageRank.toDouble(now[v])));
            }
            return new ViewValues.TopRanks(top);
        }

        /** The (at most) {@code k} reported keys of the largest values, largest first (by a short sorted insertion). O(keys k). */
        static int[] top(long[] values, boolean[] reported, int k) {
            int[] best = new int[k];
            int found = 0;
            for (int v = 0; v < values.length; v++) {
                if (!reported[v] || found == k && values[v] <= values[best[k - 1]]) {
                    continue;
                }
                int i = Math.min(found, k - 1);
                found = Math.min(found + 1, k);
                while (i > 0 && values[best[i - 1]] < values[v]) {
                    best[i] = best[i - 1];
                    i--;
                }
                best[i] = v;
            }
            return Arrays.copyOf(best, found);
        }

        @Override
        public void clear() {}
    }

    /** Goals: how many are reachable, and the first {@link #GOALS_SHOWN} goals' hops (read from the view's results). */
    final class GoalTally implements ValueTally {
        private final List<List<String>> shownGoals = new ArrayList<>();
        private long reachable;

        GoalTally(ResultFormat format, int goals) {
            for (int g = 0; g < Math.min(goals, GOALS_SHOWN); g++) {
                StringBuilder key = new StringBuilder();
                format.appendKey(key, g);
                shownGoals.add(SavedResults.fields(key.toString()));
            }
        }

        @Override
        public void change(int key, boolean wasReported, long oldValue, boolean isReported, long newValue) {
            if (wasReported && oldValue != PlainBfs.UNREACHED) {
                reachable--;
            }
            if (isReported && newValue != PlainBfs.UNREACHED) {
                reachable++;
            }
        }

        @Override
        public ViewValues values(long[] now, boolean[] shown, int reported) {
            List<ViewValues.GoalHop> hops = new ArrayList<>(shownGoals.size());
            for (int g = 0; g < shownGoals.size(); g++) {
                if (shown[g]) {
                    List<String> goal = shownGoals.get(g);
                    // a plug-in's goals may be keyed by one field
                    hops.add(new ViewValues.GoalHop(goal.get(0), goal.size() > 1 ? goal.get(1) : "", now[g]));
                }
            }
            return new ViewValues.GoalHops(hops, reported, reachable);
        }

        @Override
        public void clear() {
            reachable = 0;
        }
    }

    /** Any other results: how many the view reports. */
    final class CountTally implements ValueTally {
        @Override
        public void change(int key, boolean wasReported, long oldValue, boolean isReported, long newValue) {}

        @Override
        public ViewValues values(long[] now, boolean[] shown, int reported) {
            return new ViewValues.Counted(reported);
        }

        @Override
        public void clear() {}
    }
}
