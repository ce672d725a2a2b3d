package graphsurge.microbench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * What the benchmarks here share (JMH's annotations are inherited): one large operation timed
 * once per iteration, in milliseconds, on state of its own thread, in one fork with the heap
 * settings `graphsurge bench` is run with. A benchmark sets its own iterations, and a larger heap
 * with its own {@code @Fork}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xmx6g", "-XX:+UseParallelGC", "-Xmn256m"})
public abstract class SingleShotBenchmark {}
