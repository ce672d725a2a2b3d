package graphsurge.cli;

import picocli.CommandLine.Command;

/** {@code graphsurge show}: describes what the store holds. */
@Command(name = "show", mixinStandardHelpOptions = true,
        subcommands = {ShowGraphCommand.class, ShowCollectionsCommand.class, ShowCollectionCommand.class,
            ShowComputationsCommand.class},
        description = "Describe what the store holds.")
final class ShowCommand extends CommandGroup {
}
