package graphsurge.analytics.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import graphsurge.analytics.computation.ScratchEvaluation;
import graphsurge.analytics.computation.ViewChange;
import graphsurge.analytics.computation.ViewState;
import graphsurge.analytics.graph.ViewGraph;
import graphsurge.analytics.plain.PlainBfs;
import graphsurge.gstore.PropertyGraph;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The native executor: the plain algorithm on the run's view as it moves, whatever ran before. */
class NativeExecutorTest {
    @Test
    void eachRunComputesTheCurrentViewWithThePlainAlgorithm() {
        SplittableRandom r = new SplittableRandom(3);
        int n = 40;
        int m = 160;
        PropertyGraph g = ComputationsAcrossViewsTest.randomGraph(r, n, m);
        int root = 5;
        ViewState view = new ViewState(g, false);
        NativeExecutor executor = new NativeExecutor(view,
                ScratchEvaluation.perVertex((v, workers) -> PlainBfs.distances(v, root, workers), root), n, 2);
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
            view.apply(added.toIntArray(), removed.toIntArray());
            ViewChange step = new ViewChange(view, added.toIntArray(), removed.toIntArray(), view.appeared(), view.disappeared(), 2);
            executor.moved(step);
            assertEquals(0, executor.differences());
            ViewExecutor.Outcome outcome = p % 3 == 0 ? executor.run(step, false, 0, 0) : null;
            if (outcome == null) {
                executor.timedRun(); // a policy's timing run: its result is the view's
                outcome = executor.last();
            }
            ViewGraph plain = ViewGraph.of(g, view.edgeIds(), view.edgeCount(), false);
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
}
