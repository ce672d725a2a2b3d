package graphsurge.cli;

import picocli.CommandLine.Option;

/** The {@code --format} option shared by commands that print results. */
final class OutputFormat {
    enum Kind { table, json }

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "table",
            description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    Kind kind = Kind.table;

    boolean json() {
        return kind == Kind.json;
    }
}
