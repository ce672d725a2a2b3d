package graphsurge.bench;

import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.generate.GraphModel;
import graphsurge.gstore.generate.GraphSpec;
import graphsurge.gstore.generate.PropertyGraphGenerator;
import graphsurge.gvdl.parse.Parser;
import graphsurge.gstore.ProgressListener;
import graphsurge.vcstore.collection.CollectionBuilder;
import graphsurge.vcstore.collection.CollectionGenerator;
import graphsurge.vcstore.collection.ViewCollection;
import graphsurge.vcstore.collection.ViewDefinition;
import graphsurge.vcstore.eval.ViewDifferences;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.stream.Stream;

/**
 * The benchmark workloads of the Graphsurge paper, generated deterministically. At {@code scale}
 * 1 they have the paper's sizes; a smaller scale multiplies every edge count by it (and the vertex
 * count by about as much), which keeps the shape of the workload for smoke tests.
 *
 * <ul>
 *   <li>{@code similar}: R-MAT, 2^20 vertices, 16M edges; view 1 has 10M random edges, and each of
 *       19 more views adds 500 and deletes 500 random edges of the view before (the paper's C_1K).
 *   <li>{@code single}: the first view of {@code similar} alone.
 *   <li>{@code different}: the same graph; each view adds 1.75M and deletes 1.75M edges, deleted
 *       edges free to come back (3.5M differences per view, the paper's C_3.5M; its 2M additions
 *       and 1.5M deletions would outgrow a 16M-edge graph by view 13).
 *   <li>{@code percent}: the same graph; 20 sliding windows of 10M edges over a time stamp, each
 *       view adding 50,000 edges and deleting 50,000 (1% of the view); also scc and mpsp.
 *   <li>{@code windows}: R-MAT, 2^17 vertices, 1M edges with {@code year} 2000-2023; 16 sliding
 *       10-year windows and 16 expanding windows, defined by GVDL predicates on {@code year}.
 *   <li>{@code communities}: R-MAT, 2^18 vertices, 4M edges, the vertices each in 7 random communities
 *       with probability 1/10; 35 views, each without the edges touching 4 of the 7 communities
 *       (all C(7,4) choices), in the chosen order and in the user order.
 * </ul>
 */
public final class Workloads {
    /** The workload names, in the order {@code graphsurge bench} runs them. */
    public static final List<String> NAMES = List.of("similar", "single", "different", "percent", "windows",
            "communities");

    /** The computations every workload runs, in the order they run. */
    private static final List<String> SHARED = List.of("bfs", "sssp", "wcc", "pr");

    /** The computations of {@code percent} and {@code windows}: the shared ones, SCC and multi-pair shortest paths. */
    private static final List<String> WITH_SCC_AND_MPSP = Stream.concat(SHARED.stream(), Stream.of("scc", "mpsp")).toList();

    /** The names of the computations every workload runs, in the order they run ({@code bfs}, ...). */
    static List<String> sharedComputationNames() {
        return SHARED;
    }

    /** The names of the computations {@code percent} runs, in the order they run. */
    static List<String> percentComputationNames() {
        return WITH_SCC_AND_MPSP;
    }

    /**
     * The GVDL calls of {@code names} (of {@link #WITH_SCC_AND_MPSP}) on {@code g}. The searches
     * start at the graph's hubs, its vertices with the most out-edges, so that they reach its giant
     * component: an R-MAT graph leaves many vertices without any edge (vertex 0 of the
     * {@code similar} graph is one), and a search from such a root measures nothing but a run's
     * fixed costs. bfs and sssp start at the first hub; mpsp's goals join the first five hubs, three
     * of them sources.
     */
    static List<String> calls(PropertyGraph g, List<String> names) {
        String[] hub = new String[5];
        int[] hubs = hubs(g, hub.length);
        for (int i = 0; i < hub.length; i++) {
            hub[i] = g.ids().original(hubs[Math.min(i, hubs.length - 1)]);
        }
        List<String> calls = new ArrayList<>();
        for (String name : names) {
            calls.add(switch (name) {
                case "bfs" -> "bfs(root=" + hub[0] + ")";
                case "sssp" -> "sssp(root=" + hub[0] + ", weight=weight)";
                case "pr" -> "pr(iterations=10)";
                case "mpsp" -> "mpsp(goals=[(" + hub[0] + ", " + hub[1] + "), (" + hub[0] + ", " + hub[2] + "), ("
                        + hub[1] + ", " + hub[0] + "), (" + hub[3] + ", " + hub[4] + ")])";
                default -> name;
            });
        }
        return calls;
    }

