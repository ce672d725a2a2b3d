package graphsurge.analytics.engine.dataflow;

import graphsurge.analytics.engine.data.UpdateBatch;
import graphsurge.analytics.engine.operators.Join;
import graphsurge.analytics.engine.operators.Linear;
import graphsurge.analytics.engine.operators.Reduce;
import graphsurge.analytics.engine.operators.ReduceFunction;
import graphsurge.analytics.engine.time.Antichain;
import graphsurge.analytics.engine.time.Times;
import graphsurge.analytics.engine.trace.Trace;

/**
 * An operator of a {@link Dataflow}, with one state per worker. In every round it runs, each
 * worker's instance reads its parents' outputs of the round and leaves its own in {@code out}.
 */
abstract class Node {
    /** Whether the node runs every loop round (it depends on the loop variable or an entered collection). */
    boolean inLoop;
    UpdateBatch[] out;

    void allocate(int workers) {
        out = new UpdateBatch[workers];
        for (int w = 0; w < workers; w++) {
            out[w] = new UpdateBatch();
        }
    }

    /** Computes this round's output of worker {@code r.worker()} into {@code out}. */
    abstract void evaluate(Dataflow.Round r) throws InterruptedException;

    /** Whether the node still has work at version {@code v} without new input (feedback, pending times). */
    boolean hasWork(int worker, int v) {
        return false;
    }

    /** The version is done on this worker. */
    void finish(int worker) {}

    /** Every worker is done with the version: state before {@code next} may be compacted. */
    void advance(Antichain next) {}

    /** Updates arriving from outside, sent before each run. */
    static final class Source extends Node {
        UpdateBatch[] pending;

        @Override
        void allocate(int workers) {
            super.allocate(workers);
            pending = new UpdateBatch[workers];
            for (int w = 0; w < workers; w++) {
                pending[w] = new UpdateBatch();
            }
        }

        @Override
        void evaluate(Dataflow.Round r) {
            // Updates sent for versions after this run's last wait for their run.
            UpdateBatch all = pending[r.worker()];
            UpdateBatch now = new UpdateBatch(all.size());
            UpdateBatch later = new UpdateBatch();
            for (int k = 0; k < all.size(); k++) {
                (Times.version(all.time(k)) <= r.version() ? now : later).add(all.key(k), all.value(k), all.time(k), all.diff(k));
            }
            out[r.worker()] = now;
            pending[r.worker()] = later;
        }
    }

    /** Records made from each record by a function (map, filter and flatMap are this). */
    static final class FlatMap extends Node {
        private final Node parent;
        private final Linear.RecordExpansion expansion;

        FlatMap(Node parent, Linear.RecordExpansion expansion) {
            this.parent = parent;
            this.expansion = expansion;
            this.inLoop = parent.inLoop;
        }

        @Override
        void evaluate(Dataflow.Round r) {
            out[r.worker()] = Linear.flatMap(parent.out[r.worker()], expansion);
        }
    }

    static final class Concat extends Node {
        private final Node first;
        private final Node second;

        Concat(Node first, Node second) {
            this.first = first;
            this.second = second;
            this.inLoop = Dataflow.inLoop(first, second);
        }

        @Override
        void evaluate(Dataflow.Round r) {
            out[r.worker()] = Linear.concat(first.out[r.worker()], second.out[r.worker()]);
        }
    }

    static final class Negate extends Node {
        private final Node parent;

        Negate(Node parent) {
            this.parent = parent;
            this.inLoop = parent.inLoop;
        }

        @Override
        void evaluate(Dataflow.Round r) {
            out[r.worker()] = Linear.negate(parent.out[r.worker()]);
        }
    }

    /** Join on keys; both inputs are exchanged to the owners of their keys first. */
    static final class JoinNode extends Node {
        private final Node left;
        private final Node right;
        private final Join.JoinFunction function;
        private Join[] joins;

        JoinNode(Node left, Node right, Join.JoinFunction function) {
            this.left = left;
            this.right = right;
            this.function = function;
            this.inLoop = Dataflow.inLoop(left, right);
        }

        @Override
        void allocate(int workers) {
            super.allocate(workers);
            joins = new Join[workers];
            for (int w = 0; w < workers; w++) {
                joins[w] = new Join(new Trace(), new Trace(), function);
            }
        }

        @Override
        void evaluate(Dataflow.Round r) throws InterruptedException {
            UpdateBatch l = r.exchanged(left.out[r.worker()]);
            UpdateBatch rr = r.exchanged(right.out[r.worker()]);
            out[r.worker()] = joins[r.worker()].step(l, rr);
        }

        @Override
        void advance(Antichain next) {
            for (Join j : joins) {
                j.advance(next);
            }
        }
    }

    /**
     * An arrangement: a collection's updates exchanged by key and indexed in one trace per worker,
     * shared by every join that reads it (inside the loop too, through {@link EnterArranged}).
     */
    static final class Arrange extends Node {
        private final Node parent;
        Trace[] traces;

        Arrange(Node parent) {
            this.parent = parent;
            this.inLoop = parent.inLoop;
        }

        @Override
        void allocate(int workers) {
            super.allocate(workers);
            traces = new Trace[workers];
            for (int w = 0; w < workers; w++) {
                traces[w] = new Trace();
            }
        }

        @Override
        void evaluate(Dataflow.Round r) throws InterruptedException {
            UpdateBatch delta = r.exchanged(parent.out[r.worker()]).consolidatedCopy();
            traces[r.worker()].insert(delta);
            out[r.worker()] = delta;
        }

        @Override
        void advance(Antichain next) {
            for (Trace t : traces) {
                t.advance(next);
                t.compactWhenGrown();
            }
        }
    }

