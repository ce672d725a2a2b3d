package graphsurge.analytics.incremental;

import graphsurge.analytics.graph.EdgeMembership;
import graphsurge.analytics.graph.ViewChange;
import graphsurge.analytics.plain.PlainPageRank;
import graphsurge.gstore.Parallel;
import graphsurge.gstore.Permutation;
import graphsurge.gstore.PropertyGraph;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.ints.IntList;
import java.util.Arrays;

/**
 * PageRank as {@link PlainPageRank} defines it (LDBC Graphalytics: {@code K} iterations from 1/N,
 * teleport (1-d)/N, the sinks' mass spread over the view's N vertices), kept across views within a
 * stated relative error of every rank, the tolerance: by default {@link #ERROR_BOUND}, from
 * {@link #MIN_TOLERANCE} to {@link #MAX_TOLERANCE}.
 *
 * <p><b>Why it can move.</b> With {@code A} the view's transition ({@code (A x)(v)} sums
 * {@code x(u)/outdeg(u)} over the view's edges u -> v) and {@code y0} the indicator of the view's
 * vertices, an iteration is {@code r_k = a_k y0 + d A r_(k-1)} with the scalar
 * {@code a_k = (1-d)/N + d S_(k-1)/N} ({@code S}: the sinks' mass) and {@code r_0 = y0/N}. It
 * unrolls to {@code r_K = sum over m of d^m a_(K-m) y_m} with {@code y_m = A^m y0}, and
 * {@code S_k = sum over m of d^m a_(k-m) sigma_m} with {@code sigma_m} the sinks' sum of
 * {@code y_m}. So the kernel keeps the levels {@code y_0 .. y_K} and their sink sums: a view's
 * changes alter N and the sigmas, scalars from which the weights are redone in O(K^2), and each
 * {@code y_m} only where the changed edges' effects reach within m hops.
 *
 * <p><b>Moving the levels.</b> Level by level, each level's changes go to the next along the
 * view's out-edges as a per-vertex residual: the part of {@code A y_(m-1)} not yet applied to
 * {@code y_m}. A residual is applied (and its change passed on) only when it exceeds {@code tau}
 * times the vertex's value; otherwise it is kept, so errors never accumulate across views. When
 * the vertices to push out of a level would scan more than a quarter of the graph's adjacency,
 * the level is pulled instead on W threads ({@code A y_(m-1)} for every vertex, whose difference
 * from {@code y_m} is the new residual, under the same rule).
 *
 * <p><b>The bound.</b> After every view, {@code y_m + res_m = A y_(m-1)} and
 * {@code |res_m| <= tau |y_m|} at every vertex, while {@code y_0} is exact. Since {@code A} is
 * non-negative, the error {@code e_m = A e_(m-1) - res_m} satisfies {@code |e_m| <= eps_m y_m}
 * with {@code 1 + eps_m = (1 - tau)^-m}; the sigmas then have the relative error of their level,
 * each {@code a_k} at most {@code (1 - tau)^-k - 1}, and a rank, a non-negative combination of
 * terms {@code a_(K-m) y_m}, at most {@code (1 - tau)^-K - 1}, about {@code K tau}. With
 * {@code tau = tolerance / (2K)} that is half of the tolerance; the other half covers the rounding
 * of doubles (which grows only with the number of views, the residuals being kept exact to
 * rounding) and the plain algorithm's fixed point, hence {@link #MIN_TOLERANCE}. A change the run
 * asks to rebuild (the first view, or past {@link #followShare}) is computed from scratch, every
 * level pulled, with no residual left.
 *
 * <p><b>Cost.</b> A pushed level costs the out-degrees of the vertices whose value changed at the
 * level before (and of the changed edges' sources); a pulled one O(V + E) on W threads, E the
 * view's edges (each vertex's in-edges in the view are kept first among its entries of the
 * graph's in-adjacency, so a pull reads them without a test per entry). A change of mass {@code c}
 * stops after reaching about {@code c / tau} vertices, and the levels carry no damping, so on a
 * small-world graph a view with many changes still pulls its deeper levels. Every view ends with
 * O(K V) on W threads to give the ranks (every rank depends on N and the sinks' mass). Memory:
 * about {@code (16 K + 40)} bytes per vertex of the graph, and 12 per edge.
 */
