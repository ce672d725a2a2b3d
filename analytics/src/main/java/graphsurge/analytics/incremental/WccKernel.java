package graphsurge.analytics.incremental;

import graphsurge.analytics.graph.EdgeMembership;
import graphsurge.analytics.graph.ViewChange;
import graphsurge.gstore.Parallel;
import graphsurge.gstore.PropertyGraph;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.ints.IntList;
import java.util.Arrays;

/**
 * Weakly connected components of a changing view, as {@link graphsurge.analytics.plain.PlainWcc}
 * and {@code wcc} give them: every vertex labelled with the smallest dense id of its component,
 * edges taken in both directions. The view's vertices (the endpoints of its edges) are reported;
 * a vertex whose only edges are self-loops is a component of its own, and a vertex outside the
 * view keeps its own id as label, unreported.
 *
 * <p><b>Why not minimum-label trimming.</b> Trimming the labels that depended on a deleted edge
 * (KickStarter) resets the whole subtree that hangs from the edge in the tree the minimum label
 * spread along, which on a skewed graph is often a large part of the giant component. This kernel
 * instead keeps a spanning forest of the view, independent of the labels, and only ever searches
 * the smaller side of a cut.
 *
 * <p><b>State</b> (arrays over the graph's vertices; nothing per edge but a rebuild's bitset): the
 * forest as a parent and parent edge per vertex with doubly linked child lists (a vertex outside
 * the view is a tree of its own), the label (the component's minimum), the component's size kept
 * at its minimum, and {@link #reported()}, which follows the vertices the run's view saw enter and
 * leave (its degree counts, not a second count here). An edge is a tree edge exactly when it is the
 * parent edge of one of its endpoints.
 *
 * <p><b>A view's changes</b> are applied additions first, so that a deletion can take an added
 * edge as its replacement instead of splitting a component that an addition joins again (a split
 * and a merge of the giant component would both relabel all of it).
 * <ul>
 * <li><em>Adding</em> an edge inside a component changes nothing: O(1). An edge between
 * two components merges them: the smaller tree is rerooted at its endpoint (the path to its root
 * reversed) and hung under the other endpoint, and the component whose minimum is the larger is
 * relabelled: O(depth + the relabelled vertices), and these vertices' values do change.
 * <li><em>Deleting</em> a non-tree edge (most edges of a dense view) is O(1). Deleting a tree edge
 * cuts a tree into the child's subtree C and the rest R, then searches both in lockstep, from the
 * two endpoints, in turns of equal work: each search walks its side's tree (breadth-first) and
 * looks at the view's non-tree edges of each vertex it reaches, asking whether the edge's other
 * end is on the opposite side (a walk up the parent links to the root, the answers remembered for
 * the rest of the search). An edge that crosses is the replacement: C is rerooted at its end of
 * it and hung on the other end, and no label changes. A search that runs out of its side without
 * finding one has enumerated a whole new component, the smaller one by the work it took: the
 * side without the old minimum is relabelled with its own minimum (enumerating the other side
 * only when the minimum is on the exhausted side, when all of the other side's values change).
 * The cost is O(min(work of C, work of R)) where a side's work is the graph degree of its
 * vertices it visited plus the parent walks, so a leaf cut from a hub's star costs its own degree,
 * not the hub's.
 * </ul>
 * Trees are kept shallow because the walks up cost their depth: a full build roots the largest
 * component's tree at its highest-degree vertex with a breadth-first search (on skewed graphs
 * nearly every vertex is a few hops from the hub), and that root stays: a cut hangs the detached
 * subtree elsewhere, and a merge reroots the smaller tree.
 *
 * <p><b>Per view</b>, then: O(changes + the cut searches' work + the vertices whose label
 * changes), with no pass over the vertices or the edges; {@link #values()} and {@link
 * #reported()} are kept up to date in place.
 *
 * <p><b>Large changes</b> (more than an eighth of the next view's edges, {@link #followShare})
 * rebuild from scratch, as the run asks, in O(V + E): degrees, then breadth-first trees,
 * bottom-up for the levels that hold most of the edges. An edge change costs a few random
 * accesses to vertex records, while a rebuild streams through the adjacency, so the two meet at a
 * share of the view's edges, not at a count; an eighth keeps a view no slower than its rebuild. The first view is such a change, whose edges
 * are its additions: it takes them from there instead of asking the view about every edge of the
 * graph (a pass over the graph's edges is most of a rebuild's time).
 *
 * <p><b>Threads.</b> A rebuild runs on {@code workers} threads where its time is (see {@link
 * #rebuild}): the edge bitset, the degree counts and the bottom-up levels of the breadth-first
 * trees, each thread writing only its own words or vertices. So does relabelling a large
 * component after a merge or a split (each thread its own share of the vertices). The changes
 * themselves are applied on the calling thread: each edits the one shared forest, in an order
 * that matters for the work (not for the result), and at the change rates the kernel is for they
 * are a few random accesses each. The result is the same for every {@code workers}.
 */
