package graphsurge.analytics.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;

import graphsurge.analytics.TestGraphs;
import graphsurge.analytics.graph.ViewGraph;
import graphsurge.analytics.plain.PlainBfs;
import graphsurge.analytics.plain.PlainScc;
import graphsurge.analytics.plain.PlainWcc;
import graphsurge.engine.Dataflow;
import graphsurge.engine.ReduceFunction;
import graphsurge.engine.UpdateBatch;
import graphsurge.gstore.PropertyGraph;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * BFS, WCC and SCC built side by side in one dataflow on one {@link GraphEdges} (one arrangement
 * of the edges by source and one by target, read by all three), against the plain algorithms at
 * every version of random edge sets, on 1, 2 and 4 workers.
 */
class SharedGraphEdgesTest {
    @Test
    void threeComputationsReadOneCopyOfTheEdgesAndEachGetsItsOwnAnswer() {
        for (long seed = 1; seed <= 30; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int workers = new int[] {1, 2, 4}[(int) (seed % 3)];
            int n = 2 + r.nextInt(14);
            int m = 1 + r.nextInt(4 * n);
            int[] sources = new int[m];
            int[] targets = new int[m];
            for (int e = 0; e < m; e++) {
                sources[e] = r.nextInt(n);
                targets[e] = r.nextInt(n);
            }
            PropertyGraph graph = TestGraphs.of(n, sources, targets);
            Dataflow df = new Dataflow(workers);
            GraphEdges edges = new GraphEdges(df, graph);
            MinLabelLoop bfs = new MinLabelLoop(edges, (source, d, edge, out) -> out.emit(GraphEdges.otherEnd(edge), d + 1), null,
                    ReduceFunction.MIN, null, null);
            MinLabelLoop wcc = new MinLabelLoop(edges, (source, label, edge, out) -> out.emit(GraphEdges.otherEnd(edge), label),
                    (target, label, edge, out) -> out.emit(GraphEdges.otherEnd(edge), label), ReduceFunction.MIN, null, null);
            SccLoop scc = new SccLoop(edges);
            bfs.seeds().send(0, 0, 1);
            for (int v = 0; v < n; v++) {
                wcc.seeds().send(v, v, 1); // every vertex of the graph, as ON GRAPH
            }
            long[] hops = new long[n];
            Arrays.fill(hops, PlainBfs.UNREACHED);
            long[] components = new long[n];
            long[] strong = new long[n];
            for (int v = 0; v < n; v++) {
                strong[v] = v;
            }
            boolean[] present = new boolean[m];
            for (int version = 0; version < 1 + r.nextInt(10); version++) {
                IntArrayList added = new IntArrayList();
                IntArrayList removed = new IntArrayList();
                for (int i = 0; i < 1 + r.nextInt(m); i++) {
                    int e = r.nextInt(m);
                    if (!added.contains(e) && !removed.contains(e)) {
                        (present[e] ? removed : added).add(e);
                        present[e] = !present[e];
                    }
                }
                edges.change(added.toIntArray(), removed.toIntArray());
                df.run();
                apply(hops, bfs.drain(), PlainBfs.UNREACHED, false);
                apply(components, wcc.drain(), -1, false);
                apply(strong, scc.drain(), -1, true);
                IntArrayList edgeIds = new IntArrayList();
                for (int e = 0; e < m; e++) {
                    if (present[e]) {
                        edgeIds.add(e);
                    }
                }
                ViewGraph view = ViewGraph.of(graph, edgeIds.toIntArray(), edgeIds.size(), true, 1);
                String where = "seed " + seed + ", W=" + workers + ", version " + version;
                assertEquals(Arrays.toString(PlainBfs.distances(view, 0)), Arrays.toString(hops), "BFS, " + where);
                assertEquals(Arrays.toString(Arrays.stream(PlainWcc.labels(view)).asLongStream().toArray()),
                        Arrays.toString(components), "WCC, " + where);
                assertEquals(Arrays.toString(Arrays.stream(PlainScc.labels(view)).asLongStream().toArray()),
                        Arrays.toString(strong), "SCC, " + where);
            }
        }
    }

    /** Applies one-value-per-key changes; a retracted key takes {@code absent}, or itself with {@code ownIdWhenAbsent}. */
    private static void apply(long[] values, UpdateBatch changes, long absent, boolean ownIdWhenAbsent) {
        for (int k = 0; k < changes.size(); k++) {
            int key = (int) changes.key(k);
            if (changes.diff(k) < 0 && values[key] == changes.value(k)) {
                values[key] = ownIdWhenAbsent ? key : absent;
            }
        }
        for (int k = 0; k < changes.size(); k++) {
            if (changes.diff(k) > 0) {
                values[(int) changes.key(k)] = changes.value(k);
            }
        }
    }
}
