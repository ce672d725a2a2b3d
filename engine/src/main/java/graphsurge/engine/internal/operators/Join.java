package graphsurge.engine.internal.operators;

import graphsurge.engine.JoinFunction;
import graphsurge.engine.UpdateBatch;
import graphsurge.engine.internal.time.Times;
import graphsurge.engine.internal.trace.Trace;

/**
 * Join on keys: for each pair of updates {@code (k, a, ta, da)} and {@code (k, b, tb, db)}, the
 * function's output records at time {@code join(ta, tb)} with diff {@code da * db}.
 *
 * <p><b>Each pair exactly once.</b> The change of a join is
 * {@code ΔA ⋈ B_old + A_new ⋈ ΔB}: {@link #step} joins the new left updates with the right
 * trace before the new right updates enter it, then adds the left updates to the left trace and
 * joins the new right updates with it. {@code ΔA ⋈ ΔB} is thereby counted once, never twice.
 * Either side may be a shared arrangement read by several joins.
 */
public final class Join {
    private final Trace left;
    private final Trace right;
    private final JoinFunction function;

    public Join(Trace left, Trace right, JoinFunction function) {
        this.left = left;
        this.right = right;
        this.function = function;
    }

    /**
     * Allows both traces to be compacted up to {@code frontier} (no future update and no future
     * pair is before it); with shared traces, the caller passes the meet of all readers' frontiers.
     */
    public void advance(graphsurge.engine.internal.time.Antichain frontier) {
        left.advance(frontier);
        right.advance(frontier);
        left.compactWhenGrown();
        right.compactWhenGrown();
    }

    /** Takes new updates of both sides and returns the join's change (not consolidated). */
    public UpdateBatch step(UpdateBatch leftUpdates, UpdateBatch rightUpdates) {
        UpdateBatch out = new UpdateBatch();
        // Consolidated once here, the updates are probed and then inserted without another sort.
        UpdateBatch newLeft = leftUpdates.consolidated();
        UpdateBatch newRight = rightUpdates.consolidated();
        // Most join functions emit one record per pair: each probe's output is sized once for that.
        right.findMatching(newLeft.keyColumn(), newLeft.size(), leftMatches);
        out.reserve(leftMatches.updates());
        probe(newLeft, right, leftMatches, false, out);
        left.insert(newLeft);
        left.findMatching(newRight.keyColumn(), newRight.size(), rightMatches);
        out.reserve(rightMatches.updates());
        probe(newRight, left, rightMatches, true, out);
        right.insert(newRight);
        return out;
    }

    /**
     * The step of a join whose right trace is a shared arrangement that already holds
     * {@code rightUpdates} (its owner inserted them): {@code ΔB ⋈ A_old + ΔA ⋈ B_new}, each pair
     * once, then the left updates enter the left trace.
     */
    public UpdateBatch stepWithArrangedRight(UpdateBatch leftUpdates, UpdateBatch rightUpdates) {
        UpdateBatch newLeft = leftUpdates.consolidated();
        UpdateBatch newRight = rightUpdates.consolidated();
        // Both probes' matches found before the output is sized at once (the second probe would
        // otherwise copy the first's output), each batch searched once per probe.
        left.findMatching(newRight.keyColumn(), newRight.size(), rightMatches);
        right.findMatching(newLeft.keyColumn(), newLeft.size(), leftMatches);
        UpdateBatch out = new UpdateBatch((int) Math.min(Integer.MAX_VALUE - 8, rightMatches.updates() + leftMatches.updates()));
        probe(newRight, left, rightMatches, true, out);
        probe(newLeft, right, leftMatches, false, out);
        left.insert(newLeft);
        return out;
    }

    // The runs each side's new updates match in the other side's trace, reused from step to step.
    private final Trace.Matches leftMatches = new Trace.Matches();
    private final Trace.Matches rightMatches = new Trace.Matches();

    /**
     * Joins the consolidated {@code sorted} with the trace {@code other}, whose runs matching it
     * are {@code matches}, into {@code out}, which the caller has sized for one record per
     * matching pair.
     */
    private void probe(UpdateBatch sorted, Trace other, Trace.Matches matches, boolean updatesOnTheRight, UpdateBatch out) {
        long[] keys = sorted.keyColumn();
        UpdateEmitter emitter = new UpdateEmitter(out);
        other.forEachMatch(matches, (i, otherValue, otherTime, otherDiff) -> {
            emitter.time = Times.join(sorted.time(i), otherTime);
            emitter.diff = sorted.diff(i) * otherDiff;
            long value = sorted.value(i);
            function.apply(keys[i], updatesOnTheRight ? otherValue : value, updatesOnTheRight ? value : otherValue, emitter);
        });
    }
}