public final class WccKernel implements IncrementalKernel {
    private static final int NONE = -1;
    /** Work (adjacency entries, tree links, parent steps) one side of a cut does before the other's turn. */
    private static final int TURN = 64;
    /**
     * A rebuild's level goes bottom-up when its frontier's degrees exceed the unreached vertices'
     * degrees divided by this (Beamer et al.'s alpha).
     */
    private static final int BOTTOM_UP = 14;

    // A vertex's forest fields sit together in {@link #node}, STRIDE ints from v * STRIDE: a
    // change reads an endpoint's label or parent edge, and a cut and its searches read and write
    // the links of the vertices they meet, from one cache line per vertex.
    private static final int STRIDE = 8;
    /** The component's minimum, as {@link #labels} holds it for {@link #values()}. */
    private static final int LABEL = 0;
    /** At a component's minimum, the component's vertex count; stale elsewhere. */
    private static final int SIZE = 1;
    private static final int PARENT = 2;
    /** The tree edge to the parent, or NONE at a root. */
    private static final int PARENT_EDGE = 3;
    private static final int FIRST_CHILD = 4;
    private static final int NEXT_SIBLING = 5;
    private static final int PREVIOUS_SIBLING = 6;
    /**
     * Per cut (and per full build): {@code stamp} for vertices the detached side's search
     * reached, {@code stamp + 1} for the other side's, {@code stamp + 2} and {@code stamp + 3} for
     * vertices known (from a walk up) to be on the detached or the other side.
     */
    private static final int MARK = 7;

    private final int vertexCount;
    private final int edgeCountOfGraph;
    private final int[] sources;
    private final int[] targets;
    private final int[] outOffsets;
    private final int[] outNeighbours;
    private final int[] outEdges;
    private final int[] inOffsets;
    private final int[] inNeighbours;
    private final int[] inEdges;

    private final int[] node;
    private final long[] labels;
    private final boolean[] reported;
    /** The vertices relabelled or whose presence changed in the last update; unknown after a rebuild. */
    private final ChangedKeys changes;
    private int stamp;

    private final Search detachedSide = new Search(true);
    private final Search otherSide = new Search(false);
    private final IntArrayList walked = new IntArrayList();
    private final IntArrayList members = new IntArrayList();
    private final IntArrayList treeCuts = new IntArrayList();
    /**
     * For rebuilds only (allocated by the first): the view's edges as bits, the view's edges at
     * each vertex (a self-loop counting twice), each vertex's level in its breadth-first tree
     * (NONE until reached), and the degrees of the vertices not reached yet.
     */
    private long[] liveEdges;
    private int[] degree;
    /**
     * The degrees each part of a rebuild's edge pass counted, the first being {@link #degree}:
     * an edge increments its endpoints' counters, which threads cannot share, so each thread
     * counts into its own array and a pass over the vertices sums them (the first rebuild on W
     * threads allocates W - 1 of them).
     */
    private int[][] partDegrees;
    private int[] level;
    private long unreachedDegrees;
    private EdgeMembership view;
    /** The threads of the current update. */
    private int workers = 1;
    private int edgeCount;
    /** The root of the tree detached by the current cut. */
    private int detachedRoot;

