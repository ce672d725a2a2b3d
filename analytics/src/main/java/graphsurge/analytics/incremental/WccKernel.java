package graphsurge.analytics.incremental;

import graphsurge.analytics.graph.EdgeMembership;
import graphsurge.analytics.graph.ViewChange;
import graphsurge.analytics.graph.ViewGraph;
import graphsurge.analytics.plain.BreadthFirstSearch;
import graphsurge.gstore.Parallel;
import graphsurge.gstore.PropertyGraph;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.ints.IntList;
import java.util.Arrays;

/**
 * Weakly connected components of a changing view, as {@link graphsurge.analytics.plain.PlainWcc}
 * gives them: every vertex labelled with the smallest dense id of its component, edges taken in
 * both directions. The view's vertices (the endpoints of its edges) are reported; a vertex whose
 * only edges are self-loops is a component of its own, and a vertex outside the view keeps its
 * own id as label, unreported.
 *
 * <p><b>Why a spanning forest.</b> Trimming the labels that depended on a deleted edge
 * (KickStarter) resets the whole subtree that hangs from the edge in the tree the minimum label
 * spread along, on a skewed graph often a large part of the giant component. This kernel keeps a
 * spanning forest of the view instead, independent of the labels, and only ever searches the
 * smaller side of a cut. An edge is a tree edge exactly when it is the parent edge of one of its
 * endpoints; each vertex keeps its parent, parent edge, child list, label and (at a component's
 * minimum) the component's size.
 *
 * <p><b>A view's changes</b> are applied additions first, so that a deletion can take an added
 * edge as its replacement instead of splitting a component that an addition joins again.
 * <ul>
 * <li><em>Adding</em> an edge inside a component is O(1). An edge between two components merges
 * them: the smaller tree is rerooted at its endpoint and hung under the other endpoint, and the
 * component whose minimum is the larger is relabelled: O(depth + the relabelled vertices).
 * <li><em>Deleting</em> a non-tree edge is O(1). Deleting a tree edge cuts a tree into the
 * child's subtree C and the rest R, then searches both in lockstep, in turns of equal work: each
 * walks its side's tree breadth-first and asks of each non-tree view edge of each vertex it
 * reaches whether the other end is on the opposite side (a walk up the parent links, the answers
 * remembered for the rest of the search). An edge that crosses is the replacement: C is rerooted
 * at its end and hung on the other, and no label changes. A search that runs out of its side
 * has enumerated a whole new component, the smaller one by the work it took, and the side
 * without the old minimum is relabelled. O(min(work of C, work of R)), a side's work being the
 * degrees of the vertices it visited plus the parent walks.
 * </ul>
 * Trees are kept shallow because the walks up cost their depth: a rebuild roots the largest
 * component's tree at its highest-degree vertex, and that root stays.
 *
 * <p><b>Per view</b>, then: O(changes + the cut searches' work + the vertices whose label
 * changes), with no pass over the vertices or the edges. <b>Large changes</b> (more than an
 * eighth of the next view's edges, {@link #followShare}, the first view's included) rebuild from
 * scratch, as the run asks, in O(V + E)
 * ({@link #rebuild}): an edge change costs a few random accesses, while a rebuild streams through
 * the adjacency, so the two meet at a share of the view's edges.
 *
 * <p><b>Threads.</b> A rebuild's searches, and relabelling a large component, run on
 * {@code workers} threads; the changes themselves edit the one shared forest on the calling
 * thread. The result is the same for every {@code workers}.
 */
public final class WccKernel implements IncrementalKernel {
    private static final int NONE = -1;
    /** Work (adjacency entries, tree links, parent steps) one side of a cut does before the other's turn. */
    private static final int TURN = 64;

    // A vertex's forest fields sit together in {@link #node} from v * STRIDE: one cache line per vertex met.
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
    /** Per cut: {@code stamp} (+ 1) where the detached (other) side's search reached, + 2 (+ 3) where a walk up found the side. */
    private static final int MARK = 7;

