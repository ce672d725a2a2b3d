package graphsurge.analytics.differential;

import graphsurge.engine.Arranged;
import graphsurge.engine.Collection;
import graphsurge.engine.Dataflow;
import graphsurge.engine.Input;
import graphsurge.engine.UpdateBatch;
import graphsurge.gstore.Csr;
import graphsurge.gstore.Parallel;
import graphsurge.gstore.PropertyGraph;

/**
 * A graph's changing edge set in a dataflow, as {@code (source, edge id << 32 | target)} records,
 * arranged at most once by source and once by target (each when first asked for): the indexed
 * edges that every computation built on the dataflow joins with, so that several computations
 * (loops side by side) read one copy.
 *
 * <p>A record's value carries both the far end ({@link #otherEnd}) and the edge id
 * ({@link #edgeId}) in one {@code long}: a join emits along an edge without looking its other end
 * up in the graph's arrays (a random read per edge), and still finds a weight by id.
 *
 * <p><b>Large changes in order.</b> A change of at least a sixteenth of the graph's edges (a
 * view's first evaluation, above all) is read from the graph's adjacency vertex by vertex, whose
 * entries are in edge id order: each worker's share is then already sorted and at its owner, and
 * reaches the arrangement without an exchange, a copy or a sort. Each arrangement has its own
 * input for this, fed from its own adjacency. Each worker walks only the vertices it owns, listed
 * once for the dataflow's life, and the change's edge bitsets are kept between changes, set and
 * cleared by the change's own edges, so a large change costs O(its edges + the adjacency's
 * entries), never W passes over the vertices.
 */
public final class GraphEdges {
    /** Changes of at least 1/IN_ORDER of the edges are read from the adjacency. */
    private static final int IN_ORDER = 16;

    private final Dataflow dataflow;
    private final Input forward;
    /** The edges keyed by target, {@code (target, edge id << 32 | source)}: made with {@link #byTarget}. */
    private Input backward;
    private final int[] sources;
    private final int[] targets;
    private final Csr out;
    private final Csr in;
    private Arranged bySource;
    private Arranged byTarget;
    private boolean sent;
    /** The vertices each worker owns, ascending; listed on the first large change. */
    private int[][] owned;
    /** The edges a large change adds and removes, as bitsets: all zero between changes. */
    private long[] plus;
    private long[] minus;

    /** The edges of {@code graph}, whose out- and in-adjacency large changes are read from. */
    public GraphEdges(Dataflow dataflow, PropertyGraph graph) {
        this.dataflow = dataflow;
        this.forward = dataflow.input();
        this.sources = graph.sources();
        this.targets = graph.targets();
        this.out = graph.out();
        this.in = graph.in();
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

    /** Adds and removes these edges (distinct ids) at the next run's version. */
    public void change(int[] added, int[] removed) {
        if (IN_ORDER * ((long) added.length + removed.length) >= sources.length && sources.length > 0) {
            changeInOrder(added, removed);
        } else {
            changeEach(added, removed);
        }
    }

    /** {@link #change} read from the adjacency, each worker's part built in order at its owner. */
    void changeInOrder(int[] added, int[] removed) {
        sent = true;
        UpdateBatch[][] parts = partsInOrder(added, removed);
        forward.sendOwned(parts[0]);
        if (backward != null) {
            backward.sendOwned(parts[1]);
        }
    }

    /** {@link #change} edge by edge, each update routed to its owner by the input. */
    void changeEach(int[] added, int[] removed) {
        sent = true;
        sendEach(added, 1);
        sendEach(removed, -1);
    }

    /**
     * The updates of a change, {@code parts[direction][worker]}: direction 0 by source, 1 by
     * target (when {@link #byTarget} was asked for), built in parallel over parts.
     */
    UpdateBatch[][] partsInOrder(int[] added, int[] removed) {
        if (owned == null) {
            owned = ownedVertices(forward, out.vertexCount());
            plus = new long[(sources.length + 63) >>> 6];
            minus = new long[plus.length];
        }
        int workers = forward.workers();
        int directions = backward == null ? 1 : 2;
        UpdateBatch[][] parts = new UpdateBatch[directions][workers];
        long time = forward.nextRunTime();
        mark(plus, added);
        mark(minus, removed);
        try {
            // One task per worker's part and direction, on as many threads as the dataflow has.
            Parallel.forChunks(workers, directions * workers, 1, (chunk, from, to) -> {
                for (int task = from; task < to; task++) {
                    int direction = task / workers;
                    int worker = task % workers;
                    parts[direction][worker] = inAdjacencyOrder(direction == 0 ? out : in, owned[worker], plus, minus,
                            time);
                }
            });
        } finally {
            clear(plus, added);
            clear(minus, removed);
        }
        return parts;
    }

    private void sendEach(int[] edgeIds, long diff) {
        for (int e : edgeIds) {
            forward.send(sources[e], record(e, targets[e]), diff);
            if (backward != null) {
                backward.send(targets[e], record(e, sources[e]), diff);
            }
        }
    }

    /** The vertices {@code 0 .. vertices - 1} each worker of {@code input} owns, ascending. */
    private static int[][] ownedVertices(Input input, int vertices) {
        int[] counts = new int[input.workers()];
        for (int v = 0; v < vertices; v++) {
            counts[input.owner(v)]++;
        }
        int[][] owned = new int[counts.length][];
        for (int w = 0; w < counts.length; w++) {
            owned[w] = new int[counts[w]];
            counts[w] = 0;
        }
        for (int v = 0; v < vertices; v++) {
            int w = input.owner(v);
            owned[w][counts[w]++] = v;
        }
        return owned;
    }

    /**
     * One worker's part of the changed edges of {@code adjacency}: {@code (vertex, edge id << 32 |
     * neighbour)} for {@code vertices}, the ones it owns (ascending), with diff +1 ({@code plus})
     * or -1 ({@code minus}; an edge in both is left out), ascending by vertex and, within one, by
     * edge id. A first pass over those vertices' entries sizes the part exactly.
     */
    private static UpdateBatch inAdjacencyOrder(Csr adjacency, int[] vertices, long[] plus, long[] minus, long time) {
        int[] offsets = adjacency.offsets();
        int[] neighbours = adjacency.neighbours();
        int[] ids = adjacency.edgeIds();
        int count = 0;
        for (int v : vertices) {
            for (int p = offsets[v]; p < offsets[v + 1]; p++) {
                count += change(plus, minus, ids[p]) != 0 ? 1 : 0;
            }
        }
        UpdateBatch part = new UpdateBatch(count);
        for (int v : vertices) {
            for (int p = offsets[v]; p < offsets[v + 1]; p++) {
                int diff = change(plus, minus, ids[p]);
                if (diff != 0) {
                    part.add(v, record(ids[p], neighbours[p]), time, diff);
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

    private static void mark(long[] bits, int[] edgeIds) {
        for (int e : edgeIds) {
            bits[e >>> 6] |= 1L << e;
        }
    }

    /** Zeroes every word holding one of {@code edgeIds}: all of {@link #mark}'s bits, in O(edges). */
    private static void clear(long[] bits, int[] edgeIds) {
        for (int e : edgeIds) {
            bits[e >>> 6] = 0;
        }
    }
}
