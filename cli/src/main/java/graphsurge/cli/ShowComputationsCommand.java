package graphsurge.cli;

import graphsurge.gvdl.Span;
import graphsurge.gvdl.ast.Statement;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

/** {@code graphsurge show computations}: the SHOW COMPUTATIONS statement. */
@Command(name = "computations", mixinStandardHelpOptions = true,
        description = "List the computations RUN knows, with their parameters and what they compute. "
                + "Same as the statement SHOW COMPUTATIONS.")
final class ShowComputationsCommand implements Callable<Integer> {
    @ParentCommand
    ShowCommand show;

    @Override
    public Integer call() {
        return show.top.execute(new Statement.Show(Statement.ShowWhat.COMPUTATIONS, null, Span.NONE));
    }
}
