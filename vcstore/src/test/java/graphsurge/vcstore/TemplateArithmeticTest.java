package graphsurge.vcstore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import graphsurge.gvdl.GvdlException;
import graphsurge.gvdl.ast.GvdlPrinter;
import graphsurge.gvdl.ast.Statement;
import graphsurge.gvdl.parse.Parser;
import graphsurge.vcstore.collection.ViewDefinition;
import graphsurge.vcstore.collection.ViewExpander;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Arithmetic in templates is computed when they are expanded, with integer and decimal rules. */
class TemplateArithmeticTest {
    private static List<String> expanded(String source) {
        Statement.CreateCollection c = (Statement.CreateCollection) Parser.parseStatement(source);
        return ViewExpander.expand(c, source).stream().map(v -> GvdlPrinter.print(v.predicate())).toList();
    }

    private static GvdlException expansionError(String source) {
        Statement.CreateCollection c = (Statement.CreateCollection) Parser.parseStatement(source);
        return assertThrows(GvdlException.class, () -> ViewExpander.expand(c, source));
    }

    @Test
    void aSlidingWindowIsOneTemplate() {
        List<String> views = expanded(
                "CREATE VIEW COLLECTION w WHERE [year >= $y AND year < $y + 5] FOR $y IN 2000..2020 STEP 10");
        assertEquals(List.of("year >= 2000 AND year < 2005", "year >= 2010 AND year < 2015",
                "year >= 2020 AND year < 2025"), views);
    }

    @Test
    void integersStayIntegersAndADecimalMakesADecimal() {
        List<String> views = expanded("CREATE VIEW COLLECTION c WHERE [year = $y / 2], [weight < $y * 1.5],"
                + " [year < -$y + 7 - 2 * 3], [year < (2 - $y) * 3 / 4], [weight > 1 / 4.0 - $y], [year IN (3)]"
                + " FOR $y IN (2005)");
        assertEquals(List.of("year = 1002", "weight < 3007.5", "year < -2004", "year < -1502", "weight > -2004.75",
                "year IN (3)"), views);
    }

    @Test
    void divisionByZeroAndOverflowAreErrorsAtTheExpressionNamingTheValues() {
        String source = "CREATE VIEW COLLECTION c WHERE [year < 10 / ($y - 2001)] FOR $y IN 2000..2002";
        GvdlException zero = expansionError(source);
        assertEquals("division by zero (with $y = 2001)", zero.detail());
        assertEquals(source.indexOf("10 /") + 1, zero.span().column(), "the caret is under the division");
        assertEquals("division by zero (with $k = 1, $y = 0)", expansionError(
                "CREATE VIEW COLLECTION c WHERE [weight < $k / ($y * 0.0)] FOR $k IN (1) FOR $y IN 0..1").detail());
        assertEquals("2 * 9223372036854775807 does not fit in 64 bits (with $y = 2)", expansionError(
                "CREATE VIEW COLLECTION c WHERE [year < $y * 9223372036854775807] FOR $y IN 1..2").detail());
        assertEquals("-9223372036854775808 / -1 does not fit in 64 bits (with $y = -1)", expansionError(
                "CREATE VIEW COLLECTION c WHERE [year < -9223372036854775808 / $y] FOR $y IN -1..1").detail());
        assertEquals("-(-9223372036854775808) does not fit in 64 bits (with $y = -9223372036854775808)", expansionError(
                "CREATE VIEW COLLECTION c WHERE [year < -$y] FOR $y IN (-9223372036854775808)").detail());
    }

    @Test
    void aViewWithoutVariablesHasItsArithmeticComputedToo() {
        String source = "CREATE VIEW v WHERE year < 2000 + 5 * 2";
        Statement.CreateView v = (Statement.CreateView) Parser.parseStatement(source);
        List<ViewDefinition> views = ViewExpander.computeArithmetic(List.of(new ViewDefinition("v", v.where())), source);
        assertEquals("year < 2010", GvdlPrinter.print(views.get(0).predicate()));
        assertEquals("v", views.get(0).name());
    }

    @Test
    void aTemplateWithoutAVariableOrAVariableNoViewUsesIsWarnedAbout() {
        Statement.CreateCollection c = (Statement.CreateCollection) Parser.parseStatement(
                "CREATE VIEW COLLECTION c WHERE [year = $y], [year > 2000 + 1] FOR $y IN 2000..2004 FOR $k IN ('a', 'b')");
        assertEquals(List.of("[year > 2000 + 1] uses no $variable, so the FOR clauses repeat the same view 10 times",
                "no view uses $k, so each view repeats for each of its 2 values"), ViewExpander.warnings(c));
        assertEquals(List.of(), ViewExpander.warnings((Statement.CreateCollection) Parser.parseStatement(
                "CREATE VIEW COLLECTION c WHERE [year = $y AND kind = $k] FOR $y IN 2000..2004 FOR $k IN ('a', 'b')")));
        assertEquals(List.of(), ViewExpander.warnings((Statement.CreateCollection) Parser.parseStatement(
                "CREATE VIEW COLLECTION c WHERE [year = 1], [year = 2]")));
    }
}
