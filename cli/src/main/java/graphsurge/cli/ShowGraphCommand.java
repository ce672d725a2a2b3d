package graphsurge.cli;

import graphsurge.gvdl.Span;
import graphsurge.gvdl.ast.Statement;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

/** {@code graphsurge show graph}: the SHOW GRAPH statement. */
@Command(name = "graph", mixinStandardHelpOptions = true,
        description = {
            "Describe the stored graph: vertex and edge counts, the properties with their types, how many "
                    + "values are absent and what values occur, degree statistics, and the time taken to open "
                    + "the store and the memory the graph occupies. Same as the statement SHOW GRAPH."
        })
final class ShowGraphCommand implements Callable<Integer> {
    @ParentCommand
    ShowCommand show;

    @Override
    public Integer call() {
        return show.top.execute(new Statement.Show(Statement.ShowWhat.GRAPH, null, Span.NONE));
    }
}