public final class PageRankKernel implements IncrementalKernel {
    /** The default bound on every rank's error relative to the plain algorithm's on the same view. */
    public static final double ERROR_BOUND = 1e-6;
    /** The largest tolerance a kernel accepts: a tenth of LDBC Graphalytics' relative 1e-4, for the reference's own rounding. */
    public static final double MAX_TOLERANCE = 1e-5;
    /** The smallest tolerance a kernel accepts: half of it still covers the rounding of 10^6 views. */
    public static final double MIN_TOLERANCE = 1e-9;
    /** The most iterations the kernel keeps levels for (memory grows with them). */
    public static final int MAX_ITERATIONS = 64;

    private final int iterations;
    private final double damping;
    /** A residual is applied once it exceeds this share of its vertex's value: tolerance / (2K). */
    private final double tau;
    /**
     * The adjacency entries above which a level is pulled rather than pushed: by default a
     * quarter of the graph's, as a pushed entry (a residual written at random) costs a few times
     * a pulled one (a share read).
     */
    private final long pushLimit;
    private final int vertexCount;
    private final int[] sources;
    private final int[] targets;
    private final int[] outOffsets;
    private final int[] outNeighbours;
    private final int[] outEdges;
    private final int[] inOffsets;
    /**
     * The graph's in-adjacency, copied so that each vertex's entries can be kept with those of
     * the view first, {@code inLive[v]} of them, for a pull to read without a test per entry. An
     * edge entering or leaving the view swaps its entry with the first one past the view's
     * ({@code inPosition} finds an edge's entry): O(1) a difference.
     */
    private final int[] inNeighbours;
    private final int[] inEdges;
    private final int[] inPosition;
    private final int[] inLive;

    /** {@code y[m][v]}, m = 0 .. K. */
    private final double[][] y;
    /** {@code residual[m][v]}: the part of {@code (A y_(m-1))(v)} not in {@code y[m][v]} (row 0 unused). */
    private final double[][] residual;
    /** The sinks' sum of each level. */
    private final double[] sigma;
    /** Per vertex, whether it is in the view, from the vertices the run's view saw enter and leave. */
    private final boolean[] isPresent;
    private final int[] outDegree;
    private final long[] values;
    private final boolean[] reported;
    private int present;

    // Per view: the sources whose out-degree changed (with it before), the endpoints whose status
    // may change (with it before), and the changes of the level before (delta, listed in changed).
    private final IntArrayList dirty = new IntArrayList();
    private final int[] degreeBefore;
    private final boolean[] isDirty;
    private final IntArrayList ends = new IntArrayList();
    private final byte[] statusBefore;
    private final boolean[] isEnd;
    private double[] delta;
    private double[] nextDelta;
    private IntArrayList changed = new IntArrayList();
    private IntArrayList nextChanged = new IntArrayList();
    private final IntArrayList touched = new IntArrayList();
    /** The vertices whose rank or report the last {@link #writeRanks} changed, listed per chunk, then joined. */
    private final IntArrayList rankChanges = new IntArrayList();
    private IntArrayList[] chunkChanges = new IntArrayList[0];
    private final boolean[] isTouched;
    /**
     * Each vertex's share of a level ({@code y_m(u) / outdeg(u)}, 0 for a sink) for a pull to
     * read, and the shares of the level it pulls, for the next pull; {@link #sharesOf} says which
     * level {@code share} holds (-1: none).
     */
    private double[] share;
    private double[] nextShare;
    private int sharesOf = -1;
    /** Whether {@link #nextDelta} still holds a pulled level's changes, which a push must not add to. */
    private boolean nextDeltaUsed;
    /** Per chunk of a pulled level: the graph out-degrees of the vertices it changed, the sinks' sum. */
    private long[] chunkWork = new long[0];
    private double[] chunkSigma = new double[0];

    private static final byte PRESENT = 1;
    private static final byte SINK = 2;

    /** PageRank with {@code iterations} (at most {@link #MAX_ITERATIONS}) and {@code damping} within {@link #ERROR_BOUND}, at the empty view. */
    public PageRankKernel(PropertyGraph graph, int iterations, double damping) {
        this(graph, iterations, damping, ERROR_BOUND);
    }

    /** As above, every rank within {@code tolerance} (relative; {@link #MIN_TOLERANCE} to {@link #MAX_TOLERANCE}). */
    public PageRankKernel(PropertyGraph graph, int iterations, double damping, double tolerance) {
        this(graph, iterations, damping, tolerance, Math.max(graph.edgeCount() / 4, 1024));
    }