    private final PropertyGraph graph;
    private final int vertexCount;
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
    private EdgeMembership view;
    /** The threads of the current update. */
    private int workers = 1;
    /** The root of the tree detached by the current cut. */
    private int detachedRoot;

    /** The kernel for {@code graph}, at the empty view. */
    public WccKernel(PropertyGraph graph) {
        if (graph.vertexCount() > Integer.MAX_VALUE / STRIDE) {
            throw new IllegalArgumentException("the WCC kernel holds at most " + Integer.MAX_VALUE / STRIDE
                    + " vertices; the graph has " + graph.vertexCount());
        }
        this.graph = graph;
        this.vertexCount = graph.vertexCount();
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

    /** {@inheritDoc} An incremental move takes {@link #reported()} from the presence lists, a rebuild from the view's degrees. */
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
        if (change.rebuild()) {
            changes.unknown();
            rebuild();
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
        // A tree edge deleted later in this loop is never a candidate replacement (it is not in inView).
        for (int i = 0; i < treeCuts.size(); i++) {
            if ((i & Parallel.CHECK_EVERY) == 0) {
                Parallel.checkInterrupted();
            }
            cut(treeCuts.getInt(i));
        }
        // The presence lists last: the run's view may still be listing them on another worker.
        changes.followPresence(appeared, disappeared, reported);
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

    /** Relabels after a cut that {@code exhausted} proved to be a split; {@code otherStart} is on the other side. */
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
     * known or to a root; the walked vertices, left in {@link #walked}, remember the answer.
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

    /** One side's search after a cut (see the class comment), resumable so that the two sides take turns. */
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
        changes.addAll(vertices);
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
    }

    /**
     * Builds the state of the view from scratch in O(V + E): a breadth-first tree per component
     * ({@link BreadthFirstSearch}, edges both ways, on {@link #workers} threads), the first from
     * the vertex of highest degree, the others in increasing order of their first vertex, over
     * the view as the plain algorithms read it ({@link EdgeMembership#asGraph}).
     */
    private void rebuild() {
        clear(workers);
        ViewGraph g = view.asGraph(graph, workers);
        int[] hubs = new int[Parallel.chunks(workers, vertexCount)];
        Parallel.forChunks(workers, vertexCount, (chunk, from, to) -> {
            int hub = from;
            for (int v = from; v < to; v++) {
                reported[v] = degree(g, v) > 0;
                if (degree(g, v) > degree(g, hub)) {
                    hub = v;
                }
            }
            hubs[chunk] = hub;
        });
        int hub = 0;
        for (int h : hubs) {
            if (degree(g, h) > degree(g, hub)) {
                hub = h;
            }
        }
        int[] parentEdges = new int[vertexCount];
        BreadthFirstSearch search = new BreadthFirstSearch(g, BreadthFirstSearch.Direction.BOTH, workers, parentEdges);
        if (vertexCount > 0 && reported[hub]) {
            spanTree(search, hub, parentEdges);
        }
        int[] level = search.levels();
        for (int v = 0; v < vertexCount; v++) {
            if ((v & Parallel.CHECK_EVERY) == 0) {
                Parallel.checkInterrupted();
            }
            if (reported[v] && level[v] < 0) {
                spanTree(search, v, parentEdges);
            }
        }
    }

    /** The view's edges at {@code v}, a self-loop counting twice. */
    private static int degree(ViewGraph g, int v) {
        return g.outDegree(v) + g.inDegree(v);
    }

    /** The tree of {@code root}'s component from {@code search}'s parent edges, labelled with its minimum. */
    private void spanTree(BreadthFirstSearch search, int root, int[] parentEdges) {
        int count = search.search(root);
        int[] order = search.order();
        int first = search.reached() - count;
        members.clear();
        members.addElements(0, order, first, count);
        for (int i = first + 1; i < first + count; i++) {
            int v = order[i];
            int e = parentEdges[v];
            attach(v, sources[e] == v ? targets[e] : sources[e], e);
        }
        int min = minimum(members);
        relabel(members, min);
        node[min * STRIDE + SIZE] = count;
    }
}
