package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run on an embedded Flink cluster through the command line ({@code --cluster flink-embedded:2})
 * saves the same files as a local run, whether the job carries the store's files or names a store
 * every worker sees ({@code ?store=shared}): every view's results and changes byte for byte, and
 * the same summary but for the times and modes. The graph is random; its seed is in the messages.
 */
class FlinkRunTest {
    @Test
    void aRunOnFlinkEmbeddedSavesTheSameFilesAsALocalRunWithTheStoreShippedOrShared(@TempDir Path dir) throws IOException {
        long seed = 2026_12_06L; // fixed, and named in every message, so that a failure replays
        Random random = new Random(seed);
        StringBuilder csv = new StringBuilder(":start_id,:end_id,year:int\n");
        for (int e = 0; e < 300; e++) {
            csv.append(random.nextInt(60)).append(',').append(random.nextInt(60)).append(',')
                    .append(2001 + random.nextInt(12)).append('\n');
        }
        String edges = Files.writeString(dir.resolve("e.csv"), csv).toString();
        String store = dir.resolve("store").toString();
        Cli.Result load = Cli.run("--store", store, "-e", "LOAD GRAPH WITH EDGES FROM '" + edges + "';"
                + " CREATE VIEW COLLECTION c WHERE [year >= $y AND year < $y + 3] FOR $y IN 2001..2010;");
        assertEquals(0, load.exit(), load.err());
        Path local = dir.resolve("local");
        String run = "RUN DIFFERENTIAL COMPUTATION bfs(root=0) ON COLLECTION c SEGMENTS 3 SAVE RESULTS TO '";
        Cli.Result a = Cli.run("--store", store, "-e", run + local + "';");
        assertEquals(0, a.exit(), a.err());
        for (String cluster : new String[] {"flink-embedded:2", "flink-embedded:2?store=shared"}) {
            Path flink = dir.resolve(cluster.contains("shared") ? "shared" : "shipped");
            Cli.Result b = Cli.run("--store", store, "--cluster", cluster, "-e", run + flink + "';");
            assertEquals(0, b.exit(), "seed " + seed + ", " + cluster + ": " + b.err());
            // A job names a shared store instead of carrying its files.
            assertEquals(!cluster.contains("shared"), b.err().contains("the store shipped to it"), cluster + ": " + b.err());
            assertSameFiles(local, flink, "seed " + seed + ", " + cluster);
        }
    }

    private static void assertSameFiles(Path local, Path flink, String what) throws IOException {
        List<String> files;
        try (Stream<Path> s = Files.list(local)) {
            files = s.map(p -> p.getFileName().toString()).sorted().toList();
        }
        try (Stream<Path> s = Files.list(flink)) {
            assertEquals(files, s.map(p -> p.getFileName().toString()).sorted().toList(), what);
        }
        assertTrue(files.contains("c_10.changes.csv"), files.toString());
        for (String f : files) {
            if (f.startsWith(".graphsurge-")) {
                continue; // the run's record (it holds each view's time) and lock
            }
            if (f.equals("summary.csv")) {
                assertEquals(withoutTimes(local.resolve(f)), withoutTimes(flink.resolve(f)), what);
            } else {
                assertEquals(Files.readString(local.resolve(f)), Files.readString(flink.resolve(f)), what + ": " + f);
            }
        }
    }

    /** The summary's rows with their seventh field (millis) emptied; the view names hold no comma. */
    private static List<String> withoutTimes(Path summary) throws IOException {
        return Files.readAllLines(summary).stream().map(l -> l.replaceFirst("^((?:[^,]*,){6})[^,]*", "$1")).toList();
    }
}
