package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A collection run says how many segments it ran in and why not one per slot, in JSON and in its notice. */
class SegmentsOutputTest {
    @TempDir
    Path dir;
    String store;

    /** Three views of a four-edge graph: 1 edge, then 2, then 3 (the year's calls so far). */
    @BeforeEach
    void graph() throws IOException {
        store = dir.resolve("store").toString();
        Path edges = Files.writeString(dir.resolve("e.csv"), ":start_id,:end_id,year:int\n"
                + "10,20,2001\n20,30,2002\n10,30,2003\n40,10,2004\n");
        assertEquals(0, Cli.run("--store", store, "-q", "-e", "LOAD GRAPH WITH EDGES FROM '" + edges + "';"
                + " CREATE VIEW COLLECTION upto WHERE [year <= 2001], [year <= 2002], [year <= 2003] MANUALLY_ORDERED;")
                .exit());
    }

    @Test
    void anUncutRunSaysInJsonThatItIsTooSmallForASecondSegment() {
        // 1 edge to start, then 1 addition (+1) twice: 5 in the cost model.
        Cli.Result r = Cli.run("--store", store, "--threads", "2", "--format", "json", "-e",
                "RUN DIFFERENTIAL COMPUTATION wcc ON COLLECTION upto;");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("\"segments\": {\"count\": 1, \"slots\": 2, \"cluster\": \""), r.out());
        assertTrue(r.out().contains("\"why\": \"a segment must carry at least 2,000,000 of the cost model's work (edges"
                + " to start it fresh plus differences to move on) to outweigh its fixed costs, and the run carries 5\"}"),
                r.out());
    }

    @Test
    void aRunCutIntoFewerSegmentsThanSlotsSaysWhyInItsNotice() {
        Cli.Result r = Cli.run("--store", store, "--threads", "4", "-e",
                "RUN DIFFERENTIAL COMPUTATION wcc ON COLLECTION upto SEGMENTS 2;");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.err().contains("note: ran 3 views in 2 segments on local"), r.err());
        assertTrue(r.err().contains("; 2 segments on 4 slots: SEGMENTS 2\n"), r.err());
    }
}
