package graphsurge.vcstore;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gvdl.GvdlException;
import graphsurge.gvdl.Span;
import graphsurge.gvdl.ast.GvdlPrinter;
import graphsurge.gvdl.ast.Literal;
import graphsurge.gvdl.ast.Statement;
import graphsurge.gvdl.parse.Parser;
import graphsurge.vcstore.collection.CollectionBuilder;
import graphsurge.vcstore.collection.CollectionStore;
import graphsurge.vcstore.collection.ForBindings;
import graphsurge.vcstore.collection.ViewCollection;
import graphsurge.vcstore.collection.ViewDefinition;
import graphsurge.vcstore.collection.ViewExpander;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Views named by GVDL ({@code AS name}, {@code AS 'pattern $variable'}), unique names, and the
 * FOR bindings a collection keeps for each view, through the store.
 */
class ViewNamesTest {
    @TempDir
    Path dir;

    private static List<ViewDefinition> expanded(String source) {
        return ViewExpander.expand((Statement.CreateCollection) Parser.parseStatement(source), source);
    }

    private static GvdlException refused(String source) {
        Statement.CreateCollection c = (Statement.CreateCollection) Parser.parseStatement(source);
        return assertThrows(GvdlException.class, () -> ViewExpander.expand(c, source));
    }

    private static List<String> names(List<ViewDefinition> views) {
        return views.stream().map(ViewDefinition::name).toList();
    }

    @Test
    void listedViewsTakeTheirNamesAndTheOthersKeepTheDefault() {
        List<ViewDefinition> views = expanded("CREATE VIEW COLLECTION c WHERE [year <= 2010] AS y2010, [year <= 2015] AS"
                + " `2015`, [year <= 2020]");
        assertEquals(List.of("y2010", "2015", "c_3"), names(views));
        assertEquals(Map.of(), views.get(0).bindings());
    }

    @Test
    void aPatternNamesEachViewOfItsTemplateByTheVariablesValues() {
        List<ViewDefinition> views = expanded("CREATE VIEW COLLECTION w WHERE [year >= $y AND year < $y + 5] AS 'w_$y'"
                + " FOR $y IN 2000..2010 STEP 5");
        assertEquals(List.of("w_2000", "w_2005", "w_2010"), names(views));
        assertEquals(Map.of("y", new Literal.Int(2005, Span.NONE)), views.get(1).bindings());

        List<ViewDefinition> two = expanded("CREATE VIEW COLLECTION t WHERE [u.city = $c AND weight < $w] AS '${c}x$w',"
                + " [year = 1] FOR $c IN ('Rome', 'Oslo') FOR $w IN (0.5, 12.25)");
        assertEquals(List.of("Romex0.5", "t_2", "Romex12.25", "t_4", "Oslox0.5", "t_6", "Oslox12.25", "t_8"), names(two));
        assertEquals(List.of("c", "w"), List.copyOf(two.get(2).bindings().keySet()));
    }

    @Test
    void aDateVariableNamesViewsByItsIsoText() {
        List<ViewDefinition> months = expanded("CREATE VIEW COLLECTION m WHERE [time >= $m AND time < $m + 1 MONTH]"
                + " AS 'm_$m' FOR $m IN DATE '2004-01-31'..DATE '2004-03-31' STEP 1 MONTH");
        // Each month counted from the start, clamped to the month's last day, as java.time does.
        LocalDate first = LocalDate.of(2004, 1, 31);
        List<String> expected = List.of("m_" + first, "m_" + first.plusMonths(1), "m_" + first.plusMonths(2));
        assertEquals(expected, names(months));
        assertEquals("2004-02-29", ForBindings.of(months).value(1, 0));
        List<ViewDefinition> hours = expanded("CREATE VIEW COLLECTION h WHERE [time >= $t] AS 'h_$t'"
                + " FOR $t IN TIMESTAMP '2004-01-01T00:00:00Z'..TIMESTAMP '2004-01-01T02:00:00Z' STEP 1 HOUR");
        assertEquals(List.of("h_2004-01-01T00:00:00Z", "h_2004-01-01T01:00:00Z", "h_2004-01-01T02:00:00Z"),
                names(hours));
    }

    @Test
    void twoViewsOfOneNameAreRefusedAtTheSecondName() {
        String source = "CREATE VIEW COLLECTION c WHERE [year <= 2010] AS old, [year <= 2015] AS Old";
        GvdlException e = refused(source);
        assertEquals("two views are named 'Old' ('old' differs only in case, and some file systems ignore case); view"
                + " names must be unique within the collection", e.detail());
        assertEquals(source.lastIndexOf("Old") + 1, e.span().column());

        String clash = "CREATE VIEW COLLECTION c WHERE [year <= 2010] AS c_2, [year <= 2015]";
        GvdlException defaultName = refused(clash);
        assertTrue(defaultName.detail().startsWith("two views are named 'c_2'"), defaultName.detail());
        assertEquals(clash.indexOf("c_2") + 1, defaultName.span().column(), "the caret is under the name given");

        String constant = "CREATE VIEW COLLECTION w WHERE [year = $y] AS 'w' FOR $y IN 1..3";
        GvdlException pattern = refused(constant);
        assertEquals("two views are named 'w'; view names must be unique within the collection: add $y to the name"
                + " pattern (with $y = 2)", pattern.detail());
        assertEquals(constant.indexOf("'w'") + 1, pattern.span().column());
        assertEquals("two views are named 'w2000'; view names must be unique within the collection: add $c to the name"
                + " pattern (with $y = 2000, $c = 2)", refused("CREATE VIEW COLLECTION w WHERE [year = $y AND weight < $c]"
                        + " AS 'w$y' FOR $y IN 2000..2001 FOR $c IN 1..2").detail());
        assertEquals("two views are named 'w'; view names must be unique within the collection: add $y to the name, in"
                + " quotes: AS 'w_$y' (with $y = 2)", refused("CREATE VIEW COLLECTION w WHERE [year = $y] AS w"
                        + " FOR $y IN 1..3").detail());
        assertEquals("two views are named 'w_1'; view names must be unique within the collection (with $y = 1)",
                refused("CREATE VIEW COLLECTION w WHERE [year = $y] AS 'w_$y' FOR $y IN (1, 1)").detail());
    }

