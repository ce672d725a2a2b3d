package graphsurge.engine;

import java.lang.management.ManagementFactory;
import java.util.SplittableRandom;

/**
 * A measurement, not a test: the CPU time of a min-label loop's view at 1% change against a
 * fresh dataflow's view of the same edges, on the engine alone (no store, no runner), so that
 * engine changes can be compared on a loaded machine where wall times spread. A random graph of
 * n vertices and m edges; views are windows of the edge list sliding by {@code slide} edges.
 * Weighted (sssp) when {@code maxWeight > 1}, else hop counts (bfs).
 *
 * <p>{@code java -cp engine/target/classes:engine/target/test-classes:<fastutil jar>
 * graphsurge.engine.DeltaCostMeasure 200000 2000000 1250000 12500 10 1 2}: vertices, edges,
 * window, slide, views, max weight, workers, and optionally a distance bucket width (labels wait
 * for the round of their distance divided by it, {@link Collection#delay}; 0, the default: no
 * buckets) and {@code incremental} to leave the fresh dataflows out (for a profile of the
 * incremental views alone).
 */
public final class DeltaCostMeasure {
    private DeltaCostMeasure() {}

    public static void main(String[] args) {
        int n = Integer.parseInt(args[0]);
        int m = Integer.parseInt(args[1]);
        int window = Integer.parseInt(args[2]);
        int slide = Integer.parseInt(args[3]);
        int views = Integer.parseInt(args[4]);
        int maxWeight = Integer.parseInt(args[5]);
        int workers = Integer.parseInt(args[6]);
        long width = args.length > 7 ? Long.parseLong(args[7]) : 0;
        boolean withFresh = args.length < 9 || !args[8].equals("incremental");
        SplittableRandom r = new SplittableRandom(7);
        int[] src = new int[m];
        int[] dst = new int[m];
        int[] weight = new int[m];
        for (int e = 0; e < m; e++) {
            // Skewed sources and targets, as R-MAT's are: squares of uniforms.
            double a = r.nextDouble();
            double b = r.nextDouble();
            src[e] = (int) (a * a * n);
            dst[e] = (int) (b * b * n);
            weight[e] = 1 + r.nextInt(maxWeight);
        }
        Loop incremental = new Loop(workers, dst, weight, width);
        double incrementalCpu = 0;
        double freshCpu = 0;
        for (int v = 0; v < views; v++) {
            int from = v * slide;
            long before = cpu();
            if (v == 0) {
                incremental.send(src, from, from + window, 1);
            } else {
                incremental.send(src, from - slide, from, -1);
                incremental.send(src, from + window - slide, from + window, 1);
            }
            incremental.run();
            long middle = cpu();
            if (withFresh) {
                Loop fresh = new Loop(workers, dst, weight, width);
                fresh.send(src, from, from + window, 1);
                fresh.run();
            }
            long after = cpu();
            if (v > 0) {
                incrementalCpu += (middle - before) / 1e6;
                freshCpu += (after - middle) / 1e6;
            }
            System.out.printf("view %d: incremental %.1f ms, fresh %.1f ms (CPU)%n", v, (middle - before) / 1e6,
                    (after - middle) / 1e6);
        }
        System.out.printf("views 2-%d: incremental %.0f ms, fresh %.0f ms: fresh / incremental %.2f%n", views,
                incrementalCpu, freshCpu, freshCpu / incrementalCpu);
    }

    private static long cpu() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }

    /** {@code labels = iterate(x -> min(join(x, edges) + root))}, the edges keyed by source with the edge id as value. */
    private static final class Loop {
        final Dataflow dataflow;
        final Input edges;
        final Probe labels;

        Loop(int workers, int[] dst, int[] weight, long width) {
            dataflow = new Dataflow(workers);
            edges = dataflow.input();
            Input root = dataflow.input();
            Arranged bySource = edges.collection().arrange();
            Dataflow.Loop loop = dataflow.loop();
            Collection proposed = loop.variable()
                    .join(loop.enter(bySource), (s, d, e, out) -> out.emit(dst[(int) e], d + weight[(int) e]));
            if (width > 0) {
                proposed = proposed.delay((v, d) -> d / width);
            }
            Collection body = proposed
                    .concat(loop.enter(root.collection()))
                    .reduce(ReduceFunction.MIN);
            loop.set(body);
            labels = dataflow.probe(body);
            root.send(0, 0, 1);
        }

        void send(int[] src, int from, int to, long diff) {
            for (int e = from; e < to; e++) {
                edges.send(src[e], e, diff);
            }
        }

        void run() {
            dataflow.run();
            labels.drain();
        }
    }
}
