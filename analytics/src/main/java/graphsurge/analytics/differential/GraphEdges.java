package graphsurge.analytics.differential;

import graphsurge.analytics.engine.dataflow.Arranged;
import graphsurge.analytics.engine.dataflow.Collection;
import graphsurge.analytics.engine.dataflow.Dataflow;
import graphsurge.analytics.engine.dataflow.Input;

/**
 * A graph's changing edge set in a dataflow, as {@code (source, target << 32 | edge id)} records,
 * arranged at most once by source and once by target (each arrangement built when first asked
 * for): the indexed edges that every computation built on the dataflow joins with, so that several
 * computations (loops side by side) read one copy.
 *
 * <p>A record's value carries both the far end ({@link #otherEnd}) and the edge id
 * ({@link #edgeId}) in one {@code long}: a join emits along an edge without looking its other end
 * up in the graph's arrays (a cache miss per edge, which made up most of a large first view's join
 * time), and still finds a weight by id; {@code (int) value} is the edge id.
 */
public final class GraphEdges {
    private final Input input;
    private final int[] sources;
    private final int[] targets;
    private Arranged bySource;
    private Arranged byTarget;

    /** The edges of a graph whose edge {@code e} goes from {@code sources[e]} to {@code targets[e]}. */
    public GraphEdges(Dataflow dataflow, int[] sources, int[] targets) {
        this.input = dataflow.input();
        this.sources = sources;
        this.targets = targets;
    }

    /** The edges as {@code (source, target << 32 | edge id)}. */
    public Collection collection() {
        return input.collection();
    }

    /** The edges arranged by source, {@code (source, target << 32 | edge id)}. */
    public Arranged bySource() {
        if (bySource == null) {
            bySource = input.collection().arrange();
        }
        return bySource;
    }

    /** The edges arranged by target, {@code (target, source << 32 | edge id)}. */
    public Arranged byTarget() {
        if (byTarget == null) {
            byTarget = input.collection().map((source, value) -> otherEnd(value), (source, value) -> record(source, edgeId(value)))
                    .arrange();
        }
        return byTarget;
    }

    /** The far end of an edge record's value: the target in {@link #bySource}, the source in {@link #byTarget}. */
    public static int otherEnd(long value) {
        return (int) (value >>> 32);
    }

    /** The edge id of an edge record's value. */
    public static int edgeId(long value) {
        return (int) value;
    }

    private static long record(long otherEnd, int edgeId) {
        return otherEnd << 32 | edgeId;
    }

    public int[] sources() {
        return sources;
    }

    public int[] targets() {
        return targets;
    }

    /** Adds ({@code diff} = 1) or removes (-1) these edges at the next run's version. */
    public void send(int[] edgeIds, long diff) {
        if (edgeIds.length >= 4096) {
            int[] keys = new int[edgeIds.length];
            for (int i = 0; i < edgeIds.length; i++) {
                keys[i] = sources[edgeIds[i]];
            }
            input.reserve(keys);
        }
        for (int e : edgeIds) {
            input.send(sources[e], record(targets[e], e), diff);
        }
    }
}
