package graphsurge.flink;

import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.io.ProcessTempFiles;
import graphsurge.session.cluster.JobData;
import graphsurge.session.cluster.SegmentJob;
import graphsurge.session.cluster.SegmentWorker;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.functions.RichFlatMapFunction;
import org.apache.flink.runtime.execution.SuppressRestartsException;
import org.apache.flink.util.Collector;

/**
 * The Flink task's function: given a segment's index, runs that segment of the job and emits each
 * view's {@link graphsurge.session.cluster.ViewRecord}, in the segment's run order, as the pieces
 * of {@link RecordBytes} (a record can exceed what the collect sink takes at once).
 *
 * <p>The job is a field, so it travels in the job's payload, which the JobManager holds in its
 * heap; the store's files do not: they are attached to the job as files of Flink's distributed
 * cache ({@link #STORE_FILES} and their relative paths), which the client uploads to the
 * JobManager's blob server (on disk) and each TaskManager fetches once to its own disk. When the
 * task opens, it links them into a directory laid out as a store and gives the worker that
 * ({@link JobData.StoreDirectory}).
 *
 * <p>Each task holds one {@link SegmentWorker} from its opening to its closing, which reads the
 * store once for all the segments the task runs. Tasks share nothing: a TaskManager of several
 * slots holds a copy of the graph per task of the job it runs.
 *
 * <p>A {@link GraphsurgeException} is an error in the user's input (a worker never gets one for
 * a transient cause): it is wrapped in {@link SuppressRestartsException} so that the job fails
 * at once instead of retrying what would fail again.
 */
final class SegmentFunction extends RichFlatMapFunction<Integer, byte[]> {
    private static final long serialVersionUID = 2L;
    /** The distributed cache's name of a store file: this prefix and its path in the store. */
    static final String STORE_FILES = "graphsurge-store/";
    /** The worker's directories of links to the cached store files ({@link ProcessTempFiles}). */
    static final String LINKS_PREFIX = "graphsurge-flink-store-";

    private final SegmentJob job;
    /** The store's files attached to the job, by path in the store; null when the job carries its data. */
    private final List<String> storeFiles;
    private final SegmentTask task;
    private transient SegmentWorker worker;
    private transient Path links;

    /** Runs {@code job} as it is: its data travels with it, or is in this JVM. */
    SegmentFunction(SegmentJob job, SegmentTask task) {
        this(job, null, task);
    }

    /** Runs {@code job} on the store whose files (paths in the store) are attached to the job in Flink's cache. */
    SegmentFunction(SegmentJob job, List<String> storeFiles, SegmentTask task) {
        this.job = job;
        this.storeFiles = storeFiles == null ? null : List.copyOf(storeFiles);
        this.task = task;
    }

    @Override
    public void open(OpenContext context) {
        SegmentJob local = storeFiles == null ? job : job.withData(new JobData.StoreDirectory(linkStore().toString()));
        try {
            worker = SegmentWorker.of(local);
        } catch (GraphsurgeException e) {
            throw new SuppressRestartsException(e);
        }
    }

    /** A directory laid out as a store, of links to the store's files in Flink's cache. */
    private Path linkStore() {
        links = ProcessTempFiles.createDirectory(LINKS_PREFIX);
        try {
            for (String name : storeFiles) {
                Path target = getRuntimeContext().getDistributedCache().getFile(STORE_FILES + name).toPath();
                Path link = links.resolve(name).normalize();
                if (!link.startsWith(links)) {
                    throw new IllegalArgumentException("a store file outside the store: " + name);
                }
                Files.createDirectories(link.getParent());
                try {
                    Files.createSymbolicLink(link, target);
                } catch (UnsupportedOperationException | IOException e) {
                    Files.copy(target, link); // a file system without links
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot lay out the job's store files in " + links, e);
        }
        return links;
    }

    @Override
    public void close() {
        if (worker != null) {
            worker.close();
        }
        if (links != null) {
            ProcessTempFiles.delete(links);
        }
    }

    @Override
    public void flatMap(Integer segment, Collector<byte[]> out) {
        try {
            task.run(worker, segment, record -> {
                for (byte[] piece : RecordBytes.pieces(record, RecordBytes.PIECE_BYTES)) {
                    out.collect(piece);
                }
            });
        } catch (GraphsurgeException e) {
            throw new SuppressRestartsException(e);
        }
    }
}
