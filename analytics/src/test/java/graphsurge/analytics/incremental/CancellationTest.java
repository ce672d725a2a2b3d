package graphsurge.analytics.incremental;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.analytics.graph.ViewChange;
import graphsurge.analytics.TestGraphs;
import graphsurge.analytics.graph.ViewGraph;
import graphsurge.analytics.plain.PlainScc;
import graphsurge.analytics.plain.PlainWcc;
import graphsurge.gstore.PropertyGraph;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.concurrent.CancellationException;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The loops of WCC and SCC that run on the calling thread, outside {@code Parallel}'s steps, stop
 * when that thread is interrupted (a cancelled run), with a {@link CancellationException} and
 * the interrupt kept: here the thread is interrupted before the call, so a loop that does not
 * check runs to the end and returns.
 */
class CancellationTest {
    private static final int N = 20_000;

    /** A path 0 -> 1 -> ... -> N - 1 (edge i joins i and i + 1). */
    private static PropertyGraph path() {
        int[] s = new int[N - 1];
        int[] t = new int[N - 1];
        for (int i = 0; i < N - 1; i++) {
            s[i] = i;
            t[i] = i + 1;
        }
        return TestGraphs.of(N, s, t);
    }

    private static int[] range(int from, int to) {
        return java.util.stream.IntStream.range(from, to).toArray();
    }

    /** Runs {@code work} on this thread interrupted, expecting it to stop; clears the interrupt afterwards. */
    private static void assertStopsWhenInterrupted(Supplier<?> work) {
        Thread.currentThread().interrupt();
        try {
            CancellationException e = assertThrows(CancellationException.class, work::get);
            assertEquals("interrupted", e.getMessage());
            assertTrue(Thread.currentThread().isInterrupted(), "the interrupt is kept for the levels above");
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void anInterruptedWccKernelStopsAddingEdges() {
        PropertyGraph g = path();
        WccKernel kernel = new WccKernel(g); // every change applied edge by edge
        IntArrayList all = new IntArrayList(range(0, N));
        assertStopsWhenInterrupted(() -> {
            kernel.apply(new ViewChange(e -> true, range(0, N - 1), new int[0], all, new IntArrayList(), 1));
            return null;
        });
    }

    @Test
    void anInterruptedWccKernelStopsCuttingTrees() {
        PropertyGraph g = path();
        WccKernel kernel = new WccKernel(g);
        kernel.apply(new ViewChange(e -> true, range(0, N - 1), new int[0], new IntArrayList(range(0, N)), new IntArrayList(), 1));
        int middle = N / 2;
        assertStopsWhenInterrupted(() -> {
            kernel.apply(new ViewChange(e -> e != middle, new int[0], new int[] {middle}, new IntArrayList(), new IntArrayList(), 1));
            return null;
        });
    }

    @Test
    void interruptedPlainWccAndSccOnOneThreadStop() {
        ViewGraph g = ViewGraph.whole(path());
        assertStopsWhenInterrupted(() -> PlainWcc.labels(g, 1));
        assertStopsWhenInterrupted(() -> PlainScc.labels(g, 1));
    }
}
