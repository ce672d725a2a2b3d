package graphsurge.cli;

import graphsurge.cli.session.Session;
import graphsurge.cli.session.StatementResult;
import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.io.IoErrors;
import graphsurge.gvdl.ast.Statement;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/** The top-level command: global options, GVDL scripts and statements, and the subcommands. */
@Command(name = "graphsurge",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        subcommands = {LoadCommand.class, ShowCommand.class, GenerateCommand.class, RunCommand.class, BenchCommand.class,
            ReplCommand.class},
        description = {
            "Graph analytics across view collections: load a property graph, define views of it, and run BFS, "
                    + "SSSP, WCC, PageRank, SCC and shortest paths across all views at once.",
            "",
            "Runs GVDL scripts given as arguments, statements given with -e, or, with neither on a terminal, "
                    + "an interactive prompt (graphsurge repl)."
        },
        footer = {
            "",
            "Examples:",
            "  graphsurge sample-graphs/calls-tour.gvdl",
            "  graphsurge -e \"LOAD GRAPH WITH EDGES FROM 'calls.csv'; SHOW GRAPH;\"",
            "  graphsurge load --vertices people.csv --edges calls.csv",
            "  graphsurge show graph --format json",
            "",
            "The store is a directory (default ./graphsurge-store, or $GRAPHSURGE_STORE)."
        })
public final class GraphsurgeCommand implements Callable<Integer> {
    static final String DEFAULT_STORE = "graphsurge-store";

    /** How results are printed. */
    enum Format { table, json }

    private final Environment environment;

    @Spec
    CommandSpec spec;

    @Option(names = "--store", scope = ScopeType.INHERIT, paramLabel = "DIR",
            description = "The store directory (default: $GRAPHSURGE_STORE, else ./" + DEFAULT_STORE + ").")
    Path store;

    @Option(names = "--threads", scope = ScopeType.INHERIT, paramLabel = "N",
            description = "Worker threads: loading, materializing, the dataflow's workers and the plain"
                    + " algorithms (default: the number of cores).")
    Integer threads;

    @Option(names = {"-q", "--quiet"}, scope = ScopeType.INHERIT,
            description = "Print only results and errors: no progress bars, echoes or summaries.")
    boolean quiet;

    @Option(names = "--format", scope = ScopeType.INHERIT, paramLabel = "FORMAT",
            description = "Output: table (for people) or json (one JSON object per statement; default: table).")
    Format format = Format.table;

    @Option(names = "--wait", scope = ScopeType.INHERIT,
            description = "If another command is writing the store, wait for it instead of failing.")
    boolean waitForLock;

    @Option(names = {"-e", "--execute"}, paramLabel = "STATEMENTS",
            description = "Run these GVDL statements (separated by ';'); may be repeated.")
    List<String> statements = new ArrayList<>();

    @Parameters(paramLabel = "SCRIPT", arity = "0..*", description = "GVDL scripts to run, in order.")
    List<Path> scripts = new ArrayList<>();

    GraphsurgeCommand(Environment environment) {
        this.environment = environment;
    }

    @Override
    public Integer call() {
        if (scripts.isEmpty() && statements.isEmpty()) {
            if (environment.terminal() && environment.interactive()) {
                return new ReplCommand().run(this);
            }
            spec.commandLine().usage(environment.out());
            return 0;
        }
        try (Session session = session()) {
            for (Path script : scripts) {
                String text = read(script);
                Path dir = script.toAbsolutePath().getParent();
                run(session.scriptDirectory(dir), text, script.toString());
            }
            session.scriptDirectory(null);
            for (String s : statements) {
                run(session, s, null);
            }
        }
        return 0;
    }

    /** Runs one script, printing each result as it comes. */
    void run(Session session, String script, String name) {
        session.execute(script, name, executed -> {
            if (!quiet && format == Format.table) {
                String text = graphsurge.gvdl.ast.GvdlPrinter.print(executed.statement());
                environment.out().println("-- line " + executed.statement().span().line() + ": "
                        + (text.length() > 100 ? text.substring(0, 97) + "..." : text));
            }
            print(executed.statement(), executed.result());
        });
    }

    /** Executes one statement built by a subcommand, and prints its result. */
    int execute(Statement statement) {
        try (Session session = session()) {
            print(statement, session.execute(statement, null));
        }
        return 0;
    }

    void print(Statement statement, StatementResult result) {
        PrintWriter out = environment.out();
        if (format == Format.json) {
            Map<String, Object> m = new LinkedHashMap<>();
            if (statement != null && statement.span().line() > 0) {
                m.put("line", statement.span().line());
            }
            m.putAll(ResultRenderer.json(result));
            out.println(Json.write(m));
        } else if (quiet) {
            if (result instanceof StatementResult.GraphLoaded g) {
                ResultRenderer.skipped(g.report(), environment.err());
            } else if (!(result instanceof StatementResult.Done)) {
                ResultRenderer.text(result, out, environment.err());
            }
        } else {
            ResultRenderer.text(result, out, environment.err());
        }
        out.flush();
    }

    Session session() {
        return Session.open(storeDirectory()).threads(threads()).progress(progress())
                .notices(environment.err()::println).waitForLock(waitForLock);
    }

    private static String read(Path script) {
        try {
            return Files.readString(script, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            String name = script.toString();
            String hint = name.contains(".") || name.contains("/") ? ""
                    : " (and not a command; the commands are load, show, generate and repl: see graphsurge --help)";
            throw new GraphsurgeException(script + ": no such script" + hint);
        } catch (IOException e) {
            throw new GraphsurgeException(script + ": cannot be read: " + IoErrors.reason(e));
        }
    }

    Environment environment() {
        return environment;
    }

    /** The store directory: --store, else $GRAPHSURGE_STORE, else ./graphsurge-store. */
    Path storeDirectory() {
        if (store != null) {
            return store;
        }
        String fromEnv = environment.env().get("GRAPHSURGE_STORE");
        return Path.of(fromEnv != null && !fromEnv.isBlank() ? fromEnv : DEFAULT_STORE);
    }

    int threads() {
        if (threads == null) {
            return Runtime.getRuntime().availableProcessors();
        }
        if (threads < 1) {
            throw new GraphsurgeException("--threads must be at least 1, got " + threads);
        }
        return threads;
    }

    boolean quiet() {
        return quiet;
    }

    boolean waitForLock() {
        return waitForLock;
    }

    /** A progress display on stderr, or none when quiet or not on a terminal. */
    ProgressListener progress() {
        return quiet || !environment.terminal() ? ProgressListener.NONE : new TerminalProgress(environment.err());
    }
}
