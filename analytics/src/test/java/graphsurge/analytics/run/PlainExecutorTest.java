package graphsurge.analytics.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import graphsurge.analytics.TestGraphs;
import graphsurge.analytics.computation.ComputationRegistry;
import graphsurge.analytics.computation.Parameters;
import graphsurge.analytics.computation.PlainAlgorithm;
import graphsurge.analytics.computation.Program;
import graphsurge.analytics.graph.ViewChange;
import graphsurge.analytics.graph.ViewGraph;
import graphsurge.analytics.plain.PlainBfs;
import graphsurge.analytics.plain.PlainPageRank;
import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.vcstore.collection.CollectionBuilder;
import graphsurge.vcstore.collection.ViewCollection;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The plain executor: the plain algorithm on the run's view as it moves, whatever ran before. */
class PlainExecutorTest {
    @Test
    void eachRunComputesTheCurrentViewWithThePlainAlgorithm() {
        SplittableRandom r = new SplittableRandom(3);
        int n = 40;
        int m = 160;
        PropertyGraph g = TestGraphs.random(r, n, m);
        int root = 5;
        ViewState view = new ViewState(g, false, 1);
        PlainExecutor executor = new PlainExecutor(view,
                PlainAlgorithm.perVertex((v, workers) -> PlainBfs.distances(v, root, workers), root), n, 2);
        boolean[] in = new boolean[m];
        for (int p = 0; p < 20; p++) {
            IntArrayList added = new IntArrayList();
            IntArrayList removed = new IntArrayList();
            for (int e = 0; e < m; e++) {
                if (r.nextInt(p == 0 ? 2 : 8) == 0) {
                    (in[e] ? removed : added).add(e);
                    in[e] = !in[e];
                }
            }
            ViewChange applied = view.apply(added.toIntArray(), removed.toIntArray());
            ViewChange step = new ViewChange(view, applied.added(), applied.removed(), applied.appeared(),
                    applied.disappeared(), 2);
            executor.moved(step);
            assertEquals(0, executor.differences());
            ViewExecutor.Outcome outcome = p % 3 == 0 ? executor.run(step, new Step(How.PLAIN, Reason.GIVEN)) : null;
            if (outcome == null) {
                executor.timedRun(); // a policy's timing run: its result is the view's
                outcome = executor.last();
            }
            ViewGraph plain = ViewGraph.of(g, view.edgeIds(), view.edgeCount(), false, 1);
            long[] want = PlainBfs.distances(plain, root);
            boolean[] reported = ComputationsAcrossViewsTest.reportedWithRoot(plain, root);
            assertArrayEquals(reported, outcome.reported(), "position " + p);
            for (int v = 0; v < n; v++) {
                if (reported[v]) {
                    assertEquals(want[v], outcome.values()[v], "position " + p + ", vertex " + v);
                }
            }
            assertSame(outcome.values(), executor.last().values(), "the executor's live arrays");
        }
    }

    /**
     * The plain algorithm is one executor: pr's program has no dataflow (its kernel is its only
     * follower), so SCRATCH computes every view plainly, as does every mode for pr past its
     * kernel's iterations (a program without a differential form); every view's ranks are
     * PlainPageRank's on the view's edges, bit for bit.
     */
    @Test
    void programsWithoutADataflowRunScratchViewsPlain() {
        long seed = 11;
        System.out.println("programsWithoutADataflowRunScratchViewsPlain seed " + seed);
        SplittableRandom r = new SplittableRandom(seed);
        int n = 30;
        int m = 60;
        PropertyGraph g = TestGraphs.random(r, n, m);
        int views = 5;
        long[][] matrix = ComputationsAcrossViewsTest.randomViews(r, m, views);
        List<String> names = new ArrayList<>();
        for (int v = 0; v < views; v++) {
            names.add("v" + v);
        }
        ViewCollection c = CollectionBuilder.fromMatrix(0, "c", names, names, matrix, null, 1).collection();
        for (int iterations : new int[] {5, 65}) {
            Program pr = ComputationRegistry.builtIns().find("pr").bind(g, new Parameters("pr",
                    List.of(ComputationsAcrossViewsTest.param("iterations", iterations)), Parameters.Position.NONE));
            List<CollectionRunner.Mode> modes = iterations == 5 ? List.of(CollectionRunner.Mode.SCRATCH)
                    : List.of(CollectionRunner.Mode.values());
            for (CollectionRunner.Mode mode : modes) {
                CollectionRunner.run(pr, g, c, CollectionRunner.Settings.of(mode, 2), result -> {
                    String where = "iterations " + iterations + ", " + mode + ", view " + result.view();
                    assertEquals(How.PLAIN, result.how(), where);
                    int[] edges = ComputationsAcrossViewsTest.edgesOf(matrix[result.view()], m);
                    long[] want = PlainPageRank.ranks(ViewGraph.of(g, edges, edges.length, false, 1), iterations, 0.85);
                    for (int v = 0; v < n; v++) {
                        if (result.reported()[v]) {
                            assertEquals(want[v], result.values()[v], where + ", vertex " + v);
                        }
                    }
                }, ProgressListener.NONE);
            }
        }
    }
}
