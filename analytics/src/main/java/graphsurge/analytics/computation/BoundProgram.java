package graphsurge.analytics.computation;

/** A {@link Program} made of its parts, what {@link Program#differential} and {@link Program#fromScratch} build. */
record BoundProgram(ResultFormat format, int resultSize, boolean differential, Program.Starter starter,
        Program.KernelStarter kernel, ScratchEvaluation.Algorithm plain, java.util.function.Consumer<EdgesInViews> check)
        implements Program {
    @Override
    public Evaluation start(ViewState view, int workers) {
        return starter.start(view, workers);
    }

    @Override
    public void checkEdges(EdgesInViews edges) {
        check.accept(edges);
    }
}
