package graphsurge.analytics.differential;

import graphsurge.engine.Collection;
import graphsurge.engine.Dataflow;
import graphsurge.engine.Input;
import graphsurge.engine.JoinFunction;
import graphsurge.engine.Probe;
import graphsurge.engine.ReduceFunction;
import graphsurge.engine.UpdateBatch;
import java.util.function.LongBinaryOperator;

/**
 * The loop at the heart of BFS, SSSP, WCC and multi-pair shortest paths, across versions:
 * {@code labels = iterate(x -> reduce(join(x, edges, step) + seeds))}, where the reduce keeps the
 * smallest label per key (or per key and group), written on the engine's public
 * {@link Dataflow} API over a {@link GraphEdges}' shared arrangements.
 *
 * <p>Each run of the dataflow is one version: its edge and seed changes enter at
 * {@code (version, 0)}, the loop steps until no update is left at this version and no reduce
 * time is pending, and {@link #drain()} hands over the change of the loop's result from the
 * previous version. Joining new edges with the previous versions' labels, and re-evaluating the
 * reduce at the least upper bounds of old and new times, is what makes a version cost its
 * differences rather than its size. After the version, every trace is advanced to the next one,
 * so memory follows the current view, not the number of views run.
 */
public final class MinLabelLoop {
    private final Input seeds;
    private final Probe labels;

    /**
     * @param edges the graph's edges, in the dataflow the loop is built in
     * @param forward what a label becomes along an edge from its source: {@code (source, label, edge record) -> emit(target, newLabel)}, the target being {@link GraphEdges#otherEnd}
     * @param backward the same from an edge's target ({@code (target, label, edge record)}), or null to follow edges forward only
     * @param reduce {@link ReduceFunction#MIN}, or a grouped minimum such as {@link #MIN_PER_GROUP}
     * @param seedRound unless null, each seed enters in round {@code seedRound(key, label)} rather
     *     than round 0: the same result, with less work when smaller labels enter first (WCC)
     * @param labelRound unless null, each label an edge proposes waits for round
     *     {@code labelRound(key, label)} before the reduce sees it ({@link Collection#delay}): the
     *     same result, reached smallest labels first. A weighted search whose labels wait for the
     *     round of their distance ({@link #distanceRounds}) settles most keys once instead of
     *     improving them in every round a shorter path of more hops arrives, and a view's change
     *     then moves few (key, round) labels instead of every key's later trajectory
     */
    public MinLabelLoop(GraphEdges edges, JoinFunction forward, JoinFunction backward, ReduceFunction reduce,
            LongBinaryOperator seedRound, LongBinaryOperator labelRound) {
        Dataflow dataflow = edges.collection().dataflow();
        seeds = dataflow.input();
        Dataflow.Loop loop = dataflow.loop();
        Collection reached = loop.variable().join(loop.enter(edges.bySource()), forward);
        if (backward != null) {
            reached = reached.concat(loop.variable().join(loop.enter(edges.byTarget()), backward));
        }
        Collection entered = seedRound == null ? loop.enter(seeds.collection()) : loop.enterAt(seeds.collection(), seedRound);
        if (labelRound != null) {
            reached = reached.delay(labelRound);
        }
        Collection body = reached.concat(entered).reduce(reduce);
        loop.set(body);
        labels = dataflow.probe(body);
    }

    /**
     * A seed round for label propagation: the label's bit length, so that labels enter in rounds
     * 0 to 63, small ones first (Differential Dataflow's SCC example does the same). A small label
     * then reaches most of its component before a larger one enters, and the larger one stops
     * where it enters instead of spreading and being replaced vertex by vertex.
     */
    public static final LongBinaryOperator SMALL_LABELS_FIRST =
            (key, label) -> 64 - Long.numberOfLeadingZeros(label);

    /**
     * A label round for distances stored as the bits of non-negative doubles: the distance divided
     * by {@code width}, so that labels enter the reduce in buckets of that width, the nearest first
     * (delta-stepping's buckets, as loop rounds). Within a bucket, labels still improve round by
     * round; a bucket of {@code width} at most the smallest weight would settle every key once, at
     * the price of one round per bucket up to the farthest distance. Labels beyond
     * {@link #LAST_DISTANCE_ROUND} buckets share the last one: a loop steps through every round up
     * to its last label's, so an outlying distance must not cost millions of empty rounds.
     */
    public static LongBinaryOperator distanceRounds(double width) {
        if (!(width > 0) || Double.isInfinite(width)) {
            throw new IllegalArgumentException("a distance bucket's width must be positive and finite, not " + width);
        }
        return (key, label) -> (long) Math.min(LAST_DISTANCE_ROUND, Double.longBitsToDouble(label) / width);
    }

    /** The last round {@link #distanceRounds} delays a label to. */
    public static final int LAST_DISTANCE_ROUND = 1024;

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

    /** The seeds, {@code (key, label)}: their changes are sent before each run. */
    public Input seeds() {
        return seeds;
    }

    /** The changes of the labels, {@code (key, label, version time, diff)}, over the runs since the last drain. */
    public UpdateBatch drain() {
        return labels.drain();
    }
}