    /**
     * The {@code count} vertices of {@code g} with the most out-edges, most first, a lower id first
     * among equals (fewer when the graph has fewer vertices): O(V count).
     */
    static int[] hubs(PropertyGraph g, int count) {
        int[] offsets = g.out().offsets();
        int[] top = new int[Math.min(count, g.vertexCount())];
        int n = 0;
        for (int v = 0; v < g.vertexCount(); v++) {
            int degree = offsets[v + 1] - offsets[v];
            int at = n;
            while (at > 0 && offsets[top[at - 1] + 1] - offsets[top[at - 1]] < degree) {
                at--;
            }
            if (at < top.length) {
                System.arraycopy(top, at, top, at + 1, Math.min(n, top.length - 1) - at);
                top[at] = v;
                n = Math.min(n + 1, top.length);
            }
        }
        return top;
    }

    private final double scale;
    private final int threads;
    private GraphSpec lastSpec;
    private PropertyGraph lastGraph;

    /** Workloads at {@code scale} (1: the paper's sizes), generated on {@code threads} threads. */
    public Workloads(double scale, int threads) {
        if (!(scale > 0 && scale <= 1)) {
            throw new IllegalArgumentException("the scale must be in (0, 1], got " + scale);
        }
        this.scale = scale;
        this.threads = threads;
    }

