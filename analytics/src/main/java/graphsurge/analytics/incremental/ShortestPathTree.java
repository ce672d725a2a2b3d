package graphsurge.analytics.incremental;

import graphsurge.analytics.graph.EdgeMembership;
import graphsurge.analytics.graph.ViewGraph;
import graphsurge.analytics.plain.BreadthFirstSearch;
import graphsurge.analytics.plain.LabelQueue;
import graphsurge.analytics.plain.LevelQueue;
import graphsurge.analytics.plain.PlainBfs;
import graphsurge.analytics.plain.PlainSssp;
import graphsurge.analytics.plain.RadixQueue;
import graphsurge.gstore.Parallel;
import graphsurge.gstore.PropertyGraph;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * One source's shortest-path labels over a changing view, with the edge each label came from (its
 * parent edge), moved view to view by the view's edge differences (KickStarter, Vora et al.,
 * ASPLOS 2017). Labels are hops ({@link PlainBfs#UNREACHED} when unreached) or, with weights, the
 * bits of non-negative double distances (infinity's bits when unreached): both order as longs as
 * they do as numbers, so one code path serves BFS, SSSP and each search of MPSP.
 *
 * <p>A view's change, in order:
 * <ol>
 *   <li><b>Trim.</b> A vertex whose parent edge left the view keeps its label when another
 *       in-view in-edge from a smaller label yields it (its new parent edge); otherwise it loses
 *       its label, and its children through parent edges are settled the same way, smallest
 *       label first. Every label kept is exact (its parent chain to the source is intact), and
 *       looking for another support before unlabelling keeps a deletion local, where trimming
 *       whole subtrees (KickStarter's simplest form) would relabel a hub's subtree.</li>
 *   <li><b>Re-seed.</b> Each trimmed vertex takes the best label its in-view in-edges offer.</li>
 *   <li><b>Add.</b> Each added edge offers its target its source's label along it.</li>
 *   <li><b>Propagate.</b> Every vertex whose label fell relaxes its in-view out-edges, smallest
 *       label first ({@link LevelQueue} for hops, {@link RadixQueue} for distances), until no
 *       label falls.</li>
 * </ol>
 * Labels only fall in steps 2-4 and every edge that could lower one is relaxed, so the result is
 * the least fixed point of {@code label(t) = min(label(s) + w)}: what the plain Dijkstra and
 * delta-stepping compute, bit for bit. A parent is replaced only on a strict improvement and a
 * label is never below its parent's, so parent edges always form a tree.
 *
 * <p>Cost per view: O(changes + T + R) for hops and O(changes + 64 (T + R)) for distances (a
 * radix heap moves an entry at most 64 times), where T counts the graph's in- and out-entries of
 * the vertices trimming settles and R the out-entries of the vertices whose label fell: never a
 * pass over V or E. A tree with fewer labelled vertices and out-entries than the view has
 * differences finds them from its own side instead ({@link #updateFromReached}), in
 * O(V/64 + its vertices and out-entries + T + R). A large change, or one whose effect grows past
 * a plain run's worth of entries, is left to {@link #recompute}: the plain algorithm on W
 * threads, which records the parent edges as it searches (BFS; Dijkstra where
 * {@link PlainSssp#search} runs it), or after which they are restored in one O(V + E) pass
 * (delta-stepping, whose threads race to lower a distance and cannot say which edge won).
 *
 * <p>On W threads the same steps run level by level (trimming a label at a time, propagation by
 * delta-stepping buckets), lowering labels by compare-and-set and listing their offers, from which
 * the calling thread sets each vertex's parent.
 */
final class ShortestPathTree {
    private final int source;
    /** Edge weights by graph edge id (NaN: not traversed), or null for hops. */
    private final double[] weights;
    private final long unreached;
    private final int[] edgeSources;
    private final int[] edgeTargets;
    private final int[] outOffsets;
    private final int[] outNeighbours;
    private final int[] outEdges;
    private final int[] inOffsets;
    private final int[] inNeighbours;
    private final int[] inEdges;
    private final long[] labels;
    /**
     * One bit per vertex, set while its label is not {@code unreached}: V/8 bytes that stay in
     * cache, read before a label, and a tree smaller than the change is found from them
     * ({@link #updateFromReached}). Written on the calling thread only (see {@link #isReached}).
     */
    private final long[] reached;
    /** How many bits {@link #reached} has set, and those vertices' out-entries in the graph. */
    private long reachedCount;
    private long reachedOutEntries;
    /** Each vertex's parent edge (graph edge id), -1 for the source and unreached vertices. */
    private final int[] parent;
    /** The parent of a vertex whose parent edge left or whose parent was unlabelled, until trimming settles it. */
    private static final int PENDING = -2;
    private final IntArrayList trimmed = new IntArrayList();
    private final LabelQueue queue;
    /** The adjacency entries from which a W-thread step is cut in chunks for W threads: a smaller one runs on the calling thread. */
    private final long parallelFrom;
    /** For distances, the width of {@link #propagateInBuckets}'s buckets. */
    private final double bucketWidth;
    /** The W-thread propagation's current bucket frontier, and the list the next one is built in. */
    private IntArrayList frontier = new IntArrayList();
    private IntArrayList spare = new IntArrayList();
    private final LabelOffers offers = new LabelOffers();
    /** The vertices whose label the last {@link #update} lowered or unlabelled (marked on the calling thread). */
    private final ChangedKeys changes;

    /**
     * {@link #parallelFrom} by default: a step of tens of thousands of entries runs faster on one
     * thread, the pool's hand-offs and the compare-and-set traffic outweighing the scan.
     */
    static final long PARALLEL_FROM = 1 << 18;
    /** The chunk argument of {@link #lower} for the calling thread, outside a W-thread step. */
    private static final int ON_THIS_THREAD = -1;
    private static final VarHandle LABELS = MethodHandles.arrayElementVarHandle(long[].class);

    /**
     * The labels of the empty view (the source at 0, every other vertex unreached), whose W-thread
     * steps split from {@code parallelFrom} adjacency entries (tests take 0).
     */
    ShortestPathTree(PropertyGraph graph, int source, double[] weights, long parallelFrom) {
        if (parallelFrom < 0) {
            throw new IllegalArgumentException("parallelFrom " + parallelFrom + " is negative");
        }
        this.parallelFrom = parallelFrom;
        this.bucketWidth = weights == null ? 1 : PlainSssp.bucketWidth(weights, weights.length, e -> e);
        if (source < 0 || source >= graph.vertexCount()) {
            throw new IllegalArgumentException("source " + source + " is not a vertex of a graph of " + graph.vertexCount());
        }
        if (weights != null && weights.length != graph.edgeCount()) {
            throw new IllegalArgumentException(weights.length + " weights for " + graph.edgeCount() + " edges");
        }
        this.source = source;
        this.weights = weights;
        this.queue = weights == null ? new LevelQueue() : new RadixQueue();
        this.unreached = weights == null ? PlainBfs.UNREACHED : Double.doubleToLongBits(Double.POSITIVE_INFINITY);
        this.edgeSources = graph.sources();
        this.edgeTargets = graph.targets();
        this.outOffsets = graph.out().offsets();
        this.outNeighbours = graph.out().neighbours();
        this.outEdges = graph.out().edgeIds();
        this.inOffsets = graph.in().offsets();
        this.inNeighbours = graph.in().neighbours();
        this.inEdges = graph.in().edgeIds();
        this.labels = new long[graph.vertexCount()];
        Arrays.fill(labels, unreached);
        labels[source] = 0; // zero hops, and the bits of 0.0
        this.reached = new long[(graph.vertexCount() + 63) >>> 6];
        markReached(source);
        this.parent = new int[graph.vertexCount()];
        Arrays.fill(parent, -1);
        this.changes = new ChangedKeys(graph.vertexCount());
    }

    /** Each vertex's label for the current view: the same array from view to view. */
    long[] labels() {
        return labels;
    }

    /** The vertices whose label the last {@link #update} may have changed, unknown after a {@link #recompute}. */
    ChangedKeys changes() {
        return changes;
    }

    /**
     * Whether {@code v}'s label may be other than {@code unreached}: exact on the calling thread;
     * inside a W-thread step a vertex lowered in that step may still read false, which loses
     * nothing, since a vertex whose label fell relaxes all its out-edges later.
     */
    private boolean isReached(int v) {
        return (reached[v >>> 6] & (1L << v)) != 0;
    }

    private void markReached(int v) {
        long word = reached[v >>> 6];
        if ((word & (1L << v)) == 0) {
            reached[v >>> 6] = word | (1L << v);
            reachedCount++;
            reachedOutEntries += outOffsets[v + 1] - outOffsets[v];
        }
    }

    private void markUnreached(int v) {
        long word = reached[v >>> 6];
        if ((word & (1L << v)) != 0) {
            reached[v >>> 6] = word & ~(1L << v);
            reachedCount--;
            reachedOutEntries -= outOffsets[v + 1] - outOffsets[v];
        }
    }

    /** Whether the tree's vertices and their out-entries cost less to scan than the view's {@code changes} edge differences. */
    boolean fewerReachedThanChanges(int changes) {
        return reached.length / 16 + reachedCount + 2 * reachedOutEntries < changes;
    }

    /** The label reached along {@code edge} from a vertex labelled {@code label}. */
    private long step(long label, int edge) {
        // (A NaN weight's sum is NaN, whose bits order above infinity's: it lowers no label.)
        return weights == null ? label + 1 : Double.doubleToLongBits(Double.longBitsToDouble(label) + weights[edge]);
    }

    /**
     * Moves the labels to the next view by its differences (see the class comment), unless that
     * takes more than {@code budget} adjacency entries: then it stops, leaving labels and parents
     * unusable until {@link #recompute}, and returns false.
     */
    boolean update(EdgeMembership inView, int[] added, int[] removed, long budget, int workers) {
        changes.clear();
        if (fewerReachedThanChanges(added.length + removed.length)) {
            return updateFromReached(inView, budget, workers);
        }
        long work = trim(inView, removed, budget, workers);
        if (work > budget) {
            return abandon();
        }
        int[] seeds = trimmed.elements();
        long seedEntries = adjacencyEntries(inOffsets, seeds, trimmed.size());
        work += seedEntries;
        if (workers <= 1) {
            for (int k = 0; k < trimmed.size(); k++) {
                reseed(inView, seeds[k], ON_THIS_THREAD);
            }
            for (int e : added) {
                add(e, ON_THIS_THREAD);
            }
            return propagate(inView, work, budget);
        }
        inParallel(workers, trimmed.size(), seedEntries, (chunk, from, to) -> {
            for (int k = from; k < to; k++) {
                reseed(inView, seeds[k], chunk);
            }
        });
        routeOffers(Long.MIN_VALUE, null);
        inParallel(workers, added.length, added.length, (chunk, from, to) -> {
            for (int k = from; k < to; k++) {
                add(added[k], chunk);
            }
        });
        routeOffers(Long.MIN_VALUE, null);
        return propagateInBuckets(inView, work, budget, workers);
    }

    /**
     * {@link #update} for a tree smaller than the view's change, each edge difference found from
     * the tree's side: a parent edge not in the next view was removed, and an added edge can only
     * lower a label from a labelled source, so relaxing every in-view out-edge of the labelled
     * vertices offers all of them. O(V/64 + tree vertices + their out-entries), then the
     * propagation.
     */
    private boolean updateFromReached(EdgeMembership inView, long budget, int workers) {
        trimmed.clear();
        for (int w = 0; w < reached.length; w++) {
            for (long word = reached[w]; word != 0; word &= word - 1) {
                int v = (w << 6) | Long.numberOfTrailingZeros(word);
                if (parent[v] >= 0 && !inView.contains(parent[v])) {
                    parent[v] = PENDING;
                    queue.push(labels[v], v);
                }
            }
        }
        long work = trimQueued(inView, budget);
        if (work > budget) {
            return abandon();
        }
        for (int k = 0; k < trimmed.size(); k++) {
            int v = trimmed.getInt(k);
            work += inOffsets[v + 1] - inOffsets[v];
            reseed(inView, v, ON_THIS_THREAD);
        }
        work += reachedOutEntries;
        for (int w = 0; w < reached.length; w++) {
            // Vertices lowered here are queued and relax in the propagation whether or not this scan meets them.
            for (long word = reached[w]; word != 0; word &= word - 1) {
                int u = (w << 6) | Long.numberOfTrailingZeros(word);
                relax(inView, u, labels[u], ON_THIS_THREAD);
            }
        }
        return workers <= 1 ? propagate(inView, work, budget) : propagateInBuckets(inView, work, budget, workers);
    }

    /** Gives trimmed {@code v} the best label its in-view in-edges offer from labelled vertices. */
    private void reseed(EdgeMembership inView, int v, int chunk) {
        long best = unreached;
        int bestEdge = -1;
        for (int i = inOffsets[v], end = inOffsets[v + 1]; i < end; i++) {
            if (!isReached(inNeighbours[i])) {
                continue;
            }
            long from = label(inNeighbours[i]);
            if (from != unreached) {
                long via = step(from, inEdges[i]);
                if (via < best && inView.contains(inEdges[i])) {
                    best = via;
                    bestEdge = inEdges[i];
                }
            }
        }
        if (bestEdge >= 0) {
            lower(v, best, bestEdge, chunk);
        }
    }

    /** Offers added edge {@code e}'s target its source's label along it. */
    private void add(int e, int chunk) {
        int s = edgeSources[e];
        if (!isReached(s)) {
            return;
        }
        long from = label(s);
        if (from != unreached) {
            long via = step(from, e);
            if (via < label(edgeTargets[e])) {
                lower(edgeTargets[e], via, e, chunk);
            }
        }
    }

    /** Offers each in-view out-neighbour of {@code u} the label {@code label} gives it. */
    private void relax(EdgeMembership inView, int u, long label, int chunk) {
        for (int i = outOffsets[u], end = outOffsets[u + 1]; i < end; i++) {
            long via = step(label, outEdges[i]);
            int t = outNeighbours[i];
            if (via < label(t) && inView.contains(outEdges[i])) {
                lower(t, via, outEdges[i], chunk);
            }
        }
    }

    /** One vertex at a time, smallest label first: Dijkstra's order, so each vertex is relaxed about once. */
    private boolean propagate(EdgeMembership inView, long work, long budget) {
        for (int popped = 0; !queue.isEmpty(); popped++) {
            if ((popped & Parallel.CHECK_EVERY) == 0) {
                Parallel.checkInterrupted();
            }
            long label = queue.topKey();
            int u = queue.pop();
            if (label != labels[u]) {
                continue; // fell again after this entry was pushed
            }
            work += outOffsets[u + 1] - outOffsets[u];
            if (work > budget) {
                return abandon();
            }
            relax(inView, u, label, ON_THIS_THREAD);
        }
        return true;
    }

    /**
     * The propagation on W threads, bucket by bucket as in delta-stepping (Meyer and Sanders,
     * 2003): the queue's entries with labels in {@code [min, min + width)} (a level for hops;
     * for distances, {@link PlainSssp#bucketWidth}) form a frontier whose vertices relax their
     * out-edges in parallel, lowering labels by compare-and-set and listing their offers; the
     * labels that fell inside the bucket form the next frontier, the others wait in the queue,
     * until the bucket holds still: the same least fixed point as one thread's.
     */
    private boolean propagateInBuckets(EdgeMembership inView, long work, long budget, int workers) {
        while (!queue.isEmpty()) {
            Parallel.checkInterrupted();
            long end = bucketEnd(queue.topKey());
            frontier.clear();
            while (!queue.isEmpty() && queue.topKey() < end) {
                long label = queue.topKey();
                int u = queue.pop();
                if (label == labels[u]) {
                    frontier.add(u);
                }
            }
            while (!frontier.isEmpty()) {
                int[] current = frontier.elements();
                int size = frontier.size();
                long entries = adjacencyEntries(outOffsets, current, size);
                work += entries;
                if (work > budget) {
                    return abandon();
                }
                inParallel(workers, size, entries, (chunk, from, to) -> {
                    for (int k = from; k < to; k++) {
                        relax(inView, current[k], label(current[k]), chunk);
                    }
                });
                IntArrayList next = spare;
                next.clear();
                routeOffers(end, next);
                spare = frontier;
                frontier = next;
            }
        }
        return true;
    }

    /** The end (exclusive) of the bucket that starts at {@code min}: above {@code min} whatever the rounding. */
    private long bucketEnd(long min) {
        return weights == null ? min + 1
                : Math.max(Double.doubleToLongBits(Double.longBitsToDouble(min) + bucketWidth), min + 1);
    }

    /** A label that other threads may be lowering: read whole and fresh. */
    private long label(int v) {
        return (long) LABELS.getOpaque(labels, v);
    }

    /**
     * Lowers {@code v} to {@code label} along {@code edge}: on this thread, recording its parent
     * and queueing it; in a W-thread step, by a compare-and-set, listing the offer for
     * {@link #routeOffers}.
     */
    private void lower(int v, long label, int edge, int chunk) {
        if (chunk == ON_THIS_THREAD) {
            labels[v] = label;
            parent[v] = edge;
            markReached(v);
            changes.add(v);
            queue.push(label, v);
            return;
        }
        long old = label(v);
        while (label < old) {
            if (LABELS.compareAndSet(labels, v, old, label)) {
                offers.add(chunk, v, label, edge);
                return;
            }
            old = label(v);
        }
    }

    /** Runs {@code body} over {@code 0 .. n} with empty offer buffers, on {@code workers} threads from {@link #parallelFrom} {@code entries}. */
    private void inParallel(int workers, int n, long entries, Parallel.Chunk body) {
        int threads = entries >= parallelFrom ? workers : 1;
        offers.reset(Parallel.chunks(threads, n, 1));
        Parallel.forChunks(threads, n, 1, body);
    }

    /**
     * After a W-thread step, on this thread: each vertex's offer whose label it holds (exactly
     * one: every success lowered it strictly) sets its parent edge and queues it, or adds it to
     * {@code bucket} when its label is below {@code bucketEnd} or below what the queue accepts.
     */
    private void routeOffers(long bucketEnd, IntArrayList bucket) {
        for (int c = 0; c < offers.chunks(); c++) {
            int[] vertices = offers.vertices(c);
            long[] offered = offers.labels(c);
            int[] edges = offers.edges(c);
            for (int k = 0, n = offers.size(c); k < n; k++) {
                int v = vertices[k];
                long label = offered[k];
                if (labels[v] != label) {
                    continue; // lowered again by a later offer
                }
                parent[v] = edges[k];
                markReached(v);
                changes.add(v);
                if (label < bucketEnd || !queue.accepts(label)) {
                    bucket.add(v);
                } else {
                    queue.push(label, v);
                }
            }
        }
    }

    private boolean abandon() {
        queue.clear();
        trimmed.clear();
        frontier.clear();
        return false;
    }

    /**
     * Unlabels, into {@link #trimmed}, the vertices that lost their support: those whose parent
     * edge was removed, unless an in-view in-edge from a smaller label yields the same label, and
     * then the children of each vertex unlabelled, likewise. Taken smallest label first, so that
     * every support is settled before it supports another and no cycle of parents forms. Returns
     * the adjacency entries it scanned, stopping once they exceed {@code budget}.
     */
    private long trim(EdgeMembership inView, int[] removed, long budget, int workers) {
        trimmed.clear();
        for (int e : removed) {
            int t = edgeTargets[e];
            if (isReached(t) && parent[t] == e) { // an unreached vertex has no parent edge
                parent[t] = PENDING;
                queue.push(labels[t], t);
            }
        }
        if (workers > 1) {
            return trimInLevels(inView, budget, workers);
        }
        return trimQueued(inView, budget);
    }

    /** The trimming of {@link #trim} on the calling thread, from the pending vertices queued. */
    private long trimQueued(EdgeMembership inView, long budget) {
        long work = 0;
        for (int popped = 0; !queue.isEmpty(); popped++) {
            if ((popped & Parallel.CHECK_EVERY) == 0) {
                Parallel.checkInterrupted();
            }
            long label = queue.topKey();
            int v = queue.pop();
            work += inOffsets[v + 1] - inOffsets[v];
            if (work > budget) {
                return work;
            }
            if (!resupport(inView, v, label)) {
                work += unlabel(v, ON_THIS_THREAD);
            }
        }
        return work;
    }

    /** How many adjacency entries the first {@code size} of {@code vertices} have in {@code offsets}. */
    private static long adjacencyEntries(int[] offsets, int[] vertices, int size) {
        long entries = 0;
        for (int k = 0; k < size; k++) {
            entries += offsets[vertices[k] + 1] - offsets[vertices[k]];
        }
        return entries;
    }

    /**
     * The trimming on W threads: all waiting vertices of the smallest label at once. They cannot
     * support one another, and a vertex has one parent edge, so exactly one thread marks each
     * child pending. The chunks list the vertices they unlabelled (edge -1) and the children they
     * left pending, which this thread then adds to {@link #trimmed} and queues.
     */
    private long trimInLevels(EdgeMembership inView, long budget, int workers) {
        long work = 0;
        while (!queue.isEmpty()) {
            Parallel.checkInterrupted();
            frontier.clear();
            queue.popSmallest(frontier);
            int[] level = frontier.elements();
            int size = frontier.size();
            long entries = adjacencyEntries(inOffsets, level, size);
            work += entries;
            if (work > budget) {
                return work;
            }
            inParallel(workers, size, entries, (chunk, from, to) -> {
                for (int k = from; k < to; k++) {
                    int v = level[k];
                    if (!resupport(inView, v, labels[v])) {
                        unlabel(v, chunk);
                    }
                }
            });
            for (int c = 0; c < offers.chunks(); c++) {
                int[] vertices = offers.vertices(c);
                long[] offered = offers.labels(c);
                int[] edges = offers.edges(c);
                for (int k = 0, n = offers.size(c); k < n; k++) {
                    if (edges[k] < 0) {
                        trimmed.add(vertices[k]);
                        markUnreached(vertices[k]);
                        changes.add(vertices[k]);
                        work += outOffsets[vertices[k] + 1] - outOffsets[vertices[k]];
                    } else {
                        queue.push(offered[k], vertices[k]);
                    }
                }
            }
        }
        return work;
    }

    /** Unlabels {@code v} and leaves pending each child hanging on it by its parent edge; returns the out-entries scanned. */
    private int unlabel(int v, int chunk) {
        long label = labels[v];
        LABELS.setOpaque(labels, v, unreached);
        parent[v] = -1;
        if (chunk == ON_THIS_THREAD) {
            trimmed.add(v);
            markUnreached(v);
            changes.add(v);
        } else {
            offers.add(chunk, v, label, -1);
        }
        for (int i = outOffsets[v], end = outOffsets[v + 1]; i < end; i++) {
            int child = outNeighbours[i];
            if (parent[child] == outEdges[i]) {
                parent[child] = PENDING;
                if (chunk == ON_THIS_THREAD) {
                    queue.push(labels[child], child);
                } else {
                    offers.add(chunk, child, labels[child], outEdges[i]);
                }
            }
        }
        return outOffsets[v + 1] - outOffsets[v];
    }

    /** Gives {@code v} a parent edge from a smaller label that yields its {@code label}, if it has one in the view. */
    private boolean resupport(EdgeMembership inView, int v, long label) {
        for (int i = inOffsets[v], end = inOffsets[v + 1]; i < end; i++) {
            if (!isReached(inNeighbours[i])) {
                continue;
            }
            long before = label(inNeighbours[i]);
            if (before < label && step(before, inEdges[i]) == label && inView.contains(inEdges[i])) {
                parent[v] = inEdges[i];
                return true;
            }
        }
        return false;
    }

    /**
     * Recomputes the labels of {@code view} (which {@code inView} describes) with the plain
     * algorithm on {@code workers} threads, and their parent edges: the edges the search reached
     * each vertex by, else (after delta-stepping) edges found that yield each label.
     */
    void recompute(ViewGraph view, EdgeMembership inView, int workers) {
        changes.unknown();
        Parallel.forChunks(workers, parent.length, (chunk, from, to) -> Arrays.fill(parent, from, to, -1));
        if (weights == null) {
            markReached(BreadthFirstSearch.levels(view, source, BreadthFirstSearch.Direction.OUT, workers, parent), workers);
            return;
        }
        PlainSssp.Search search = PlainSssp.search(view, source, weights, workers, parent);
        double[] distances = search.distances();
        Parallel.forChunks(workers, distances.length, (chunk, from, to) -> {
            for (int v = from; v < to; v++) {
                labels[v] = Double.doubleToLongBits(distances[v]);
            }
        });
        markReached(null, workers);
        if (!search.parentsRecorded()) {
            // The parents a one-thread attempt wrote before it gave up are not all final: found again from the labels.
            Parallel.forChunks(workers, parent.length, (chunk, from, to) -> Arrays.fill(parent, from, to, -1));
            restoreParents(inView, workers); // reads the bits
        }
    }

    /**
     * Sets {@link #reached} and its counts from the labels, in parallel over its words; with
     * {@code levels} (a BFS's hops, -1 where unreached), first sets each label from them.
     */
    private void markReached(int[] levels, int workers) {
        int n = labels.length;
        int chunks = Parallel.chunks(workers, reached.length);
        long[] counts = new long[chunks];
        long[] entries = new long[chunks];
        Parallel.forChunks(workers, reached.length, (chunk, from, to) -> {
            long count = 0;
            long outEntries = 0;
            for (int w = from; w < to; w++) {
                long word = 0;
                for (int v = w << 6, end = Math.min(n, v + 64); v < end; v++) {
                    if (levels != null) {
                        labels[v] = levels[v] < 0 ? unreached : levels[v];
                    }
                    if (labels[v] != unreached) {
                        word |= 1L << v;
                        count++;
                        outEntries += outOffsets[v + 1] - outOffsets[v];
                    }
                }
                reached[w] = word;
            }
            counts[chunk] = count;
            entries[chunk] = outEntries;
        });
        reachedCount = 0;
        reachedOutEntries = 0;
        for (int c = 0; c < chunks; c++) {
            reachedCount += counts[c];
            reachedOutEntries += entries[c];
        }
    }

    /**
     * Gives every labelled vertex but the source a parent edge that yields its label, keeping the
     * parent edges a tree: an in-edge from a smaller label, found in parallel over vertices, else
     * (zero weights) an edge from an equal label found by a search from the vertices that already
     * have a parent, so that no cycle of equal labels becomes a cycle of parents.
     */
    private void restoreParents(EdgeMembership inView, int workers) {
        int n = labels.length;
        IntArrayList[] level = new IntArrayList[Parallel.chunks(workers, n)];
        Parallel.forChunks(workers, n, (chunk, from, to) -> {
            IntArrayList found = new IntArrayList();
            for (int v = from; v < to; v++) {
                long label = labels[v];
                if (v == source || label == unreached) {
                    continue;
                }
                if (!resupport(inView, v, label)) {
                    found.add(v);
                }
            }
            level[chunk] = found;
        });
        IntArrayList placed = trimmed; // reused as the search's queue
        placed.clear();
        for (IntArrayList found : level) {
            for (int k = 0; found != null && k < found.size(); k++) {
                int v = found.getInt(k);
                for (int i = inOffsets[v], end = inOffsets[v + 1]; i < end; i++) {
                    int s = inNeighbours[i];
                    if (labels[s] == labels[v] && (parent[s] >= 0 || s == source) && step(labels[s], inEdges[i]) == labels[v]
                            && inView.contains(inEdges[i])) {
                        parent[v] = inEdges[i];
                        placed.add(v);
                        break;
                    }
                }
            }
        }
        for (int k = 0; k < placed.size(); k++) {
            int u = placed.getInt(k);
            for (int i = outOffsets[u], end = outOffsets[u + 1]; i < end; i++) {
                int t = outNeighbours[i];
                if (parent[t] < 0 && t != source && labels[t] == labels[u] && step(labels[u], outEdges[i]) == labels[t]
                        && inView.contains(outEdges[i])) {
                    parent[t] = outEdges[i];
                    placed.add(t);
                }
            }
        }
        placed.clear();
    }
}
