package graphsurge.analytics.engine.dataflow;

import graphsurge.analytics.engine.data.UpdateBatch;
import graphsurge.analytics.engine.exec.ThreadExchange;
import graphsurge.analytics.engine.exec.Workers;
import graphsurge.analytics.engine.time.Antichain;
import graphsurge.analytics.engine.time.Times;
import java.util.ArrayList;
import java.util.List;

/**
 * A differential dataflow run one version at a time: the public API in which graph computations
 * are written.
 *
 * <p>Build it once: {@link #input() inputs}, operators on {@link Collection}s, at most one
 * {@link #loop() loop} with its variable, and {@link Probe probes} on the results. Then, for each
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
 * Records are {@code (long key, long value)} pairs with a signed {@code long} diff.
 */
public final class Dataflow {
    private final int workers;
    private final ThreadExchange exchange;
    final List<Node> nodes = new ArrayList<>();
    private Loop loop;
    private int version;
    private int iterationCap = Times.MAX_LOOP;

    public Dataflow(int workers) {
        this.workers = workers;
        this.exchange = new ThreadExchange(workers);
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

    /** The dataflow's loop (at most one): a variable, collections entered into it, and its body. */
    public Loop loop() {
        if (loop != null) {
            throw new IllegalStateException("a dataflow has at most one loop");
        }
        loop = new Loop(this);
        return loop;
    }

    /** Ends the loop after {@code cap} rounds, dropping what later rounds would have done (PageRank-like fixed iterations). */
    public Dataflow iterationCap(int cap) {
        this.iterationCap = Math.max(1, Math.min(cap, Times.MAX_LOOP));
        return this;
    }

    /** Collects the changes of {@code c} at each version, whatever loop round made them. */
    public Probe probe(Collection c) {
        Probe p = new Probe(this, c.node);
        add(p.node);
        return p;
    }

    void add(Node n) {
        n.allocate(workers);
        nodes.add(n);
    }

    /** Runs the next version to completion. */
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
        if (loop != null && loop.variable.body == null) {
            throw new IllegalStateException("the loop's variable was never set");
        }
        Workers.run(workers, exchange, me -> runWorker(me, last));
        Antichain next = Antichain.of(Times.ofVersion(last + 1));
        for (Node n : nodes) {
            n.advance(next);
        }
        version = last + 1;
    }

    private void runWorker(int me, int v) throws InterruptedException {
        for (int round = 0; ; round++) {
            Round r = new Round(v, round, me, exchange);
            for (Node n : nodes) {
                if (round == 0 || n.inLoop) {
                    n.evaluate(r);
                }
            }
            // Asked once the whole round is done: the body's output of this round feeds the next.
            boolean active = false;
            for (Node n : nodes) {
                active |= n.inLoop && n.hasWork(me, v);
            }
            if (loop == null || round + 1 >= iterationCap || !exchange.anyActive(me, active)) {
                for (Node n : nodes) {
                    n.finish(me);
                }
                return;
            }
        }
    }

    /** One round of one worker: the batch's last version, the loop round, and how to trade updates. */
    record Round(int version, int round, int worker, ThreadExchange exchange) {
        /** The times complete after this round: iterations up to {@code round} of versions up to {@code version}. */
        Antichain upper(boolean inLoop) {
            return inLoop ? Antichain.of(Times.of(0, round + 1, 0), Times.ofVersion(version + 1))
                    : Antichain.of(Times.ofVersion(version + 1));
        }

        UpdateBatch exchanged(UpdateBatch updates) throws InterruptedException {
            return exchange.exchange(worker, updates);
        }
    }

    /** The dataflow's loop: {@code variable} at round i+1 is {@code body} at round i. */
    public static final class Loop {
        private final Dataflow dataflow;
        final Node.Variable variable;

        Loop(Dataflow dataflow) {
            this.dataflow = dataflow;
            this.variable = new Node.Variable();
            dataflow.add(variable);
        }

        /**
         * The loop variable: in round 0 its initial collection (empty unless {@link #startFrom}
         * gave one), then what the body was the round before.
         */
        public Collection variable() {
            return new Collection(dataflow, variable);
        }

        /**
         * Starts the variable from {@code initial}, an outer collection built before the loop:
         * round 0 sees it, round i+1 sees the body of round i (Differential Dataflow's
         * {@code iterate}, where the initial updates are retracted one iteration later).
         */
        public void startFrom(Collection initial) {
            if (initial.node.inLoop || dataflow.nodes.indexOf(initial.node) > dataflow.nodes.indexOf(variable)) {
                throw new IllegalArgumentException("the initial collection must be built outside the loop, before it");
            }
            variable.initial = initial.node;
        }

        /** {@code c} inside the loop: its changes arrive in round 0. */
        public Collection enter(Collection c) {
            if (c.node.inLoop) {
                throw new IllegalArgumentException("the collection is already inside the loop");
            }
            return c.derive(new Node.Enter(c.node));
        }

        /** An outer arrangement inside the loop: the same traces, its changes arriving in round 0. */
        public Arranged enter(Arranged a) {
            if (a.node.inLoop) {
                throw new IllegalArgumentException("the arrangement is already inside the loop");
            }
            Node.EnterArranged entered = new Node.EnterArranged(a.arrangement);
            dataflow.add(entered);
            return new Arranged(dataflow, entered, a.arrangement);
        }

        /** Sets the body, which feeds the variable of the next round. */
        public void set(Collection body) {
            if (!body.node.inLoop) {
                throw new IllegalArgumentException("the body must be computed inside the loop (from the variable or entered collections)");
            }
            variable.body = body.node;
        }
    }

    /** Marks a node as loop-resident when it depends on one. */
    static boolean inLoop(Node... parents) {
        for (Node p : parents) {
            if (p.inLoop) {
                return true;
            }
        }
        return false;
    }

    /** The worker that owns {@code key}. */
    int owner(long key) {
        return exchange.owner(key);
    }
}
