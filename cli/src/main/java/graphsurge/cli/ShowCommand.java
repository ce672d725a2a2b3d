package graphsurge.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code graphsurge show}: describes what the store holds. */
@Command(name = "show", mixinStandardHelpOptions = true,
        subcommands = {ShowGraphCommand.class},
        description = "Describe what the store holds.")
final class ShowCommand implements Runnable {
    @ParentCommand
    GraphsurgeCommand top;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(top.environment().out());
    }
}
