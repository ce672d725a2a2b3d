package graphsurge.flink;

import graphsurge.gstore.GraphsurgeException;
import graphsurge.session.cluster.SegmentJob;
import org.apache.flink.api.common.functions.FlatMapFunction;
import org.apache.flink.runtime.execution.SuppressRestartsException;
import org.apache.flink.util.Collector;

/**
 * The Flink task's function: given a segment's index, runs that segment of the job and emits each
 * view's {@link graphsurge.session.cluster.ViewRecord}, in the segment's run order, as the pieces
 * of {@link RecordBytes} (a record can exceed what the collect sink takes at once). The
 * job, with its shipped store, is a field, so it travels inside the job's payload (Flink offloads
 * a large payload to its blob server and each TaskManager fetches it once).
 *
 * <p>A {@link GraphsurgeException} is an error in the user's input (a worker never gets one for
 * a transient cause): it is wrapped in {@link SuppressRestartsException} so that the job fails
 * at once instead of retrying what would fail again.
 */
final class SegmentFunction implements FlatMapFunction<Integer, byte[]> {
    private static final long serialVersionUID = 1L;
    private final SegmentJob job;
    private final SegmentTask task;

    SegmentFunction(SegmentJob job, SegmentTask task) {
        this.job = job;
        this.task = task;
    }

    @Override
    public void flatMap(Integer segment, Collector<byte[]> out) {
        try {
            task.run(job, segment, record -> {
                for (byte[] piece : RecordBytes.pieces(record, RecordBytes.PIECE_BYTES)) {
                    out.collect(piece);
                }
            });
        } catch (GraphsurgeException e) {
            throw new SuppressRestartsException(e);
        }
    }
}
