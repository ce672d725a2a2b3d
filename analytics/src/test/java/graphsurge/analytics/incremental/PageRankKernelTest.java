package graphsurge.analytics.incremental;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.analytics.TestGraphs;
import graphsurge.analytics.graph.ViewChange;
import graphsurge.analytics.graph.ViewGraph;
import graphsurge.analytics.plain.PlainPageRank;
import graphsurge.gstore.PropertyGraph;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link PageRankKernel} against {@link PlainPageRank} run from scratch on every view of random
 * view sequences (vertices coming and going, sinks appearing and vanishing, empty views, large
 * jumps), within the kernel's tolerance of every rank (the default {@link PageRankKernel#ERROR_BOUND}
 * and the largest, {@link PageRankKernel#MAX_TOLERANCE}); three kernels per sequence: as built,
 * pushing every level (large changes included), and pulling every level.
 */
class PageRankKernelTest {
    /** Rounding of the fixed point itself (units of 2^-52), for ranks near 0 (damping 1). */
    private static final long SLACK = 64;

    @Test
    void theBoundIsWellInsideGraphalyticsTolerance() {
        assertTrue(PageRankKernel.ERROR_BOUND <= 1e-4 / 100, "bound " + PageRankKernel.ERROR_BOUND);
        assertTrue(PageRankKernel.MAX_TOLERANCE <= 1e-4 / 10, "largest tolerance " + PageRankKernel.MAX_TOLERANCE);
    }

    @Test
    void refusesToleranceOutsideItsRange() {
        PropertyGraph g = WccKernelTest.graph(2, new int[] {0}, new int[] {1});
        for (double tolerance : new double[] {0, -1e-6, PageRankKernel.MIN_TOLERANCE / 2, PageRankKernel.MAX_TOLERANCE * 1.01, Double.NaN}) {
            assertThrows(IllegalArgumentException.class, () -> new PageRankKernel(g, 10, 0.85, tolerance),
                    () -> "tolerance " + tolerance);
        }
    }

    @Test
    void aStarWithASinkMatchesThePlainAlgorithm() {
        // 1, 2 and 3 point at 0, a sink; then 0 -> 1 makes 0 a source, and 3 leaves the view.
        PropertyGraph g = WccKernelTest.graph(4, new int[] {1, 2, 3, 0}, new int[] {0, 0, 0, 1});
        Views views = new Views(g, 20, 0.85, PageRankKernel.ERROR_BOUND);
        PageRankKernel kernel = views.followingEveryChange(new PageRankKernel(g, 20, 0.85, PageRankKernel.ERROR_BOUND,
                Long.MAX_VALUE));
        views.move(new PageRankKernel[] {kernel}, new int[] {0, 1, 2}, new int[0], 1, "star");
        views.move(new PageRankKernel[] {kernel}, new int[] {3}, new int[] {2}, 1, "0 -> 1, 3 leaves");
        assertArrayEquals(new boolean[] {true, true, true, false}, kernel.reported());
        assertEquals(0, kernel.values()[3]);
    }

    @Test
    void matchesThePlainAlgorithmOnRandomViewSequences() {
        for (int workers : new int[] {1, 2, 4}) {
            for (long seed = 1; seed <= 40; seed++) {
                SplittableRandom r = new SplittableRandom(seed * 131 + workers);
                int n = 1 + r.nextInt(r.nextBoolean() ? 30 : 300);
                PropertyGraph g = TestGraphs.random(r, n, r.nextInt(4 * n + 1));
                int iterations = new int[] {0, 1, 2, 5, 20, 20, 20, PageRankKernel.MAX_ITERATIONS}[r.nextInt(8)];
                double damping = new double[] {0.85, 0.85, 0.5, 0, 1}[r.nextInt(5)];
                double tolerance = seed % 2 == 0 ? PageRankKernel.ERROR_BOUND : PageRankKernel.MAX_TOLERANCE;
                runSequence(seed, workers, g, iterations, damping, tolerance, r, 40);
            }
        }
    }

    @Test
    void staysWithinTheBoundOverManyViews() {
        // Few changes per view over many views: residuals that stay below the threshold must
        // not drift, and a graph with hubs sends changes far.
        for (long seed = 1; seed <= 4; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            PropertyGraph g = TestGraphs.random(r, 2000, 12000);
            double tolerance = seed <= 3 ? PageRankKernel.ERROR_BOUND : PageRankKernel.MAX_TOLERANCE;
            Views views = new Views(g, 20, 0.85, tolerance);
            PageRankKernel[] kernels = views.kernels();
            boolean[] next = new boolean[g.edgeCount()];
            for (int e = 0; e < next.length; e++) {
                next[e] = r.nextInt(4) != 0;
            }
            views.moveTo(kernels, next, 2, "seed " + seed + ", tolerance " + tolerance + ", first view");
            for (int step = 0; step < 400; step++) {
                for (int i = 0; i < 5; i++) {
                    int e = r.nextInt(next.length);
                    next[e] = !next[e];
                }
                views.moveTo(kernels, next, 2, "seed " + seed + ", tolerance " + tolerance + ", step " + step);
            }
        }
    }


    private static void runSequence(long seed, int workers, PropertyGraph g, int iterations, double damping,
            double tolerance, SplittableRandom r, int steps) {
        Views views = new Views(g, iterations, damping, tolerance);
        PageRankKernel[] kernels = views.kernels();
        boolean[] next = new boolean[g.edgeCount()];
        for (int step = 0; step < steps; step++) {
            System.arraycopy(views.in, 0, next, 0, next.length);
            String change = mutate(g, views, next, r);
            views.moveTo(kernels, next, workers, "seed " + seed + ", workers " + workers + ", iterations " + iterations
                    + ", damping " + damping + ", tolerance " + tolerance + ", step " + step + " (" + change + ")");
        }
    }

    /** Changes {@code next} (a copy of the current view) into the next view; says how. */
    private static String mutate(PropertyGraph g, Views views, boolean[] next, SplittableRandom r) {
        int m = next.length;
        if (m == 0) {
            return "no edges";
        }
        switch (r.nextInt(9)) {
            case 0, 1, 2 -> {
                int k = 1 + r.nextInt(Math.max(1, views.count / 10));
                for (int i = 0; i < k; i++) {
                    int e = r.nextInt(m);
                    next[e] = !next[e];
                }
                return "flipped " + k;
            }
            case 3 -> {
                for (int i = 0, k = 1 + r.nextInt(8); i < k; i++) {
                    next[r.nextInt(m)] = true;
                }
                return "added a few";
            }
            case 4 -> {
                // A vertex leaves the view: N changes, and its in-neighbours may become sinks.
                int v = g.sources()[r.nextInt(m)];
                for (int e = 0; e < m; e++) {
                    if (g.sources()[e] == v || g.targets()[e] == v) {
                        next[e] = false;
                    }
                }
                return "isolated " + v;
            }
            case 5 -> {
                // A vertex becomes a sink: its rank moves to the sinks' mass.
                int v = g.sources()[r.nextInt(m)];
                for (int e = 0; e < m; e++) {
                    if (g.sources()[e] == v) {
                        next[e] = false;
                    }
                }
                return "made " + v + " a sink";
            }
            case 6 -> {
                for (int e = 0; e < m; e++) {
                    next[e] |= views.lastRemoved[e];
                }
                return "restored the last deletions";
            }
            case 7 -> {
                Arrays.fill(next, false);
                return "emptied";
            }
            default -> {
                double share = r.nextDouble();
                for (int e = 0; e < m; e++) {
                    next[e] = r.nextDouble() < share;
                }
                return "jumped to " + share;
            }
        }
    }

    /** The current view as the test sees it, and the check against the plain algorithm. */
    private static final class Views {
        final PropertyGraph g;
        final int iterations;
        final double damping;
        /** The kernels' tolerance, which every rank is checked against. */
        final double tolerance;
        final boolean[] in;
        boolean[] lastRemoved;
        /** The vertices of the view before, to list those that enter and leave as the run's view does. */
        boolean[] wasPresent;
        int count;
        private final Set<PageRankKernel> followingEveryChange = Collections.newSetFromMap(new IdentityHashMap<>());

        Views(PropertyGraph g, int iterations, double damping, double tolerance) {
            this.g = g;
            this.iterations = iterations;
            this.damping = damping;
            this.tolerance = tolerance;
            this.in = new boolean[g.edgeCount()];
            this.lastRemoved = new boolean[g.edgeCount()];
            this.wasPresent = new boolean[g.vertexCount()];
        }

        /**
         * Kernels with the default push limit, pushing every level and pulling every level: the
         * first and the last rebuild large changes as a run asks, the second follows every change
         * (the first view included).
         */
        PageRankKernel[] kernels() {
            return new PageRankKernel[] {
                new PageRankKernel(g, iterations, damping, tolerance),
                followingEveryChange(new PageRankKernel(g, iterations, damping, tolerance, Long.MAX_VALUE)),
                new PageRankKernel(g, iterations, damping, tolerance, 0),
            };
        }

        /** {@code kernel}, which this view sequence moves by every change, never asking for a rebuild. */
        PageRankKernel followingEveryChange(PageRankKernel kernel) {
            followingEveryChange.add(kernel);
            return kernel;
        }

        void moveTo(PageRankKernel[] kernels, boolean[] next, int workers, String where) {
            IntArrayList added = new IntArrayList();
            IntArrayList removed = new IntArrayList();
            for (int e = 0; e < next.length; e++) {
                if (next[e] != in[e]) {
                    (next[e] ? added : removed).add(e);
                }
            }
            move(kernels, added.toIntArray(), removed.toIntArray(), workers, where);
        }

        void move(PageRankKernel[] kernels, int[] added, int[] removed, int workers, String where) {
            Arrays.fill(lastRemoved, false);
            for (int e : added) {
                in[e] = true;
            }
            for (int e : removed) {
                in[e] = false;
                lastRemoved[e] = true;
            }
            count += added.length - removed.length;
            int[] ids = new int[count];
            for (int e = 0, k = 0; e < in.length; e++) {
                if (in[e]) {
                    ids[k++] = e;
                }
            }
            ViewGraph view = ViewGraph.of(g, ids, count, false, 1);
            long[] expected = PlainPageRank.ranks(view, iterations, damping);
            boolean[] present = new boolean[g.vertexCount()];
            IntArrayList appeared = new IntArrayList();
            IntArrayList disappeared = new IntArrayList();
            for (int v = 0; v < present.length; v++) {
                present[v] = view.isPresent(v);
                if (present[v] != wasPresent[v]) {
                    (present[v] ? appeared : disappeared).add(v);
                }
            }
            wasPresent = present;
            for (int k = 0; k < kernels.length; k++) {
                long[] values = kernels[k].values().clone();
                boolean[] reported = kernels[k].reported().clone();
                kernels[k].apply(followingEveryChange.contains(kernels[k])
                        ? new ViewChange(e -> in[e], added, removed, appeared, disappeared, workers)
                        : AsTheRun.change(kernels[k], e -> in[e], added, removed, appeared, disappeared, workers, count));
                String which = "kernel " + k + ", " + where;
                ChangedKeysAssert.assertCovers(which, values, reported, kernels[k].values(), kernels[k].reported(),
                        kernels[k].changed());
                assertArrayEquals(present, kernels[k].reported(), () -> "reported, " + which);
                long[] got = kernels[k].values();
                for (int v = 0; v < expected.length; v++) {
                    double error = Math.abs(got[v] - expected[v]);
                    int vertex = v;
                    assertTrue(error <= tolerance * expected[v] + SLACK,
                            () -> "rank of " + vertex + ": " + got[vertex] + ", plain " + expected[vertex] + " (relative error "
                                    + error / expected[vertex] + "), " + which);
                }
            }
        }
    }
}