    /** The kernel for {@code graph}, at the empty view. */
    public WccKernel(PropertyGraph graph) {
        if (graph.vertexCount() > Integer.MAX_VALUE / STRIDE) {
            throw new IllegalArgumentException("the WCC kernel holds at most " + Integer.MAX_VALUE / STRIDE
                    + " vertices; the graph has " + graph.vertexCount());
        }
        this.vertexCount = graph.vertexCount();
        this.edgeCountOfGraph = graph.edgeCount();
        this.sources = graph.sources();
        this.targets = graph.targets();
        this.outOffsets = graph.out().offsets();
        this.outNeighbours = graph.out().neighbours();
        this.outEdges = graph.out().edgeIds();
        this.inOffsets = graph.in().offsets();
        this.inNeighbours = graph.in().neighbours();
        this.inEdges = graph.in().edgeIds();
        this.node = new int[vertexCount * STRIDE];
        this.labels = new long[vertexCount];
        this.reported = new boolean[vertexCount];
        this.changes = new ChangedKeys(vertexCount);
        clear(1);
    }

    /** {@inheritDoc} An eighth. */
    @Override
    public double followShare() {
        return 0.125;
    }

    /**
     * {@inheritDoc} An incremental move takes {@link #reported()} from the presence lists; a
     * rebuild counts the view's degrees, which it needs for its searches anyway.
     */
    @Override
    public void apply(ViewChange change) {
        EdgeMembership inView = change.view();
        int[] added = change.added();
        int[] removed = change.removed();
        IntList appeared = change.appeared();
        IntList disappeared = change.disappeared();
        int workers = change.workers();
        this.view = inView;
        this.workers = workers;
        int next = edgeCount + added.length - removed.length;
        if (change.rebuild()) {
            changes.unknown();
            // From the empty view (the first view), the additions are the view's edges.
            rebuild(edgeCount == 0 ? added : null);
            return;
        }
        changes.clear();
        // These loops run on this thread, outside Parallel's steps: they check for a cancellation themselves.
        for (int i = 0; i < added.length; i++) {
            if ((i & Parallel.CHECK_EVERY) == 0) {
                Parallel.checkInterrupted();
            }
            add(added[i]);
        }
        treeCuts.clear();
        for (int e : removed) {
            if (node[sources[e] * STRIDE + PARENT_EDGE] == e || node[targets[e] * STRIDE + PARENT_EDGE] == e) {
                treeCuts.add(e);
            }
        }
        edgeCount = next;
        // Deleting a non-tree edge changes nothing; a tree edge deleted later in this loop is
        // still a tree edge, and never a candidate replacement (it is not in inView).
        for (int i = 0; i < treeCuts.size(); i++) {
            if ((i & Parallel.CHECK_EVERY) == 0) {
                Parallel.checkInterrupted();
            }
            cut(treeCuts.getInt(i));
        }
        // The presence lists last: the run's view may still be listing them on another worker.
        for (int i = 0; i < disappeared.size(); i++) {
            reported[disappeared.getInt(i)] = false;
        }
        for (int i = 0; i < appeared.size(); i++) {
            reported[appeared.getInt(i)] = true;
        }
        changes.addAll(disappeared, disappeared.size());
        changes.addAll(appeared, appeared.size());
    }

    @Override
    public long[] values() {
        return labels;
    }

    @Override
    public boolean[] reported() {
        return reported;
    }

    /** {@inheritDoc} The vertices relabelled by merges and splits, and those that entered or left the view. */
    @Override
    public IntList changed() {
        return changes.keys();
    }

    private int parent(int v) {
        return node[v * STRIDE + PARENT];
    }

    private void setLabel(int v, int label) {
        node[v * STRIDE + LABEL] = label;
        labels[v] = label;
    }

    /** Adds edge {@code e}: a merge when it joins two components. */
    private void add(int e) {
        int u = sources[e];
        int v = targets[e];
        int lu = node[u * STRIDE + LABEL];
        int lv = node[v * STRIDE + LABEL];
        if (lu == lv) {
            return;
        }
        int kept = Math.min(lu, lv);
        collectTree(rootOf(lu < lv ? v : u));
        int su = node[lu * STRIDE + SIZE];
        int sv = node[lv * STRIDE + SIZE];
        if (su <= sv) {
            reroot(u);
            attach(u, v, e);
        } else {
            reroot(v);
            attach(v, u, e);
        }
        relabel(members, kept);
        node[kept * STRIDE + SIZE] = su + sv;
    }

