package graphsurge.analytics.computation;

import graphsurge.analytics.graph.ViewGraph;
import graphsurge.analytics.incremental.EdgeMembership;
import graphsurge.gstore.PropertyGraph;
import it.unimi.dsi.fastutil.ints.IntArrayList;

/**
 * The current view of a run: which edges it holds, and which vertices (the endpoints of its edges,
 * or every vertex of the graph for {@code ON GRAPH}). Applying a view's edge differences also
 * lists the vertices that entered and left the view, which computations that seed every vertex
 * (WCC) feed to their dataflow.
 *
 * <p>A run has one, owned and moved by the collection runner; evaluations, native runs and the
 * lag tracking of a dataflow that falls behind all read that one.
 */
public final class ViewState implements EdgeMembership {
    private final PropertyGraph graph;
    private final boolean allVertices;
    private final boolean[] edgeIn;
    private final int[] degree;
    private final IntArrayList appeared = new IntArrayList();
    private final IntArrayList disappeared = new IntArrayList();
    private int edgeCount;
    private boolean started;
    /**
     * For masked view graphs, kept up to date from the first one on while read: each edge's
     * position in the graph's out- and in-adjacency, a bit per position that is set while its edge
     * is in the view, and the view's out- and in-degrees. Null until asked for.
     */
    private int[] outPosition;
    private int[] inPosition;
    private long[] outMask;
    private long[] inMask;
    private int[] outDegrees;
    private int[] inDegrees;
    /** Whether the masks were made for {@link #asGraph} alone, to drop at the next {@link #apply}. */
    private boolean masksForThisViewOnly;
    /**
     * Edge differences the masks were kept up to date for since a view graph last read them.
     * Their upkeep costs a few random writes per changed edge, their build one pass over the
     * graph's edges: once the upkeep since the last read has cost about a build (more changed
     * edges than the graph has), they are dropped, to be built again when read. A run that stops
     * reading them (ADAPTIVE running its kernel after plain views) so pays at most about twice what
     * knowing the future would cost it, and one that reads them every view pays nothing more.
     */
    private long changedSinceRead;

    public ViewState(PropertyGraph graph, boolean allVertices) {
        this.graph = graph;
        this.allVertices = allVertices;
        this.edgeIn = new boolean[graph.edgeCount()];
        this.degree = new int[graph.vertexCount()];
    }

    public PropertyGraph graph() {
        return graph;
    }

    /** Whether every vertex of the graph is in the view, edges or not ({@code ON GRAPH}). */
    public boolean allVertices() {
        return allVertices;
    }

    /** Adds and removes edges (graph edge ids); adding a present edge or removing an absent one is an error. */
    public void apply(int[] added, int[] removed) {
        if (outMask != null) {
            changedSinceRead += added.length + removed.length;
            if (masksForThisViewOnly || changedSinceRead > edgeIn.length) {
                outMask = null;
                inMask = null;
                outDegrees = null;
                inDegrees = null;
                masksForThisViewOnly = false;
            }
        }
        appeared.clear();
        disappeared.clear();
        // In edge id order the per-edge arrays are read front to back instead of at random: a
        // large change applies about twice as fast, sort included.
        added = inEdgeOrder(added);
        removed = inEdgeOrder(removed);
        int[] sources = graph.sources();
        int[] targets = graph.targets();
        for (int e : removed) {
            if (!edgeIn[e]) {
                throw new IllegalStateException("edge " + e + " is removed but not in the view");
            }
            edgeIn[e] = false;
            edgeCount--;
            leave(sources[e]);
            leave(targets[e]);
            if (outMask != null) {
                unmask(e, sources[e], targets[e]);
            }
        }
        for (int e : added) {
            if (edgeIn[e]) {
                throw new IllegalStateException("edge " + e + " is added twice");
            }
            edgeIn[e] = true;
            edgeCount++;
            enter(sources[e]);
            enter(targets[e]);
            if (outMask != null) {
                mask(e, sources[e], targets[e]);
            }
        }
        if (allVertices && !started) {
            for (int v = 0; v < degree.length; v++) {
                appeared.add(v);
            }
        }
        started = true;
    }

    /**
     * {@code edges} (non-negative ids) ascending: the array itself when it already is, else a
     * sorted copy. Large arrays of distinct ids, the normal case, are sorted through a bitset of
     * the id range: one random bit write per id into a bitset of range/8 bytes and a scan,
     * several times faster than a radix sort's passes over 10M ids. Repeated ids (an error the
     * caller reports) are kept.
     */
    public static int[] inEdgeOrder(int[] edges) {
        if (edges.length == 0) {
            return edges;
        }
        boolean sorted = true;
        int max = edges[0];
        for (int i = 1; i < edges.length; i++) {
            sorted &= edges[i - 1] <= edges[i];
            max = Math.max(max, edges[i]);
        }
        if (sorted) {
            return edges;
        }
        if (edges.length < 4096) { // too few for the bitset's scan of the id range to pay
            int[] out = edges.clone();
            java.util.Arrays.sort(out);
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
            it.unimi.dsi.fastutil.ints.IntArrays.radixSort(out);
        }
        return out;
    }

