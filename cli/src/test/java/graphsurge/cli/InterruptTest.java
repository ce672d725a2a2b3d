package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ctrl-C (SIGINT) on {@code graphsurge} running a script cancels the run: the command ends within
 * seconds with "interrupted" and exit 130, and the store is as it was (the next command reads it).
 * The command runs in a child JVM, which the test sends SIGINT with {@code kill -INT}. At the
 * REPL, Ctrl-C (the terminal's INT signal) stops the run and the next statement runs.
 */
@EnabledOnOs({OS.LINUX, OS.MAC})
class InterruptTest {
    @TempDir
    Path dir;

    @Test
    void sigintEndsARunWithInterruptedAndExit130() throws Exception {
        Path edges = edges(new Random(32));
        String store = dir.resolve("store").toString();
        Cli.Result loaded = Cli.run("--store", store, "-q", "-e", "LOAD GRAPH WITH EDGES FROM '" + edges + "';"
                + " CREATE VIEW COLLECTION c WHERE [k < 50], [k < 60], [k < 70], [k < 80];");
        assertEquals(0, loaded.exit(), loaded.err());

        Process child = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName(), "--store", store, "-e",
                "SET THREADS 2; RUN SCRATCH COMPUTATION pr(iterations=1000000) ON COLLECTION c;")).start();
        Output out = new Output(child.getInputStream());
        Output err = new Output(child.getErrorStream());
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!out.text().contains("RUN SCRATCH") && child.isAlive() && System.nanoTime() < until) {
            Thread.sleep(50);
        }
        assertTrue(child.isAlive() && out.text().contains("RUN SCRATCH"), "the run started: " + out.text() + err.text());
        Thread.sleep(500);
        long sent = System.nanoTime();
        assertEquals(0, new ProcessBuilder("kill", "-INT", Long.toString(child.pid())).start().waitFor());
        boolean ended = child.waitFor(5, TimeUnit.SECONDS);
        if (!ended) {
            child.destroyForcibly();
        }
        assertTrue(ended, "the command went on for 5 s after SIGINT");
        double seconds = (System.nanoTime() - sent) / 1e9;
        assertEquals(Main.EXIT_INTERRUPTED, child.exitValue(), () -> out.text() + err.text());
        out.join();
        err.join();
        assertTrue(err.text().contains("error: interrupted"), err.text());
        assertTrue(seconds < 3, "ended " + seconds + " s after SIGINT");

        Cli.Result after = Cli.run("--store", store, "-q", "-e", "RUN SCRATCH COMPUTATION wcc ON COLLECTION c;");
        assertEquals(0, after.exit(), after.err());
        assertTrue(after.out().startsWith("Ran wcc on c (scratch): 4 views in "), after.out());
    }

    @Test
    void ctrlCAtTheReplStopsTheRunAndTheNextStatementRuns() throws Exception {
        Path edges = edges(new Random(33));
        Path store = dir.resolve("store");
        assertEquals(0, Cli.run("--store", store.toString(), "-q", "-e", "LOAD GRAPH WITH EDGES FROM '" + edges + "';"
                + " CREATE VIEW COLLECTION c WHERE [k < 50], [k < 60], [k < 70];").exit());
        ByteArrayOutputStream screen = new ByteArrayOutputStream();
        Environment env = new Environment(InputStream.nullInputStream(),
                new java.io.PrintWriter(new java.io.OutputStreamWriter(screen, StandardCharsets.UTF_8), true),
                new java.io.PrintWriter(new java.io.StringWriter(), true),
                java.util.Map.of("GRAPHSURGE_HISTORY", dir.resolve("history").toString()), false, true);
        GraphsurgeCommand top = new GraphsurgeCommand(env);
        top.store = store;
        String typed = "RUN SCRATCH COMPUTATION pr(iterations=1000000) ON COLLECTION c;\nSHOW COLLECTIONS;\nexit\n";
        java.io.InputStream keys = new java.io.ByteArrayInputStream(typed.getBytes(StandardCharsets.UTF_8));
        try (org.jline.terminal.Terminal terminal = new org.jline.terminal.impl.DumbTerminal("test", "dumb", keys, screen,
                StandardCharsets.UTF_8)) {
            java.util.concurrent.atomic.AtomicInteger exit = new java.util.concurrent.atomic.AtomicInteger(-1);
            Thread repl = new Thread(() -> exit.set(ReplCommand.run(top, terminal)), "test-repl");
            repl.start();
            Thread.sleep(1_500); // the run goes on far longer than this without Ctrl-C
            assertTrue(repl.isAlive(), "the run is still going");
            long sent = System.nanoTime();
            terminal.raise(org.jline.terminal.Terminal.Signal.INT);
            repl.join(10_000);
            assertTrue(!repl.isAlive(), "the REPL went back to the prompt and ran the rest");
            assertEquals(0, exit.get());
            assertTrue((System.nanoTime() - sent) / 1e9 < 3, "back within 3 s");
        }
        String shown = screen.toString(StandardCharsets.UTF_8);
        assertTrue(shown.contains("interrupted"), shown);
        assertTrue(shown.matches("(?s).*graphsurge> interrupted\\n.*\\nc +3 .*"), "SHOW COLLECTIONS ran after it: " + shown);
    }

    /** Everything a stream gives, read on a thread of its own. */
    private static final class Output extends Thread {
        private final InputStream in;
        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

        Output(InputStream in) {
            this.in = in;
            setDaemon(true);
            start();
        }

        @Override
        public void run() {
            byte[] buffer = new byte[4096];
            try {
                for (int n; (n = in.read(buffer)) >= 0; ) {
                    synchronized (bytes) {
                        bytes.write(buffer, 0, n);
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        String text() {
            synchronized (bytes) {
                return bytes.toString(StandardCharsets.UTF_8);
            }
        }
    }

    /** 50,000 random edges over 10,000 vertices with a property k in 0..99, as a CSV file: runs long enough to interrupt. */
    private Path edges(Random random) throws IOException {
        StringBuilder e = new StringBuilder(":start_id,:end_id,k:int\n");
        for (int i = 0; i < 50_000; i++) {
            e.append(1 + random.nextInt(10_000)).append(',').append(1 + random.nextInt(10_000)).append(',')
                    .append(random.nextInt(100)).append('\n');
        }
        return Files.writeString(dir.resolve("e.csv"), e);
    }
}
