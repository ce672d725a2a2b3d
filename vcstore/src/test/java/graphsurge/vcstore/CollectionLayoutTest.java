package graphsurge.vcstore;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.io.SectionReader;
import graphsurge.gstore.io.SectionWriter;
import graphsurge.gstore.io.StoreFormatException;
import graphsurge.gvdl.parse.Parser;
import graphsurge.vcstore.collection.CollectionBuilder;
import graphsurge.vcstore.collection.CollectionStore;
import graphsurge.vcstore.collection.ForBindings;
import graphsurge.vcstore.collection.ViewCollection;
import graphsurge.vcstore.collection.ViewDefinition;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The layout of a collection's differences: strictly ascending edge ids, from the builder, through
 * the store (layout 3; layout 2 is layout 3 without FOR bindings), and from files of layout 1 (differences grouped by source vertex), which
 * are still read; lists out of order, truncated files and layouts from the future are refused.
 */
class CollectionLayoutTest {
    @TempDir
    Path dir;

    /**
     * {@code layout1-collection.gsc} was written by the code of commit ee99bad (layout 1: 64 key
     * groups per list) for the graph {@code RandomGraphs.graph(new SplittableRandom(15), 40, 600)},
     * fingerprint 0x15, and these views in the user's order (MANUALLY_ORDERED).
     */
    private static final List<String> LAYOUT_1_VIEWS =
            List.of("year <= 2003", "year <= 2007", "year <= 2001 OR kind = 'sms'", "year >= 2004");

    @Test
    void aLayout1FileIsReadWithItsGroupsMergedIntoAscendingOrder() throws IOException {
        Path collections = Files.createDirectories(dir.resolve("collections"));
        try (InputStream in = getClass().getResourceAsStream("layout1-collection.gsc")) {
            Files.copy(in, collections.resolve("v.gsc"));
        }
        try (SectionReader raw = SectionReader.open(collections.resolve("v.gsc"), "COLL")) {
            assertTrue(List.of(raw.strings("META")).contains("keyGroups=64"), "the fixture is of layout 1");
            raw.strings("NAME");
            raw.strings("PRED");
            raw.ints("ORDR");
            raw.ints("SIZE");
            assertTrue(ViewCollection.notAscendingAt(raw.ints("ADDS")) > 0, "its first additions are grouped, not ascending");
        }
        CollectionStore store = CollectionStore.of(dir);
        ViewCollection c = store.read("v");
        assertEquals(List.of("v_1", "v_2", "v_3", "v_4"), c.viewNames());
        assertEquals(0x15L, c.graphFingerprint());
        assertArrayEquals(new int[] {0, 1, 2, 3}, c.runOrder());
        PropertyGraph g = RandomGraphs.graph(new SplittableRandom(15), 40, 600);
        assertReplaysTo(c, g, LAYOUT_1_VIEWS);
        int[] firstAdditions = c.additions()[0];

        store.write(c);
        ViewCollection again = store.read("v");
        assertReplaysTo(again, g, LAYOUT_1_VIEWS);
        assertArrayEquals(firstAdditions, again.additions()[0], "rewritten in the current layout");
    }

    @Test
    void builtAndStoredListsAreStrictlyAscending() {
        for (long seed = 1; seed <= 10; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            PropertyGraph g = RandomGraphs.graph(r, 30 + r.nextInt(100), 200 + r.nextInt(4_000));
            List<String> texts = new ArrayList<>();
            List<ViewDefinition> views = new ArrayList<>();
            for (int v = 0; v < 2 + r.nextInt(6); v++) {
                String text = "year <= " + (2000 + r.nextInt(10)) + (r.nextBoolean() ? " AND kind = 'sms'" : "");
                texts.add(text);
                views.add(new ViewDefinition("c_" + (v + 1), Parser.parsePredicate(text)));
            }
            CollectionStore store = CollectionStore.of(dir);
            store.write(CollectionBuilder.build(g, seed, "c", views, true, 2, ProgressListener.NONE).collection());
            assertReplaysTo(store.read("c"), g, texts);
        }
    }