    /**
     * As above, pulling a level whose push would scan more than {@code pushLimit} adjacency
     * entries (tests pass 0 or {@code Long.MAX_VALUE} to drive every level through one path).
     */
    PageRankKernel(PropertyGraph graph, int iterations, double damping, double tolerance, long pushLimit) {
        if (iterations < 0 || iterations > MAX_ITERATIONS) {
            throw new IllegalArgumentException("the PageRank kernel keeps 0 to " + MAX_ITERATIONS + " iterations, not " + iterations);
        }
        if (!(tolerance >= MIN_TOLERANCE && tolerance <= MAX_TOLERANCE)) {
            throw new IllegalArgumentException("the PageRank kernel's tolerance must be from " + MIN_TOLERANCE + " to "
                    + MAX_TOLERANCE + ", not " + tolerance);
        }
        this.iterations = iterations;
        this.damping = damping;
        this.pushLimit = pushLimit;
        this.tau = tolerance / (2.0 * Math.max(1, iterations));
        this.vertexCount = graph.vertexCount();
        this.sources = graph.sources();
        this.targets = graph.targets();
        this.outOffsets = graph.out().offsets();
        this.outNeighbours = graph.out().neighbours();
        this.outEdges = graph.out().edgeIds();
        this.inOffsets = graph.in().offsets();
        this.inNeighbours = graph.in().neighbours().clone();
        this.inEdges = graph.in().edgeIds().clone();
        this.inPosition = new int[inEdges.length];
        for (int i = 0; i < inEdges.length; i++) {
            inPosition[inEdges[i]] = i;
        }
        int n = vertexCount;
        this.inLive = new int[n];
        this.y = new double[iterations + 1][n];
        this.residual = new double[iterations + 1][];
        for (int m = 1; m <= iterations; m++) {
            residual[m] = new double[n];
        }
        this.sigma = new double[iterations + 1];
        this.isPresent = new boolean[n];
        this.outDegree = new int[n];
        this.values = new long[n];
        this.reported = new boolean[n];
        this.degreeBefore = new int[n];
        this.isDirty = new boolean[n];
        this.statusBefore = new byte[n];
        this.isEnd = new boolean[n];
        this.delta = new double[n];
        this.nextDelta = new double[n];
        this.isTouched = new boolean[n];
        this.share = new double[n];
        this.nextShare = new double[n];
    }

    /** {@inheritDoc} A quarter: {@link ScratchFallback#FOLLOW_SHARE}. */
    @Override
    public double followShare() {
        return ScratchFallback.FOLLOW_SHARE;
    }

    @Override
    public void apply(ViewChange change) {
        EdgeMembership inView = change.view();
        int[] added = change.added();
        int[] removed = change.removed();
        IntList appeared = change.appeared();
        IntList disappeared = change.disappeared();
        int workers = change.workers();
        boolean recomputing = change.rebuild();
        if (recomputing) {
            // Nothing is followed: the in-adjacency is ordered in one pass, not a swap per edge.
            for (int e : removed) {
                outDegree[sources[e]]--;
            }
            for (int e : added) {
                outDegree[sources[e]]++;
            }
            putViewInEdgesFirst(inView, workers);
        } else {
            for (int e : removed) {
                int v = targets[e];
                inLive[v]--;
                swapInEntries(inPosition[e], inOffsets[v] + inLive[v]);
                note(sources[e], v);
                outDegree[sources[e]]--;
            }
            for (int e : added) {
                int v = targets[e];
                swapInEntries(inPosition[e], inOffsets[v] + inLive[v]);
                inLive[v]++;
                note(sources[e], v);
                outDegree[sources[e]]++;
            }
        }
        // After the endpoints' statuses before were noted; a vertex in both lists left and came back.
        for (int i = 0; i < disappeared.size(); i++) {
            isPresent[disappeared.getInt(i)] = false;
        }
        for (int i = 0; i < appeared.size(); i++) {
            isPresent[appeared.getInt(i)] = true;
        }
        present += appeared.size() - disappeared.size();
        sharesOf = -1;
        if (recomputing) {
            recompute(workers);
        } else {
            follow(inView, added, removed, workers);
        }
        for (int i = 0; i < dirty.size(); i++) {
            isDirty[dirty.getInt(i)] = false;
        }
        dirty.clear();
        for (int i = 0; i < ends.size(); i++) {
            isEnd[ends.getInt(i)] = false;
        }
        ends.clear();
        writeRanks(workers);
    }

