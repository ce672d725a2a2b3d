package graphsurge.analytics.run;

import graphsurge.analytics.computation.View;
import graphsurge.analytics.graph.ViewChange;
import graphsurge.analytics.graph.ViewGraph;
import graphsurge.gstore.Csr;
import graphsurge.gstore.Parallel;
import graphsurge.gstore.PropertyGraph;
import it.unimi.dsi.fastutil.ints.AbstractIntList;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.ints.IntArrays;
import it.unimi.dsi.fastutil.ints.IntList;
import java.util.Arrays;
import java.util.concurrent.ForkJoinTask;

/**
 * The current view of a run, the runner's mutable state behind the read-only {@link View} that
 * computations receive: which edges it holds, and which vertices (the endpoints of its edges, or
 * every vertex of the graph for {@code ON GRAPH}). A run has one, owned and moved by the
 * collection runner; every follower and plain run reads that one.
 *
 * <p>It is where a view's differences enter the runner: {@link #apply} puts them in ascending
 * edge id order, once, and gives the {@link ViewChange} that every follower then reads (whose
 * contract that order is), with the vertices that entered and left the view.
 *
 * <p>It keeps a bit per edge, the view's out- and in-degree of every vertex, a bit per vertex set
 * while one of them is not zero, and, while plain runs read the view, a bit per position of the
 * graph's out- and in-adjacency (the masks of {@link #toViewGraph}). A change moves these edge by
 * edge, O(1) per changed edge (O(log degree) more with masks: {@link Csr} keeps a vertex's entries
 * in edge id order, so an edge's position is a binary search in its endpoint's range, until a run
 * has searched enough to pay for a table of the positions). A change that costs more this way
 * than reading the graph's adjacency (a first view) is applied in bulk: the edge bits, then masks
 * and degrees recomputed by passes over the adjacency on the run's threads.
 *
 * <p>On W threads, a change of {@link #OVERLAP_FROM} edges or more applied edge by edge sets the
 * edge bits on the calling thread and leaves the rest (degrees, presence, masks) to another
 * worker, while the caller goes on with what needs only the edge bits ({@link #contains}), such as
 * a kernel's move; every other read waits for that pass, the presence lists' included.
 */
public final class ViewState implements View {
    /** What a changed edge applied on its own costs in positions of a bulk pass (two per graph edge), without and with masks. */
    private static final int POSITIONS_PER_EDGE = 4;
    private static final int POSITIONS_PER_MASKED_EDGE = 24;
    /** The changed edges from which another worker applies their endpoints while the caller goes on. */
    private static final int OVERLAP_FROM = Parallel.GRAIN;
    /** The binary searches per graph edge that cost about as much as a table of every edge's positions. */
    private static final double POSITION_TABLE_IN_SEARCHES = 1.0 / 32;

    private final PropertyGraph graph;
    private final boolean allVertices;
    private final int workers;
    private final int graphEdges;
    private final long[] edgeIn;
    private final int[] outDegrees;
    private final int[] inDegrees;
    /** A bit per vertex, set while it has an edge in the view (unused with {@code allVertices}). */
    private final long[] present;
    private final IntArrayList appeared = new IntArrayList();
    private final IntArrayList disappeared = new IntArrayList();
    /** The presence lists as followers read them: each read waits for {@link #endpoints}. */
    private final IntList appearedRead = new Settled(appeared);
    private final IntList disappearedRead = new Settled(disappeared);
    /** The endpoint pass of the last {@link #apply}, still running on another worker (null when none). */
    private ForkJoinTask<?> endpoints;
    /** Runs first in every endpoint pass handed to another worker: tests delay the pass with it. */
    private Runnable beforeHandedPass = () -> {};
    private int edgeCount;
    private boolean started;
    /** A bit per position of the graph's out- and in-adjacency, set while its edge is in the view; null until needed. */
    private long[] outMask;
    private long[] inMask;
    /** Each edge's position in the graph's out- and in-adjacency, once mask upkeep searched enough (null until then). */
    private int[] outPosition;
    private int[] inPosition;
    /** The binary searches mask upkeep made for positions while there was no table. */
    private long searches;
    /**
     * Whether a plain run read the masks since they were made: only then are they kept up to date
     * at the next {@link #apply}, since their upkeep costs a search and a random write per changed
     * edge, which a kernel's fresh run or a bulk change, needing them once, never pays back.
     */
    private boolean masksRead;
    /**
     * Edge differences the masks were kept up to date for since a view graph last read them. Once
     * that upkeep has cost about a build (more changed edges than the graph has), they are dropped,
     * to be built again when read: a run that stops reading them pays at most about twice what
     * knowing the future would cost it.
     */
    private long changedSinceRead;

