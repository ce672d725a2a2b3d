package graphsurge.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.gstore.GraphsurgeException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** SAVE REPORT TO from the Java API: the session writes no report itself, it hands the run to the registered writer. */
class ReportWriterTest {
    @TempDir
    Path dir;

    private Path edges() throws IOException {
        return Files.writeString(dir.resolve("e.csv"), ":start_id,:end_id,k:int\n1,2,1\n2,3,2\n3,4,1\n");
    }

    @Test
    void withoutAReportWriterSaveReportFailsBeforeTheRun() throws IOException {
        Path e = edges();
        Path report = dir.resolve("report.html");
        Path out = dir.resolve("out");
        try (Session session = Session.open(dir.resolve("store"))) {
            session.execute("LOAD GRAPH WITH EDGES FROM '" + e + "';");
            GraphsurgeException error = assertThrows(GraphsurgeException.class, () -> session.execute(
                    "RUN COMPUTATION wcc ON GRAPH SAVE RESULTS TO '" + out + "' SAVE REPORT TO '" + report + "';"));
            assertTrue(error.getMessage().contains("SAVE REPORT TO needs a report writer"), error.getMessage());
        }
        assertFalse(Files.exists(report));
        assertFalse(Files.exists(out));
    }

    @Test
    void theRegisteredWriterGetsTheRunAndTheResultSaysWhere() throws IOException {
        Path e = edges();
        Path report = dir.resolve("report.txt");
        List<RunReportWriter.Run> written = new ArrayList<>();
        try (Session session = Session.open(dir.resolve("store"))) {
            session.reportWriter((file, run) -> {
                written.add(run);
                Files.writeString(file, run.statement());
            });
            session.execute("LOAD GRAPH WITH EDGES FROM '" + e + "';");
            List<Session.Executed> ran = session.execute("RUN COMPUTATION wcc ON GRAPH SAVE REPORT TO '" + report + "';");
            StatementResult.ComputationRan result = (StatementResult.ComputationRan) ran.get(0).result();
            assertEquals(report, result.report());
        }
        assertEquals(1, written.size());
        assertEquals("wcc", written.get(0).ran().computation());
        assertNull(written.get(0).collection());
        assertEquals(4, written.get(0).graph().vertexCount());
        assertTrue(Files.readString(report).startsWith("RUN COMPUTATION wcc ON GRAPH"), Files.readString(report));
    }
}
