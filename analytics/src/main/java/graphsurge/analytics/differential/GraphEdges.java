package graphsurge.analytics.differential;

import graphsurge.engine.Arranged;
import graphsurge.engine.Collection;
import graphsurge.engine.Dataflow;
import graphsurge.engine.Input;
import graphsurge.engine.UpdateBatch;
import graphsurge.gstore.Csr;
import graphsurge.gstore.Parallel;

/**
 * A graph's changing edge set in a dataflow, as {@code (source, edge id << 32 | target)} records,
 * arranged at most once by source and once by target (each arrangement built when first asked
 * for): the indexed edges that every computation built on the dataflow joins with, so that several
 * computations (loops side by side) read one copy.
 *
 * <p>A record's value carries both the far end ({@link #otherEnd}) and the edge id
 * ({@link #edgeId}) in one {@code long}: a join emits along an edge without looking its other end
 * up in the graph's arrays (a cache miss per edge, which made up most of a large first view's join
 * time), and still finds a weight by id.
 *
 * <p><b>Large changes in order.</b> A change of at least a sixteenth of the graph's edges (a
 * view's first evaluation, above all) is read from the graph's adjacency vertex by vertex, whose
 * entries are in edge id order: each worker's share is then already sorted and at its owner, and
 * reaches the arrangement without an exchange, a copy or a sort (which made up most of a 10M-edge
 * view's first run). Each arrangement has its own input for this, fed from its own adjacency.
 */
public final class GraphEdges {
    /** Changes of at least 1/IN_ORDER of the edges are read from the adjacency. */
    private static final int IN_ORDER = 16;
    private static final int[] NONE = new int[0];

    private final Dataflow dataflow;
    private final Input forward;
    /** The edges keyed by target, {@code (target, edge id << 32 | source)}: made with {@link #byTarget}. */
    private Input backward;
    private final int[] sources;
    private final int[] targets;
    private Csr out;
    private Csr in;
    private Arranged bySource;
    private Arranged byTarget;
    private boolean sent;

    /** The edges of a graph whose edge {@code e} goes from {@code sources[e]} to {@code targets[e]}. */
    public GraphEdges(Dataflow dataflow, int[] sources, int[] targets) {
        this(dataflow, sources, targets, null, null);
    }

    /**
     * The same, with the graph's out- and in-adjacency (each vertex's entries in edge id order, as
     * {@link Csr#build} makes them) for reading large changes in order; null ones are built from
     * the edge arrays when a large change first needs them.
     */
    public GraphEdges(Dataflow dataflow, int[] sources, int[] targets, Csr out, Csr in) {
        this.dataflow = dataflow;
        this.forward = dataflow.input();
        this.sources = sources;
        this.targets = targets;
        this.out = out;
        this.in = in;
    }

    /** The edges as {@code (source, edge id << 32 | target)}. */
    public Collection collection() {
        return forward.collection();
    }

    /** The edges arranged by source, {@code (source, edge id << 32 | target)}. */
    public Arranged bySource() {
        if (bySource == null) {
            bySource = forward.collection().arrange();
        }
        return bySource;
    }

    /** The edges arranged by target, {@code (target, edge id << 32 | source)}; ask before any edge is sent. */
    public Arranged byTarget() {
        if (byTarget == null) {
            if (sent) {
                throw new IllegalStateException("the edges arranged by target must be asked for before edges are sent");
            }
            backward = dataflow.input();
            byTarget = backward.collection().arrange();
        }
        return byTarget;
    }

    /** The far end of an edge record's value: the target in {@link #bySource}, the source in {@link #byTarget}. */
    public static int otherEnd(long value) {
        return (int) value;
    }

    /** The edge id of an edge record's value. */
    public static int edgeId(long value) {
        return (int) (value >>> 32);
    }

    private static long record(int edgeId, int otherEnd) {
        return (long) edgeId << 32 | otherEnd;
    }

    public int[] sources() {
        return sources;
    }

    public int[] targets() {
        return targets;
    }

