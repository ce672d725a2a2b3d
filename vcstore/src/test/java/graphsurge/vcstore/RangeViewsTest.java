package graphsurge.vcstore;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.PropertyTable;
import graphsurge.gstore.VertexIds;
import graphsurge.gstore.column.ColumnBuilder;
import graphsurge.gstore.schema.PropertySpec;
import graphsurge.gstore.schema.PropertyType;
import graphsurge.gvdl.ast.Predicate;
import graphsurge.gvdl.ast.Statement;
import graphsurge.gvdl.parse.Parser;
import graphsurge.vcstore.collection.CollectionBuilder;
import graphsurge.vcstore.collection.ViewCollection;
import graphsurge.vcstore.collection.ViewDefinition;
import graphsurge.vcstore.collection.ViewExpander;
import graphsurge.ordering.HammingDistances;
import graphsurge.vcstore.eval.RangeIndex;
import graphsurge.vcstore.eval.RangeViews;
import graphsurge.vcstore.eval.ViewDifferences;
import graphsurge.vcstore.eval.ViewEvaluator;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Range collections found by binary search hold exactly the edges the evaluator (and the interpreter) selects. */
class RangeViewsTest {
    /**
     * Edges with {@code t}, small integers with many duplicates; {@code big}, integers beyond the
     * int range (stored wide); {@code w}, quarters, -0.0 and infinities; each absent now and then.
     */
    static PropertyGraph graph(SplittableRandom r, int m) {
        ColumnBuilder t = ColumnBuilder.of(new PropertySpec("t", PropertyType.INT), m);
        ColumnBuilder big = ColumnBuilder.of(new PropertySpec("big", PropertyType.INT), m);
        ColumnBuilder w = ColumnBuilder.of(new PropertySpec("w", PropertyType.DOUBLE), m);
        int[] src = new int[m];
        int[] dst = new int[m];
        for (int e = 0; e < m; e++) {
            src[e] = r.nextInt(20);
            dst[e] = r.nextInt(20);
            t.add(r.nextInt(12) == 0 ? "" : Integer.toString(r.nextInt(60) - 20));
            big.add(r.nextInt(12) == 0 ? "" : Long.toString((1L << 40) + r.nextInt(60) - 20));
            int kind = r.nextInt(40);
            w.add(kind == 0 ? "" : kind == 1 ? "-0.0" : kind == 2 ? "Infinity" : kind == 3 ? "-Infinity"
                    : Double.toString((r.nextInt(240) - 80) / 4.0));
        }
        long[] ids = new long[20];
        for (int v = 0; v < 20; v++) {
            ids[v] = v;
        }
        return PropertyGraph.assemble(new VertexIds.Numeric(ids), src, dst, PropertyTable.empty(20),
                PropertyTable.of(List.of(t.build(), big.build(), w.build()), m));
    }

    static List<Predicate> expand(String template, int views) {
        String source = "CREATE VIEW COLLECTION c WHERE [" + template + "] FOR $i IN 0.." + (views - 1);
        List<Predicate> out = new ArrayList<>();
        for (ViewDefinition v : ViewExpander.expand((Statement.CreateCollection) Parser.parseStatement(source), source)) {
            out.add(v.predicate());
        }
        return out;
    }

    /** A bound moving by {@code slope} per view, as integers or decimals, around the column's values. */
    static String bound(SplittableRandom r, String column, boolean decimal, int slope) {
        long base = switch (column) {
            case "big" -> (1L << 40) - 25 + r.nextInt(50);
            case "w" -> r.nextInt(40) - 20;
            default -> r.nextInt(60) - 25;
        };
        return decimal ? "(" + base + ".0 + $i * " + slope + ".25 - " + (r.nextInt(4) / 4.0) + ")"
                : "(" + base + " + $i * " + slope + ")";
    }

