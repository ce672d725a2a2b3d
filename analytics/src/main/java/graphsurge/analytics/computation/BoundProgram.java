package graphsurge.analytics.computation;

/** A {@link Program} made of its parts, what {@link Program#differential} and {@link Program#fromScratch} build. */
record BoundProgram(ResultFormat format, int resultSize, boolean differential, Program.Starter dataflow,
        Program.KernelStarter kernel, PlainAlgorithm plain, java.util.function.Consumer<EdgesInViews> check)
        implements Program {
    @Override
    public void checkEdges(EdgesInViews edges) {
        check.accept(edges);
    }
}
