package graphsurge.gvdl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.gvdl.ast.GvdlPrinter;
import graphsurge.gvdl.ast.Predicate;
import graphsurge.gvdl.ast.Statement;
import graphsurge.gvdl.check.SchemaChecker;
import graphsurge.gvdl.parse.Parser;
import org.junit.jupiter.api.Test;

/** Nesting is bounded with a positioned error; at the bound, and in long flat chains, every pass works. */
class NestingTest {
    private static final int LIMIT = 256;

    /** {@code levels} nestings of {@code open} around {@code a = 1}, closed by {@code close}. */
    static String nested(String open, String close, int levels) {
        return open.repeat(levels) + "year = 1" + close.repeat(levels);
    }

    @Test
    void nestingPastTheLimitIsAnErrorAtTheFirstTokenTooDeep() {
        String[][] shapes = {{"(", ")"}, {"NOT ", ""}, {"!(", ")"}};
        for (String[] shape : shapes) {
            String source = "CREATE VIEW v WHERE " + nested(shape[0], shape[1], 300_000);
            GvdlException e = assertThrows(GvdlException.class, () -> Parser.parseScript(source), shape[0]);
            int firstTooDeep = "CREATE VIEW v WHERE ".length() + LIMIT * shape[0].length();
            assertEquals(firstTooDeep + 1, e.span().column(), shape[0] + ": " + e.detail());
            assertTrue(e.detail().contains("nested too deeply: at most 256 levels"), e.detail());
            assertTrue(e.getMessage().startsWith("line 1, column " + (firstTooDeep + 1) + ":"), e.detail());
        }
    }

    @Test
    void theDeepestNestingAllowedParsesChecksAndPrintsBack() {
        String mixed = "NOT (year = 2 OR !(kind = 'x' AND ".repeat(LIMIT / 3) + "year = 1"
                + "))".repeat(LIMIT / 3);
        String[] sources = {nested("(", ")", LIMIT), nested("NOT ", "", LIMIT), nested("!(", ")", LIMIT), mixed};
        String arithmetic = "year < " + "(1 + ".repeat(LIMIT / 2) + "2" + ")".repeat(LIMIT / 2) + " AND year > -"
                + "(3 * -".repeat(LIMIT / 3) + "4" + ")".repeat(LIMIT / 3) + " AND year <> 1" + " - 1".repeat(LIMIT);
        sources = java.util.Arrays.copyOf(sources, sources.length + 1);
        sources[sources.length - 1] = arithmetic;
        for (String where : sources) {
            String source = "CREATE VIEW v WHERE " + where;
            Statement s = Parser.parseStatement(source);
            new SchemaChecker(source, ErrorMessageTest.VERTICES, ErrorMessageTest.EDGES).check(s);
            assertEquals(s, Parser.parseStatement(GvdlPrinter.print(s)));
        }
    }

    @Test
    void aHundredThousandTermsInAFlatChainDoNotOverflowAnyPass() {
        int n = 100_000;
        StringBuilder or = new StringBuilder("year = 0");
        StringBuilder and = new StringBuilder("year <> 0");
        StringBuilder in = new StringBuilder("year IN (0");
        for (int i = 1; i < n; i++) {
            or.append(" OR year = ").append(i);
            and.append(" AND year <> ").append(i);
            in.append(", ").append(i);
        }
        in.append(')');
        for (StringBuilder where : new StringBuilder[] {or, and, in}) {
            String source = "CREATE VIEW COLLECTION c WHERE [" + where + "]";
            Statement s = Parser.parseStatement(source);
            new SchemaChecker(source, ErrorMessageTest.VERTICES, ErrorMessageTest.EDGES).check(s);
            Predicate first = ((Statement.CreateCollection) s).views().get(0);
            int terms = first instanceof Predicate.In i ? i.values().size()
                    : first instanceof Predicate.Or o ? o.terms().size() : ((Predicate.And) first).terms().size();
            assertEquals(n, terms);
            assertEquals(s, Parser.parseStatement(GvdlPrinter.print(s)));
        }
    }
}
