package graphsurge.engine;

import graphsurge.engine.internal.time.Times;

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

    /** How many workers the dataflow runs on: the parts {@link #sendOwned} takes. */
    public int workers() {
        return source.pending.length;
    }

    /** The worker that owns {@code key}: where {@link #sendOwned} wants updates with that key. */
    public int owner(long key) {
        return dataflow.owner(key);
    }

    /**
     * The time of updates sent now, the next run's version: the time every update of the parts
     * given to {@link #sendOwned} carries, for a caller that builds them itself.
     */
    public long nextRunTime() {
        return Times.ofVersion(dataflow.version());
    }

    /**
     * Adds the updates of {@code parts[w]}, each keyed by a key that worker {@code w} owns and
     * timed at the next run's version, to what worker {@code w} sends. A large change built in
     * order (a graph's edges read from its adjacency vertex by vertex) then reaches its
     * arrangement without being copied, exchanged or sorted. A part may not be changed afterwards.
     *
     * @throws IllegalArgumentException when an update is at another worker or another time
     */
    public void sendOwned(UpdateBatch[] parts) {
        if (parts.length != source.pending.length) {
            throw new IllegalArgumentException(parts.length + " parts for " + source.pending.length + " workers");
        }
        long now = nextRunTime();
        for (int w = 0; w < parts.length; w++) {
            UpdateBatch part = parts[w];
            for (int i = 0; i < part.size(); i++) {
                // The owner is checked once per run of a key (parts built in order have long runs).
                boolean newKey = i == 0 || part.key(i) != part.key(i - 1);
                if (newKey && dataflow.owner(part.key(i)) != w || part.time(i) != now) {
                    throw new IllegalArgumentException("update " + i + " of part " + w
                            + " is not at its owner or not at the next run's version");
                }
            }
            if (source.pending[w].isEmpty()) {
                source.pending[w] = part;
            } else {
                source.pending[w].addAll(part);
            }
        }
    }

    /** Sends every update of {@code changes} (their times are ignored). */
    public void send(UpdateBatch changes) {
        for (int k = 0; k < changes.size(); k++) {
            send(changes.key(k), changes.value(k), changes.diff(k));
        }
    }
}