    /** Deletes tree edge {@code e}: repairs the tree with a replacement edge, or splits the component. */
    private void cut(int e) {
        int child = node[sources[e] * STRIDE + PARENT_EDGE] == e ? sources[e] : targets[e];
        int above = parent(child);
        detach(child);
        newStamp();
        detachedRoot = child;
        detachedSide.start(child);
        otherSide.start(above);
        Search done;
        for (int turns = 1; ; turns++) {
            // A search may walk a whole component: a check every 64 turns is every 8,192 steps.
            if ((turns & 63) == 0) {
                Parallel.checkInterrupted();
            }
            if (detachedSide.advance(TURN)) {
                done = detachedSide;
                break;
            }
            if (otherSide.advance(TURN)) {
                done = otherSide;
                break;
            }
        }
        if (done.replacement != NONE) {
            int near = done.detached ? done.from : done.to;
            int far = done.detached ? done.to : done.from;
            reroot(near);
            attach(near, far, done.replacement);
            return;
        }
        split(done, done.detached ? above : child);
    }

    /**
     * Relabels after a cut that {@code exhausted} proved to be a split: it enumerated its whole
     * side; {@code otherStart} is a vertex of the other side.
     */
    private void split(Search exhausted, int otherStart) {
        int label = node[otherStart * STRIDE + LABEL];
        int total = node[label * STRIDE + SIZE];
        IntArrayList side = exhausted.visited;
        int sideSize = side.size();
        if (node[label * STRIDE + MARK] == exhausted.tag) {
            collectTree(rootOf(otherStart));
            int min = minimum(members);
            relabel(members, min);
            node[min * STRIDE + SIZE] = total - sideSize;
            node[label * STRIDE + SIZE] = sideSize;
        } else {
            int min = minimum(side);
            relabel(side, min);
            node[min * STRIDE + SIZE] = sideSize;
            node[label * STRIDE + SIZE] = total - sideSize;
        }
    }

    /** The smallest of {@code vertices}, on {@link #workers} threads when they are many. */
    private int minimum(IntArrayList vertices) {
        if (Parallel.chunks(workers, vertices.size()) == 1) {
            int min = Integer.MAX_VALUE;
            for (int i = 0; i < vertices.size(); i++) {
                min = Math.min(min, vertices.getInt(i));
            }
            return min;
        }
        int[] minima = new int[Parallel.chunks(workers, vertices.size())];
        Parallel.forChunks(workers, vertices.size(), (chunk, from, to) -> {
            int min = Integer.MAX_VALUE;
            for (int i = from; i < to; i++) {
                min = Math.min(min, vertices.getInt(i));
            }
            minima[chunk] = min;
        });
        int min = Integer.MAX_VALUE;
        for (int m : minima) {
            min = Math.min(min, m);
        }
        return min;
    }

    /**
     * Whether {@code y} is in the detached tree, by walking up to the first vertex whose side is
     * known or to a root; the walked vertices remember the answer. Leaves the walked vertices in
     * {@link #walked} (the caller counts them as work).
     */
    private boolean inDetachedTree(int y) {
        walked.clear();
        int z = y;
        boolean detached;
        while (true) {
            int m = node[z * STRIDE + MARK] - stamp;
            if (m == 0 || m == 2) {
                detached = true;
                break;
            }
            if (m == 1 || m == 3) {
                detached = false;
                break;
            }
            walked.add(z);
            int up = parent(z);
            if (up == NONE) {
                detached = z == detachedRoot;
                break;
            }
            z = up;
        }
        int known = stamp + (detached ? 2 : 3);
        for (int i = 0; i < walked.size(); i++) {
            node[walked.getInt(i) * STRIDE + MARK] = known;
        }
        return detached;
    }

    /**
     * One side's search after a cut: a breadth-first walk of its tree (parent and children links)
     * that looks at every reached vertex's non-tree view edges for one whose other end is on the
     * opposite side. Resumable, so that the two sides take turns of equal work.
     */
    private final class Search {
        final boolean detached;
        final IntArrayList visited = new IntArrayList();
        int tag;
        int head;
        int vertex;
        /** Of {@link #vertex}: 0 before its parent, 1 in its children (at {@link #child}), 2 in its edges (at {@link #cursor}). */
        int stage;
        int child;
        int cursor;
        int replacement;
        int from;
        int to;

