package graphsurge.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.analytics.run.How;
import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.io.StoreLock;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.CRC32C;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A saved run's directory holds one run: a run into another run's directory (or one holding
 * other files) is refused unless it replaces it, RESUME checks the run's identity and its
 * record's integrity, two runs cannot write one directory at once, and no spill outlives its run.
 */
class ResultsDirectoryTest {
    @TempDir
    Path dir;

    /**
     * A graph of 200 edges between 50 vertices, k = i mod 100 (so k < 50 and k >= 50 hold as many
     * edges each), and the collection c of three views of growing windows.
     */
    private Session store(String views) throws IOException {
        StringBuilder e = new StringBuilder(":start_id,:end_id,k:int\n");
        for (int i = 0; i < 200; i++) {
            e.append(1 + (i * 7) % 50).append(',').append(1 + (i * 13 + 5) % 50).append(',').append(i % 100).append('\n');
        }
        Path edges = Files.writeString(dir.resolve("e.csv"), e);
        Session session = Session.open(dir.resolve("store")).threads(2);
        session.execute("LOAD GRAPH WITH EDGES FROM '" + edges + "'; CREATE VIEW COLLECTION c WHERE " + views
                + " MANUALLY_ORDERED;");
        return session;
    }

    private Session store() throws IOException {
        return store("[k < 50], [k < 60], [k < 70]");
    }

    /** Fails after the first view's files and record line, as a crash would stop the run. */
    private static final class CrashAfterFirst implements ProgressListener {
        @Override
        public void start(String what, long total) {}

        @Override
        public void update(long done) {
            if (done > 0) {
                throw new IllegalStateException("crash after the first view");
            }
        }

        @Override
        public void finish() {}
    }

    private static void crash(Session session, String statement) {
        session.progress(new CrashAfterFirst());
        assertThrows(IllegalStateException.class, () -> session.execute(statement));
        session.progress(ProgressListener.NONE);
    }

    private static StatementResult.ComputationRan run(Session session, String statement) {
        return (StatementResult.ComputationRan) session.execute(statement).get(0).result();
    }

