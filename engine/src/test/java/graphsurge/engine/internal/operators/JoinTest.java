package graphsurge.engine.internal.operators;

import static org.junit.jupiter.api.Assertions.assertEquals;

import graphsurge.engine.UpdateBatch;
import graphsurge.engine.internal.time.Times;
import graphsurge.engine.internal.trace.Trace;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class JoinTest {
    record Update(long key, long value, long time, long diff) {}

    @Test
    void theAccumulatedJoinIsTheJoinOfTheAccumulationsAtEveryTime() {
        for (long seed = 1; seed <= 60; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            Trace outTrace = new Trace();
            // Labels (vertex -> label) joined with edges (source -> target): (target, label), as in BFS.
            Join join = new Join(new Trace(), new Trace(), (key, label, target, output) -> output.emit(target, label + 1));
            List<Update> lefts = new ArrayList<>();
            List<Update> rights = new ArrayList<>();
            for (int round = 0; round < 1 + r.nextInt(4); round++) {
                UpdateBatch a = randomBatch(r, lefts, false);
                UpdateBatch b = randomBatch(r, rights, true);
                outTrace.insert(join.step(a, b));
            }
            for (int v = 0; v < 4; v++) {
                for (int i = 0; i < 4; i++) {
                    long t = Times.of(v, i, 0);
                    for (long target = 0; target < 5; target++) {
                        for (long value = 0; value <= 6; value++) {
                            long expected = 0;
                            for (Update a : lefts) {
                                for (Update b : rights) {
                                    if (a.key() == b.key() && b.value() == target && a.value() + 1 == value
                                            && Times.lessEqual(a.time(), t) && Times.lessEqual(b.time(), t)) {
                                        expected += a.diff() * b.diff();
                                    }
                                }
                            }
                            assertEquals(expected, outTrace.accumulate(target, value, t), "seed " + seed);
                        }
                    }
                }
            }
        }
    }

    /**
     * The same against a shared right arrangement ({@link Join#stepWithArrangedRight}, whose owner
     * inserts the right updates first), with a function that emits none, one or two records per
     * pair, so that the output's sizing for one record per pair is neither a limit nor a source of
     * stray records.
     */
    @Test
    void aJoinWithAnArrangedRightSideIsTheJoinOfTheAccumulationsAtEveryTime() {
        for (long seed = 1; seed <= 60; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            Trace outTrace = new Trace();
            Trace arranged = new Trace();
            // (target, label + 1) once per pair, plus (target + 5, label) when the label is even, none for label 4.
            Join join = new Join(new Trace(), arranged, (key, label, target, output) -> {
                if (label != 4) {
                    output.emit(target, label + 1);
                }
                if (label % 2 == 0) {
                    output.emit(target + 5, label);
                }
            });
            List<Update> lefts = new ArrayList<>();
            List<Update> rights = new ArrayList<>();
            for (int round = 0; round < 1 + r.nextInt(6); round++) {
                UpdateBatch a = randomBatch(r, lefts, false);
                UpdateBatch b = randomBatch(r, rights, true);
                arranged.insert(b);
                outTrace.insert(join.stepWithArrangedRight(a, b));
            }
            for (int v = 0; v < 4; v++) {
                for (int i = 0; i < 4; i++) {
                    long t = Times.of(v, i, 0);
                    for (long target = 0; target < 10; target++) {
                        for (long value = 0; value <= 6; value++) {
                            long expected = 0;
                            for (Update a : lefts) {
                                for (Update b : rights) {
                                    if (a.key() != b.key() || !Times.lessEqual(a.time(), t) || !Times.lessEqual(b.time(), t)) {
                                        continue;
                                    }
                                    if (a.value() != 4 && b.value() == target && a.value() + 1 == value) {
                                        expected += a.diff() * b.diff();
                                    }
                                    if (a.value() % 2 == 0 && b.value() + 5 == target && a.value() == value) {
                                        expected += a.diff() * b.diff();
                                    }
                                }
                            }
                            assertEquals(expected, outTrace.accumulate(target, value, t), "seed " + seed);
                        }
                    }
                }
            }
        }
    }

    /**
     * Random updates (keys 0-3, values 0-4, times below (3, 3), as many as the draws allow below
     * 30), each also added to {@code into}: diffs -1, 0 or 1, or with {@code unitDiffs} -1 or 1.
     */
    private static UpdateBatch randomBatch(SplittableRandom r, List<Update> into, boolean unitDiffs) {
        UpdateBatch batch = new UpdateBatch();
        for (int i = 0; i < r.nextInt(30); i++) {
            Update u = new Update(r.nextInt(4), r.nextInt(5), Times.of(r.nextInt(3), r.nextInt(3), 0),
                    unitDiffs ? (r.nextBoolean() ? 1 : -1) : r.nextInt(3) - 1);
            into.add(u);
            batch.add(u.key(), u.value(), u.time(), u.diff());
        }
        return batch;
    }
}
