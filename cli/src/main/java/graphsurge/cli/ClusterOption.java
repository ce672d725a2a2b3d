package graphsurge.cli;

import picocli.CommandLine.Option;

/**
 * {@code --cluster SPEC}, on the commands that run computations (scripts and {@code -e},
 * {@code run}, {@code repl}): where a collection run's segments execute. Given on a subcommand,
 * it wins over the one given before the subcommand.
 */
final class ClusterOption {
    @Option(names = "--cluster", paramLabel = "SPEC",
            description = "Where collection runs execute their segments: local (default: this JVM, segments in parallel "
                    + "on --threads threads), flink-embedded[:SLOTS] (an in-JVM Flink MiniCluster), flink://HOST:PORT "
                    + "(a Flink session cluster's REST endpoint). See docs/cluster.md.")
    String spec;
}
