package graphsurge.benchmarks;

import graphsurge.engine.ReduceFunction;
import graphsurge.engine.UpdateBatch;
import graphsurge.engine.internal.operators.Reduce;
import graphsurge.engine.internal.time.Antichain;
import graphsurge.engine.internal.time.Times;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One superstep of the min reduce that BFS, SSSP and WCC use ({@link Reduce} with
 * {@link ReduceFunction#MIN}, as the dataflow's loops run it): {@code updates} random
 * (vertex, distance) candidates over 2^20 vertices spread across {@code versions} versions, into
 * a fresh reduce, at iteration 0 of a loop (every time of that iteration complete).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 8)
@Fork(value = 1, jvmArgs = {"-Xmx6g", "-XX:+UseParallelGC", "-Xmn256m"})
public class ReduceBenchmark {
    /** The frontier after a loop's iteration 0: every version's iteration 0 is complete. */
    private static final Antichain ITERATION_ZERO_DONE = Antichain.of(Times.of(0, 1, 0));

    @Param("1000000")
    int updates;

    @Param("10")
    int versions;

    private UpdateBatch candidates;
    private Reduce min;

    @Setup(Level.Trial)
    public void generate() {
        SplittableRandom random = new SplittableRandom(3);
        candidates = new UpdateBatch(updates);
        for (int i = 0; i < updates; i++) {
            candidates.add(random.nextInt(1 << 20), random.nextInt(16), Times.of(random.nextInt(versions), 0, 0), 1);
        }
    }

    @Setup(Level.Iteration)
    public void freshReduce() {
        min = new Reduce(ReduceFunction.MIN);
    }

    @Benchmark
    public int minOfCandidates() {
        return min.step(candidates.copy(), ITERATION_ZERO_DONE).size();
    }
}
