package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which order a new collection runs in, and why, as CREATE VIEW COLLECTION, SHOW COLLECTION and
 * SHOW COLLECTIONS say it in the table and in JSON. The expected differences are counted by hand
 * from the windows over a chain of 200 edges with {@code t} = 0 .. 199.
 */
class CollectionOrderTest {
    @TempDir
    Path dir;
    String store;

    @BeforeEach
    void chain() throws IOException {
        store = dir.resolve("store").toString();
        StringBuilder csv = new StringBuilder(":start_id,:end_id,t:int\n");
        for (int i = 0; i < 200; i++) {
            csv.append(i).append(',').append(i + 1).append(',').append(i).append('\n');
        }
        Path edges = Files.writeString(dir.resolve("e.csv"), csv);
        assertEquals(0, Cli.run("--store", store, "-q", "-e", "LOAD GRAPH WITH EDGES FROM '" + edges + "';").exit());
    }

    /** Windows [6w, 100 + 5w), w = 0..9: written 100 + 9 * 11 = 199 differences, newest first 91 + 99 = 190 (4.5% fewer). */
    private static final String SLIDING = "[t >= 6 * $w AND t < 100 + 5 * $w] FOR $w IN 0..9";

    @Test
    void slidingWindowsKeepTheOrderAsWrittenAndSayWhy() {
        Cli.Result r = Cli.run("--store", store, "-e", "CREATE VIEW COLLECTION slide WHERE " + SLIDING + ";"
                + " SHOW COLLECTION slide; SHOW COLLECTIONS;");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("Created collection slide: 10 views, 199 differences in the run order\n"
                + "  kept the order as written: the best order found ("), r.out());
        assertTrue(r.out().contains(") saves 4.5% of its 199 differences (190), below 10%\n"), r.out());
        assertTrue(r.out().contains("Collection slide: 10 views; kept the order as written: the best order found ("),
                r.out());
        assertTrue(r.out().matches("(?s).*slide\\s+10\\s+199\\s+199\\s+as written\n.*"), r.out());
    }

    @Test
    void reorderIfSavesSetsTheShareAndJsonCarriesTheFigures() {
        Cli.Result r = Cli.run("--store", store, "--format", "json", "-e", "CREATE VIEW COLLECTION slide WHERE " + SLIDING
                + " REORDER IF SAVES 4.5%; SHOW COLLECTION slide;");
        assertEquals(0, r.exit(), r.err());
        String created = r.out().lines().toList().get(0);
        assertTrue(created.contains("\"reordered\": true, \"differences\": 190, \"userOrderDifferences\": 199"), created);
        assertTrue(created.contains("\"orderChoice\": {\"reordered\": true, \"userOrderDifferences\": 199,"
                + " \"bestFoundDifferences\": 190, \"gain\": "), created);
        assertTrue(created.contains("\"minGainPercent\": 4.5, \"reason\": \"reordered ("), created);
        assertTrue(created.contains("saves 4.5% of the 199 differences of the order as written (190 in the run order),"
                + " at least 4.5%"), created);
        String shown = r.out().lines().toList().get(1);
        assertTrue(shown.contains("\"result\": \"collection\"") && shown.contains("\"reordered\": true"), shown);
    }

    @Test
    void shuffledWindowsAreReorderedAndDisjointOnesAreNot() {
        // [10w, 10w + 50) written for w = 3, 0, 4, 1, 2: 50 + 60 + 80 + 60 + 20 = 270 differences;
        // in the order of w, 50 + 4 * 20 = 130 (51.9% fewer). Disjoint windows of 20 edges: every
        // order costs 20 + 4 * 40 = 180.
        Cli.Result r = Cli.run("--store", store, "-e", "CREATE VIEW COLLECTION shuffled WHERE [t >= 10 * $w AND"
                + " t < 10 * $w + 50] FOR $w IN (3, 0, 4, 1, 2); CREATE VIEW COLLECTION apart WHERE [t >= 20 * $w AND"
                + " t < 20 * $w + 20] FOR $w IN 0..4; SHOW COLLECTIONS;");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("Created collection shuffled: 5 views, 130 differences in the run order\n"
                + "  reordered ("), r.out());
        assertTrue(r.out().contains("): saves 51.9% of the 270 differences of the order as written (130 in the run"
                + " order), at least 10%\n"), r.out());
        assertTrue(r.out().contains("Created collection apart: 5 views, 180 differences in the run order\n"
                + "  kept the order as written: no order found ("), r.out());
        assertTrue(r.out().contains(") has fewer than its 180 differences\n"), r.out());
        assertTrue(r.out().matches("(?s).*shuffled\\s+5\\s+130\\s+270\\s+reordered\n.*"), r.out());
        assertTrue(r.out().matches("(?s).*apart\\s+5\\s+180\\s+180\\s+as written\n.*"), r.out());
    }
}
