package graphsurge.flink;

import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.io.ProcessTempFiles;
import graphsurge.session.cluster.Cluster;
import graphsurge.gstore.io.IoErrors;
import graphsurge.session.cluster.ClusterException;
import graphsurge.session.cluster.JobData;
import graphsurge.session.cluster.ResultSink;
import graphsurge.session.cluster.SegmentJob;
import graphsurge.session.cluster.StoreShipping;
import graphsurge.session.cluster.ViewRecord;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import java.util.function.Supplier;
import org.apache.flink.api.common.RuntimeExecutionMode;
import org.apache.flink.api.common.functions.Partitioner;
import org.apache.flink.api.common.typeinfo.PrimitiveArrayTypeInfo;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.CoreOptions;
import org.apache.flink.configuration.ExecutionOptions;
import org.apache.flink.configuration.RestartStrategyOptions;
import org.apache.flink.configuration.TaskManagerOptions;
import org.apache.flink.configuration.WebOptions;
import org.apache.flink.core.execution.JobClient;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.util.CloseableIterator;

/**
 * A Flink cluster running the segments of a collection run as one bounded job in BATCH mode:
 * a source of segment indices, partitioned so that segment {@code i} goes to subtask
 * {@code i mod parallelism}, then one task per subtask ({@link SegmentFunction}, parallelism
 * {@code min(slots, segments)}) that runs each of its segments with the session's worker; the
 * view records come back to the client in pieces ({@link RecordBytes}) through the collect sink,
 * which the client fetches in batches, and go to the sink one by one as they are whole again, so
 * the client never holds them all.
 *
 * <p>Why BATCH: every exchange is blocking, so each task is a failover region of its own. A
 * failed task (or a lost TaskManager) reruns only its segments, under a fixed-delay restart
 * strategy ({@link #ATTEMPTS} attempts), and a region can run later on fewer slots; the collect
 * sink reads the tasks' outputs only once they finished, so a retried segment delivers its
 * views once. The price is that the records reach the client after the last segment finished
 * rather than as each view is done.
 *
 * <p>Interrupting the client's thread (Ctrl-C) cancels the job through its {@link JobClient} and
 * ends the run with a {@link CancellationException}; a client that exits while its job runs
 * cancels it from a shutdown hook, so that no job is left running on a session cluster.
 *
 * <p>{@link #embedded} runs a MiniCluster in this JVM; {@link #remote} submits to a session
 * cluster's REST endpoint and ships the job jar ({@link FlinkClusterFactory#JOB_JAR}: the
 * graphsurge modules a worker runs and their libraries, no Flink and no command line).
 */
public final class FlinkCluster implements Cluster {
    /** Restarts of the job after a failed task before the run fails. */
    static final int ATTEMPTS = 5;
    /**
     * The wait before a restart. Until the JobManager notices that a TaskManager died (its
     * heartbeat timeout), it keeps deploying to the dead one's slots and each attempt fails at
     * once: the attempts must outlast that timeout ({@code ATTEMPTS * DELAY} = 20 s, against the
     * cluster script's 15 s).
     */
    static final Duration DELAY = Duration.ofSeconds(4);
    /**
     * Each run's directory for Flink's temporary files ({@link ProcessTempFiles}): removed when the
     * run ends, and those of killed runs by the next run.
     */
    static final String SCRATCH_PREFIX = "graphsurge-flink-";
    /** How long a cancellation waits for the cluster to take it. */
    static final Duration CANCEL_WAIT = Duration.ofSeconds(10);
    /** How long a run whose reading failed waits for the job's own failure: its restarts, and then some. */
    static final Duration RESULT_WAIT = DELAY.multipliedBy(ATTEMPTS).plus(CANCEL_WAIT);

    private final String description;
    private final int slots;
    private final Function<Configuration, StreamExecutionEnvironment> environments;
    private final SegmentTask task;
    private final Supplier<ClusterWatch> watches;

