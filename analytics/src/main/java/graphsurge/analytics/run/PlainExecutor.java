package graphsurge.analytics.run;

import graphsurge.analytics.graph.ViewChange;
import graphsurge.analytics.computation.PlainAlgorithm;
import java.util.Arrays;

/**
 * Runs a view with a plain from-scratch algorithm on the run's view, as adjacency
 * ({@link ViewState#toViewGraph}, masked over the graph's or built for the view): O(the
 * algorithm on the view), nothing kept between views but the result arrays.
 */
final class PlainExecutor implements ViewExecutor {
    private final ViewState view;
    private final PlainAlgorithm algorithm;
    private final int workers;
    private final long[] values;
    private final boolean[] reported;

    PlainExecutor(ViewState view, PlainAlgorithm algorithm, int resultSize, int workers) {
        this.view = view;
        this.algorithm = algorithm;
        this.workers = workers;
        this.values = new long[resultSize];
        this.reported = new boolean[resultSize];
    }

    @Override
    public void moved(ViewChange step) {}

    @Override
    public long differences() {
        return 0;
    }

    /** The view is put in place on the run's workers whatever the algorithm's {@code threads} (ADAPTIVE's choice). */
    @Override
    public Outcome run(ViewChange step, Step how) {
        compute(how.threads() > 0 ? how.threads() : workers);
        return last();
    }

    /** Computes the current view and answers how long it took, in nanoseconds (a policy's timing run). */
    long timedRun() {
        long start = System.nanoTime();
        compute(workers);
        return System.nanoTime() - start;
    }

    /** The result of the last computation. */
    Outcome last() {
        return new Outcome(values, reported, view.edgeCount(), null);
    }

    private void compute(int threads) {
        Arrays.fill(reported, false);
        algorithm.compute(view.toViewGraph(workers), threads, values, reported);
    }
}