    private static List<String> names(Path d) throws IOException {
        try (Stream<Path> s = Files.list(d)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void resumingACompleteRunOfAnotherComputationIsRefusedSayingWhatDiffers() throws IOException {
        try (Session session = store()) {
            Path out = dir.resolve("out");
            session.execute("RUN COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO '" + out + "';");
            GraphsurgeException e = assertThrows(GraphsurgeException.class, () -> session.execute(
                    "RUN COMPUTATION bfs(root=35) ON COLLECTION c SAVE RESULTS TO '" + out + "' RESUME;"));
            assertTrue(e.getMessage().contains("its computation was 'wcc', this run's is 'bfs'"), e.getMessage());
            StatementResult.ComputationRan same = run(session,
                    "RUN COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO '" + out + "' RESUME;");
            assertTrue(same.notices().stream().anyMatch(n -> n.contains("holds this run complete; nothing ran")),
                    same.notices().toString());
            assertEquals(3, same.views().size());
        }
    }

    @Test
    void resumingADirectoryWithFilesButNoRecordIsRefused() throws IOException {
        try (Session session = store()) {
            Path out = Files.createDirectories(dir.resolve("legacy"));
            Files.writeString(out.resolve("summary.csv"), "view,position,edges,additions,deletions,mode,millis\n");
            GraphsurgeException e = assertThrows(GraphsurgeException.class, () -> session.execute(
                    "RUN COMPUTATION bfs(root=35) ON COLLECTION c SAVE RESULTS TO '" + out + "' RESUME;"));
            assertTrue(e.getMessage().contains("it holds no run record"), e.getMessage());
        }
    }

    @Test
    void aRunIntoAnotherRunsDirectoryIsRefusedUnlessItReplacesIt() throws IOException {
        try (Session session = store()) {
            Path out = dir.resolve("out");
            session.execute("RUN COMPUTATION bfs(root=1) ON COLLECTION c SAVE RESULTS TO '" + out + "';");
            GraphsurgeException e = assertThrows(GraphsurgeException.class, () -> session.execute(
                    "RUN COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO '" + out + "' CHANGES ONLY;"));
            assertTrue(e.getMessage().contains("it holds an earlier run (computation=bfs"), e.getMessage());
            assertTrue(e.getMessage().contains("add REPLACE"), e.getMessage());
            assertTrue(Files.exists(out.resolve("c_3.csv")), "a refused run removes nothing");

            session.execute("RUN COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO '" + out + "' CHANGES ONLY REPLACE;");
            // Only this run's files: the earlier run's full files of the later views are gone.
            assertEquals(List.of(ResultsDirectory.LOCK, RunManifest.FILE, "c_1.csv", "c_2.changes.csv", "c_3.changes.csv",
                    "summary.csv", "views.csv"), names(out));
        }
    }

    /** A run saved before runs kept a record (a summary.csv with its header, and view files) is replaced by REPLACE. */
    @Test
    void aRunSavedByAnEarlierVersionIsRefusedThenReplacedByReplace() throws IOException {
        try (Session session = store()) {
            Path out = Files.createDirectories(dir.resolve("earlier"));
            Files.writeString(out.resolve("summary.csv"), "view,position,edges,additions,deletions,mode,millis\nc_9,1,2,2,0,"
                    + "differential,0.100\n");
            Files.writeString(out.resolve("c_9.csv"), "vertex,component\n1,1\n");
            GraphsurgeException e = assertThrows(GraphsurgeException.class, () -> session.execute(
                    "RUN COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO '" + out + "';"));
            assertTrue(e.getMessage().contains("it holds an earlier run (saved by an earlier version, without a record)"),
                    e.getMessage());
            session.execute("RUN COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO '" + out + "' REPLACE;");
            assertFalse(Files.exists(out.resolve("c_9.csv")), "the earlier run's files are replaced");
            assertTrue(Files.exists(out.resolve("c_3.csv")));
        }
    }

    @Test
    void aDirectoryHoldingOtherFilesIsRefusedEvenWithReplace() throws IOException {
        try (Session session = store()) {
            Path out = dir.resolve("out");
            session.execute("RUN COMPUTATION bfs(root=1) ON COLLECTION c SAVE RESULTS TO '" + out + "';");
            Files.writeString(out.resolve("notes.txt"), "mine");
            for (String replace : new String[] {"", " REPLACE"}) {
                GraphsurgeException e = assertThrows(GraphsurgeException.class, () -> session.execute(
                        "RUN COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO '" + out + "'" + replace + ";"));
                assertTrue(e.getMessage().contains("it holds notes.txt, which is not a Graphsurge run's file"),
                        e.getMessage());
            }
            assertEquals("mine", Files.readString(out.resolve("notes.txt")));
            Path other = Files.createDirectories(dir.resolve("other"));
            Files.writeString(other.resolve("data.csv"), "x\n");
            GraphsurgeException e = assertThrows(GraphsurgeException.class, () -> session.execute(
                    "RUN COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO '" + other + "' REPLACE;"));
            assertTrue(e.getMessage().contains("it holds data.csv"), e.getMessage());
        }
    }

    @Test
    void aRefusedRunIntoANewDirectoryLeavesNoDirectory() throws IOException {
        try (Session session = store()) {
            Path out = dir.resolve("never");
            assertThrows(GraphsurgeException.class, () -> session.execute(
                    "RUN COMPUTATION bfs(root=1) ON COLLECTION c SAVE RESULTS TO '" + out + "' RESUME REPLACE;"));
            assertThrows(GraphsurgeException.class, () -> session.execute(
                    "RUN COMPUTATION sssp(root=1, weight=k) ON COLLECTION c SAVE RESULTS TO '" + out + "' INDICES [7];"));
            assertFalse(Files.exists(out));
        }
    }

    @Test
    void aSecondRunIntoALockedDirectoryFailsNamingTheHolder() throws IOException {
        try (Session session = store()) {
            Path out = Files.createDirectories(dir.resolve("out"));
            try (StoreLock held = StoreLock.acquire(out, ResultsDirectory.LOCK, "the results directory", "the first run",
                    false, m -> { })) {
                GraphsurgeException e = assertThrows(GraphsurgeException.class, () -> session.execute(
                        "RUN COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO '" + out + "';"));
                assertTrue(e.getMessage().contains("the results directory " + out + " is being written by pid "
                        + ProcessHandle.current().pid() + " (the first run)"), e.getMessage());
            }
            run(session, "RUN COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO '" + out + "';");
            assertTrue(Files.exists(out.resolve("summary.csv")));
        }
    }

    @Test
    void aResumedRunsSummaryDefinesTheViewsDoneBeforeTheInterruptionToo() throws IOException {
        try (Session session = store("[k < $w] AS 'below$w' FOR $w IN (50, 60, 70)")) {
            Path out = dir.resolve("out");
            crash(session, "RUN COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO '" + out + "';");
            StatementResult.ComputationRan resumed = run(session,
                    "RUN COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO '" + out + "' RESUME;");
            assertEquals("k < 50", resumed.views().get(0).definition().predicate(), "a view read back from the record");
            List<String> summary = Files.readAllLines(out.resolve("summary.csv"));
            assertEquals("view,position,edges,additions,deletions,mode,millis,w,predicate", summary.get(0));
            for (int v = 0; v < 3; v++) {
                int w = 50 + 10 * v;
                assertTrue(summary.get(1 + v).matches("below" + w + "," + (v + 1) + ",.*," + w + ",k < " + w),
                        summary.toString());
            }
        }
    }

    @Test
    void theDefaultSpelledOutResumesTheRunThatLeftItOut() throws IOException {
        try (Session session = store()) {
            Path out = dir.resolve("out");
            crash(session, "RUN COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO '" + out + "';");
            StatementResult.ComputationRan resumed = run(session,
                    "RUN COMPUTATION wcc(dataflow=false) ON COLLECTION c SAVE RESULTS TO '" + out + "' RESUME;");
            assertEquals(3, resumed.views().size());
            assertTrue(resumed.notices().stream().anyMatch(n -> n.startsWith("ran 2 views")), resumed.notices().toString());
        }
    }

    @Test
    void aCollectionMadeAgainWithTheSameNameAndShapeIsAnotherRun() throws IOException {
        try (Session session = store()) {
            Path out = dir.resolve("out");
            crash(session, "RUN COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO '" + out + "';");
            // Three views again, with as many differences (100, then 20 and 20 added), but other edges.
            session.execute("DROP COLLECTION c; CREATE VIEW COLLECTION c WHERE [k >= 50], [k >= 40], [k >= 30]"
                    + " MANUALLY_ORDERED;");
            GraphsurgeException e = assertThrows(GraphsurgeException.class, () -> session.execute(
                    "RUN COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO '" + out + "' RESUME;"));
            assertTrue(e.getMessage().contains("it holds another run (its content was '"), e.getMessage());
        }
    }

    @Test
    void aDamagedRecordIsRefusedAndATornLastLineIgnored() throws IOException {
        try (Session session = store()) {
            Path out = dir.resolve("out");
            String run = "RUN COMPUTATION bfs(root=1) ON COLLECTION c SAVE RESULTS TO '" + out + "'";
            crash(session, run + ";");
            Path record = out.resolve(RunManifest.FILE);
            String text = Files.readString(record);
            Files.writeString(record, text + "done\t2\t40\t"); // a crash in the middle of the second view's line
            StatementResult.ComputationRan resumed = run(session, run + " RESUME;");
            assertTrue(resumed.notices().stream().anyMatch(n -> n.startsWith("ran 2 views")), resumed.notices().toString());

            crash(session, run + " REPLACE;");
            text = Files.readString(record);
            Files.writeString(record, text.replace("computation=bfs", "computation=bfx"));
            GraphsurgeException e = assertThrows(GraphsurgeException.class, () -> session.execute(run + " RESUME;"));
            assertTrue(e.getMessage().contains("is damaged (this line does not match its checksum: computation=bfx"),
                    e.getMessage());
            assertTrue(e.getMessage().contains("run with REPLACE instead of RESUME to start over"), e.getMessage());
        }
    }

    @Test
    void aRecordWrittenWhenPlainViewsWereCalledNativeResumes() throws IOException {
        try (Session session = store()) {
            Path out = dir.resolve("out");
            String run = "RUN COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO '" + out + "'";
            crash(session, run + ";");
            Path record = out.resolve(RunManifest.FILE);
            StringBuilder older = new StringBuilder();
            boolean plain = false;
            for (String line : Files.readAllLines(record)) {
                String content = line.substring(0, line.lastIndexOf('\t'));
                plain |= content.contains("\tPLAIN\t");
                content = content.replace("\tPLAIN\t", "\tNATIVE\t");
                CRC32C crc = new CRC32C();
                crc.update(content.getBytes(StandardCharsets.UTF_8));
                older.append(content).append('\t').append(String.format("%08x", crc.getValue())).append('\n');
            }
            assertTrue(plain, "the first view ran plain: " + Files.readString(record));
            Files.writeString(record, older);
            StatementResult.ComputationRan resumed = run(session, run + " RESUME;");
            assertEquals(How.PLAIN, resumed.views().get(0).ran(), "the done view read back");
            assertTrue(resumed.notices().stream().anyMatch(n -> n.startsWith("ran 2 views")), resumed.notices().toString());
        }
    }

    @Test
    void aDoneViewWhoseFileWasCutShortRunsAgain() throws IOException {
        try (Session session = store()) {
            Path whole = dir.resolve("whole");
            Path out = dir.resolve("out");
            String run = "RUN COMPUTATION bfs(root=1) ON COLLECTION c SAVE RESULTS TO '";
            session.execute(run + whole + "';");
            crash(session, run + out + "';");
            String first = Files.readString(out.resolve("c_1.csv"));
            Files.writeString(out.resolve("c_1.csv"), first.substring(0, first.length() / 2));
            StatementResult.ComputationRan resumed = run(session, run + out + "' RESUME;");
            assertTrue(resumed.notices().stream().anyMatch(n -> n.contains("1 view's files are missing or not whole")),
                    resumed.notices().toString());
            for (String f : List.of("c_1.csv", "c_2.csv", "c_2.changes.csv", "c_3.csv", "c_3.changes.csv")) {
                assertEquals(Files.readString(whole.resolve(f)), Files.readString(out.resolve(f)), f);
            }
        }
    }

    @Test
    void viewsCsvNamesTheViewEachViewsChangesAreAgainst() throws IOException {
        // Not in the user's order: the changes are against the view before in run order.
        try (Session session = store("[k < 70], [k < 50], [k < 60]")) {
            Path out = dir.resolve("out");
            session.execute("RUN COMPUTATION bfs(root=1) ON COLLECTION c SAVE RESULTS TO '" + out + "';");
            List<String> summary = Files.readAllLines(out.resolve("summary.csv"));
            List<String> expected = new ArrayList<>(List.of("view,position,previous_view"));
            String previous = "";
            for (String line : summary.subList(1, summary.size())) {
                String[] f = line.split(",");
                expected.add(f[0] + "," + f[1] + "," + previous);
                previous = f[0];
            }
            assertEquals(expected, Files.readAllLines(out.resolve("views.csv")));
            assertEquals("view,position,edges,additions,deletions,mode,millis,predicate", summary.get(0),
                    "the summary's header keeps its first columns");
        }
    }

    @Test
    void spillsOfKilledRunsAreRemovedByTheNextRun() throws IOException {
        try (Session session = store()) {
            Path out = dir.resolve("out");
            String run = "RUN COMPUTATION bfs(root=1) ON COLLECTION c SAVE RESULTS TO '" + out + "' SEGMENTS 2";
            crash(session, run + ";");
            Path killed = Files.createDirectories(out.resolve(".segments-killed.tmp"));
            Files.writeString(killed.resolve("2.view"), "spilled");
            run(session, run + " RESUME;");
            assertFalse(names(out).stream().anyMatch(n -> n.startsWith(".segments-")), names(out).toString());

            String tmp = System.getProperty("java.io.tmpdir");
            Path temp = Files.createDirectories(dir.resolve("tmp"));
            System.setProperty("java.io.tmpdir", temp.toString());
            try {
                Path gone = Files.createDirectories(temp.resolve("graphsurge-segments-" + Integer.MAX_VALUE + "-x"));
                Files.writeString(gone.resolve("1.view"), "spilled");
                Path alive = Files.createDirectories(temp.resolve("graphsurge-segments-" + ProcessHandle.current().pid()
                        + "-y"));
                run(session, "RUN COMPUTATION bfs(root=1) ON COLLECTION c SEGMENTS 2;");
                assertEquals(List.of(alive.getFileName().toString()), names(temp), "a live process's spill stays");
            } finally {
                System.setProperty("java.io.tmpdir", tmp);
            }
        }
    }
}
