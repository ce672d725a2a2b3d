package graphsurge.engine;

/**
 * A collection arranged by key ({@link Collection#arrange()}): one indexed trace per worker,
 * built once and read by every join given it, so that the edges of a computation are indexed
 * once however many operators join with them.
 */
public final class Arranged {
    private final Dataflow dataflow;
    final Node node;
    final Node.Arrange arrangement;

    Arranged(Dataflow dataflow, Node node, Node.Arrange arrangement) {
        this.dataflow = dataflow;
        this.node = node;
        this.arrangement = arrangement;
    }

    /** The arranged updates as a collection (each version's, or round's, changes). */
    public Collection collection() {
        return new Collection(dataflow, node);
    }
}