    /** The view of a run on {@code workers} threads, which large changes are applied on. */
    public ViewState(PropertyGraph graph, boolean allVertices, int workers) {
        this.graph = graph;
        this.allVertices = allVertices;
        this.workers = workers;
        this.graphEdges = graph.edgeCount();
        this.edgeIn = new long[(graphEdges + 63) >>> 6];
        this.outDegrees = new int[graph.vertexCount()];
        this.inDegrees = new int[graph.vertexCount()];
        this.present = new long[(graph.vertexCount() + 63) >>> 6];
    }

    @Override
    public PropertyGraph graph() {
        return graph;
    }

    @Override
    public boolean allVertices() {
        return allVertices;
    }

    /**
     * Moves the view by a view's differences, graph edge ids in any order (adding a present edge,
     * an edge twice, or removing an absent one is an error), and gives the change as followers
     * read it: the ids ascending (the caller's arrays when they already are, else sorted copies),
     * the presence lists, and the run's threads.
     */
    public ViewChange apply(int[] added, int[] removed) {
        settle();
        appeared.clear();
        disappeared.clear();
        long changes = (long) added.length + removed.length;
        if (outMask != null) {
            changedSinceRead += changes;
            if (!masksRead || changedSinceRead > graphEdges) {
                outMask = null;
                inMask = null;
                masksRead = false;
            }
        }
        // In edge id order the per-edge arrays are read front to back instead of at random.
        int[] adds = inEdgeOrder(added);
        int[] removes = inEdgeOrder(removed);
        long perEdge = changes * (outMask != null ? POSITIONS_PER_MASKED_EDGE : POSITIONS_PER_EDGE);
        if (perEdge * workers >= 2L * graphEdges) {
            applyInBulk(adds, removes);
        } else {
            setEdgeBits(adds, removes);
            if (workers > 1 && changes >= OVERLAP_FROM && started) {
                Runnable before = beforeHandedPass;
                endpoints = Parallel.fork(workers, () -> {
                    before.run();
                    applyEndpoints(adds, removes);
                });
            } else {
                applyEndpoints(adds, removes);
            }
        }
        if (allVertices && !started) {
            for (int v = 0; v < outDegrees.length; v++) {
                appeared.add(v);
            }
        }
        started = true;
        return new ViewChange(this, adds, removes, appearedRead, disappearedRead, workers);
    }

    /** O(changes): the changed edges' bits (ascending ids, a word at a time), and the view's edge count. */
    private void setEdgeBits(int[] added, int[] removed) {
        setBits(removed, false);
        setBits(added, true);
        edgeCount += added.length - removed.length;
    }

    /**
     * O(changes), O(changes log degree) with masks: each changed edge's endpoints' degrees and
     * presence, its mask positions. Reads nothing {@link #setEdgeBits} writes, so it may run beside
     * the caller's reads of the edge bits.
     */
    private void applyEndpoints(int[] added, int[] removed) {
        int[] sources = graph.sources();
        int[] targets = graph.targets();
        for (int e : removed) {
            int s = sources[e];
            int t = targets[e];
            if (--outDegrees[s] == 0 && inDegrees[s] == 0) {
                went(s);
            }
            if (--inDegrees[t] == 0 && outDegrees[t] == 0) {
                went(t);
            }
            if (outMask != null) {
                flipMasks(e, s, t);
            }
        }
        for (int e : added) {
            int s = sources[e];
            int t = targets[e];
            if (outDegrees[s]++ == 0 && inDegrees[s] == 0) {
                came(s);
            }
            if (inDegrees[t]++ == 0 && outDegrees[t] == 0) {
                came(t);
            }
            if (outMask != null) {
                flipMasks(e, s, t);
            }
        }
    }

