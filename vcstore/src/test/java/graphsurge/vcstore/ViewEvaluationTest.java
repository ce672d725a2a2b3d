package graphsurge.vcstore;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.io.StoreFormatException;
import graphsurge.gvdl.ast.GvdlPrinter;
import graphsurge.gvdl.ast.Predicate;
import graphsurge.gvdl.ast.Statement;
import graphsurge.gvdl.parse.Parser;
import graphsurge.vcstore.collection.CollectionBuilder;
import graphsurge.vcstore.collection.CollectionStore;
import graphsurge.vcstore.collection.ViewCollection;
import graphsurge.vcstore.collection.ViewDefinition;
import graphsurge.vcstore.collection.ViewExpander;
import graphsurge.vcstore.eval.ViewEvaluator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ViewEvaluationTest {
    @TempDir
    Path dir;

    static long[] naive(Predicate p, PropertyGraph g) {
        long[] words = new long[(g.edgeCount() + 63) >>> 6];
        for (int e = 0; e < g.edgeCount(); e++) {
            if (NaivePredicate.test(p, g, e)) {
                words[e >>> 6] |= 1L << e;
            }
        }
        return words;
    }

    @Test
    void compiledPredicatesDecideEveryEdgeLikeTheInterpreter() {
        for (long seed = 1; seed <= 40; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            // Every eighth graph spans several of the evaluator's chunks of edges.
            int edges = seed % 8 == 0 ? 70_000 + r.nextInt(150_000) : 1 + r.nextInt(12_000);
            PropertyGraph g = RandomGraphs.graph(r, 50 + r.nextInt(200), edges);
            List<Predicate> views = new ArrayList<>();
            for (int v = 0; v < 12; v++) {
                views.add(RandomGraphs.predicate(r, 3));
            }
            long[][] matrix = TestViews.bitsets(
                    ViewEvaluator.differences(g, views, 1 + (int) (seed % 3), ProgressListener.NONE), g.edgeCount());
            for (int v = 0; v < views.size(); v++) {
                assertArrayEquals(naive(views.get(v), g), matrix[v],
                        "seed " + seed + ", view " + GvdlPrinter.print(views.get(v)));
            }
        }
    }

    @Test
    void differencesReplayedInRunOrderGiveEveryView() {
        for (long seed = 1; seed <= 25; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            PropertyGraph g = RandomGraphs.graph(r, 100, 5_000 + r.nextInt(5_000));
            List<ViewDefinition> views = new ArrayList<>();
            for (int v = 0; v < 2 + r.nextInt(9); v++) {
                views.add(new ViewDefinition("c_" + (v + 1), RandomGraphs.predicate(r, 2)));
            }
            ViewCollection c = CollectionBuilder.build(g, 42, "c", views, r.nextBoolean(), 2, ProgressListener.NONE).collection();
            long[] current = new long[(g.edgeCount() + 63) >>> 6];
            for (int p = 0; p < c.views(); p++) {
                for (int e : c.deletions()[p]) {
                    assertTrue((current[e >>> 6] & (1L << e)) != 0, "seed " + seed + ": deletes an edge that is not there");
                    current[e >>> 6] &= ~(1L << e);
                }
                for (int e : c.additions()[p]) {
                    assertTrue((current[e >>> 6] & (1L << e)) == 0, "seed " + seed + ": adds an edge that is there");
                    current[e >>> 6] |= 1L << e;
                }
                int view = c.runOrder()[p];
                assertArrayEquals(naive(views.get(view).predicate(), g), current, "seed " + seed + ", position " + p);
                assertEquals(Long.bitCount(0) + java.util.Arrays.stream(current).map(Long::bitCount).sum(), c.sizes()[view]);
                assertAscending(c.additions()[p]);
                assertAscending(c.deletions()[p]);
            }
            assertTrue(c.differences() <= c.userDifferences(), "seed " + seed);
        }
    }

    private static void assertAscending(int[] ids) {
        for (int i = 1; i < ids.length; i++) {
            assertTrue(ids[i - 1] < ids[i], "strictly ascending by edge id");
        }
    }

    @Test
    void forClausesExpandToTheCrossProductInOrder() {
        Statement.CreateCollection c = (Statement.CreateCollection) Parser.parseStatement(
                "CREATE VIEW COLLECTION w WHERE [year = $y AND kind = $k], [year > $y] FOR $y IN 2000..2004 STEP 2 FOR $k IN ('sms', 'call')");
        List<ViewDefinition> views = ViewExpander.expand(c);
        assertEquals(12, views.size());
        assertEquals("w_1", views.get(0).name());
        assertEquals("year = 2000 AND kind = 'sms'", GvdlPrinter.print(views.get(0).predicate()));
        assertEquals("year > 2000", GvdlPrinter.print(views.get(1).predicate()));
        assertEquals("year = 2000 AND kind = 'call'", GvdlPrinter.print(views.get(2).predicate()));
        assertEquals("year = 2002 AND kind = 'sms'", GvdlPrinter.print(views.get(4).predicate()));
        assertEquals("year > 2004", GvdlPrinter.print(views.get(11).predicate()));
    }

    @Test
    void aCollectionHoldsAtMost65535Views() {
        Statement.CreateCollection most = (Statement.CreateCollection) Parser.parseStatement(
                "CREATE VIEW COLLECTION c WHERE [year >= $a AND year <= $b] FOR $a IN 1..255 FOR $b IN 1..257");
        assertEquals(65_535, ViewExpander.expand(most).size());
        Statement.CreateCollection tooMany = (Statement.CreateCollection) Parser.parseStatement(
                "CREATE VIEW COLLECTION c WHERE [year >= $a AND year <= $b] FOR $a IN 1..256 FOR $b IN 1..256");
        graphsurge.gstore.GraphsurgeException e = assertThrows(graphsurge.gstore.GraphsurgeException.class,
                () -> ViewExpander.expand(tooMany));
        assertTrue(e.getMessage().contains("more than 65535 views"), e.getMessage());
    }

    @Test
    void collectionsRoundTripThroughTheStoreAndDamageIsReported() throws IOException {
        SplittableRandom r = new SplittableRandom(5);
        PropertyGraph g = RandomGraphs.graph(r, 80, 3000);
        List<ViewDefinition> views = List.of(new ViewDefinition("c_1", Parser.parsePredicate("year <= 2003")),
                new ViewDefinition("c_2", Parser.parsePredicate("year <= 2007")),
                new ViewDefinition("c_3", Parser.parsePredicate("year <= 2001")));
        ViewCollection c = CollectionBuilder.build(g, 0xfeedL, "c", views, false, 1, ProgressListener.NONE).collection();
        CollectionStore store = CollectionStore.of(dir);
        store.write(c);
        ViewCollection read = store.read("c");
        assertEquals(c.viewNames(), read.viewNames());
        assertEquals(c.predicates(), read.predicates());
        assertArrayEquals(c.runOrder(), read.runOrder());
        assertArrayEquals(new int[] {2, 0, 1}, read.runOrder(), "nested views run in containment order");
        for (int p = 0; p < 3; p++) {
            assertArrayEquals(c.additions()[p], read.additions()[p]);
            assertArrayEquals(c.deletions()[p], read.deletions()[p]);
        }
        assertEquals(0xfeedL, read.graphFingerprint());
        assertEquals(1, store.list().size());
        Path file = dir.resolve("collections/c.gsc");
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length / 2] ^= 4;
        Files.write(file, bytes);
        StoreFormatException e = assertThrows(StoreFormatException.class, () -> store.read("c"));
        assertTrue(e.getMessage().contains("c.gsc"), e.getMessage());
        assertTrue(store.drop("c"));
        assertEquals(List.of(), store.list());
    }
}
