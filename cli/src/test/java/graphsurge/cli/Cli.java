package graphsurge.cli;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

/** Runs the command line in-process, the way a user would type it, and captures what it prints. */
final class Cli {
    record Result(int exit, String out, String err) {}

    private Cli() {}

    static Result run(Map<String, String> env, String... args) {
        return run(env, InputStream.nullInputStream(), args);
    }

    static Result run(String... args) {
        return run(Map.of(), args);
    }

    /**
     * The four-edge graph the run tests share, as an edges file in {@code dir}: 10->20 (2001, w 1.5),
     * 20->30 (2002, w 2), 10->30 (2003, w 5), 40->10 (2002, w 0.5).
     */
    static Path fourEdges(Path dir) throws IOException {
        return Files.writeString(dir.resolve("e.csv"), ":start_id,:end_id,year:int,w:double\n"
                + "10,20,2001,1.5\n20,30,2002,2\n10,30,2003,5\n40,10,2002,0.5\n");
    }

    /** Runs with {@code input} on standard input, as from a pipe or a file (not a terminal). */
    static Result withInput(String input, String... args) {
        return run(Map.of(), new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), args);
    }

    private static Result run(Map<String, String> env, InputStream in, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Main.run(args, in, new PrintWriter(out, true), new PrintWriter(err, true), env, false);
        return new Result(exit, out.toString(), err.toString());
    }

    /**
     * The shared folder beside the project (Graphsurge's sample data and test batches), which the
     * golden tests read. Without it a test is skipped with its reason printed to standard error,
     * and fails instead when the environment variable {@code GRAPHSURGE_REQUIRE_SHARED} is
     * {@code true} ({@code .ci/run} sets it when the folder is there), so that a check that has the
     * data cannot pass by skipping.
     */
    static Path sharedData() {
        try {
            return sharedData(findShared(), System.getenv("GRAPHSURGE_REQUIRE_SHARED"));
        } catch (TestAbortedException e) {
            System.err.println("SKIPPED: " + e.getMessage());
            throw e;
        }
    }

    /** {@link #sharedData()}'s decision, without the printing, for a found folder (or null) and the value of {@code GRAPHSURGE_REQUIRE_SHARED}. */
    static Path sharedData(Path found, String required) {
        if (found != null) {
            return found;
        }
        String reason = "no shared/graphsurge-data in the 4 folders above " + Path.of("").toAbsolutePath()
                + ": the golden tests need ../shared beside the project";
        if ("true".equalsIgnoreCase(required)) {
            throw new AssertionFailedError(reason + " (GRAPHSURGE_REQUIRE_SHARED=true: failing rather than skipping)");
        }
        throw new TestAbortedException(reason);
    }

    private static Path findShared() {
        Path p = Path.of("").toAbsolutePath();
        for (int i = 0; i < 4 && p != null; i++, p = p.getParent()) {
            if (Files.isDirectory(p.resolve("shared/graphsurge-data"))) {
                return p.resolve("shared");
            }
        }
        return null;
    }
}
