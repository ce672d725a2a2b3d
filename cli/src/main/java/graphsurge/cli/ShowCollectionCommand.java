package graphsurge.cli;

import graphsurge.gvdl.Span;
import graphsurge.gvdl.ast.Statement;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code graphsurge show collection NAME}: the SHOW COLLECTION statement. */
@Command(name = "collection", mixinStandardHelpOptions = true,
        description = "Describe one view collection: its views in the run order with their predicates, sizes and "
                + "differences from the view before, and how the order was chosen. Same as the statement SHOW "
                + "COLLECTION name.",
        footer = {"", "Example:", "  graphsurge show collection growth"})
final class ShowCollectionCommand implements Callable<Integer> {
    @ParentCommand
    ShowCommand show;

    @Parameters(paramLabel = "NAME", description = "The collection (graphsurge show collections lists them).")
    String name;

    @Override
    public Integer call() {
        return show.top.execute(new Statement.Show(Statement.ShowWhat.COLLECTION, name, Span.NONE));
    }
}