    /** Each vertex's in-entries partitioned, those of {@code inView}'s edges first, on {@code workers} threads. */
    private void putViewInEdgesFirst(EdgeMembership inView, int workers) {
        Parallel.forChunks(workers, vertexCount, (chunk, from, to) -> {
            for (int v = from; v < to; v++) {
                int lo = inOffsets[v];
                int hi = inOffsets[v + 1] - 1;
                while (true) {
                    while (lo <= hi && inView.contains(inEdges[lo])) {
                        lo++;
                    }
                    while (lo <= hi && !inView.contains(inEdges[hi])) {
                        hi--;
                    }
                    if (lo >= hi) {
                        break;
                    }
                    swapInEntries(lo++, hi--);
                }
                inLive[v] = lo - inOffsets[v];
            }
        });
    }

    /** Swaps two entries of one vertex's in-adjacency, keeping {@link #inPosition} right. */
    private void swapInEntries(int i, int j) {
        Permutation.swap(inEdges, inPosition, i, j);
        int u = inNeighbours[i];
        inNeighbours[i] = inNeighbours[j];
        inNeighbours[j] = u;
    }

    private void note(int source, int target) {
        if (!isDirty[source]) {
            isDirty[source] = true;
            degreeBefore[source] = outDegree[source];
            dirty.add(source);
        }
        end(source);
        end(target);
    }

    private void end(int v) {
        if (!isEnd[v]) {
            isEnd[v] = true;
            statusBefore[v] = status(v);
            ends.add(v);
        }
    }

    private byte status(int v) {
        return (byte) (!isPresent[v] ? 0 : outDegree[v] == 0 ? PRESENT | SINK : PRESENT);
    }

    /** Every level from scratch: {@code y_0} by presence, then each level pulled exactly. */
    private void recompute(int workers) {
        int sinks = 0;
        for (int v = 0; v < vertexCount; v++) {
            boolean in = isPresent[v];
            y[0][v] = in ? 1 : 0;
            sinks += in && outDegree[v] == 0 ? 1 : 0;
        }
        sigma[0] = sinks;
        for (int m = 1; m <= iterations; m++) {
            pull(m, 0, workers);
        }
        Arrays.fill(nextDelta, 0);
    }

    /** Moves every level by the view's changes, pushing sparse levels and pulling dense ones. */
    private void follow(EdgeMembership inView, int[] added, int[] removed, int workers) {
        // An endpoint whose status changed moves its values between sinks' sums, or changes y_0.
        changed.clear();
        for (int i = 0; i < ends.size(); i++) {
            int v = ends.getInt(i);
            byte before = statusBefore[v];
            byte now = status(v);
            if (before == now) {
                continue;
            }
            double sign = ((now & SINK) != 0 ? 1 : 0) - ((before & SINK) != 0 ? 1 : 0);
            if (sign != 0) {
                for (int m = 0; m <= iterations; m++) {
                    sigma[m] += sign * y[m][v];
                }
            }
            if ((before & PRESENT) != (now & PRESENT)) {
                double d = (now & PRESENT) != 0 ? 1 : -1;
                y[0][v] += d;
                delta[v] = d;
                changed.add(v);
                if ((now & SINK) != 0) {
                    sigma[0] += d;
                }
            }
        }
        // Whether the level before was pulled with more changes than are worth listing (then this one is too).
        boolean unlisted = false;
        for (int m = 1; m <= iterations; m++) {
            // A push runs outside Parallel's steps: a check per level (at most pushLimit entries).
            Parallel.checkInterrupted();
            if (unlisted || pushWork(added.length + removed.length) > pushLimit) {
                unlisted = !pull(m, tau, workers);
                toNextLevel();
                nextDeltaUsed = true;
                nextChanged.clear();
            } else {
                clearNextDelta();
                push(inView, m, added, removed);
            }
        }
        clearDelta(unlisted);
        clearNextDelta();
    }

    private void clearNextDelta() {
        if (nextDeltaUsed) {
            Arrays.fill(nextDelta, 0);
            nextDeltaUsed = false;
        }
    }

    /** Adjacency entries a push of the next level scans, counted up to just past {@link #pushLimit}. */
    private long pushWork(long work) {
        return outEntries(dirty, outEntries(changed, work));
    }

