package graphsurge.microbench;

import graphsurge.engine.ReduceFunction;
import graphsurge.engine.UpdateBatch;
import graphsurge.engine.internal.operators.Reduce;
import graphsurge.engine.internal.time.Antichain;
import graphsurge.engine.internal.time.Times;
import java.util.SplittableRandom;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One superstep of the min reduce that BFS, SSSP and WCC use ({@link Reduce} with
 * {@link ReduceFunction#MIN}, as the dataflow's loops run it): {@code updates} random
 * (vertex, distance) candidates over 2^20 vertices spread across {@code versions} versions, into
 * a fresh reduce, at iteration 0 of a loop (every time of that iteration complete).
 */
@Warmup(iterations = 3)
@Measurement(iterations = 8)
public class ReduceBenchmark extends SingleShotBenchmark {
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
