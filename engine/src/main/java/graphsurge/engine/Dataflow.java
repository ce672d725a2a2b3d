package graphsurge.engine;

import graphsurge.engine.internal.exec.ThreadExchange;
import graphsurge.engine.internal.exec.Workers;
import graphsurge.engine.internal.time.Antichain;
import graphsurge.engine.internal.time.Times;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;

/**
 * A differential dataflow run one version at a time: the public API in which graph computations
 * are written.
 *
 * <p>Build it once: {@link #input() inputs}, operators on {@link Collection}s, {@link #loop()
 * loops} with their variables (and loops {@link Loop#loop() nested} in them), and {@link Probe
 * probes} on the results. Then, for each
 * version (view), send the inputs' changes and call {@link #run()}: the version runs to
 * completion (the loop steps until no worker has an update or a pending time left at this
 * version), each probe holds the change of its collection from the previous version, and every
 * operator's state is advanced past the version and compacted.
 *
 * <pre>{@code
 * Dataflow df = new Dataflow(workers);
 * Input edges = df.input();                       // (source, edge id)
 * Input roots = df.input();                       // (root, 0)
 * Dataflow.Loop loop = df.loop();
 * Collection hops = loop.variable()
 *         .join(loop.enter(edges.collection()), (src, d, edge, out) -> out.emit(targets[(int) edge], d + 1))
 *         .concat(loop.enter(roots.collection()))
 *         .reduce(ReduceFunction.MIN);
 * loop.set(hops);
 * Probe distances = df.probe(hops);
 * }</pre>
 *
 * <p>Workers run the same dataflow in lockstep on their share of the keys: join and reduce
 * exchange their inputs by key every round, so results do not depend on the worker count.
 * Records are {@code (long key, long value)} pairs with a signed {@code long} diff. The workers
 * meet only in the dataflow's {@link Exchange}: threads in this JVM ({@link ThreadExchange}) unless
 * another transport is {@link #Dataflow(Exchange) given}.
 */
public final class Dataflow {
    private final int workers;
    private final Exchange exchange;
    /** The nodes outside nested loops, in the order built (a topological order); each nested loop is one of them. */
    final List<Node> nodes = new ArrayList<>();
    private final List<Loop> loops = new ArrayList<>();
    private int version;
    /** {@link System#nanoTime()} after which a run stops, or 0 for none. */
    private volatile long deadline;
    /** Why the dataflow cannot run again (a run failed or passed its deadline), or null. */
    private String stopped;

    /** A dataflow on {@code workers} threads of this JVM. */
    public Dataflow(int workers) {
        this(new ThreadExchange(workers));
    }

    /**
     * A dataflow whose workers trade updates through {@code exchange}, one worker per
     * {@link Exchange#workers()}; the exchange serves this dataflow only.
     */
    public Dataflow(Exchange exchange) {
        this.workers = exchange.workers();
        this.exchange = exchange;
    }

    public int workers() {
        return workers;
    }

    /** The version the next {@link #run()} evaluates. */
    public int version() {
        return version;
    }

    /** A new input, whose changes are sent before each {@link #run()}. */
    public Input input() {
        Input in = new Input(this);
        add(in.collection().node);
        return in;
    }

    /**
     * A new loop: a variable, collections entered into it, and its body. A dataflow may hold
     * several, side by side (each computation of a run its own, all reading the same arranged
     * edges): they step in the same rounds, each until it has no work left or reaches its cap, and
     * never see each other's collections.
     */
    public Loop loop() {
        return new Loop(this, null);
    }

    /**
     * Stops any run still going at {@code nanoTime} (a {@link System#nanoTime()} reading; 0 for no
     * deadline) with {@link DeadlineExceeded}, checked before every operator's step: for a caller that would
     * rather do the work another way than wait past it (an adaptive run trying the dataflow on the
     * first view). A stopped dataflow cannot run again.
     */
    public void deadline(long nanoTime) {
        this.deadline = nanoTime;
    }

