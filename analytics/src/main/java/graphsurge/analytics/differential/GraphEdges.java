package graphsurge.analytics.differential;

import graphsurge.analytics.engine.dataflow.Arranged;
import graphsurge.analytics.engine.dataflow.Collection;
import graphsurge.analytics.engine.dataflow.Dataflow;
import graphsurge.analytics.engine.dataflow.Input;

/**
 * A graph's changing edge set in a dataflow, as {@code (source, edge id)} records, arranged at
 * most once by source and once by target (each arrangement built when first asked for): the
 * indexed edges that every computation built on the dataflow joins with, so that several
 * computations (loops side by side) read one copy.
 *
 * <p>Records carry edge ids rather than endpoints: a join reads the other end, or a weight, from
 * the graph's arrays by id, and the arrangements hold one {@code long} value per edge.
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

    /** The edges as {@code (source, edge id)}. */
    public Collection collection() {
        return input.collection();
    }

    /** The edges arranged by source, {@code (source, edge id)}. */
    public Arranged bySource() {
        if (bySource == null) {
            bySource = input.collection().arrange();
        }
        return bySource;
    }

    /** The edges arranged by target, {@code (target, edge id)}. */
    public Arranged byTarget() {
        if (byTarget == null) {
            int[] heads = targets;
            byTarget = input.collection().map((source, edge) -> heads[(int) edge], (source, edge) -> edge).arrange();
        }
        return byTarget;
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
            input.send(sources[e], e, diff);
        }
    }
}
