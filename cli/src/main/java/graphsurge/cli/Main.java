package graphsurge.cli;

import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.io.IoErrors;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.Map;
import picocli.CommandLine;

/**
 * Entry point of {@code graphsurge}. Exit status: 0 on success, 1 on an error in the user's input
 * or environment (one readable message on stderr), 2 on a command-line usage error, 3 on an
 * internal error (a bug: the stack trace is printed).
 */
public final class Main {
    public static final int EXIT_INPUT_ERROR = 1;
    public static final int EXIT_INTERNAL_ERROR = 3;

    private Main() {}

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(System.out, true);
        PrintWriter err = new PrintWriter(System.err, true);
        int status = run(args, out, err, System.getenv(), System.console() != null);
        out.flush();
        err.flush();
        System.exit(status);
    }

    /** Runs one command line; the testable core of {@link #main}. */
    public static int run(String[] args, PrintWriter out, PrintWriter err, Map<String, String> env,
            boolean terminal) {
        Environment environment = new Environment(out, err, env, terminal, terminal);
        CommandLine cli = new CommandLine(new GraphsurgeCommand(environment));
        cli.setOut(out);
        cli.setErr(err);
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            if (e instanceof GraphsurgeException) {
                err.println("error: " + e.getMessage());
                return EXIT_INPUT_ERROR;
            }
            if (e instanceof UncheckedIOException io) {
                // The file system refused (disk full, permissions): the user's environment, not a bug.
                err.println("error: " + io.getMessage() + ": " + IoErrors.reason(io.getCause()));
                return EXIT_INPUT_ERROR;
            }
            err.println("internal error (please report it): " + e);
            e.printStackTrace(err);
            return EXIT_INTERNAL_ERROR;
        });
        return cli.execute(args);
    }
}
