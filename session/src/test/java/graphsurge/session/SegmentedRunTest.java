package graphsurge.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.ProgressListener;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Segmented runs give every view the results of an unsegmented run: the saved files of every
 * computation in every mode, cut into 1, 2, many and more segments than views, equal those of
 * the run in one piece (PageRank's within its kernel's error bound); and a run interrupted
 * mid-way resumes into the same files, rerunning only the missing views.
 */
class SegmentedRunTest {
    private static final int VIEWS = 9;
    private static final String[] MODES = {"DIFFERENTIAL", "SCRATCH", "ADAPTIVE"};

    @TempDir
    Path dir;

    /** A random graph of 40 vertices and 260 edges with a property k in 0..99 and a weight w, and a collection of windows over k. */
    private Session randomStore(Random random) throws IOException {
        return randomStore(random, 40, 260);
    }

    private Session randomStore(Random random, int vertices, int edgeCount) throws IOException {
        return RandomStores.windows(dir, random, vertices, edgeCount, VIEWS, 20, 2);
    }

    private static String computation(String name, Random random) {
        int root = 1 + random.nextInt(40);
        return switch (name) {
            case "bfs" -> "bfs(root=" + root + ")";
            case "sssp" -> "sssp(root=" + root + ", weight=w)";
            case "mpsp" -> "mpsp(goals=[(" + root + ", " + (1 + random.nextInt(40)) + "), (" + (1 + random.nextInt(40)) + ", "
                    + root + ")])";
            default -> name;
        };
    }

    /** Every file in {@code out} by name, but the run record, the lock and the summary's timing and mode columns. */
    private static TreeMap<String, String> files(Path out) throws IOException {
        TreeMap<String, String> files = new TreeMap<>();
        try (Stream<Path> s = Files.list(out)) {
            for (Path f : (Iterable<Path>) s::iterator) {
                String name = f.getFileName().toString();
                if (name.equals(RunManifest.FILE) || name.equals(ResultsDirectory.LOCK)) {
                    continue;
                }
                String text = Files.readString(f);
                files.put(name, name.equals("summary.csv") ? summaryWithoutTimings(text) : text);
            }
        }
        return files;
    }

    /** The summary's view, position and edges: additions, deletions and mode differ at segment starts, timings always. */
    private static String summaryWithoutTimings(String summary) {
        StringBuilder s = new StringBuilder();
        for (String line : summary.split("\n")) {
            String[] f = line.split(",");
            s.append(f[0]).append(',').append(f[1]).append(',').append(f[2]).append('\n');
        }
        return s.toString();
    }

    private static void assertSameFiles(TreeMap<String, String> expected, TreeMap<String, String> actual, boolean ranks,
            String where) {
        assertEquals(expected.keySet(), actual.keySet(), where);
        for (String name : expected.keySet()) {
            if (ranks && !name.equals("summary.csv")) {
                assertRanksClose(expected.get(name), actual.get(name), where + " " + name);
            } else {
                assertEquals(expected.get(name), actual.get(name), where + " " + name);
            }
        }
    }

    /**
     * PageRank's files line by line: the same keys, and each rank within twice the kernel's
     * relative error bound of the other run's (each run is within the bound of the exact ranks).
     * A changes file's lines may come and go where a rank moved within the bound.
     */
    private static void assertRanksClose(String expected, String actual, String where) {
        if (where.endsWith(".changes.csv")) {
            return; // which ranks "changed" depends on the last bits of each run's ranks; the full files are compared
        }
        String[] a = expected.split("\n");
        String[] b = actual.split("\n");
        assertEquals(a.length, b.length, where);
        for (int i = 1; i < a.length; i++) {
            String[] x = a[i].split(",");
            String[] y = b[i].split(",");
            assertEquals(x[0], y[0], where);
            double u = Double.parseDouble(x[1]);
            double v = Double.parseDouble(y[1]);
            assertTrue(Math.abs(u - v) <= 2e-6 * Math.max(u, v) + 1e-12, where + " line " + i + ": " + u + " vs " + v);
        }
    }

