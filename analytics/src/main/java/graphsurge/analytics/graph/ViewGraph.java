package graphsurge.analytics.graph;

import graphsurge.gstore.Parallel;
import graphsurge.gstore.PropertyGraph;

/**
 * The edges of one view as adjacency over the graph's dense vertex ids, both directions, with the
 * view's vertex set: every vertex of the graph for {@code ON GRAPH}, else the endpoints of the
 * view's edges (Graphsurge derives a view's vertices from its edges, and so do we). It is what the
 * plain algorithms run on. Entries keep the graph's edge ids, so that computations read edge
 * properties (weights) from the graph's columns without a copy per view.
 *
 * <p>Three forms, one reading: {@link #of} builds the view's own arrays in O(V + E) by counting
 * sort (on W threads the edge list cut into W parts, which gives the same arrays as one thread);
 * {@link #masked} reads the graph's own adjacency with a bit per entry saying whether its edge is
 * in the view, no build per view at the price of skipping the graph's other edges; {@link #whole}
 * is the graph itself. Algorithms therefore visit only the entries for which {@link #outLive} (or
 * {@link #inLive}) holds, and take degrees from {@link #outDegree} and {@link #inDegree}; one that
 * reads the in-edges many times takes {@link #liveInEdges}, a copy of the view's alone.
 */
public final class ViewGraph {
    private final int vertexCount;
    private final int edgeCount;
    private final int[] outOffsets;
    private final int[] outNeighbours;
    private final int[] outEdges;
    private final int[] inOffsets;
    private final int[] inNeighbours;
    private final int[] inEdges;
    /** A bit per vertex, set where it belongs to the view; null when every vertex does ({@code ON GRAPH}). */
    private final long[] present;
    /** How many vertices belong to the view; counted from {@link #present} when first asked (-1 until then). */
    private int presentCount = -1;
    /** For masked views: the live entries by adjacency position, and the view's degrees; null for built views. */
    private final long[] outMask;
    private final long[] inMask;
    private final int[] outDegrees;
    private final int[] inDegrees;

    private ViewGraph(int vertexCount, int[] sources, int[] targets, int[] edgeIds, int edgeCount, boolean allVertices,
            int workers) {
        this.vertexCount = vertexCount;
        this.edgeCount = edgeCount;
        this.present = allVertices ? null : new long[(vertexCount + 63) >>> 6];
        this.outOffsets = new int[vertexCount + 1];
        this.inOffsets = new int[vertexCount + 1];
        this.outNeighbours = new int[edgeCount];
        this.outEdges = new int[edgeCount];
        this.inNeighbours = new int[edgeCount];
        this.inEdges = new int[edgeCount];
        this.outMask = null;
        this.inMask = null;
        this.outDegrees = null;
        this.inDegrees = null;
        // Counting sort in P parts of the edge list: each part counts its edges per vertex, the
        // counts become each part's first slot per vertex, and each part places its edges there.
        // Parts keep the edge list's order within a vertex, so every P builds the same arrays.
        int parts = workers > 1 && edgeCount >= Math.max(vertexCount, 4 * Parallel.GRAIN * workers) ? workers : 1;
        int[][] outSlot = new int[parts][vertexCount];
        int[][] inSlot = new int[parts][vertexCount];
        Parallel.forChunks(workers, parts, 1, (chunk, from, to) -> {
            for (int p = from; p < to; p++) {
                int[] out = outSlot[p];
                int[] in = inSlot[p];
                for (int i = first(p, parts), end = first(p + 1, parts); i < end; i++) {
                    out[sources[edgeIds[i]]]++;
                    in[targets[edgeIds[i]]]++;
                }
            }
        });
        for (int v = 0; v < vertexCount; v++) {
            int out = 0;
            int in = 0;
            for (int p = 0; p < parts; p++) {
                out += outSlot[p][v];
                in += inSlot[p][v];
            }
            outOffsets[v + 1] = outOffsets[v] + out;
            inOffsets[v + 1] = inOffsets[v] + in;
            if ((out | in) != 0 && present != null) {
                present[v >>> 6] |= 1L << v;
            }
        }
        Parallel.forChunks(workers, vertexCount, (chunk, from, to) -> {
            for (int v = from; v < to; v++) {
                int out = outOffsets[v];
                int in = inOffsets[v];
                for (int p = 0; p < parts; p++) {
                    int outCount = outSlot[p][v];
                    int inCount = inSlot[p][v];
                    outSlot[p][v] = out;
                    inSlot[p][v] = in;
                    out += outCount;
                    in += inCount;
                }
            }
        });
        Parallel.forChunks(workers, parts, 1, (chunk, from, to) -> {
            for (int p = from; p < to; p++) {
                int[] out = outSlot[p];
                int[] in = inSlot[p];
                for (int i = first(p, parts), end = first(p + 1, parts); i < end; i++) {
                    int e = edgeIds[i];
                    int s = sources[e];
                    int t = targets[e];
                    int slot = out[s]++;
                    outNeighbours[slot] = t;
                    outEdges[slot] = e;
                    int at = in[t]++;
                    inNeighbours[at] = s;
                    inEdges[at] = e;
                }
            }
        });
    }

