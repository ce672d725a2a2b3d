package graphsurge.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** A command that only groups subcommands ({@code show}, {@code generate}): alone, it is a usage error. */
abstract class CommandGroup implements Runnable {
    @ParentCommand
    GraphsurgeCommand top;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new UsageException("'" + spec.qualifiedName() + "' needs a command: "
                + String.join(", ", spec.subcommands().keySet()));
    }
}
