package graphsurge.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The public dataflow API against naive evaluators that recompute every collection from scratch
 * at every version: random chains of map, filter, negate, concat, consolidate, join, reduce and
 * threshold, and loops,
 * over inputs that change across versions (additions, deletions, multiplicities), on 1, 2 and 4
 * workers.
 */
class DataflowTest {
    /** A multiset of (key, value) records: "key,value" -> count. */
    private static TreeMap<List<Long>, Long> multiset() {
        return new TreeMap<>((a, b) -> a.get(0).equals(b.get(0)) ? Long.compare(a.get(1), b.get(1)) : Long.compare(a.get(0), b.get(0)));
    }

    private static void addTo(TreeMap<List<Long>, Long> m, long key, long value, long diff) {
        m.merge(List.of(key, value), diff, Long::sum);
        m.values().removeIf(c -> c == 0);
    }

    private static final ReduceFunction[] REDUCERS = {ReduceFunction.MIN, ReduceFunction.SUM, ReduceFunction.COUNT,
        ReduceFunction.DISTINCT, ReduceFunction.MAX};

    @Test
    void randomChainsMatchANaiveRecomputationAtEveryVersion() {
        for (long seed = 1; seed <= 60; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int workers = new int[] {1, 2, 4}[(int) (seed % 3)];
            ReduceFunction reducer = REDUCERS[r.nextInt(REDUCERS.length)];
            long mod = 2 + r.nextInt(4);
            boolean negateB = r.nextBoolean();
            Dataflow df = new Dataflow(workers);
            Input a = df.input();
            Input b = df.input();
            // reduce(join(filter(map(A)), B [+ B - B])), then a count of the reduce's records per key.
            Collection mapped = a.collection().map((k, v) -> k % mod, (k, v) -> v + k).filter((k, v) -> v % 3 != 1);
            Collection right = negateB ? b.collection().concat(b.collection().negate()).concat(b.collection()).consolidate()
                    : b.collection();
            Collection reduced = mapped.join(right, (k, x, y, out) -> out.emit(k, x * 10 + y)).reduce(reducer);
            Probe probe = df.probe(reduced);
            Probe counted = df.probe(reduced.count());
            // The records of A that occur more than once, once each.
            Probe repeated = df.probe(a.collection().threshold(count -> count > 1 ? 1 : 0));
            TreeMap<List<Long>, Long> gotRepeated = multiset();
            TreeMap<List<Long>, Long> inA = multiset();
            TreeMap<List<Long>, Long> inB = multiset();
            TreeMap<List<Long>, Long> got = multiset();
            TreeMap<List<Long>, Long> gotCounts = multiset();
            int versions = 1 + r.nextInt(12);
            for (int v = 0; v < versions; v++) {
                int changes = 1 + r.nextInt(8);
                for (int i = 0; i < changes; i++) {
                    long key = r.nextInt(6);
                    long value = r.nextInt(5);
                    long diff = inA.containsKey(List.of(key, value)) && r.nextBoolean() ? -1 : 1 + r.nextInt(2);
                    if (r.nextBoolean()) {
                        a.send(key, value, diff);
                        addTo(inA, key, value, diff);
                    } else {
                        b.send(key % mod, value, diff);
                        addTo(inB, key % mod, value, diff);
                    }
                }
                df.run();
                accumulate(got, probe.drain());
                accumulate(gotCounts, counted.drain());
                TreeMap<List<Long>, Long> want = naiveChain(inA, inB, mod, reducer);
                assertEquals(want, got, "seed " + seed + ", W=" + workers + ", version " + v);
                TreeMap<List<Long>, Long> wantCounts = multiset();
                want.forEach((rec, c) -> addTo(wantCounts, rec.get(0), 0, c));
                TreeMap<List<Long>, Long> countRecords = multiset();
                wantCounts.forEach((rec, c) -> addTo(countRecords, rec.get(0), c, 1));
                assertEquals(countRecords, gotCounts, "count, seed " + seed + ", version " + v);
                accumulate(gotRepeated, repeated.drain());
                TreeMap<List<Long>, Long> wantRepeated = multiset();
                inA.forEach((rec, c) -> {
                    if (c > 1) {
                        addTo(wantRepeated, rec.get(0), rec.get(1), 1);
                    }
                });
                assertEquals(wantRepeated, gotRepeated, "threshold, seed " + seed + ", version " + v);
            }
        }
    }

