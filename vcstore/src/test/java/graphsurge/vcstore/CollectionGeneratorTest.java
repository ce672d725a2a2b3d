package graphsurge.vcstore;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.vcstore.collection.CollectionGenerator;
import graphsurge.vcstore.collection.CollectionGenerator.Model;
import graphsurge.vcstore.collection.CollectionGenerator.Spec;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class CollectionGeneratorTest {
    static int count(long[] words) {
        int n = 0;
        for (long w : words) {
            n += Long.bitCount(w);
        }
        return n;
    }

    static int[] changes(long[] before, long[] after) {
        int adds = 0;
        int dels = 0;
        for (int w = 0; w < before.length; w++) {
            adds += Long.bitCount(after[w] & ~before[w]);
            dels += Long.bitCount(before[w] & ~after[w]);
        }
        return new int[] {adds, dels};
    }

    static long[][] generate(Spec spec, int edges) {
        return TestViews.bitsets(CollectionGenerator.generate(spec, edges), edges);
    }

    /**
     * The models as plainly as they are described, one boolean per edge and view, drawing from the
     * same random sequence as the generator: its reference.
     */
    static long[][] reference(Spec spec, int edges) {
        SplittableRandom random = new SplittableRandom(spec.seed());
        int[] order = new int[edges];
        for (int e = 0; e < edges; e++) {
            order[e] = e;
        }
        for (int i = edges - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        boolean[] in = new boolean[edges];
        long[][] views = new long[spec.views()][];
        if (spec.model() == Model.CHURN) {
            // order[0 .. size) is the view, the rest the edges outside it; moves keep both sides' order as swaps do.
            int[] at = new int[edges];
            for (int i = 0; i < edges; i++) {
                at[order[i]] = i;
            }
            int size = spec.first();
            for (int i = 0; i < size; i++) {
                in[order[i]] = true;
            }
            views[0] = words(in);
            for (int v = 1; v < spec.views(); v++) {
                int oldSize = size;
                for (int a = 0; a < Math.min(spec.add(), edges - oldSize); a++) {
                    int e = order[size + random.nextInt(edges - size)];
                    swap(order, at, at[e], size++);
                    in[e] = true;
                }
                int deletions = Math.min(spec.delete(), oldSize);
                for (int d = 0; d < deletions; d++) {
                    int e = order[random.nextInt(oldSize - d)];
                    swap(order, at, at[e], oldSize - d - 1);
                    swap(order, at, oldSize - d - 1, --size);
                    in[e] = false;
                }
                views[v] = words(in);
            }
            return views;
        }
        java.util.List<Integer> members = new java.util.ArrayList<>();
        int next = spec.first();
        int oldest = 0;
        for (int i = 0; i < spec.first(); i++) {
            in[order[i]] = true;
            members.add(order[i]);
        }
        views[0] = words(in);
        for (int v = 1; v < spec.views(); v++) {
            boolean big = spec.model() == Model.WINDOW && spec.every() > 0 && v % spec.every() == 0;
            if (spec.model() == Model.WINDOW) {
                int deletions = Math.min(big ? spec.large() : spec.delete(), next - oldest);
                for (int d = 0; d < deletions; d++) {
                    in[order[oldest++]] = false;
                }
            } else {
                int deletions = Math.min(spec.delete(), members.size());
                for (int d = 0; d < deletions; d++) {
                    int at = random.nextInt(members.size());
                    in[members.get(at)] = false;
                    members.set(at, members.get(members.size() - 1));
                    members.remove(members.size() - 1);
                }
            }
            for (int a = 0; a < (big ? spec.large() : spec.add()); a++) {
                in[order[next]] = true;
                members.add(order[next++]);
            }
            views[v] = words(in);
        }
        return views;
    }

    private static void swap(int[] order, int[] at, int i, int j) {
        int a = order[i];
        int b = order[j];
        order[i] = b;
        order[j] = a;
        at[b] = i;
        at[a] = j;
    }

    private static long[] words(boolean[] in) {
        long[] words = new long[(in.length + 63) / 64];
        for (int e = 0; e < in.length; e++) {
            if (in[e]) {
                words[e >>> 6] |= 1L << e;
            }
        }
        return words;
    }

    @Test
    void everyModelGivesTheViewsOfItsPlainReference() {
        for (long seed = 1; seed <= 150; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            Model model = Model.values()[(int) (seed % 3)];
            int edges = 1 + r.nextInt(3000);
            int views = 1 + r.nextInt(30);
            int add = r.nextInt(60);
            int delete = r.nextInt(60);
            int large = r.nextInt(120);
            int first = r.nextInt(Math.max(1, edges / 2));
            if (model != Model.CHURN && r.nextInt(4) > 0) {
                first = Math.min(first, Math.max(0, edges - (views - 1) * Math.max(add, large)));
            }
            Spec spec = new Spec(model, views, first, add, delete, large, r.nextInt(5), r.nextLong());
            // Random views and windows take fresh edges for every addition; churn views must not outgrow the graph.
            long needed = model == Model.CHURN ? first + (long) (views - 1) * Math.max(0, add - delete)
                    : first + (long) (views - 1) * Math.max(add, large);
            if (needed > edges) {
                assertThrows(IllegalArgumentException.class, () -> CollectionGenerator.generate(spec, edges), "seed " + seed);
                continue;
            }
            long[][] expected = reference(spec, edges);
            long[][] actual = generate(spec, edges);
            assertEquals(expected.length, actual.length, "seed " + seed);
            for (int v = 0; v < expected.length; v++) {
                assertArrayEquals(expected[v], actual[v], "seed " + seed + ", " + spec + ", view " + v);
            }
        }
    }

    @Test
    void randomViewsAddAndDeleteExactlyAsAsked() {
        long[][] views = generate(new Spec(Model.RANDOM, 8, 1000, 30, 20, 0, 0, 9), 5000);
        assertEquals(1000, count(views[0]));
        for (int v = 1; v < views.length; v++) {
            assertArrayEquals(new int[] {30, 20}, changes(views[v - 1], views[v]), "view " + (v + 1));
            assertEquals(1000 + 10 * v, count(views[v]));
        }
    }

    @Test
    void churnChangesMoreThanTheGraphHoldsAndBringsDeletedEdgesBack() {
        // 12 views of 1,000 edges, each changing 800 of a 1,500-edge graph: the random model refuses this.
        long[][] views = generate(new Spec(Model.CHURN, 12, 1000, 400, 400, 0, 0, 5), 1500);
        long[] everDeleted = new long[views[0].length];
        boolean cameBack = false;
        for (int v = 1; v < views.length; v++) {
            assertArrayEquals(new int[] {400, 400}, changes(views[v - 1], views[v]), "view " + (v + 1));
            assertEquals(1000, count(views[v]));
            for (int w = 0; w < everDeleted.length; w++) {
                cameBack |= (views[v][w] & ~views[v - 1][w] & everDeleted[w]) != 0;
                everDeleted[w] |= views[v - 1][w] & ~views[v][w];
            }
        }
        assertTrue(cameBack, "some deleted edge is added again");
        assertThrows(IllegalArgumentException.class,
                () -> CollectionGenerator.generate(new Spec(Model.CHURN, 12, 1000, 400, 300, 0, 0, 5), 1500));
    }

    @Test
    void windowsSlideAndJumpPeriodically() {
        long[][] views = generate(new Spec(Model.WINDOW, 7, 500, 50, 50, 200, 3, 4), 5000);
        for (int v = 1; v < views.length; v++) {
            int expected = v % 3 == 0 ? 200 : 50;
            assertArrayEquals(new int[] {expected, expected}, changes(views[v - 1], views[v]), "view " + (v + 1));
        }
        // A window never takes back an edge it dropped: the union of all views has first + all additions.
        long[] union = new long[views[0].length];
        for (long[] v : views) {
            for (int w = 0; w < union.length; w++) {
                union[w] |= v[w];
            }
        }
        assertEquals(500 + 4 * 50 + 2 * 200, count(union));
    }

    @Test
    void theSameSeedGivesTheSameCollection() {
        Spec spec = new Spec(Model.RANDOM, 5, 100, 10, 10, 0, 0, 77);
        assertArrayEquals(generate(spec, 1000)[4], generate(spec, 1000)[4]);
    }

    @Test
    void askingForMoreEdgesThanTheGraphHasIsRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> CollectionGenerator.generate(new Spec(Model.RANDOM, 10, 900, 20, 0, 0, 0, 1), 1000));
    }
}
