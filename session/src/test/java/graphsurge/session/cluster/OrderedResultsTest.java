package graphsurge.session.cluster;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.analytics.run.CollectionRunner;
import graphsurge.analytics.run.How;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Records of whole results and of changes only, from several segments, delivered in any order
 * and some twice (a retried segment): the client hands on every view in the plan's order with its
 * whole result rebuilt, and the changed keys of the records that held only those.
 */
class OrderedResultsTest {
    private static final int KEYS = 40;

    @TempDir
    Path dir;

    @Test
    void recordsOfChangesInAnyOrderRebuildEveryViewsWholeResult() {
        for (long seed = 1; seed <= 30; seed++) {
            Random r = new Random(seed);
            int views = 2 + r.nextInt(20);
            List<Segment> plan = new ArrayList<>();
            for (int from = 0, index = 0; from < views; index++) {
                int to = Math.min(views, from + 1 + r.nextInt(6));
                plan.add(new Segment(index, from, to));
                from = to;
            }
            long[][] values = new long[views][KEYS];
            boolean[][] reported = new boolean[views][KEYS];
            List<ViewRecord> records = new ArrayList<>();
            boolean[] whole = new boolean[views];
            for (Segment s : plan) {
                for (int p = s.from(); p < s.to(); p++) {
                    IntArrayList changed = new IntArrayList();
                    for (int k = 0; k < KEYS; k++) {
                        boolean moves = p == s.from() || r.nextInt(5) == 0;
                        values[p][k] = moves ? r.nextInt(4) : values[p - 1][k];
                        reported[p][k] = moves ? r.nextBoolean() : reported[p - 1][k];
                        if (moves || r.nextInt(10) == 0) { // a superset: some keys listed that did not change
                            changed.add(k);
                        }
                    }
                    boolean start = p == s.from();
                    whole[p] = start || r.nextInt(4) == 0;
                    CollectionRunner.ViewResult result = new CollectionRunner.ViewResult(p - s.from(), p, 0, 0, 0,
                            How.KERNEL, "", 0, values[p].clone(), reported[p].clone(), whole[p] && !start ? null : changed);
                    records.add(ViewRecord.of(s.index(), p, p, start, "", result));
                }
            }
            List<ViewRecord> delivered = new ArrayList<>(records);
            for (int i = 0; i < 3; i++) {
                delivered.add(records.get(r.nextInt(records.size())));
            }
            Collections.shuffle(delivered, r);
            int[] next = new int[1];
            String where = "seed " + seed;
            try (OrderedResults ordered = new OrderedResults(plan, views, dir.resolve("spill-" + seed), v -> {
                int p = v.position();
                assertEquals(next[0]++, p, where + ": in run order");
                assertArrayEquals(values[p], v.values(), where + ", position " + p);
                assertArrayEquals(reported[p], v.reported(), where + ", position " + p);
                if (whole[p]) {
                    assertNull(v.changed(), where + ", position " + p + ": a whole record says nothing of changes");
                } else {
                    assertEquals(records.get(p).changed().length, v.changed().size(), where + ", position " + p);
                }
            })) {
                for (ViewRecord record : delivered) {
                    ordered.view(record);
                }
                assertTrue(ordered.complete(), where);
            }
            for (ViewRecord record : records) {
                assertEquals(whole[record.position()], record.whole(), where + ": a segment's first view, or unknown changes, whole");
            }
        }
    }

    @Test
    void aRecordOfChangesWithoutTheViewBeforeIsRefused() {
        long[] values = new long[KEYS];
        boolean[] reported = new boolean[KEYS];
        ViewRecord changes = ViewRecord.of(0, 0, 0, false, "", new CollectionRunner.ViewResult(0, 0, 0, 0, 0, How.KERNEL, "", 0,
                values, reported, IntArrayList.of(3)));
        try (OrderedResults ordered = new OrderedResults(List.of(new Segment(0, 0, 1)), 1, dir.resolve("spill"), v -> {})) {
            assertThrows(IllegalStateException.class, () -> ordered.view(changes));
        }
    }
}
