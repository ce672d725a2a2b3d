package graphsurge.engine.internal.operators;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.engine.JoinFunction;
import graphsurge.engine.ReduceFunction;
import graphsurge.engine.UpdateBatch;
import graphsurge.engine.internal.time.Antichain;
import graphsurge.engine.internal.time.Times;
import graphsurge.engine.internal.trace.Trace;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * BFS and WCC across all versions of a changing graph at once, written on the engine's operators with an
 * iteration-major loop: superstep i processes iteration i of every version. Checked against a
 * plain queue-based BFS of each version, on random version sequences that also delete edges
 * earlier versions relied on.
 */
class GraphLoopsOnTheEngineTest {
    private static final long UNREACHED = Long.MAX_VALUE;

    /** dist[v][x]: hops from the root to x in version v, as the engine computes them. */
    static long[][] engineBfs(int vertices, int versions, UpdateBatch edgeChanges, int root) {
        UpdateBatch roots = new UpdateBatch();
        roots.add(root, 0, Times.ZERO, 1);
        Trace result = iterateMin(roots, edgeChanges, (src, dist, dst, out) -> out.emit(dst, dist + 1), vertices);
        return perVersion(result, vertices, versions, vertices);
    }

    /**
     * {@code roots.iterate(x -> x.join(edges).concat(roots).reduce(min))} across all versions;
     * returns the trace of the loop's output.
     */
    static Trace iterateMin(UpdateBatch roots, UpdateBatch edgeChanges, JoinFunction body, int vertices) {
        Trace general = iterateMin(roots, edgeChanges, body, vertices, false);
        Trace swept = iterateMin(roots, edgeChanges, body, vertices, true);
        for (int v = 0; v < 8; v++) {
            long end = Times.of(v, Times.MAX_LOOP, 0);
            for (int x = 0; x < vertices; x++) {
                for (long d = 0; d < vertices; d++) {
                    assertEquals(general.accumulate(x, d, end), swept.accumulate(x, d, end),
                            "the version-sweep reduce agrees with the general one");
                }
            }
        }
        return general;
    }

    static Trace iterateMin(UpdateBatch roots, UpdateBatch edgeChanges, JoinFunction body, int vertices,
            boolean versionSweep) {
        Join step = new Join(new Trace(), new Trace(), body);
        Reduce min = new Reduce(ReduceFunction.MIN);
        ReferenceVersionSweepReduce sweepMin = new ReferenceVersionSweepReduce(ReduceFunction.MIN);
        ReferenceIterate.Result result = ReferenceIterate.run(roots, (iteration, variable) -> {
            // The edges and the roots enter the loop at iteration 0, for every version.
            UpdateBatch reached = step.step(variable, iteration == 0 ? edgeChanges : new UpdateBatch());
            if (iteration == 0) {
                for (int k = 0; k < roots.size(); k++) {
                    reached.add(roots.key(k), roots.value(k), roots.time(k), roots.diff(k));
                }
            }
            return versionSweep ? sweepMin.step(iteration, reached)
                    : min.step(reached, Antichain.of(Times.of(0, iteration + 1, 0)));
        }, 4 * vertices + 4);
        return result.output();
    }

    /** value[v][x]: the single value the trace holds for x at the end of version v, or UNREACHED. */
    static long[][] perVersion(Trace result, int vertices, int versions, int values) {
        long[][] dist = new long[versions][vertices];
        for (int v = 0; v < versions; v++) {
            Arrays.fill(dist[v], UNREACHED);
            long end = Times.of(v, Times.MAX_LOOP, 0);
            for (int x = 0; x < vertices; x++) {
                for (long d = 0; d < values; d++) {
                    long count = result.accumulate(x, d, end);
                    if (count != 0) {
                        assertEquals(1, count, "min emits each vertex's distance once");
                        dist[v][x] = d;
                    }
                }
            }
        }
        return dist;
    }

    static long[] plainBfs(int vertices, Set<Long> edges, int root) {
        long[] dist = new long[vertices];
        Arrays.fill(dist, UNREACHED);
        dist[root] = 0;
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(root);
        while (!queue.isEmpty()) {
            int u = queue.poll();
            for (long e : edges) {
                int s = (int) (e >>> 32);
                int t = (int) e;
                if (s == u && dist[t] == UNREACHED) {
                    dist[t] = dist[u] + 1;
                    queue.add(t);
                }
            }
        }
        return dist;
    }