    /** An outer arrangement inside the loop: the same traces, its changes arriving in round 0. */
    static final class EnterArranged extends Node {
        final Arrange outer;

        EnterArranged(Arrange outer) {
            this.outer = outer;
            this.inLoop = true;
        }

        @Override
        void evaluate(Dataflow.Round r) {
            out[r.worker()] = r.round() == 0 ? outer.out[r.worker()] : new UpdateBatch();
        }
    }

    /** A join whose right side is a shared arrangement: only the left side keeps a trace of its own. */
    static final class JoinArranged extends Node {
        private final Node left;
        private final Node right;
        private final Arrange arrangement;
        private final Join.JoinFunction function;
        private Join[] joins;

        JoinArranged(Node left, Node right, Arrange arrangement, Join.JoinFunction function) {
            this.left = left;
            this.right = right;
            this.arrangement = arrangement;
            this.function = function;
            this.inLoop = Dataflow.inLoop(left, right);
        }

        @Override
        void evaluate(Dataflow.Round r) throws InterruptedException {
            int w = r.worker();
            out[w] = joins[w].stepWithArrangedRight(r.exchanged(left.out[w]), right.out[w]);
        }

        @Override
        void allocate(int workers) {
            super.allocate(workers);
            joins = new Join[workers];
            for (int w = 0; w < workers; w++) {
                joins[w] = new Join(new Trace(), arrangement.traces[w], function);
            }
        }

        @Override
        void advance(Antichain next) {
            for (Join j : joins) {
                j.advance(next);
            }
        }
    }

    /** Reduce by key, its input exchanged to the owners of the keys; in a loop it keeps pending times. */
    static final class ReduceNode extends Node {
        private final Node parent;
        private final ReduceFunction function;
        private Reduce[] reduces;

        ReduceNode(Node parent, ReduceFunction function) {
            this.parent = parent;
            this.function = function;
            this.inLoop = parent.inLoop;
        }

        @Override
        void allocate(int workers) {
            super.allocate(workers);
            reduces = new Reduce[workers];
            for (int w = 0; w < workers; w++) {
                reduces[w] = new Reduce(function);
            }
        }

        @Override
        void evaluate(Dataflow.Round r) throws InterruptedException {
            UpdateBatch in = r.exchanged(parent.out[r.worker()]);
            out[r.worker()] = reduces[r.worker()].step(in, r.upper(inLoop));
        }

        @Override
        boolean hasWork(int worker, int v) {
            long pending = reduces[worker].nextPending();
            return pending != Long.MAX_VALUE && Times.version(pending) <= v;
        }

        @Override
        void advance(Antichain next) {
            for (Reduce reduce : reduces) {
                reduce.advance(next);
            }
        }
    }

    /** An outer collection inside the loop: its changes (at iteration 0) arrive in round 0. */
    static final class Enter extends Node {
        private final Node outer;

        Enter(Node outer) {
            this.outer = outer;
            this.inLoop = true;
        }

        @Override
        void evaluate(Dataflow.Round r) {
            out[r.worker()] = r.round() == 0 ? outer.out[r.worker()] : new UpdateBatch();
        }
    }

    /**
     * The loop variable: its initial collection in round 0 (nothing without one), then the body's
     * previous round one iteration later, the initial updates retracted in round 1 so that the
     * variable accumulates to exactly the body's previous result.
     */
    static final class Variable extends Node {
        Node body;
        Node initial;
        private UpdateBatch[] initialUpdates;

        Variable() {
            this.inLoop = true;
        }

        @Override
        void allocate(int workers) {
            super.allocate(workers);
            initialUpdates = new UpdateBatch[workers];
        }

        @Override
        void evaluate(Dataflow.Round r) {
            int w = r.worker();
            if (r.round() == 0) {
                initialUpdates[w] = initial == null ? new UpdateBatch() : initial.out[w];
                out[w] = initialUpdates[w];
                return;
            }
            UpdateBatch init = r.round() == 1 ? initialUpdates[w] : null;
            initialUpdates[w] = null;
            UpdateBatch previous = body.out[w];
            UpdateBatch next = new UpdateBatch(previous.size());
            for (int k = 0; k < previous.size(); k++) {
                long t = previous.time(k);
                next.add(previous.key(k), previous.value(k), Times.withOuter(t, Times.outer(t) + 1), previous.diff(k));
            }
            if (init != null) {
                for (int k = 0; k < init.size(); k++) {
                    next.add(init.key(k), init.value(k), Times.withOuter(init.time(k), 1), -init.diff(k));
                }
            }
            out[w] = next;
        }

        @Override
        boolean hasWork(int worker, int v) {
            // Asked after the round: the body's output, consolidated (updates that cancel are no
            // work), feeds the next round; new initial updates still have to be retracted in round 1.
            body.out[worker].consolidate();
            return !body.out[worker].isEmpty() || initialUpdates[worker] != null && !initialUpdates[worker].isEmpty();
        }
    }

    /** Collects a collection's changes over the rounds of a run, each at its version's time. */
    static final class Collect extends Node {
        private final Node parent;
        UpdateBatch[] collected;

        Collect(Node parent) {
            this.parent = parent;
            this.inLoop = parent.inLoop;
        }

        @Override
        void allocate(int workers) {
            super.allocate(workers);
            collected = new UpdateBatch[workers];
            for (int w = 0; w < workers; w++) {
                collected[w] = new UpdateBatch();
            }
        }

        @Override
        void evaluate(Dataflow.Round r) {
            UpdateBatch in = parent.out[r.worker()];
            for (int k = 0; k < in.size(); k++) {
                collected[r.worker()].add(in.key(k), in.value(k), Times.ofVersion(Times.version(in.time(k))), in.diff(k));
            }
        }
    }
}
