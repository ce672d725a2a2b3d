package graphsurge.cli;

import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.generate.CsvGraphWriter;
import graphsurge.gstore.generate.GraphModel;
import graphsurge.gstore.generate.GraphSpec;
import graphsurge.gstore.generate.PropertyGraphGenerator;
import graphsurge.gstore.io.GraphStore;
import graphsurge.gstore.io.StoreLock;
import graphsurge.gstore.io.UserPaths;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code graphsurge generate graph}: a synthetic property graph, as CSV or into the store. */
@Command(name = "graph", mixinStandardHelpOptions = true,
        description = {
            "Generate a synthetic property graph with 2^scale vertices, deterministic by seed.",
            "Edges carry year (int, 2000-2023), weight (double, 0.01-100.00) and kind (string);",
            "vertices carry city (string) and age (int). Self-loops and parallel edges are kept."
        },
        footer = {
            "",
            "Examples:",
            "  graphsurge generate graph --scale 20 --edges 16000000 --out data/rmat20",
            "  graphsurge generate graph --model uniform --scale 12 --load"
        })
final class GenerateGraphCommand implements Callable<Integer> {
    @ParentCommand
    GenerateCommand generate;

    @Option(names = "--model", paramLabel = "MODEL", defaultValue = "rmat",
            description = "rmat (Graph500 R-MAT, skewed degrees) or uniform (default: ${DEFAULT-VALUE}).")
    String model;

    @Option(names = "--scale", paramLabel = "S", defaultValue = "16",
            description = "2^S vertices, S from 10 to 24 (default: ${DEFAULT-VALUE}).")
    int scale;

    @Option(names = "--edges", paramLabel = "M",
            description = "Number of edges (default: 16 x the number of vertices, Graph500's edge factor).")
    Long edges;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1",
            description = "Random seed: the same seed gives the same graph (default: ${DEFAULT-VALUE}).")
    long seed;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Target target;

    static final class Target {
        @Option(names = "--out", paramLabel = "DIR",
                description = "Write DIR/vertices.csv and DIR/edges.csv.")
        Path out;

        @Option(names = "--load", description = "Load the graph straight into the store, replacing its graph.")
        boolean load;
    }



    @Override
    public Integer call() {
        GraphsurgeCommand top = generate.top;
        if (scale < 10 || scale > 24) {
            throw new UsageException("--scale must be between 10 and 24, got " + scale);
        }
        GraphModel graphModel = switch (model.toLowerCase(Locale.ROOT)) {
            case "rmat", "r-mat", "kronecker" -> GraphModel.RMAT;
            case "uniform", "random" -> GraphModel.UNIFORM;
            default -> throw new UsageException("--model must be rmat or uniform, got '" + model + "'");
        };
        long m = edges != null ? edges : 16L << scale;
        GraphSpec spec;
        try {
            spec = new GraphSpec(graphModel, scale, m, seed);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        long start = System.nanoTime();
        PropertyGraph graph = PropertyGraphGenerator.generate(spec, top.threads());
        PrintWriter out = top.environment().out();
        if (target.load) {
            GraphStore store = GraphStore.at(top.storeDirectory());
            try (StoreLock lock = store.lock("graphsurge generate graph", top.waitForLock(), top.environment().err()::println)) {
                store.writeGraph(graph, spec.describe(), lock);
            }
            if (!top.quiet()) {
                out.printf("Generated %,d vertices and %,d edges into %s in %s%n", graph.vertexCount(),
                        graph.edgeCount(), store.directory(), Units.seconds(System.nanoTime() - start));
            }
        } else {
            Path vertexFile = UserPaths.inside(target.out, "vertices.csv");
            Path edgeFile = UserPaths.inside(target.out, "edges.csv");
            CsvGraphWriter.write(graph, vertexFile, edgeFile, top.progress());
            if (!top.quiet()) {
                out.printf("Generated %,d vertices and %,d edges in %s:%n  %s%n  %s%n", graph.vertexCount(),
                        graph.edgeCount(), Units.seconds(System.nanoTime() - start), vertexFile, edgeFile);
            }
        }
        return 0;
    }
}
