package graphsurge.engine.internal.operators;

import graphsurge.engine.RecordExpansion;
import graphsurge.engine.RecordPredicate;
import graphsurge.engine.UpdateBatch;
import java.util.function.LongBinaryOperator;

/**
 * The linear operators: each update is transformed on its own, keeping its time and diff (or
 * negating the diff), so they need no state and commute with accumulation: the output
 * accumulated at any time is the operator applied to the input accumulated at that time. One
 * pass over the batch's columns, no object per update; outputs are not consolidated.
 */
public final class Linear {
    private Linear() {}

    /** Each record {@code (k, v)} becomes {@code (newKey(k, v), newValue(k, v))}. */
    public static UpdateBatch map(UpdateBatch in, LongBinaryOperator newKey, LongBinaryOperator newValue) {
        UpdateBatch out = new UpdateBatch(in.size());
        for (int i = 0; i < in.size(); i++) {
            long key = in.key(i);
            long value = in.value(i);
            out.add(newKey.applyAsLong(key, value), newValue.applyAsLong(key, value), in.time(i), in.diff(i));
        }
        return out;
    }

    /** The updates whose records pass {@code predicate}. */
    public static UpdateBatch filter(UpdateBatch in, RecordPredicate predicate) {
        UpdateBatch out = new UpdateBatch();
        for (int i = 0; i < in.size(); i++) {
            if (predicate.test(in.key(i), in.value(i))) {
                out.add(in.key(i), in.value(i), in.time(i), in.diff(i));
            }
        }
        return out;
    }

    /** Each record replaced by the records {@code expansion} emits for it, at its time and diff. */
    public static UpdateBatch flatMap(UpdateBatch in, RecordExpansion expansion) {
        UpdateBatch out = new UpdateBatch(in.size());
        UpdateEmitter emitter = new UpdateEmitter(out);
        for (int i = 0; i < in.size(); i++) {
            emitter.time = in.time(i);
            emitter.diff = in.diff(i);
            expansion.apply(in.key(i), in.value(i), emitter);
        }
        return out;
    }

    /** The updates of both batches (the multiset sum of the collections). */
    public static UpdateBatch concat(UpdateBatch first, UpdateBatch second) {
        // A side that is empty hands the other on as it is: operators only read their inputs (or
        // consolidate them, which leaves the collection as it was).
        if (second.isEmpty()) {
            return first;
        }
        if (first.isEmpty()) {
            return second;
        }
        UpdateBatch out = new UpdateBatch(first.size() + second.size());
        out.addAll(first);
        out.addAll(second);
        return out;
    }

    /** Every update with its diff negated: concatenated with a collection, subtracts it. */
    public static UpdateBatch negate(UpdateBatch in) {
        UpdateBatch out = new UpdateBatch(in.size());
        appendScaled(in, -1, out);
        return out;
    }

    private static void appendScaled(UpdateBatch in, long factor, UpdateBatch out) {
        for (int i = 0; i < in.size(); i++) {
            out.add(in.key(i), in.value(i), in.time(i), factor * in.diff(i));
        }
    }
}
