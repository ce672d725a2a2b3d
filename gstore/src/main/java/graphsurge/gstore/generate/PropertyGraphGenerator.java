package graphsurge.gstore.generate;

import graphsurge.gstore.Parallel;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.PropertyTable;
import graphsurge.gstore.VertexIds;
import graphsurge.gstore.column.Column;
import graphsurge.gstore.column.DoubleColumn;
import graphsurge.gstore.column.IntColumn;
import graphsurge.gstore.column.StringColumn;
import graphsurge.gstore.schema.PropertySpec;
import graphsurge.gstore.schema.PropertyType;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Generates a property graph from a {@link GraphSpec}.
 *
 * <p>Edges are made in blocks of 65,536, each from its own random stream derived from the seed
 * and the block number, so blocks can be made in parallel and the result does not depend on the
 * thread count. Properties, for the tests and benchmarks of views:
 * <ul>
 *   <li>edges: {@code year} (int, 2000-2023 uniform), {@code weight} (double, 0.01-100.00 in
 *       steps of 0.01), {@code kind} (string: call, email, meeting, sms, video);</li>
 *   <li>vertices: {@code city} (string, 24 cities, skewed toward the first), {@code age} (int,
 *       18-90).</li>
 * </ul>
 * Self-loops and parallel edges are kept, as in the Graph500 generator. O(E * scale) time.
 */
public final class PropertyGraphGenerator {
    public static final int FIRST_YEAR = 2000;
    public static final int YEARS = 24;
    static final String[] KINDS = {"call", "email", "meeting", "sms", "video"};
    static final String[] CITIES = {
        "Amsterdam", "Berlin", "Cairo", "Delhi", "Edinburgh", "Florence", "Geneva", "Helsinki",
        "Istanbul", "Jakarta", "Kyoto", "Lima", "Madrid", "Nairobi", "Oslo", "Paris", "Quito",
        "Rome", "Seoul", "Toronto", "Utrecht", "Vienna", "Warsaw", "Zurich"
    };
    private static final int BLOCK = 1 << 16;
    private static final double A = 0.57;
    private static final double B = 0.19;
    private static final double C = 0.19;

    private PropertyGraphGenerator() {}

    public static PropertyGraph generate(GraphSpec spec, int threads) {
        int n = spec.vertices();
        int m = (int) spec.edges();
        int[] sources = new int[m];
        int[] targets = new int[m];
        int[] years = new int[m];
        double[] weights = new double[m];
        int[] kinds = new int[m];
        int[] permutation = spec.model() == GraphModel.RMAT ? permutation(n, spec.seed()) : null;
        int blocks = (int) ((m + (long) BLOCK - 1) / BLOCK);
        java.util.function.IntConsumer block = b -> {
            SplittableRandom random = new SplittableRandom(mix(spec.seed(), b + 1));
            int end = (int) Math.min(m, (long) (b + 1) * BLOCK);
            for (int e = b * BLOCK; e < end; e++) {
                if (permutation != null) {
                    long pair = rmatEdge(random, spec.scale());
                    sources[e] = permutation[(int) (pair >>> 32)];
                    targets[e] = permutation[(int) pair];
                } else {
                    sources[e] = random.nextInt(n);
                    targets[e] = random.nextInt(n);
                }
                years[e] = FIRST_YEAR + random.nextInt(YEARS);
                weights[e] = (1 + random.nextInt(10_000)) / 100.0;
                kinds[e] = random.nextInt(KINDS.length);
            }
        };
        // Each block draws from a stream of its own: the graph does not depend on the thread count.
        Parallel.forChunks(threads, blocks, 1, (chunk, from, to) -> {
            for (int b = from; b < to; b++) {
                block.accept(b);
            }
        });
        String[] cities = CITIES.clone();
        java.util.Arrays.sort(cities);
        int[] cityCodes = new int[n];
        int[] ages = new int[n];
        SplittableRandom vertexRandom = new SplittableRandom(mix(spec.seed(), 0));
        for (int v = 0; v < n; v++) {
            // Squaring skews the choice toward the first cities, like real populations.
            double u = vertexRandom.nextDouble();
            cityCodes[v] = java.util.Arrays.binarySearch(cities, CITIES[(int) (u * u * CITIES.length)]);
            ages[v] = 18 + vertexRandom.nextInt(73);
        }
        long[] ids = new long[n];
        for (int v = 0; v < n; v++) {
            ids[v] = v;
        }
        String[] kindDictionary = KINDS.clone(); // already sorted
        List<Column> edgeColumns = List.of(
                new IntColumn(new PropertySpec("year", PropertyType.INT), years, null, null),
                new DoubleColumn(new PropertySpec("weight", PropertyType.DOUBLE), weights, null),
                new StringColumn(new PropertySpec("kind", PropertyType.STRING), kinds, kindDictionary, null));
        List<Column> vertexColumns = List.of(
                new StringColumn(new PropertySpec("city", PropertyType.STRING), cityCodes, cities, null),
                new IntColumn(new PropertySpec("age", PropertyType.INT), ages, null, null));
        return PropertyGraph.assemble(new VertexIds.Numeric(ids), sources, targets,
                PropertyTable.of(vertexColumns, n), PropertyTable.of(edgeColumns, m));
    }

    /** One R-MAT edge: source in the high 32 bits, target in the low. */
    private static long rmatEdge(SplittableRandom random, int scale) {
        int source = 0;
        int target = 0;
        for (int level = 0; level < scale; level++) {
            double r = random.nextDouble();
            source <<= 1;
            target <<= 1;
            if (r >= A) {
                if (r < A + B) {
                    target |= 1;
                } else if (r < A + B + C) {
                    source |= 1;
                } else {
                    source |= 1;
                    target |= 1;
                }
            }
        }
        return ((long) source << 32) | (target & 0xFFFFFFFFL);
    }

    private static int[] permutation(int n, long seed) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        SplittableRandom random = new SplittableRandom(mix(seed, -1));
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }

    /** A well-mixed seed for stream {@code stream} of {@code seed} (SplitMix64 finalizer). */
    static long mix(long seed, long stream) {
        long z = seed * 0x9E3779B97F4A7C15L + stream * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
