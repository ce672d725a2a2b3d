package graphsurge.engine;

import graphsurge.engine.internal.operators.Join;
import graphsurge.engine.internal.operators.Linear;
import graphsurge.engine.internal.operators.Reduce;
import graphsurge.engine.internal.time.Antichain;
import graphsurge.engine.internal.time.Times;
import graphsurge.engine.internal.trace.Trace;

/**
 * An operator of a {@link Dataflow}, with one state per worker. In every round it runs, each
 * worker's instance reads its parents' outputs of the round and leaves its own in {@code out}.
 */
abstract class Node {
    /** The loop the node runs in (every round of it), or null outside every loop. */
    final Dataflow.Loop scope;
    UpdateBatch[] out;

    Node(Dataflow.Loop scope) {
        this.scope = scope;
    }

    boolean inLoop() {
        return scope != null;
    }

    /** The top-level loop the node is in (directly or through a nested loop), or null. */
    Dataflow.Loop topLoop() {
        return scope == null || scope.parent == null ? scope : scope.parent;
    }

    /** How many loops the node is in: 0, 1, or 2 in a nested loop. */
    int depth() {
        return scope == null ? 0 : scope.depth;
    }

    void allocate(int workers) {
        out = emptyBatches(workers);
    }

    /** One empty batch per worker. */
    static UpdateBatch[] emptyBatches(int workers) {
        UpdateBatch[] batches = new UpdateBatch[workers];
        for (int w = 0; w < workers; w++) {
            batches[w] = new UpdateBatch();
        }
        return batches;
    }

    /** Computes this round's output of worker {@code r.worker()} into {@code out}. */
    abstract void evaluate(Dataflow.Round r) throws InterruptedException;

    /**
     * Whether the node still has work before {@code end} (the frontier where its loop ends) without
     * new input: feedback, or pending times.
     */
    boolean hasWork(int worker, Antichain end) {
        return false;
    }

    /**
     * Every worker is done with the version: worker {@code worker}'s state before {@code next} may
     * be compacted. Each worker advances its own state, on its own thread.
     */
    void advance(int worker, Antichain next) {}

    /** Updates arriving from outside, sent before each run. */
    static final class Source extends Node {
        UpdateBatch[] pending;

        Source() {
            super(null);
        }

        @Override
        void allocate(int workers) {
            super.allocate(workers);
            pending = emptyBatches(workers);
        }

        @Override
        void evaluate(Dataflow.Round r) {
            // Updates sent for versions after this run's last wait for their run.
            UpdateBatch all = pending[r.worker()];
            if (dueBy(all, r.version())) {
                out[r.worker()] = all;
                pending[r.worker()] = new UpdateBatch();
                return;
            }
            UpdateBatch now = new UpdateBatch(all.size());
            UpdateBatch later = new UpdateBatch();
            for (int k = 0; k < all.size(); k++) {
                (Times.version(all.time(k)) <= r.version() ? now : later).add(all.key(k), all.value(k), all.time(k), all.diff(k));
            }
            out[r.worker()] = now;
            pending[r.worker()] = later;
        }

        private static boolean dueBy(UpdateBatch updates, int version) {
            for (int k = 0; k < updates.size(); k++) {
                if (Times.version(updates.time(k)) > version) {
                    return false;
                }
            }
            return true;
        }
    }

    /** Records made from each record by a function (map, filter and flatMap are this). */
    static final class FlatMap extends Node {
        private final Node parent;
        private final RecordExpansion expansion;

        FlatMap(Node parent, RecordExpansion expansion) {
            super(parent.scope);
            this.parent = parent;
            this.expansion = expansion;
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
            super(first.scope);
            this.first = first;
            this.second = second;
        }

        @Override
        void evaluate(Dataflow.Round r) {
            out[r.worker()] = Linear.concat(first.out[r.worker()], second.out[r.worker()]);
        }
    }

    /** A function of each round's batch (negate, consolidate): no state, no exchange. */
    static final class EachBatch extends Node {
        private final Node parent;
        private final java.util.function.UnaryOperator<UpdateBatch> function;

        EachBatch(Node parent, java.util.function.UnaryOperator<UpdateBatch> function) {
            super(parent.scope);
            this.parent = parent;
            this.function = function;
        }

        @Override
        void evaluate(Dataflow.Round r) {
            out[r.worker()] = function.apply(parent.out[r.worker()]);
        }
    }

