package graphsurge.cli;

import graphsurge.gstore.io.AtomicTextFile;
import graphsurge.gstore.io.UserPaths;
import graphsurge.session.SavedResults;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code graphsurge results}: one view's full result from a results directory, in whichever form
 * the run saved it ({@link SavedResults} rebuilds it); this command only parses and prints.
 */
@Command(name = "results", mixinStandardHelpOptions = true,
        description = {
            "Print one view's full result from a directory of saved results (SAVE RESULTS TO, graphsurge run --out), "
                    + "as the view's full CSV file holds it: the header vertex,<value> (source,target,hops for mpsp) "
                    + "and one row per key in key order. Works on every form a run saves: CSV in full (the view's "
                    + "file), CSV CHANGES ONLY (the first view, then the changes up to this one, in the run order of "
                    + "summary.csv) and AS PARQUET (the change log, results.parquet). Needs no store."
        },
        footer = {
            "",
            "Examples:",
            "  graphsurge run bfs --param root=1 --on yearly --out results/bfs --changes-only",
            "  graphsurge results results/bfs --view yearly_3",
            "  graphsurge results results/bfs --view yearly_3 --out yearly_3.csv",
            "  graphsurge results results/pr --view yearly_3 --json",
            "",
            "An unknown view is an error (exit 1) that names the closest views."
        })
final class ResultsCommand implements Callable<Integer> {
    @ParentCommand
    GraphsurgeCommand top;

    @Parameters(paramLabel = "DIR", description = "The results directory: what SAVE RESULTS TO or run --out wrote.")
    Path dir;

    @Option(names = "--view", required = true, paramLabel = "NAME",
            description = "The view whose result to print (a name in DIR's summary.csv; graph for an ON GRAPH run).")
    String view;

    @Option(names = "--out", paramLabel = "FILE",
            description = "Write the result to FILE (replaced whole; its directory must exist) instead of printing it.")
    Path out;

    @Option(names = "--json",
            description = "JSON instead of CSV: {\"view\", \"position\", \"columns\", \"rows\"}, the fields as strings"
                    + " as the CSV shows them (default: CSV; also with --format json).")
    boolean json;

    @Override
    public Integer call() {
        SavedResults.View v = SavedResults.open(dir).view(view);
        String text = json || top.format == GraphsurgeCommand.Format.json ? json(v) + "\n" : v.csv();
        if (out == null) {
            PrintWriter w = top.environment().out();
            w.print(text);
            w.flush();
            return 0;
        }
        Path parent = out.toAbsolutePath().getParent();
        Path file = UserPaths.inside(parent, out.getFileName().toString());
        try {
            AtomicTextFile.write(file, w -> w.write(text));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + out, e);
        }
        if (!top.quiet()) {
            top.environment().out().println("Wrote " + out + ": view " + v.name() + " (position " + v.position() + "), "
                    + v.rows().size() + (v.rows().size() == 1 ? " row" : " rows"));
        }
        return 0;
    }

    private static String json(SavedResults.View v) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("view", v.name());
        m.put("position", v.position());
        m.put("columns", SavedResults.fields(v.header()));
        List<Object> rows = new ArrayList<>(v.rows().size());
        for (String r : v.rows()) {
            rows.add(SavedResults.fields(r));
        }
        m.put("rows", rows);
        return Json.write(m);
    }
}