    /**
     * A cluster whose runs get their environment from {@code environments}, given the job's
     * settings, and are watched by a new watch of {@code watches} each; the tests pass a shared
     * MiniCluster's, a fault-injecting {@code task} and watches of their own.
     */
    FlinkCluster(String description, int slots, Function<Configuration, StreamExecutionEnvironment> environments,
            SegmentTask task, Supplier<ClusterWatch> watches) {
        this.description = description;
        this.slots = slots;
        this.environments = environments;
        this.task = task;
        this.watches = watches;
    }

    /** A MiniCluster in this JVM with {@code slots} slots, started for each run and stopped after it. */
    public static FlinkCluster embedded(int slots) {
        return embedded(slots, SegmentTask.WORKER);
    }

    private static FlinkCluster embedded(int slots, SegmentTask task) {
        if (slots < 1) {
            throw new IllegalArgumentException("a cluster has at least one slot, got " + slots);
        }
        return new FlinkCluster("flink-embedded (" + slots + (slots == 1 ? " slot)" : " slots)"), slots, conf -> {
            conf.set(TaskManagerOptions.NUM_TASK_SLOTS, slots);
            return StreamExecutionEnvironment.createLocalEnvironment(slots, conf);
        }, task, () -> ClusterWatch.NONE);
    }

    /**
     * The session cluster whose REST endpoint is {@code host:port}, with {@code slots} slots in
     * all (its TaskManagers' as it reported them), to which each run ships the job jar {@code jar}; a run
     * stops once the cluster has had no JobManager or no TaskManager for {@code lossLimit}.
     */
    static FlinkCluster remote(String host, int port, int slots, int taskManagers, URL jar, Duration lossLimit) {
        return new FlinkCluster("flink://" + host + ":" + port + " (" + taskManagers
                + (taskManagers == 1 ? " TaskManager, " : " TaskManagers, ") + slots + (slots == 1 ? " slot)" : " slots)"),
                slots, conf -> StreamExecutionEnvironment.createRemoteEnvironment(host, port, conf, jobJarIn(conf, jar)), SegmentTask.WORKER,
                () -> RestWatch.start(host, port, lossLimit));
    }

