package graphsurge.analytics.plain;

import graphsurge.analytics.graph.ViewGraph;
import graphsurge.gstore.Parallel;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * Breadth-first search on one view, level by level: the one traversal of the plain BFS, of SCC's
 * giant-component searches, of the incremental BFS's recomputation and of the WCC kernel's
 * rebuild (a tree per component, edges taken both ways).
 *
 * <p>Direction-optimizing (Beamer, Asanović and Patterson, SC 2012): a level expands its
 * frontier's entries (top-down) while the frontier is small; once the frontier's entries are many
 * against those of the vertices not reached yet, each unreached vertex looks instead for one
 * neighbour in the frontier and stops at the first (bottom-up), until the frontier shrinks again:
 * on a skewed graph the middle levels that reach most vertices scan a fraction of their edges.
 * O(V + E) top-down, plus O(V) per bottom-up level (a handful on small-world graphs).
 *
 * <p>Searches from several roots share the levels, a vertex reached by one search not reached by
 * the next, so one search per component costs its component. A level runs in chunks on W threads
 * when large, each chunk listing what it finds in a buffer of its own; a vertex two threads reach
 * in one level is claimed by a compare-and-set on its level. The levels are the same for every W
 * and either direction.
 */
public final class BreadthFirstSearch {
    /** Which edges a search follows: out-edges from the root, in-edges (hops to the root), or both ways. */
    public enum Direction {
        OUT, IN, BOTH
    }

    /**
     * A level goes bottom-up once the frontier's entries exceed this share of the entries of the
     * vertices not reached yet (Beamer et al.'s alpha, 14): about as many as the unreached
     * vertices' searches for a parent touch, which stop at the first one found.
     */
    static final double BOTTOM_UP_FROM = 1.0 / 14;
    /** And goes back top-down once the frontier holds fewer than this share of the vertices (beta, 24). */
    static final double TOP_DOWN_BELOW = 1.0 / 24;
    private static final VarHandle LEVEL = MethodHandles.arrayElementVarHandle(int[].class);

    private final ViewGraph g;
    private final boolean followsOut;
    private final boolean followsIn;
    private final int workers;
    private final int[] parentEdges;
    private final double bottomUpFrom;
    private final double topDownBelow;
    private final int[] level;
    /** The reached vertices in the order reached: each search's levels one after the other. */
    private final int[] order;
    private int reached;
    private long unreachedEntries;
    private final Found[] found;
    /**
     * The frontier as a bit per vertex for bottom-up levels: V/8 bytes stay in cache, where the
     * neighbours' levels (4V bytes) would be a miss per entry looked at.
     */
    private long[] inFrontier;

    /**
     * A search over {@code g} along {@code direction} on {@code workers} threads; each vertex but
     * a root gets in {@code parentEdges} (null: not asked) the graph edge id it was reached by.
     */
    public BreadthFirstSearch(ViewGraph g, Direction direction, int workers, int[] parentEdges) {
        this(g, direction, workers, parentEdges, BOTTOM_UP_FROM, TOP_DOWN_BELOW);
    }

    /** With the direction switches as parameters (tests force either direction: 0 and infinity). */
    BreadthFirstSearch(ViewGraph g, Direction direction, int workers, int[] parentEdges, double bottomUpFrom,
            double topDownBelow) {
        this.g = g;
        this.followsOut = direction != Direction.IN;
        this.followsIn = direction != Direction.OUT;
        this.workers = workers;
        this.parentEdges = parentEdges;
        this.bottomUpFrom = bottomUpFrom;
        this.topDownBelow = topDownBelow;
        int n = g.vertexCount();
        this.level = new int[n];
        Arrays.fill(level, -1);
        this.order = new int[n];
        this.unreachedEntries = n == 0 ? 0 : (followsOut ? g.inEnd(n - 1) : 0) + (followsIn ? g.outEnd(n - 1) : 0);
        this.found = new Found[8 * Math.max(1, workers)];
        for (int c = 0; c < found.length; c++) {
            found[c] = new Found();
        }
    }

    /** The levels of a single search from {@code root} (a vertex), -1 where it did not reach. */
    public static int[] levels(ViewGraph g, int root, Direction direction, int workers, int[] parentEdges) {
        BreadthFirstSearch search = new BreadthFirstSearch(g, direction, workers, parentEdges);
        search.search(root);
        return search.levels();
    }

    /**
     * Searches from {@code root}, which no search reached yet: levels from 0 at the root, for the
     * vertices no search reached before. Returns how many it reached, the root included: the last
     * entries of {@link #order()} up to {@link #reached()}.
     */
    public int search(int root) {
        int n = g.vertexCount();
        int start = reached;
        level[root] = 0;
        order[reached++] = root;
        unreachedEntries -= reverseEntries(root);
        long frontierEntries = forwardEntries(root);
        boolean bottomUp = false;
        for (int frontier = start, depth = 1; frontier < reached; depth++) {
            int size = reached - frontier;
            // A bottom-up level reads every vertex's level: only for frontiers large against V too.
            bottomUp = bottomUp ? size >= topDownBelow * n
                    : frontierEntries > bottomUpFrom * Math.max(unreachedEntries, n);
            int chunks = bottomUp ? bottomUpLevel(frontier, depth) : topDownLevel(frontier, depth);
            frontier = reached;
            frontierEntries = 0;
            for (int c = 0; c < chunks; c++) {
                Found f = found[c];
                System.arraycopy(f.vertices, 0, order, reached, f.size);
                reached += f.size;
                frontierEntries += f.entries;
                unreachedEntries -= f.reverse;
            }
        }
        return reached - start;
    }