        Search(boolean detached) {
            this.detached = detached;
        }

        void start(int v) {
            tag = stamp + (detached ? 0 : 1);
            visited.clear();
            reach(v);
            head = 0;
            vertex = NONE;
            replacement = NONE;
        }

        /** Does up to {@code budget} work; true when the search found a replacement or exhausted its side. */
        boolean advance(int budget) {
            while (budget > 0) {
                if (vertex == NONE) {
                    if (head == visited.size()) {
                        return true;
                    }
                    vertex = visited.getInt(head++);
                    stage = 0;
                }
                int x = vertex;
                if (stage == 0) {
                    budget--;
                    int up = parent(x);
                    if (up != NONE && node[up * STRIDE + MARK] != tag) {
                        reach(up);
                    }
                    child = node[x * STRIDE + FIRST_CHILD];
                    stage = 1;
                } else if (stage == 1) {
                    if (child == NONE) {
                        stage = 2;
                        cursor = 0;
                        continue;
                    }
                    budget--;
                    if (node[child * STRIDE + MARK] != tag) {
                        reach(child);
                    }
                    child = node[child * STRIDE + NEXT_SIBLING];
                } else {
                    int outStart = outOffsets[x];
                    int outDegree = outOffsets[x + 1] - outStart;
                    int end = outDegree + inOffsets[x + 1] - inOffsets[x];
                    while (budget > 0 && cursor < end) {
                        int i = cursor++;
                        budget--;
                        int f;
                        int y;
                        if (i < outDegree) {
                            f = outEdges[outStart + i];
                            y = outNeighbours[outStart + i];
                        } else {
                            int j = inOffsets[x] + i - outDegree;
                            f = inEdges[j];
                            y = inNeighbours[j];
                        }
                        // Tree edges join vertices of one side: only non-tree view edges can cross.
                        if (y == x || node[x * STRIDE + PARENT_EDGE] == f || node[y * STRIDE + PARENT_EDGE] == f
                                || !view.contains(f)) {
                            continue;
                        }
                        boolean yDetached = inDetachedTree(y);
                        budget -= walked.size();
                        if (yDetached != detached) {
                            replacement = f;
                            from = x;
                            to = y;
                            return true;
                        }
                    }
                    if (cursor == end) {
                        vertex = NONE;
                    }
                }
            }
            return false;
        }

        private void reach(int v) {
            node[v * STRIDE + MARK] = tag;
            visited.add(v);
        }
    }

    private int rootOf(int v) {
        for (int up = parent(v); up != NONE; up = parent(v)) {
            v = up;
        }
        return v;
    }

    /** Makes {@code v} the root of its tree by reversing the path from it to the root. */
    private void reroot(int v) {
        int previous = NONE;
        int previousEdge = NONE;
        int current = v;
        while (current != NONE) {
            int up = node[current * STRIDE + PARENT];
            int upEdge = node[current * STRIDE + PARENT_EDGE];
            if (up != NONE) {
                unlinkChild(up, current);
            }
            node[current * STRIDE + PARENT] = previous;
            node[current * STRIDE + PARENT_EDGE] = previousEdge;
            if (previous != NONE) {
                linkChild(previous, current);
            }
            previous = current;
            previousEdge = upEdge;
            current = up;
        }
    }

    /** Hangs root {@code v} under {@code under} by tree edge {@code e}. */
    private void attach(int v, int under, int e) {
        node[v * STRIDE + PARENT] = under;
        node[v * STRIDE + PARENT_EDGE] = e;
        linkChild(under, v);
    }

    /** Cuts {@code v} from its parent: it becomes the root of its subtree. */
    private void detach(int v) {
        unlinkChild(parent(v), v);
        node[v * STRIDE + PARENT] = NONE;
        node[v * STRIDE + PARENT_EDGE] = NONE;
    }

    private void linkChild(int p, int c) {
        int first = node[p * STRIDE + FIRST_CHILD];
        node[c * STRIDE + NEXT_SIBLING] = first;
        node[c * STRIDE + PREVIOUS_SIBLING] = NONE;
        if (first != NONE) {
            node[first * STRIDE + PREVIOUS_SIBLING] = c;
        }
        node[p * STRIDE + FIRST_CHILD] = c;
    }

