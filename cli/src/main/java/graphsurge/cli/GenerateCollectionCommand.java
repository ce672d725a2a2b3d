package graphsurge.cli;

import graphsurge.session.Session;
import graphsurge.vcstore.collection.CollectionGenerator;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code graphsurge generate collection}: a synthetic collection over the store's graph. */
@Command(name = "collection", mixinStandardHelpOptions = true,
        description = {
            "Generate a synthetic view collection over the edges of the store's graph, deterministic by seed, as "
                    + "in the Graphsurge paper. random: view 1 holds --first random edges; each next view deletes "
                    + "--delete random edges of the view before and adds --add unused ones. churn: the same, but additions may "
                    + "bring back deleted edges, so that large changes can go on for many views. window: a sliding window "
                    + "over a random edge order that drops the oldest --delete and takes the next --add edges, and "
                    + "moves by --large edges every --every views. Views keep the generated order."
        },
        footer = {
            "",
            "Examples:",
            "  graphsurge generate collection similar --views 20 --first 10000000 --add 500 --delete 500",
            "  graphsurge generate collection slide --model window --views 30 --first 1000000 --add 1000 "
                    + "--delete 1000 --large 200000 --every 10"
        })
final class GenerateCollectionCommand implements Callable<Integer> {
    @ParentCommand
    GenerateCommand generate;

    @Parameters(paramLabel = "NAME", description = "The collection's name.")
    String name;

    @Option(names = "--model", defaultValue = "random", description = "random, churn or window (default: ${DEFAULT-VALUE}).")
    String model;

    @Option(names = "--views", required = true, paramLabel = "V", description = "Number of views.")
    int views;

    @Option(names = "--first", required = true, paramLabel = "N", description = "Edges of the first view.")
    int first;

    @Option(names = "--add", defaultValue = "0", paramLabel = "A", description = "Edges each next view adds.")
    int add;

    @Option(names = "--delete", defaultValue = "0", paramLabel = "D", description = "Edges each next view deletes.")
    int delete;

    @Option(names = "--large", defaultValue = "0", paramLabel = "L",
            description = "window: edges added and deleted by every --every-th view.")
    int large;

    @Option(names = "--every", defaultValue = "0", paramLabel = "K", description = "window: the period of large changes.")
    int every;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "Random seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Override
    public Integer call() {
        CollectionGenerator.Model m = switch (model.toLowerCase(Locale.ROOT)) {
            case "random" -> CollectionGenerator.Model.RANDOM;
            case "churn" -> CollectionGenerator.Model.CHURN;
            case "window", "windows", "sliding" -> CollectionGenerator.Model.WINDOW;
            default -> throw new UsageException("--model must be random, churn or window, got '" + model + "'");
        };
        CollectionGenerator.Spec spec;
        try {
            spec = new CollectionGenerator.Spec(m, views, first, add, delete, large, every, seed);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        GraphsurgeCommand top = generate.top;
        try (Session session = top.session()) {
            top.print(null, session.generateCollection(name, spec));
        }
        return 0;
    }
}
