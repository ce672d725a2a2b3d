package graphsurge.analytics.differential;

import graphsurge.analytics.engine.data.UpdateBatch;
import graphsurge.analytics.engine.exec.ThreadExchange;
import graphsurge.analytics.engine.exec.Workers;
import graphsurge.analytics.engine.operators.Join;
import graphsurge.analytics.engine.operators.Reduce;
import graphsurge.analytics.engine.operators.ReduceFunction;
import graphsurge.analytics.engine.time.Antichain;
import graphsurge.analytics.engine.time.Times;
import graphsurge.analytics.engine.trace.Trace;

/**
 * The loop at the heart of BFS, SSSP, WCC and multi-pair shortest paths, across versions:
 * {@code labels = iterate(x -> reduce(join(x, edges, step) + seeds))}, where the reduce keeps the
 * smallest label per key (or per key and group), fed one version at a time.
 *
 * <p>Each {@link #next} call is one version (one view): its edge and seed changes enter at
 * {@code (version, 0)}, the loop steps until no update is left at this version and no reduce time
 * is pending, and the returned batch holds the change of the loop's result from the previous
 * version. Joining new edges with the previous versions' labels, and re-evaluating the reduce at
 * the least upper bounds of old and new times, is what makes a version cost its differences rather
 * than its size. After the version, every trace is advanced to the next version and compacted,
 * so memory follows the current view, not the number of views run.
 *
 * <p><b>Workers.</b> With W workers, keys are partitioned by hash: each worker owns the edges
 * leaving its vertices, the labels of its vertices, and a join and a reduce over them. A round
 * joins locally, sends each reached label to the owner of its target through the
 * {@link ThreadExchange}, and reduces there; the loop ends when no worker has work left at this
 * version. The result is the same whatever W, since every operator sees the same updates per key.
 */
public final class MinLabelLoop {
    private final int workers;
    private final ThreadExchange exchange;
    private final Join[] joins;
    private final Reduce[] reduces;
    private int version;

    /**
     * @param step what a label becomes along an edge: {@code (key, label, edgeValue) -> emit(target, newLabel)}
     * @param reduce {@link ReduceFunction#MIN}, or a grouped minimum such as {@link #MIN_PER_GROUP}
     * @param workers how many threads share the work
     */
    public MinLabelLoop(Join.JoinFunction step, ReduceFunction reduce, int workers) {
        this.workers = workers;
        this.exchange = new ThreadExchange(workers);
        this.joins = new Join[workers];
        this.reduces = new Reduce[workers];
        for (int w = 0; w < workers; w++) {
            joins[w] = new Join(new Trace(), new Trace(), step);
            reduces[w] = new Reduce(reduce);
        }
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

    /** The version the next call of {@link #next} runs. */
    public int version() {
        return version;
    }

    /**
     * Runs the next version: {@code edgeChanges} are (source, edge value, diff) and
     * {@code seedChanges} (key, label, diff), their times ignored (the version's own is used).
     * Returns the result's changes, (key, label, diff), consolidated.
     */
    public UpdateBatch next(UpdateBatch edgeChanges, UpdateBatch seedChanges) {
        int v = version;
        if (v > Times.MAX_VERSION) {
            throw new IllegalStateException("more than " + Times.MAX_VERSION + " versions in one dataflow");
        }
        long start = Times.ofVersion(v);
        UpdateBatch[] edges = partition(edgeChanges, start);
        UpdateBatch[] seeds = partition(seedChanges, start);
        UpdateBatch[] changes = new UpdateBatch[workers];
        Workers.run(workers, exchange, me -> changes[me] = run(me, v, edges[me], seeds[me]));
        Antichain done = Antichain.of(Times.ofVersion(v + 1));
        for (int w = 0; w < workers; w++) {
            joins[w].advance(done);
            reduces[w].advance(done);
        }
        version++;
        UpdateBatch all = changes[0];
        for (int w = 1; w < workers; w++) {
            for (int k = 0; k < changes[w].size(); k++) {
                all.add(changes[w].key(k), changes[w].value(k), start, changes[w].diff(k));
            }
        }
        all.consolidate();
        return all;
    }

    /** Worker {@code me}'s share of version {@code v}: returns its result changes. */
    private UpdateBatch run(int me, int v, UpdateBatch edges, UpdateBatch seeds) throws InterruptedException {
        long start = Times.ofVersion(v);
        UpdateBatch changes = new UpdateBatch();
        UpdateBatch variable = new UpdateBatch();
        for (int i = 0; ; i++) {
            if (i >= Times.MAX_LOOP) {
                throw new IllegalStateException("the loop did not settle within " + Times.MAX_LOOP + " iterations");
            }
            UpdateBatch reached = exchange.exchange(me, joins[me].step(variable, i == 0 ? edges : new UpdateBatch()));
            if (i == 0) {
                for (int k = 0; k < seeds.size(); k++) {
                    reached.add(seeds.key(k), seeds.value(k), seeds.time(k), seeds.diff(k));
                }
            }
            // Complete: iterations up to i of versions up to v.
            UpdateBatch output = reduces[me].step(reached, Antichain.of(Times.of(0, i + 1, 0), Times.ofVersion(v + 1)));
            UpdateBatch fedBack = new UpdateBatch(output.size());
            for (int k = 0; k < output.size(); k++) {
                long t = output.time(k);
                changes.add(output.key(k), output.value(k), start, output.diff(k));
                fedBack.add(output.key(k), output.value(k), Times.withOuter(t, Times.outer(t) + 1), output.diff(k));
            }
            long pending = reduces[me].nextPending();
            boolean active = !fedBack.isEmpty() || pending != Long.MAX_VALUE && Times.version(pending) <= v;
            if (!exchange.anyActive(me, active)) {
                return changes;
            }
            variable = fedBack;
        }
    }

    /** Updates stored in the loop's reduces: what its memory follows. */
    public long storedUpdates() {
        long total = 0;
        for (Reduce r : reduces) {
            total += r.storedUpdates();
        }
        return total;
    }

    /** The updates at {@code time}, split by the owner of their key. */
    private UpdateBatch[] partition(UpdateBatch updates, long time) {
        UpdateBatch[] parts = new UpdateBatch[workers];
        for (int w = 0; w < workers; w++) {
            parts[w] = new UpdateBatch();
        }
        for (int k = 0; k < updates.size(); k++) {
            parts[exchange.owner(updates.key(k))].add(updates.key(k), updates.value(k), time, updates.diff(k));
        }
        return parts;
    }
}
