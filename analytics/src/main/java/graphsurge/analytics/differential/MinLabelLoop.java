package graphsurge.analytics.differential;

import graphsurge.analytics.engine.data.UpdateBatch;
import graphsurge.analytics.engine.dataflow.Collection;
import graphsurge.analytics.engine.dataflow.Dataflow;
import graphsurge.analytics.engine.dataflow.Input;
import graphsurge.analytics.engine.dataflow.Probe;
import graphsurge.analytics.engine.operators.Join;
import graphsurge.analytics.engine.operators.ReduceFunction;

/**
 * The loop at the heart of BFS, SSSP, WCC and multi-pair shortest paths, across versions:
 * {@code labels = iterate(x -> reduce(join(x, edges, step) + seeds))}, where the reduce keeps the
 * smallest label per key (or per key and group), written on the engine's public
 * {@link Dataflow} API and fed one version (view) at a time.
 *
 * <p>Each {@link #next} call is one version: its edge and seed changes enter at
 * {@code (version, 0)}, the loop steps until no update is left at this version and no reduce
 * time is pending, and the returned batch holds the change of the loop's result from the
 * previous version. Joining new edges with the previous versions' labels, and re-evaluating the
 * reduce at the least upper bounds of old and new times, is what makes a version cost its
 * differences rather than its size. After the version, every trace is advanced to the next one,
 * so memory follows the current view, not the number of views run.
 */
public final class MinLabelLoop {
    private final Dataflow dataflow;
    private final Input edges;
    private final Input seeds;
    private final Probe labels;

    /**
     * @param step what a label becomes along an edge: {@code (key, label, edgeValue) -> emit(target, newLabel)}
     * @param reduce {@link ReduceFunction#MIN}, or a grouped minimum such as {@link #MIN_PER_GROUP}
     * @param workers how many threads share the work
     */
    public MinLabelLoop(Join.JoinFunction step, ReduceFunction reduce, int workers) {
        dataflow = new Dataflow(workers);
        edges = dataflow.input();
        seeds = dataflow.input();
        Dataflow.Loop loop = dataflow.loop();
        Collection body = loop.variable()
                .join(loop.enter(edges.collection().arrange()), step)
                .concat(loop.enter(seeds.collection()))
                .reduce(reduce);
        loop.set(body);
        labels = dataflow.probe(body);
    }

    /** Bits of a label that name its group in {@link #MIN_PER_GROUP}: the rest is the value. */
    public static final int GROUP_SHIFT = 40;

    /**
     * The smallest value per group, labels being {@code group << GROUP_SHIFT | value}: one loop
     * then carries many independent searches (multi-pair shortest paths, one group per source).
     */
    public static final ReduceFunction MIN_PER_GROUP = (key, values, counts, size, output) -> {
        long group = -1;
        for (int i = 0; i < size; i++) {
            long g = values[i] >>> GROUP_SHIFT;
            if (counts[i] > 0 && g != group) {
                output.emit(values[i], 1);
                group = g;
            }
        }
    };

    /**
     * Runs the next version: {@code edgeChanges} are (source, edge value, diff) and
     * {@code seedChanges} (key, label, diff), their times ignored (the version's own is used).
     * Returns the result's changes, (key, label, diff), consolidated.
     */
    public UpdateBatch next(UpdateBatch edgeChanges, UpdateBatch seedChanges) {
        edges.send(edgeChanges);
        seeds.send(seedChanges);
        dataflow.run();
        return labels.drain();
    }
}
