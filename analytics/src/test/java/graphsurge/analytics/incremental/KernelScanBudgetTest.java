package graphsurge.analytics.incremental;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import graphsurge.analytics.graph.ViewChange;
import graphsurge.analytics.TestGraphs;
import graphsurge.analytics.graph.ViewGraph;
import graphsurge.analytics.plain.PlainBfs;
import graphsurge.analytics.plain.PlainMpsp;
import graphsurge.analytics.plain.PlainSssp;
import graphsurge.gstore.PropertyGraph;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * A step whose propagation scans more adjacency entries than {@link ScratchFallback#budget}
 * allows: the kernel gives up and recomputes. The view is a small share of a much larger graph (a
 * chain whose every vertex but the root has ten edges outside the view), so that a step of a few dozen edges
 * that links the root to the chain scans far past the budget's floor of 4,096 entries, while the
 * step is too small for a run to rebuild ({@link ScratchFallback#FOLLOW_SHARE}). For MPSP the search is smaller than the
 * change, so it takes the calling thread's path. Every kernel must then equal the plain algorithm.
 */
class KernelScanBudgetTest {
    private static final int CHAIN = 2_000;
    private static final int OUTSIDE_EACH = 10;
    private static final int EXTRA_STEP_EDGES = 40;

    @Test
    void aStepPastTheScanBudgetEqualsThePlainAlgorithms() {
        // Vertices: the chain 0..CHAIN-1, then one sink per outside edge.
        int outside = CHAIN * OUTSIDE_EACH;
        int n = CHAIN + outside;
        IntArrayList sources = new IntArrayList();
        IntArrayList targets = new IntArrayList();
        for (int v = 0; v + 1 < CHAIN; v++) { // edge v: v -> v + 1
            sources.add(v);
            targets.add(v + 1);
        }
        for (int v = 1; v < CHAIN; v++) { // not the root: its tree must stay smaller than the step
            for (int i = 0; i < OUTSIDE_EACH; i++) {
                sources.add(v);
                targets.add(CHAIN + v * OUTSIDE_EACH + i);
            }
        }
        int firstExtra = sources.size();
        for (int i = 0; i < EXTRA_STEP_EDGES; i++) { // among sinks, unreachable from the root
            sources.add(CHAIN + 2 * i);
            targets.add(CHAIN + 2 * i + 1);
        }
        PropertyGraph g = TestGraphs.of(n, sources.toIntArray(), targets.toIntArray());
        int m = g.edgeCount();
        double[] weights = new double[m];
        Arrays.fill(weights, 1.5);
        int[] goalSources = {0, 0, 1};
        int[] goalTargets = {CHAIN - 1, CHAIN / 2, CHAIN - 1};

        boolean[] in = new boolean[m];
        // View 1: the chain without its first link (edge 0), so the root reaches nothing.
        int[] first = new int[CHAIN - 2];
        for (int e = 1; e < CHAIN - 1; e++) {
            first[e - 1] = e;
        }
        // View 2: the first link and a few unrelated edges: a step of 41 edges.
        int[] step = new int[1 + EXTRA_STEP_EDGES];
        step[0] = 0;
        for (int i = 0; i < EXTRA_STEP_EDGES; i++) {
            step[1 + i] = firstExtra + i;
        }
        for (int workers : new int[] {1, 2, 4}) {
            Arrays.fill(in, false);
            IncrementalKernel[] kernels = {new ShortestPathKernel(g, 0, null), new ShortestPathKernel(g, 0, weights),
                    new MpspKernel(g, goalSources, goalTargets)};
            for (int[] added : new int[][] {first, step}) {
                for (int e : added) {
                    in[e] = true;
                }
                IntArrayList none = new IntArrayList();
                for (IncrementalKernel k : kernels) {
                    // Presence is not what this test is about: the values are compared, not the reports.
                    k.apply(new ViewChange(e -> in[e], added, new int[0], none, none, workers));
                }
                ViewGraph view = ViewGraph.of(g, ids(in), count(in), false, 1);
                String where = "W=" + workers + ", after a step of " + added.length + " edges: ";
                assertArrayEquals(PlainBfs.distances(view, 0), kernels[0].values(), where + "BFS");
                double[] d = PlainSssp.distances(view, 0, weights);
                long[] sssp = new long[n];
                for (int v = 0; v < n; v++) {
                    sssp[v] = Double.doubleToLongBits(d[v]);
                }
                assertArrayEquals(sssp, kernels[1].values(), where + "SSSP");
                assertArrayEquals(PlainMpsp.hops(view, goalSources, goalTargets), kernels[2].values(), where + "MPSP");
            }
        }
    }

    private static int[] ids(boolean[] in) {
        IntArrayList ids = new IntArrayList();
        for (int e = 0; e < in.length; e++) {
            if (in[e]) {
                ids.add(e);
            }
        }
        return ids.toIntArray();
    }

    private static int count(boolean[] in) {
        int c = 0;
        for (boolean b : in) {
            c += b ? 1 : 0;
        }
        return c;
    }
}
