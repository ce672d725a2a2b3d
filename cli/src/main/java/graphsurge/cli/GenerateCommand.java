package graphsurge.cli;

import picocli.CommandLine.Command;

/** {@code graphsurge generate}: synthetic data, deterministic by seed. */
@Command(name = "generate", mixinStandardHelpOptions = true,
        subcommands = {GenerateGraphCommand.class, GenerateCollectionCommand.class},
        description = "Generate synthetic data for tests and benchmarks, deterministic by seed.")
final class GenerateCommand extends CommandGroup {
}
