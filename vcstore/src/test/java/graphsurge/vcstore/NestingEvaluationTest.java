package graphsurge.vcstore;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gvdl.ast.Predicate;
import graphsurge.gvdl.ast.Statement;
import graphsurge.gvdl.parse.Parser;
import graphsurge.vcstore.collection.ViewDefinition;
import graphsurge.vcstore.collection.ViewExpander;
import graphsurge.vcstore.eval.ViewEvaluator;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The deepest predicates the parser allows, long flat chains and long NOT chains evaluate correctly. */
class NestingEvaluationTest {
    private static final int LIMIT = Parser.MAX_DEPTH;

    private static void assertEvaluatesLikeTheInterpreter(PropertyGraph g, List<Predicate> views) {
        long[][] matrix = TestViews.bitsets(
                ViewEvaluator.differences(g, views, 2, ProgressListener.NONE), g.edgeCount());
        for (int v = 0; v < views.size(); v++) {
            assertArrayEquals(ViewEvaluationTest.naive(views.get(v), g), matrix[v], "view " + v);
        }
    }

    @Test
    void theDeepestNestingAllowedExpandsAndEvaluates() {
        PropertyGraph g = RandomGraphs.graph(new SplittableRandom(3), 60, 5000);
        String template = "(".repeat(LIMIT) + "year >= $y" + ")".repeat(LIMIT) + "], ["
                + "NOT ".repeat(LIMIT - 1) + "year < $y], ["
                + "!(year = $y OR ".repeat(LIMIT) + "kind = 'sms'" + ")".repeat(LIMIT) + "], ["
                + "year < " + "(1 + ".repeat(LIMIT / 2) + "$y" + ")".repeat(LIMIT / 2) + " - " + LIMIT / 2;
        Statement.CreateCollection c = (Statement.CreateCollection) Parser.parseStatement(
                "CREATE VIEW COLLECTION c WHERE [" + template + "] FOR $y IN 2003..2004");
        List<Predicate> views = new ArrayList<>();
        for (ViewDefinition v : ViewExpander.expand(c)) {
            views.add(v.predicate());
        }
        assertEvaluatesLikeTheInterpreter(g, views);
    }

    @Test
    void aHundredThousandNotsEvaluateWithoutRecursingPerNot() {
        PropertyGraph g = RandomGraphs.graph(new SplittableRandom(4), 60, 5000);
        Predicate even = Parser.parsePredicate("year < 2005");
        Predicate odd = Parser.parsePredicate("year < 2005");
        for (int i = 0; i < 100_000; i++) {
            even = new Predicate.Not(even);
        }
        for (int i = 0; i < 100_001; i++) {
            odd = new Predicate.Not(odd);
        }
        long[][] matrix = TestViews.bitsets(
                ViewEvaluator.differences(g, List.of(even, odd), 1, ProgressListener.NONE), g.edgeCount());
        Predicate plain = Parser.parsePredicate("year < 2005");
        assertArrayEquals(ViewEvaluationTest.naive(plain, g), matrix[0]);
        assertArrayEquals(ViewEvaluationTest.naive(new Predicate.Not(plain), g), matrix[1]);
    }

    @Test
    void aHundredThousandTermsInAFlatChainEvaluate() {
        PropertyGraph g = RandomGraphs.graph(new SplittableRandom(5), 60, 3000);
        StringBuilder or = new StringBuilder("year = 0");
        StringBuilder and = new StringBuilder("year <> 0");
        StringBuilder in = new StringBuilder("year NOT IN (0");
        for (int i = 1; i < 100_000; i++) {
            or.append(" OR year = ").append(i % 2 == 0 ? i : 2000 + i % 7);
            and.append(" AND year <> ").append(i % 3 == 0 ? 2004 : i);
            in.append(", ").append(i % 5 == 0 ? 2001 : i);
        }
        in.append(')');
        assertEvaluatesLikeTheInterpreter(g, List.of(Parser.parsePredicate(or.toString()),
                Parser.parsePredicate(and.toString()), Parser.parsePredicate(in.toString())));
    }
}
