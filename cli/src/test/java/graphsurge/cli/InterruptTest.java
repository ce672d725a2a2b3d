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
 * The command runs in a child JVM, which the test sends SIGINT with {@code kill -INT}.
 */
@EnabledOnOs({OS.LINUX, OS.MAC})
class InterruptTest {
    @TempDir
    Path dir;

    @Test
    void sigintEndsARunWithInterruptedAndExit130() throws Exception {
        Random random = new Random(32);
        StringBuilder e = new StringBuilder(":start_id,:end_id,k:int\n");
        for (int i = 0; i < 50_000; i++) {
            e.append(1 + random.nextInt(10_000)).append(',').append(1 + random.nextInt(10_000)).append(',')
                    .append(random.nextInt(100)).append('\n');
        }
        Path edges = Files.writeString(dir.resolve("e.csv"), e);
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
}
