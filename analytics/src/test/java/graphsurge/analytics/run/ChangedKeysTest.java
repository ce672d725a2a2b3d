package graphsurge.analytics.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.analytics.TestGraphs;
import graphsurge.analytics.computation.ComputationRegistry;
import graphsurge.analytics.computation.Parameters;
import graphsurge.analytics.computation.Parameters.Param;
import graphsurge.analytics.computation.Parameters.Position;
import graphsurge.analytics.computation.Parameters.Value;
import graphsurge.analytics.computation.Program;
import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.vcstore.collection.CollectionBuilder;
import graphsurge.vcstore.collection.ViewCollection;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The keys a run lists as changed on views of a few edges each, on a graph of thousands of
 * vertices: known on every view moved from the one before (so that readers of the results do
 * work in the changes, not in the vertices), few (not many more than the keys whose result changed),
 * and unknown exactly where the result did not move from the view before's. Every list is also
 * checked against the view before in full ({@link ChangedKeysCheck}).
 */
class ChangedKeysTest {
    private static final Position S = Position.NONE;
    private static final int VERTICES = 3_000;
    private static final int EDGES = 8 * VERTICES;
    private static final int VIEWS = 8;
    private static final int FLIPS = 6;
    private static final long ROOT_ID = 7L * 17 + 3;

    private static final PropertyGraph GRAPH;
    private static final ViewCollection COLLECTION;

    static {
        SplittableRandom r = new SplittableRandom(31);
        GRAPH = TestGraphs.random(r, VERTICES, EDGES);
        long[][] matrix = new long[VIEWS][(EDGES + 63) / 64];
        for (int e = 0; e < EDGES; e++) {
            if (r.nextBoolean()) {
                matrix[0][e >>> 6] |= 1L << e;
            }
        }
        for (int v = 1; v < VIEWS; v++) {
            matrix[v] = matrix[v - 1].clone();
            for (int i = 0; i < FLIPS; i++) {
                int e = r.nextInt(EDGES);
                matrix[v][e >>> 6] ^= 1L << e;
            }
        }
        List<String> names = new ArrayList<>();
        for (int v = 0; v < VIEWS; v++) {
            names.add("v" + v);
        }
        COLLECTION = CollectionBuilder.fromMatrix(0, "small steps", names, names, matrix, null, 1).collection();
    }

    private static Program bind(String computation, Param... params) {
        return ComputationRegistry.builtIns().find(computation).bind(GRAPH, new Parameters(computation, List.of(params), S));
    }

    private static Param param(String key, long value) {
        return ComputationsAcrossViewsTest.param(key, value);
    }

    private static final Param DATAFLOW = new Param("dataflow", new Value.Bool(true, S), S);

    private static Param goals() {
        return new Param("goals", new Value.Pairs(List.of(
                new Value.Pair(new Value.Int(ROOT_ID, S), new Value.Int(7L * 100 + 3, S), S),
                new Value.Pair(new Value.Int(7L * 5 + 3, S), new Value.Int(7L * 2_000 + 3, S), S)), S), S);
    }

    /** Differential runs of every computation, kernels and dataflows, on 1, 2 and 4 workers. */
    @Test
    void differentialStepsOfAFewEdgesListAFewKeysOnEveryView() {
        Param root = param("root", ROOT_ID);
        Param weight = new Param("weight", new Value.Name("weight", S), S);
        for (int workers : new int[] {1, 2, 4}) {
            listsFewKeys("bfs", bind("bfs", root), workers);
            listsFewKeys("bfs dataflow", bind("bfs", root, DATAFLOW), workers);
            listsFewKeys("sssp", bind("sssp", root, weight), workers);
            listsFewKeys("sssp dataflow", bind("sssp", root, weight, DATAFLOW), workers);
            listsFewKeys("wcc", bind("wcc"), workers);
            listsFewKeys("wcc dataflow", bind("wcc", DATAFLOW), workers);
            listsFewKeys("mpsp", bind("mpsp", goals()), workers);
            listsFewKeys("mpsp dataflow", bind("mpsp", goals(), DATAFLOW), workers);
            listsFewKeys("scc", bind("scc"), workers);
            listsFewKeys("pr", bind("pr", param("iterations", 5)), workers);
        }
        listsFewKeys("pr dataflow", bind("pr", param("iterations", 3), DATAFLOW), 2);
    }

    /**
     * Checks that every view after the first came with its changes, none listing more than
     * twice the keys that changed and a few more (a shortest-path kernel lists the vertices it
     * trimmed and labelled again as they were).
     */
    private static void listsFewKeys(String what, Program program, int workers) {
        String where = what + ", W=" + workers;
        ChangedKeysCheck check = new ChangedKeysCheck(where, result -> {
            if (result.position() > 0) {
                assertNotNull(result.changed(), where + ", position " + result.position() + ": changes known");
            }
        });
        CollectionRunner.run(program, GRAPH, COLLECTION, CollectionRunner.Settings.of(CollectionRunner.Mode.DIFFERENTIAL, workers),
                check, ProgressListener.NONE);
        assertEquals(VIEWS - 1, check.known, where);
        assertTrue(check.worstExcess <= 4 * FLIPS, where + ": a view listed " + check.worstExcess
                + " keys more than twice those that changed");
    }

    /**
     * ADAPTIVE with given ways: a view run plain, the view after it (the kernel or dataflow
     * caught up over the view it missed), a fresh start of the differential way, and the first
     * view give no changes; a differential view after a differential or fresh one does.
     */
    @Test
    void changesAreKnownOnlyWhereTheResultMovedFromTheViewBefore() {
        boolean[] known = {false, true, true, false, false, true, false, true};
        for (Program program : List.of(bind("bfs", param("root", ROOT_ID)), bind("bfs", param("root", ROOT_ID), DATAFLOW),
                bind("wcc"), bind("scc"))) {
            How fresh = program.kernel() != null ? How.FRESH_KERNEL : How.FRESH_DATAFLOW;
            How[] pattern = {null, null, How.DIFFERENTIAL, How.PLAIN, How.DIFFERENTIAL, How.DIFFERENTIAL, fresh,
                    How.DIFFERENTIAL};
            for (int workers : new int[] {1, 2}) {
                String where = (program.kernel() != null ? "kernel" : "dataflow") + ", W=" + workers;
                CollectionRunner.runWithSplits(program, GRAPH, COLLECTION,
                        CollectionRunner.Settings.of(CollectionRunner.Mode.ADAPTIVE, workers), p -> pattern[p],
                        new ChangedKeysCheck(where, result -> {
                            String at = where + ", position " + result.position() + " (" + result.how() + ")";
                            if (known[result.position()]) {
                                assertNotNull(result.changed(), at);
                            } else {
                                assertNull(result.changed(), at);
                            }
                        }));
            }
        }
    }
}