    /** Collects the changes of {@code c} at each version, whatever loop round made them. */
    public Probe probe(Collection c) {
        Probe p = new Probe(this, c.node);
        add(p.node);
        return p;
    }

    void add(Node n) {
        if (version > 0) {
            // Its state would miss the versions already run.
            throw new IllegalStateException("the dataflow has run: build all of it before the first run");
        }
        n.allocate(workers);
        (n.depth() == 2 ? n.scope.nodes : nodes).add(n);
    }

    /**
     * Runs the next version to completion. A run that fails (a function throws, a worker is
     * interrupted, the deadline passes) ends with that failure once every worker has stopped, and
     * leaves the dataflow unable to run again: its state holds part of a version.
     */
    public void run() {
        run(version);
    }

    /**
     * Runs the versions from {@link #version()} through {@code last} together, to completion: a
     * batch of versions. Inputs may be sent at any of them ({@link Input#send(long, long, long, int)});
     * each round then does its iteration of every version of the batch, and the reduces keep the
     * times a round cannot settle yet (a change at an early version can matter to a later one
     * through the loop's history). Probes hold the changes of every version of the batch, each at
     * its own version. One version at a time gives per-version timings and the smallest state; all
     * versions at once is the iteration-major schedule; any batching gives the same results.
     */
    public void run(int last) {
        if (last < version) {
            throw new IllegalArgumentException("version " + last + " has already run");
        }
        for (Loop l : loops) {
            if (l.variable.body == null) {
                throw new IllegalStateException("a loop's body was never set");
            }
        }
        if (stopped != null) {
            throw new IllegalStateException("the dataflow " + stopped + " and cannot run again");
        }
        Antichain next = Antichain.of(Times.ofVersion(last + 1));
        try {
            Workers.run(workers, exchange, me -> {
                runWorker(me, last);
                // Once every worker is done with the batch, each compacts its own state in parallel.
                for (Node n : nodes) {
                    n.advance(me, next);
                }
            });
        } catch (DeadlineExceeded e) {
            stopped = "was stopped at its deadline";
            throw e;
        } catch (CancellationException e) {
            stopped = "was interrupted";
            throw e;
        } catch (RuntimeException | Error e) {
            stopped = "failed while running version " + version;
            throw e;
        }
        version = last + 1;
    }

    private void runWorker(int me, int v) throws InterruptedException {
        Antichain end = Antichain.of(Times.ofVersion(v + 1));
        for (int round = 0; ; round++) {
            Round r = new Round(v, round, 0, 1, me, exchange);
            for (Node n : nodes) {
                if (round == 0 || n.inLoop() && round < n.topLoop().cap) {
                    checkDeadline(v);
                    n.evaluate(r);
                }
            }
            // Asked once the whole round is done: the body's output of this round feeds the next.
            boolean active = false;
            for (Node n : nodes) {
                active |= n.inLoop() && round + 1 < n.topLoop().cap && n.hasWork(me, end);
            }
            if (loops.isEmpty() || !exchange.anyActive(me, active)) {
                return;
            }
        }
    }

    /**
     * Throws {@link CancellationException} once the worker's thread is interrupted (the run was
     * cancelled), and {@link DeadlineExceeded} once the deadline has passed: checked before every operator
     * of every round (workers that have not seen it yet leave their barriers when the exchange is
     * aborted).
     */
    void checkDeadline(int v) {
        if (Thread.currentThread().isInterrupted()) {
            // The caller was interrupted (Workers interrupts every worker of the run): a cancellation.
            throw new CancellationException("interrupted");
        }
        long stopAt = deadline;
        if (stopAt != 0 && System.nanoTime() - stopAt > 0) {
            throw new DeadlineExceeded(v);
        }
    }

