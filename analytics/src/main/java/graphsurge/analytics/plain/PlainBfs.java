package graphsurge.analytics.plain;

import graphsurge.gstore.Parallel;
import graphsurge.analytics.graph.ViewGraph;
import java.util.Arrays;

/**
 * Breadth-first search hop distances from one root along out-edges, on one view from scratch.
 *
 * <p>O(V + E), level by level: a level's frontier is expanded on the calling thread when small,
 * and in chunks on W threads when large, each chunk collecting the vertices it discovers in a
 * buffer of its own. Two threads may both discover a vertex (they write the same distance); it
 * then appears twice in the next frontier, which costs a little work and changes no distance, so
 * the result is the same for every W. The oracle the differential BFS is checked against, and the
 * "native scratch" baseline of benchmarks.
 */
public final class PlainBfs {
    /** The value of a vertex the root does not reach. */
    public static final long UNREACHED = Long.MAX_VALUE;

    private PlainBfs() {}

    /** Hops from {@code root} to every vertex ({@link #UNREACHED} when none); {@code root} may be -1 (absent). */
    public static long[] distances(ViewGraph g, int root) {
        return distances(g, root, 1);
    }

    /** {@link #distances(ViewGraph, int)} on {@code workers} threads. */
    public static long[] distances(ViewGraph g, int root, int workers) {
        return tree(g, root, workers, null);
    }

    /**
     * {@link #distances(ViewGraph, int, int)}, and in {@code parentEdges} (null: not asked) for
     * each vertex the search reached but the root the graph edge id it was reached by, from a
     * vertex one hop closer: a shortest-path tree, for a caller that keeps one (the incremental
     * BFS) and would otherwise find every vertex's parent in a second pass over the in-edges.
     * Other entries are left as they are. When two threads reach a vertex in the same level, either
     * edge may be recorded; both are tree edges.
     */
    public static long[] tree(ViewGraph g, int root, int workers, int[] parentEdges) {
        long[] dist = new long[g.vertexCount()];
        Arrays.fill(dist, UNREACHED);
        if (root < 0) {
            return dist;
        }
        int[] level = levels(g, root, workers, false, parentEdges);
        for (int v = 0; v < dist.length; v++) {
            if (level[v] >= 0) {
                dist[v] = level[v];
            }
        }
        return dist;
    }

    /**
     * Hops from {@code root} along out-edges, or along in-edges ({@code backward}: hops to the
     * root), -1 where none; on {@code workers} threads. Forward, the edge each vertex was reached
     * by goes to {@code parentEdges} when not null.
     */
    static int[] levels(ViewGraph g, int root, int workers, boolean backward) {
        return levels(g, root, workers, backward, null);
    }

    private static int[] levels(ViewGraph g, int root, int workers, boolean backward, int[] parentEdges) {
        int n = g.vertexCount();
        int[] level = new int[n];
        Arrays.fill(level, -1);
        level[root] = 0;
        int[] frontier = {root};
        int size = 1;
        int[][] found = new int[8 * Math.max(1, workers)][];
        int[] foundSize = new int[found.length];
        for (int depth = 1; size > 0; depth++) {
            int[] current = frontier;
            int next = depth;
            int chunks = Parallel.chunks(workers, size);
            Arrays.fill(foundSize, 0);
            Parallel.forChunks(workers, size, (chunk, from, to) -> {
                int[] out = found[chunk] == null ? new int[64] : found[chunk];
                int count = 0;
                for (int k = from; k < to; k++) {
                    int u = current[k];
                    int end = backward ? g.inEnd(u) : g.outEnd(u);
                    for (int i = backward ? g.inStart(u) : g.outStart(u); i < end; i++) {
                        if (!(backward ? g.inLive(i) : g.outLive(i))) {
                            continue;
                        }
                        int t = backward ? g.inSource(i) : g.outTarget(i);
                        if (level[t] < 0) {
                            level[t] = next;
                            if (parentEdges != null) {
                                parentEdges[t] = g.outEdge(i);
                            }
                            if (count == out.length) {
                                out = Arrays.copyOf(out, 2 * count);
                            }
                            out[count++] = t;
                        }
                    }
                }
                found[chunk] = out;
                foundSize[chunk] = count;
            });
            size = 0;
            for (int c = 0; c < chunks; c++) {
                size += foundSize[c];
            }
            frontier = chunks == 1 ? found[0] : new int[size];
            if (chunks > 1) {
                int at = 0;
                for (int c = 0; c < chunks; c++) {
                    System.arraycopy(found[c], 0, frontier, at, foundSize[c]);
                    at += foundSize[c];
                }
            } else {
                found[0] = null; // the frontier owns it now
            }
        }
        return level;
    }
}
