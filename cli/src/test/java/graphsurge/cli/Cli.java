package graphsurge.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/** Runs the command line in-process, the way a user would type it, and captures what it prints. */
final class Cli {
    record Result(int exit, String out, String err) {}

    private Cli() {}

    static Result run(Map<String, String> env, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true), env, false);
        return new Result(exit, out.toString(), err.toString());
    }

    static Result run(String... args) {
        return run(Map.of(), args);
    }

    /** The shared folder beside the project (Graphsurge's sample data, LDBC references), or null. */
    static Path shared() {
        Path p = Path.of("").toAbsolutePath();
        for (int i = 0; i < 4 && p != null; i++, p = p.getParent()) {
            if (Files.isDirectory(p.resolve("shared/graphsurge-data"))) {
                return p.resolve("shared");
            }
        }
        return null;
    }
}