    /** {@code work} and the out-entries of {@code vertices}, counted up to just past {@link #pushLimit}. */
    private long outEntries(IntArrayList vertices, long work) {
        for (int i = 0; i < vertices.size() && work <= pushLimit; i++) {
            work += outOffsets[vertices.getInt(i) + 1] - outOffsets[vertices.getInt(i)];
        }
        return work;
    }

    /** Zeroes {@link #delta}, the changes of the level just used: all of it when they were not listed. */
    private void clearDelta(boolean unlisted) {
        if (unlisted) {
            Arrays.fill(delta, 0);
        } else {
            for (int i = 0; i < changed.size(); i++) {
                delta[changed.getInt(i)] = 0;
            }
        }
        changed.clear();
    }

    /** Level {@code m} from the changes of level {@code m - 1} along the view's out-edges. */
    private void push(EdgeMembership inView, int m, int[] added, int[] removed) {
        double[] res = residual[m];
        double[] before = y[m - 1];
        for (int i = 0; i < changed.size(); i++) {
            int u = changed.getInt(i);
            if (isDirty[u] || outDegree[u] == 0) {
                continue;
            }
            spread(inView, u, delta[u] / outDegree[u], res);
        }
        for (int i = 0; i < dirty.size(); i++) {
            int u = dirty.getInt(i);
            double now = shareOf(before[u], outDegree[u]);
            spread(inView, u, now - oldShare(u, before), res);
        }
        // Above, added edges received the new share less the old one, which they never carried.
        for (int e : added) {
            touch(targets[e], oldShare(sources[e], before), res);
        }
        for (int e : removed) {
            touch(targets[e], -oldShare(sources[e], before), res);
        }
        clearDelta(false);
        double[] level = y[m];
        for (int i = 0; i < touched.size(); i++) {
            int v = touched.getInt(i);
            isTouched[v] = false;
            double r = res[v];
            if (r != 0 && Math.abs(r) > tau * Math.abs(level[v])) {
                level[v] += r;
                res[v] = 0;
                nextDelta[v] = r;
                nextChanged.add(v);
                if (isPresent[v] && outDegree[v] == 0) {
                    sigma[m] += r;
                }
            }
        }
        touched.clear();
        toNextLevel();
    }

    /** The changes of the level just moved become those the next level moves from. */
    private void toNextLevel() {
        double[] d = delta;
        delta = nextDelta;
        nextDelta = d;
        IntArrayList c = changed;
        changed = nextChanged;
        nextChanged = c;
    }

    /** The share {@code u} gave each out-neighbour at the level before {@code m}, before the view's changes. */
    private double oldShare(int u, double[] before) {
        return shareOf(before[u] - delta[u], isDirty[u] ? degreeBefore[u] : outDegree[u]);
    }

    /** What a vertex of {@code value} and out-degree {@code degree} gives each out-neighbour: 0 for a sink. */
    private static double shareOf(double value, int degree) {
        return degree == 0 ? 0 : value / degree;
    }

    private void spread(EdgeMembership inView, int u, double amount, double[] res) {
        if (amount == 0) {
            return;
        }
        for (int i = outOffsets[u], end = outOffsets[u + 1]; i < end; i++) {
            if (inView.contains(outEdges[i])) {
                touch(outNeighbours[i], amount, res);
            }
        }
    }

    private void touch(int v, double amount, double[] res) {
        res[v] += amount;
        if (!isTouched[v]) {
            isTouched[v] = true;
            touched.add(v);
        }
    }

