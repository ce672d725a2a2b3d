package graphsurge.analytics.incremental;

import graphsurge.analytics.graph.EdgeMembership;
import graphsurge.analytics.graph.ViewChange;
import graphsurge.analytics.graph.ViewGraph;
import graphsurge.analytics.plain.PlainWcc;
import graphsurge.gstore.Permutation;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.generate.GraphModel;
import graphsurge.gstore.generate.GraphSpec;
import graphsurge.gstore.generate.PropertyGraphGenerator;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.ints.IntList;
import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A measurement, not a test: the first view's time (see {@link #firstView}), then per-view CPU
 * time of {@link WccKernel#update} against {@link PlainWcc}
 * on one thread over the same views (on the view's own adjacency, with and without building it,
 * and on the graph's adjacency masked to the view, as the collection runner runs large views), on an R-MAT graph (scale 17, 2M edges by default) whose
 * views hold 90% of the edges and differ by {@code changes} random additions and as many
 * deletions. Each view's labels are checked against the plain algorithm's (untimed).
 *
 * <p>Run after {@code mvn -B -o -q test-compile} with the analytics, gstore and fastutil classes
 * on the class path: {@code java -Xmx4g -cp ... graphsurge.analytics.incremental.WccKernelBenchmark
 * [scale edges views changes...]}.
 */
public final class WccKernelBenchmark {
    private static final java.lang.management.ThreadMXBean CPU = java.lang.management.ManagementFactory.getThreadMXBean();

    private WccKernelBenchmark() {}

    public static void main(String[] args) {
        int scale = args.length > 0 ? Integer.parseInt(args[0]) : 17;
        int edges = args.length > 1 ? Integer.parseInt(args[1]) : 2_000_000;
        int views = args.length > 2 ? Integer.parseInt(args[2]) : 30;
        int[] changes = args.length > 3
                ? Arrays.stream(args, 3, args.length).mapToInt(Integer::parseInt).toArray()
                : new int[] {1_000, 10_000, 40_000};
        PropertyGraph g = PropertyGraphGenerator.generate(new GraphSpec(GraphModel.RMAT, scale, edges, 1), 2);
        System.out.printf(Locale.ROOT, "R-MAT scale %d: %,d vertices, %,d edges; %d views per rate%n", scale,
                g.vertexCount(), g.edgeCount(), views);
        firstView(g, views);
        for (int k : changes) {
            run(g, views, k);
        }
    }

    /**
     * The first view (90% of the edges, from the empty view: a rebuild) on 1 and 2 threads: the
     * kernel's update against {@link PlainWcc} on the view masked over the graph's adjacency (as
     * the collection runner gives a large view to a plain run; the masks, which the runner builds
     * for the plain run's first view, are built here untimed); {@code rounds} of each after as
     * many of warm-up, wall time (medians: the JVM's process CPU time is too coarse for these).
     */
    private static void firstView(PropertyGraph g, int rounds) {
        SplittableRandom r = new SplittableRandom(1);
        int m = g.edgeCount();
        boolean[] in = new boolean[m];
        IntArrayList ids = new IntArrayList();
        for (int e = 0; e < m; e++) {
            in[e] = r.nextInt(10) < 9;
            if (in[e]) {
                ids.add(e);
            }
        }
        int[] first = ids.toIntArray();
        ViewGraph masked = masked(g, in, first.length);
        EdgeMembership view = e -> in[e];
        for (int workers = 1; workers <= 2; workers++) {
            WccKernel kernel = new WccKernel(g);
            long[] kernelWall = new long[2 * rounds];
            long[] plainWall = new long[2 * rounds];
            for (int round = 0; round < 2 * rounds; round++) {
                long start = System.nanoTime();
                kernel.apply(new ViewChange(view, first, new int[0], IntList.of(), IntList.of(), workers));
                kernelWall[round] = System.nanoTime() - start;
                kernel.apply(new ViewChange(e -> false, new int[0], first, IntList.of(), IntList.of(), workers));
                start = System.nanoTime();
                int[] labels = PlainWcc.labels(masked, workers);
                plainWall[round] = System.nanoTime() - start;
                if (round == 0) {
                    kernel.apply(new ViewChange(view, first, new int[0], IntList.of(), IntList.of(), workers));
                    for (int v = 0; v < labels.length; v++) {
                        if (labels[v] != kernel.values()[v] || masked.isPresent(v) != kernel.reported()[v]) {
                            throw new AssertionError("the first view differs at vertex " + v);
                        }
                    }
                    kernel.apply(new ViewChange(e -> false, new int[0], first, IntList.of(), IntList.of(), workers));
                }
            }
            double kw = median(kernelWall, rounds);
            double pw = median(plainWall, rounds);
            System.out.printf(Locale.ROOT, "first view (%,d edges), %d thread(s), wall ms, medians: kernel %.2f,"
                    + " plain on the masked view %.2f: kernel / plain %.2f%n", first.length, workers, kw, pw, kw / pw);
        }
    }

    private static void run(PropertyGraph g, int views, int k) {
        SplittableRandom r = new SplittableRandom(k);
        int m = g.edgeCount();
        // in[0..count) are the view's edges, in[count..m) the others; position[e] finds e in it.
        int[] order = new int[m];
        int[] position = new int[m];
        for (int e = 0; e < m; e++) {
            order[e] = e;
        }
        for (int i = m - 1; i > 0; i--) {
            int j = r.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        for (int i = 0; i < m; i++) {
            position[order[i]] = i;
        }
        int count = (int) (0.9 * m);
        boolean[] in = new boolean[m];
        for (int i = 0; i < count; i++) {
            in[order[i]] = true;
        }
        WccKernel kernel = new WccKernel(g);
        long[] buildNanos = new long[2 * views];
        long rebuild = 0;
        for (int i = 0; i < 3; i++) {
            // The first view, and the same view again from the empty one: both rebuild from scratch.
            int[] first = sorted(order, 0, count);
            long start = CPU.getCurrentThreadCpuTime();
            kernel.apply(new ViewChange(e -> in[e], first, new int[0], IntList.of(), IntList.of(), 1));
            rebuild = CPU.getCurrentThreadCpuTime() - start;
            kernel.apply(new ViewChange(e -> false, new int[0], first, IntList.of(), IntList.of(), 1));
        }
        kernel.apply(new ViewChange(e -> in[e], sorted(order, 0, count), new int[0], IntList.of(), IntList.of(), 1));
        // The view's degrees, for the vertices that enter and leave it (as the run's view lists them, untimed).
        int[] degree = new int[g.vertexCount()];
        for (int i = 0; i < count; i++) {
            degree[g.sources()[order[i]]]++;
            degree[g.targets()[order[i]]]++;
        }
        // The first half of the views warms the JIT up; the second half is measured.
        long[] kernelNanos = new long[2 * views];
        long[] plainNanos = new long[2 * views];
        long[] maskedNanos = new long[2 * views];
        for (int view = 0; view < 2 * views; view++) {
            int[] removed = new int[k];
            int[] added = new int[k];
            for (int i = 0; i < k; i++) {
                removed[i] = order[r.nextInt(count)];
                Permutation.swap(order, position, position[removed[i]], --count);
                in[removed[i]] = false;
            }
            for (int i = 0; i < k; i++) {
                // Only edges out of the view before this change: an edge is in one list at most.
                added[i] = order[count + k + r.nextInt(m - count - k)];
                Permutation.swap(order, position, position[added[i]], count + k);
                Permutation.swap(order, position, count + k, count++);
                in[added[i]] = true;
            }
            Arrays.sort(added);
            Arrays.sort(removed);
            IntArrayList appeared = new IntArrayList();
            IntArrayList disappeared = new IntArrayList();
            for (int e : removed) {
                if (--degree[g.sources()[e]] == 0) {
                    disappeared.add(g.sources()[e]);
                }
                if (--degree[g.targets()[e]] == 0) {
                    disappeared.add(g.targets()[e]);
                }
            }
            for (int e : added) {
                if (degree[g.sources()[e]]++ == 0) {
                    appeared.add(g.sources()[e]);
                }
                if (degree[g.targets()[e]]++ == 0) {
                    appeared.add(g.targets()[e]);
                }
            }
            long start = CPU.getCurrentThreadCpuTime();
            kernel.apply(new ViewChange(e -> in[e], added, removed, appeared, disappeared, 1));
            kernelNanos[view] = CPU.getCurrentThreadCpuTime() - start;
            int[] ids = sorted(order, 0, count);
            start = CPU.getCurrentThreadCpuTime();
            ViewGraph viewGraph = ViewGraph.of(g, ids, count, false);
            buildNanos[view] = CPU.getCurrentThreadCpuTime() - start;
            ViewGraph masked = masked(g, in, count);
            start = CPU.getCurrentThreadCpuTime();
            PlainWcc.labels(masked, 1);
            maskedNanos[view] = CPU.getCurrentThreadCpuTime() - start;
            start = CPU.getCurrentThreadCpuTime();
            int[] labels = PlainWcc.labels(viewGraph, 1);
            plainNanos[view] = CPU.getCurrentThreadCpuTime() - start;
            for (int v = 0; v < labels.length; v++) {
                if (labels[v] != kernel.values()[v] || viewGraph.isPresent(v) != kernel.reported()[v]) {
                    throw new AssertionError("view " + view + " differs at vertex " + v);
                }
            }
        }
        double kernelMs = median(kernelNanos, views);
        double plain = median(plainNanos, views);
        double build = median(buildNanos, views);
        double masked = median(maskedNanos, views);
        System.out.printf(Locale.ROOT, "%,d additions + %,d deletions per view (%.2f%% of %,d edges), CPU ms, medians:%n"
                + "  kernel %.2f; plain 1t on the built view %.2f (%.1fx the kernel), with the build %.2f (%.1fx),"
                + " on the masked view %.2f (%.1fx); the kernel's rebuild from scratch %.2f%n", k, k, 200.0 * k / count,
                count, kernelMs, plain, plain / kernelMs, plain + build, (plain + build) / kernelMs, masked, masked / kernelMs,
                rebuild / 1e6);
    }

    private static int[] sorted(int[] order, int from, int to) {
        int[] ids = Arrays.copyOfRange(order, from, to);
        Arrays.sort(ids);
        return ids;
    }

    /** The view as the collection runner gives a view of most of the graph to a plain run: masked. */
    private static ViewGraph masked(PropertyGraph g, boolean[] in, int count) {
        int[] outEdges = g.out().edgeIds();
        int[] inEdges = g.in().edgeIds();
        long[] outMask = new long[(outEdges.length + 63) >>> 6];
        long[] inMask = new long[(inEdges.length + 63) >>> 6];
        int[] outDegrees = new int[g.vertexCount()];
        int[] inDegrees = new int[g.vertexCount()];
        long[] present = new long[(g.vertexCount() + 63) >>> 6];
        for (int v = 0; v < g.vertexCount(); v++) {
            for (int i = g.out().offsets()[v]; i < g.out().offsets()[v + 1]; i++) {
                if (in[outEdges[i]]) {
                    outMask[i >>> 6] |= 1L << i;
                    outDegrees[v]++;
                }
            }
            for (int i = g.in().offsets()[v]; i < g.in().offsets()[v + 1]; i++) {
                if (in[inEdges[i]]) {
                    inMask[i >>> 6] |= 1L << i;
                    inDegrees[v]++;
                }
            }
            if (outDegrees[v] + inDegrees[v] > 0) {
                present[v >>> 6] |= 1L << v;
            }
        }
        return ViewGraph.masked(g, outMask, inMask, outDegrees, inDegrees, present, count);
    }

    /** The median of the measured (second) half of {@code nanos}, in milliseconds. */
    private static double median(long[] nanos, int warmup) {
        long[] copy = Arrays.copyOfRange(nanos, warmup, nanos.length);
        Arrays.sort(copy);
        double half = copy.length % 2 == 1 ? copy[copy.length / 2] : (copy[copy.length / 2 - 1] + copy[copy.length / 2]) / 2.0;
        return half / 1e6;
    }
}