    private void unlinkChild(int p, int c) {
        int before = node[c * STRIDE + PREVIOUS_SIBLING];
        int after = node[c * STRIDE + NEXT_SIBLING];
        if (before != NONE) {
            node[before * STRIDE + NEXT_SIBLING] = after;
        } else {
            node[p * STRIDE + FIRST_CHILD] = after;
        }
        if (after != NONE) {
            node[after * STRIDE + PREVIOUS_SIBLING] = before;
        }
        node[c * STRIDE + NEXT_SIBLING] = NONE;
        node[c * STRIDE + PREVIOUS_SIBLING] = NONE;
    }

    /** Puts the vertices of the tree rooted at {@code root} in {@link #members}. */
    private void collectTree(int root) {
        members.clear();
        members.add(root);
        for (int i = 0; i < members.size(); i++) {
            for (int c = node[members.getInt(i) * STRIDE + FIRST_CHILD]; c != NONE; c = node[c * STRIDE + NEXT_SIBLING]) {
                members.add(c);
            }
        }
    }

    /** Labels {@code vertices} with {@code label}, on {@link #workers} threads when they are many (each writes its own vertices). */
    private void relabel(IntArrayList vertices, int label) {
        changes.addAll(vertices, vertices.size());
        if (Parallel.chunks(workers, vertices.size()) == 1) {
            // Most merges and splits relabel a few vertices: no task for them.
            for (int i = 0; i < vertices.size(); i++) {
                setLabel(vertices.getInt(i), label);
            }
            return;
        }
        Parallel.forChunks(workers, vertices.size(), (chunk, from, to) -> {
            for (int i = from; i < to; i++) {
                setLabel(vertices.getInt(i), label);
            }
        });
    }

    private void newStamp() {
        if (stamp > Integer.MAX_VALUE - 8) {
            for (int v = 0; v < vertexCount; v++) {
                node[v * STRIDE + MARK] = 0;
            }
            stamp = 0;
        }
        stamp += 4;
    }

    /** The empty view: every vertex a tree and a component of its own; on {@code threads} threads. */
    private void clear(int threads) {
        Parallel.forChunks(threads, vertexCount, (chunk, from, to) -> {
            Arrays.fill(node, from * STRIDE, to * STRIDE, NONE);
            for (int v = from; v < to; v++) {
                node[v * STRIDE + SIZE] = 1;
                node[v * STRIDE + MARK] = 0;
                setLabel(v, v);
            }
            Arrays.fill(reported, from, to, false);
        });
        stamp = 0;
        edgeCount = 0;
    }

    /**
     * Builds the state of the view from scratch: degrees, then a breadth-first tree per component,
     * the first from the vertex of highest degree and the others in increasing order of their
     * first vertex. The searches read the view's edges from a bitset and levels from a compact
     * array, both filled here, so that their random accesses per adjacency entry stay in cache.
     * The view's edges are {@code viewEdges} when given (a first view's additions), else those of
     * the graph's edges that {@link #view} holds.
     *
     * <p>On {@link #workers} threads: the bitset and the degrees by parts of the edges (each word
     * filled by one thread, each thread counting degrees of its own, summed by vertices), the
     * bottom-up levels by vertices (see {@link #spanTree}), and the relabelling; the top-down
     * levels, which a hub reaches in a level or two, stay on the calling thread.
     */
    private void rebuild(int[] viewEdges) {
        clear(workers);
        if (liveEdges == null) {
            liveEdges = new long[(edgeCountOfGraph + 63) >>> 6];
            degree = new int[vertexCount];
            level = new int[vertexCount];
        }
        int parts = viewEdges != null ? markEdges(viewEdges) : markViewEdges();
        int[] hubs = new int[Parallel.chunks(workers, vertexCount)];
        Parallel.forChunks(workers, vertexCount, (chunk, from, to) -> {
            int hub = from;
            for (int v = from; v < to; v++) {
                int d = degree[v];
                for (int part = 1; part < parts; part++) {
                    d += partDegrees[part][v];
                }
                degree[v] = d;
                reported[v] = d > 0;
                level[v] = NONE;
                if (d > degree[hub]) {
                    hub = v;
                }
            }
            hubs[chunk] = hub;
        });
        int hub = 0;
        for (int h : hubs) {
            if (degree[h] > degree[hub]) {
                hub = h;
            }
        }
        unreachedDegrees = 2L * edgeCount;
        if (vertexCount > 0 && degree[hub] > 0) {
            spanTree(hub);
        }
        for (int v = 0; v < vertexCount; v++) {
            if ((v & Parallel.CHECK_EVERY) == 0) {
                Parallel.checkInterrupted();
            }
            if (reported[v] && level[v] == NONE) {
                spanTree(v);
            }
        }
    }