    /**
     * Level {@code m} as {@code A y_(m-1)} for every vertex on {@code workers} threads, applying
     * differences above {@code threshold} times the value (0: all) into {@link #nextDelta} and
     * keeping the rest as residual; returns whether the vertices changed are listed in
     * {@link #nextChanged} (not when too many to push from, nor when recomputing).
     */
    private boolean pull(int m, double threshold, int workers) {
        double[] before = y[m - 1];
        double[] level = y[m];
        double[] res = residual[m];
        double[] out = nextDelta;
        int n = vertexCount;
        if (sharesOf != m - 1) {
            Parallel.forChunks(workers, n, (chunk, from, to) -> {
                for (int u = from; u < to; u++) {
                    share[u] = shareOf(before[u], outDegree[u]);
                }
            });
        }
        double[] shares = share;
        double[] levelShares = nextShare;
        int chunks = Parallel.chunks(workers, n);
        if (chunkWork.length < chunks) {
            chunkWork = new long[chunks];
            chunkSigma = new double[chunks];
        }
        Parallel.forChunks(workers, n, (chunk, from, to) -> {
            long work = 0;
            double sinks = 0;
            for (int v = from; v < to; v++) {
                double x = 0;
                for (int i = inOffsets[v], end = i + inLive[v]; i < end; i++) {
                    x += shares[inNeighbours[i]];
                }
                double r = x - level[v];
                if (r != 0 && Math.abs(r) > threshold * Math.abs(level[v])) {
                    level[v] = x;
                    res[v] = 0;
                    out[v] = r;
                    work += outOffsets[v + 1] - outOffsets[v];
                } else {
                    res[v] = r;
                    out[v] = 0;
                }
                levelShares[v] = shareOf(level[v], outDegree[v]);
                if (isPresent[v] && outDegree[v] == 0) {
                    sinks += level[v];
                }
            }
            chunkWork[chunk] = work;
            chunkSigma[chunk] = sinks;
        });
        double sinks = 0;
        long work = 0;
        for (int c = 0; c < chunks; c++) {
            sinks += chunkSigma[c];
            work += chunkWork[c];
        }
        sigma[m] = sinks;
        nextShare = share;
        share = levelShares;
        sharesOf = m;
        nextChanged.clear();
        if (threshold == 0 || work > pushLimit) {
            return false;
        }
        for (int v = 0; v < n; v++) {
            if (out[v] != 0) {
                nextChanged.add(v);
            }
        }
        return true;
    }

    /**
     * The ranks from the levels: the weights {@code d^m a_(K-m)} from N and the sinks' sums in
     * O(K^2), then each vertex's sum over its levels, in fixed point, on {@code workers} threads.
     */
    private void writeRanks(int workers) {
        int n = vertexCount;
        rankChanges.clear();
        if (present == 0) {
            for (int v = 0; v < n; v++) {
                if (reported[v] || values[v] != 0) {
                    rankChanges.add(v);
                }
            }
            Arrays.fill(values, 0);
            Arrays.fill(reported, false);
            return;
        }
        double[] a = new double[iterations + 1];
        a[0] = 1.0 / present;
        for (int k = 1; k <= iterations; k++) {
            double sinks = 0;
            double power = 1;
            for (int m = 0; m < k; m++) {
                sinks += power * a[k - 1 - m] * sigma[m];
                power *= damping;
            }
            a[k] = (1 - damping) / present + damping * sinks / present;
        }
        double[] weight = new double[iterations + 1];
        double power = PlainPageRank.ONE;
        for (int m = 0; m <= iterations; m++) {
            weight[m] = power * a[iterations - m];
            power *= damping;
        }
        int chunks = Parallel.chunks(workers, n);
        if (chunkChanges.length < chunks) {
            int old = chunkChanges.length;
            chunkChanges = Arrays.copyOf(chunkChanges, chunks);
            for (int c = old; c < chunks; c++) {
                chunkChanges[c] = new IntArrayList();
            }
        }
        Parallel.forChunks(workers, n, (chunk, from, to) -> {
            IntArrayList changes = chunkChanges[chunk];
            changes.clear();
            for (int v = from; v < to; v++) {
                boolean in = isPresent[v];
                long rank = 0;
                if (in) {
                    double sum = 0;
                    for (int m = 0; m <= iterations; m++) {
                        sum += weight[m] * y[m][v];
                    }
                    rank = Math.round(sum);
                }
                if (reported[v] != in || values[v] != rank) {
                    reported[v] = in;
                    values[v] = rank;
                    changes.add(v);
                }
            }
        });
        for (int c = 0; c < chunks; c++) {
            rankChanges.addAll(chunkChanges[c]);
        }
    }

    /** {@inheritDoc} By vertex: fixed-point ranks as {@link PlainPageRank#ranks} gives them, 0 outside the view. */
    @Override
    public long[] values() {
        return values;
    }

    /** {@inheritDoc} The view's vertices (the endpoints of its edges). */
    @Override
    public boolean[] reported() {
        return reported;
    }

    /** {@inheritDoc} Exact and never null: the vertices whose rank or report differs from the last view's (often most of them). */
    @Override
    public IntList changed() {
        return rankChanges;
    }
}
