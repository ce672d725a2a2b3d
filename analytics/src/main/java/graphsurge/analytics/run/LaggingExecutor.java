package graphsurge.analytics.run;

import graphsurge.analytics.graph.Follower;
import graphsurge.analytics.graph.ViewChange;
import graphsurge.engine.DeadlineExceeded;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.ints.IntList;
import java.util.Arrays;
import java.util.function.Supplier;

/**
 * Runs views differentially with a {@link Follower} (a dataflow evaluation or an incremental
 * kernel) that may lag behind the run: views the run computes another way are not shown to it,
 * and when it runs again it catches up by the net differences since the view it last saw, so that
 * an edge that came and went meanwhile costs it nothing.
 *
 * <p>While the follower has seen the previous view, the view's own step is all it needs. Once it
 * misses a view, each later step's edges toggle a parity bit per edge, O(step) per view, and the
 * edges turning odd are listed while the list is shorter than the parity words (E/64); the
 * catch-up visits the list, or past that length scans the words (no dearer than the list, and
 * no list of every edge a long lag missed). An odd edge is a net addition when the current view
 * holds it, else a net removal; its endpoints whose presence differs from the follower's view (a
 * presence bit per vertex) appeared or disappeared for it. A fresh follower gets the view's
 * edges and present vertices, O(V + E), and computes them from scratch.
 */
final class LaggingExecutor implements ViewExecutor {
    private final ViewState view;
    private final int workers;
    private final Supplier<? extends Follower> starter;
    private final int[] sources;
    private final int[] targets;
    private Follower follower;
    /** The step the follower has not applied, while it is otherwise up to date (else null). */
    private ViewChange pending;
    /** Whether the follower has seen the view before the last step. */
    private boolean upToDate;
    /** Per edge, whether it flipped an odd number of times since the follower's view (allocated with the first follower). */
    private long[] odd;
    /**
     * Edges that turned odd (some perhaps even again) while {@code listing}, and how many are odd:
     * the net differences. Past {@code odd.length} entries the list is dropped and the catch-up
     * scans {@code odd} instead.
     */
    private final IntArrayList touched = new IntArrayList();
    private boolean listing = true;
    private long lag;
    /** Per vertex, whether it is in the follower's view. */
    private boolean[] present;
    private final IntArrayList added = new IntArrayList();
    private final IntArrayList removed = new IntArrayList();
    private final IntArrayList appeared = new IntArrayList();
    private final IntArrayList disappeared = new IntArrayList();

    /** Runs the followers {@code starter} starts (at the empty view) on the run's {@code view}, on {@code workers} threads. */
    LaggingExecutor(ViewState view, int workers, Supplier<? extends Follower> starter) {
        this.view = view;
        this.workers = workers;
        this.starter = starter;
        this.sources = view.graph().sources();
        this.targets = view.graph().targets();
    }

    @Override
    public void moved(ViewChange step) {
        if (follower == null) {
            return; // without a follower nothing lags
        }
        if (pending != null) { // a view missed: from now on the steps are counted per edge
            flip(pending);
            pending = null;
        }
        if (upToDate) {
            pending = step;
            upToDate = false;
        } else {
            flip(step);
        }
    }

    @Override
    public long differences() {
        return follower == null ? 0 : pending != null ? pending.added().length + pending.removed().length : lag;
    }

    @Override
    public double followShare() {
        return follower == null ? Double.POSITIVE_INFINITY : follower.followShare();
    }

    @Override
    public Outcome run(ViewChange step, Step how) {
        ViewChange change;
        long fed;
        boolean stepOnly = false;
        if (how.how().fresh() || follower == null) {
            follower = starter.get();
            if (present == null) {
                present = new boolean[view.graph().vertexCount()];
                odd = new long[(view.graph().edgeCount() + 63) >>> 6];
            }
            change = whole(step);
            fed = view.edgeCount();
        } else if (pending != null) {
            change = how.rebuild() ? rebuilding(pending) : pending;
            fed = pending.added().length + pending.removed().length;
            stepOnly = true;
        } else {
            fed = lag;
            change = catchUp(how.rebuild());
        }
        pending = null;
        upToDate = true;
        follower.budget(how.budget());
        try {
            follower.apply(change);
        } catch (DeadlineExceeded e) {
            follower = null; // unusable: the next run starts over
            throw e;
        }
        if (stepOnly) {
            // After the follower: the view may list the step's presence changes on another worker meanwhile.
            notePresence(change.disappeared());
            notePresence(change.appeared());
        }
        // Only a follower that saw the view before and applied exactly its step moved from that view's result.
        return new Outcome(follower.values(), follower.reported(), fed, stepOnly ? follower.changed() : null);
    }