    /**
     * Takes {@code viewEdges} (ascending) as the view's: their bits (the others cleared), the
     * degrees they give, the edge count. On one part of the edges per thread, each counting into
     * degrees of its own (see {@link #partDegrees}); a part leaves the edges of the word it starts
     * in to the part before, which finishes its last word, so that each word has one writer.
     * Returns the number of parts.
     */
    private int markEdges(int[] viewEdges) {
        Arrays.fill(liveEdges, 0);
        int n = viewEdges.length;
        int parts = partsFor(n, Parallel.GRAIN);
        Parallel.forChunks(workers, parts, 1, (part, ignored, unused) -> {
            int[] d = partDegrees[part];
            Arrays.fill(d, 0);
            int from = (int) ((long) n * part / parts);
            int to = (int) ((long) n * (part + 1) / parts);
            while (from > 0 && from < to && viewEdges[from] >>> 6 == viewEdges[from - 1] >>> 6) {
                from++;
            }
            while (to < n && to > from && viewEdges[to] >>> 6 == viewEdges[to - 1] >>> 6) {
                to++;
            }
            for (int i = from; i < to; i++) {
                int e = viewEdges[i];
                liveEdges[e >>> 6] |= 1L << e;
                d[sources[e]]++;
                d[targets[e]]++;
            }
        });
        edgeCount = n;
        return parts;
    }

    /** As {@link #markEdges}, for the graph's edges that {@link #view} holds: a part is a range of words. */
    private int markViewEdges() {
        int words = liveEdges.length;
        // A word is 64 edges: parts of at least GRAIN edges, as for the other edge passes.
        int parts = partsFor(words, Parallel.GRAIN / 64);
        int[] counts = new int[parts];
        Parallel.forChunks(workers, parts, 1, (part, ignored, unused) -> {
            int[] d = partDegrees[part];
            Arrays.fill(d, 0);
            int count = 0;
            for (int w = (int) ((long) words * part / parts), to = (int) ((long) words * (part + 1) / parts); w < to; w++) {
                long bits = 0;
                for (int e = w << 6, end = Math.min(edgeCountOfGraph, e + 64); e < end; e++) {
                    if (view.contains(e)) {
                        bits |= 1L << e;
                        d[sources[e]]++;
                        d[targets[e]]++;
                    }
                }
                liveEdges[w] = bits;
                count += Long.bitCount(bits);
            }
            counts[part] = count;
        });
        edgeCount = 0;
        for (int c : counts) {
            edgeCount += c;
        }
        return parts;
    }

    /**
     * How many parts a rebuild's edge pass over {@code n} items of at least {@code grain} makes:
     * one per thread at most, since each part counts degrees into an array over all the vertices
     * (made ready in {@link #partDegrees}).
     */
    private int partsFor(int n, int grain) {
        int parts = Math.min(workers, Parallel.chunks(workers, n, grain));
        if (partDegrees == null || partDegrees.length < parts) {
            int[][] grown = new int[parts][];
            grown[0] = degree;
            for (int part = 1; part < parts; part++) {
                grown[part] = partDegrees != null && part < partDegrees.length ? partDegrees[part] : new int[vertexCount];
            }
            partDegrees = grown;
        }
        return parts;
    }