    /** Over the graph's own adjacency: masked, or every entry live with null masks and degrees. */
    private ViewGraph(PropertyGraph graph, long[] outMask, long[] inMask, int[] outDegrees, int[] inDegrees,
            long[] present, int edgeCount) {
        this.vertexCount = graph.vertexCount();
        this.edgeCount = edgeCount;
        this.outOffsets = graph.out().offsets();
        this.outNeighbours = graph.out().neighbours();
        this.outEdges = graph.out().edgeIds();
        this.inOffsets = graph.in().offsets();
        this.inNeighbours = graph.in().neighbours();
        this.inEdges = graph.in().edgeIds();
        this.outMask = outMask;
        this.inMask = inMask;
        this.outDegrees = outDegrees;
        this.inDegrees = inDegrees;
        this.present = present;
    }

    /**
     * The view over the graph's own adjacency in O(1): {@code outMask} and {@code inMask} hold a bit
     * per position of {@code graph.out()} and {@code graph.in()}, set where the entry's edge is in
     * the view, and the degrees count those entries; {@code present} has a bit per vertex of the
     * view, or is null when every vertex belongs to it ({@code ON GRAPH}). The arrays are read, not
     * copied: they must not change while the view is used.
     */
    public static ViewGraph masked(PropertyGraph graph, long[] outMask, long[] inMask, int[] outDegrees, int[] inDegrees,
            long[] present, int edgeCount) {
        return new ViewGraph(graph, outMask, inMask, outDegrees, inDegrees, present, edgeCount);
    }

    /** Where part {@code p} of {@code parts} of the edge list starts. */
    private int first(int p, int parts) {
        return (int) ((long) edgeCount * p / parts);
    }

    /** The whole graph, isolated vertices included, in O(1): the graph's own adjacency, every entry live. */
    public static ViewGraph whole(PropertyGraph graph) {
        return new ViewGraph(graph, null, null, null, null, null, graph.edgeCount());
    }

    /**
     * The view holding the first {@code count} edge ids of {@code edgeIds}, built on {@code workers}
     * threads; its vertices are their endpoints, or all of the graph's with {@code allVertices}.
     */
    public static ViewGraph of(PropertyGraph graph, int[] edgeIds, int count, boolean allVertices, int workers) {
        return new ViewGraph(graph.vertexCount(), graph.sources(), graph.targets(), edgeIds, count, allVertices, workers);
    }

    /** All of the graph's vertices, present or not: dense ids run over {@code 0 .. vertexCount-1}. */
    public int vertexCount() {
        return vertexCount;
    }

    public int edgeCount() {
        return edgeCount;
    }

    /** Whether {@code v} belongs to the view: every vertex with {@code allVertices}, else those with an edge in it. */
    public boolean isPresent(int v) {
        return present == null || (present[v >>> 6] & 1L << v) != 0;
    }

