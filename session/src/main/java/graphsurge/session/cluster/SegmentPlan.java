package graphsurge.session.cluster;

import graphsurge.analytics.run.CollectionRunner;
import graphsurge.vcstore.collection.ViewCollection;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Cuts a collection's run order into contiguous segments, each starting fresh at its first view,
 * so that the segments can run at once on a cluster's slots.
 *
 * <p><b>The cost model.</b> A view run from the view before it costs about its differences
 * ({@code additions + deletions}, plus one for the view itself); a view started fresh costs about
 * its edges. A segment {@code [a, b)} costs {@code edges(a) + sum over a < p < b of (diff(p) + 1)};
 * in SCRATCH mode every view costs its edges, so a cut adds nothing. Segments run at once, so a
 * plan takes as long as its costliest segment (its <em>makespan</em>).
 *
 * <p><b>Where to cut.</b> For {@code k} segments, the j-th cut goes near where the cumulative
 * cost reaches {@code j/k} of the total (within half a segment's share either way), at the
 * position there whose fresh start costs least over what it replaces ({@code edges(p) - diff(p)}
 * smallest: the largest differences, where ADAPTIVE would start fresh anyway), the nearest to the
 * ideal point among equals. Balancing first and choosing the cheap cut within the window keeps
 * both: a cut at the largest difference anywhere could leave one segment with most of the work.
 *
 * <p><b>How many.</b> At most one segment per slot, per view, and per {@link #MIN_SEGMENT_COST}
 * of the run's cost: a segment has fixed costs the model leaves out (a thread, a fresh
 * evaluation's per-vertex state, code paths the JVM has not compiled yet, on a cluster the task
 * and the shipped graph). A differential segment's are its evaluation's cold start, a tenth to a
 * quarter of a second in a fresh process (what some 10^6 differences cost), so it must carry
 * several times that for them to stay small against its work: a run of cheap differential views
 * is not cut. A SCRATCH run starts every view fresh anyway, so its segments need only carry
 * {@link #MIN_SCRATCH_SEGMENT_COST}, around a millisecond of work. Each plan from 1 to that many
 * segments is costed, and the fewest segments whose makespan is within a tenth of the best are
 * taken: a cut pays only when the work it moves off the longest segment exceeds the fresh start
 * it adds, and a gain below a tenth is within the model's error while the extra work of the fresh
 * starts (and the threads each view loses to the other segments) is certain. A collection whose
 * views are large and close together therefore stays one segment. {@code SEGMENTS n} skips the
 * choice of how many ({@link #forced}). Planning is O(slots² · views).
 *
 * <p>So a run gets as many segments as the cluster has slots only when it has that many views,
 * carries that many times the least segment cost, and the model says each added segment still
 * shortens the longest by a tenth; {@link #why} says which of these held it back, with the
 * model's figures.
 *
 * @param segments the segments, in run order, covering the planned positions
 * @param notice what the user should know about the plan (a SEGMENTS n above the views), or null
 * @param why why the plan has this many segments, in words with the cost model's figures
 */
public record SegmentPlan(List<Segment> segments, String notice, String why) {
    /** Plans shorten the makespan by at least this fraction to earn more segments. */
    static final double WORTHWHILE_GAIN = 0.1;

    /** The least cost (edges and differences) a segment of an automatic differential or adaptive plan carries. */
    static final long MIN_SEGMENT_COST = 2_000_000;

    /** The least cost a segment of an automatic SCRATCH plan carries. */
    static final long MIN_SCRATCH_SEGMENT_COST = 100_000;

    public SegmentPlan {
        segments = List.copyOf(segments);
    }

    /** The automatic plan for the whole of {@code c} on {@code slots} slots. */
    public static SegmentPlan automatic(ViewCollection c, CollectionRunner.Mode mode, int slots) {
        return automatic(c, mode, slots, minCost(mode));
    }

    private static long minCost(CollectionRunner.Mode mode) {
        return mode == CollectionRunner.Mode.SCRATCH ? MIN_SCRATCH_SEGMENT_COST : MIN_SEGMENT_COST;
    }

    /** As {@link #automatic(ViewCollection, CollectionRunner.Mode, int)}, with segments of at least {@code minCost}. */
    static SegmentPlan automatic(ViewCollection c, CollectionRunner.Mode mode, int slots, long minCost) {
        Cut cut = automatic(Costs.of(c, mode), 0, c.views(), slots, 0, minCost);
        return new SegmentPlan(cut.segments(), null, cut.why());
    }

    /** What the plan is, against {@code slots} slots: {@code 1 segment on 2 slots: why}. */
    public String explanation(int slots) {
        int k = segments.size();
        return k + (k == 1 ? " segment" : " segments") + " on " + slots + (slots == 1 ? " slot: " : " slots: ") + why;
    }

    /**
     * {@code n} segments of {@code c} ({@code SEGMENTS n}); above the views, one per view with a
     * notice saying so.
     */
    public static SegmentPlan forced(ViewCollection c, CollectionRunner.Mode mode, int n) {
        int views = c.views();
        int k = Math.min(n, views);
        String notice = n > views ? "SEGMENTS " + n + ": the collection has " + views + " views, so it runs as " + views
                + " segments of one view each" : null;
        return new SegmentPlan(cut(Costs.of(c, mode), 0, views, k, 0), notice, n > views ? "SEGMENTS " + n
                + ", one per view" : "SEGMENTS " + n);
    }

    /**
     * The plan for the positions not yet {@code done} (a resumed run): each stretch of missing
     * positions is cut as {@link #automatic} cuts a collection, on {@code slots} slots, and its
     * first segment starts one position early, at the complete view before the stretch (when
     * there is one), so that the first missing view's changes are computed against that view as
     * in an uninterrupted run; the caller does not write that view again.
     */
    public static SegmentPlan missing(ViewCollection c, CollectionRunner.Mode mode, int slots, boolean[] done) {
        Costs costs = Costs.of(c, mode);
        List<Segment> all = new ArrayList<>();
        List<String> whys = new ArrayList<>();
        for (int p = 0; p < done.length; ) {
            if (done[p]) {
                p++;
                continue;
            }
            int q = p;
            while (q < done.length && !done[q]) {
                q++;
            }
            Cut cut = automatic(costs, p == 0 ? 0 : p - 1, q, slots, all.size(), minCost(mode));
            all.addAll(cut.segments());
            whys.add(cut.why());
            p = q;
        }
        String why = whys.isEmpty() ? "no view is missing" : whys.size() == 1 ? "RESUME, the missing views: " + whys.get(0)
                : "RESUME, " + whys.size() + " stretches of missing views, each cut on its own; the first: " + whys.get(0);
        return new SegmentPlan(all, null, why);
    }

    /** The plan's makespan in the cost model: what its costliest segment costs. */
    static long makespan(Costs costs, List<Segment> segments) {
        long max = 0;
        for (Segment s : segments) {
            max = Math.max(max, costs.segment(s.from(), s.to()));
        }
        return max;
    }

    /** The segments of a stretch of the run order, and why there are that many. */
    private record Cut(List<Segment> segments, String why) {}

    private static Cut automatic(Costs costs, int from, int to, int slots, int firstIndex, long minCost) {
        int views = to - from;
        long size = costs.segment(from, to);
        long carried = Math.max(1, size / minCost);
        int most = (int) Math.min(Math.min(slots, views), carried);
        long[] makespans = new long[most + 1];
        List<List<Segment>> plans = new ArrayList<>();
        int bestK = 1;
        for (int k = 1; k <= most; k++) {
            List<Segment> plan = cut(costs, from, to, k, firstIndex);
            plans.add(plan);
            makespans[k] = makespan(costs, plan);
            bestK = makespans[k] < makespans[bestK] ? k : bestK;
        }
        for (int k = 1; k <= most; k++) {
            if (makespans[k] <= makespans[bestK] * (1 + WORTHWHILE_GAIN)) {
                return new Cut(plans.get(k - 1), why(k, slots, views, size, minCost, most, makespans, bestK));
            }
        }
        throw new IllegalStateException("no plan within the best makespan");
    }

    /**
     * Why a stretch of {@code views} views costing {@code size} was cut into {@code k} segments on
     * {@code slots} slots, {@code most} being the most it could have had and {@code makespans[j]}
     * the longest segment's cost with j segments.
     */
    private static String why(int k, int slots, int views, long size, long minCost, int most, long[] makespans,
            int bestK) {
        if (k == slots) {
            return slots == 1 ? "the cluster has one slot" : "one segment per slot";
        }
        if (k < most) {
            return String.format(Locale.ROOT, "more segments would shorten the longest by less than %d%%"
                    + " (in the cost model, edges to start a segment fresh plus differences to move on: the longest"
                    + " costs %,d with %d %s and %,d at best, with %d)", Math.round(WORTHWHILE_GAIN * 100), makespans[k],
                    k, k == 1 ? "segment" : "segments", makespans[bestK], bestK);
        }
        if (most == views && views <= size / minCost) {
            return "the run has " + views + (views == 1 ? " view" : " views") + ", and a segment holds one view at least";
        }
        return String.format(Locale.ROOT, "a segment must carry at least %,d of the cost model's work (edges"
                + " to start it fresh plus differences to move on) to outweigh its fixed costs, and the run carries %,d"
                + "%s", minCost, size, k == 1 ? "" : String.format(Locale.ROOT, ", enough for %d", k));
    }

    /** {@code k} segments of {@code [from, to)}, cut as the class comment says. */
    static List<Segment> cut(Costs costs, int from, int to, int k, int firstIndex) {
        long total = costs.segment(from, to);
        List<Segment> segments = new ArrayList<>(k);
        int start = from;
        // before[p]: the differential cost of [from, p), so the work done before a cut at p.
        long[] before = new long[to - from + 1];
        for (int p = from + 1; p <= to; p++) {
            before[p - from] = before[p - 1 - from] + (p - 1 == from ? costs.fresh[from] : costs.step[p - 1]);
        }
        for (int j = 1; j < k; j++) {
            double ideal = (double) total * j / k;
            double half = (double) total / (2.0 * k);
            int last = to - (k - j); // leave a view for each segment still to cut
            int chosen = -1;
            long chosenExtra = Long.MAX_VALUE;
            double chosenDistance = Double.MAX_VALUE;
            int nearest = start + 1;
            for (int p = start + 1; p <= last; p++) {
                double distance = Math.abs(before[p - from] - ideal);
                if (distance < Math.abs(before[nearest - from] - ideal)) {
                    nearest = p;
                }
                if (distance <= half) {
                    long extra = costs.fresh[p] - costs.step[p];
                    if (extra < chosenExtra || extra == chosenExtra && distance < chosenDistance) {
                        chosen = p;
                        chosenExtra = extra;
                        chosenDistance = distance;
                    }
                }
            }
            int at = chosen >= 0 ? chosen : nearest;
            segments.add(new Segment(firstIndex + segments.size(), start, at));
            start = at;
        }
        segments.add(new Segment(firstIndex + segments.size(), start, to));
        return segments;
    }

    /**
     * The cost model's inputs per run position: {@code fresh[p]}, starting fresh at p (the view's
     * edges, at least one); {@code step[p]}, moving to p from p - 1 (its differences plus one, or
     * its edges in SCRATCH mode).
     */
    record Costs(long[] fresh, long[] step) {
        static Costs of(ViewCollection c, CollectionRunner.Mode mode) {
            int n = c.views();
            long[] fresh = new long[n];
            long[] step = new long[n];
            for (int p = 0; p < n; p++) {
                fresh[p] = Math.max(1, c.sizes()[c.runOrder()[p]]);
                step[p] = mode == CollectionRunner.Mode.SCRATCH ? fresh[p]
                        : c.additions()[p].length + (long) c.deletions()[p].length + 1;
            }
            return new Costs(fresh, step);
        }

        /** What {@code [a, b)} costs run as one segment. */
        long segment(int a, int b) {
            long cost = fresh[a];
            for (int p = a + 1; p < b; p++) {
                cost += step[p];
            }
            return cost;
        }
    }
}
