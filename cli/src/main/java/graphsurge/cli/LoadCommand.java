package graphsurge.cli;

import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.csv.CsvGraphLoader;
import graphsurge.gstore.csv.CsvOptions;
import graphsurge.gstore.csv.LoadResult;
import graphsurge.gstore.csv.SkippedRows;
import graphsurge.gstore.io.GraphStore;
import graphsurge.gstore.io.StoreLock;
import graphsurge.gstore.schema.Schema;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code graphsurge load}: loads a property graph from CSV into the store, replacing its graph. */
@Command(name = "load", mixinStandardHelpOptions = true,
        description = {
            "Load a property graph from CSV into the store, replacing the graph it holds.",
            "",
            "Headers name each column and its type: Graphsurge form (id:id, name:int, :start_id,",
            ":end_id) or Neo4j import form (:ID, :START_ID, :END_ID, name:double, :LABEL, :TYPE).",
            "Types: int, long, float, double, bool, boolean, string (the default). An empty field",
            "means the property is absent. Without a vertex file, the vertices are the edges' endpoints.",
            "The store is changed only if the whole load succeeds."
        },
        footer = {
            "",
            "Examples:",
            "  graphsurge load --vertices people.csv --edges calls.csv",
            "  graphsurge load --edges edges.tsv --separator tab --comment '#'",
            "  graphsurge --store /data/gs load --edges big.csv --skip-bad-rows"
        })
final class LoadCommand implements Callable<Integer> {
    @ParentCommand
    GraphsurgeCommand top;

    @Option(names = "--vertices", paramLabel = "FILE",
            description = "Vertex file: an id column and vertex properties (optional).")
    Path vertices;

    @Option(names = "--edges", required = true, paramLabel = "FILE",
            description = "Edge file: source and target id columns and edge properties.")
    Path edges;

    @Option(names = "--separator", paramLabel = "C", defaultValue = ",",
            description = "Field separator: one character, or 'tab' (default: '${DEFAULT-VALUE}').")
    String separator;

    @Option(names = "--comment", paramLabel = "C",
            description = "Skip lines that start with this character (default: none).")
    String comment;

    @Option(names = "--no-header",
            description = "The files have no header line: the first column is the vertex id (the first"
                    + " two the edge's endpoints) and other columns are ignored.")
    boolean noHeader;

    @Option(names = "--skip-bad-rows",
            description = "Skip rows that cannot be loaded, and report how many and where, instead of failing.")
    boolean skipBadRows;

    @Option(names = "--wait",
            description = "If another command is writing the store, wait for it instead of failing.")
    boolean waitForLock;

    @Override
    public Integer call() {
        CsvOptions options = new CsvOptions(character(separator, "--separator"),
                comment == null ? null : character(comment, "--comment"), !noHeader, skipBadRows);
        Environment env = top.environment();
        GraphStore store = GraphStore.at(top.storeDirectory());
        try (StoreLock lock = store.lock("graphsurge load", waitForLock, env.err()::println)) {
            LoadResult result = new CsvGraphLoader(options, top.threads(), top.progress()).load(vertices, edges);
            PropertyGraph graph = result.graph();
            String source = (vertices != null ? vertices + " + " : "") + edges;
            long writeStart = System.nanoTime();
            ProgressListener progress = top.progress();
            progress.start("writing the store", -1);
            store.writeGraph(graph, source, lock);
            progress.finish();
            long writeNanos = System.nanoTime() - writeStart;
            if (!top.quiet()) {
                printSummary(env.out(), store, result, writeNanos);
            }
            printSkipped(env.err(), result);
        }
        return 0;
    }

    private static void printSummary(PrintWriter out, GraphStore store, LoadResult result, long writeNanos) {
        PropertyGraph g = result.graph();
        long nanos = result.report().nanos();
        out.printf("Loaded %,d vertices and %,d edges into %s%n", g.vertexCount(), g.edgeCount(),
                store.directory());
        out.printf("  read %s in %s (%s edges/s), stored in %s%n", Units.bytes(result.report().bytes()),
                Units.seconds(nanos), Units.rate(g.edgeCount(), nanos), Units.seconds(writeNanos));
        out.println("  vertex properties: " + describe(g.vertexProperties().schema()));
        out.println("  edge properties:   " + describe(g.edgeProperties().schema()));
    }

    private static void printSkipped(PrintWriter err, LoadResult result) {
        for (SkippedRows s : result.report().skipped()) {
            err.printf("warning: skipped %,d bad row%s of %s; the first:%n", s.count(), s.count() == 1 ? "" : "s",
                    s.file());
            for (String reason : s.first()) {
                err.println("  " + reason);
            }
        }
    }

    static String describe(Schema schema) {
        if (schema.size() == 0) {
            return "(none)";
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < schema.size(); i++) {
            sb.append(i > 0 ? ", " : "").append(schema.get(i));
        }
        return sb.toString();
    }

    static char character(String text, String option) {
        switch (text) {
            case "tab", "\\t", "\t" -> {
                return '\t';
            }
            case "space" -> {
                return ' ';
            }
            default -> {
                if (text.length() != 1) {
                    throw new GraphsurgeException(option + " takes one character (or 'tab'), got '" + text + "'");
                }
                return text.charAt(0);
            }
        }
    }
}