    /** How many vertices belong to the view: O(V / 64) the first time, then kept. */
    public int presentCount() {
        if (present == null) {
            return vertexCount;
        }
        if (presentCount < 0) {
            int count = 0;
            for (long word : present) {
                count += Long.bitCount(word);
            }
            presentCount = count;
        }
        return presentCount;
    }

    /** The view's out-edges of {@code v}. */
    public int outDegree(int v) {
        return outDegrees != null ? outDegrees[v] : outOffsets[v + 1] - outOffsets[v];
    }

    /** The view's in-edges of {@code v}. */
    public int inDegree(int v) {
        return inDegrees != null ? inDegrees[v] : inOffsets[v + 1] - inOffsets[v];
    }

    /** Whether out-entry {@code i} is an edge of the view (always, unless the view is masked). */
    public boolean outLive(int i) {
        return outMask == null || (outMask[i >>> 6] & 1L << i) != 0;
    }

    /** Whether in-entry {@code i} is an edge of the view (always, unless the view is masked). */
    public boolean inLive(int i) {
        return inMask == null || (inMask[i >>> 6] & 1L << i) != 0;
    }

    /**
     * {@link #inLive} as a word of all ones (live) or zeros, to combine with other bits in one test:
     * in a masked view live and dead entries alternate at random, so a branch of its own mispredicts.
     */
    public long inLiveMask(int i) {
        return inMask == null ? -1L : -((inMask[i >>> 6] >>> i) & 1L);
    }

    /** {@link #outLive} as {@link #inLiveMask} gives {@link #inLive}. */
    public long outLiveMask(int i) {
        return outMask == null ? -1L : -((outMask[i >>> 6] >>> i) & 1L);
    }

    /** The first out-entry of {@code v}; entries up to {@link #outEnd} that are {@link #outLive} are its out-edges. */
    public int outStart(int v) {
        return outOffsets[v];
    }

    public int outEnd(int v) {
        return outOffsets[v + 1];
    }

    /** The target of out-entry {@code i} (between {@link #outStart} and {@link #outEnd}). */
    public int outTarget(int i) {
        return outNeighbours[i];
    }

    /** The graph's edge id of out-entry {@code i}. */
    public int outEdge(int i) {
        return outEdges[i];
    }

    public int inStart(int v) {
        return inOffsets[v];
    }

    public int inEnd(int v) {
        return inOffsets[v + 1];
    }

    /** In-edges as adjacency: {@code sources[offsets[v] .. offsets[v + 1])} are {@code v}'s in-neighbours. */
    public record InEdges(int[] offsets, int[] sources) {}

    /**
     * The view's in-edges with no entry outside the view, for algorithms that read them many
     * times: a built view's own arrays (O(1)), or a masked view's live entries copied out, in
     * O(V + graph edges) on {@code workers} threads.
     */
    public InEdges liveInEdges(int workers) {
        if (inMask == null) {
            return new InEdges(inOffsets, inNeighbours);
        }
        int n = vertexCount;
        int[] offsets = new int[n + 1];
        for (int v = 0; v < n; v++) {
            offsets[v + 1] = offsets[v] + inDegrees[v];
        }
        int[] sources = new int[offsets[n]];
        Parallel.forChunks(workers, n, (chunk, from, to) -> {
            for (int v = from; v < to; v++) {
                int at = offsets[v];
                for (int i = inOffsets[v], end = inOffsets[v + 1]; i < end; i++) {
                    if ((inMask[i >>> 6] & 1L << i) != 0) {
                        sources[at++] = inNeighbours[i];
                    }
                }
            }
        });
        return new InEdges(offsets, sources);
    }

    /** The source of in-entry {@code i}. */
    public int inSource(int i) {
        return inNeighbours[i];
    }

    /** The graph edge id of in-entry {@code i}. */
    public int inEdge(int i) {
        return inEdges[i];
    }
}
