package graphsurge.cli;

import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.ProgressListener;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/** The top-level command: global options and the subcommands. */
@Command(name = "graphsurge",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        subcommands = {LoadCommand.class, ShowCommand.class, GenerateCommand.class},
        description = {
            "Graph analytics across view collections: load a property graph, define views of it,",
            "and run BFS, SSSP, WCC, PageRank, SCC and shortest paths across all views at once."
        },
        footer = {
            "",
            "Examples:",
            "  graphsurge load --vertices people.csv --edges calls.csv",
            "  graphsurge show graph",
            "  graphsurge generate graph --scale 16 --out data/",
            "",
            "The store is a directory (default ./graphsurge-store, or $GRAPHSURGE_STORE)."
        })
public final class GraphsurgeCommand implements Runnable {
    static final String DEFAULT_STORE = "graphsurge-store";

    private final Environment environment;

    @Spec
    CommandSpec spec;

    @Option(names = "--store", scope = ScopeType.INHERIT, paramLabel = "DIR",
            description = "The store directory (default: $GRAPHSURGE_STORE, else ./" + DEFAULT_STORE + ").")
    Path store;

    @Option(names = "--threads", scope = ScopeType.INHERIT, paramLabel = "N",
            description = "Worker threads (default: the number of cores).")
    Integer threads;

    @Option(names = {"-q", "--quiet"}, scope = ScopeType.INHERIT,
            description = "Print only results and errors: no progress bars or summaries.")
    boolean quiet;

    GraphsurgeCommand(Environment environment) {
        this.environment = environment;
    }

    @Override
    public void run() {
        spec.commandLine().usage(environment.out());
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

    /** A progress display on stderr, or none when quiet or not on a terminal. */
    ProgressListener progress() {
        return quiet || !environment.terminal() ? ProgressListener.NONE : new TerminalProgress(environment.err());
    }
}
