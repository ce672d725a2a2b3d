package graphsurge.analytics.incremental;

import graphsurge.analytics.graph.ViewChange;
import graphsurge.analytics.TestGraphs;
import graphsurge.analytics.run.ViewState;
import graphsurge.analytics.graph.ViewGraph;
import graphsurge.analytics.plain.PlainBfs;
import graphsurge.analytics.plain.PlainMpsp;
import graphsurge.analytics.plain.PlainSssp;
import graphsurge.gstore.PropertyGraph;
import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A measurement, not a test: per-view time of the shortest-path kernels against their plain
 * algorithms (on a masked view, as the runner gives them large views), one thread each, on
 * sliding windows of 1.8M edges over a skewed random graph of 250,000 vertices (the edge id is
 * the time; 2.4M edges for 15 views), views differing by 0.1%, 1% and 4% of the window (1%:
 * 10,000 edges added and 10,000 removed, as issue #16 counts it);
 * medians of the views after the first, after a round that warms the JIT up; the kernels on
 * {@code workers} threads (1 unless given).
 * Run: {@code java -cp ... graphsurge.analytics.incremental.ShortestPathKernelsMeasure [views [workers]]}.
 */
public final class ShortestPathKernelsMeasure {
    private static final int WINDOW = 1_800_000;

    private ShortestPathKernelsMeasure() {}

    public static void main(String[] args) {
        int views = args.length > 0 ? Integer.parseInt(args[0]) : 15;
        int workers = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        int n = 250_000;
        int[] slides = {10_000, 1_000, 10_000, 40_000};
        int m = WINDOW + (views + 1) * 40_000; // the largest slide's windows
        SplittableRandom r = new SplittableRandom(42);
        int[] s = new int[m];
        int[] t = new int[m];
        double[] w = new double[m];
        for (int e = 0; e < m; e++) {
            double a = r.nextDouble();
            double b = r.nextDouble();
            s[e] = (int) (a * a * n);
            t[e] = (int) (b * b * b * n);
            w[e] = r.nextInt(1, 100);
        }
        PropertyGraph g = TestGraphs.of(n, s, t);
        int[] from = {0, 0, 17, 17};
        int[] to = {5, 1_000, 99, 200_000};
        // The first round warms the JIT up and is not printed.
        for (int round = 0; round < slides.length; round++) {
            int slide = slides[round];
            String[] names = {"bfs", "sssp", "mpsp"};
            for (int k = 0; k < 3; k++) {
                IncrementalKernel kernel = k == 0 ? new BfsKernel(g, 0) : k == 1 ? new SsspKernel(g, 0, w) : new MpspKernel(g, from, to);
                long[] kernelNanos = new long[views];
                long[] plainNanos = new long[views];
                ViewState state = new ViewState(g, false);
                for (int view = 0; view <= views; view++) {
                    int start = view * slide;
                    int[] added;
                    int[] removed;
                    if (view == 0) {
                        added = range(0, WINDOW);
                        removed = new int[0];
                    } else {
                        added = range(start - slide + WINDOW, start + WINDOW);
                        removed = range(start - slide, start);
                    }
                    state.apply(added, removed);
                    long t0 = System.nanoTime();
                    kernel.apply(new ViewChange(state::contains, added, removed, state.appeared(), state.disappeared(), workers));
                    long t1 = System.nanoTime();
                    ViewGraph masked = state.toMaskedViewGraph();
                    long[] plain = k == 0 ? PlainBfs.distances(masked, 0, 1)
                            : k == 1 ? bits(PlainSssp.distances(masked, 0, w, 1)) : PlainMpsp.hops(masked, from, to, 1);
                    long t2 = System.nanoTime();
                    if (!Arrays.equals(plain, kernel.values())) {
                        throw new AssertionError(names[k] + " differs from the plain algorithm at view " + view);
                    }
                    if (view > 0) {
                        kernelNanos[view - 1] = t1 - t0;
                        plainNanos[view - 1] = t2 - t1;
                    }
                }
                double kernelMs = median(kernelNanos) / 1e6;
                double plainMs = median(plainNanos) / 1e6;
                if (round == 0) {
                    continue;
                }
                System.out.printf(Locale.ROOT, "%.1f%% change (%,d + %,d per view), %s: kernel %.2f ms, plain %.2f ms, plain/kernel %.1fx%n",
                        100.0 * 2 * slide / WINDOW, slide, slide, names[k], kernelMs, plainMs, plainMs / kernelMs);
            }
        }
    }

    private static int[] range(int from, int to) {
        int[] ids = new int[to - from];
        Arrays.setAll(ids, i -> from + i);
        return ids;
    }

    private static long[] bits(double[] d) {
        long[] b = new long[d.length];
        for (int v = 0; v < d.length; v++) {
            b[v] = Double.doubleToLongBits(d[v]);
        }
        return b;
    }

    private static double median(long[] xs) {
        long[] sorted = xs.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
