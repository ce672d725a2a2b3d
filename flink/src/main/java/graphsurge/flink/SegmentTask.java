package graphsurge.flink;

import graphsurge.session.cluster.ResultSink;
import graphsurge.session.cluster.SegmentWorker;
import java.io.Serializable;

/**
 * What a Flink task does with one segment of a job: {@link SegmentWorker#run(int, ResultSink)}
 * on the task's worker. It is an interface only so that the tests can wrap the worker to fail an
 * attempt (fault injection); no user-facing switch reaches it.
 */
@FunctionalInterface
interface SegmentTask extends Serializable {
    /** The session's worker, what every job runs outside the tests. */
    SegmentTask WORKER = SegmentWorker::run;

    void run(SegmentWorker worker, int segment, ResultSink sink);
}
