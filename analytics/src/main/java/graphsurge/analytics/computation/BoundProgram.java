package graphsurge.analytics.computation;

import java.util.function.Consumer;

/** A {@link Program} made of its parts, what {@link Program#differential} and {@link Program#plainOnly} build. */
record BoundProgram(ResultFormat format, int resultSize, Program.Starter dataflow, Program.KernelStarter kernel,
        PlainAlgorithm plain, Consumer<EdgesInViews> check) implements Program {
    @Override
    public void checkEdges(EdgesInViews edges) {
        check.accept(edges);
    }
}