    @Test
    void aPatternNamingNoVariableOrABadNameIsRefused() {
        assertEquals("the name pattern uses $z, which no FOR clause binds (they bind $y)",
                refused("CREATE VIEW COLLECTION w WHERE [year = $y] AS 'w_$z' FOR $y IN 1..3").detail());
        assertEquals("the name pattern uses $y, which no FOR clause binds",
                refused("CREATE VIEW COLLECTION w WHERE [year = 1] AS 'w_$y'").detail());
        assertEquals("'$' in a view name pattern names a FOR variable, as $y or ${y}",
                refused("CREATE VIEW COLLECTION w WHERE [year = $y] AS 'w$' FOR $y IN 1..3").detail());
        assertEquals("'$' in a view name pattern names a FOR variable, as $y or ${y}",
                refused("CREATE VIEW COLLECTION w WHERE [year = $y] AS 'w${y' FOR $y IN 1..3").detail());
        assertEquals("'a/2' cannot name a view: it holds '/', which a view's name cannot hold (names become file names)"
                        + " (with $y = 2)",
                refused("CREATE VIEW COLLECTION w WHERE [year = $y] AS 'a/$y' FOR $y IN 2..3").detail());
        String longName = "n".repeat(CollectionStore.MAX_NAME_BYTES);
        assertTrue(refused("CREATE VIEW COLLECTION w WHERE [year = $y] AS '" + longName + "$y' FOR $y IN 2..3")
                .detail().contains("it has 101 bytes (UTF-8), and a view's name at most 100"));
        GvdlException empty = assertThrows(GvdlException.class,
                () -> Parser.parseStatement("CREATE VIEW COLLECTION w WHERE [year = 1] AS ''"));
        assertEquals("a view's name cannot be empty", empty.detail());
        GvdlException missing = assertThrows(GvdlException.class,
                () -> Parser.parseStatement("CREATE VIEW COLLECTION w WHERE [year = 1] AS 12"));
        assertTrue(missing.detail().startsWith("expected the view's name after AS"), missing.detail());
    }

    @Test
    void namesAndPatternsPrintBackAsTheyWereWritten() {
        String source = "CREATE VIEW COLLECTION w WHERE [year = $y] AS 'w_$y', [year = 1] AS `2015`, [year = 2] AS"
                + " plain, [year = 3] FOR $y IN 1..3;";
        Statement parsed = Parser.parseStatement(source);
        assertEquals(source, GvdlPrinter.print(parsed));
        assertEquals(parsed, Parser.parseStatement(GvdlPrinter.print(parsed)));
    }

    @Test
    void aCollectionKeepsEachViewsBindingsTypedThroughTheStore() {
        PropertyGraph g = RandomGraphs.graph(new SplittableRandom(7), 30, 400);
        String source = "CREATE VIEW COLLECTION b WHERE [year >= $y AND weight < $w AND kind = $k] AS 'b${y}_${w}_$k'"
                + " FOR $y IN 2000..2001 FOR $w IN (1, 2.5) FOR $k IN ('sms', 'call')";
        Statement.CreateCollection s = (Statement.CreateCollection) Parser.parseStatement(source);
        ViewCollection built = CollectionBuilder.build(g, 7, "b", ViewExpander.expand(s, source), false, 2,
                ProgressListener.NONE).collection();
        CollectionStore store = CollectionStore.of(dir);
        store.write(built);
        ViewCollection read = store.read("b");

        ForBindings b = read.bindings();
        assertEquals(List.of("y", "w", "k"), b.variables());
        assertEquals(List.of(ForBindings.Kind.INTEGER, ForBindings.Kind.DECIMAL, ForBindings.Kind.TEXT), b.kinds());
        assertEquals(8, b.values().size());
        assertEquals("b2001_1_call", read.viewNames().get(5));
        // The first clause varies slowest: view 6 (index 5) is $y = 2001, $w = 1, $k = 'call'.
        assertArrayEquals(new String[] {"2001", "1", "call"}, b.values().get(5));
        assertArrayEquals(new String[] {"2000", "2.5", "sms"}, b.values().get(2));
        assertEquals("$y = 2001, $w = 1, $k = 'call'", b.describe(5));
        assertEquals("year >= 2001 AND weight < 1 AND kind = 'call'", read.predicates().get(5));
        assertEquals(new BigDecimal("2.5"), new BigDecimal(b.value(3, 1)));
    }
}
