package graphsurge.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import graphsurge.gstore.GraphsurgeException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading a run's results from Java: per-vertex values by the user's ids, and results that print readably. */
class ReadingResultsTest {
    @TempDir
    Path dir;

    /** A path 10 -> 20 -> 30 -> 40; view b drops 20 -> 30 (k = 2). Ids that are not dense indexes. */
    private List<Session.Executed> runBfs(Session session, String save) throws IOException {
        Path e = Files.writeString(dir.resolve("e.csv"), ":start_id,:end_id,k:int\n10,20,1\n20,30,2\n30,40,1\n");
        return session.execute("LOAD GRAPH WITH EDGES FROM '" + e + "';"
                + " CREATE VIEW COLLECTION c WHERE [k >= 1], [k = 1] MANUALLY_ORDERED;"
                + " SHOW COMPUTATIONS;"
                + " RUN COMPUTATION bfs(root=10) ON COLLECTION c" + save + ";");
    }

    @Test
    void aRunsValuesAreReadByVertexIdFromItsResult() throws IOException {
        try (Session session = Session.open(dir.resolve("store"))) {
            List<Session.Executed> done = runBfs(session, " SAVE RESULTS TO '" + dir.resolve("out") + "'");
            StatementResult.ComputationRan ran = (StatementResult.ComputationRan) done.get(3).result();
            SavedResults.View all = ran.results().view("c_1");
            assertEquals("2", all.value("30"));
            assertEquals("3", all.value("40"));
            assertNull(all.value("50"));
            Map<String, String> expected = new LinkedHashMap<>();
            expected.put("10", "0");
            expected.put("20", "1");
            expected.put("30", "2");
            expected.put("40", "3");
            assertEquals(expected, all.values());
            // Without 20 -> 30, vertex 30 is unreachable from 10: results spell that "infinity".
            assertEquals("infinity", ran.results().view("c_2").value("30"));
        }
    }

    @Test
    void aRunThatSavedNothingSaysHowToSaveIt() throws IOException {
        try (Session session = Session.open(dir.resolve("store"))) {
            StatementResult.ComputationRan ran = (StatementResult.ComputationRan) runBfs(session, "").get(3).result();
            GraphsurgeException e = assertThrows(GraphsurgeException.class, ran::results);
            assertEquals("the run of bfs saved no results to read: run it with SAVE RESULTS TO 'dir'",
                    e.getMessage());
        }
    }

    @Test
    void everyResultPrintsWithoutArrayOrObjectAddresses() throws IOException {
        // Object.toString's form: a class name, '@', a hash in hex; arrays print as "[I@...".
        Pattern address = Pattern.compile("[\\w.$\\[;]@\\p{XDigit}+");
        try (Session session = Session.open(dir.resolve("store"))) {
            List<Session.Executed> all = new java.util.ArrayList<>(runBfs(session, ""));
            all.addAll(session.execute("SHOW GRAPH; SHOW COLLECTIONS; SHOW COLLECTION c; SET THREADS 1;"));
            for (Session.Executed e : all) {
                String printed = e.result().toString();
                assertFalse(address.matcher(printed).find(), printed);
            }
            String listed = session.execute("SHOW COMPUTATIONS;").get(0).result().toString();
            assertEquals(true, listed.startsWith("ComputationsListed[bfs (built-in), "), listed);
            String created = session.execute("SHOW COLLECTION c;").get(0).result().toString();
            assertEquals(true, created.contains("runOrder=[c_1, c_2]"), created);
        }
    }
}
