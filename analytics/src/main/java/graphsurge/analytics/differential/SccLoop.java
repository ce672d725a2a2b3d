package graphsurge.analytics.differential;

import graphsurge.engine.Arranged;
import graphsurge.engine.Collection;
import graphsurge.engine.Dataflow;
import graphsurge.engine.Probe;
import graphsurge.engine.ReduceFunction;
import graphsurge.engine.UpdateBatch;

/**
 * Strongly connected components across versions, by iterated trimming in two nested loops
 * (the algorithm of Differential Dataflow's {@code scc} example), written on the engine's public
 * {@link Dataflow} API over a {@link GraphEdges}' shared arrangements (by source for the forward
 * trim, by target for the backward one).
 *
 * <p>The outer loop's variable is a set of edges, starting from the view's edges. Each round
 * trims it twice. A forward trim labels every vertex with an in-edge with the smallest such
 * vertex that reaches it along the current edges (a min-label propagation, the nested loop), and
 * keeps the view's edges whose ends carry the same label, reversed; a backward trim does the same
 * on the reversed graph and reverses back. Edges between components lose a label comparison
 * sooner or later, edges inside a component never do, so the fixed point is the set of edges
 * inside components. In that round the forward labels are, for each vertex with an in-edge, the
 * smallest vertex of its component: the result. A vertex without one is alone in its component.
 *
 * <p>Across versions, a new edge or a deleted one changes the labels and trims of the rounds it
 * touches only; every reduce works at the least upper bounds of the new times with its history,
 * in both loop counters. Its cost grows with the number of trimming rounds (the length of the
 * longest chain of components), so it pays off on views with few changes; adaptive runs fall
 * back on Tarjan's algorithm when the cost model says so.
 */
public final class SccLoop {
    private final Probe labels;

    /** @param edges the graph's edges, in the dataflow the loop is built in */
    public SccLoop(GraphEdges edges) {
        Dataflow dataflow = edges.collection().dataflow();
        Collection forward = edges.collection().map((tail, edge) -> tail, (tail, edge) -> GraphEdges.otherEnd(edge));
        Collection headSeeds = edges.collection().map((tail, edge) -> GraphEdges.otherEnd(edge), (tail, edge) -> GraphEdges.otherEnd(edge));
        Collection tailSeeds = edges.collection().map((tail, edge) -> tail, (tail, edge) -> tail);
        Dataflow.Loop loop = dataflow.loop();
        loop.startFrom(forward);
        Trimmed first = trim(loop, loop.variable(), loop.enter(edges.bySource()), loop.enter(headSeeds));
        Trimmed second = trim(loop, first.reversedEdges, loop.enter(edges.byTarget()), loop.enter(tailSeeds));
        loop.set(second.reversedEdges);
        labels = dataflow.probe(first.labels);
    }

    /** The edges a trim keeps (reversed, keyed by their head) and the labels it compared. */
    private record Trimmed(Collection reversedEdges, Collection labels) {}

    /**
     * Labels the vertices of {@code seeds} (each {@code (v, v)}) with the smallest seed reaching
     * them along {@code current} ({@code (tail, head)}), then keeps the edges of {@code all}
     * ({@code (tail, edge id << 32 | head)}, {@link GraphEdges}' records) whose ends have equal labels,
     * as (head, tail).
     */
    private static Trimmed trim(Dataflow.Loop loop, Collection current, Arranged all, Collection seeds) {
        Dataflow.Loop propagation = loop.loop();
        Collection reached = propagation.variable()
                .join(propagation.enter(current.arrange()), (tail, label, head, out) -> out.emit(head, label))
                .concat(propagation.enterAt(seeds, MinLabelLoop.SMALL_LABELS_FIRST))
                .reduce(ReduceFunction.MIN);
        propagation.set(reached);
        Collection labels = propagation.leave(reached);
        Arranged labelsByVertex = labels.arrange();
        Collection kept = labels
                .join(all, (tail, tailLabel, edge, out) -> out.emit(GraphEdges.otherEnd(edge), tail << 32 | tailLabel))
                .join(labelsByVertex, (head, tailAndLabel, headLabel, out) -> {
                    if ((tailAndLabel & 0xFFFF_FFFFL) == headLabel) {
                        out.emit(head, tailAndLabel >>> 32);
                    }
                });
        return new Trimmed(kept, labels);
    }

    /**
     * The changes of the component labels over the runs since the last drain, (vertex, smallest
     * vertex of its component, version time, diff), consolidated, for the vertices with an
     * in-edge; any other vertex is its own component.
     */
    public UpdateBatch drain() {
        return labels.drain();
    }
}
