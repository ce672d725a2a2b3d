package graphsurge.bench;

import graphsurge.analytics.computation.Program;
import graphsurge.analytics.run.CollectionRunner;
import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gvdl.ast.Statement;
import graphsurge.vcstore.collection.ViewCollection;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A measurement, not a test: the CPU time of the JVM's threads (the caller's and the workers')
 * spent on each view of a DIFFERENTIAL run (or a native one) of {@code bench percent}'s
 * computations (the bench's calls: searches from the graph's hubs), next to the wall time. On a machine shared
 * with other work, wall times spread by several times while CPU times stay within a few percent,
 * so before-and-after comparisons of single-threaded work hold there.
 * Prints per computation the medians over the rounds (after one warm-up round) of the first
 * view, of the median view after it, and of the total.
 *
 * <p>Run, after {@code mvn -B -o -q test-compile} and a jar build:
 * {@code java -XX:+UseParallelGC -Xmx6g -Xmn256m -cp cli/target/graphsurge.jar:bench/target/test-classes
 * graphsurge.bench.CollectionRunCpuTime SCALE THREADS ROUNDS bfs,sssp,mpsp [native]}.
 */
public final class CollectionRunCpuTime {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private CollectionRunCpuTime() {}

    public static void main(String[] args) {
        double scale = Double.parseDouble(args[0]);
        int threads = Integer.parseInt(args[1]);
        int rounds = Integer.parseInt(args[2]);
        boolean nativeRun = args.length > 4 && args[4].equals("native");
        Workload workload = new Workloads(scale, threads).generate("percent");
        PropertyGraph graph = workload.graph();
        ViewCollection c = workload.collections().get(0).collection();
        for (String call : Workloads.calls(graph, List.of(args[3].split(",")))) {
            Statement.RunComputation s = Bench.statement(call);
            String name = s.computation();
            Program program = Bench.program(graph, s);
            int views = c.views();
            long[][] wall = new long[rounds][views];
            long[][] cpu = new long[rounds][views];
            for (int round = -1; round < rounds; round++) {
                System.gc();
                long[] last = {System.nanoTime(), cpuTime()};
                int r = round;
                CollectionRunner.Listener listener = result -> {
                    if (r >= 0) {
                        wall[r][result.position()] = System.nanoTime() - last[0];
                        cpu[r][result.position()] = cpuTime() - last[1];
                    }
                    last[0] = System.nanoTime();
                    last[1] = cpuTime();
                };
                if (nativeRun) {
                    CollectionRunner.runPlain(program, graph, c, program.plain(), threads, listener);
                } else {
                    CollectionRunner.run(program, graph, c,
                            CollectionRunner.Settings.of(CollectionRunner.Mode.DIFFERENTIAL, threads), listener,
                            ProgressListener.NONE);
                }
            }
            System.out.printf(Locale.ROOT, "%-5s %s %dt  wall: first %s per view %s total %s | cpu: first %s per view %s total %s%n",
                    name, nativeRun ? "NATIVE" : "DIFFERENTIAL", threads, ms(first(wall)), ms(perView(wall)), ms(total(wall)),
                    ms(first(cpu)), ms(perView(cpu)), ms(total(cpu)));
        }
        System.exit(0); // the worker pools' threads are not daemons
    }

    private static long cpuTime() {
        long sum = 0;
        for (long id : THREADS.getAllThreadIds()) {
            sum += Math.max(0, THREADS.getThreadCpuTime(id));
        }
        return sum;
    }

    private static long[] first(long[][] nanos) {
        long[] out = new long[nanos.length];
        for (int r = 0; r < nanos.length; r++) {
            out[r] = nanos[r][0];
        }
        return out;
    }

    private static long[] perView(long[][] nanos) {
        long[] out = new long[nanos.length];
        for (int r = 0; r < nanos.length; r++) {
            out[r] = median(Arrays.copyOfRange(nanos[r], 1, nanos[r].length));
        }
        return out;
    }

    private static long[] total(long[][] nanos) {
        long[] out = new long[nanos.length];
        for (int r = 0; r < nanos.length; r++) {
            out[r] = Arrays.stream(nanos[r]).sum();
        }
        return out;
    }

    /** The median over the rounds, in milliseconds. */
    private static String ms(long[] nanos) {
        return String.format(Locale.ROOT, "%.1f ms", median(nanos) / 1e6);
    }

    private static long median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