    /**
     * One round of one worker: the batch's last version, the round of the top-level loop
     * ({@code outer}) and of a nested loop ({@code inner}, when {@code depth} is 2), and how to
     * trade updates.
     */
    record Round(int version, int outer, int inner, int depth, int worker, Exchange exchange) {
        /** The round of the loop being run. */
        int round() {
            return depth == 2 ? inner : outer;
        }

        /**
         * The times complete after this round for a node {@code nodeDepth} loops deep: versions up
         * to {@code version}, and in loops the rounds done (earlier outer rounds entirely, the
         * current one up to its nested round).
         */
        Antichain upper(int nodeDepth) {
            long nextVersion = Times.ofVersion(version + 1);
            return switch (nodeDepth) {
                case 0 -> Antichain.of(nextVersion);
                case 1 -> Antichain.of(Times.of(0, outer + 1, 0), nextVersion);
                default -> Antichain.of(Times.of(0, outer, inner + 1), Times.of(0, outer + 1, 0), nextVersion);
            };
        }

        /** Round {@code round} of a loop nested in this (outer) round. */
        Round nested(int round) {
            return new Round(version, outer, round, 2, worker, exchange);
        }

        /** Where a loop nested in this outer round ends: nothing left before the next outer round. */
        Antichain nestedEnd() {
            return Antichain.of(Times.of(0, outer + 1, 0), Times.ofVersion(version + 1));
        }

        /**
         * The updates sent to this worker, consolidated, as every keyed operator (join, reduce,
         * arrangement) reads them. Consolidated in place: the exchange's result is the worker's
         * own batch (or, for updates already at their owner, its input's, which consolidation
         * leaves the same collection), so that the operators need not copy it.
         */
        UpdateBatch exchanged(UpdateBatch updates) throws InterruptedException {
            UpdateBatch received = exchange.exchange(worker, updates);
            received.consolidate();
            return received;
        }
    }

    /**
     * A loop: {@code variable} at round i+1 is {@code body} at round i. The top-level loop's
     * rounds step every version to its fixed point; a loop {@link #loop() nested} in it runs to
     * its own fixed point in every round of the top-level loop (times carry one counter per loop),
     * and hands its results back with {@link #leave}.
     */
    public static final class Loop {
        final Dataflow dataflow;
        /** The enclosing loop of a nested loop; null for the top-level loop. */
        final Loop parent;
        /** 1 for the top-level loop, 2 for a nested one. */
        final int depth;
        final Node.Variable variable;
        /** A nested loop's nodes, in the order built; the top-level loop's are the dataflow's. */
        final List<Node> nodes = new ArrayList<>();
        final List<Node.Leave> leaves = new ArrayList<>();
        /** A nested loop has its place in the enclosing loop once its body is set: no collection may enter it after that. */
        private boolean placed;
        /** The rounds a top-level loop runs at most. */
        int cap = Times.MAX_LOOP;

        Loop(Dataflow dataflow, Loop parent) {
            this.dataflow = dataflow;
            this.parent = parent;
            this.depth = parent == null ? 1 : 2;
            this.variable = new Node.Variable(this);
            dataflow.add(variable);
            dataflow.loops.add(this);
        }

        /**
         * A loop nested in this one, which runs to its fixed point in each of this loop's rounds
         * (strongly connected components propagate labels inside a trimming loop this way).
         * Collections of this loop {@link #enter} it; its results come back with {@link #leave}.
         */
        public Loop loop() {
            if (depth == 2) {
                throw new IllegalStateException("loops nest two deep at most (times have two loop counters)");
            }
            return new Loop(dataflow, this);
        }

        /**
         * Ends the loop after {@code cap} rounds, dropping what later rounds would have done: for
         * computations of a fixed number of iterations (PageRank). Top-level loops only.
         */
        public Loop iterationCap(int cap) {
            if (parent != null) {
                throw new IllegalStateException("a nested loop runs to its fixed point; cap the top-level loop");
            }
            this.cap = Math.max(1, Math.min(cap, Times.MAX_LOOP));
            return this;
        }

