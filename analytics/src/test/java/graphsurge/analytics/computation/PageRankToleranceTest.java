package graphsurge.analytics.computation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.analytics.TestGraphs;
import graphsurge.analytics.computation.Parameters.Param;
import graphsurge.analytics.computation.Parameters.Position;
import graphsurge.analytics.computation.Parameters.Value;
import graphsurge.analytics.graph.ViewGraph;
import graphsurge.analytics.incremental.PageRankKernel;
import graphsurge.analytics.plain.PlainPageRank;
import graphsurge.analytics.run.CollectionRunner;
import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.vcstore.collection.CollectionBuilder;
import graphsurge.vcstore.collection.ViewCollection;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@code pr}'s {@code tolerance}: refused outside {@code [1e-9, PageRankKernel.MAX_TOLERANCE]},
 * and a DIFFERENTIAL run with the largest keeps every rank of every view within it of the plain
 * algorithm run from scratch on that view.
 */
class PageRankToleranceTest {
    private static final Position S = Position.NONE;

    private static Program pr(PropertyGraph g, int iterations, double tolerance) {
        return new PageRank().bind(g, new Parameters("pr", List.of(
                new Param("iterations", new Value.Int(iterations, S), S),
                new Param("tolerance", new Value.Decimal(BigDecimal.valueOf(tolerance), S), S)), S));
    }

    @Test
    void everyBuiltInsParametersAreWrittenAsGvdlWritesNumbers() {
        for (Computation c : ComputationRegistry.builtIns().all()) {
            assertFalse(c.parameters().matches("(?s).*\\d[eE][-+]?\\d.*"), c.name() + ": " + c.parameters());
        }
        assertTrue(ComputationRegistry.builtIns().find("pr").parameters().contains("default 0.000001, 0.000000001 to 0.00001"));
    }

    @Test
    void aToleranceOutsideItsRangeIsRefused() {
        PropertyGraph g = TestGraphs.random(new SplittableRandom(1), 10, 20);
        for (double tolerance : new double[] {0, 1e-10, 1e-4, 2 * PageRankKernel.MAX_TOLERANCE}) {
            ParameterException e = assertThrows(ParameterException.class, () -> pr(g, 10, tolerance),
                    () -> "tolerance " + tolerance);
            assertEquals("tolerance must be a number from 0.000000001 to 0.00001", e.getMessage());
        }
        pr(g, 10, PageRankKernel.MAX_TOLERANCE);
    }

    @Test
    void differentialRanksStayWithinTheGivenTolerance() {
        for (long seed = 1; seed <= 6; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int n = 50 + r.nextInt(400);
            PropertyGraph g = TestGraphs.random(r, n, 4 * n);
            int views = 12;
            long[][] matrix = new long[views][(g.edgeCount() + 63) / 64];
            boolean[] in = new boolean[g.edgeCount()];
            List<String> names = new ArrayList<>();
            List<int[]> edges = new ArrayList<>();
            for (int v = 0; v < views; v++) {
                // A few flips a view, and now and then a vertex's out-edges all leave (a new sink).
                for (int i = 0, k = v == 0 ? g.edgeCount() / 2 : 1 + r.nextInt(8); i < k; i++) {
                    int e = r.nextInt(g.edgeCount());
                    in[e] = !in[e];
                }
                if (r.nextInt(3) == 0) {
                    int sink = r.nextInt(n);
                    for (int e = 0; e < in.length; e++) {
                        in[e] &= g.sources()[e] != sink;
                    }
                }
                IntArrayList ids = new IntArrayList();
                for (int e = 0; e < in.length; e++) {
                    if (in[e]) {
                        matrix[v][e >>> 6] |= 1L << e;
                        ids.add(e);
                    }
                }
                names.add("v" + v);
                edges.add(ids.toIntArray());
            }
            ViewCollection c = CollectionBuilder.fromMatrix(0, "c", names, names, matrix, null, 1).collection();
            for (int workers : new int[] {1, 2, 4}) {
                String where = "seed " + seed + ", workers " + workers;
                boolean[] seen = new boolean[views];
                // Checked as each view comes: a result's values are the kernel's, which the next view moves.
                CollectionRunner.run(pr(g, 10, PageRankKernel.MAX_TOLERANCE), g, c,
                        CollectionRunner.Settings.of(CollectionRunner.Mode.DIFFERENTIAL, workers), result -> {
                            seen[result.view()] = true;
                            assertTrue(result.how().kernel(), where + ": the kernel runs DIFFERENTIAL views");
                            int[] ids = edges.get(result.view());
                            long[] expected = PlainPageRank.ranks(ViewGraph.of(g, ids, ids.length, false, 1), 10, 0.85);
                            for (int v = 0; v < expected.length; v++) {
                                long got = result.values()[v];
                                assertTrue(Math.abs(got - expected[v]) <= PageRankKernel.MAX_TOLERANCE * expected[v] + 64,
                                        where + ", view " + result.view() + ", vertex " + v + ": " + got + ", plain "
                                                + expected[v]);
                            }
                        }, ProgressListener.NONE);
                for (boolean b : seen) {
                    assertTrue(b, where + ": every view is run");
                }
            }
        }
    }

}
