package graphsurge.analytics.incremental;

import graphsurge.gstore.PropertyGraph;
import it.unimi.dsi.fastutil.ints.IntArrayList;
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
 * <p><b>State</b> (arrays over the graph's vertices and nothing per edge): the forest as a parent
 * and parent edge per vertex with doubly linked child lists (a vertex outside the view is a tree of
 * its own), the label (the component's minimum), the component's size kept at its minimum, and
 * the view degree, whose sign is {@link #reported()}. An edge is a tree edge exactly when it is
 * the parent edge of one of its endpoints, so no per-edge state exists.
 *
 * <p><b>A view's changes</b> are applied additions first, so that a deletion can take an added
 * edge as its replacement instead of splitting a component that an addition joins again (a split
 * and a merge of the giant component would both relabel all of it).
 * <ul>
 * <li><em>Adding</em> an edge inside a component changes nothing but degrees: O(1). An edge between
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
 * nearly every vertex is a few hops from the hub), and that root never moves: a hung subtree is
 * always the detached side or the smaller tree of a merge.
 *
 * <p><b>Large changes</b> (more than a quarter of the next view's edges) rebuild from scratch in
 * O(V + E): the breadth-first forest, the labels and the degrees. The first view is such a
 * change. The incremental path runs on one thread: every edge change edits the one shared forest,
 * and at the change rates it is for it does far less work than the plain algorithm's pass.
 */
public final class WccKernel implements IncrementalKernel {
    private static final int NONE = -1;
    /** Work (adjacency entries, tree links, parent steps) one side of a cut does before the other's turn. */
    private static final int TURN = 64;
    /** The share of the next view's edges above which a view's changes are rebuilt from scratch. */
    static final double REBUILD_SHARE = 0.25;

    private final double rebuildShare;
    private final int vertexCount;
    private final int edgeCountOfGraph;
    private final int[] sources;
    private final int[] targets;
    private final int[] outOffsets;
    private final int[] outOthers;
    private final int[] outEdges;
    private final int[] inOffsets;
    private final int[] inOthers;
    private final int[] inEdges;

    private final long[] labels;
    private final boolean[] reported;
    private final int[] degree;
    /** At each component's minimum, the component's vertex count; stale elsewhere. */
    private final int[] size;
    private final int[] parent;
    private final int[] parentEdge;
    private final int[] firstChild;
    private final int[] nextSibling;
    private final int[] previousSibling;
    /**
     * Per cut (and per full build) marks: {@code stamp} for vertices the detached side's search
     * reached, {@code stamp + 1} for the other side's, {@code stamp + 2} and {@code stamp + 3} for
     * vertices known (from a walk up) to be on the detached or the other side.
     */
    private final int[] mark;
    private int stamp;

    private final Search detachedSide = new Search(true);
    private final Search otherSide = new Search(false);
    private final IntArrayList walked = new IntArrayList();
    private final IntArrayList members = new IntArrayList();
    private final IntArrayList treeCuts = new IntArrayList();
    private EdgeMembership view;
    private int edgeCount;
    /** The root of the tree detached by the current cut. */
    private int detachedRoot;

    /** The kernel for {@code graph}, at the empty view. */
    public WccKernel(PropertyGraph graph) {
        this(graph, REBUILD_SHARE);
    }

    /**
     * As above, rebuilding when a view changes more than {@code rebuildShare} of the next view's
     * edges (tests pass infinity to run every change incrementally, the first view included).
     */
    WccKernel(PropertyGraph graph, double rebuildShare) {
        this.rebuildShare = rebuildShare;
        this.vertexCount = graph.vertexCount();
        this.edgeCountOfGraph = graph.edgeCount();
        this.sources = graph.sources();
        this.targets = graph.targets();
        this.outOffsets = graph.out().offsets();
        this.outOthers = graph.out().targets();
        this.outEdges = graph.out().edgeIds();
        this.inOffsets = graph.in().offsets();
        this.inOthers = graph.in().targets();
        this.inEdges = graph.in().edgeIds();
        int n = vertexCount;
        this.labels = new long[n];
        this.reported = new boolean[n];
        this.degree = new int[n];
        this.size = new int[n];
        this.parent = new int[n];
        this.parentEdge = new int[n];
        this.firstChild = new int[n];
        this.nextSibling = new int[n];
        this.previousSibling = new int[n];
        this.mark = new int[n];
        clear();
    }

    @Override
    public void update(EdgeMembership inView, int[] added, int[] removed, int workers) {
        this.view = inView;
        int next = edgeCount + added.length - removed.length;
        if (added.length + removed.length > rebuildShare * next) {
            rebuild();
            return;
        }
        for (int e : added) {
            add(e);
        }
        treeCuts.clear();
        for (int e : removed) {
            leave(sources[e]);
            leave(targets[e]);
            if (isTree(e)) {
                treeCuts.add(e);
            }
        }
        edgeCount = next;
        // Non-tree deletions are done by the degree counts above; a tree edge deleted later in
        // this loop is still a tree edge, and never a candidate replacement (it is not in inView).
        for (int i = 0; i < treeCuts.size(); i++) {
            cut(treeCuts.getInt(i));
        }
    }

    @Override
    public long[] values() {
        return labels;
    }

    @Override
    public boolean[] reported() {
        return reported;
    }

    private boolean isTree(int e) {
        return parentEdge[sources[e]] == e || parentEdge[targets[e]] == e;
    }

    private void enter(int v) {
        if (degree[v]++ == 0) {
            reported[v] = true;
        }
    }

    private void leave(int v) {
        if (--degree[v] == 0) {
            reported[v] = false;
        }
    }

    /** Adds edge {@code e}: a merge when it joins two components. */
    private void add(int e) {
        int u = sources[e];
        int v = targets[e];
        enter(u);
        enter(v);
        long lu = labels[u];
        long lv = labels[v];
        if (lu == lv) {
            return;
        }
        long kept = Math.min(lu, lv);
        collectTree(rootOf(lu < lv ? v : u));
        int su = size[(int) lu];
        int sv = size[(int) lv];
        if (su <= sv) {
            reroot(u);
            attach(u, v, e);
        } else {
            reroot(v);
            attach(v, u, e);
        }
        relabelMembers(kept);
        size[(int) kept] = su + sv;
    }

    /** Deletes tree edge {@code e}: repairs the tree with a replacement edge, or splits the component. */
    private void cut(int e) {
        int child = parentEdge[sources[e]] == e ? sources[e] : targets[e];
        int above = parent[child];
        detach(child);
        newStamp();
        detachedRoot = child;
        detachedSide.start(child);
        otherSide.start(above);
        Search done;
        while (true) {
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
        int label = (int) labels[otherStart];
        int total = size[label];
        IntArrayList side = exhausted.visited;
        int sideSize = side.size();
        if (mark[label] == exhausted.tag) {
            collectTree(rootOf(otherStart));
            int min = minimum(members);
            relabelMembers(min);
            size[min] = total - sideSize;
            size[label] = sideSize;
        } else {
            int min = minimum(side);
            for (int i = 0; i < sideSize; i++) {
                labels[side.getInt(i)] = min;
            }
            size[min] = sideSize;
            size[label] = total - sideSize;
        }
    }

    private static int minimum(IntArrayList vertices) {
        int min = Integer.MAX_VALUE;
        for (int i = 0; i < vertices.size(); i++) {
            min = Math.min(min, vertices.getInt(i));
        }
        return min;
    }

    /**
     * Whether {@code y} is in the detached tree, by walking up to the first vertex whose side is
     * known or to a root; the walked vertices remember the answer. Adds the walk's length to
     * {@link #walked}'s size (read by the caller as work).
     */
    private boolean inDetachedTree(int y) {
        walked.clear();
        int z = y;
        boolean detached;
        while (true) {
            int m = mark[z] - stamp;
            if (m == 0 || m == 2) {
                detached = true;
                break;
            }
            if (m == 1 || m == 3) {
                detached = false;
                break;
            }
            walked.add(z);
            int up = parent[z];
            if (up == NONE) {
                detached = z == detachedRoot;
                break;
            }
            z = up;
        }
        int known = stamp + (detached ? 2 : 3);
        for (int i = 0; i < walked.size(); i++) {
            mark[walked.getInt(i)] = known;
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
            visited.add(v);
            mark[v] = tag;
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
                    int up = parent[x];
                    if (up != NONE && mark[up] != tag) {
                        reach(up);
                    }
                    child = firstChild[x];
                    stage = 1;
                } else if (stage == 1) {
                    if (child == NONE) {
                        stage = 2;
                        cursor = 0;
                        continue;
                    }
                    budget--;
                    if (mark[child] != tag) {
                        reach(child);
                    }
                    child = nextSibling[child];
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
                            y = outOthers[outStart + i];
                        } else {
                            int j = inOffsets[x] + i - outDegree;
                            f = inEdges[j];
                            y = inOthers[j];
                        }
                        if (y == x || isTree(f) || !view.contains(f)) {
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
            mark[v] = tag;
            visited.add(v);
        }
    }

    private int rootOf(int v) {
        while (parent[v] != NONE) {
            v = parent[v];
        }
        return v;
    }

    /** Makes {@code v} the root of its tree by reversing the path from it to the root. */
    private void reroot(int v) {
        int previous = NONE;
        int previousEdge = NONE;
        int current = v;
        while (current != NONE) {
            int up = parent[current];
            int upEdge = parentEdge[current];
            if (up != NONE) {
                unlinkChild(up, current);
            }
            parent[current] = previous;
            parentEdge[current] = previousEdge;
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
        parent[v] = under;
        parentEdge[v] = e;
        linkChild(under, v);
    }

    /** Cuts {@code v} from its parent: it becomes the root of its subtree. */
    private void detach(int v) {
        unlinkChild(parent[v], v);
        parent[v] = NONE;
        parentEdge[v] = NONE;
    }

    private void linkChild(int p, int c) {
        int first = firstChild[p];
        nextSibling[c] = first;
        previousSibling[c] = NONE;
        if (first != NONE) {
            previousSibling[first] = c;
        }
        firstChild[p] = c;
    }

    private void unlinkChild(int p, int c) {
        int before = previousSibling[c];
        int after = nextSibling[c];
        if (before != NONE) {
            nextSibling[before] = after;
        } else {
            firstChild[p] = after;
        }
        if (after != NONE) {
            previousSibling[after] = before;
        }
        nextSibling[c] = NONE;
        previousSibling[c] = NONE;
    }

    /** Puts the vertices of the tree rooted at {@code root} in {@link #members}. */
    private void collectTree(int root) {
        members.clear();
        members.add(root);
        for (int i = 0; i < members.size(); i++) {
            for (int c = firstChild[members.getInt(i)]; c != NONE; c = nextSibling[c]) {
                members.add(c);
            }
        }
    }

    private void relabelMembers(long label) {
        for (int i = 0; i < members.size(); i++) {
            labels[members.getInt(i)] = label;
        }
    }

    private void newStamp() {
        if (stamp > Integer.MAX_VALUE - 8) {
            Arrays.fill(mark, 0);
            stamp = 0;
        }
        stamp += 4;
    }

    /** The empty view: every vertex a tree and a component of its own. */
    private void clear() {
        Arrays.fill(parent, NONE);
        Arrays.fill(parentEdge, NONE);
        Arrays.fill(firstChild, NONE);
        Arrays.fill(nextSibling, NONE);
        Arrays.fill(previousSibling, NONE);
        Arrays.fill(degree, 0);
        Arrays.fill(reported, false);
        Arrays.fill(size, 1);
        for (int v = 0; v < vertexCount; v++) {
            labels[v] = v;
        }
        edgeCount = 0;
    }

    /**
     * Builds the state of the view from scratch: degrees, then a breadth-first tree per component,
     * the first from the vertex of highest degree and the others from their minima in increasing
     * order, so that each tree's first vertex other than the hub's is its label.
     */
    private void rebuild() {
        clear();
        for (int e = 0; e < edgeCountOfGraph; e++) {
            if (view.contains(e)) {
                degree[sources[e]]++;
                degree[targets[e]]++;
                edgeCount++;
            }
        }
        int hub = 0;
        for (int v = 0; v < vertexCount; v++) {
            reported[v] = degree[v] > 0;
            if (degree[v] > degree[hub]) {
                hub = v;
            }
        }
        newStamp();
        if (vertexCount > 0 && degree[hub] > 0) {
            spanTree(hub);
        }
        for (int v = 0; v < vertexCount; v++) {
            if (degree[v] > 0 && mark[v] != stamp) {
                spanTree(v);
            }
        }
    }

    /** The breadth-first tree of {@code root}'s component, labelled with its minimum. */
    private void spanTree(int root) {
        members.clear();
        members.add(root);
        mark[root] = stamp;
        int min = root;
        for (int i = 0; i < members.size(); i++) {
            int x = members.getInt(i);
            min = Math.min(min, x);
            for (int j = outOffsets[x], end = outOffsets[x + 1]; j < end; j++) {
                reachInBuild(x, outOthers[j], outEdges[j]);
            }
            for (int j = inOffsets[x], end = inOffsets[x + 1]; j < end; j++) {
                reachInBuild(x, inOthers[j], inEdges[j]);
            }
        }
        relabelMembers(min);
        size[min] = members.size();
    }

    private void reachInBuild(int x, int y, int e) {
        if (mark[y] != stamp && view.contains(e)) {
            mark[y] = stamp;
            attach(y, x, e);
            members.add(y);
        }
    }
}
