package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** RUN ADAPTIVE from the command line: the decisions its table shows. */
class AdaptiveRunTest {
    @TempDir
    Path dir;

    /**
     * A collection whose first view is empty, then a view of 150 edges, then views adding 10
     * edges each (never enough differences for DIFF_X alone to split): every view from the third
     * on is decided by predictions, none of them negative.
     */
    @Test
    void anEmptyFirstViewLeavesNoViewWithoutAPrediction() throws IOException {
        StringBuilder csv = new StringBuilder(":start_id,:end_id,year:int\n");
        for (int i = 0; i < 300; i++) {
            csv.append(i % 100).append(',').append((i * 7 + 1) % 100).append(',').append(2001 + i % 30).append('\n');
        }
        Path edges = Files.writeString(dir.resolve("e.csv"), csv);
        StringBuilder views = new StringBuilder("[year < 2000]");
        for (int y = 2015; y <= 2030; y++) {
            views.append(", [year <= ").append(y).append(']');
        }
        Cli.Result r = Cli.run("--store", dir.resolve("store").toString(), "--explain", "-e",
                "LOAD GRAPH WITH EDGES FROM '" + edges + "';" + " CREATE VIEW COLLECTION grow WHERE " + views + " MANUALLY_ORDERED;"
                + " RUN COMPUTATION bfs(root=0) ON COLLECTION grow;");
        assertEquals(0, r.exit(), r.err());
        assertFalse(r.out().contains("no observations"), r.out());
        // bfs has a kernel: its model's reasons name the way that ran, with their figures (--explain).
        assertEquals(15, r.out().split(" (kernel catches up|kernel restarts|plain cheaper|plain cheaper, kernel stops"
                + "|plain, to time it): ", -1).length - 1, r.out());
        assertFalse(r.out().contains("scratch -") || r.out().contains("differential -"), r.out());
    }

    /**
     * A collection whose seventh view has none of the edges of the six before it, then keeps them
     * with small steps for 60 views. The third view runs plain, which times the plain algorithm.
     * On the seventh the kernel, which last moved on the sixth, is more than DIFF_X times the
     * view's edges behind, too far to catch up; a restart costs about a plain run and the
     * some 60 cheap views after it repay the difference many times over, so the kernel restarts
     * (on the seventh view or the eighth), and the run table says so and why; then it moves again. A DIFFERENTIAL run first
     * compiles the code, so that the adaptive run's timings are not those of a cold start.
     */
    @Test
    void aKernelTooFarBehindRestartsAndTheRunTableSaysWhy() throws IOException {
        int perPart = 100_000;
        StringBuilder csv = new StringBuilder(":start_id,:end_id,part:int,k:int\n");
        java.util.SplittableRandom random = new java.util.SplittableRandom(7);
        for (int part = 0; part < 2; part++) {
            for (int k = 0; k < perPart; k++) {
                csv.append(random.nextInt(25_000)).append(',').append(random.nextInt(25_000)).append(',')
                        .append(part).append(',').append(k).append('\n');
            }
        }
        Path edges = Files.writeString(dir.resolve("e.csv"), csv);
        StringBuilder views = new StringBuilder("[part = 0]");
        for (int j = 1; j <= 5; j++) {
            views.append(", [part = 0 AND k >= ").append(10 * j).append(']');
        }
        views.append(", [part = 1]");
        for (int j = 1; j <= 60; j++) {
            views.append(", [part = 1 AND k >= ").append(10 * j).append(']');
        }
        Cli.Result r = Cli.run("--store", dir.resolve("store").toString(), "--explain", "-e",
                "LOAD GRAPH WITH EDGES FROM '" + edges + "';" + " CREATE VIEW COLLECTION jump WHERE " + views + " MANUALLY_ORDERED;"
                + " RUN DIFFERENTIAL COMPUTATION bfs(root=0) ON COLLECTION jump;"
                + " RUN COMPUTATION bfs(root=0) ON COLLECTION jump SEGMENTS 1;"); // ADAPTIVE's own restart, not a segment's cut
        assertEquals(0, r.exit(), r.err());
        String adaptive = r.out().substring(r.out().indexOf("(adaptive)"));
        assertTrue(row(adaptive, "jump_3").contains("plain, to time it: "), adaptive);
        // The restart comes on the seventh view, or on the eighth when the seventh's own step
        // (the jump) is predicted to cost the kernel too much for it to pay to keep it current.
        int restart = row(adaptive, "jump_7").contains("scratch (fresh kernel)") ? 7 : 8;
        assertTrue(row(adaptive, "jump_" + restart).contains("scratch (fresh kernel)")
                && row(adaptive, "jump_" + restart).contains("kernel restarts: "), adaptive);
        assertTrue(row(adaptive, "jump_" + (restart + 1)).contains("differential (kernel)"), adaptive);
    }

    /** The run table's row of view {@code view}. */
    private static String row(String table, String view) {
        for (String line : table.split("\n")) {
            if (line.strip().startsWith(view + " ")) {
                return line;
            }
        }
        throw new AssertionError("no row " + view + " in\n" + table);
    }
}