    private static void accumulate(TreeMap<List<Long>, Long> into, UpdateBatch changes) {
        for (int k = 0; k < changes.size(); k++) {
            addTo(into, changes.key(k), changes.value(k), changes.diff(k));
        }
    }

    private static TreeMap<List<Long>, Long> naiveChain(TreeMap<List<Long>, Long> a, TreeMap<List<Long>, Long> b, long mod,
            ReduceFunction reducer) {
        TreeMap<List<Long>, Long> mapped = multiset();
        a.forEach((rec, c) -> {
            long k = rec.get(0) % mod;
            long v = rec.get(1) + rec.get(0);
            if (v % 3 != 1) {
                addTo(mapped, k, v, c);
            }
        });
        TreeMap<List<Long>, Long> joined = multiset();
        mapped.forEach((x, cx) -> b.forEach((y, cy) -> {
            if (x.get(0).equals(y.get(0))) {
                addTo(joined, x.get(0), x.get(1) * 10 + y.get(1), cx * cy);
            }
        }));
        TreeMap<List<Long>, Long> out = multiset();
        TreeMap<Long, List<long[]>> byKey = new TreeMap<>();
        joined.forEach((rec, c) -> byKey.computeIfAbsent(rec.get(0), k -> new ArrayList<>()).add(new long[] {rec.get(1), c}));
        byKey.forEach((key, list) -> {
            long[] values = new long[list.size()];
            long[] counts = new long[list.size()];
            for (int i = 0; i < list.size(); i++) {
                values[i] = list.get(i)[0];
                counts[i] = list.get(i)[1];
            }
            reducer.apply(key, values, counts, values.length, (value, count) -> addTo(out, key, value, count));
        });
        return out;
    }

