package graphsurge.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import graphsurge.analytics.computation.ResultFormat;
import graphsurge.analytics.computation.ResultKind;
import graphsurge.analytics.plain.PlainPageRank;
import graphsurge.gstore.VertexIds;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Each kind's {@link ValueTally}, fed through {@link ResultChanges} by the changed keys over many
 * random views, gives what plain statistics over the view's whole result give; and a tally primed
 * with a view (a resumed run's stretch) continues as one that saw every view. PageRank's tally in a
 * run that saves a report reads its top vertices from the report's {@link ResultSummary}.
 */
class ValueTallyTest {
    private static final int N = 50;
    private static final VertexIds IDS = new VertexIds.Numeric(ids());
    private static final ResultFormat FORMAT = ResultFormat.byVertex(IDS, "value", ResultFormat.HOPS);
    /** Goals keyed as MPSP keys them, {@code source,target}: here each vertex to itself. */
    private static final ResultFormat GOALS = new ResultFormat() {
        @Override
        public String keyHeader() {
            return "source,target";
        }

        @Override
        public String valueHeader() {
            return "hops";
        }

        @Override
        public void appendKey(StringBuilder out, int key) {
            out.append(IDS.original(key)).append(',').append(IDS.original(key));
        }

        @Override
        public void appendValue(StringBuilder out, long value) {
            HOPS.append(out, value);
        }
    };

    private static long[] ids() {
        long[] ids = new long[N];
        for (int i = 0; i < N; i++) {
            ids[i] = 100 + i;
        }
        return ids;
    }

    @Test
    void tallyFollowingTheChangedKeysGivesThePlainStatistics() {
        for (ResultKind kind : ResultKind.values()) {
            for (long seed = 1; seed <= 5; seed++) {
                Random random = new Random(seed);
                ResultFormat format = kind == ResultKind.GOAL_HOPS ? GOALS : FORMAT;
                ResultChanges followed = new ResultChanges(ValueTally.of(kind, IDS, format, N, null));
                ResultChanges resumed = new ResultChanges(ValueTally.of(kind, IDS, format, N, null));
                long[] values = new long[N];
                boolean[] shown = new boolean[N];
                for (int view = 0; view < 300; view++) {
                    IntArrayList changed = new IntArrayList();
                    for (int k = 0; k < N; k++) {
                        if (random.nextInt(6) == 0) {
                            shown[k] = random.nextInt(5) != 0;
                            values[k] = value(kind, random);
                            changed.add(k);
                        }
                    }
                    String where = kind + " seed " + seed + " view " + view;
                    followed.next(values, shown, view == 0 ? null : changed, null);
                    if (view == 150) {
                        resumed.prime(values, shown);
                    } else {
                        resumed.next(values, shown, changed, null);
                    }
                    ViewValues expected = plain(kind, values, shown);
                    assertSame(expected, followed.values(values, shown), where);
                    if (view >= 150) {
                        assertSame(expected, resumed.values(values, shown), where + " after priming");
                    }
                }
            }
        }
    }

    @Test
    void rankTallyWithAReportNamesTheSameTopVerticesAsWithout() {
        for (long seed = 1; seed <= 5; seed++) {
            Random random = new Random(seed);
            ResultSummary summary = new ResultSummary(ResultKind.RANKS, IDS, FORMAT, N);
            ResultChanges withReport = new ResultChanges(ValueTally.of(ResultKind.RANKS, IDS, FORMAT, N, summary));
            ResultChanges without = new ResultChanges(ValueTally.of(ResultKind.RANKS, IDS, FORMAT, N, null));
            long[] values = new long[N];
            boolean[] shown = new boolean[N];
            for (int view = 0; view < 100; view++) {
                for (int k = 0; k < N; k++) {
                    shown[k] = random.nextInt(3) != 0;
                    values[k] = random.nextInt(6); // many equal ranks: the smaller key comes first
                }
                summary.view("v" + view, values, shown);
                withReport.next(values, shown, null, null);
                without.next(values, shown, null, null);
                String where = "seed " + seed + " view " + view;
                assertEquals(topByRankThenKey(values, shown), withReport.values(values, shown), where);
                assertEquals(topByRankThenKey(values, shown), without.values(values, shown), where);
            }
        }
    }

    @Test
    void rankTallyWithAReportReadsTheReportsScanInsteadOfScanningAgain() {
        ResultSummary summary = new ResultSummary(ResultKind.RANKS, IDS, FORMAT, N);
        ResultChanges changes = new ResultChanges(ValueTally.of(ResultKind.RANKS, IDS, FORMAT, N, summary));
        long[] values = new long[N];
        boolean[] shown = new boolean[N];
        values[7] = 3 * PlainPageRank.ONE / 4;
        values[3] = PlainPageRank.ONE / 4;
        shown[7] = true;
        shown[3] = true;
        summary.view("v", values, shown);
        changes.next(values, shown, null, null);
        // Arrays a scan would find nothing in: the top vertices are those the summary found in the view.
        ViewValues top = changes.values(new long[N], new boolean[N]);
        assertEquals(new ViewValues.TopRanks(List.of(new ViewValues.Ranked("107", 0.75), new ViewValues.Ranked("103", 0.25))),
                top);
    }

    /** The three shown keys of the highest values, ties by the smaller key, by sorting them all. */
    private static ViewValues.TopRanks topByRankThenKey(long[] values, boolean[] shown) {
        List<Integer> keys = new ArrayList<>();
        for (int k = 0; k < N; k++) {
            if (shown[k]) {
                keys.add(k);
            }
        }
        keys.sort((a, b) -> values[a] != values[b] ? Long.compare(values[b], values[a]) : Integer.compare(a, b));
        List<ViewValues.Ranked> top = new ArrayList<>();
        for (int k : keys.subList(0, Math.min(3, keys.size()))) {
            top.add(new ViewValues.Ranked(IDS.original(k), PlainPageRank.toDouble(values[k])));
        }
        return new ViewValues.TopRanks(top);
    }

    private static long value(ResultKind kind, Random random) {
        boolean unreachable = random.nextInt(4) == 0;
        return switch (kind) {
            case HOPS, GOAL_HOPS -> unreachable ? Long.MAX_VALUE : random.nextInt(9);
            case DISTANCES -> Double.doubleToLongBits(unreachable ? Double.POSITIVE_INFINITY : random.nextDouble() * 1e6);
            case COMPONENTS -> random.nextInt(8);
            case RANKS -> random.nextInt(1 << 20);
            case OTHER -> random.nextLong();
        };
    }

    /** The view's values by plain statistics over every key. */
    private static ViewValues plain(ResultKind kind, long[] values, boolean[] shown) {
        long reported = 0;
        long reached = 0;
        double sum = 0;
        double max = Double.NaN;
        Map<Long, Integer> sizes = new HashMap<>();
        List<Integer> order = new ArrayList<>();
        for (int k = 0; k < N; k++) {
            if (!shown[k]) {
                continue;
            }
            reported++;
            order.add(k);
            double d = kind == ResultKind.DISTANCES ? Double.longBitsToDouble(values[k])
                    : values[k] == Long.MAX_VALUE ? Double.POSITIVE_INFINITY : values[k];
            if (Double.isFinite(d)) {
                reached++;
                sum += d;
                max = reached == 1 ? d : Math.max(max, d);
            }
            sizes.merge(values[k], 1, Integer::sum);
        }
        return switch (kind) {
            case HOPS, DISTANCES -> new ViewValues.Distances(reached, reported - reached, reached == 0 ? Double.NaN
                    : sum / reached, max);
            case COMPONENTS -> new ViewValues.Components(sizes.size(),
                    sizes.values().stream().mapToInt(Integer::intValue).max().orElse(0));
            case RANKS -> {
                order.sort((a, b) -> Long.compare(values[b], values[a]));
                List<ViewValues.Ranked> top = new ArrayList<>();
                for (int k : order.subList(0, Math.min(3, order.size()))) {
                    top.add(new ViewValues.Ranked(IDS.original(k), PlainPageRank.toDouble(values[k])));
                }
                yield new ViewValues.TopRanks(top);
            }
            case GOAL_HOPS -> {
                List<ViewValues.GoalHop> hops = new ArrayList<>();
                for (int k = 0; k < 8; k++) {
                    if (shown[k]) {
                        hops.add(new ViewValues.GoalHop(IDS.original(k), IDS.original(k), values[k]));
                    }
                }
                yield new ViewValues.GoalHops(hops, reported, reached);
            }
            case OTHER -> new ViewValues.Counted(reported);
        };
    }

    /** Equal, but for the mean of weighted distances (within rounding) and ranks of equal value (any of them). */
    private static void assertSame(ViewValues expected, ViewValues actual, String where) {
        if (expected instanceof ViewValues.Distances e) {
            ViewValues.Distances a = (ViewValues.Distances) actual;
            assertEquals(e.reached(), a.reached(), where);
            assertEquals(e.unreachable(), a.unreachable(), where);
            assertEquals(e.max(), a.max(), where);
            assertEquals(e.mean(), a.mean(), 1e-9 * Math.max(1, Math.abs(e.mean())), where);
        } else if (expected instanceof ViewValues.TopRanks e) {
            assertEquals(e.top().stream().map(ViewValues.Ranked::rank).toList(),
                    ((ViewValues.TopRanks) actual).top().stream().map(ViewValues.Ranked::rank).toList(), where);
        } else if (expected instanceof ViewValues.GoalHops e) {
            ViewValues.GoalHops a = (ViewValues.GoalHops) actual;
            assertEquals(e.goals(), a.goals(), where);
            assertEquals(e.reachable(), a.reachable(), where);
            assertEquals(e.shown(), a.shown(), where);
        } else {
            assertEquals(expected, actual, where);
        }
    }
}