    static String template(SplittableRandom r, String column, boolean decimal) {
        int lowSlope = r.nextInt(5) - 2;
        int highSlope = r.nextInt(5) - 2;
        List<String> terms = new ArrayList<>();
        int lows = r.nextInt(3);
        int highs = lows == 0 ? 1 + r.nextInt(2) : r.nextInt(3);
        for (int i = 0; i < lows; i++) {
            String b = bound(r, column, decimal, lowSlope);
            terms.add(r.nextBoolean() ? column + (r.nextBoolean() ? " >= " : " > ") + b
                    : b + (r.nextBoolean() ? " <= " : " < ") + column);
        }
        for (int i = 0; i < highs; i++) {
            String b = bound(r, column, decimal, highSlope);
            terms.add(r.nextBoolean() ? column + (r.nextBoolean() ? " <= " : " < ") + b
                    : b + (r.nextBoolean() ? " >= " : " > ") + column);
        }
        java.util.Collections.shuffle(terms, new java.util.Random(r.nextLong()));
        return String.join(" AND ", terms);
    }

    /** A random graph and a random window template over one of its columns, expanded to views. */
    record RandomWindows(SplittableRandom r, PropertyGraph graph, String template, List<Predicate> views) {
        static RandomWindows of(long seed, int largeEdges, int edges, int mostViews) {
            SplittableRandom r = new SplittableRandom(seed);
            PropertyGraph g = RangeViewsTest.graph(r, 1 + r.nextInt(seed % 25 == 0 ? largeEdges : edges));
            String column = new String[] {"t", "big", "w"}[r.nextInt(3)];
            boolean decimal = column.equals("w") || r.nextBoolean();
            int views = 1 + r.nextInt(mostViews);
            String template = RangeViewsTest.template(r, column, decimal);
            return new RandomWindows(r, g, template, expand(template, views));
        }
    }

    static void assertSameViews(ViewDifferences expected, ViewDifferences actual, String what) {
        assertEquals(expected.views(), actual.views(), what);
        for (int v = 0; v < expected.views(); v++) {
            assertArrayEquals(expected.additions()[v], actual.additions()[v], what + ": additions of view " + v);
            assertArrayEquals(expected.deletions()[v], actual.deletions()[v], what + ": deletions of view " + v);
        }
    }

    @Test
    void windowsOfOneColumnAreFoundByBinarySearchAndMatchTheEvaluator() {
        for (long seed = 1; seed <= 300; seed++) {
            RandomWindows w = RandomWindows.of(seed, 150_000, 3_000, 40);
            SplittableRandom r = w.r();
            PropertyGraph g = w.graph();
            String template = w.template();
            List<Predicate> predicates = w.views();
            int views = predicates.size();
            Optional<RangeViews> ranges = RangeViews.of(g, predicates);
            assertTrue(ranges.isPresent(), "seed " + seed + ": " + template);
            ViewDifferences fast = ranges.get().differences(1 + r.nextInt(2), ProgressListener.NONE);
            ViewDifferences evaluated = ViewEvaluator.differences(g, predicates, 2, ProgressListener.NONE);
            assertSameViews(evaluated, fast, "seed " + seed + ": " + template);
            long[][] bitsets = TestViews.bitsets(fast, g.edgeCount());
            for (int v = 0; v < views; v++) {
                assertArrayEquals(ViewEvaluationTest.naive(predicates.get(v), g), bitsets[v],
                        "seed " + seed + ": " + template + ", view " + v);
            }
        }
    }

    @Test
    void otherShapesAreLeftToTheEvaluator() {
        PropertyGraph g = graph(new SplittableRandom(1), 500);
        for (String template : List.of(
                "t = $i", // equality
                "t >= $i OR t < 3", // a disjunction
                "t >= $i AND w < 3.0", // two columns
                "NOT t >= $i", // a negation
                "t >= $i AND t < $i * 1.5 + 2")) { // integer and decimal comparisons mixed
            assertTrue(RangeViews.of(g, expand(template, 6)).isEmpty(), template);
        }
        for (String template : List.of(
                "t >= ($i - 2) * ($i - 2)", // a lower bound falling, then rising
                "t > $i AND t > 10 - $i * 2")) { // two lower bounds moving opposite ways
            assertTrue(RangeViews.of(g, expand(template, 6)).map(ranges -> !ranges.monotone()).orElse(false), template);
        }
    }

