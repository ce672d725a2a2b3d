package graphsurge.bench;

import graphsurge.analytics.graph.ViewChange;
import graphsurge.analytics.computation.Program;
import graphsurge.analytics.run.ViewState;
import graphsurge.analytics.incremental.IncrementalKernel;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gvdl.ast.Statement;
import graphsurge.vcstore.collection.ViewCollection;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A measurement, not a test: two instances of a computation's incremental kernel moved through
 * {@code bench percent}'s views in lockstep, one on one worker and one on two, each view timed
 * for both (which goes first alternates), over the collection forwards and back again
 * {@code ROUNDS} times. Paired times of the same views in one JVM tell the two apart where
 * whole runs, spread by the machine's noise, do not. Prints the median and minimum of a view
 * after the first, per worker count, and of the view's {@link ViewState#apply} (its edge bits,
 * degrees and presence), which a run pays before its kernel.
 *
 * <p>Run, after {@code mvn -B -o -q test-compile} and a jar build:
 * {@code java -XX:+UseParallelGC -Xmx8g -Xmn256m -cp cli/target/graphsurge.jar:bench/target/test-classes
 * graphsurge.bench.KernelThreads SCALE ROUNDS bfs,sssp,wcc,mpsp}.
 */
public final class KernelThreads {
    private KernelThreads() {}

    public static void main(String[] args) {
        double scale = Double.parseDouble(args[0]);
        int rounds = Integer.parseInt(args[1]);
        Workload workload = new Workloads(scale, 2).generate("percent");
        PropertyGraph graph = workload.graph();
        ViewCollection c = workload.collections().get(0).collection();
        for (String call : Workloads.calls(graph, List.of(args[2].split(",")))) {
            Statement.RunComputation s = Bench.statement(call);
            Program program = Bench.program(graph, s);
            ViewState view = new ViewState(graph, false, 1); // one worker: apply runs whole before the kernels, timed apart
            IncrementalKernel[] kernels = {program.kernel().start(), program.kernel().start()};
            int[] workers = {1, 2};
            int steps = rounds * 2 * (c.views() - 1);
            long[][] nanos = new long[2][steps];
            long[] applyNanos = new long[steps];
            int step = -1;
            for (int round = 0; round < rounds; round++) {
                for (int k = 0; k < 2 * c.views() - 1; k++) {
                    boolean back = k >= c.views();
                    int p = back ? 2 * c.views() - 1 - k : k;
                    int[] added = back ? c.deletions()[p] : c.additions()[p];
                    int[] removed = back ? c.additions()[p] : c.deletions()[p];
                    if (round > 0 && k == 0) {
                        continue; // back at the first view: the next step moves forward from it
                    }
                    long applied = System.nanoTime();
                    view.apply(added, removed);
                    applied = System.nanoTime() - applied;
                    IntArrayList appeared = new IntArrayList(view.appeared());
                    IntArrayList disappeared = new IntArrayList(view.disappeared());
                    boolean measured = k > 0;
                    if (measured) {
                        step++;
                        if (step < steps) {
                            applyNanos[step] = applied;
                        }
                    }
                    for (int i = 0; i < 2; i++) {
                        int which = (step + i) & 1;
                        long t = System.nanoTime();
                        kernels[which].apply(new ViewChange(view, added, removed, appeared, disappeared, workers[which]));
                        if (measured && step < steps) {
                            nanos[which][step] = System.nanoTime() - t;
                        }
                    }
                    if (!Arrays.equals(kernels[0].values(), kernels[1].values())) {
                        throw new AssertionError(call + ": the two kernels differ at step " + k);
                    }
                }
            }
            int n = Math.min(step + 1, steps);
            System.out.printf(Locale.ROOT,
                    "%-16s views %d  apply median %.2f ms min %.2f | W=1 median %.2f ms min %.2f | W=2 median %.2f ms min %.2f | W=2/W=1 %.2f%n",
                    s.computation(), n, median(applyNanos, n), min(applyNanos, n), median(nanos[0], n), min(nanos[0], n),
                    median(nanos[1], n), min(nanos[1], n), median(nanos[1], n) / median(nanos[0], n));
        }
        System.exit(0); // the worker pools' threads are not daemons
    }

    private static double median(long[] values, int n) {
        long[] sorted = Arrays.copyOf(values, n);
        Arrays.sort(sorted);
        return sorted[n / 2] / 1e6;
    }

    private static double min(long[] values, int n) {
        return Arrays.stream(values, 0, n).min().orElse(0) / 1e6;
    }
}