    /** Each vertex's level in the search that reached it, -1 where none did: the searches' own array. */
    public int[] levels() {
        return level;
    }

    /** The vertices reached, in the order reached, the first {@link #reached()} entries: the searches' own array. */
    public int[] order() {
        return order;
    }

    public int reached() {
        return reached;
    }

    /** A top-down level from {@code order[frontier .. reached)}; returns the chunks it ran in. */
    private int topDownLevel(int frontier, int depth) {
        int size = reached - frontier;
        int chunks = Parallel.chunks(workers, size);
        if (chunks == 1) {
            expand(frontier, reached, depth, false, found[0].clear());
        } else {
            Parallel.forChunks(workers, size, (chunk, from, to) -> expand(frontier + from, frontier + to, depth, true,
                    found[chunk].clear()));
        }
        return chunks;
    }

    /**
     * The live entries of {@code order[from .. to)} reach their unreached ends, which take level
     * {@code depth}; with {@code shared} other threads do the same, and a compare-and-set on the
     * level says which of them found the vertex.
     */
    private void expand(int from, int to, int depth, boolean shared, Found into) {
        for (int k = from; k < to; k++) {
            int u = order[k];
            if (followsOut) {
                for (int i = g.outStart(u), end = g.outEnd(u); i < end; i++) {
                    if (g.outLive(i)) {
                        claim(g.outTarget(i), g.outEdge(i), depth, shared, into);
                    }
                }
            }
            if (followsIn) {
                for (int i = g.inStart(u), end = g.inEnd(u); i < end; i++) {
                    if (g.inLive(i)) {
                        claim(g.inSource(i), g.inEdge(i), depth, shared, into);
                    }
                }
            }
        }
    }

    private void claim(int t, int edge, int depth, boolean shared, Found into) {
        if (level[t] >= 0 || shared && !LEVEL.compareAndSet(level, t, -1, depth)) {
            return;
        }
        level[t] = depth;
        if (parentEdges != null) {
            parentEdges[t] = edge;
        }
        into.add(t);
    }

    /**
     * A bottom-up level: each unreached vertex takes level {@code depth} from its first live entry
     * to the frontier {@code order[frontier .. reached)}, held as bits. Each vertex is written by
     * its own chunk only, and the frontier's bits do not change during the level, so the threads
     * need no coordination. Returns the chunks it ran in.
     */
    private int bottomUpLevel(int frontier, int depth) {
        int n = g.vertexCount();
        if (inFrontier == null) {
            inFrontier = new long[(n + 63) >>> 6];
        }
        long[] bits = inFrontier;
        for (int k = frontier; k < reached; k++) {
            bits[order[k] >>> 6] |= 1L << order[k];
        }
        Parallel.forChunks(workers, n, (chunk, from, to) -> findParents(from, to, depth, found[chunk].clear()));
        for (int k = frontier; k < reached; k++) {
            bits[order[k] >>> 6] = 0;
        }
        return Parallel.chunks(workers, n);
    }

    private void findParents(int from, int to, int depth, Found into) {
        long[] bits = inFrontier;
        for (int v = from; v < to; v++) {
            if (level[v] >= 0) {
                continue;
            }
            int edge = -1;
            if (followsOut) {
                for (int i = g.inStart(v), end = g.inEnd(v); i < end; i++) {
                    int u = g.inSource(i);
                    if ((bits[u >>> 6] >>> u & g.inLiveMask(i) & 1L) != 0) {
                        edge = g.inEdge(i);
                        break;
                    }
                }
            }
            if (followsIn && edge < 0) {
                for (int i = g.outStart(v), end = g.outEnd(v); i < end; i++) {
                    int u = g.outTarget(i);
                    if ((bits[u >>> 6] >>> u & g.outLiveMask(i) & 1L) != 0) {
                        edge = g.outEdge(i);
                        break;
                    }
                }
            }
            if (edge >= 0) {
                level[v] = depth;
                if (parentEdges != null) {
                    parentEdges[v] = edge;
                }
                into.add(v);
            }
        }
    }

    /** The entries a top-down level scans from {@code v} (live or not). */
    private long forwardEntries(int v) {
        return (followsOut ? g.outEnd(v) - g.outStart(v) : 0) + (followsIn ? g.inEnd(v) - g.inStart(v) : 0);
    }

    /** The entries a bottom-up level scans for {@code v} at most (live or not). */
    private long reverseEntries(int v) {
        return (followsOut ? g.inEnd(v) - g.inStart(v) : 0) + (followsIn ? g.outEnd(v) - g.outStart(v) : 0);
    }

    /** The vertices one chunk of a level found, with the entries that decide the next level's direction. */
    private final class Found {
        int[] vertices = new int[64];
        int size;
        long entries;
        long reverse;

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
            entries += forwardEntries(v);
            reverse += reverseEntries(v);
        }
    }
}