    private void came(int v) {
        present[v >>> 6] |= 1L << v;
        if (!allVertices) {
            appeared.add(v);
        }
    }

    private void went(int v) {
        present[v >>> 6] &= ~(1L << v);
        if (!allVertices) {
            disappeared.add(v);
        }
    }

    /**
     * Flips the mask bits of edge {@code e} (from {@code s} to {@code t}): its entries found by
     * binary search in its endpoints' ranges until the searches have cost about what a table of
     * every edge's two positions costs to make, then in that table, made once for the run.
     */
    private void flipMasks(int e, int s, int t) {
        if (outPosition == null && (searches += 2) > (long) graphEdges * POSITION_TABLE_IN_SEARCHES) {
            outPosition = positions(graph.out().edgeIds());
            inPosition = positions(graph.in().edgeIds());
        }
        int out = outPosition != null ? outPosition[e] : search(graph.out(), s, e);
        int in = inPosition != null ? inPosition[e] : search(graph.in(), t, e);
        outMask[out >>> 6] ^= 1L << out;
        inMask[in >>> 6] ^= 1L << in;
    }

    /** The position of edge {@code e} in {@code v}'s range of {@code adjacency} (in edge id order), by binary search. */
    private static int search(Csr adjacency, int v, int e) {
        int[] offsets = adjacency.offsets();
        int at = Arrays.binarySearch(adjacency.edgeIds(), offsets[v], offsets[v + 1], e);
        if (at < 0) {
            throw new IllegalStateException("the graph's adjacency of vertex " + v + " is not in edge id order");
        }
        return at;
    }

    /** Each edge's position in an adjacency whose entries carry {@code edgeIds}. */
    private static int[] positions(int[] edgeIds) {
        int[] at = new int[edgeIds.length];
        for (int i = 0; i < edgeIds.length; i++) {
            at[edgeIds[i]] = i;
        }
        return at;
    }

    /**
     * O(changes + (V + E) / W): the edge bits, then the masks by 64-position words and the degrees
     * by vertex ranges from the masks' bit counts, each on W threads; the vertices whose presence
     * changed come out in ascending order.
     */
    private void applyInBulk(int[] added, int[] removed) {
        setEdgeBits(added, removed);
        makeMasks();
        Csr out = graph.out();
        Csr in = graph.in();
        int vertices = outDegrees.length;
        int chunks = Parallel.chunks(workers, vertices);
        IntArrayList[] came = new IntArrayList[chunks];
        IntArrayList[] went = new IntArrayList[chunks];
        Parallel.forChunks(workers, vertices, (chunk, from, to) -> {
            IntArrayList cameHere = came[chunk] = new IntArrayList();
            IntArrayList wentHere = went[chunk] = new IntArrayList();
            int[] outOffsets = out.offsets();
            int[] inOffsets = in.offsets();
            for (int v = from; v < to; v++) {
                boolean was = (outDegrees[v] | inDegrees[v]) != 0;
                int outDegree = bitsIn(outMask, outOffsets[v], outOffsets[v + 1]);
                int inDegree = bitsIn(inMask, inOffsets[v], inOffsets[v + 1]);
                outDegrees[v] = outDegree;
                inDegrees[v] = inDegree;
                boolean is = (outDegree | inDegree) != 0;
                if (was != is) {
                    (is ? cameHere : wentHere).add(v);
                }
            }
        });
        // The presence bits after the parallel pass, whose vertex ranges share words at their ends.
        for (int c = 0; c < chunks; c++) {
            for (int i = 0, n = came[c].size(); i < n; i++) {
                came(came[c].getInt(i));
            }
            for (int i = 0, n = went[c].size(); i < n; i++) {
                went(went[c].getInt(i));
            }
        }
    }