    /**
     * Ranges in any order (windows listed shuffled, bounds that turn): the index's sizes, distances
     * and differences between any two views equal those of each view's edges selected plainly.
     */
    @Test
    void rangesInAnyOrderAreCountedAndListedAsThePlainSelection() {
        for (long seed = 1; seed <= 200; seed++) {
            RandomWindows w = RandomWindows.of(seed, 60_000, 2_000, 30);
            SplittableRandom r = w.r();
            PropertyGraph g = w.graph();
            String template = w.template();
            List<Predicate> predicates = new ArrayList<>(w.views());
            int views = predicates.size();
            java.util.Collections.shuffle(predicates, new java.util.Random(seed));
            String what = "seed " + seed + ": " + template;
            RangeIndex index = RangeViews.of(g, predicates).orElseThrow().index(1 + r.nextInt(2), ProgressListener.NONE);
            long[][] plain = new long[views][];
            for (int v = 0; v < views; v++) {
                plain[v] = ViewEvaluationTest.naive(predicates.get(v), g);
            }
            long[] none = new long[plain[0].length];
            HammingDistances d = index.distances();
            for (int a = -1; a < views; a++) {
                long[] from = a < 0 ? none : plain[a];
                for (int b = 0; b < views; b++) {
                    assertArrayEquals(ViewDifferences.ascending(plain[b], from), index.difference(b, a),
                            what + ": view " + b + " less view " + a);
                    assertEquals(xorCount(plain[b], from), d.get(b, a < 0 ? d.empty() : a), what + ": distance " + b + "-" + a);
                }
            }
        }
    }

    /**
     * A collection of shuffled windows built from the index has the order, the differences and the
     * user order's total that its views' bitsets give (chosen or kept).
     */
    @Test
    void shuffledWindowsBuildTheCollectionTheirBitsetsBuild() {
        for (long seed = 1; seed <= 40; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            PropertyGraph g = graph(r, 500 + r.nextInt(3_000));
            int views = 3 + r.nextInt(25);
            List<Predicate> predicates = new ArrayList<>(expand("t >= $i - 20 AND t < $i - 20 + " + (1 + r.nextInt(15)),
                    views));
            java.util.Collections.shuffle(predicates, new java.util.Random(seed));
            List<ViewDefinition> definitions = new ArrayList<>();
            List<String> names = new ArrayList<>();
            long[][] plain = new long[views][];
            for (int v = 0; v < views; v++) {
                definitions.add(new ViewDefinition("w" + v, predicates.get(v)));
                names.add("w" + v);
                plain[v] = ViewEvaluationTest.naive(predicates.get(v), g);
            }
            for (boolean kept : new boolean[] {false, true}) {
                String what = "seed " + seed + (kept ? ", kept order" : ", chosen order");
                ViewCollection built = CollectionBuilder.build(g, 7, "c", definitions, kept, 2, ProgressListener.NONE)
                        .collection();
                ViewCollection expected = CollectionBuilder.fromMatrix(7, "c", names, names, plain,
                        kept ? "MANUALLY_ORDERED" : null, 1).collection();
                assertArrayEquals(expected.runOrder(), built.runOrder(), what);
                assertEquals(expected.orderingMethod(), built.orderingMethod(), what);
                assertEquals(expected.userDifferences(), built.userDifferences(), what);
                assertArrayEquals(expected.sizes(), built.sizes(), what);
                for (int p = 0; p < views; p++) {
                    assertArrayEquals(expected.additions()[p], built.additions()[p], what + ": additions at " + p);
                    assertArrayEquals(expected.deletions()[p], built.deletions()[p], what + ": deletions at " + p);
                }
            }
        }
    }

    private static long xorCount(long[] a, long[] b) {
        long n = 0;
        for (int w = 0; w < a.length; w++) {
            n += Long.bitCount(a[w] ^ b[w]);
        }
        return n;
    }
}
