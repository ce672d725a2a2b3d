package graphsurge.microbench;

import graphsurge.engine.UpdateBatch;
import graphsurge.engine.internal.time.Antichain;
import graphsurge.engine.internal.time.Times;
import graphsurge.engine.internal.trace.Trace;
import java.util.SplittableRandom;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A trace's merge of its largest batch: {@code updates} updates of the rounds of one version (a
 * loop's history, a few values per key over {@code updates / 8} keys) merged with a third as
 * many of the next version's rounds (a trace merges a batch of at least a quarter of the one
 * before), after the frontier moved to that version, so that every time of the older batch is
 * advanced. What a reduce's input trace does every few views. Updates merged per second =
 * 4/3 {@code updates} / score.
 */
@Warmup(iterations = 10)
@Measurement(iterations = 20)
public class TraceMergeBenchmark extends SingleShotBenchmark {
    @Param("400000")
    int updates;

    private UpdateBatch older;
    private UpdateBatch newer;
    private Trace trace;

    @Setup(Level.Trial)
    public void generate() {
        SplittableRandom random = new SplittableRandom(1);
        older = batch(random, updates, 0);
        newer = batch(random, updates / 3, 1);
    }

    private UpdateBatch batch(SplittableRandom random, int size, int version) {
        int keys = Math.max(1, updates / 8);
        UpdateBatch b = new UpdateBatch(size);
        for (int i = 0; i < size; i++) {
            b.add(random.nextInt(keys), random.nextInt(1 << 16), Times.of(version, random.nextInt(16), 0),
                    random.nextBoolean() ? 1 : -1);
        }
        b.consolidate();
        return b;
    }

    @Setup(Level.Invocation)
    public void fill() {
        trace = new Trace();
        trace.insert(older);
        trace.advance(Antichain.of(Times.ofVersion(1)));
    }

    @Benchmark
    public long merge() {
        trace.insert(newer); // a third of the batch before: merged into it
        if (trace.batches() != 1) {
            throw new IllegalStateException("the batches were not merged");
        }
        return trace.updates();
    }
}
