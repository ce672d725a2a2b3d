package graphsurge.engine.internal.operators;

import graphsurge.engine.JoinFunction;
import graphsurge.engine.RecordExpansion;
import graphsurge.engine.UpdateBatch;

/**
 * Adds the records a user function emits to an output batch at the time and diff of the update
 * (or pair of updates) being processed: one object per operator call, not one per update.
 */
final class UpdateEmitter implements JoinFunction.Output, RecordExpansion.Records {
    private final UpdateBatch out;
    long time;
    long diff;

    UpdateEmitter(UpdateBatch out) {
        this.out = out;
    }

    @Override
    public void emit(long key, long value) {
        out.add(key, value, time, diff);
    }
}
