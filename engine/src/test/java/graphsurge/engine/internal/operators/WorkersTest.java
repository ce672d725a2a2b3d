package graphsurge.engine.internal.operators;

import static org.junit.jupiter.api.Assertions.assertEquals;

import graphsurge.engine.ReduceFunction;
import graphsurge.engine.UpdateBatch;
import graphsurge.engine.internal.exec.ThreadExchange;
import graphsurge.engine.internal.exec.Workers;
import graphsurge.engine.internal.time.Times;
import graphsurge.engine.internal.trace.Trace;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** BFS across versions on W worker threads gives the same distances for W = 1, 2 and 4. */
class WorkersTest {
    static long[][] parallelBfs(int workers, int vertices, int versions, UpdateBatch edges, int root) throws Exception {
        ThreadExchange exchange = new ThreadExchange(workers);
        Trace[] results = new Trace[workers];
        UpdateBatch[] edgesOf = new UpdateBatch[workers];
        UpdateBatch[] rootsOf = new UpdateBatch[workers];
        for (int w = 0; w < workers; w++) {
            results[w] = new Trace();
            // Each worker holds the edges whose source it owns, and the labels of the vertices it owns.
            edgesOf[w] = new UpdateBatch();
            for (int i = 0; i < edges.size(); i++) {
                if (exchange.owner(edges.key(i)) == w) {
                    edgesOf[w].add(edges.key(i), edges.value(i), edges.time(i), edges.diff(i));
                }
            }
            rootsOf[w] = new UpdateBatch();
            if (exchange.owner(root) == w) {
                rootsOf[w].add(root, 0, Times.ZERO, 1);
            }
        }
        Workers.run(workers, exchange, me -> {
            UpdateBatch myEdges = edgesOf[me];
            UpdateBatch myRoots = rootsOf[me];
            Join join = new Join(new Trace(), new Trace(), (src, dist, dst, out) -> out.emit(dst, dist + 1));
            ReferenceVersionSweepReduce min = new ReferenceVersionSweepReduce(ReduceFunction.MIN);
            UpdateBatch variable = myRoots;
            for (int i = 0; i < 4 * vertices + 4; i++) {
                UpdateBatch reached = join.step(variable, i == 0 ? myEdges : new UpdateBatch());
                if (i == 0) {
                    for (int k = 0; k < myRoots.size(); k++) {
                        reached.add(myRoots.key(k), myRoots.value(k), myRoots.time(k), myRoots.diff(k));
                    }
                }
                UpdateBatch output = min.step(i, exchange.exchange(me, reached));
                results[me].insert(output);
                UpdateBatch next = new UpdateBatch();
                for (int k = 0; k < output.size(); k++) {
                    next.add(output.key(k), output.value(k), Times.withOuter(output.time(k), i + 1), output.diff(k));
                }
                if (i == 0) {
                    for (int k = 0; k < myRoots.size(); k++) {
                        next.add(myRoots.key(k), myRoots.value(k), Times.of(0, 1, 0), -myRoots.diff(k));
                    }
                }
                next.consolidate();
                if (!exchange.anyActive(me, !next.isEmpty())) {
                    break;
                }
                variable = next;
            }
        });
        long[][] dist = new long[versions][vertices];
        for (int v = 0; v < versions; v++) {
            Arrays.fill(dist[v], Long.MAX_VALUE);
            for (int x = 0; x < vertices; x++) {
                Trace owner = results[exchange.owner(x)];
                for (long d = 0; d < vertices; d++) {
                    if (owner.accumulate(x, d, Times.of(v, Times.MAX_LOOP, 0)) != 0) {
                        dist[v][x] = d;
                    }
                }
            }
        }
        return dist;
    }

    @Test
    void resultsDoNotDependOnTheNumberOfWorkers() throws Exception {
        for (long seed = 1; seed <= 15; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int n = 6 + r.nextInt(12);
            int versions = 1 + r.nextInt(5);
            VersionedGraphs.Versions graph = VersionedGraphs.random(r, n, versions, v -> v == 0 ? 2 * n : n / 2);
            UpdateBatch changes = graph.changes();
            List<Set<Long>> byVersion = graph.byVersion();
            long[][] one = parallelBfs(1, n, versions, changes, 0);
            for (int v = 0; v < versions; v++) {
                assertEquals(Arrays.toString(GraphLoopsOnTheEngineTest.plainBfs(n, byVersion.get(v), 0)),
                        Arrays.toString(one[v]), "seed " + seed + ", version " + v);
            }
            for (int workers : new int[] {2, 4}) {
                long[][] many = parallelBfs(workers, n, versions, changes, 0);
                for (int v = 0; v < versions; v++) {
                    assertEquals(Arrays.toString(one[v]), Arrays.toString(many[v]),
                            "seed " + seed + ", " + workers + " workers, version " + v);
                }
            }
        }
    }
}
