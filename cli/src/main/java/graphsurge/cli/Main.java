package graphsurge.cli;

import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.Suggestions;
import graphsurge.gstore.io.IoErrors;
import graphsurge.gstore.io.UserPaths;
import graphsurge.session.ComputationFailure;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;
import sun.misc.Signal;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Entry point of {@code graphsurge}. Exit status: 0 on success, 1 on an error in the user's input
 * or environment (one readable message on stderr), 2 on a command-line usage error (one short
 * message, a did-you-mean when something is close, and where the help is), 3 on an internal error
 * (a bug: the stack trace is printed) or a plug-in's failure (one line naming the computation and
 * its jar: a bug in the plug-in, whose author needs the message rather than our stack), 130 when
 * Ctrl-C stopped it ({@code interrupted}). With
 * {@code --format json} every error is one JSON object on stderr instead: {@code error} (the
 * message), {@code kind} ({@code input}, {@code usage}, {@code computation}, {@code interrupted} or {@code internal}),
 * {@code exit}, and for usage errors {@code help} (the command to ask).
 */
public final class Main {
    public static final int EXIT_INPUT_ERROR = 1;
    public static final int EXIT_USAGE_ERROR = 2;
    public static final int EXIT_INTERNAL_ERROR = 3;
    /** A run stopped by Ctrl-C (SIGINT), as shells report a process ended by it: 128 + 2. */
    public static final int EXIT_INTERRUPTED = 130;

