package graphsurge.analytics.run;

import static graphsurge.analytics.run.DecisionAssertions.assertStep;
import static org.junit.jupiter.api.Assertions.assertEquals;

import graphsurge.analytics.TestGraphs;
import graphsurge.analytics.computation.ComputationRegistry;
import graphsurge.analytics.computation.Parameters;
import graphsurge.analytics.computation.Parameters.Param;
import graphsurge.analytics.computation.Parameters.Position;
import graphsurge.analytics.computation.Program;
import graphsurge.analytics.graph.Follower;
import graphsurge.analytics.incremental.MpspKernel;
import graphsurge.analytics.incremental.PageRankKernel;
import graphsurge.analytics.incremental.ShortestPathKernel;
import graphsurge.analytics.incremental.WccKernel;
import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.vcstore.collection.CollectionBuilder;
import graphsurge.vcstore.collection.ViewCollection;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The one fallback of kernel views ({@link ViewPolicy#step}): a kernel rebuilds a view whose
 * differences are more than a quarter of its edges (the shortest-path kernels and PageRank), or
 * more than an eighth (WCC), with the reason {@link Reason#LARGE_CHANGE} and its figures; a
 * smaller change keeps the policy's own decision. The expected rule is written here from the
 * kernels' documented shares, in integers ({@code 4 * differences > edges}).
 */
class KernelFallbackTest {
    private static final Position S = Position.NONE;

    /** A kernel computation and the integer rule it is documented to rebuild by: more than edges / {@code divisor}. */
    private record Kernel(String name, Follower kernel, int divisor) {}

    private static List<Kernel> kernels(PropertyGraph g) {
        double[] weights = new double[g.edgeCount()];
        Arrays.fill(weights, 1);
        return List.of(new Kernel("bfs", new ShortestPathKernel(g, 0, null), 4), new Kernel("sssp", new ShortestPathKernel(g, 0, weights), 4),
                new Kernel("mpsp", new MpspKernel(g, new int[] {0}, new int[] {1}), 4),
                new Kernel("pagerank", new PageRankKernel(g, 10, 0.85), 4), new Kernel("wcc", new WccKernel(g), 8));
    }

    @Test
    void aKernelStepPastTheKernelsShareRebuildsWithItsFigures() {
        PropertyGraph g = TestGraphs.random(new SplittableRandom(1), 50, 200);
        long edges = 1000;
        for (Kernel k : kernels(g)) {
            for (long differences : new long[] {0, 1, 124, 125, 126, 249, 250, 251, 1000, 3000}) {
                ViewFacts facts = new ViewFacts(5, (int) edges, differences, differences, 0, null, k.kernel().followShare());
                String where = k.name() + ", " + differences + " differences";
                Step differential = new FixedPolicy(How.KERNEL, Reason.DIFFERENTIAL_MODE).step(2, facts);
                Step given = new GivenPolicy(p -> How.KERNEL, How.KERNEL).step(2, facts);
                if (k.divisor() * differences > edges) {
                    double share = 1.0 / k.divisor();
                    assertStep(How.KERNEL, Reason.LARGE_CHANGE,
                            new Decision.Rebuild(differences, edges, share, Reason.DIFFERENTIAL_MODE), differential);
                    assertStep(How.KERNEL, Reason.LARGE_CHANGE, new Decision.Rebuild(differences, edges, share, Reason.GIVEN), given);
                    assertEquals(true, differential.rebuild(), where);
                } else {
                    assertStep(How.KERNEL, Reason.DIFFERENTIAL_MODE, new Decision.None(), differential);
                    assertStep(How.KERNEL, Reason.GIVEN, new Decision.None(), given);
                    assertEquals(false, differential.rebuild(), where);
                }
            }
        }
    }

    @Test
    void onlyAFollowingKernelStepFallsBack() {
        // A large change: a plain view, a fresh kernel, the dataflow (which always follows) and a
        // kernel not started yet (infinite share: its start computes the view anyway) keep their step.
        ViewFacts large = new ViewFacts(5, 1000, 900, 900, 0, null, 0.25);
        Step plain = new Step(How.PLAIN, Reason.GIVEN);
        assertEquals(plain, new GivenPolicy(p -> How.PLAIN, How.KERNEL).step(2, large));
        Step fresh = new Step(How.FRESH_KERNEL, Reason.GIVEN);
        assertEquals(fresh, new GivenPolicy(p -> How.FRESH_KERNEL, How.KERNEL).step(2, large));
        ViewFacts dataflow = new ViewFacts(5, 1000, 900, 900, 0, null, Double.POSITIVE_INFINITY);
        assertEquals(new Step(How.DIFFERENTIAL, Reason.DIFFERENTIAL_MODE),
                new FixedPolicy(How.DIFFERENTIAL, Reason.DIFFERENTIAL_MODE).step(2, dataflow));
        assertEquals(new Step(How.KERNEL, Reason.DIFFERENTIAL_MODE), new FixedPolicy(How.KERNEL, Reason.DIFFERENTIAL_MODE).step(0, dataflow));
    }

    /**
     * DIFFERENTIAL runs of bfs, pagerank and wcc over views whose steps change a few edges, about
     * a sixth and about a half of the view: each view after the first says the kernel rebuilt
     * exactly when the rule holds for its step (the kernel follows the run, so its differences are
     * the view's step).
     */
    @Test
    void aRunSaysWhichViewsTheKernelRebuilt() {
        for (long seed = 1; seed <= 3; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            System.out.println("KernelFallbackTest seed " + seed);
            int m = 640;
            PropertyGraph g = TestGraphs.random(r, 80, m);
            int views = 9;
            long[][] matrix = new long[views][m / 64];
            for (int e = 0; e < m; e++) {
                if (r.nextInt(3) > 0) {
                    matrix[0][e >>> 6] |= 1L << e;
                }
            }
            for (int v = 1; v < views; v++) {
                matrix[v] = matrix[v - 1].clone();
                int flips = v % 3 == 0 ? 3 : v % 3 == 1 ? m / 10 : m / 3;
                for (int i = 0; i < flips; i++) {
                    int e = r.nextInt(m);
                    matrix[v][e >>> 6] ^= 1L << e;
                }
            }
            List<String> names = new ArrayList<>();
            for (int v = 0; v < views; v++) {
                names.add("v" + v);
            }
            ViewCollection c = CollectionBuilder.fromMatrix(0, "k", names, names, matrix, "as given", 1).collection();
            for (String computation : List.of("bfs", "pagerank", "wcc")) {
                int divisor = computation.equals("wcc") ? 8 : 4;
                List<Param> params = computation.equals("bfs") ? List.of(ComputationsAcrossViewsTest.param("root", 3)) : List.of();
                Program program = ComputationRegistry.builtIns().find(computation).bind(g, new Parameters(computation, params, S));
                long s = seed;
                CollectionRunner.run(program, g, c, CollectionRunner.Settings.of(CollectionRunner.Mode.DIFFERENTIAL, 2), result -> {
                    String where = computation + ", seed " + s + ", position " + result.position() + ": " + result.decision();
                    assertEquals(How.KERNEL, result.how(), where);
                    boolean large = result.position() > 0
                            && divisor * (long) (result.additions() + result.deletions()) > result.edges();
                    Reason expected = large ? Reason.LARGE_CHANGE : Reason.DIFFERENTIAL_MODE;
                    assertEquals(expected.words(), Decision.brief(result.decision()), where);
                }, ProgressListener.NONE);
            }
        }
    }
}