    @Test
    void everyVersionMatchesPlainBfsAndWcc() {
        for (long seed = 1; seed <= 40; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int n = 4 + r.nextInt(9);
            int versions = 1 + r.nextInt(6);
            VersionedGraphs.Versions graph = VersionedGraphs.random(r, n, versions, v -> v == 0 ? 2 * n : 1 + r.nextInt(n));
            UpdateBatch changes = graph.changes();
            List<Set<Long>> byVersion = graph.byVersion();
            long[][] engine = engineBfs(n, versions, changes, 0);
            long[][] wcc = engineWcc(n, versions, changes);
            for (int v = 0; v < versions; v++) {
                assertEquals(Arrays.toString(plainBfs(n, byVersion.get(v), 0)), Arrays.toString(engine[v]),
                        "seed " + seed + ", version " + v);
                assertEquals(Arrays.toString(plainWcc(n, byVersion.get(v))), Arrays.toString(wcc[v]),
                        "WCC, seed " + seed + ", version " + v);
            }
        }
    }

    /**
     * The same BFS scheduled in batches of {@code batch} versions: each batch's iterations run to
     * completion before the next batch starts (one version per batch is the version-major
     * schedule, all of them the iteration-major one). A superstep completes iteration i of the
     * batch's versions only, so a change at (v, 0) can matter at (v, 7) through history: the
     * reduce keeps such times pending, and the loop steps on while any is left in the batch,
     * even with no new input.
     */
    static long[][] batchedBfs(int vertices, int versions, UpdateBatch edgeChanges, int root, int batch) {
        return batchedBfs(vertices, versions, edgeChanges, root, batch, false, new long[1]);
    }

    /** With {@code compact}, the state of finished batches is folded into the next ({@code largest[0]}: the peak). */
    static long[][] batchedBfs(int vertices, int versions, UpdateBatch edgeChanges, int root, int batch, boolean compact,
            long[] largest) {
        Join join = new Join(new Trace(), new Trace(), (src, dist, dst, out) -> out.emit(dst, dist + 1));
        Reduce min = new Reduce(ReduceFunction.MIN);
        Trace result = new Trace();
        long[][] answers = new long[versions][];
        for (int first = 0; first < versions; first += batch) {
            int last = Math.min(versions, first + batch) - 1;
            UpdateBatch newEdges = new UpdateBatch();
            for (int k = 0; k < edgeChanges.size(); k++) {
                int v = Times.version(edgeChanges.time(k));
                if (v >= first && v <= last) {
                    newEdges.add(edgeChanges.key(k), edgeChanges.value(k), edgeChanges.time(k), edgeChanges.diff(k));
                }
            }
            UpdateBatch variable = new UpdateBatch();
            if (first == 0) {
                variable.add(root, 0, Times.ZERO, 1);
            }
            for (int i = 0; i < 4 * vertices + 8; i++) {
                UpdateBatch reached = join.step(variable, i == 0 ? newEdges : new UpdateBatch());
                if (first == 0 && i == 0) {
                    reached.add(root, 0, Times.ZERO, 1);
                }
                // Complete: iterations up to i of versions up to last.
                UpdateBatch output = min.step(reached, Antichain.of(Times.of(0, i + 1, 0), Times.of(last + 1, 0, 0)));
                result.insert(output);
                UpdateBatch next = new UpdateBatch();
                for (int k = 0; k < output.size(); k++) {
                    long t = output.time(k);
                    next.add(output.key(k), output.value(k), Times.withOuter(t, Times.outer(t) + 1), output.diff(k));
                }
                if (first == 0 && i == 0) {
                    next.add(root, 0, Times.of(0, 1, 0), -1);
                }
                next.consolidate();
                boolean pendingHere = min.hasPendingBefore(Antichain.of(Times.ofVersion(last + 1)));
                if (next.isEmpty() && !pendingHere) {
                    break;
                }
                variable = next;
            }
            if (compact) {
                // The batch is done: nothing will be asked before (last + 1, 0) any more.
                long[][] done = perVersion(result, vertices, last + 1, vertices);
                for (int v = first; v <= last; v++) {
                    answers[v] = done[v];
                }
                Antichain next = Antichain.of(Times.ofVersion(last + 1));
                join.advance(next);
                min.advance(next);
                result.advance(next);
                result.compact();
                largest[0] = Math.max(largest[0], min.storedUpdates());
            }
        }
        return compact ? answers : perVersion(result, vertices, versions, vertices);
    }

    @Test
    void compactingFinishedVersionsKeepsAnswersAndBoundsTheState() {
        SplittableRandom r = new SplittableRandom(77);
        int n = 12;
        int versions = 2_000;
        VersionedGraphs.Versions graph = VersionedGraphs.random(r, n, versions, v -> v == 0 ? 3 * n : 2);
        UpdateBatch changes = graph.changes();
        List<Set<Long>> byVersion = graph.byVersion();
        long[] largest = new long[1];
        long[][] compacted = batchedBfs(n, versions, changes, 0, 1, true, largest);
        for (int v = 0; v < versions; v++) {
            assertEquals(Arrays.toString(plainBfs(n, byVersion.get(v), 0)), Arrays.toString(compacted[v]), "version " + v);
        }
        // 2,000 versions of edge changes (about 4,000 input updates) would pile up in the reduce's
        // histories uncompacted; folded, they stay near the graph's size whatever the version count.
        assertTrue(changes.size() > 3_000, "the run really feeds thousands of changes");
        assertTrue(largest[0] < 200, "the reduce held up to " + largest[0] + " updates");
    }