    /** Join on keys; both inputs are exchanged to the owners of their keys first. */
    static final class JoinNode extends Node {
        private final Node left;
        private final Node right;
        private final JoinFunction function;
        private Join[] joins;

        JoinNode(Node left, Node right, JoinFunction function) {
            super(left.scope);
            this.left = left;
            this.right = right;
            this.function = function;
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
        void advance(int worker, Antichain next) {
            joins[worker].advance(next);
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
            super(parent.scope);
            this.parent = parent;
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
            UpdateBatch delta = r.exchanged(parent.out[r.worker()]);
            traces[r.worker()].insert(delta);
            out[r.worker()] = delta;
        }

        @Override
        void advance(int worker, Antichain next) {
            traces[worker].advance(next);
            traces[worker].compactWhenGrown();
        }
    }

    /** A join whose right side is a shared arrangement: only the left side keeps a trace of its own. */
    static final class JoinArranged extends Node {
        private final Node left;
        private final Node right;
        private final Arrange arrangement;
        private final JoinFunction function;
        private Join[] joins;

        JoinArranged(Node left, Node right, Arrange arrangement, JoinFunction function) {
            super(left.scope);
            this.left = left;
            this.right = right;
            this.arrangement = arrangement;
            this.function = function;
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
        void advance(int worker, Antichain next) {
            joins[worker].advance(next);
        }
    }

    /** Reduce by key, its input exchanged to the owners of the keys; in a loop it keeps pending times. */
    static final class ReduceNode extends Node {
        private final Node parent;
        private final ReduceFunction function;
        private Reduce[] reduces;

        ReduceNode(Node parent, ReduceFunction function) {
            super(parent.scope);
            this.parent = parent;
            this.function = function;
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
            out[r.worker()] = reduces[r.worker()].step(in, r.upper(depth()));
        }

        @Override
        boolean hasWork(int worker, Antichain end) {
            return reduces[worker].hasPendingBefore(end);
        }

        @Override
        void advance(int worker, Antichain next) {
            reduces[worker].advance(next);
        }
    }

    /**
     * A collection (or arrangement) of the enclosing scope inside a loop: its changes of the
     * enclosing round arrive in the loop's round 0 and hold in every later round.
     */
    static final class Enter extends Node {
        private final Node outer;

        Enter(Node outer, Dataflow.Loop loop) {
            super(loop);
            this.outer = outer;
        }

        @Override
        void evaluate(Dataflow.Round r) {
            out[r.worker()] = r.round() == 0 ? outer.out[r.worker()] : new UpdateBatch();
        }
    }

    /**
     * A collection of the enclosing scope inside a loop, each update delayed to the round
     * {@code delay(key, value)}: handed over in round 0 at its later time, which the loop's
     * reduces hold pending until that round.
     */
    static final class EnterAt extends Node {
        private final Node outer;
        private final java.util.function.LongBinaryOperator delay;

        EnterAt(Node outer, Dataflow.Loop loop, java.util.function.LongBinaryOperator delay) {
            super(loop);
            this.outer = outer;
            this.delay = delay;
        }

        @Override
        void evaluate(Dataflow.Round r) {
            int w = r.worker();
            if (r.round() != 0) {
                out[w] = new UpdateBatch();
                return;
            }
            UpdateBatch in = outer.out[w];
            UpdateBatch delayed = new UpdateBatch(in.size());
            boolean nested = scope.depth == 2;
            for (int k = 0; k < in.size(); k++) {
                int round = (int) Math.min(Times.MAX_LOOP, Math.max(0, delay.applyAsLong(in.key(k), in.value(k))));
                long t = in.time(k);
                delayed.add(in.key(k), in.value(k), nested ? Times.withInner(t, round) : Times.withOuter(t, round), in.diff(k));
            }
            out[w] = delayed;
        }
    }

    /**
     * A collection of a loop with each update moved on to round {@code round(key, value)} of the
     * loop when that is later than its own ({@code max} of the two, so that a time only moves
     * forward, and the same record always lands at the same time: a linear operator whose output
     * at a time is its input there, for records whose round has come). The updates reach the
     * loop's reduces early, which hold them pending until their round.
     */
    static final class Delay extends Node {
        private final Node parent;
        private final java.util.function.LongBinaryOperator round;

        Delay(Node parent, java.util.function.LongBinaryOperator round) {
            super(parent.scope);
            this.parent = parent;
            this.round = round;
        }

