package graphsurge.analytics.computation;

import graphsurge.analytics.differential.GraphEdges;
import graphsurge.analytics.incremental.PageRankKernel;
import graphsurge.analytics.plain.PlainPageRank;
import graphsurge.engine.Arranged;
import graphsurge.engine.Collection;
import graphsurge.engine.Dataflow;
import graphsurge.engine.Input;
import graphsurge.engine.Probe;
import graphsurge.engine.ReduceFunction;
import graphsurge.gstore.PropertyGraph;
import it.unimi.dsi.fastutil.ints.IntList;
import java.util.List;
import java.util.Set;

/**
 * PageRank as LDBC Graphalytics defines it ({@link PlainPageRank}): fixed iterations, sink mass
 * spread over the view's vertices, in exact fixed point, so that the differential form agrees
 * bit for bit with the plain one and unchanged inputs cancel exactly across views.
 *
 * <p>DIFFERENTIAL runs (and ADAPTIVE's differential views) move the incremental
 * {@link PageRankKernel}, whose ranks are within {@code tolerance} (relative, from
 * {@link PageRankKernel#MIN_TOLERANCE} to {@link PageRankKernel#MAX_TOLERANCE}) of the plain
 * algorithm's on every view: with a larger one a small change stops spreading sooner. SCRATCH
 * runs and plain views compute each view with the exact plain algorithm, and so does every mode
 * with more than {@link PageRankKernel#MAX_ITERATIONS} iterations (the kernel keeps a level per
 * iteration).
 *
 * <p>With {@code dataflow=true} it runs on the general dataflow: a loop that starts from
 * {@code 1/N} per vertex and, each round, joins ranks with out-degrees into shares, shares with
 * edges into what each vertex receives (summed, with a zero for every vertex), and adds the sink
 * mass and the teleport term, both broadcast from key 0. It is exact but slow: this definition
 * changes every rank whenever a view changes the vertex count or the sinks' mass, so the dataflow
 * redoes all the work through its history, far more than a plain run per view.
 */
public final class PageRank extends BuiltIn {
    public PageRank() {
        super("pr", ResultKind.RANKS,
                "PageRank (LDBC Graphalytics: fixed iterations, sinks spread evenly)",
                "iterations (default 20), damping (default 0.85), tolerance (the kernel's relative error, default "
                + Parameters.asWritten(PageRankKernel.ERROR_BOUND) + ", " + Parameters.asWritten(PageRankKernel.MIN_TOLERANCE)
                + " to " + Parameters.asWritten(PageRankKernel.MAX_TOLERANCE) + "), " + DATAFLOW_PARAMETER);
    }

    @Override
    public List<String> aliases() {
        return List.of("pagerank");
    }

    @Override
    public Program bind(PropertyGraph graph, Parameters parameters) {
        parameters.allowOnly(Set.of("iterations", "damping", "tolerance", "dataflow"));
        int iterations = (int) parameters.integer("iterations", 20, 0, 1_000_000);
        double damping = parameters.decimal("damping", 0.85, 0, 1);
        double tolerance = parameters.decimal("tolerance", PageRankKernel.ERROR_BOUND, PageRankKernel.MIN_TOLERANCE,
                PageRankKernel.MAX_TOLERANCE);
        ResultFormat format = ResultFormat.byVertex(graph.ids(), "rank", (out, rank) -> out.append(PlainPageRank.toDouble(rank)),
                ResultFormat.Column.REAL);
        PlainAlgorithm plain = PlainAlgorithm.perVertex(
                (view, workers) -> PlainPageRank.ranks(view, iterations, damping, workers), -1);
        if (!parameters.bool("dataflow", false)) {
            if (iterations > PageRankKernel.MAX_ITERATIONS) {
                return Program.plainOnly(format, graph.vertexCount(), plain);
            }
            return Program.differential(format, graph.vertexCount(), null,
                    () -> new PageRankKernel(graph, iterations, damping, tolerance), plain, edges -> {});
        }
        return Program.differential(format, graph.vertexCount(),
                (view, workers) -> new DataflowEvaluation(view, graph.vertexCount(), 0,
                        workers) {
                    private final Ranks ranks = new Ranks(edges, iterations, damping);

                    @Override
                    protected void beforeRun() {
                        IntList came = change().appeared();
                        for (int i = 0; i < came.size(); i++) {
                            ranks.vertices.send(came.getInt(i), 0, 1);
                            report(came.getInt(i), view.isPresent(came.getInt(i)));
                        }
                        IntList went = change().disappeared();
                        for (int i = 0; i < went.size(); i++) {
                            ranks.vertices.send(went.getInt(i), 0, -1);
                            report(went.getInt(i), view.isPresent(went.getInt(i))); // it may have come back
                        }
                    }

                    @Override
                    protected void afterRun() {
                        applyChanges(ranks.probe.drain());
                    }
                },
                plain);
    }

    /** The PageRank dataflow, built on the graph's edges: an input of (vertex, 0) vertices and a probe of the ranks. */
    private static final class Ranks {
        final Input vertices;
        final Probe probe;

        Ranks(GraphEdges edges, int iterations, double damping) {
            Dataflow dataflow = edges.collection().dataflow();
            vertices = dataflow.input();
            long one = PlainPageRank.ONE;
            Collection n = vertices.collection().map((v, zero) -> 0, (v, zero) -> 0).count();             // (0, N)
            Arranged byZero = vertices.collection().map((v, zero) -> 0, (v, zero) -> v).arrange();     // (0, v)
            Collection initial = n.join(byZero, (z, count, v, out) -> out.emit(v, one / count));         // (v, 1/N)
            if (iterations == 0) {
                probe = dataflow.probe(initial);
                return;
            }
            Collection teleport = n.join(byZero,
                    (z, count, v, out) -> out.emit(v, PlainPageRank.teleport(damping, count)));          // (v, (1-d)/N)
            Arranged degrees = edges.collection().count().arrange();                                   // (u, outdeg)
            Collection zeroAtZero = n.map((z, count) -> 0, (z, count) -> 0);                          // (0, 0)
            Dataflow.Loop loop = dataflow.loop().iterationCap(iterations);
            loop.startFrom(initial);
            Collection rank = loop.variable();
            Arranged degree = loop.enter(degrees);
            Collection received = rank.join(degree, (u, r, d, out) -> out.emit(u, r / d))
                    .join(loop.enter(edges.bySource()), (u, share, edge, out) -> out.emit(GraphEdges.otherEnd(edge), share))
                    .concat(loop.enter(vertices.collection()))                                        // a zero for every vertex
                    .reduce(ReduceFunction.SUM);
            Collection sinks = rank.map((v, r) -> 0, (v, r) -> r)
                    .concat(rank.join(degree, (u, r, d, out) -> out.emit(0, r)).negate())
                    .concat(loop.enter(zeroAtZero))
                    .reduce(ReduceFunction.SUM);                                                     // (0, sinks' mass)
            Collection sinkShare = sinks.join(loop.enter(n), (z, mass, count, out) -> out.emit(0, mass / count))
                    .join(loop.enter(byZero), (z, share, v, out) -> out.emit(v, share));             // (v, mass/N)
            Collection next = received.join(sinkShare, (v, sum, share, out) -> out.emit(v, sum + share))
                    .join(loop.enter(teleport), (v, sum, base, out) -> out.emit(v, PlainPageRank.damped(base, damping, sum)));
            loop.set(next);
            probe = dataflow.probe(next);
        }
    }
}
