package graphsurge.vcstore;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.vcstore.collection.CollectionGenerator;
import graphsurge.vcstore.collection.CollectionGenerator.Model;
import graphsurge.vcstore.collection.CollectionGenerator.Spec;
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

    @Test
    void randomViewsAddAndDeleteExactlyAsAsked() {
        long[][] views = CollectionGenerator.generate(new Spec(Model.RANDOM, 8, 1000, 30, 20, 0, 0, 9), 5000);
        assertEquals(1000, count(views[0]));
        for (int v = 1; v < views.length; v++) {
            assertArrayEquals(new int[] {30, 20}, changes(views[v - 1], views[v]), "view " + (v + 1));
            assertEquals(1000 + 10 * v, count(views[v]));
        }
    }

    @Test
    void churnChangesMoreThanTheGraphHoldsAndBringsDeletedEdgesBack() {
        // 12 views of 1,000 edges, each changing 800 of a 1,500-edge graph: the random model refuses this.
        long[][] views = CollectionGenerator.generate(new Spec(Model.CHURN, 12, 1000, 400, 400, 0, 0, 5), 1500);
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
        long[][] views = CollectionGenerator.generate(new Spec(Model.WINDOW, 7, 500, 50, 50, 200, 3, 4), 5000);
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
        assertArrayEquals(CollectionGenerator.generate(spec, 1000)[4], CollectionGenerator.generate(spec, 1000)[4]);
    }

    @Test
    void askingForMoreEdgesThanTheGraphHasIsRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> CollectionGenerator.generate(new Spec(Model.RANDOM, 10, 900, 20, 0, 0, 0, 1), 1000));
    }
}
