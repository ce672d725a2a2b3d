package graphsurge.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** A command that only groups subcommands ({@code show}, {@code generate}): alone, it prints its usage. */
abstract class CommandGroup implements Runnable {
    @ParentCommand
    GraphsurgeCommand top;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(top.environment().out());
    }
}