    /**
     * {@code jar} written into the run's scratch directory (the temporary directory of its
     * configuration, {@link #configuration}), from where Flink's client uploads it: it goes with
     * the run's other files.
     */
    private static String jobJarIn(Configuration conf, URL jar) {
        Path file = Path.of(conf.get(CoreOptions.TMP_DIRS)).resolve(FlinkClusterFactory.JOB_JAR);
        try (InputStream in = jar.openStream()) {
            Files.copy(in, file);
        } catch (IOException e) {
            throw IoErrors.error("cannot write the job jar to " + file, e);
        }
        return file.toString();
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public int slots() {
        return slots;
    }

    @Override
    public void run(SegmentJob job, ResultSink sink) {
        Path scratch = ProcessTempFiles.createDirectory(SCRATCH_PREFIX);
        try {
            run(job, sink, environments.apply(configuration(scratch)), scratch);
        } finally {
            ProcessTempFiles.delete(scratch);
        }
    }

    private void run(SegmentJob job, ResultSink sink, StreamExecutionEnvironment env, Path scratch) {
        int segments = job.segments().size();
        List<Integer> indices = new ArrayList<>(segments);
        for (int i = 0; i < segments; i++) {
            indices.add(i);
        }
        Partitioner<Integer> bySegment = (segment, partitions) -> segment % partitions;
        String name = "graphsurge " + job.binding().computation() + ": " + job.views() + " views in " + segments
                + (segments == 1 ? " segment" : " segments");
        CloseableIterator<byte[]> records = env.fromData(indices)
                .partitionCustom(bySegment, segment -> segment)
                .flatMap(function(job, env, scratch), PrimitiveArrayTypeInfo.BYTE_PRIMITIVE_ARRAY_TYPE_INFO)
                .setParallelism(Math.min(slots, segments))
                .name("segments")
                // Never chained to the collect sink: a chained sink fails and restarts with a failed
                // task, which ends the client's reading ("Job restarted") instead of retrying the task.
                .disableChaining()
                .collectAsync();
        JobClient client;
        try {
            client = env.executeAsync(name);
        } catch (GraphsurgeException e) {
            throw e;
        } catch (Exception e) {
            throw new ClusterException("the Flink cluster did not take the job: " + FlinkFailures.describe(e), e);
        }
        // A client that exits (a second Ctrl-C, SIGTERM, System.exit) takes its job with it.
        Thread cancelOnExit = new Thread(() -> cancel(client), "graphsurge-flink-cancel");
        Runtime.getRuntime().addShutdownHook(cancelOnExit);
        RecordReader reader = new RecordReader(records);
        RecordBytes.Assembler assembler = new RecordBytes.Assembler();
        try (ClusterWatch watch = watches.get()) {
            reader.start();
            for (Object next = reader.poll(); next != RecordReader.END; next = reader.poll()) {
                if (next == null) {
                    String lost = watch.lost();
                    if (lost != null) {
                        cancel(client);
                        throw new ClusterException(lost);
                    }
                } else if (next instanceof Exception e) {
                    String lost = watch.lost();
                    throw lost != null ? new ClusterException(lost, e) : failure(client, e);
                } else {
                    ViewRecord record = assembler.add((byte[]) next);
                    if (record != null) {
                        sink.view(record);
                    }
                }
            }
        } catch (InterruptedException e) {
            // Interrupted (Ctrl-C): the job is cancelled, not left running on the cluster.
            cancel(client);
            Thread.currentThread().interrupt();
            CancellationException cancelled = new CancellationException("interrupted");
            cancelled.initCause(e);
            throw cancelled;
        } finally {
            reader.stopReading();
            closeWithin(records, CANCEL_WAIT);
            try {
                Runtime.getRuntime().removeShutdownHook(cancelOnExit);
            } catch (IllegalStateException e) {
                // The JVM is shutting down: the hook cancels the job.
            }
        }
    }

    /**
     * The task's function for {@code job}. Shipped store files are written to {@code scratch} and
     * attached to the job as files of Flink's distributed cache rather than carried in the
     * function: the job's payload is held whole in the JobManager's heap (a store of a fair share
     * of that heap takes the JobManager down), while attached files go through its blob server on disk.
     */
    private SegmentFunction function(SegmentJob job, StreamExecutionEnvironment env, Path scratch) {
        if (!(job.data() instanceof JobData.Shipped shipped)) {
            return new SegmentFunction(job, task);
        }
        Path store = scratch.resolve("store");
        try {
            StoreShipping.write(shipped, store);
        } catch (IOException e) {
            throw IoErrors.error("cannot write the job's store files to " + store, e);
        }
        List<String> files = new ArrayList<>(shipped.files().keySet());
        files.sort(null);
        for (String f : files) {
            env.registerCachedFile(store.resolve(f).toString(), SegmentFunction.STORE_FILES + f);
        }
        return new SegmentFunction(job.withData(new JobData.StoreDirectory(store.toString())), files, task);
    }

    /**
     * Closes the job's records (which cancels the job if it still runs), waiting {@code wait} at
     * most: against a JobManager that is gone, Flink's client retries for minutes.
     */
    private static void closeWithin(CloseableIterator<byte[]> records, Duration wait) {
        Thread closing = new Thread(() -> {
            try {
                records.close();
            } catch (Exception e) {
                // The job is over or cancelled: nothing more to fetch.
            }
        }, "graphsurge-flink-close");
        closing.setDaemon(true);
        closing.start();
        try {
            closing.join(wait.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Cancels the job and waits (a few seconds at most) until the cluster has taken the cancellation. */
    private static void cancel(JobClient client) {
        try {
            client.cancel().get(CANCEL_WAIT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            // Already finished, failed or cancelled.
        }
    }

    /**
     * Reads the job's records on a thread of its own and hands them over a small queue: Flink's
     * result fetcher swallows interrupts (it retries after an interrupted wait), so the client's
     * thread waits on the queue instead, where an interrupt ends the wait. The queue holds a few
     * records, so the client still never holds them all.
     */
    private static final class RecordReader extends Thread {
        static final Object END = new Object();
        private final CloseableIterator<byte[]> records;
        private final ArrayBlockingQueue<Object> handed = new ArrayBlockingQueue<>(16);
        private volatile boolean stopped;

        RecordReader(CloseableIterator<byte[]> records) {
            super("graphsurge-flink-results");
            setDaemon(true);
            this.records = records;
        }

        @Override
        public void run() {
            try {
                while (records.hasNext()) {
                    if (!hand(records.next())) {
                        return;
                    }
                }
                hand(END);
            } catch (Exception e) {
                hand(e);
            }
        }

        /** Waits for room for {@code o}; false once the client stopped reading. */
        private boolean hand(Object o) {
            try {
                while (!stopped) {
                    if (handed.offer(o, 100, TimeUnit.MILLISECONDS)) {
                        return true;
                    }
                }
            } catch (InterruptedException e) {
                // The client stopped reading.
            }
            return false;
        }

        /** The next record, {@link #END} or the reader's exception; null when none came within {@link RestWatch#PERIOD}. */
        Object poll() throws InterruptedException {
            return handed.poll(RestWatch.PERIOD.toMillis(), TimeUnit.MILLISECONDS);
        }

        void stopReading() {
            stopped = true;
        }
    }

    /**
     * The job's settings: BATCH, the restart strategy that retries failed tasks, and {@code scratch}
     * for Flink's temporary files (its RPC system's jar, extracted for every cluster and
     * client, and REST uploads), which a run removes when it ends.
     */
    private static Configuration configuration(Path scratch) {
        Configuration conf = new Configuration();
        conf.set(CoreOptions.TMP_DIRS, scratch.toString());
        conf.set(WebOptions.UPLOAD_DIR, scratch.resolve("uploads").toString());
        conf.set(ExecutionOptions.RUNTIME_MODE, RuntimeExecutionMode.BATCH);
        conf.set(RestartStrategyOptions.RESTART_STRATEGY, "fixed-delay");
        conf.set(RestartStrategyOptions.RESTART_STRATEGY_FIXED_DELAY_ATTEMPTS, ATTEMPTS);
        conf.set(RestartStrategyOptions.RESTART_STRATEGY_FIXED_DELAY_DELAY, DELAY);
        return conf;
    }

    /**
     * Why the job failed, given the exception that ended the reading of its records: the user's
     * error a worker threw (which Flink does not retry) as it was thrown, else a
     * {@link ClusterException} naming the first meaningful cause ({@link FlinkFailures}). The
     * collect iterator's own exception often says only that the job failed or restarted, so the
     * job's result is asked for the cause first, for as long as its restarts can take
     * ({@link #RESULT_WAIT}); a job still running then is cancelled.
     */
    private static GraphsurgeException failure(JobClient client, Exception reading) {
        Throwable cause = reading;
        try {
            client.getJobExecutionResult().get(RESULT_WAIT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            cause = e;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (TimeoutException e) {
            cancel(client); // its results can no longer be read
        } catch (Exception e) {
            // No result to have: the reading's exception is all there is.
        }
        for (Throwable t : List.of(cause, reading)) {
            for (Throwable c = t; c != null; c = c.getCause()) {
                if (c instanceof GraphsurgeException g) {
                    return g;
                }
            }
        }
        return new ClusterException("the Flink job failed: " + FlinkFailures.describe(cause), cause);
    }
}
