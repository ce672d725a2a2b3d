package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the command line prints: -q, and one word, unit and number format for one thing everywhere. */
class OutputTest {
    @TempDir
    Path dir;
    String store;
    Path edges;

    /** Edges 10->20 (2001), 20->30 (2002), 10->30 (2003), 40->10 (2002); city of each call's caller. */
    @BeforeEach
    void graph() throws IOException {
        store = dir.resolve("store").toString();
        edges = Files.writeString(dir.resolve("e.csv"), ":start_id,:end_id,year:int,city\n"
                + "10,20,2001,Rome\n20,30,2002,Oslo\n10,30,2003,Rome\n40,10,2002,Oslo\n");
        assertEquals(0, Cli.run("--store", store, "-q", "-e", "LOAD GRAPH WITH EDGES FROM '" + edges + "';"
                + " CREATE VIEW COLLECTION upto WHERE [year <= 2001], [year <= 2002], [year <= 2003];").exit());
    }

    @Test
    void quietPrintsWhatWasAskedForAndNoChatter() {
        Cli.Result r = Cli.run("--store", store, "-q", "-e", "LOAD GRAPH WITH EDGES FROM '" + edges + "';"
                + " CREATE VIEW COLLECTION yearly WHERE [year = $y] FOR $y IN 2001..2003;"
                + " RUN COMPUTATION wcc ON COLLECTION yearly; SET THREADS 1; SHOW COLLECTIONS;");
        assertEquals(0, r.exit(), r.err());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.get(0).startsWith("Ran wcc on yearly (adaptive): 3 views in "), r.out());
        assertTrue(lines.get(1).startsWith("collection"), "then SHOW COLLECTIONS' table: " + r.out());
        assertFalse(r.out().contains("Loaded") || r.out().contains("Created") || r.out().contains("evaluated in")
                || r.out().contains("-- line") || r.out().contains("Using 1 thread"), r.out());
        assertFalse(r.out().contains("yearly_1") || r.out().contains("total:"), "no per-view table: " + r.out());
        assertEquals("", r.err());
    }

    @Test
    void aViewThePlainAlgorithmComputedIsPlainInTheTableJsonAndSummaryCsv() throws IOException {
        // pr computes every view with its plain algorithm, whatever the mode (see SHOW COMPUTATIONS).
        Path out = dir.resolve("pr");
        Cli.Result table = Cli.run("--store", store, "-e", "RUN SCRATCH COMPUTATION pr ON COLLECTION upto;");
        assertEquals(0, table.exit(), table.err());
        Cli.Result json = Cli.run("--store", store, "--format", "json", "-e",
                "RUN SCRATCH COMPUTATION pr ON COLLECTION upto SAVE RESULTS TO '" + out + "';");
        assertEquals(0, json.exit(), json.err());
        List<String> summary = Files.readAllLines(out.resolve("summary.csv"));
        assertEquals("view,position,edges,additions,deletions,mode,millis", summary.get(0));
        for (String row : summary.subList(1, summary.size())) {
            assertEquals("plain", row.split(",")[5], row);
        }
        assertEquals(3, count(Pattern.compile("\"mode\": \"plain\""), json.out()), json.out());
        assertEquals(3, count(Pattern.compile("(?m)^  upto_\\d.* plain "), table.out()), table.out());
        assertFalse(table.out().contains("scratch in") || table.out().contains("natively"), table.out());
        assertTrue(table.out().contains("(3 plain in "), table.out());
    }

    private static int count(Pattern p, String text) {
        Matcher m = p.matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }
}