    @Test
    void everyComputationInEveryModeGivesTheSameFilesInAnyNumberOfSegments() throws IOException {
        long seed = 2026_12_06L; // fixed, and named in every message, so that a failure replays
        Random random = new Random(seed);
        try (Session session = randomStore(random)) {
            for (String name : new String[] {"bfs", "sssp", "wcc", "pr", "scc", "mpsp"}) {
                String computation = computation(name, random);
                for (String mode : MODES) {
                    String where = "seed " + seed + ": " + mode + " " + computation;
                    Path whole = dir.resolve("whole-" + name + "-" + mode);
                    session.threads(1).execute("RUN " + mode + " COMPUTATION " + computation + " ON COLLECTION c SAVE RESULTS TO '"
                            + whole + "';");
                    TreeMap<String, String> expected = files(whole);
                    assertEquals(2 * VIEWS + 2, expected.size(), where); // the views' files, summary.csv and views.csv
                    for (int segments : new int[] {1, 2, 4, VIEWS + 3}) {
                        Path out = dir.resolve("seg-" + name + "-" + mode + "-" + segments);
                        StatementResult.ComputationRan ran = (StatementResult.ComputationRan) session.threads(2).execute(
                                "RUN " + mode + " COMPUTATION " + computation + " ON COLLECTION c SAVE RESULTS TO '" + out
                                        + "' SEGMENTS " + segments + ";").get(0).result();
                        assertSameFiles(expected, files(out), name.equals("pr"), where + " in " + segments + " segments");
                        assertEquals(VIEWS, ran.views().size());
                        int starts = 0;
                        for (int i = 0; i < VIEWS; i++) {
                            assertEquals(i + 1, ran.views().get(i).position(), where);
                            starts += ran.views().get(i).decision().startsWith("starts segment") ? 1 : 0;
                        }
                        assertEquals(Math.min(segments, VIEWS) - 1, starts, where);
                        try (Stream<Path> left = Files.list(out)) {
                            assertFalse(left.anyMatch(p -> p.getFileName().toString().startsWith(".segments-")),
                                    where + ": the spill files are removed");
                        }
                    }
                }
            }
        }
    }

    @Test
    void theAutomaticCutRunsOnTheSessionsThreadsAndSaysHow() throws IOException {
        // Views of some 10,000 to 40,000 edges: from scratch, the run costs enough for two segments.
        try (Session session = randomStore(new Random(7), 5000, 60_000)) {
            Path whole = dir.resolve("whole");
            Path cut = dir.resolve("cut");
            session.threads(1).execute("RUN SCRATCH COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO '" + whole + "';");
            StatementResult.ComputationRan ran = (StatementResult.ComputationRan) session.threads(2).execute(
                    "RUN SCRATCH COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO '" + cut + "';").get(0).result();
            assertEquals(files(whole), files(cut));
            assertTrue(ran.notices().stream().anyMatch(n -> n.contains("2 segments on local (2 slots), 1 thread each")),
                    ran.notices().toString());
        }
    }

    /** A progress listener that fails after {@code limit} views, as a crash mid-run would stop it. */
    private static final class Crash implements ProgressListener {
        private final int limit;

        Crash(int limit) {
            this.limit = limit;
        }

        @Override
        public void start(String what, long total) {}

        @Override
        public void update(long done) {
            if (done > limit) {
                throw new IllegalStateException("crash after " + limit + " views");
            }
        }

        @Override
        public void finish() {}
    }

    @Test
    void aResumedRunRerunsOnlyTheMissingViewsAndGivesTheSameFiles() throws IOException {
        long seed = 2026_12_06L; // fixed, and named in every message, so that a failure replays
        Random random = new Random(seed);
        try (Session session = randomStore(random)) {
            for (String mode : MODES) {
                String where = "seed " + seed + " " + mode;
                String run = "RUN " + mode + " COMPUTATION sssp(root=3, weight=w) ON COLLECTION c SAVE RESULTS TO '";
                Path whole = dir.resolve("whole-" + mode);
                session.threads(1).progress(ProgressListener.NONE).execute(run + whole + "';");
                Path out = dir.resolve("resumed-" + mode);
                int crashAt = 1 + random.nextInt(VIEWS - 2);
                session.threads(2).progress(new Crash(crashAt));
                assertThrows(RuntimeException.class, () -> session.execute(run + out + "' SEGMENTS 3;"), where);
                assertFalse(Files.exists(out.resolve("summary.csv")), where);
                session.progress(ProgressListener.NONE);
                StatementResult.ComputationRan resumed = (StatementResult.ComputationRan) session.threads(1 + random.nextInt(3))
                        .execute(run + out + "' RESUME;").get(0).result();
                assertEquals(files(whole), files(out), where + ", crashed after " + crashAt);
                try (Stream<Path> left = Files.list(out)) {
                    assertFalse(left.anyMatch(p -> p.getFileName().toString().startsWith(".segments-")),
                            where + ": the spill files are removed");
                }
                assertEquals(VIEWS, resumed.views().size(), where);
                // The crash comes after view crashAt + 1's files and record: the views after it are missing.
                assertTrue(resumed.notices().stream().anyMatch(n -> n.startsWith("ran " + (VIEWS - crashAt - 1) + " views")),
                        where + " crashed after " + crashAt + ": " + resumed.notices());
                StatementResult.ComputationRan again = (StatementResult.ComputationRan) session
                        .execute(run + out + "' RESUME;").get(0).result();
                assertTrue(again.notices().stream().anyMatch(n -> n.contains("nothing ran")), again.notices().toString());
                assertEquals(files(whole), files(out), where);
            }
        }
    }

