package graphsurge.analytics.engine.dataflow;

import graphsurge.analytics.engine.data.UpdateBatch;
import graphsurge.analytics.engine.time.Times;

/** An input of a {@link Dataflow}: changes sent before a run enter at that run's version. */
public final class Input {
    private final Dataflow dataflow;
    private final Node.Source source = new Node.Source();
    private final Collection collection;

    Input(Dataflow dataflow) {
        this.dataflow = dataflow;
        this.collection = new Collection(dataflow, source);
    }

    public Collection collection() {
        return collection;
    }

    /** Adds {@code diff} copies of {@code (key, value)} at the next run's version. */
    public void send(long key, long value, long diff) {
        send(key, value, diff, dataflow.version());
    }

    /** Adds {@code diff} copies of {@code (key, value)} at {@code version}, not run yet (for batches of versions). */
    public void send(long key, long value, long diff, int version) {
        if (version < dataflow.version()) {
            throw new IllegalArgumentException("version " + version + " has already run");
        }
        source.pending[dataflow.owner(key)].add(key, value, Times.ofVersion(version), diff);
    }

    /**
     * Makes room for the updates with these keys, which the caller is about to send: each
     * worker's pending batch grows once to its share instead of by doublings (sending a large
     * view's edges is otherwise dominated by copying and fresh memory).
     */
    public void reserve(int[] keys) {
        int[] counts = new int[source.pending.length];
        for (int key : keys) {
            counts[dataflow.owner(key)]++;
        }
        for (int w = 0; w < counts.length; w++) {
            source.pending[w].reserve(counts[w]);
        }
    }

    /** Sends every update of {@code changes} (their times are ignored). */
    public void send(UpdateBatch changes) {
        for (int k = 0; k < changes.size(); k++) {
            send(changes.key(k), changes.value(k), changes.diff(k));
        }
    }
}
