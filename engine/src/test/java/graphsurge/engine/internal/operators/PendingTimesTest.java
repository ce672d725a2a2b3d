package graphsurge.engine.internal.operators;

import static org.junit.jupiter.api.Assertions.assertEquals;

import graphsurge.engine.internal.time.Antichain;
import graphsurge.engine.internal.time.Times;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class PendingTimesTest {
    record Pair(long key, long time) implements Comparable<Pair> {
        @Override
        public int compareTo(Pair o) {
            int c = Long.compare(key, o.key);
            return c != 0 ? c : Long.compare(time, o.time);
        }
    }

    /**
     * Pairs added and taken in random interleavings (repeats, several versions and both loop
     * counters, frontiers of one or two elements or empty) against a list that is scanned whole:
     * each take returns exactly the distinct waiting pairs its frontier completes, sorted, and
     * leaves the others waiting.
     */
    @Test
    void takingDueTimesReturnsExactlyTheDistinctCompletedPairsInOrder() {
        for (long seed = 1; seed <= 300; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            PendingTimes pending = new PendingTimes();
            List<Pair> naive = new ArrayList<>();
            int keys = 1 + r.nextInt(40);
            for (int step = 0; step < 60; step++) {
                int adds = r.nextInt(30);
                for (int a = 0; a < adds; a++) {
                    Pair p = new Pair(r.nextInt(keys) - keys / 2, time(r));
                    pending.add(p.key(), p.time());
                    naive.add(p);
                }
                Antichain upper = new Antichain();
                if (r.nextInt(8) != 0) {
                    for (int e = 1 + r.nextInt(2); e > 0; e--) {
                        upper.insert(time(r));
                    }
                }
                assertEquals(naive.stream().anyMatch(p -> !upper.lessEqual(p.time())), pending.hasBefore(upper),
                        "seed " + seed + ", step " + step + ": whether a time is before the frontier");
                TreeSet<Pair> due = new TreeSet<>();
                List<Pair> waiting = new ArrayList<>();
                for (Pair p : naive) {
                    if (upper.isEmpty() || !upper.lessEqual(p.time())) {
                        due.add(p);
                    } else {
                        waiting.add(p);
                    }
                }
                naive = waiting;
                int taken = pending.takeDue(upper);
                List<Pair> got = new ArrayList<>();
                for (int i = 0; i < taken; i++) {
                    got.add(new Pair(pending.dueKeys()[i], pending.dueTimes()[i]));
                }
                assertEquals(new ArrayList<>(due), got, "seed " + seed + ", step " + step + ": the pairs taken");
                assertEquals(naive.size(), pending.size(), "seed " + seed + ", step " + step + ": the pairs waiting");
            }
        }
    }

    private static long time(SplittableRandom r) {
        return Times.of(r.nextInt(3), r.nextInt(6), r.nextInt(3));
    }
}
