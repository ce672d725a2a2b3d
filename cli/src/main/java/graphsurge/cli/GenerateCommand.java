package graphsurge.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code graphsurge generate}: synthetic data, deterministic by seed. */
@Command(name = "generate", mixinStandardHelpOptions = true,
        subcommands = {GenerateGraphCommand.class},
        description = "Generate synthetic data for tests and benchmarks, deterministic by seed.")
final class GenerateCommand implements Runnable {
    @ParentCommand
    GraphsurgeCommand top;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(top.environment().out());
    }
}
