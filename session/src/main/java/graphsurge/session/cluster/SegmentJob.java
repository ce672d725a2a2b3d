package graphsurge.session.cluster;

import java.io.Serializable;
import java.util.List;
import java.util.Map;

/**
 * A segmented collection run as a cluster ships it: everything a worker needs to run any of its
 * segments in any JVM ({@link SegmentWorker}).
 *
 * @param id identifies the run (its jobs on a cluster, the spill of its records)
 * @param data the graph and the collection
 * @param binding the computation and the parameters the client bound it with
 * @param mode the run mode and its settings
 * @param threadsPerSegment the worker threads each segment runs on
 * @param segments the plan: contiguous, in run order, covering the positions to run (all of them,
 *     or the missing ones of a resumed run)
 * @param pluginJars the jars of the computation's plug-in directory by file name, when it is a
 *     plug-in ({@link graphsurge.session.Plugins#jarsOf}): the worker loads them; else empty
 */
public record SegmentJob(String id, JobData data, Binding binding, ModeSettings mode,
        int threadsPerSegment, List<Segment> segments, Map<String, byte[]> pluginJars) implements Serializable {
    public SegmentJob {
        segments = List.copyOf(segments);
        pluginJars = Map.copyOf(pluginJars);
        if (threadsPerSegment < 1) {
            throw new IllegalArgumentException("a segment runs on at least one thread, got " + threadsPerSegment);
        }
    }

    /** A job of a built-in computation (no plug-in jars). */
    public SegmentJob(String id, JobData data, Binding binding, ModeSettings mode, int threadsPerSegment,
            List<Segment> segments) {
        this(id, data, binding, mode, threadsPerSegment, segments, Map.of());
    }

    /** This job with other data: how a cluster that ships the job replaces in-process data. */
    public SegmentJob withData(JobData other) {
        return new SegmentJob(id, other, binding, mode, threadsPerSegment, segments, pluginJars);
    }

    /** The views the job runs, over all its segments (a cluster's progress or its task count). */
    public int views() {
        int n = 0;
        for (Segment s : segments) {
            n += s.views();
        }
        return n;
    }
}
