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
import graphsurge.vcstore.collection.ViewDefinition;
import graphsurge.vcstore.collection.ViewExpander;
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
            SplittableRandom r = new SplittableRandom(seed);
            PropertyGraph g = graph(r, 1 + r.nextInt(seed % 25 == 0 ? 150_000 : 3_000));
            String column = new String[] {"t", "big", "w"}[r.nextInt(3)];
            boolean decimal = column.equals("w") || r.nextBoolean();
            int views = 1 + r.nextInt(40);
            String template = template(r, column, decimal);
            List<Predicate> predicates = expand(template, views);
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
                "t >= $i AND t < $i * 1.5 + 2", // integer and decimal comparisons mixed
                "t >= ($i - 2) * ($i - 2)", // a lower bound falling, then rising
                "t > $i AND t > 10 - $i * 2")) { // two lower bounds moving opposite ways
            assertTrue(RangeViews.of(g, expand(template, 6)).isEmpty(), template);
        }
    }
}
