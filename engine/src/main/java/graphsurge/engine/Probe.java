package graphsurge.engine;

/**
 * The changes of a collection in the versions last run, whatever loop round made them, each at
 * the time of its version (what {@link Input#nextRunTime()} was before that version ran).
 */
public final class Probe {
    private final Dataflow dataflow;
    final Node.Collect node;

    Probe(Dataflow dataflow, Node parent) {
        this.dataflow = dataflow;
        this.node = new Node.Collect(parent);
    }

    /**
     * The changes of the versions run since the last drain, {@code (key, value, version time, diff)}
     * consolidated, gathered from every worker by the dataflow's exchange; the probe is emptied.
     */
    public UpdateBatch drain() {
        UpdateBatch all = dataflow.gather(node.collected);
        for (int w = 0; w < node.collected.length; w++) {
            node.collected[w] = new UpdateBatch();
        }
        all.consolidate();
        return all;
    }
}