    /** Adds ({@code diff} = 1) or removes (-1) these edges at the next run's version. */
    public void send(int[] edgeIds, long diff) {
        if (diff != 1 && diff != -1) {
            throw new IllegalArgumentException("edges are added (1) or removed (-1), not " + diff);
        }
        change(diff > 0 ? edgeIds : NONE, diff > 0 ? NONE : edgeIds);
    }

    /** Adds and removes these edges (distinct ids) at the next run's version. */
    public void change(int[] added, int[] removed) {
        sent = true;
        if (IN_ORDER * ((long) added.length + removed.length) >= sources.length && sources.length > 0) {
            long[] plus = bits(added);
            long[] minus = bits(removed);
            if (out == null) {
                out = Csr.build(vertexCount(), sources, targets);
            }
            if (backward != null && in == null) {
                in = Csr.build(vertexCount(), targets, sources);
            }
            // One task per worker's part and direction, on as many threads as the dataflow has.
            int workers = forward.workers();
            int directions = backward == null ? 1 : 2;
            UpdateBatch[][] parts = new UpdateBatch[directions][workers];
            long time = forward.nextRunTime();
            Parallel.forChunks(workers, directions * workers, 1, (chunk, from, to) -> {
                for (int task = from; task < to; task++) {
                    int direction = task / workers;
                    parts[direction][task % workers] = inAdjacencyOrder(direction == 0 ? out : in, plus, minus,
                            direction == 0 ? forward : backward, task % workers, time);
                }
            });
            forward.sendOwned(parts[0]);
            if (backward != null) {
                backward.sendOwned(parts[1]);
            }
            return;
        }
        sendEach(added, 1);
        sendEach(removed, -1);
    }

    private void sendEach(int[] edgeIds, long diff) {
        for (int e : edgeIds) {
            forward.send(sources[e], record(e, targets[e]), diff);
            if (backward != null) {
                backward.send(targets[e], record(e, sources[e]), diff);
            }
        }
    }

    /**
     * Worker {@code worker}'s part of the changed edges of {@code adjacency}: {@code (vertex, edge
     * id << 32 | neighbour)} for the vertices it owns, with diff +1 ({@code plus}) or -1
     * ({@code minus}; an edge in both is left out), ascending by vertex and, within one, by edge id.
     */
    private static UpdateBatch inAdjacencyOrder(Csr adjacency, long[] plus, long[] minus, Input input, int worker,
            long time) {
        int[] offsets = adjacency.offsets();
        int[] neighbours = adjacency.targets();
        int[] ids = adjacency.edgeIds();
        int vertices = adjacency.vertexCount();
        int count = 0;
        for (int v = 0; v < vertices; v++) {
            if (input.owner(v) == worker) {
                for (int p = offsets[v]; p < offsets[v + 1]; p++) {
                    count += change(plus, minus, ids[p]) != 0 ? 1 : 0;
                }
            }
        }
        UpdateBatch part = new UpdateBatch(count);
        for (int v = 0; v < vertices; v++) {
            if (input.owner(v) == worker) {
                for (int p = offsets[v]; p < offsets[v + 1]; p++) {
                    int diff = change(plus, minus, ids[p]);
                    if (diff != 0) {
                        part.add(v, record(ids[p], neighbours[p]), time, diff);
                    }
                }
            }
        }
        return part;
    }

    /** +1 when edge {@code e} is added only, -1 when removed only, else 0. */
    private static int change(long[] plus, long[] minus, int e) {
        int word = e >>> 6;
        long bit = 1L << e;
        return ((plus[word] & bit) != 0 ? 1 : 0) - ((minus[word] & bit) != 0 ? 1 : 0);
    }

    private long[] bits(int[] edgeIds) {
        long[] bits = new long[(sources.length + 63) >>> 6];
        for (int e : edgeIds) {
            bits[e >>> 6] |= 1L << e;
        }
        return bits;
    }

    private int vertexCount() {
        int most = -1;
        for (int i = 0; i < sources.length; i++) {
            most = Math.max(most, Math.max(sources[i], targets[i]));
        }
        return most + 1;
    }
}
