package graphsurge.microbench;

import graphsurge.engine.UpdateBatch;
import java.util.SplittableRandom;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Consolidation of {@code updates} random updates: keys and values below 2^20, four versions,
 * diffs +1 or -1 (the shape of graph updates). Updates per second = {@code updates} / score.
 * The batch is refilled before each shot and reused, as operators reuse theirs.
 */
@Warmup(iterations = 5)
@Measurement(iterations = 10)
public class ConsolidationBenchmark extends SingleShotBenchmark {
    @Param("10000000")
    int updates;

    private long[] keys;
    private long[] values;
    private long[] times;
    private long[] diffs;
    private UpdateBatch batch;

    @Setup(Level.Trial)
    public void generate() {
        SplittableRandom random = new SplittableRandom(1);
        keys = new long[updates];
        values = new long[updates];
        times = new long[updates];
        diffs = new long[updates];
        for (int i = 0; i < updates; i++) {
            keys[i] = random.nextInt(1 << 20);
            values[i] = random.nextInt(1 << 20);
            times[i] = random.nextInt(4);
            diffs[i] = random.nextBoolean() ? 1 : -1;
        }
        batch = new UpdateBatch(updates);
    }

    @Setup(Level.Iteration)
    public void refill() {
        batch.clear();
        for (int i = 0; i < updates; i++) {
            batch.add(keys[i], values[i], times[i], diffs[i]);
        }
    }

    @Benchmark
    public int consolidate() {
        batch.consolidate();
        return batch.size();
    }
}
