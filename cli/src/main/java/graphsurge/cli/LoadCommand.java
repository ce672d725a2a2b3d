package graphsurge.cli;

import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.csv.CsvCharacters;
import graphsurge.gstore.csv.CsvOptions;
import graphsurge.gvdl.Span;
import graphsurge.gvdl.ast.Statement;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code graphsurge load}: the LOAD GRAPH statement, with options for its clauses. */
@Command(name = "load", mixinStandardHelpOptions = true,
        description = {
            "Load a property graph from CSV into the store, replacing the graph it holds. Same as the "
                    + "statement LOAD GRAPH.",
            "",
            "Headers name each column and its type: Graphsurge form (id:id, name:int, :start_id, :end_id) or "
                    + "Neo4j import form (:ID, :START_ID, :END_ID, name:double, :LABEL, :TYPE). Types: int, long, "
                    + "float, double, bool, boolean, string (the default). An empty field means the property is "
                    + "absent. Without a vertex file, the vertices are the edges' endpoints. The store is changed "
                    + "only if the whole load succeeds."
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

    @Option(names = "--distinct",
            description = "Keep one edge per (source, target) pair, the first in the file with its properties,"
                    + " and report how many parallel edges were dropped (default: every edge is kept).")
    boolean distinct;

    @Override
    public Integer call() {
        char separatorChar = usage(separator, "--separator");
        Character commentChar = comment == null ? null : usage(comment, "--comment");
        String conflict = CsvOptions.conflict(separatorChar, commentChar);
        if (conflict != null) {
            throw new UsageException(conflict);
        }
        return top.execute(new Statement.LoadGraph(vertices == null ? null : vertices.toString(), edges.toString(),
                separator, comment, !noHeader, skipBadRows, distinct, null, false, Span.NONE));
    }

    /** The character an option names; one that names none is a usage error. */
    private char usage(String text, String option) {
        try {
            return CsvCharacters.parse(text, option);
        } catch (GraphsurgeException e) {
            throw new UsageException(e.getMessage()); // the statement's check, on an option here
        }
    }
}