    /** Drops the follower: nothing is tracked until the next run starts a fresh one. */
    @Override
    public void drop() {
        follower = null;
        pending = null;
    }

    /** The current view as a change from the empty view, rebuilt by a fresh follower (the lag is forgotten). */
    private ViewChange whole(ViewChange step) {
        drainOdd(false);
        Arrays.fill(present, false);
        if (!view.allVertices() && step.removed().length == 0 && step.added().length == view.edgeCount()) {
            // The previous view was empty: the step is the whole view, its appeared vertices all of the view's.
            notePresence(step.appeared());
            return rebuilding(step);
        }
        appeared.clear();
        for (int v = 0; v < present.length; v++) {
            if (view.isPresent(v)) {
                present[v] = true;
                appeared.add(v);
            }
        }
        disappeared.clear();
        return new ViewChange(view, view.edgeIds(), new int[0], appeared, disappeared, workers, true);
    }

    private static ViewChange rebuilding(ViewChange c) {
        return new ViewChange(c.view(), c.added(), c.removed(), c.appeared(), c.disappeared(), c.workers(), true);
    }

    /** The net differences since the follower's view, to follow or {@code rebuild} from; the follower is then current. */
    private ViewChange catchUp(boolean rebuild) {
        added.clear();
        removed.clear();
        appeared.clear();
        disappeared.clear();
        drainOdd(true);
        return new ViewChange(view, ViewState.inEdgeOrder(added.toIntArray()), ViewState.inEdgeOrder(removed.toIntArray()),
                appeared, disappeared, workers, rebuild);
    }

    /** Clears the parity bits, with {@code netChanges} listing each odd edge as a net change; the lag is then forgotten. */
    private void drainOdd(boolean netChanges) {
        if (listing) {
            for (int i = 0; i < touched.size(); i++) {
                int e = touched.getInt(i);
                long bit = 1L << e;
                if ((odd[e >>> 6] & bit) != 0) {
                    odd[e >>> 6] &= ~bit;
                    if (netChanges) {
                        netChange(e);
                    }
                }
            }
        } else {
            for (int w = 0; w < odd.length; w++) {
                for (long word = netChanges ? odd[w] : 0; word != 0; word &= word - 1) {
                    netChange((w << 6) | Long.numberOfTrailingZeros(word));
                }
                odd[w] = 0;
            }
        }
        touched.clear();
        listing = true;
        lag = 0;
    }

    /** Edge {@code e} differs between the follower's view and the current one. */
    private void netChange(int e) {
        (view.contains(e) ? added : removed).add(e);
        presence(sources[e]);
        presence(targets[e]);
    }

    /** Vertex {@code v} is the endpoint of a net-changed edge: lists it when its presence changed for the follower. */
    private void presence(int v) {
        boolean now = view.isPresent(v);
        if (present[v] != now) {
            present[v] = now;
            (now ? appeared : disappeared).add(v);
        }
    }

    private void notePresence(IntList vertices) {
        for (int i = 0; i < vertices.size(); i++) {
            int v = vertices.getInt(i);
            present[v] = view.isPresent(v);
        }
    }

    private void flip(ViewChange step) {
        for (int e : step.removed()) {
            flip(e);
        }
        for (int e : step.added()) {
            flip(e);
        }
    }

    private void flip(int e) {
        long word = odd[e >>> 6] ^= 1L << e;
        long turnedOdd = (word >>> e) & 1;
        lag += 2 * turnedOdd - 1; // without a branch: an edge turns odd or even about as often
        if (listing && turnedOdd != 0) {
            touched.add(e);
            if (touched.size() > odd.length) {
                touched.clear();
                listing = false;
            }
        }
    }
}
