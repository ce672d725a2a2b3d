package graphsurge.session.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.analytics.run.CollectionRunner.Mode;
import graphsurge.vcstore.collection.ViewCollection;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class SegmentPlanTest {
    /** A least segment cost small enough for the shape of a cut to show on small collections. */
    private static final long SMALL_SEGMENT = 100_000;

    /** Views 0..n-1 of {@code size} edges each, view v holding edges [v * shift, v * shift + size). */
    private static ViewCollection sliding(int n, int shift, int size) {
        int[][] views = new int[n][];
        for (int v = 0; v < n; v++) {
            views[v] = IntStream.range(v * shift, v * shift + size).toArray();
        }
        return Collections.of((n - 1) * shift + size, views);
    }

    private static ViewCollection sliding(int n, int shift) {
        return sliding(n, shift, 1000);
    }

    private static void assertCovers(SegmentPlan plan, int from, int to) {
        int next = from;
        for (int i = 0; i < plan.segments().size(); i++) {
            Segment s = plan.segments().get(i);
            assertEquals(i, s.index());
            assertEquals(next, s.from(), "contiguous: " + plan.segments());
            next = s.to();
        }
        assertEquals(to, next);
    }

    @Test
    void manyViewsWithSmallDifferencesGetOneSegmentPerSlotOfAboutEqualCost() {
        ViewCollection c = sliding(200, 1500, 1500); // every view new: all views cost alike, 600,000 in all
        SegmentPlan plan = SegmentPlan.automatic(c, Mode.DIFFERENTIAL, 4, SMALL_SEGMENT);
        assertEquals(4, plan.segments().size());
        assertCovers(plan, 0, 200);
        for (Segment s : plan.segments()) {
            assertEquals(50, s.views(), 2.0, plan.segments().toString());
        }
        assertNull(plan.notice());
    }

    @Test
    void theCutGoesToTheLargestDifferenceNearTheMiddle() {
        int[][] views = new int[40][];
        for (int v = 0; v < 40; v++) {
            // Two regimes of the same size, with a complete change of edges at view 18, near the middle.
            int base = v < 18 ? 0 : 5000;
            views[v] = IntStream.range(base + v * 10, base + v * 10 + 1000).toArray();
        }
        ViewCollection c = Collections.of(7000, views);
        SegmentPlan plan = SegmentPlan.forced(c, Mode.DIFFERENTIAL, 2);
        assertEquals(List.of(new Segment(0, 0, 18), new Segment(1, 18, 40)), plan.segments());
    }

    @Test
    void largeViewsThatBarelyChangeStayOneSegment() {
        // 300,000 edges, one edge in and one out per view: a fresh start costs 100,000 steps, the whole run 300,000 + 30.
        ViewCollection c = sliding(10, 1, 300_000);
        SegmentPlan plan = SegmentPlan.automatic(c, Mode.DIFFERENTIAL, 4, SMALL_SEGMENT);
        assertEquals(List.of(new Segment(0, 0, 10)), plan.segments());
    }

    @Test
    void scratchRunsCutFreelyAsEveryViewStartsFreshAnyway() {
        ViewCollection c = sliding(10, 1, 100_000);
        SegmentPlan plan = SegmentPlan.automatic(c, Mode.SCRATCH, 4, SMALL_SEGMENT);
        assertEquals(4, plan.segments().size());
        assertCovers(plan, 0, 10);
    }

    @Test
    void neverMoreSegmentsThanViewsOrSlots() {
        ViewCollection c = sliding(3, 200_000, 200_000);
        assertEquals(3, SegmentPlan.automatic(c, Mode.DIFFERENTIAL, 8, SMALL_SEGMENT).segments().size());
        assertEquals(1, SegmentPlan.automatic(c, Mode.DIFFERENTIAL, 1, SMALL_SEGMENT).segments().size());
    }

    @Test
    void aWindowOfCheapDifferentialStepsStaysWholeWhileItsScratchRunIsCut() {
        // 70 views of 60,000 edges, 1,500 in and 1,500 out per view: a differential run costs
        // 60,000 + 69 * 3,001 (about 0.27 million), less than a differential segment's fixed
        // costs; the same views from scratch cost 4.2 million, every view a fresh start anyway.
        ViewCollection c = sliding(70, 1500, 60_000);
        assertEquals(1, SegmentPlan.automatic(c, Mode.DIFFERENTIAL, 2).segments().size());
        assertEquals(2, SegmentPlan.automatic(c, Mode.SCRATCH, 2).segments().size());
    }

    @Test
    void aRunTooSmallToPayForASegmentsFixedCostsIsNotCut() {
        ViewCollection c = sliding(40, 1000); // 40 views, each all new: 40,000 edges in all
        assertEquals(1, SegmentPlan.automatic(c, Mode.DIFFERENTIAL, 4).segments().size());
        assertEquals(4, SegmentPlan.forced(c, Mode.DIFFERENTIAL, 4).segments().size());
    }

    @Test
    void forcedSegmentsOverrideTheChoiceAndAboveTheViewsGiveOneEachWithANotice() {
        ViewCollection c = sliding(10, 1);
        assertEquals(3, SegmentPlan.forced(c, Mode.DIFFERENTIAL, 3).segments().size());
        assertEquals(1, SegmentPlan.forced(c, Mode.DIFFERENTIAL, 1).segments().size());
        SegmentPlan many = SegmentPlan.forced(c, Mode.DIFFERENTIAL, 25);
        assertEquals(10, many.segments().size());
        assertCovers(many, 0, 10);
        assertNotNull(many.notice());
        assertTrue(many.notice().contains("10 views"), many.notice());
    }

    @Test
    void missingViewsArePlannedAsStretchesStartingAtTheCompleteViewBefore() {
        ViewCollection c = sliding(12, 2000);
        boolean[] done = new boolean[12];
        for (int p = 0; p < 5; p++) {
            done[p] = true;
        }
        done[8] = true;
        SegmentPlan plan = SegmentPlan.missing(c, Mode.DIFFERENTIAL, 1, done);
        assertEquals(List.of(new Segment(0, 4, 8), new Segment(1, 8, 12)), plan.segments());
        boolean[] fromStart = new boolean[12];
        fromStart[7] = true;
        assertEquals(List.of(new Segment(0, 0, 7), new Segment(1, 7, 12)),
                SegmentPlan.missing(c, Mode.DIFFERENTIAL, 1, fromStart).segments());
    }

    @Test
    void randomizedPlansAreContiguousAndNoWorseThanOneSegment() {
        long seed = 2026_12_06L; // fixed, and named in every message, so that a failure replays
        Random random = new Random(seed);
        for (int round = 0; round < 50; round++) {
            int n = 1 + random.nextInt(60);
            ViewCollection c = Collections.of(300, Collections.drifting(random, 300, n, random.nextInt(120)));
            int slots = 1 + random.nextInt(6);
            SegmentPlan plan = SegmentPlan.automatic(c, Mode.DIFFERENTIAL, slots, SMALL_SEGMENT / 1000);
            String why = "seed " + seed + " round " + round + ": " + plan.segments();
            assertTrue(plan.segments().size() <= Math.min(slots, n), why);
            assertCovers(plan, 0, n);
            SegmentPlan forced = SegmentPlan.forced(c, Mode.DIFFERENTIAL, slots);
            assertEquals(Math.min(slots, n), forced.segments().size(), why);
            assertCovers(forced, 0, n);
            SegmentPlan.Costs costs = SegmentPlan.Costs.of(c, Mode.DIFFERENTIAL);
            assertTrue(SegmentPlan.makespan(costs, plan.segments())
                    <= SegmentPlan.makespan(costs, List.of(new Segment(0, 0, n))), why);
        }
    }

    @Test
    void aRunTooSmallForTwoSegmentsSaysSoWithItsCost() {
        // 40 disjoint views of 1,000 edges: 1,000 to start, then 1,000 in, 1,000 out and 1 per view: 79,039.
        ViewCollection c = sliding(40, 1000);
        SegmentPlan plan = SegmentPlan.automatic(c, Mode.DIFFERENTIAL, 2);
        assertEquals("1 segment on 2 slots: a segment must carry at least 2,000,000 of the cost model's work (edges to"
                + " start it fresh plus differences to move on) to outweigh its fixed costs, and the run carries 79,039",
                plan.explanation(2));
    }

    @Test
    void aRunTheModelKeepsWholeSaysWhatMoreSegmentsWouldSave() {
        // 300,000 edges moving by one in and one out: 300,000 + 9 * 3 = 300,027 whole, and any cut
        // starts a second segment fresh at about 300,000.
        ViewCollection c = sliding(10, 1, 300_000);
        SegmentPlan plan = SegmentPlan.automatic(c, Mode.DIFFERENTIAL, 4, SMALL_SEGMENT);
        assertTrue(plan.why().startsWith("more segments would shorten the longest by less than 10% (in the cost model,"
                + " edges to start a segment fresh plus differences to move on: the longest costs 300,027 with 1 segment"
                + " and "), plan.why());
    }

    @Test
    void aPlanSaysWhenTheViewsOrTheSlotsBoundIt() {
        ViewCollection few = sliding(3, 200_000, 200_000);
        assertEquals("3 segments on 8 slots: the run has 3 views, and a segment holds one view at least",
                SegmentPlan.automatic(few, Mode.DIFFERENTIAL, 8, SMALL_SEGMENT).explanation(8));
        assertEquals("the cluster has one slot", SegmentPlan.automatic(few, Mode.DIFFERENTIAL, 1, SMALL_SEGMENT).why());
        ViewCollection many = sliding(200, 1500, 1500);
        assertEquals("one segment per slot", SegmentPlan.automatic(many, Mode.DIFFERENTIAL, 4, SMALL_SEGMENT).why());
        assertEquals("SEGMENTS 3", SegmentPlan.forced(many, Mode.DIFFERENTIAL, 3).why());
    }
}
