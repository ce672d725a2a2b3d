package graphsurge.analytics.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.analytics.TestGraphs;
import graphsurge.engine.UpdateBatch;
import graphsurge.engine.Dataflow;
import graphsurge.engine.Input;
import graphsurge.engine.Probe;
import graphsurge.gstore.PropertyGraph;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link GraphEdges}' two ways of sending a change, on random graphs and random sequences of
 * changes, on 1 to 4 workers: read from the adjacency (each worker's part built at its owner) and
 * edge by edge. Both must give, at every version, exactly the records the change stands for,
 * computed here from the edge arrays, by source and by target.
 */
class GraphEdgesTest {
    @Test
    void aChangeReadFromTheAdjacencyGivesTheRecordsOfTheEdgeByEdgePath() {
        for (int workers = 1; workers <= 4; workers++) {
            for (long seed = 1; seed <= 12; seed++) {
                check(workers, seed);
            }
        }
    }

    private static void check(int workers, long seed) {
        SplittableRandom r = new SplittableRandom(seed * 7919 + workers);
        int n = 1 + r.nextInt(300);
        int m = 1 + r.nextInt(3_000);
        int[] sources = new int[m];
        int[] targets = new int[m];
        for (int e = 0; e < m; e++) {
            sources[e] = r.nextInt(n);
            targets[e] = r.nextInt(n);
        }
        boolean byTarget = r.nextBoolean();
        Dataflow inOrderFlow = new Dataflow(workers);
        Dataflow eachFlow = new Dataflow(workers);
        PropertyGraph graph = TestGraphs.of(n, sources, targets);
        GraphEdges inOrder = new GraphEdges(inOrderFlow, graph);
        GraphEdges each = new GraphEdges(eachFlow, graph);
        Probe inOrderOut = inOrderFlow.probe(inOrder.collection());
        Probe eachOut = eachFlow.probe(each.collection());
        Probe inOrderIn = byTarget ? inOrderFlow.probe(inOrder.byTarget().collection()) : null;
        Probe eachIn = byTarget ? eachFlow.probe(each.byTarget().collection()) : null;
        Input owners = inOrderFlow.input();
        boolean[] present = new boolean[m];
        for (int version = 0; version < 6; version++) {
            String where = "seed " + seed + ", W=" + workers + ", version " + version + ", n=" + n + ", m=" + m
                    + (byTarget ? ", by target" : "");
            IntArrayList added = new IntArrayList();
            IntArrayList removed = new IntArrayList();
            // From a few edges to all of them: ascending and distinct, as a collection's differences are.
            int changeOneIn = 1 + r.nextInt(version == 0 ? 2 : 40);
            for (int e = 0; e < m; e++) {
                if (r.nextInt(changeOneIn) == 0) {
                    (present[e] ? removed : added).add(e);
                    present[e] = !present[e];
                }
            }
            int[] plus = added.toIntArray();
            int[] minus = removed.toIntArray();

            UpdateBatch[][] parts = inOrder.partsInOrder(plus, minus);
            assertEquals(byTarget ? 2 : 1, parts.length, where);
            for (int direction = 0; direction < parts.length; direction++) {
                List<String> all = new ArrayList<>();
                for (int w = 0; w < workers; w++) {
                    UpdateBatch part = parts[direction][w];
                    for (int i = 0; i < part.size(); i++) {
                        assertEquals(w, owners.owner(part.key(i)), where + ": update at its owner");
                        assertTrue(i == 0 || part.key(i - 1) < part.key(i)
                                || part.key(i - 1) == part.key(i) && part.value(i - 1) < part.value(i),
                                where + ": a part is ascending by vertex, then edge id");
                        all.add(part.key(i) + " " + part.value(i) + " " + part.diff(i));
                    }
                }
                all.sort(null);
                assertEquals(expected(plus, minus, direction == 0 ? sources : targets, direction == 0 ? targets : sources),
                        all, where + ", direction " + direction);
            }

            inOrder.changeInOrder(plus, minus);
            each.changeEach(plus, minus);
            inOrderFlow.run();
            eachFlow.run();
            List<String> out = records(inOrderOut.drain());
            assertEquals(records(eachOut.drain()), out, where + ": by source");
            assertEquals(expected(plus, minus, sources, targets), withoutTimes(out), where + ": by source");
            if (byTarget) {
                List<String> in = records(inOrderIn.drain());
                assertEquals(records(eachIn.drain()), in, where + ": by target");
                assertEquals(expected(plus, minus, targets, sources), withoutTimes(in), where + ": by target");
            }
        }
    }

    /** The records of a change keyed by {@code keys}: "key value diff", sorted as strings. */
    private static List<String> expected(int[] plus, int[] minus, int[] keys, int[] others) {
        List<String> out = new ArrayList<>();
        for (int e : plus) {
            out.add(keys[e] + " " + ((long) e << 32 | others[e]) + " 1");
        }
        for (int e : minus) {
            out.add(keys[e] + " " + ((long) e << 32 | others[e]) + " -1");
        }
        out.sort(null);
        return out;
    }

    private static List<String> records(UpdateBatch batch) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < batch.size(); i++) {
            out.add(batch.key(i) + " " + batch.value(i) + " " + batch.diff(i) + " @" + batch.time(i));
        }
        out.sort(null);
        return out;
    }

    private static List<String> withoutTimes(List<String> records) {
        List<String> out = new ArrayList<>();
        for (String s : records) {
            out.add(s.substring(0, s.lastIndexOf(" @")));
        }
        out.sort(null);
        return out;
    }
}
