package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.gstore.GraphsurgeException;
import graphsurge.session.Session;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Threads are capped at 256, in a statement (exit 1), an option (exit 2) and the Java API. */
class ThreadLimitTest {
    @TempDir
    Path dir;

    @Test
    void setThreadsAboveTheCapIsAnInputError() {
        Cli.Result r = Cli.run("--store", dir.toString(), "-e", "SET THREADS 100000;");
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().contains("SET THREADS must be from 1 to 256, got 100000"), r.err());
        r = Cli.run("--store", dir.toString(), "-e", "SET THREADS 99999999999;");
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().contains("got 99999999999"), r.err());
    }

    @Test
    void setThreadsAtTheCapIsAccepted() {
        Cli.Result r = Cli.run("--store", dir.toString(), "-e", "SET THREADS 256;");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("Using 256 threads."), r.out());
    }

    @Test
    void theThreadsOptionOutsideOneTo256IsAUsageError() {
        for (String threads : new String[] {"257", "100000", "0", "-1"}) {
            Cli.Result r = Cli.run("--threads", threads, "--store", dir.toString(), "-e", "SHOW COMPUTATIONS;");
            assertEquals(2, r.exit(), threads + ": " + r.err());
            assertTrue(r.err().contains("--threads must be from 1 to 256, got " + threads), r.err());
        }
        assertEquals(0, Cli.run("--threads", "256", "--store", dir.toString(), "-e", "SHOW COMPUTATIONS;").exit());
    }

    @Test
    void theJavaApiRefusesThreadsOutsideOneTo256() {
        try (Session session = Session.open(dir)) {
            assertThrows(GraphsurgeException.class, () -> session.threads(257));
            assertThrows(GraphsurgeException.class, () -> session.threads(0));
            assertEquals(256, session.threads(256).threads());
        }
    }
}