        @Override
        void evaluate(Dataflow.Round r) {
            int w = r.worker();
            UpdateBatch in = parent.out[w];
            UpdateBatch delayed = new UpdateBatch(in.size());
            boolean nested = scope.depth == 2;
            for (int k = 0; k < in.size(); k++) {
                long t = in.time(k);
                long at = Math.min(Times.MAX_LOOP, round.applyAsLong(in.key(k), in.value(k)));
                if (nested ? at > Times.inner(t) : at > Times.outer(t)) {
                    t = nested ? Times.withInner(t, (int) at) : Times.withOuter(t, (int) at);
                }
                delayed.add(in.key(k), in.value(k), t, in.diff(k));
            }
            out[w] = delayed;
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

        Variable(Dataflow.Loop loop) {
            super(loop);
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
            boolean nested = scope.depth == 2;
            for (int k = 0; k < previous.size(); k++) {
                long t = previous.time(k);
                long later = nested ? Times.withInner(t, Times.inner(t) + 1) : Times.withOuter(t, Times.outer(t) + 1);
                next.add(previous.key(k), previous.value(k), later, previous.diff(k));
            }
            if (init != null) {
                for (int k = 0; k < init.size(); k++) {
                    long t = init.time(k);
                    next.add(init.key(k), init.value(k), nested ? Times.withInner(t, 1) : Times.withOuter(t, 1), -init.diff(k));
                }
            }
            out[w] = next;
        }

        @Override
        boolean hasWork(int worker, Antichain end) {
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
            super(parent.scope);
            this.parent = parent;
        }

        @Override
        void allocate(int workers) {
            super.allocate(workers);
            collected = emptyBatches(workers);
        }

        @Override
        void evaluate(Dataflow.Round r) {
            UpdateBatch in = parent.out[r.worker()];
            for (int k = 0; k < in.size(); k++) {
                collected[r.worker()].add(in.key(k), in.value(k), Times.ofVersion(Times.version(in.time(k))), in.diff(k));
            }
        }
    }

    /**
     * A loop nested in the top-level loop, as one node of it: each outer round runs the nested
     * loop's rounds until none of its nodes has work left in that outer round, handing what its
     * collections left to their {@link Leave} nodes after every round.
     */
    static final class NestedLoop extends Node {
        private final Dataflow.Loop loop;

        NestedLoop(Dataflow.Loop loop) {
            super(loop.parent);
            this.loop = loop;
        }

        @Override
        void evaluate(Dataflow.Round r) throws InterruptedException {
            int w = r.worker();
            Antichain end = r.nestedEnd();
            for (int round = 0; ; round++) {
                Dataflow.Round nested = r.nested(round);
                for (Node n : loop.nodes) {
                    loop.dataflow.checkDeadline(r.version());
                    n.evaluate(nested);
                }
                for (Leave leave : loop.leaves) {
                    leave.gather(w);
                }
                boolean active = false;
                for (Node n : loop.nodes) {
                    active |= n.hasWork(w, end);
                }
                if (!r.exchange().anyActive(w, active)) {
                    return;
                }
            }
        }

        @Override
        boolean hasWork(int worker, Antichain end) {
            // Pending times of later outer rounds keep the outer loop going.
            boolean work = false;
            for (Node n : loop.nodes) {
                work |= n.hasWork(worker, end);
            }
            return work;
        }

        @Override
        void advance(int worker, Antichain next) {
            for (Node n : loop.nodes) {
                n.advance(worker, next);
            }
        }
    }

    /**
     * A nested loop's collection in the enclosing loop: the changes of all its rounds, each with
     * the nested counter dropped, so that the enclosing round sees the nested loop's result.
     */
    static final class Leave extends Node {
        private final Node parent;
        private UpdateBatch[] gathered;

        Leave(Node parent) {
            super(parent.scope.parent);
            this.parent = parent;
        }

        @Override
        void allocate(int workers) {
            super.allocate(workers);
            gathered = emptyBatches(workers);
        }

        /** Takes the parent's changes of the nested round just run. */
        void gather(int worker) {
            UpdateBatch in = parent.out[worker];
            for (int k = 0; k < in.size(); k++) {
                gathered[worker].add(in.key(k), in.value(k), Times.withInner(in.time(k), 0), in.diff(k));
            }
        }

        @Override
        void evaluate(Dataflow.Round r) {
            int w = r.worker();
            gathered[w].consolidate();
            out[w] = gathered[w];
            gathered[w] = new UpdateBatch();
        }
    }
}