    /**
     * Sets the bits of {@code ids} (ascending), or clears them, a word at a time. A bit already
     * so, or an id repeated, is an error, reported as {@link #setBit} reports it.
     */
    private void setBits(int[] ids, boolean in) {
        for (int i = 0, j; i < ids.length; i = j) {
            int w = ids[i] >>> 6;
            long bits = 0;
            for (j = i; j < ids.length && ids[j] >>> 6 == w; j++) {
                bits |= 1L << ids[j];
            }
            long word = edgeIn[w];
            if ((in ? word & bits : ~word & bits) != 0 || Long.bitCount(bits) != j - i) {
                for (int k = i; k < j; k++) {
                    setBit(ids[k], in); // throws at the first id in error
                }
            }
            edgeIn[w] = in ? word | bits : word & ~bits;
        }
    }

    /** Sets edge {@code e}'s bit ({@code in}) or clears it, or says why it cannot. */
    private void setBit(int e, boolean in) {
        if (contains(e) == in) {
            throw new IllegalStateException(
                    in ? "edge " + e + " is added twice" : "edge " + e + " is removed but not in the view");
        }
        edgeIn[e >>> 6] ^= 1L << e;
    }

    /** Sets bit i of {@code mask} where edge {@code edgeIds[i]} is in the view, a word per thread at a time. */
    private void mask(int[] edgeIds, long[] mask) {
        Parallel.forChunks(workers, mask.length, Parallel.GRAIN / 64, (chunk, from, to) -> {
            for (int w = from; w < to; w++) {
                int base = w << 6;
                int end = Math.min(base + 64, edgeIds.length);
                long word = 0;
                for (int i = base; i < end; i++) {
                    int e = edgeIds[i];
                    word |= (edgeIn[e >>> 6] >>> e & 1L) << i;
                }
                mask[w] = word;
            }
        });
    }

    /** How many bits of {@code mask} are set in positions {@code from} (inclusive) to {@code to} (exclusive). */
    private static int bitsIn(long[] mask, int from, int to) {
        if (from >= to) {
            return 0;
        }
        int first = from >>> 6;
        int last = (to - 1) >>> 6;
        long head = mask[first] & -1L << from;
        long tail = -1L >>> -to; // the positions of the last word below to
        if (first == last) {
            return Long.bitCount(head & tail);
        }
        int count = Long.bitCount(head);
        for (int w = first + 1; w < last; w++) {
            count += Long.bitCount(mask[w]);
        }
        return count + Long.bitCount(mask[last] & tail);
    }

    /**
     * {@code edges} (non-negative ids) ascending: the array itself when it already is, else a
     * sorted copy. Large arrays of distinct ids are sorted through a bitset of the id range (a
     * random bit write per id and a scan, cheaper than a radix sort's passes); repeated ids (an
     * error the caller reports) are kept.
     */
    public static int[] inEdgeOrder(int[] edges) {
        int ascending = 1;
        while (ascending < edges.length && edges[ascending - 1] <= edges[ascending]) {
            ascending++;
        }
        if (ascending >= edges.length) {
            return edges;
        }
        int max = 0;
        for (int e : edges) {
            max = Math.max(max, e);
        }
        if (edges.length < 4096) { // too few for the bitset's scan of the id range to pay
            int[] out = edges.clone();
            Arrays.sort(out);
            return out;
        }
        long[] bits = new long[(max >>> 6) + 1];
        for (int e : edges) {
            bits[e >>> 6] |= 1L << e;
        }
        int[] out = new int[edges.length];
        int n = 0;
        for (int w = 0; w < bits.length; w++) { // at most edges.length bits are set
            for (long word = bits[w]; word != 0; word &= word - 1) {
                out[n++] = (w << 6) | Long.numberOfTrailingZeros(word);
            }
        }
        if (n < edges.length) { // repeats: keep them, for the caller to report
            out = edges.clone();
            IntArrays.radixSort(out);
        }
        return out;
    }