    @Test
    void everyScheduleGivesTheSameDistances() {
        for (long seed = 1; seed <= 40; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int n = 4 + r.nextInt(9);
            int versions = 2 + r.nextInt(5);
            UpdateBatch changes = VersionedGraphs.random(r, n, versions, v -> v == 0 ? 2 * n : 1 + r.nextInt(n)).changes();
            long[][] iterationMajor = engineBfs(n, versions, changes, 0);
            for (int batch : new int[] {1, 2, 3, versions}) {
                long[][] batched = batchedBfs(n, versions, changes, 0, batch);
                for (int v = 0; v < versions; v++) {
                    assertEquals(Arrays.toString(iterationMajor[v]), Arrays.toString(batched[v]),
                            "seed " + seed + ", batches of " + batch + ", version " + v);
                }
            }
        }
    }

    @Test
    void theIterationCapDropsEverythingFromTheCapOn() {
        // A path 0 -> 1 -> ... -> 9: superstep i joins the labels of iteration i with the edges, so
        // it settles the vertices at distance i + 1.
        UpdateBatch path = new UpdateBatch();
        for (int x = 0; x < 9; x++) {
            path.add(x, x + 1, Times.ZERO, 1);
        }
        UpdateBatch roots = new UpdateBatch();
        roots.add(0, 0, Times.ZERO, 1);
        Join step = new Join(new Trace(), new Trace(), (src, dist, dst, out) -> out.emit(dst, dist + 1));
        Reduce min = new Reduce(ReduceFunction.MIN);
        ReferenceIterate.Result result = ReferenceIterate.run(roots, (iteration, variable) -> {
            UpdateBatch reached = step.step(variable, iteration == 0 ? path : new UpdateBatch());
            if (iteration == 0) {
                reached.add(0, 0, Times.ZERO, 1);
            }
            return min.step(reached, Antichain.of(Times.of(0, iteration + 1, 0)));
        }, 3);
        assertEquals(3, result.supersteps());
        assertEquals(1, result.accumulate(3, 3, 0), "distance 3 is found in superstep 2, the last");
        assertEquals(0, result.accumulate(4, 4, 0), "distance 4 would need superstep 3, beyond the cap");
    }

    /**
     * label[v][x]: the smallest vertex in x's weakly connected component in version v, for the
     * vertices that are endpoints of version v's edges (others UNREACHED).
     */
    static long[][] engineWcc(int vertices, int versions, UpdateBatch edgeChanges) {
        // The vertex set of each version, differentially: distinct endpoints.
        UpdateBatch endpoints = new UpdateBatch();
        UpdateBatch both = new UpdateBatch();
        for (int k = 0; k < edgeChanges.size(); k++) {
            long s = edgeChanges.key(k);
            long t = edgeChanges.value(k);
            endpoints.add(s, 0, edgeChanges.time(k), edgeChanges.diff(k));
            endpoints.add(t, 0, edgeChanges.time(k), edgeChanges.diff(k));
            both.add(s, t, edgeChanges.time(k), edgeChanges.diff(k));
            both.add(t, s, edgeChanges.time(k), edgeChanges.diff(k));
        }
        UpdateBatch nodes = new Reduce(ReduceFunction.DISTINCT).step(endpoints, new Antichain());
        UpdateBatch labels = new UpdateBatch();
        for (int k = 0; k < nodes.size(); k++) {
            labels.add(nodes.key(k), nodes.key(k), nodes.time(k), nodes.diff(k));
        }
        Trace result = iterateMin(labels, both, (src, label, dst, out) -> out.emit(dst, label), vertices);
        return perVersion(result, vertices, versions, vertices);
    }

    static long[] plainWcc(int vertices, Set<Long> edges) {
        int[] parent = new int[vertices];
        boolean[] present = new boolean[vertices];
        for (int x = 0; x < vertices; x++) {
            parent[x] = x;
        }
        for (long e : edges) {
            int s = (int) (e >>> 32);
            int t = (int) e;
            present[s] = true;
            present[t] = true;
            int a = find(parent, s);
            int b = find(parent, t);
            parent[Math.max(a, b)] = Math.min(a, b);
        }
        long[] label = new long[vertices];
        for (int x = 0; x < vertices; x++) {
            label[x] = present[x] ? find(parent, x) : UNREACHED;
        }
        return label;
    }

    private static int find(int[] parent, int x) {
        while (parent[x] != x) {
            x = parent[x];
        }
        return x;
    }
}
