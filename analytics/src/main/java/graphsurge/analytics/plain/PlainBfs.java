package graphsurge.analytics.plain;

import graphsurge.gstore.Parallel;
import graphsurge.analytics.graph.ViewGraph;
import java.util.Arrays;

/**
 * Breadth-first search hop distances from one root along out-edges, on one view from scratch.
 *
 * <p>Level by level and direction-optimizing (Beamer, Asanović and Patterson, SC 2012): a level
 * expands its frontier's out-edges (top-down) while the frontier is small; once the frontier's
 * entries are many against those of the vertices not reached yet, each unreached vertex looks
 * instead for one in-neighbour in the frontier and stops at the first (bottom-up), until the
 * frontier shrinks again. On a skewed graph the few middle levels that reach most vertices then
 * scan a fraction of their edges. O(V + E) top-down, plus O(V) for each bottom-up level (a handful
 * on small-world graphs), whose in-entry scans together stay within E per level and are usually
 * far fewer.
 *
 * <p>Either way a level runs on the calling thread when small, and in chunks on W threads when
 * large, each chunk collecting the vertices it finds in a buffer of its own; the levels are the
 * same for every W and either direction. The oracle the differential BFS is checked against, and
 * the "native scratch" baseline of benchmarks.
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
        int[] level = levelTree(g, root, workers, parentEdges);
        for (int v = 0; v < dist.length; v++) {
            if (level[v] >= 0) {
                dist[v] = level[v];
            }
        }
        return dist;
    }

    /**
     * {@link #tree} with the hops as levels, -1 where the search did not reach: for a caller that
     * keeps distances of its own and fills them in a pass it makes anyway (the incremental BFS).
     * {@code root} must be a vertex.
     */
    public static int[] levelTree(ViewGraph g, int root, int workers, int[] parentEdges) {
        return levels(g, root, workers, false, parentEdges);
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
        return levels(g, root, workers, backward, parentEdges, BOTTOM_UP_FROM, TOP_DOWN_BELOW);
    }

    /**
     * A level goes bottom-up once the frontier's entries exceed this share of the entries of the
     * vertices not reached yet (Beamer et al.'s alpha, 14): expanding the frontier would then
     * touch about as many entries as the unreached vertices' searches for a parent, which stop
     * at the first one found.
     */
    static final double BOTTOM_UP_FROM = 1.0 / 14;
    /** And goes back top-down once the frontier holds fewer than this share of the vertices (beta, 24). */
    static final double TOP_DOWN_BELOW = 1.0 / 24;

    /**
     * {@link #levels(ViewGraph, int, int, boolean)} with the direction switches as parameters
     * (tests force either direction: 0 and infinity).
     */
    static int[] levels(ViewGraph g, int root, int workers, boolean backward, int[] parentEdges, double bottomUpFrom,
            double topDownBelow) {
        int n = g.vertexCount();
        int[] level = new int[n];
        Arrays.fill(level, -1);
        level[root] = 0;
        int[] frontier = {root};
        int size = 1;
        Found[] found = new Found[8 * Math.max(1, workers)];
        for (int c = 0; c < found.length; c++) {
            found[c] = new Found(g, backward);
        }
        long frontierEntries = forwardEntries(g, root, backward);
        long unreachedEntries = (backward ? g.outEnd(n - 1) : g.inEnd(n - 1)) - reverseEntries(g, root, backward);
        boolean bottomUp = false;
        // The frontier as a bit per vertex for bottom-up levels: V/8 bytes stay in cache, where
        // the parents' levels (4V bytes) would be a miss per entry looked at.
        long[] inFrontier = null;
        for (int depth = 1; size > 0; depth++) {
            bottomUp = bottomUp ? size >= topDownBelow * n : frontierEntries > bottomUpFrom * unreachedEntries;
            int[] current = frontier;
            int next = depth;
            int chunks;
            if (bottomUp) {
                if (inFrontier == null) {
                    inFrontier = new long[(n + 63) >>> 6];
                } else {
                    Arrays.fill(inFrontier, 0);
                }
                for (int k = 0; k < size; k++) {
                    inFrontier[current[k] >>> 6] |= 1L << current[k];
                }
                long[] bits = inFrontier;
                chunks = Parallel.chunks(workers, n);
                Parallel.forChunks(workers, n, (chunk, from, to) -> findParents(g, level, bits, next, backward, parentEdges,
                        from, to, found[chunk].clear()));
            } else {
                chunks = Parallel.chunks(workers, size);
                Parallel.forChunks(workers, size, (chunk, from, to) -> expand(g, level, next, backward, parentEdges,
                        current, from, to, found[chunk].clear()));
            }
            size = 0;
            frontierEntries = 0;
            for (int c = 0; c < chunks; c++) {
                size += found[c].size;
                frontierEntries += found[c].entries;
                unreachedEntries -= found[c].reverse;
            }
            frontier = new int[size];
            int at = 0;
            for (int c = 0; c < chunks; c++) {
                System.arraycopy(found[c].vertices, 0, frontier, at, found[c].size);
                at += found[c].size;
            }
        }
        return level;
    }

    /**
     * The vertices one chunk of a level found, with the entries a top-down level would scan from
     * them and those a bottom-up level no longer scans for them (live or not): what decides the
     * next level's direction.
     */
    private static final class Found {
        private final ViewGraph g;
        private final boolean backward;
        int[] vertices = new int[64];
        int size;
        long entries;
        long reverse;

        Found(ViewGraph g, boolean backward) {
            this.g = g;
            this.backward = backward;
        }

        Found clear() {
            size = 0;
            entries = 0;
            reverse = 0;
            return this;
        }

        void add(int v) {
            if (size == vertices.length) {
                vertices = Arrays.copyOf(vertices, 2 * size);
            }
            vertices[size++] = v;
            entries += forwardEntries(g, v, backward);
            reverse += reverseEntries(g, v, backward);
        }
    }

    /**
     * A top-down level: the live entries of {@code current[from .. to)} reach their unreached
     * ends, which take level {@code next}. Two threads may both reach a vertex (they write the
     * same level); it is then listed twice, which costs a little work and changes no level.
     */
    private static void expand(ViewGraph g, int[] level, int next, boolean backward, int[] parentEdges, int[] current,
            int from, int to, Found found) {
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
                    found.add(t);
                }
            }
        }
    }

    /**
     * A bottom-up level: each unreached vertex of {@code [from, to)} takes level {@code next} from
     * its first live entry (in-entry, or out-entry {@code backward}) from the frontier (the bits
     * of {@code inFrontier}: the level before). Each vertex is written by its own chunk only, and
     * the frontier's bits do not change during the step, so the threads need no coordination.
     */
    private static void findParents(ViewGraph g, int[] level, long[] inFrontier, int next, boolean backward,
            int[] parentEdges, int from, int to, Found found) {
        for (int v = from; v < to; v++) {
            if (level[v] >= 0) {
                continue;
            }
            int end = backward ? g.outEnd(v) : g.inEnd(v);
            for (int i = backward ? g.outStart(v) : g.inStart(v); i < end; i++) {
                int u = backward ? g.outTarget(i) : g.inSource(i);
                long live = backward ? g.outLiveMask(i) : g.inLiveMask(i);
                if ((inFrontier[u >>> 6] >>> u & live & 1L) != 0) {
                    level[v] = next;
                    if (parentEdges != null) {
                        parentEdges[v] = g.inEdge(i);
                    }
                    found.add(v);
                    break;
                }
            }
        }
    }

    /** The entries a top-down level scans from {@code v} (live or not). */
    private static long forwardEntries(ViewGraph g, int v, boolean backward) {
        return backward ? g.inEnd(v) - g.inStart(v) : g.outEnd(v) - g.outStart(v);
    }

    /** The entries a bottom-up level scans for {@code v} at most (live or not). */
    private static long reverseEntries(ViewGraph g, int v, boolean backward) {
        return backward ? g.outEnd(v) - g.outStart(v) : g.inEnd(v) - g.inStart(v);
    }
}
