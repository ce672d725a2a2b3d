package graphsurge.analytics.computation;

import graphsurge.analytics.plain.PlainPageRank;
import graphsurge.gstore.PropertyGraph;
import java.util.Set;

/**
 * PageRank as LDBC Graphalytics defines it ({@link PlainPageRank}): fixed iterations, sink mass
 * spread over the view's vertices, computed in exact fixed point.
 *
 * <p>Each view is evaluated from scratch for now: the differential form (contributions joined
 * with the degree arrangement, summed per vertex, with fixed-point sums that cancel exactly) is
 * the next step.
 */
public final class PageRank implements Computation {
    @Override
    public String name() {
        return "pr";
    }

    @Override
    public String description() {
        return "PageRank (LDBC Graphalytics: fixed iterations, sinks spread evenly)";
    }

    @Override
    public String parameters() {
        return "iterations (default 20), damping (default 0.85)";
    }

    @Override
    public Program bind(PropertyGraph graph, Parameters parameters) {
        parameters.allowOnly(Set.of("iterations", "damping"));
        int iterations = (int) parameters.integer("iterations", 20, 0, 1_000_000);
        double damping = parameters.decimal("damping", 0.85, 0, 1);
        return Program.fromScratch(graph, ResultFormat.byVertex(graph.ids(), "rank",
                (out, rank) -> out.append(PlainPageRank.toDouble(rank))), graph.vertexCount(),
                ScratchEvaluation.perVertex(view -> PlainPageRank.ranks(view, iterations, damping), -1));
    }
}