    /** The workload called {@code name} (one of {@link #NAMES}). */
    public Workload generate(String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "similar" -> random("similar", "random views changing 1,000 edges each", 20, 500, 500,
                    CollectionGenerator.Model.RANDOM);
            case "single" -> random("single", "view: the first view of similar", 1, 500, 500,
                    CollectionGenerator.Model.RANDOM);
            case "different" -> random("different", "random views changing 3.5M edges each", 20, 1_750_000, 1_750_000,
                    CollectionGenerator.Model.CHURN);
            case "percent" -> percent();
            case "windows" -> windows();
            case "communities" -> communities();
            default -> throw new IllegalArgumentException("no workload '" + name + "'; the workloads are " + NAMES);
        };
    }

    /** {@code count} at this scale, at least {@code least}. */
    int scaled(long count, int least) {
        return (int) Math.max(least, Math.round(count * scale));
    }

    /** The R-MAT graph of {@code edges} edges (scaled) on 2^{@code logVertices} vertices (scaled alike). */
    private PropertyGraph graph(int logVertices, long edges) {
        int log = (int) Math.max(6, Math.round(logVertices + Math.log(scale) / Math.log(2)));
        GraphSpec spec = new GraphSpec(GraphModel.RMAT, log, scaled(edges, 64), 1);
        if (!spec.equals(lastSpec)) {
            lastGraph = null; // let the old graph go before the new one is built
            lastGraph = PropertyGraphGenerator.generate(spec, threads);
            lastSpec = spec;
        }
        return lastGraph;
    }

    private Workload random(String name, String what, int views, int add, int delete, CollectionGenerator.Model model) {
        PropertyGraph g = graph(20, 16_000_000);
        int first = scaled(10_000_000, 16);
        ViewDifferences generated = CollectionGenerator.generate(new CollectionGenerator.Spec(model, views, first,
                scaled(add, 1), scaled(delete, 1), 0, 0, 7), g.edgeCount());
        List<String> names = new ArrayList<>();
        for (int v = 1; v <= views; v++) {
            names.add("v" + v);
        }
        ViewCollection c = CollectionBuilder.fromDifferences(0, name, names, names, generated, g.edgeCount(),
                "the generated order", threads, ProgressListener.NONE).collection();
        return new Workload(name, String.format(Locale.ROOT, "%,d edges, %d %s", g.edgeCount(), views, what), g,
                List.of(new Workload.NamedCollection("generated order", c)), calls(g, SHARED), name.equals("similar"),
                name.equals("similar"));
    }

    /**
     * Sliding windows over a time stamp, each view 1% away from the one before: the edges of the
     * {@code similar} graph take their times from a seeded shuffle, and view i holds the 10M edges
     * with times {@code [i * 50,000, i * 50,000 + 10M)}, so each view adds the 50,000 edges that
     * enter its window and deletes the 50,000 that leave it. The change rate of real time windows,
     * between {@code similar}'s 0.01% and {@code different}'s 35%.
     */
    private Workload percent() {
        PropertyGraph g = graph(20, 16_000_000);
        int width = Math.min(scaled(10_000_000, 16), g.edgeCount());
        int step = scaled(50_000, 1);
        int views = 20;
        int[] byTime = new int[g.edgeCount()];
        for (int e = 0; e < byTime.length; e++) {
            byTime[e] = e;
        }
        SplittableRandom random = new SplittableRandom(13);
        for (int i = byTime.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = byTime[i];
            byTime[i] = byTime[j];
            byTime[j] = t;
        }
        long[][] matrix = new long[views][(g.edgeCount() + 63) >>> 6];
        List<String> names = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        for (int v = 0; v < views; v++) {
            int from = Math.min(v * step, byTime.length - width);
            for (int t = from; t < from + width; t++) {
                matrix[v][byTime[t] >>> 6] |= 1L << byTime[t];
            }
            names.add("w" + (v + 1));
            texts.add("time >= " + from + " and time < " + (from + width));
        }
        return new Workload("percent", String.format(Locale.ROOT, "%,d edges, %d sliding windows of %,d edges moving "
                + "by %,d", g.edgeCount(), views, width, step), g,
                List.of(new Workload.NamedCollection("time order", collection("percent", names, texts, matrix,
                        "the time order"))), calls(g, WITH_SCC_AND_MPSP), true, true);
    }

    private Workload windows() {
        PropertyGraph g = graph(17, 1_000_000);
        int first = PropertyGraphGenerator.FIRST_YEAR;
        List<String> sliding = new ArrayList<>();
        List<String> expanding = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            sliding.add("year >= " + (first + i) + " and year < " + (first + i + 10));
            expanding.add("year < " + (first + i + 10));
        }
        return new Workload("windows", String.format(Locale.ROOT, "%,d edges with years %d-%d, 16 sliding and 16 "
                + "expanding 10-year windows", g.edgeCount(), first, first + PropertyGraphGenerator.YEARS - 1), g,
                List.of(new Workload.NamedCollection("sliding", byPredicates(g, "sliding", sliding)),
                        new Workload.NamedCollection("expanding", byPredicates(g, "expanding", expanding))),
                calls(g, WITH_SCC_AND_MPSP), false, false);
    }

    private ViewCollection byPredicates(PropertyGraph g, String name, List<String> texts) {
        List<ViewDefinition> views = new ArrayList<>();
        for (String text : texts) {
            views.add(new ViewDefinition(name + "_" + (views.size() + 1), Parser.parsePredicate(text)));
        }
        return CollectionBuilder.build(g, 0, name, views, false, threads, ProgressListener.NONE).collection();
    }

    private Workload communities() {
        PropertyGraph g = graph(18, 4_000_000);
        int n = g.vertexCount();
        byte[] member = new byte[n]; // bit c: the vertex is in community c
        SplittableRandom random = new SplittableRandom(11);
        for (int v = 0; v < n; v++) {
            for (int c = 0; c < 7; c++) {
                if (random.nextInt(10) == 0) {
                    member[v] |= (byte) (1 << c);
                }
            }
        }
        int[] sources = g.sources();
        int[] targets = g.targets();
        int words = (g.edgeCount() + 63) >>> 6;
        List<long[]> views = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        for (int excluded = 0; excluded < 1 << 7; excluded++) {
            if (Integer.bitCount(excluded) != 4) {
                continue;
            }
            long[] view = new long[words];
            for (int e = 0; e < sources.length; e++) {
                if (((member[sources[e]] | member[targets[e]]) & excluded) == 0) {
                    view[e >>> 6] |= 1L << e;
                }
            }
            views.add(view);
            StringBuilder name = new StringBuilder("without");
            for (int c = 0; c < 7; c++) {
                if ((excluded & 1 << c) != 0) {
                    name.append('_').append(c + 1);
                }
            }
            names.add(name.toString());
            texts.add("edges touching no vertex of communities " + name.substring("without_".length()).replace('_', ','));
        }
        long[][] matrix = views.toArray(new long[0][]);
        return new Workload("communities", String.format(Locale.ROOT, "%,d edges, 35 views each without the edges "
                + "touching 4 of 7 communities", g.edgeCount()), g,
                List.of(new Workload.NamedCollection("chosen order", collection("communities", names, texts, matrix, null)),
                        new Workload.NamedCollection("user order",
                                collection("communities", names, texts, matrix, "the user order"))),
                calls(g, SHARED), false, false);
    }

    private ViewCollection collection(String name, List<String> names, List<String> texts,
            long[][] matrix, String keepOrder) {
        // The chosen order is compared with the user's, so it is taken whatever it saves.
        return CollectionBuilder.fromMatrix(0, name, names, texts, matrix, keepOrder, 0, threads).collection();
    }
}
