package graphsurge.engine.dataflow;

import graphsurge.engine.data.UpdateBatch;

/**
 * The changes of a collection in the versions last run, whatever loop round made them, each at
 * its version's time ({@code Times.ofVersion(v)}).
 */
public final class Probe {
    final Node.Collect node;

    Probe(Dataflow dataflow, Node parent) {
        this.node = new Node.Collect(parent);
    }

    /** The changes of the versions run since the last drain, {@code (key, value, version time, diff)} consolidated; the probe is emptied. */
    public UpdateBatch drain() {
        UpdateBatch all = new UpdateBatch();
        for (int w = 0; w < node.collected.length; w++) {
            UpdateBatch part = node.collected[w];
            for (int k = 0; k < part.size(); k++) {
                all.add(part.key(k), part.value(k), part.time(k), part.diff(k));
            }
            node.collected[w] = new UpdateBatch();
        }
        all.consolidate();
        return all;
    }
}