        /**
         * The loop variable: in round 0 its initial collection (empty unless {@link #startFrom}
         * gave one), then what the body was the round before.
         */
        public Collection variable() {
            return new Collection(dataflow, variable);
        }

        /**
         * Starts the variable from {@code initial}, a collection of the enclosing scope built before
         * the loop: round 0 sees it, round i+1 sees the body of round i (Differential Dataflow's
         * {@code iterate}, where the initial updates are retracted one iteration later).
         */
        public void startFrom(Collection initial) {
            checkEnclosing(initial.node, "initial collection");
            if (parent == null && dataflow.nodes.indexOf(initial.node) > dataflow.nodes.indexOf(variable)) {
                throw new IllegalArgumentException("the initial collection must be built before the loop");
            }
            variable.initial = initial.node;
        }

        /** {@code c}, a collection of the enclosing scope, inside the loop: its changes arrive in round 0. */
        public Collection enter(Collection c) {
            checkEnclosing(c.node, "collection");
            return c.derive(new Node.Enter(c.node, this));
        }

        /**
         * {@code c}, a collection of the enclosing scope, inside the loop, each record arriving in
         * round {@code delay(key, value)} instead of round 0 (Differential Dataflow's
         * {@code enter_at}). The loop's result is the same; the work can be far less: a min-label
         * loop whose small labels enter first spreads them before larger ones start, so that the
         * larger ones die where they enter instead of spreading and being replaced.
         */
        public Collection enterAt(Collection c, java.util.function.LongBinaryOperator delay) {
            checkEnclosing(c.node, "collection");
            return c.derive(new Node.EnterAt(c.node, this, java.util.Objects.requireNonNull(delay)));
        }

        /** An arrangement of the enclosing scope inside the loop: the same traces, its changes arriving in round 0. */
        public Arranged enter(Arranged a) {
            checkEnclosing(a.node, "arrangement");
            Node.Enter entered = new Node.Enter(a.node, this);
            dataflow.add(entered);
            return new Arranged(dataflow, entered, a.arrangement);
        }

        private void checkEnclosing(Node n, String what) {
            if (n.scope != parent) {
                throw new IllegalArgumentException("the " + what + " must belong to the scope enclosing the loop"
                        + (n.scope == this ? " (it is already inside it)" : ""));
            }
            if (placed) {
                throw new IllegalStateException("the nested loop's body is set: enter collections before setting it");
            }
        }

        /** Sets the body, which feeds the variable of the next round. */
        public void set(Collection body) {
            if (body.node.scope != this) {
                throw new IllegalArgumentException("the body must be computed inside the loop (from the variable or entered collections)");
            }
            if (variable.body != null) {
                throw new IllegalStateException("the loop's body is already set");
            }
            variable.body = body.node;
            if (parent != null) {
                placed = true;
                dataflow.add(new Node.NestedLoop(this));
            }
        }

        /**
         * {@code c}, a collection of this nested loop, in the enclosing loop: in each enclosing
         * round, the sum of its changes over this loop's rounds (the fixed point it reached).
         */
        public Collection leave(Collection c) {
            if (parent == null) {
                throw new IllegalStateException("only nested loops are left: probes read the top-level loop's collections directly");
            }
            if (c.node.scope != this) {
                throw new IllegalArgumentException("the collection is not inside this loop");
            }
            if (!placed) {
                throw new IllegalStateException("set the loop's body before leaving it");
            }
            Node.Leave leave = new Node.Leave(c.node);
            leaves.add(leave);
            return c.derive(leave);
        }
    }

    /** The worker that owns {@code key}. */
    int owner(long key) {
        return exchange.owner(key);
    }

    /** Every worker's part of a result in one batch ({@link Exchange#gather}). */
    UpdateBatch gather(UpdateBatch[] parts) {
        return exchange.gather(parts);
    }
}
