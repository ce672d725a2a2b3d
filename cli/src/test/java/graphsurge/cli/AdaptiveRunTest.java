package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

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
        Cli.Result r = Cli.run("--store", dir.resolve("store").toString(), "-e", "LOAD GRAPH WITH EDGES FROM '" + edges + "';"
                + " CREATE VIEW COLLECTION grow WHERE " + views + " MANUALLY_ORDERED;"
                + " RUN COMPUTATION bfs(root=0) ON COLLECTION grow;");
        assertEquals(0, r.exit(), r.err());
        assertFalse(r.out().contains("no observations"), r.out());
        assertEquals(15, r.out().split("predicted: ", -1).length - 1, r.out());
        assertFalse(r.out().contains("scratch -") || r.out().contains("differential -"), r.out());
        // bfs reruns a view with its plain algorithm, and the reason says so in the table's word.
        assertEquals(15, r.out().split("predicted: plain ", -1).length - 1, r.out());
    }
}