    @Override
    public boolean isPresent(int v) {
        settle();
        return allVertices ? started : (present[v >>> 6] & 1L << v) != 0;
    }

    void beforeHandedPass(Runnable hook) {
        beforeHandedPass = hook;
    }

    /** Waits for the last apply's endpoint pass, when another worker still runs it. */
    private void settle() {
        if (endpoints != null) {
            ForkJoinTask<?> pass = endpoints;
            endpoints = null;
            pass.join();
        }
    }

    /** A presence list whose every read first waits for the endpoint pass that writes it. */
    private final class Settled extends AbstractIntList {
        private final IntArrayList list;

        Settled(IntArrayList list) {
            this.list = list;
        }

        @Override
        public int getInt(int index) {
            settle();
            return list.getInt(index);
        }

        @Override
        public int size() {
            settle();
            return list.size();
        }
    }

    @Override
    public boolean contains(int e) {
        return (edgeIn[e >>> 6] & 1L << e) != 0;
    }

    @Override
    public int edgeCount() {
        return edgeCount;
    }

    /** The edge ids of the view, ascending. */
    public int[] edgeIds() {
        int[] ids = new int[edgeCount];
        int n = 0;
        for (int w = 0; w < edgeIn.length; w++) {
            for (long word = edgeIn[w]; word != 0; word &= word - 1) {
                ids[n++] = (w << 6) | Long.numberOfTrailingZeros(word);
            }
        }
        return ids;
    }

    /**
     * The view as adjacency for a plain run on {@code workers} threads, valid until the next
     * {@link #apply}: the graph itself when the view is all of it; masked over the graph's own
     * adjacency when the view holds at least a quarter of the graph's edges (O(E) the first time,
     * then kept up to date as views change, so each later read costs nothing more), else built for
     * the view in O(V + E) (a small view is cheaper to build than to skip the graph's other edges
     * in every pass). The masks it reads are kept up to date from view to view.
     */
    public ViewGraph toViewGraph(int workers) {
        settle();
        masksRead |= masked();
        return viewGraph(workers);
    }

    /** {@link #toViewGraph} for a kernel's fresh run: masks made for it alone are dropped at the next {@link #apply}. */
    @Override
    public ViewGraph asGraph(PropertyGraph of, int workers) {
        if (of != graph) {
            throw new IllegalArgumentException("the view is over another graph");
        }
        settle();
        return viewGraph(workers);
    }

    /** {@link #toViewGraph} masked whatever the view's size, for comparing the two forms. */
    public ViewGraph toMaskedViewGraph() {
        settle();
        masksRead = true;
        return maskedViewGraph();
    }

    private boolean masked() {
        return 4L * edgeCount >= graphEdges;
    }

    private ViewGraph viewGraph(int workers) {
        if (allVertices && edgeCount == graphEdges) {
            return ViewGraph.whole(graph);
        }
        return masked() ? maskedViewGraph() : ViewGraph.of(graph, edgeIds(), edgeCount, allVertices, workers);
    }

    private ViewGraph maskedViewGraph() {
        if (outMask == null) {
            makeMasks();
        }
        changedSinceRead = 0;
        return ViewGraph.masked(graph, outMask, inMask, outDegrees, inDegrees, allVertices ? null : present, edgeCount);
    }

    /** The masks from the edge bits, by passes over the graph's adjacency in position order. */
    private void makeMasks() {
        if (outMask == null) {
            outMask = new long[edgeIn.length];
            inMask = new long[edgeIn.length];
        }
        changedSinceRead = 0;
        mask(graph.out().edgeIds(), outMask);
        mask(graph.in().edgeIds(), inMask);
    }
}
