package graphsurge.cli;

import graphsurge.gstore.Suggestions;
import graphsurge.gvdl.ast.GvdlPrinter;
import graphsurge.gvdl.parse.Parser;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code graphsurge run}: the command-line form of {@code RUN COMPUTATION}. It writes the GVDL
 * statement and runs it, so both forms behave the same and errors point into the statement.
 */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = {
            "Run a computation on a collection, a view or the whole graph of the store, and show a per-view summary "
                    + "(or save every view's results with --out). Computations: bfs, sssp, wcc, pr, scc, mpsp "
                    + "(graphsurge show computations lists their parameters)."
        },
        footer = {
            "",
            "Examples:",
            "  graphsurge run wcc --on growth",
            "  graphsurge run bfs --param root=1 --on yearly --mode differential --out results/bfs",
            "  graphsurge run sssp --param root=1 --param weight=duration --graph --out results/sssp",
            "  graphsurge run mpsp --param 'goals=[(1, 2), (5, 17)]' --view long_distance",
            "  graphsurge run wcc --on growth --report wcc.html",
            "  graphsurge run pr --on yearly --threads 4 --segments 4 --out results/pr",
            "  graphsurge run pr --on yearly --out results/pr --resume",
            "  graphsurge run pr --on yearly --out results/pr --replace",
            "  graphsurge run bfs --param root=1 --on yearly --out results/bfs --changes-only",
            "  graphsurge run bfs --param root=1 --on yearly --out results/bfs --out-format parquet",
            "  graphsurge results results/bfs --view yearly_3"
        })
final class RunCommand implements Callable<Integer> {
    @ParentCommand
    GraphsurgeCommand top;

    @Parameters(paramLabel = "COMPUTATION", description = "The computation's name.")
    String computation;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Target target;

    /** Exactly one of the three targets. */
    static final class Target {
        @Option(names = "--on", paramLabel = "COLLECTION", description = "Run on every view of this collection.")
        String collection;

        @Option(names = "--view", paramLabel = "VIEW", description = "Run on this view (made by CREATE VIEW).")
        String view;

        @Option(names = "--graph", description = "Run on the whole graph, isolated vertices included.")
        boolean graph;
    }

    @Option(names = {"-p", "--param"}, paramLabel = "KEY=VALUE",
            description = "A parameter, as in GVDL: root=1, weight=duration, goals=[(1, 2)]. Repeat for several.")
    List<String> params = new ArrayList<>();

    @Option(names = "--mode", defaultValue = "adaptive", paramLabel = "MODE",
            description = "adaptive (default: split where a cost model says scratch is faster), differential, or scratch.")
    String mode;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Save <view>.csv, <view>.changes.csv and summary.csv (graph.csv and summary.csv with --graph) to DIR;"
                    + " see --changes-only and --out-format for runs of many views (graphsurge results reads any form).")
    Path out;

    @Option(names = "--changes-only",
            description = "With --out: save the first view's <view>.csv, then each later view's <view>.changes.csv only"
                    + " (SAVE RESULTS TO 'DIR' CHANGES ONLY).")
    boolean changesOnly;

    @Option(names = "--out-format", defaultValue = "csv", paramLabel = "FORMAT",
            description = "With --out: csv (default) or parquet, one change log DIR/results.parquet with DIR/summary.csv"
                    + " (SAVE RESULTS TO 'DIR' AS PARQUET; cannot be resumed).")
    String outFormat;

    @Option(names = "--report", paramLabel = "FILE",
            description = "Save a self-contained HTML page with the collection, per-view times and results as charts.")
    Path report;

    @Option(names = "--segments", paramLabel = "N",
            description = "Cut a collection run into N segments that start fresh and run at once (default: the cut the"
                    + " cost model chooses for the cluster's slots; see docs/cluster.md).")
    Integer segments;

    @Option(names = "--replace",
            description = "With --out: replace the earlier run saved in DIR (its files only; a directory holding other"
                    + " files is refused). Without it, a run into a directory holding files is refused.")
    boolean replace;

    @Option(names = "--resume",
            description = "Continue the interrupted run saved in --out DIR: run only the views it has not completed.")
    boolean resume;

    @Mixin
    ClusterOption cluster = new ClusterOption();

    @Override
    public Integer call() {
        top.cluster(cluster);
        String modeWord = switch (mode.toLowerCase(Locale.ROOT)) {
            case "adaptive" -> "";
            case "differential" -> "DIFFERENTIAL ";
            case "scratch" -> "SCRATCH ";
            default -> throw new UsageException("--mode must be adaptive, differential or scratch, got '" + mode + "'"
                    + Suggestions.hint(mode, List.of("adaptive", "differential", "scratch")));
        };
        StringBuilder s = new StringBuilder("RUN ").append(modeWord).append("COMPUTATION ").append(computation);
        if (!params.isEmpty()) {
            s.append('(');
            for (int i = 0; i < params.size(); i++) {
                if (!params.get(i).contains("=")) {
                    throw new UsageException("--param " + params.get(i) + ": expected KEY=VALUE, as in root=1");
                }
                s.append(i > 0 ? ", " : "").append(params.get(i));
            }
            s.append(')');
        }
        s.append(" ON ");
        if (target.graph) {
            s.append("GRAPH");
        } else if (target.view != null) {
            // Back-quoted when it is no plain word, as a name pattern's decimals make (w0.5).
            s.append("VIEW ").append(GvdlPrinter.name(target.view));
        } else {
            s.append("COLLECTION ").append(GvdlPrinter.name(target.collection));
        }
        if (out != null) {
            if (out.toString().contains("'")) {
                throw new UsageException("--out " + out + ": the directory's name must not contain a quote");
            }
            s.append(" SAVE RESULTS TO '").append(out).append('\'');
        }
        boolean parquet = switch (outFormat.toLowerCase(Locale.ROOT)) {
            case "csv" -> false;
            case "parquet" -> true;
            default -> throw new UsageException("--out-format must be csv or parquet, got '" + outFormat + "'"
                    + Suggestions.hint(outFormat, List.of("csv", "parquet")));
        };
        if ((parquet || changesOnly) && out == null) {
            throw new UsageException((parquet ? "--out-format parquet" : "--changes-only") + " says how to save results:"
                    + " give the directory with --out DIR");
        }
        if (parquet && changesOnly) {
            throw new UsageException("--out-format parquet is a change log already (the first view in full, then each"
                    + " view's changes): drop --changes-only");
        }
        if (parquet) {
            s.append(" AS PARQUET");
        } else if (changesOnly) {
            s.append(" CHANGES ONLY");
        }
        if (replace) {
            if (out == null) {
                throw new UsageException("--replace says what to do with an earlier run in --out DIR: give --out DIR");
            }
            s.append(" REPLACE");
        }
        if (report != null) {
            if (report.toString().contains("'")) {
                throw new UsageException("--report " + report + ": the file's name must not contain a quote");
            }
            s.append(" SAVE REPORT TO '").append(report).append('\'');
        }
        if (segments != null) {
            if (segments < 1) {
                throw new UsageException("--segments must be a positive number, got " + segments);
            }
            s.append(" SEGMENTS ").append(segments);
        }
        if (resume) {
            if (out == null) {
                throw new UsageException("--resume continues a saved run: give the interrupted run's --out DIR");
            }
            s.append(" RESUME");
        }
        s.append(';');
        // One statement, not a script: its errors point into it without naming a statement number.
        return top.execute(Parser.parseStatement(s.toString()), s.toString());
    }
}
