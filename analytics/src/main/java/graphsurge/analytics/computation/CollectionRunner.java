package graphsurge.analytics.computation;

import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.vcstore.collection.ViewCollection;
import java.util.Set;

/**
 * Runs a bound computation across the views of a collection, in run order, in one of three modes,
 * and hands each view's result to a listener as soon as it is known:
 *
 * <ul>
 *   <li>{@link Mode#DIFFERENTIAL}: one dataflow; view i is fed as view i-1's differences.
 *   <li>{@link Mode#SCRATCH}: every view in a fresh dataflow fed its full edge set.
 *   <li>{@link Mode#ADAPTIVE}: Graphsurge's splitting. View 1 from scratch, view 2
 *       differentially, then batches of {@code upto} views decided by an {@link AdaptiveSplitter}
 *       (or forced by {@code indices}); a split view starts a fresh dataflow from its full edge
 *       set and later views continue differentially from it.
 * </ul>
 *
 * A program with no differential form recomputes each view whatever the mode, and its views are
 * reported as run from scratch.
 */
public final class CollectionRunner {
    private CollectionRunner() {}

    public enum Mode { DIFFERENTIAL, SCRATCH, ADAPTIVE }

    /**
     * How to run. {@code indices} are forced split positions (run order, 0-based), replacing the
     * model when not empty.
     */
    public record Settings(Mode mode, int upto, double compX, double diffX, int limit, boolean leastSquares,
            Set<Integer> indices, int workers) {
        public Settings {
            indices = Set.copyOf(indices);
            if (workers < 1) {
                throw new IllegalArgumentException("at least one worker, got " + workers);
            }
        }

        /** Graphsurge's defaults for {@code mode} (UPTO 10, COMP_X 1.3, DIFF_X 1.3, all observations, least squares). */
        public static Settings of(Mode mode, int workers) {
            return new Settings(mode, 10, AdaptiveSplitter.DEFAULT_COMP_X, AdaptiveSplitter.DEFAULT_DIFF_X, 0, true, Set.of(),
                    workers);
        }
    }

    /**
     * One view's outcome. {@code values} and {@code reported} are the evaluation's live arrays:
     * read them in the listener, they change with the next view.
     */
    public record ViewResult(int position, int view, int edges, int additions, int deletions, boolean scratch,
            String decision, long nanos, long[] values, boolean[] reported) {}

    /** Receives each view's result, in run order. */
    @FunctionalInterface
    public interface Listener {
        void view(ViewResult result);
    }

    /** Runs {@code program} on the whole graph, isolated vertices included. */
    public static ViewResult runOnGraph(Program program, PropertyGraph graph, int workers) {
        long start = System.nanoTime();
        Evaluation e = program.start(true, workers);
        int[] all = new int[graph.edgeCount()];
        for (int i = 0; i < all.length; i++) {
            all[i] = i;
        }
        e.apply(all, new int[0]);
        return new ViewResult(0, 0, all.length, all.length, 0, true, "", System.nanoTime() - start, e.values(), e.reported());
    }

    public static void run(Program program, PropertyGraph graph, ViewCollection c, Settings settings, Listener listener,
            ProgressListener progress) {
        int views = c.views();
        boolean[] inView = new boolean[graph.edgeCount()];
        int edges = 0;
        AdaptiveSplitter model = new AdaptiveSplitter(settings.compX(), settings.diffX(), settings.limit(),
                settings.leastSquares());
        Evaluation current = null;
        boolean[] batchSplits = new boolean[0];
        int batchStart = 0;
        String[] batchReasons = new String[0];
        progress.start("running " + views + " views", views);
        for (int p = 0; p < views; p++) {
            int[] added = c.additions()[p];
            int[] removed = c.deletions()[p];
            for (int e : removed) {
                inView[e] = false;
            }
            for (int e : added) {
                inView[e] = true;
            }
            edges += added.length - removed.length;
            int differences = added.length + removed.length;
            boolean scratch;
            String decision;
            if (!program.differential()) {
                scratch = true;
                decision = "no differential form";
            } else if (settings.mode() == Mode.SCRATCH) {
                scratch = true;
                decision = "SCRATCH mode";
            } else if (settings.mode() == Mode.DIFFERENTIAL) {
                scratch = false;
                decision = "DIFFERENTIAL mode";
            } else if (p <= 1) {
                scratch = p == 0;
                decision = p == 0 ? "first view" : "second view";
            } else {
                if (p >= batchStart + batchSplits.length) {
                    // Decide the next batch of views with the model as it stands.
                    batchStart = p;
                    int size = Math.min(Math.max(1, settings.upto()), views - p);
                    batchSplits = new boolean[size];
                    batchReasons = new String[size];
                    for (int i = 0; i < size; i++) {
                        int q = p + i;
                        long viewEdges = c.sizes()[c.runOrder()[q]];
                        long viewDifferences = c.additions()[q].length + c.deletions()[q].length;
                        if (!settings.indices().isEmpty()) {
                            batchSplits[i] = settings.indices().contains(q);
                            batchReasons[i] = batchSplits[i] ? "forced by INDICES" : "not in INDICES";
                        } else {
                            AdaptiveSplitter.Decision d = model.decide(viewEdges, viewDifferences);
                            batchSplits[i] = d.split();
                            batchReasons[i] = d.reason();
                        }
                    }
                }
                scratch = batchSplits[p - batchStart];
                decision = batchReasons[p - batchStart];
                if (scratch) {
                    // Later views of the batch continue from the fresh dataflow; the next batch is decided after them.
                    batchSplits = java.util.Arrays.copyOf(batchSplits, p - batchStart + 1);
                }
            }
            long start = System.nanoTime();
            if (scratch && program.differential() || current == null) {
                current = program.start(false, settings.workers());
                current.apply(viewEdges(inView, edges), new int[0]);
            } else {
                current.apply(added, removed);
            }
            long nanos = System.nanoTime() - start;
            if (scratch) {
                model.observeScratch(edges, nanos / 1e9);
            } else {
                model.observeDifferential(differences, nanos / 1e9);
            }
            listener.view(new ViewResult(p, c.runOrder()[p], edges, added.length, removed.length, scratch, decision, nanos,
                    current.values(), current.reported()));
            progress.update(p + 1);
        }
        progress.finish();
    }

    private static int[] viewEdges(boolean[] inView, int count) {
        int[] ids = new int[count];
        int n = 0;
        for (int e = 0; e < inView.length; e++) {
            if (inView[e]) {
                ids[n++] = e;
            }
        }
        return ids;
    }
}