    @Test
    void aListOutOfOrderOrWithARepeatedEdgeIsRefused() {
        CollectionStore store = CollectionStore.of(dir);
        writeLayout2("c", 2, new int[] {1, 5, 9}, new int[] {7, 3});
        StoreFormatException e = assertThrows(StoreFormatException.class, () -> store.read("c"));
        assertTrue(e.getMessage().contains("c.gsc") && e.getMessage().contains("deletions at run position 2")
                && e.getMessage().contains("not in strictly ascending edge-id order (edge 3 follows 7)"), e.getMessage());
        writeLayout2("c", 2, new int[] {1, 5, 5}, new int[] {});
        e = assertThrows(StoreFormatException.class, () -> store.read("c"));
        assertTrue(e.getMessage().contains("additions at run position 2"), e.getMessage());
        writeLayout2("c", 2, new int[] {1, 5, 6}, new int[] {3, 7});
        assertArrayEquals(new int[] {3, 7}, store.read("c").deletions()[1], "the same lists in order are read");
        assertEquals(ForBindings.NONE, store.read("c").bindings(), "layout 2 has no FOR bindings");

        assertThrows(IllegalArgumentException.class, () -> new ViewCollection("c", 0, List.of("a"), List.of("x"),
                new int[] {0}, "m", 2, new int[] {2}, new int[][] {{4, 2}}, new int[][] {{}}));
    }

    @Test
    void aTruncatedFileOrALaterLayoutIsRefused() throws IOException {
        CollectionStore store = CollectionStore.of(dir);
        writeLayout2("c", 2, new int[] {1, 5, 9}, new int[] {3, 7});
        Path file = dir.resolve("collections/c.gsc");
        byte[] bytes = Files.readAllBytes(file);
        for (int cut : new int[] {bytes.length - 1, bytes.length - 48, bytes.length / 2}) {
            Files.write(file, java.util.Arrays.copyOf(bytes, cut));
            StoreFormatException e = assertThrows(StoreFormatException.class, () -> store.read("c"), "cut at " + cut);
            assertTrue(e.getMessage().contains("c.gsc"), e.getMessage());
        }
        writeLayout2("c", 4, new int[] {1}, new int[] {});
        StoreFormatException e = assertThrows(StoreFormatException.class, () -> store.read("c"));
        assertTrue(e.getMessage().contains("collection layout 4 is newer than this program reads (3)"), e.getMessage());
    }

    /**
     * A two-view collection {@code a}, {@code b} in layout {@code layout}, written section by
     * section: the first view adds 1, 5 and 6, the second adds {@code added} and deletes
     * {@code deleted}, as given (in order or not).
     */
    private void writeLayout2(String name, int layout, int[] added, int[] deleted) {
        try {
            Files.createDirectories(dir.resolve("collections"));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        try (SectionWriter w = SectionWriter.create(dir.resolve("collections/" + name + ".gsc"), "COLL")) {
            w.strings("META", new String[] {"name=" + name, "fingerprint=0", "views=2", "method=given",
                "userDifferences=9", "differences=9", "layout=" + layout});
            w.strings("NAME", List.of("a", "b"));
            w.strings("PRED", List.of("x", "y"));
            w.ints("ORDR", new int[] {0, 1});
            w.ints("SIZE", new int[] {3, 3});
            w.ints("ADDS", new int[] {1, 5, 6});
            w.ints("DELS", new int[0]);
            w.ints("ADDS", added);
            w.ints("DELS", deleted);
            w.commit();
        }
    }

    /**
     * Every list of {@code c} is strictly ascending, and replaying them in run order gives, at
     * each position, the edges the view's predicate selects (evaluated edge by edge, naively).
     */
    private static void assertReplaysTo(ViewCollection c, PropertyGraph g, List<String> predicates) {
        long[] current = new long[(g.edgeCount() + 63) >>> 6];
        for (int p = 0; p < c.views(); p++) {
            for (int[] list : new int[][] {c.additions()[p], c.deletions()[p]}) {
                for (int i = 1; i < list.length; i++) {
                    assertTrue(list[i - 1] < list[i], "position " + p + ": strictly ascending at " + i);
                }
            }
            c.applyPosition(p, current);
            int view = c.runOrder()[p];
            assertArrayEquals(ViewEvaluationTest.naive(Parser.parsePredicate(predicates.get(view)), g), current,
                    "position " + p);
        }
    }
}