    @Test
    void resumingAnotherRunIntoTheDirectoryIsRefused() throws IOException {
        try (Session session = randomStore(new Random(3))) {
            Path out = dir.resolve("out");
            session.progress(new Crash(3));
            assertThrows(RuntimeException.class,
                    () -> session.execute("RUN COMPUTATION bfs(root=1) ON COLLECTION c SAVE RESULTS TO '" + out + "';"));
            session.progress(ProgressListener.NONE);
            GraphsurgeException e = assertThrows(GraphsurgeException.class,
                    () -> session.execute("RUN COMPUTATION bfs(root=2) ON COLLECTION c SAVE RESULTS TO '" + out + "' RESUME;"));
            assertTrue(e.getMessage().contains("it holds another run (its parameters was 'dataflow=false, root=1', this"
                    + " run's is 'dataflow=false, root=2')"), e.getMessage());
            e = assertThrows(GraphsurgeException.class,
                    () -> session.execute("RUN COMPUTATION bfs(root=2) ON COLLECTION c RESUME;"));
            assertTrue(e.getMessage().contains("RESUME continues a run that saves its results"), e.getMessage());
            session.execute("RUN COMPUTATION bfs(root=1) ON COLLECTION c SAVE RESULTS TO '" + out + "' RESUME;");
            // Complete now: its identity is checked all the same.
            e = assertThrows(GraphsurgeException.class,
                    () -> session.execute("RUN COMPUTATION bfs(root=2) ON COLLECTION c SAVE RESULTS TO '" + out + "' RESUME;"));
            assertTrue(e.getMessage().contains("it holds another run (its parameters was 'dataflow=false, root=1', this"
                    + " run's is 'dataflow=false, root=2')"), e.getMessage());
        }
    }

    @Test
    void segmentsAndResumeOnTheWholeGraphAreRefusedNotIgnored() throws IOException {
        try (Session session = randomStore(new Random(7))) {
            Path out = dir.resolve("graph-out");
            for (String clause : new String[] {"SEGMENTS 2", "SAVE RESULTS TO '" + out + "' RESUME"}) {
                GraphsurgeException e = assertThrows(GraphsurgeException.class,
                        () -> session.execute("RUN COMPUTATION bfs(root=1) ON GRAPH " + clause + ";"), clause);
                String word = clause.startsWith("SEGMENTS") ? "SEGMENTS" : "RESUME";
                assertTrue(e.getMessage().contains(word + " applies to runs across a collection's views; a run ON GRAPH"),
                        e.getMessage());
            }
            assertFalse(Files.exists(out), "nothing is written by a refused run");
        }
    }

    @Test
    void unknownClustersAreRefusedClearly() throws IOException {
        try (Session session = randomStore(new Random(5))) {
            GraphsurgeException e = assertThrows(GraphsurgeException.class, () -> session.execute("SET CLUSTER 'flink://h:1';"));
            assertTrue(e.getMessage().contains("unknown scheme 'flink'; the clusters known here are local (a cluster of another kind comes with its"
                    + " ClusterFactory on the class path"),
                    e.getMessage());
            e = assertThrows(GraphsurgeException.class, () -> session.cluster("yarn"));
            assertTrue(e.getMessage().contains("the clusters known here are local"), e.getMessage());
            e = assertThrows(GraphsurgeException.class, () -> session.cluster("flink://nohost"));
            assertTrue(e.getMessage().contains("needs a host and a port"), e.getMessage());
            assertEquals("local", session.cluster().text());
            List<String> out = new ArrayList<>();
            session.execute("SET CLUSTER 'local:2';", null, r -> out.add(r.result().toString()));
            assertEquals("local:2", session.cluster().text());
        }
    }
}
