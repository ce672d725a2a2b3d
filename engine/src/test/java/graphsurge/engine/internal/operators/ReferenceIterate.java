package graphsurge.engine.internal.operators;

import graphsurge.engine.UpdateBatch;
import graphsurge.engine.internal.time.Times;
import graphsurge.engine.internal.trace.Trace;

/**
 * A reference implementation for tests, not used by the engine: a loop over all versions at once,
 * scheduled iteration-major: superstep i processes iteration i of every version, so no time is
 * ever pending and the whole collection of views takes as many supersteps as its slowest view
 * needs. The tests write graph loops on the bare operators with it, to check the operators
 * against plain algorithms under this schedule; the dataflow's loops ({@code Dataflow.Loop}) are
 * what the computations run.
 *
 * <p>Semantics are Differential Dataflow's {@code iterate} with a variable made {@code new_from}
 * the initial collection: at iteration 0 the variable holds {@code initial}; at iteration i + 1
 * it holds the body's output at iteration i. The body receives the variable's change at
 * iteration i and returns the change of its output at iteration i (updates at times with outer
 * counter i); collections from outside the loop enter it at iteration 0, so the body feeds them
 * in superstep 0 and they hold at every later iteration by the product order.
 *
 * <p>The loop ends after the first superstep whose feedback is empty at every version (the body
 * must consolidate, through a reduce, or retractions would circulate forever), or at the
 * iteration cap, where updates at iterations at or beyond the cap are dropped (for computations
 * without an exact fixed point, such as PageRank).
 */
final class ReferenceIterate {
    private ReferenceIterate() {}

    /** One superstep of the loop body. */
    @FunctionalInterface
    interface Body {
        /** The body's output change at iteration {@code iteration}, given the variable's change there. */
        UpdateBatch step(int iteration, UpdateBatch variableChange);
    }

    /**
     * The loop's output: every change it made, by (version, iteration). A view's result (the
     * loop's {@code leave}) is the accumulation at its version and the largest iteration.
     */
    record Result(Trace output, int supersteps) {
        /** The multiplicity of (key, value) in the result of version {@code version}. */
        public long accumulate(long key, long value, int version) {
            return output.accumulate(key, value, Times.of(version, Times.MAX_LOOP, 0));
        }
    }

    static Result run(UpdateBatch initial, Body body, int cap) {
        if (cap < 1 || cap > Times.MAX_LOOP) {
            throw new IllegalArgumentException("the iteration cap must be between 1 and " + Times.MAX_LOOP);
        }
        Trace output = new Trace();
        UpdateBatch variable = initial.copy();
        int superstep = 0;
        for (int i = 0; i < cap; i++) {
            superstep = i + 1;
            UpdateBatch produced = body.step(i, variable);
            produced.consolidate();
            output.insert(produced);
            if (i + 1 >= cap) {
                break; // updates at the cap are dropped: nothing is fed back
            }
            UpdateBatch next = new UpdateBatch(produced.size() + (i == 0 ? initial.size() : 0));
            for (int k = 0; k < produced.size(); k++) {
                long t = produced.time(k);
                next.add(produced.key(k), produced.value(k), Times.withOuter(t, i + 1), produced.diff(k));
            }
            if (i == 0) {
                // new_from: from iteration 1 on, the variable is the body's output, not the initial collection.
                for (int k = 0; k < initial.size(); k++) {
                    next.add(initial.key(k), initial.value(k), Times.withOuter(initial.time(k), 1), -initial.diff(k));
                }
            }
            next.consolidate();
            if (next.isEmpty()) {
                break;
            }
            variable = next;
        }
        return new Result(output, superstep);
    }
}