    // A vertex is in the view while it has an edge there (or always, with allVertices): its degree
    // says so, and one array touched per endpoint keeps large changes memory-light.
    private void enter(int v) {
        if (degree[v]++ == 0 && !allVertices) {
            appeared.add(v);
        }
    }

    private void leave(int v) {
        if (--degree[v] == 0 && !allVertices) {
            disappeared.add(v);
        }
    }

    /** Vertices that entered the view in the last {@link #apply}. */
    public IntArrayList appeared() {
        return appeared;
    }

    /** Vertices that left the view in the last {@link #apply}. */
    public IntArrayList disappeared() {
        return disappeared;
    }

    public boolean isPresent(int v) {
        return allVertices ? started : degree[v] > 0;
    }

    /** Whether edge {@code e} is in the view. */
    @Override
    public boolean contains(int e) {
        return edgeIn[e];
    }

    public int edgeCount() {
        return edgeCount;
    }

    /** The edge ids of the view, ascending. */
    public int[] edgeIds() {
        int[] ids = new int[edgeCount];
        int n = 0;
        for (int e = 0; e < edgeIn.length; e++) {
            if (edgeIn[e]) {
                ids[n++] = e;
            }
        }
        return ids;
    }

    /** The view as adjacency, for a from-scratch algorithm. */
    public ViewGraph toViewGraph() {
        return toViewGraph(1);
    }

    /**
     * The view as adjacency on {@code workers} threads: masked over the graph's adjacency when
     * the view holds at least a quarter of the graph's edges (no build, and the algorithms skip
     * few entries), else built for the view (a small view is cheaper to build than to skip the
     * graph's other edges in every pass).
     */
    public ViewGraph toViewGraph(int workers) {
        if (allVertices && edgeCount == edgeIn.length) {
            return ViewGraph.whole(graph);
        }
        return 4L * edgeCount >= edgeIn.length ? toMaskedViewGraph() : toBuiltViewGraph(workers);
    }

    /**
     * {@link #toViewGraph(int)}: a kernel's scratch run reads the view as the plain algorithms do.
     * Masks made for it alone are dropped at the next {@link #apply} (unless a plain run asks for
     * them before): keeping them up to date costs every later view a few random writes per changed
     * edge, which a kernel, moving by the differences, never reads.
     */
    @Override
    public ViewGraph asGraph(PropertyGraph of, int workers) {
        if (of != graph) {
            throw new IllegalArgumentException("the view is over another graph");
        }
        boolean kept = outMask != null;
        ViewGraph view = toViewGraph(workers);
        masksForThisViewOnly = !kept && outMask != null;
        return view;
    }

    /** The view's own adjacency, built on {@code workers} threads in O(V + E). */
    public ViewGraph toBuiltViewGraph(int workers) {
        return ViewGraph.of(graph, edgeIds(), edgeCount, allVertices, workers);
    }

    /**
     * The view over the graph's adjacency with a bit per entry: O(E) the first time, then kept up
     * to date as views change, so each later one costs O(V) (O(E) again once more edges changed
     * unread than the graph has). Valid until the next {@link #apply}.
     */
    public ViewGraph toMaskedViewGraph() {
        masksForThisViewOnly = false;
        changedSinceRead = 0;
        if (outMask == null) {
            if (outPosition == null) {
                outPosition = positions(graph.out().edgeIds());
                inPosition = positions(graph.in().edgeIds());
            }
            outMask = new long[(edgeIn.length + 63) >>> 6];
            inMask = new long[outMask.length];
            outDegrees = new int[degree.length];
            inDegrees = new int[degree.length];
            int[] sources = graph.sources();
            int[] targets = graph.targets();
            for (int e = 0; e < edgeIn.length; e++) {
                if (edgeIn[e]) {
                    mask(e, sources[e], targets[e]);
                }
            }
        }
        return ViewGraph.masked(graph, outMask, inMask, outDegrees, inDegrees, allVertices, edgeCount);
    }

    /** Each edge's position in an adjacency whose entries carry {@code edgeIds}. */
    private static int[] positions(int[] edgeIds) {
        int[] at = new int[edgeIds.length];
        for (int i = 0; i < edgeIds.length; i++) {
            at[edgeIds[i]] = i;
        }
        return at;
    }

    private void mask(int e, int source, int target) {
        outMask[outPosition[e] >>> 6] |= 1L << outPosition[e];
        inMask[inPosition[e] >>> 6] |= 1L << inPosition[e];
        outDegrees[source]++;
        inDegrees[target]++;
    }

    private void unmask(int e, int source, int target) {
        outMask[outPosition[e] >>> 6] &= ~(1L << outPosition[e]);
        inMask[inPosition[e] >>> 6] &= ~(1L << inPosition[e]);
        outDegrees[source]--;
        inDegrees[target]--;
    }
}