    /**
     * The breadth-first tree of {@code root}'s component, labelled with its minimum, level by
     * level: a level whose frontier holds many of the edges not yet explored is found bottom-up
     * (each unreached vertex of the view looks for a parent in the frontier and stops at the first,
     * as in Beamer et al., SC 2012), the others top-down. From a hub of a skewed graph the first
     * levels reach most vertices, and bottom-up these cost a few adjacency entries per vertex
     * instead of every entry of the frontier.
     *
     * <p>A bottom-up level runs on {@link #workers} threads, each over its own vertices: a vertex
     * writes only its own parent and level, and the levels the others read are compared with the
     * frontier's, which no write of the level changes (a vertex found now gets the next level), so
     * each vertex finds the parent it finds on one thread. The found vertices are then linked into
     * their parents' child lists, and taken as members, on the calling thread, in vertex order.
     */
    private void spanTree(int root) {
        members.clear();
        reach(root, 0);
        int frontierStart = 0;
        for (int depth = 0; frontierStart < members.size(); depth++) {
            int frontierEnd = members.size();
            long frontierDegrees = 0;
            for (int i = frontierStart; i < frontierEnd; i++) {
                frontierDegrees += degree[members.getInt(i)];
            }
            // Bottom-up passes over every vertex: only for frontiers with more edges than that.
            if (frontierDegrees > vertexCount && frontierDegrees * BOTTOM_UP > unreachedDegrees) {
                bottomUp(depth);
            } else {
                for (int i = frontierStart; i < frontierEnd; i++) {
                    if ((i & Parallel.CHECK_EVERY) == 0) {
                        Parallel.checkInterrupted();
                    }
                    int x = members.getInt(i);
                    for (int j = outOffsets[x], end = outOffsets[x + 1]; j < end; j++) {
                        reachFrom(x, outNeighbours[j], outEdges[j], depth);
                    }
                    for (int j = inOffsets[x], end = inOffsets[x + 1]; j < end; j++) {
                        reachFrom(x, inNeighbours[j], inEdges[j], depth);
                    }
                }
            }
            frontierStart = frontierEnd;
        }
        int min = minimum(members);
        relabel(members, min);
        node[min * STRIDE + SIZE] = members.size();
    }

    /** One bottom-up level from the frontier at {@code depth}: see {@link #spanTree}. */
    private void bottomUp(int depth) {
        IntArrayList[] found = new IntArrayList[Parallel.chunks(workers, vertexCount)];
        Parallel.forChunks(workers, vertexCount, (chunk, from, to) -> {
            IntArrayList mine = new IntArrayList();
            for (int v = from; v < to; v++) {
                if (level[v] == NONE && degree[v] > 0 && findParent(v, depth)) {
                    mine.add(v);
                }
            }
            found[chunk] = mine;
        });
        for (IntArrayList vertices : found) {
            for (int i = 0; i < vertices.size(); i++) {
                int v = vertices.getInt(i);
                linkChild(parent(v), v);
                unreachedDegrees -= degree[v];
                members.add(v);
            }
        }
    }

    /**
     * Sets the parent of unreached {@code v} to its first neighbour at level {@code depth} by a
     * view edge, if any, and its level to the next; whether it found one. Writes only {@code v}'s
     * fields: the caller links it into the parent's child list.
     */
    private boolean findParent(int v, int depth) {
        for (int j = outOffsets[v], end = outOffsets[v + 1]; j < end; j++) {
            int e = outEdges[j];
            if (level[outNeighbours[j]] == depth && (liveEdges[e >>> 6] & 1L << e) != 0) {
                return hang(v, outNeighbours[j], e, depth);
            }
        }
        for (int j = inOffsets[v], end = inOffsets[v + 1]; j < end; j++) {
            int e = inEdges[j];
            if (level[inNeighbours[j]] == depth && (liveEdges[e >>> 6] & 1L << e) != 0) {
                return hang(v, inNeighbours[j], e, depth);
            }
        }
        return false;
    }

    private boolean hang(int v, int under, int e, int depth) {
        node[v * STRIDE + PARENT] = under;
        node[v * STRIDE + PARENT_EDGE] = e;
        level[v] = depth + 1;
        return true;
    }

    private void reachFrom(int x, int y, int e, int depth) {
        if (level[y] == NONE && (liveEdges[e >>> 6] & 1L << e) != 0) {
            attach(y, x, e);
            reach(y, depth + 1);
        }
    }

    private void reach(int v, int depth) {
        level[v] = depth;
        unreachedDegrees -= degree[v];
        members.add(v);
    }
}