    @Test
    void aReachabilityLoopMatchesAPlainSearchAtEveryVersion() {
        for (long seed = 1; seed <= 40; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int workers = 1 + (int) (seed % 2);
            int n = 3 + r.nextInt(10);
            Dataflow df = new Dataflow(workers);
            Input edges = df.input();
            Input roots = df.input();
            Dataflow.Loop loop = df.loop();
            Collection reached = loop.variable()
                    .join(loop.enter(edges.collection()), (src, zero, dst, out) -> out.emit(dst, 0))
                    .concat(loop.enter(roots.collection()))
                    .distinct();
            loop.set(reached);
            Probe probe = df.probe(reached);
            boolean[][] edge = new boolean[n][n];
            TreeMap<List<Long>, Long> got = multiset();
            roots.send(0, 0, 1);
            for (int v = 0; v < 1 + r.nextInt(10); v++) {
                flipRandomEdges(r, edge, edges::send);
                df.run();
                accumulate(got, probe.drain());
                TreeMap<List<Long>, Long> want = multiset();
                boolean[] seen = new boolean[n];
                ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(0));
                seen[0] = true;
                while (!queue.isEmpty()) {
                    int u = queue.poll();
                    addTo(want, u, 0, 1);
                    for (int t = 0; t < n; t++) {
                        if (edge[u][t] && !seen[t]) {
                            seen[t] = true;
                            queue.add(t);
                        }
                    }
                }
                assertEquals(want, got, "seed " + seed + ", W=" + workers + ", version " + v);
            }
        }
    }

    @Test
    void theIterationCapEndsTheLoop() {
        Dataflow df = new Dataflow(1);
        Input edges = df.input();
        Input roots = df.input();
        Dataflow.Loop loop = df.loop().iterationCap(3);
        Collection hops = loop.variable()
                .join(loop.enter(edges.collection()), (src, d, dst, out) -> out.emit(dst, d + 1))
                .concat(loop.enter(roots.collection()))
                .reduce(ReduceFunction.MIN);
        loop.set(hops);
        Probe probe = df.probe(hops);
        for (int x = 0; x < 9; x++) {
            edges.send(x, x + 1, 1);
        }
        roots.send(0, 0, 1);
        df.run();
        TreeMap<List<Long>, Long> got = multiset();
        accumulate(got, probe.drain());
        // Round 0 labels the root, rounds 1 and 2 reach one hop further each; the cap stops there.
        TreeMap<List<Long>, Long> want = multiset();
        addTo(want, 0, 0, 1);
        addTo(want, 1, 1, 1);
        addTo(want, 2, 2, 1);
        assertEquals(want, got);
    }

    @Test
    void collectionsInsideAndOutsideTheLoopMeetOnlyThroughEnter() {
        Dataflow df = new Dataflow(1);
        Input edges = df.input();
        Dataflow.Loop loop = df.loop();
        assertThrows(IllegalArgumentException.class, () -> loop.variable().join(edges.collection(), (k, a, b, out) -> { }));
        assertThrows(IllegalArgumentException.class, () -> loop.set(edges.collection()));
        assertThrows(IllegalStateException.class, df::run, "the variable was never set");
        Dataflow.Loop other = df.loop();
        assertThrows(IllegalArgumentException.class, () -> other.enter(loop.variable()), "loops side by side do not meet");
        assertThrows(IllegalArgumentException.class, () -> other.variable().concat(loop.variable()));
    }

    @Test
    void partsSentAtTheirOwnersCountLikeSingleSendsAndMisplacedOnesAreRefused() {
        Dataflow df = new Dataflow(2);
        Input input = df.input();
        Probe counts = df.probe(input.collection().count());
        UpdateBatch[] parts = {new UpdateBatch(), new UpdateBatch()};
        long now = graphsurge.engine.internal.time.Times.ofVersion(0);
        for (long key = 0; key < 50; key++) {
            parts[input.owner(key)].add(key, key + 1, now, 1);
            parts[input.owner(key)].add(key, key + 2, now, 1);
        }
        input.sendOwned(parts);
        input.send(7, 100, 1);
        df.run();
        UpdateBatch got = counts.drain();
        long total = 0;
        for (int i = 0; i < got.size(); i++) {
            assertEquals(got.key(i) == 7 ? 3 : 2, got.value(i), "count of key " + got.key(i));
            total += got.diff(i);
        }
        assertEquals(50, total, "one count per key");

        UpdateBatch misplaced = new UpdateBatch();
        long key = 0;
        while (input.owner(key) == 1) {
            key++;
        }
        misplaced.add(key, 1, graphsurge.engine.internal.time.Times.ofVersion(1), 1);
        assertThrows(IllegalArgumentException.class, () -> input.sendOwned(new UpdateBatch[] {new UpdateBatch(), misplaced}));
        UpdateBatch late = new UpdateBatch();
        late.add(key, 1, graphsurge.engine.internal.time.Times.ofVersion(0), 1);
        assertThrows(IllegalArgumentException.class, () -> input.sendOwned(new UpdateBatch[] {late, new UpdateBatch()}),
                "version 0 has run");
    }

    /** Parts built by the caller carry the next run's time, which moves past every version run. */
    @Test
    void theNextRunTimeIsTheTimeOfTheVersionAboutToRun() {
        Dataflow df = new Dataflow(1);
        Input input = df.input();
        Probe records = df.probe(input.collection());
        assertEquals(graphsurge.engine.internal.time.Times.ofVersion(0), input.nextRunTime());
        df.run();
        assertEquals(graphsurge.engine.internal.time.Times.ofVersion(1), input.nextRunTime());
        df.run(3);
        assertEquals(graphsurge.engine.internal.time.Times.ofVersion(4), input.nextRunTime());

        UpdateBatch part = new UpdateBatch();
        part.add(5, 6, input.nextRunTime(), 1);
        input.sendOwned(new UpdateBatch[] {part});
        df.run();
        UpdateBatch got = records.drain();
        assertEquals(1, got.size());
        assertEquals(4, graphsurge.engine.internal.time.Times.version(got.time(0)), "the record entered at version 4");
    }

    /**
     * Two loops side by side in one dataflow, both joining with one arrangement of the edges (two
     * computations sharing their input), one capped: each gives what it gives alone in a dataflow
     * of its own, at every version, on 1, 2 and 4 workers.
     */
    @Test
    void loopsSideBySideShareAnArrangementAndGiveWhatTheyGiveAlone() {
        for (long seed = 1; seed <= 30; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int workers = new int[] {1, 2, 4}[(int) (seed % 3)];
            int n = 3 + r.nextInt(10);
            int cap = 1 + r.nextInt(4);
            Dataflow shared = new Dataflow(workers);
            Input sharedEdges = shared.input();
            Arranged arranged = sharedEdges.collection().arrange();
            Probe[] together = {hops(shared, shared.loop(), arranged, 0), hops(shared, shared.loop().iterationCap(cap), arranged, n - 1)};
            Dataflow[] alone = {new Dataflow(workers), new Dataflow(workers)};
            Input[] aloneEdges = {alone[0].input(), alone[1].input()};
            Probe[] apart = {hops(alone[0], alone[0].loop(), aloneEdges[0].collection().arrange(), 0),
                hops(alone[1], alone[1].loop().iterationCap(cap), aloneEdges[1].collection().arrange(), n - 1)};
            boolean[][] edge = new boolean[n][n];
            List<TreeMap<List<Long>, Long>> gotTogether = List.of(multiset(), multiset());
            List<TreeMap<List<Long>, Long>> gotApart = List.of(multiset(), multiset());
            for (int v = 0; v < 1 + r.nextInt(10); v++) {
                flipRandomEdges(r, edge, (s, t, diff) -> {
                    sharedEdges.send(s, t, diff);
                    aloneEdges[0].send(s, t, diff);
                    aloneEdges[1].send(s, t, diff);
                });
                shared.run();
                alone[0].run();
                alone[1].run();
                for (int k = 0; k < 2; k++) {
                    accumulate(gotTogether.get(k), together[k].drain());
                    accumulate(gotApart.get(k), apart[k].drain());
                    assertEquals(gotApart.get(k), gotTogether.get(k), "loop " + k + ", seed " + seed + ", W=" + workers + ", version " + v);
                }
            }
            // The uncapped loop is a BFS: check it against one too.
            long[] dist = new long[n];
            java.util.Arrays.fill(dist, -1);
            dist[0] = 0;
            ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(0));
            TreeMap<List<Long>, Long> want = multiset();
            while (!queue.isEmpty()) {
                int u = queue.poll();
                addTo(want, u, dist[u], 1);
                for (int t = 0; t < n; t++) {
                    if (edge[u][t] && dist[t] < 0) {
                        dist[t] = dist[u] + 1;
                        queue.add(t);
                    }
                }
            }
            assertEquals(want, gotTogether.get(0), "BFS, seed " + seed);
        }
    }

    /** Receives one edge change. */
    /**
     * A weighted search whose proposed distances wait for a later round ({@code delay}: the round
     * of their size, or a random one per record) gives, at every version, the distances of
     * Bellman-Ford on that version's edges, on random changing graphs with zero weights, on 1, 2
     * and 4 workers.
     */
    @Test
    void labelsDelayedToLaterRoundsReachTheSameFixedPoint() {
        for (long seed = 1; seed <= 40; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int workers = new int[] {1, 2, 4}[(int) (seed % 3)];
            int n = 2 + r.nextInt(12);
            long salt = r.nextLong();
            boolean bySize = seed % 2 == 0;
            long[][] weight = new long[n][n];
            for (long[] row : weight) {
                for (int t = 0; t < n; t++) {
                    row[t] = r.nextInt(4) == 0 ? 0 : 1 + r.nextInt(20);
                }
            }
            Dataflow df = new Dataflow(workers);
            Input edges = df.input();
            Input root = df.input();
            Dataflow.Loop loop = df.loop();
            Collection distances = loop.variable()
                    .join(loop.enter(edges.collection().arrange()), (s, d, t, out) -> out.emit(t, d + weight[(int) s][(int) t]))
                    .delay(bySize ? (t, d) -> d / 3 : (t, d) -> Math.floorMod(t * 31 + d * 17 + salt, 9))
                    .concat(loop.enter(root.collection()))
                    .reduce(ReduceFunction.MIN);
            loop.set(distances);
            Probe probe = df.probe(distances);
            root.send(0, 0, 1);
            boolean[][] edge = new boolean[n][n];
            TreeMap<List<Long>, Long> got = multiset();
            for (int v = 0; v < 1 + r.nextInt(8); v++) {
                flipRandomEdges(r, edge, edges::send);
                df.run();
                accumulate(got, probe.drain());
                assertEquals(bellmanFord(edge, weight), got, "seed " + seed + ", W=" + workers + ", version " + v);
            }
        }
    }

    @Test
    void onlyACollectionInsideALoopIsDelayed() {
        Dataflow df = new Dataflow(1);
        Collection outside = df.input().collection();
        assertThrows(IllegalStateException.class, () -> outside.delay((k, v) -> 1));
    }

    /** (vertex, distance from 0) for the vertices 0 reaches along {@code edge}: n rounds of relaxing every edge. */
    private static TreeMap<List<Long>, Long> bellmanFord(boolean[][] edge, long[][] weight) {
        int n = edge.length;
        long[] d = new long[n];
        java.util.Arrays.fill(d, Long.MAX_VALUE);
        d[0] = 0;
        for (int round = 0; round < n; round++) {
            for (int s = 0; s < n; s++) {
                for (int t = 0; t < n; t++) {
                    if (edge[s][t] && d[s] != Long.MAX_VALUE) {
                        d[t] = Math.min(d[t], d[s] + weight[s][t]);
                    }
                }
            }
        }
        TreeMap<List<Long>, Long> expected = multiset();
        for (int v = 0; v < n; v++) {
            if (d[v] != Long.MAX_VALUE) {
                addTo(expected, v, d[v], 1);
            }
        }
        return expected;
    }

    @FunctionalInterface
    private interface EdgeChange {
        void send(long source, long target, long diff);
    }

    /** Flips 1 to 2n random ordered pairs of {@code edge} (present ones leave, absent ones come), handing each change over. */
    private static void flipRandomEdges(SplittableRandom r, boolean[][] edge, EdgeChange change) {
        int n = edge.length;
        for (int i = 0; i < 1 + r.nextInt(2 * n); i++) {
            int s = r.nextInt(n);
            int t = r.nextInt(n);
            change.send(s, t, edge[s][t] ? -1 : 1);
            edge[s][t] = !edge[s][t];
        }
    }

    /** Hop distances from {@code root} along the arranged edges, in {@code loop}. */
    private static Probe hops(Dataflow df, Dataflow.Loop loop, Arranged edges, long root) {
        Input roots = df.input();
        roots.send(root, 0, 1);
        Collection hops = loop.variable()
                .join(loop.enter(edges), (src, d, dst, out) -> out.emit(dst, d + 1))
                .concat(loop.enter(roots.collection()))
                .reduce(ReduceFunction.MIN);
        loop.set(hops);
        return df.probe(hops);
    }

    @Test
    void aLoopStartedFromAnInitialCollectionIteratesItAcrossVersions() {
        // x_0 = the input; x_{i+1} = each record's value doubled, capped at 40: the fixed point of
        // a record (k, v) with v > 0 is (k, the first v * 2^j above 20, capped at 40).
        for (int workers = 1; workers <= 2; workers++) {
            Dataflow df = new Dataflow(workers);
            Input start = df.input();
            Dataflow.Loop loop = df.loop();
            loop.startFrom(start.collection());
            Collection doubled = loop.variable().map((k, v) -> k, (k, v) -> Math.min(40, v > 20 ? v : 2 * v));
            loop.set(doubled);
            Probe probe = df.probe(doubled);
            TreeMap<List<Long>, Long> got = multiset();
            SplittableRandom r = new SplittableRandom(workers);
            TreeMap<List<Long>, Long> inputs = multiset();
            for (int v = 0; v < 8; v++) {
                long key = r.nextInt(5);
                long value = 1 + r.nextInt(12);
                long diff = inputs.containsKey(List.of(key, value)) ? -1 : 1;
                start.send(key, value, diff);
                addTo(inputs, key, value, diff);
                df.run();
                accumulate(got, probe.drain());
                TreeMap<List<Long>, Long> want = multiset();
                inputs.forEach((rec, c) -> {
                    long x = rec.get(1);
                    while (x <= 20) {
                        x = Math.min(40, 2 * x);
                    }
                    addTo(want, rec.get(0), x, c);
                });
                assertEquals(want, got, "W=" + workers + ", version " + v);
            }
        }
    }

    @Test
    void joinsReadingOneArrangementAgreeWithJoinsKeepingTheirOwnTraces() {
        for (long seed = 1; seed <= 30; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int workers = 1 + (int) (seed % 3);
            Probe[] probes = new Probe[2];
            Dataflow[] flows = new Dataflow[2];
            Input[][] inputs = new Input[2][2];
            for (int f = 0; f < 2; f++) {
                Dataflow df = new Dataflow(workers);
                Input a = df.input();
                Input b = df.input();
                Collection left = a.collection();
                Collection both;
                if (f == 0) {
                    Arranged shared = b.collection().arrange();
                    both = left.join(shared, (k, x, y, out) -> out.emit(k, x + 10 * y))
                            .concat(left.map((k, v) -> k, (k, v) -> v + 1).join(shared, (k, x, y, out) -> out.emit(y, x)));
                } else {
                    both = left.join(b.collection(), (k, x, y, out) -> out.emit(k, x + 10 * y))
                            .concat(left.map((k, v) -> k, (k, v) -> v + 1).join(b.collection(), (k, x, y, out) -> out.emit(y, x)));
                }
                probes[f] = df.probe(both.reduce(ReduceFunction.SUM));
                flows[f] = df;
                inputs[f][0] = a;
                inputs[f][1] = b;
            }
            List<TreeMap<List<Long>, Long>> got = List.of(multiset(), multiset());
            for (int v = 0; v < 1 + r.nextInt(10); v++) {
                for (int i = 0; i < 1 + r.nextInt(6); i++) {
                    int side = r.nextInt(2);
                    long key = r.nextInt(4);
                    long value = r.nextInt(5);
                    long diff = r.nextInt(3) == 0 ? -1 : 1;
                    inputs[0][side].send(key, value, diff);
                    inputs[1][side].send(key, value, diff);
                }
                for (int f = 0; f < 2; f++) {
                    flows[f].run();
                    accumulate(got.get(f), probes[f].drain());
                }
                assertEquals(got.get(1), got.get(0), "seed " + seed + ", W=" + workers + ", version " + v);
            }
        }
    }

    @Test
    void batchesOfVersionsGiveTheSameChangesAsOneVersionAtATime() {
        for (long seed = 1; seed <= 40; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int workers = 1 + (int) (seed % 2);
            int n = 3 + r.nextInt(8);
            int versions = 2 + r.nextInt(8);
            // The same reachability loop fed the same edge changes, run per version and in random batches.
            List<long[]> changes = new ArrayList<>();
            boolean[][] edge = new boolean[n][n];
            for (int v = 0; v < versions; v++) {
                for (int i = 0; i < 1 + r.nextInt(2 * n); i++) {
                    int s = r.nextInt(n);
                    int t = r.nextInt(n);
                    changes.add(new long[] {v, s, t, edge[s][t] ? -1 : 1});
                    edge[s][t] = !edge[s][t];
                }
            }
            List<TreeMap<Integer, TreeMap<List<Long>, Long>>> perSchedule = new ArrayList<>();
            for (int schedule = 0; schedule < 3; schedule++) {
                Dataflow df = new Dataflow(workers);
                Input edges = df.input();
                Input roots = df.input();
                Dataflow.Loop loop = df.loop();
                Collection reached = loop.variable()
                        .join(loop.enter(edges.collection().arrange()), (src, zero, dst, out) -> out.emit(dst, 0))
                        .concat(loop.enter(roots.collection()))
                        .distinct();
                loop.set(reached);
                Probe probe = df.probe(reached);
                roots.send(0, 0, 1, 0);
                for (long[] c : changes) {
                    edges.send(c[1], c[2], c[3], (int) c[0]);
                }
                // 0: one version at a time; 1: random batches; 2: all versions at once (iteration-major).
                while (df.version() < versions) {
                    int last = schedule == 0 ? df.version() : schedule == 2 ? versions - 1
                            : Math.min(versions - 1, df.version() + r.nextInt(3));
                    df.run(last);
                }
                TreeMap<Integer, TreeMap<List<Long>, Long>> byVersion = new TreeMap<>();
                UpdateBatch all = probe.drain();
                for (int k = 0; k < all.size(); k++) {
                    addTo(byVersion.computeIfAbsent(graphsurge.engine.internal.time.Times.version(all.time(k)), x -> multiset()),
                            all.key(k), all.value(k), all.diff(k));
                }
                perSchedule.add(byVersion);
            }
            assertEquals(perSchedule.get(0), perSchedule.get(1), "batches, seed " + seed);
            assertEquals(perSchedule.get(0), perSchedule.get(2), "all at once, seed " + seed);
        }
    }

    @Test
    void aRunPastItsDeadlineStopsAndTheDataflowCannotRunAgain() {
        for (int workers : new int[] {1, 2, 4}) {
            Dataflow df = new Dataflow(workers);
            Input in = df.input();
            Dataflow.Loop loop = df.loop();
            loop.set(loop.variable().concat(loop.enter(in.collection())).distinct());
            in.send(1, 1, 1);
            df.deadline(System.nanoTime() - 1);
            assertThrows(DeadlineExceeded.class, df::run, "W=" + workers);
            df.deadline(0);
            assertThrows(IllegalStateException.class, df::run, "W=" + workers + ": stopped for good");
        }
    }

    /**
     * Seeds entering a min-label loop at random later rounds ({@code enterAt}) give, at every
     * version, the labels they give all entering in round 0: undirected components of random
     * changing graphs, on 1, 2 and 4 workers.
     */
    @Test
    void seedsEnteringAtLaterRoundsGiveTheSameFixedPoint() {
        for (long seed = 1; seed <= 30; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int workers = new int[] {1, 2, 4}[(int) (seed % 3)];
            int n = 3 + r.nextInt(12);
            long salt = r.nextLong();
            Probe[] probes = new Probe[2];
            Dataflow[] flows = new Dataflow[2];
            Input[] edges = new Input[2];
            for (int k = 0; k < 2; k++) {
                flows[k] = new Dataflow(workers);
                edges[k] = flows[k].input();
                Input seeds = flows[k].input();
                for (int v = 0; v < n; v++) {
                    seeds.send(v, v, 1);
                }
                Dataflow.Loop loop = flows[k].loop();
                Collection entered = k == 0 ? loop.enter(seeds.collection())
                        : loop.enterAt(seeds.collection(), (v, label) -> Math.floorMod(v * 31 + salt, 7));
                Collection labels = loop.variable()
                        .join(loop.enter(edges[k].collection().arrange()), (src, label, dst, out) -> out.emit(dst, label))
                        .concat(entered)
                        .reduce(ReduceFunction.MIN);
                loop.set(labels);
                probes[k] = flows[k].probe(labels);
            }
            boolean[][] edge = new boolean[n][n];
            List<TreeMap<List<Long>, Long>> got = List.of(multiset(), multiset());
            for (int v = 0; v < 1 + r.nextInt(10); v++) {
                flipRandomEdges(r, edge, (s, t, diff) -> {
                    for (int k = 0; k < 2; k++) {
                        edges[k].send(s, t, diff);
                        edges[k].send(t, s, diff);
                    }
                });
                for (int k = 0; k < 2; k++) {
                    flows[k].run();
                    accumulate(got.get(k), probes[k].drain());
                }
                assertEquals(got.get(0), got.get(1), "seed " + seed + ", W=" + workers + ", version " + v);
            }
        }
    }
}
