package graphsurge.cli;

import graphsurge.cli.report.RunReport;
import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.io.IoErrors;
import graphsurge.gstore.io.UserPaths;
import graphsurge.gvdl.Visible;
import graphsurge.gvdl.ast.GvdlPrinter;
import graphsurge.gvdl.ast.Statement;
import graphsurge.session.Plugins;
import graphsurge.session.Session;
import graphsurge.session.StatementResult;
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
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/** The top-level command: global options, GVDL scripts and statements, and the subcommands. */
@Command(name = "graphsurge",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        subcommands = {LoadCommand.class, ShowCommand.class, GenerateCommand.class, RunCommand.class, ResultsCommand.class,
            BenchCommand.class, ReplCommand.class},
        description = {
            "Graph analytics across view collections: load a property graph, define views of it, and run BFS, "
                    + "SSSP, WCC, PageRank, SCC and shortest paths across all views at once.",
            "",
            "Runs GVDL scripts given as arguments ('-' for standard input), statements given with -e, or, with "
                    + "neither, the statements on standard input: an interactive prompt on a terminal (graphsurge repl), "
                    + "else a script (graphsurge < script.gvdl). A script stops at its first failing statement (exit 1)."
        },
        footer = {
            "",
            "Examples:",
            "  graphsurge sample-graphs/calls-tour.gvdl",
            "  graphsurge -e \"LOAD GRAPH WITH EDGES FROM 'calls.csv'; SHOW GRAPH;\"",
            "  graphsurge load --vertices people.csv --edges calls.csv",
            "  graphsurge show graph --format json",
            "",
            "The store is a directory (default ./graphsurge-store, or $GRAPHSURGE_STORE).",
            "Plug-in computations: graphsurge --plugins DIR (the jars in DIR; see docs/java-api.md)."
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
                    + " algorithms, from 1 to " + Session.MAX_THREADS + " (default: the number of cores).")
    Integer threads;

    @Option(names = {"-q", "--quiet"}, scope = ScopeType.INHERIT,
            description = "Print only what was asked for and errors: what SHOW shows, one summary line per RUN, and "
                    + "warnings; no progress bars, statement echoes, per-view tables, timings or confirmations.")
    boolean quiet;

    @Option(names = "--format", scope = ScopeType.INHERIT, paramLabel = "FORMAT",
            description = "Output: table (for people) or json (one JSON object per statement; default: table).")
    Format format = Format.table;

    @Option(names = "--explain", scope = ScopeType.INHERIT,
            description = "Give each view of a run its whole decision in the run table: the reason with the figures"
                    + " it rests on (the table shows the reason in a few words; JSON and reports always have both).")
    boolean explain;

    @Option(names = "--wait", scope = ScopeType.INHERIT,
            description = "If another command is writing the store, wait for it instead of failing.")
    boolean waitForLock;

    @Option(names = "--plugins", scope = ScopeType.INHERIT, paramLabel = "DIR",
            description = "Load the plug-in computations of every jar in DIR (declared in META-INF/services/"
                    + "graphsurge.analytics.computation.Computation; default: $GRAPHSURGE_PLUGINS, else none).")
    Path pluginDirectory;

    /** The plug-ins, loaded once when the first session opens (null until then). */
    private List<Plugins.Plugin> plugins;

    @Option(names = {"-e", "--execute"}, paramLabel = "STATEMENTS",
            description = "Run these GVDL statements (separated by ';'); may be repeated.")
    List<String> statements = new ArrayList<>();

    @Parameters(paramLabel = "SCRIPT", arity = "0..*", description = "GVDL scripts to run, in order ('-': standard input).")
    List<Path> scripts = new ArrayList<>();

    @Mixin
    ClusterOption cluster = new ClusterOption();

    GraphsurgeCommand(Environment environment) {
        this.environment = environment;
    }

    @Override
    public Integer call() {
        if (scripts.isEmpty() && statements.isEmpty()) {
            if (environment.interactive()) {
                return new ReplCommand().run(this);
            }
            Script input = standardInput();
            if (input.text().isBlank()) {
                spec.commandLine().usage(environment.out());
                return 0;
            }
            return runScripts(List.of(input));
        }
        // Every script is read before any runs: a mistyped command or a missing file changes nothing.
        List<Script> all = new ArrayList<>();
        for (Path script : scripts) {
            all.add(script.toString().equals("-") ? standardInput() : read(script));
        }
        for (String s : statements) {
            all.add(new Script(null, s, null));
        }
        return runScripts(all);
    }

    /** A script's name for messages (null for -e), its text, and the directory its paths may be relative to. */
    record Script(String name, String text, Path directory) {}

    /** Runs standard input as one script: what {@code graphsurge repl} does when no person is typing. */
    int runStandardInput() {
        return runScripts(List.of(standardInput()));
    }

    private int runScripts(List<Script> all) {
        try (Session session = session()) {
            for (Script script : all) {
                run(session.scriptDirectory(script.directory()), script.text(), script.name());
            }
        }
        return 0;
    }

    /** Runs one script, naming each statement as it starts and printing its result as it ends. */
    void run(Session session, String script, String name) {
        run(session, script, name, true);
    }

    /**
     * Runs statements and prints each result as it ends; with {@code echo}, names each statement
     * as it starts (a script's reader needs to see which ran; a person at the prompt just typed it).
     */
    void run(Session session, String script, String name, boolean echo) {
        session.execute(script, name, statement -> {
            if (echo && !quiet && format == Format.table) {
                String text = Visible.of(GvdlPrinter.print(statement));
                environment.out().println("-- line " + statement.span().line() + ": "
                        + (text.length() > 100 ? text.substring(0, 97) + "..." : text));
                environment.out().flush();
            }
        }, executed -> print(executed.statement(), executed.result()));
    }

    /** Executes one statement built by a subcommand, and prints its result. */
    int execute(Statement statement) {
        return execute(statement, null);
    }

    /** As {@link #execute(Statement)}, for a statement parsed from {@code source} (for errors that point into it). */
    int execute(Statement statement, String source) {
        try (Session session = session()) {
            print(statement, session.execute(statement, source));
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
            ResultRenderer.quiet(result, out, environment.err());
        } else {
            ResultRenderer.text(result, out, environment.err(), explain);
        }
        out.flush();
    }

    Session session() {
        Session session = Session.open(storeDirectory()).threads(threads()).progress(progress())
                .reportWriter(RunReport::write).notices(environment.err()::println).waitForLock(waitForLock)
                .plugins(plugins());
        if (cluster.spec != null) {
            try {
                session.cluster(cluster.spec);
            } catch (GraphsurgeException e) {
                throw new UsageException("--cluster " + cluster.spec + ": " + e.getMessage());
            }
        }
        return session;
    }

    /** Takes a subcommand's {@code --cluster}, when it was given, over the top command's. */
    void cluster(ClusterOption given) {
        if (given.spec != null) {
            cluster.spec = given.spec;
        }
    }

    /** The plug-ins of --plugins, else of $GRAPHSURGE_PLUGINS, else none; loaded on the first call. */
    List<Plugins.Plugin> plugins() {
        if (plugins == null) {
            Path directory = pluginDirectory;
            String fromEnv = environment.env().get("GRAPHSURGE_PLUGINS");
            if (directory == null && fromEnv != null && !fromEnv.isBlank()) {
                directory = UserPaths.parse(fromEnv, "$GRAPHSURGE_PLUGINS");
            }
            plugins = directory == null ? List.of() : Plugins.load(directory);
        }
        return plugins;
    }

    private Script read(Path script) {
        try {
            return new Script(script.toString(), Files.readString(script, StandardCharsets.UTF_8),
                    script.toAbsolutePath().getParent());
        } catch (NoSuchFileException e) {
            String name = script.toString();
            if (!name.contains(".") && !name.contains("/")) {
                throw new UsageException(Main.unknownCommand(name, spec) + ", and no script of that name");
            }
            throw new GraphsurgeException(script + ": no such script");
        } catch (IOException e) {
            throw new GraphsurgeException(script + ": cannot be read: " + IoErrors.reason(e));
        }
    }

    private Script standardInput() {
        try {
            return new Script("<stdin>", new String(environment.in().readAllBytes(), StandardCharsets.UTF_8), null);
        } catch (IOException e) {
            throw new GraphsurgeException("standard input cannot be read: " + e.getMessage());
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
        return fromEnv != null && !fromEnv.isBlank() ? UserPaths.parse(fromEnv, "$GRAPHSURGE_STORE") : Path.of(DEFAULT_STORE);
    }

    int threads() {
        if (threads == null) {
            return Runtime.getRuntime().availableProcessors();
        }
        try {
            return Session.checkThreads(threads, "--threads");
        } catch (GraphsurgeException e) {
            throw new UsageException(e.getMessage());
        }
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
