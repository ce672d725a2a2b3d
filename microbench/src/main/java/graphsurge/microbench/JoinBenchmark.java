package graphsurge.microbench;

import graphsurge.engine.UpdateBatch;
import graphsurge.engine.internal.operators.Join;
import graphsurge.engine.internal.time.Times;
import graphsurge.engine.internal.trace.Trace;
import java.util.SplittableRandom;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One BFS-like join step: a delta of {@code delta} random (vertex, distance) updates joined with
 * an arrangement of {@code edges} random edges (source, target) over 2^20 vertices, producing
 * (target, distance + 1). The edge arrangement is built once and shared by every shot, as a
 * collection run shares its edge arrangements; each shot starts from an empty delta side.
 */
@Warmup(iterations = 3)
@Measurement(iterations = 8)
@Fork(value = 1, jvmArgs = {"-Xmx8g", "-XX:+UseParallelGC", "-Xmn256m"})
public class JoinBenchmark extends SingleShotBenchmark {
    private static final int VERTICES = 1 << 20;

    @Param("16000000")
    int edges;

    @Param("1000000")
    int delta;

    private Trace edgeArrangement;
    private UpdateBatch distances;
    private Join join;

    @Setup(Level.Trial)
    public void arrange() {
        SplittableRandom random = new SplittableRandom(2);
        UpdateBatch edgeUpdates = new UpdateBatch(edges);
        for (int i = 0; i < edges; i++) {
            edgeUpdates.add(random.nextInt(VERTICES), random.nextInt(VERTICES), Times.ZERO, 1);
        }
        edgeUpdates.consolidate();
        edgeArrangement = new Trace();
        edgeArrangement.insert(edgeUpdates);
        distances = new UpdateBatch(delta);
        for (int i = 0; i < delta; i++) {
            distances.add(random.nextInt(VERTICES), random.nextInt(16), Times.of(0, 1, 0), 1);
        }
    }

    @Setup(Level.Iteration)
    public void freshDeltaSide() {
        join = new Join(new Trace(), edgeArrangement, (vertex, distance, target, output) -> output.emit(target, distance + 1));
    }

    @Benchmark
    public int joinDeltaWithArrangement() {
        return join.step(distances, new UpdateBatch()).size();
    }
}
