package graphsurge.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import graphsurge.engine.internal.time.Times;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Loops nested in the top-level loop, against plain computations at every version: a closure
 * whose outer rounds grow a root set that an inner loop floods (under every schedule of versions
 * and on 1, 2 and 4 workers). Strongly connected components, the analytics' loop in two loops,
 * are tested against JGraphT in {@code graphsurge.analytics.differential.SccLoopTest}.
 */
class NestedLoopsTest {
    /**
     * The vertices reachable from vertex 0 along edges and jumps, computed in two loops: the inner
     * one floods the current root set along the edges, the outer one adds the jumps' targets of
     * what was flooded to the roots.
     */
    private record Closure(Dataflow dataflow, Input edges, Input jumps, Input roots, Probe reached) {
        static Closure build(int workers) {
            Dataflow df = new Dataflow(workers);
            Input edges = df.input();
            Input jumps = df.input();
            Input roots = df.input();
            Arranged edgesByTail = edges.collection().arrange();
            Dataflow.Loop outer = df.loop();
            outer.startFrom(roots.collection());
            Collection rootSet = outer.variable();
            Arranged outerEdges = outer.enter(edgesByTail);
            Dataflow.Loop inner = outer.loop();
            inner.startFrom(rootSet);
            Collection flooded = inner.variable()
                    .join(inner.enter(outerEdges), (tail, zero, head, out) -> out.emit(head, 0))
                    .concat(inner.enter(rootSet))
                    .distinct();
            inner.set(flooded);
            Collection reached = inner.leave(flooded);
            Collection next = reached.join(outer.enter(jumps.collection()), (from, zero, to, out) -> out.emit(to, 0))
                    .concat(reached)
                    .distinct();
            outer.set(next);
            return new Closure(df, edges, jumps, roots, df.probe(reached));
        }
    }

    @Test
    void aClosureThroughTwoLoopsMatchesAPlainSearchUnderEverySchedule() {
        for (long seed = 1; seed <= 45; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int workers = new int[] {1, 2, 4}[(int) (seed % 3)];
            int n = 3 + r.nextInt(10);
            int versions = 1 + r.nextInt(10);
            // Per version: (version, kind 0 = edge / 1 = jump, from, to, diff), toggling each pair.
            List<long[]> changes = new ArrayList<>();
            boolean[][][] present = new boolean[2][n][n];
            List<Set<Long>> expected = new ArrayList<>();
            for (int v = 0; v < versions; v++) {
                for (int i = 0; i < 1 + r.nextInt(2 * n); i++) {
                    int kind = r.nextInt(3) == 0 ? 1 : 0;
                    int s = r.nextInt(n);
                    int t = r.nextInt(n);
                    changes.add(new long[] {v, kind, s, t, present[kind][s][t] ? -1 : 1});
                    present[kind][s][t] = !present[kind][s][t];
                }
                expected.add(reachable(present, n));
            }
            for (int schedule = 0; schedule < 3; schedule++) {
                Closure c = Closure.build(workers);
                c.roots.send(0, 0, 1, 0);
                for (long[] change : changes) {
                    (change[1] == 0 ? c.edges : c.jumps).send(change[2], change[3], change[4], (int) change[0]);
                }
                // 0: one version at a time; 1: random batches; 2: all versions at once.
                TreeMap<Integer, TreeMap<Long, Long>> byVersion = new TreeMap<>();
                while (c.dataflow.version() < versions) {
                    int last = schedule == 0 ? c.dataflow.version() : schedule == 2 ? versions - 1
                            : Math.min(versions - 1, c.dataflow.version() + r.nextInt(3));
                    c.dataflow.run(last);
                    UpdateBatch changed = c.reached.drain();
                    for (int k = 0; k < changed.size(); k++) {
                        assertEquals(0, changed.value(k));
                        byVersion.computeIfAbsent(Times.version(changed.time(k)), x -> new TreeMap<>())
                                .merge(changed.key(k), changed.diff(k), Long::sum);
                    }
                }
                TreeMap<Long, Long> accumulated = new TreeMap<>();
                for (int v = 0; v < versions; v++) {
                    byVersion.getOrDefault(v, new TreeMap<>()).forEach((key, diff) -> accumulated.merge(key, diff, Long::sum));
                    accumulated.values().removeIf(d -> d == 0);
                    TreeMap<Long, Long> want = new TreeMap<>();
                    for (long key : expected.get(v)) {
                        want.put(key, 1L);
                    }
                    assertEquals(want, accumulated, "seed " + seed + ", schedule " + schedule + ", W=" + workers + ", version " + v);
                }
            }
        }
    }

    private static Set<Long> reachable(boolean[][][] present, int n) {
        Set<Long> seen = new TreeSet<>(List.of(0L));
        ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(0));
        while (!queue.isEmpty()) {
            int u = queue.poll();
            for (int t = 0; t < n; t++) {
                if ((present[0][u][t] || present[1][u][t]) && seen.add((long) t)) {
                    queue.add(t);
                }
            }
        }
        return seen;
    }

    @Test
    void scopesAreKeptApart() {
        Dataflow df = new Dataflow(1);
        Input in = df.input();
        Dataflow.Loop outer = df.loop();
        Dataflow.Loop inner = outer.loop();
        assertThrows(IllegalStateException.class, inner::loop, "two counters: no third loop");
        assertThrows(IllegalArgumentException.class, () -> inner.enter(in.collection()), "enter the outer loop first");
        Collection entered = inner.enter(outer.enter(in.collection()));
        assertThrows(IllegalArgumentException.class, () -> entered.concat(outer.variable()), "different loops");
        assertThrows(IllegalStateException.class, () -> inner.leave(entered), "leave needs the body set");
        inner.set(inner.variable().concat(entered).distinct());
        assertThrows(IllegalStateException.class, () -> inner.enter(outer.variable()), "the nested loop is placed");
        assertThrows(IllegalStateException.class, () -> outer.leave(outer.variable()), "the top-level loop is not left");
        outer.set(inner.leave(entered));
        df.probe(outer.variable());
        in.send(1, 2, 1);
        df.run();
    }
}
