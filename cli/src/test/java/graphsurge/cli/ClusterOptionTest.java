package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --cluster}, {@code --segments} and {@code --resume}: their errors and a segmented run through the command line. */
class ClusterOptionTest {
    @TempDir
    Path dir;
    String store;

    @BeforeEach
    void store() throws IOException {
        store = dir.resolve("store").toString();
        String calls = Files.writeString(dir.resolve("calls.csv"),
                ":start_id,:end_id,year:int\n1,2,2001\n2,3,2002\n3,4,2003\n4,1,2004\n2,4,2005\n").toString();
        Cli.Result r = Cli.run("--store", store, "-e", "LOAD GRAPH WITH EDGES FROM '" + calls + "';"
                + " CREATE VIEW COLLECTION c WHERE [year <= $y] FOR $y IN 2001..2005;");
        assertEquals(0, r.exit(), r.err());
    }

    @Test
    void anUnknownSchemeIsAUsageError() {
        Cli.Result r = Cli.run("--store", store, "run", "wcc", "--on", "c", "--cluster", "yarn://h:1");
        assertEquals(Main.EXIT_USAGE_ERROR, r.exit(), r.err());
        assertTrue(r.err().contains("--cluster yarn://h:1: cluster 'yarn://h:1': unknown scheme 'yarn'"), r.err());
        assertFalse(r.err().contains("at graphsurge."), "no stack trace: " + r.err());
    }

    @Test
    void aMalformedSpecIsAUsageErrorBeforeTheSubcommandToo() {
        Cli.Result r = Cli.run("--store", store, "--cluster", "local:0", "-e", "SHOW COLLECTIONS;");
        assertEquals(Main.EXIT_USAGE_ERROR, r.exit(), r.err());
        assertTrue(r.err().contains("the number of slots must be a number from 1 to 4096, got '0'"), r.err());
    }

    @Test
    void setClusterWithAnUnknownSchemeFailsItsStatementWithACaret() {
        Cli.Result r = Cli.run("--store", store, "-e", "SET CLUSTER 'spark://localhost:7077';");
        assertEquals(Main.EXIT_INPUT_ERROR, r.exit(), r.err());
        assertTrue(r.err().contains("unknown scheme 'spark'"), r.err());
        assertTrue(r.err().contains("^"), r.err());
    }

    @Test
    void theCommandLineKnowsFlinkClusters() {
        Cli.Result r = Cli.run("--store", store, "-e", "SET CLUSTER 'flink://localhost:8081'; SET CLUSTER 'flink-embedded:2';");
        assertEquals(0, r.exit(), r.err());
    }

    @Test
    void resumeNeedsOut() {
        Cli.Result r = Cli.run("--store", store, "run", "wcc", "--on", "c", "--resume");
        assertEquals(Main.EXIT_USAGE_ERROR, r.exit(), r.err());
        assertTrue(r.err().contains("--resume continues a saved run"), r.err());
    }

    @Test
    void aSegmentedRunMarksItsSegmentStartsAndSavesWhatAWholeRunSaves() throws IOException {
        Path whole = dir.resolve("whole");
        Path cut = dir.resolve("cut");
        Cli.Result a = Cli.run("--store", store, "--threads", "1", "run", "bfs", "-p", "root=1", "--on", "c", "--out",
                whole.toString());
        assertEquals(0, a.exit(), a.err());
        Cli.Result b = Cli.run("--store", store, "--threads", "2", "run", "bfs", "-p", "root=1", "--on", "c", "--segments",
                "3", "--cluster", "local", "--out", cut.toString());
        assertEquals(0, b.exit(), b.err());
        assertTrue(b.out().contains("starts segment 2") && b.out().contains("starts segment 3"), b.out());
        assertTrue((b.out() + b.err()).contains("in 3 segments on local (2 slots)"), b.out() + b.err());
        for (int v = 1; v <= 5; v++) {
            assertEquals(Files.readString(whole.resolve("c_" + v + ".csv")), Files.readString(cut.resolve("c_" + v + ".csv")));
            assertEquals(Files.readString(whole.resolve("c_" + v + ".changes.csv")),
                    Files.readString(cut.resolve("c_" + v + ".changes.csv")));
        }
    }
}