    private Main() {}

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(System.out, true);
        PrintWriter err = new PrintWriter(System.err, true);
        onInterrupt(Thread.currentThread(), err);
        ForeignExitGuard.install(System.err);
        int status = run(args, System.in, out, err, System.getenv(), System.console() != null);
        out.flush();
        err.flush();
        System.exit(status);
    }

    /**
     * Ctrl-C (SIGINT) interrupts {@code main} instead of ending the JVM at once: the run under way
     * is cancelled cooperatively (every worker stops, a saved run's record stays in place, so that
     * RESUME continues it) and the command ends with "interrupted", exit 130. A second Ctrl-C
     * exits at once with 130 (shutdown hooks still run: a Flink job is cancelled). The REPL
     * installs its own handler while it prompts (JLine's), which interrupts the statement instead.
     */
    private static void onInterrupt(Thread main, PrintWriter err) {
        AtomicBoolean once = new AtomicBoolean();
        try {
            Signal.handle(new Signal("INT"), signal -> {
                if (once.compareAndSet(false, true)) {
                    main.interrupt();
                } else {
                    err.println("interrupted");
                    err.flush();
                    new Thread(() -> System.exit(EXIT_INTERRUPTED), "graphsurge-exit").start();
                }
            });
        } catch (IllegalArgumentException e) {
            // No SIGINT here (the JVM was started with -Xrs): Ctrl-C ends the JVM as it always did.
        }
    }

    /**
     * Runs one command line; the testable core of {@link #main}. Without a {@code terminal}, standard
     * input {@code in} is read as a script where a person would otherwise be prompted.
     */
    public static int run(String[] args, InputStream in, PrintWriter out, PrintWriter err, Map<String, String> env,
            boolean terminal) {
        Environment environment = new Environment(in, out, err, env, terminal, terminal);
        boolean json = asksForJson(args);
        CommandLine cli = new CommandLine(new GraphsurgeCommand(environment));
        // Every path option goes through the checks the statements' paths go through; a bad one is a usage error.
        cli.registerConverter(Path.class, text -> {
            try {
                return UserPaths.parse(text, "the path");
            } catch (GraphsurgeException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        });
        cli.setOut(out);
        cli.setErr(err);
        cli.setParameterExceptionHandler((e, arguments) -> usageError(e.getCommandLine(), describe(e), err, json));
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            if (e instanceof UsageException) {
                return usageError(commandLine, e.getMessage(), err, json);
            }
            if (e instanceof GraphsurgeException && !Thread.currentThread().isInterrupted()) {
                boolean computation = failedComputation(e);
                return error(err, json, computation ? "computation" : "input", e.getMessage(),
                        computation ? EXIT_INTERNAL_ERROR : EXIT_INPUT_ERROR);
            }
            if (e instanceof CancellationException || Thread.currentThread().isInterrupted()) {
                // Ctrl-C: the run was cancelled (and an operation it interrupted may have failed on that).
                Thread.interrupted();
                return error(err, json, "interrupted", "interrupted", EXIT_INTERRUPTED);
            }
            if (e instanceof UncheckedIOException io) {
                // The file system refused (disk full, permissions): the user's environment, not a bug.
                return error(err, json, "input", io.getMessage() + ": " + IoErrors.reason(io.getCause()), EXIT_INPUT_ERROR);
            }
            if (json) {
                error(err, true, "internal", "internal error (please report it): " + e, EXIT_INTERNAL_ERROR);
            } else {
                err.println("internal error (please report it): " + e);
            }
            e.printStackTrace(err);
            return EXIT_INTERNAL_ERROR;
        });
        return cli.execute(args);
    }

    /** Whether {@code e} is, or reports as a script's failure, a {@link ComputationFailure}. */
    private static boolean failedComputation(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof ComputationFailure) {
                return true;
            }
        }
        return false;
    }

    /** One line saying what is wrong, one saying where the help is: never the whole help. */
    private static int usageError(CommandLine command, String message, PrintWriter err, boolean json) {
        String help = command.getCommandSpec().qualifiedName() + " --help";
        if (json) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("error", message);
            m.put("kind", "usage");
            m.put("exit", EXIT_USAGE_ERROR);
            m.put("help", help);
            err.println(Json.write(m));
        } else {
            err.println("error: " + message);
            err.println("See '" + help + "'.");
        }
        return EXIT_USAGE_ERROR;
    }

    /** Prints {@code message} as {@code error: ...}, or as a JSON object of its {@code kind}; answers {@code exit}. */
    private static int error(PrintWriter err, boolean json, String kind, String message, int exit) {
        if (json) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("error", message);
            m.put("kind", kind);
            m.put("exit", exit);
            err.println(Json.write(m));
        } else {
            err.println("error: " + message);
        }
        return exit;
    }

    /**
     * Whether the command line asks for {@code --format json} anywhere (the option is inherited by
     * every subcommand): read from the words, so that an error found before the option is parsed
     * is still printed as the user asked.
     */
    static boolean asksForJson(String[] args) {
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--format=json") || args[i].equals("--format") && i + 1 < args.length
                    && args[i + 1].equals("json")) {
                return true;
            }
        }
        return false;
    }

    /** Picocli's message, or for an unknown command or option, which one and the closest known. */
    private static String describe(CommandLine.ParameterException e) {
        if (!(e instanceof CommandLine.UnmatchedArgumentException u) || u.getUnmatched().isEmpty()) {
            return e.getMessage().replaceFirst("^Error: ", ""); // ours already begins "error: "
        }
        String word = u.getUnmatched().get(0);
        CommandLine.Model.CommandSpec spec = u.getCommandLine().getCommandSpec();
        if (word.startsWith("-")) {
            String name = word.contains("=") ? word.substring(0, word.indexOf('=')) : word;
            List<String> options = new ArrayList<>();
            for (OptionSpec o : spec.options()) {
                options.addAll(List.of(o.names()));
            }
            return "unknown option '" + name + "'" + Suggestions.hint(name, options);
        }
        if (!spec.subcommands().isEmpty()) {
            return unknownCommand(word, spec);
        }
        return "unexpected argument '" + word + "'";
    }

    /** {@code unknown command 'shwo'; did you mean 'show'? (the commands are ...)}. */
    static String unknownCommand(String word, CommandLine.Model.CommandSpec spec) {
        List<String> names = new ArrayList<>(spec.subcommands().keySet());
        return "unknown command '" + word + "'" + Suggestions.hint(word, names) + " (the commands of "
                + spec.qualifiedName() + " are " + String.join(", ", names) + ")";
    }
}
