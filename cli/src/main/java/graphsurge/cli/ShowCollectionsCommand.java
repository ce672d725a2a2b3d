package graphsurge.cli;

import graphsurge.gvdl.Span;
import graphsurge.gvdl.ast.Statement;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

/** {@code graphsurge show collections}: the SHOW COLLECTIONS statement. */
@Command(name = "collections", mixinStandardHelpOptions = true,
        description = "List the store's view collections: views, differences in the run order and the user order, "
                + "and whether each was made from the graph the store holds now. Same as the statement SHOW COLLECTIONS.")
final class ShowCollectionsCommand implements Callable<Integer> {
    @ParentCommand
    ShowCommand show;

    @Override
    public Integer call() {
        return show.top.execute(new Statement.Show(Statement.ShowWhat.COLLECTIONS, null, Span.NONE));
    }
}
