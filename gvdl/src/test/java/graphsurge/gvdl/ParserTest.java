package graphsurge.gvdl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.gvdl.ast.GvdlPrinter;
import graphsurge.gvdl.ast.Literal;
import graphsurge.gvdl.ast.Operand;
import graphsurge.gvdl.ast.Operand.ArithmeticOp;
import graphsurge.gvdl.ast.Operand.Scope;
import graphsurge.gvdl.ast.ParamValue;
import graphsurge.gvdl.ast.Predicate;
import graphsurge.gvdl.ast.Predicate.CompareOp;
import graphsurge.gvdl.ast.Statement;
import graphsurge.gvdl.parse.Parser;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

class ParserTest {
    private static final Span S = Span.NONE;

    static Predicate cmp(String property, CompareOp op, long value) {
        return new Predicate.Compare(new Operand.Property(Scope.EDGE, property, S), op, new Literal.Int(value, S), S);
    }

    @Test
    void dateAndTimestampLiteralsAreEpochSecondsAndPrintBackAsWritten() {
        Statement.CreateView v = (Statement.CreateView) Parser.parseStatement(
                "CREATE VIEW w WHERE date >= DATE '2011-01-01' AND date < timestamp '2011-01-01 10:00:00+02:00'");
        List<Predicate> terms = ((Predicate.And) v.where()).terms();
        Predicate.Compare first = (Predicate.Compare) terms.get(0);
        assertEquals(new Operand.Property(Scope.EDGE, "date", S), first.left(), "a property may be named date");
        assertEquals(new Literal.Date(1_293_840_000L, true, S), first.right());
        assertEquals(new Literal.Date(1_293_840_000L + 8 * 3_600, false, S), ((Predicate.Compare) terms.get(1)).right());
        assertEquals("CREATE VIEW w WHERE date >= DATE '2011-01-01' AND date < TIMESTAMP '2011-01-01T08:00:00Z';",
                graphsurge.gvdl.ast.GvdlPrinter.print(v));
    }

    @Test
    void aRangeOfDatesWithAStepAndDateArithmeticPrintsBackAndReparsesEqual() {
        String source = "CREATE VIEW COLLECTION m WHERE [time >= $m AND time < $m + 1 MONTH]"
                + " FOR $m IN DATE '2004-04-01'..DATE '2004-10-01' STEP 1 MONTH";
        Statement.CreateCollection c = (Statement.CreateCollection) Parser.parseStatement(source);
        assertEquals(new Statement.DateRange(new Literal.Date(1_080_777_600L, true, S),
                new Literal.Date(1_096_588_800L, true, S), new Operand.Duration(1, Operand.CalendarUnit.MONTH, S)),
                c.generators().get(0).domain());
        Predicate.Compare upper = (Predicate.Compare) ((Predicate.And) c.views().get(0)).terms().get(1);
        assertEquals(new Operand.Arithmetic(new Operand.Variable("m", S), ArithmeticOp.ADD,
                new Operand.Duration(1, Operand.CalendarUnit.MONTH, S), S), upper.right());
        String printed = graphsurge.gvdl.ast.GvdlPrinter.print(c);
        assertEquals(source + ";", printed);
        assertEquals(c, Parser.parseStatement(printed));
        Statement.CreateCollection days = (Statement.CreateCollection) Parser.parseStatement(
                "CREATE VIEW COLLECTION d WHERE [t < $d + 2 weeks] FOR $d IN DATE '2004-04-01'..DATE '2004-04-30'");
        assertEquals(new Operand.Duration(1, Operand.CalendarUnit.DAY, S),
                ((Statement.DateRange) days.generators().get(0).domain()).step(), "a day by default");
    }

    @Test
    void loadGraphWithEveryOption() {
        Statement s = Parser.parseStatement("load graph with vertices from 'v.csv' and edges from 'e.csv' "
                + "separator '|' comment '#' has_headers false distinct save mappings to 'm' randomize;");
        assertEquals(new Statement.LoadGraph("v.csv", "e.csv", "|", "#", false, false, true, "m", true, S), s);
        assertEquals(new Statement.LoadGraph(null, "e.csv", null, null, null, true, false, null, false, S),
                Parser.parseStatement("LOAD GRAPH WITH EDGES FROM 'e.csv' SKIP_BAD_ROWS"));
    }

    @Test
    void createViewAndCollections() {
        assertEquals(new Statement.CreateView("recent", cmp("year", CompareOp.GE, 2020), S),
                Parser.parseStatement("CREATE VIEW recent WHERE year >= 2020;"));
        assertEquals(new Statement.CreateView("recent", cmp("year", CompareOp.GE, 2020), S),
                Parser.parseStatement("CREATE VIEW recent WHERE [year >= 2020];"));
        Statement.CreateCollection c = (Statement.CreateCollection) Parser.parseStatement(
                "create view collection Years where [year <= 2000], [year <= 2005] [year <= 2010], "
                        + "manually_ordered materialized materialize_full_view hosts 'a:1' 'b:2';");
        assertEquals(List.of(cmp("year", CompareOp.LE, 2000), cmp("year", CompareOp.LE, 2005),
                cmp("year", CompareOp.LE, 2010)), c.views());
        assertTrue(c.manuallyOrdered() && c.materialized() && c.materializeFullView());
        assertEquals(List.of("a:1", "b:2"), c.hosts());
    }

    @Test
    void reorderIfSavesTakesAPercentageFromZeroToAHundred() {
        Statement.CreateCollection c = (Statement.CreateCollection) Parser.parseStatement(
                "CREATE VIEW COLLECTION w WHERE [year <= 2000], [year <= 2005] reorder if saves 12.5% materialized;");
        assertEquals(new BigDecimal("12.5"), c.reorderIfSavesPercent());
        assertTrue(c.materialized() && !c.manuallyOrdered());
        assertNull(((Statement.CreateCollection) Parser.parseStatement(
                "CREATE VIEW COLLECTION w WHERE [year <= 2000], [year <= 2005];")).reorderIfSavesPercent());
        assertEquals("CREATE VIEW COLLECTION w WHERE [year <= 2000], [year <= 2005] REORDER IF SAVES 0%;",
                GvdlPrinter.print(Parser.parseStatement(
                        "CREATE VIEW COLLECTION w WHERE [year <= 2000], [year <= 2005] REORDER IF SAVES 0 %;")));
    }

    @Test
    void reorderIfSavesRefusesSharesOutsideAPercentageAndManualOrder() {
        GvdlException above = assertThrows(GvdlException.class, () -> Parser.parseStatement(
                "CREATE VIEW COLLECTION w WHERE [year <= 2000] REORDER IF SAVES 150%;"));
        assertTrue(above.getMessage().contains("a percentage from 0 to 100, not 150%"), above.getMessage());
        GvdlException noSign = assertThrows(GvdlException.class, () -> Parser.parseStatement(
                "CREATE VIEW COLLECTION w WHERE [year <= 2000] REORDER IF SAVES 15;"));
        assertTrue(noSign.getMessage().contains("'%' after the share"), noSign.getMessage());
        GvdlException both = assertThrows(GvdlException.class, () -> Parser.parseStatement(
                "CREATE VIEW COLLECTION w WHERE [year <= 2000] MANUALLY_ORDERED REORDER IF SAVES 5%;"));
        assertTrue(both.getMessage().contains("choose one"), both.getMessage());
        assertTrue(both.getMessage().contains("^^^^^^^"), "a caret under REORDER: " + both.getMessage());
    }

    @Test
    void asNamesAViewOrGivesATemplateANamePattern() {
        Statement.CreateCollection c = (Statement.CreateCollection) Parser.parseStatement(
                "CREATE VIEW COLLECTION c WHERE [year <= 2010] AS y2010, [year <= 2015], [year = $y] as 'w_$y' [year = 1]"
                        + " AS `for` FOR $y IN 1..2");
        assertEquals(4, c.views().size());
        assertEquals(java.util.Arrays.asList(new Statement.ViewName("y2010", false, S), null,
                new Statement.ViewName("w_$y", true, S), new Statement.ViewName("for", false, S)), c.names());
        assertEquals(1, c.generators().size(), "FOR after a name is the FOR clause");
        String missing = "CREATE VIEW COLLECTION c WHERE [year <= 2010] AS;";
        GvdlException e = assertThrows(GvdlException.class, () -> Parser.parseStatement(missing));
        assertEquals("expected the view's name after AS (a name, or a pattern in quotes such as 'w_$y'), found ';'",
                e.detail());
        assertEquals(missing.indexOf(';') + 1, e.span().column(), "the caret is under what follows AS");
    }

    @Test
    void forClausesGenerateViews() {
        Statement.CreateCollection c = (Statement.CreateCollection) Parser.parseStatement(
                "CREATE VIEW COLLECTION w WHERE [year >= $y AND year < $y + 5] FOR $y IN 2000..2020 STEP 5");
        Operand year = new Operand.Property(Scope.EDGE, "year", S);
        Operand y = new Operand.Variable("y", S);
        assertEquals(List.of(new Predicate.And(List.of(new Predicate.Compare(year, CompareOp.GE, y, S),
                new Predicate.Compare(year, CompareOp.LT, new Operand.Arithmetic(y, ArithmeticOp.ADD,
                        new Literal.Int(5, S), S), S)))), c.views());
        assertEquals(1, c.generators().size());
        assertEquals(new Statement.Range(2000, 2020, 5), c.generators().get(0).domain());
        Statement.CreateCollection two = (Statement.CreateCollection) Parser.parseStatement(
                "CREATE VIEW COLLECTION w WHERE [u.city = $c AND year = $y] FOR $c IN ('Rome', 'Oslo') FOR $y IN -1..1");
        assertEquals(new Statement.Values(List.of(new Literal.Text("Rome", S), new Literal.Text("Oslo", S))),
                two.generators().get(0).domain());
        assertEquals(new Statement.Range(-1, 1, 1), two.generators().get(1).domain());
    }

    @Test
    void notBindsTighterThanAndWhichBindsTighterThanOr() {
        Predicate a = cmp("a", CompareOp.EQ, 1);
        Predicate b = cmp("b", CompareOp.EQ, 2);
        Predicate c = cmp("c", CompareOp.EQ, 3);
        assertEquals(new Predicate.Or(List.of(new Predicate.And(List.of(a, b)), c)),
                Parser.parsePredicate("a = 1 AND b = 2 OR c = 3"));
        assertEquals(new Predicate.Or(List.of(a, new Predicate.And(List.of(b, c)))),
                Parser.parsePredicate("a = 1 OR b = 2 AND c = 3"));
        assertEquals(new Predicate.And(List.of(new Predicate.Not(a), b)),
                Parser.parsePredicate("NOT a = 1 AND b = 2"));
        assertEquals(new Predicate.Not(new Predicate.And(List.of(a, b))),
                Parser.parsePredicate("NOT (a = 1 AND b = 2)"));
        assertEquals(new Predicate.And(List.of(new Predicate.Or(List.of(a, b)), c)),
                Parser.parsePredicate("(a = 1 OR b = 2) AND c = 3"));
        assertEquals(new Predicate.Not(new Predicate.And(List.of(a, b))),
                Parser.parsePredicate("!(a = 1 and b = 2)"), "Graphsurge's negation");
    }

    @Test
    void operatorsOperandsAndLiterals() {
        Predicate p = Parser.parsePredicate("u.city = v.city AND x != -2.50 AND y <> 'it''s' AND ok = TRUE "
                + "AND n < $k AND `first name` IN ('a', 'b') AND kind NOT IN (1, 2)");
        List<Predicate> t = ((Predicate.And) p).terms();
        assertEquals(new Predicate.Compare(new Operand.Property(Scope.SOURCE, "city", S), CompareOp.EQ,
                new Operand.Property(Scope.TARGET, "city", S), S), t.get(0));
        assertEquals(new Predicate.Compare(new Operand.Property(Scope.EDGE, "x", S), CompareOp.NE,
                new Literal.Decimal(new BigDecimal("-2.5"), S), S), t.get(1));
        assertEquals(new Predicate.Compare(new Operand.Property(Scope.EDGE, "y", S), CompareOp.NE,
                new Literal.Text("it's", S), S), t.get(2));
        assertEquals(new Predicate.Compare(new Operand.Property(Scope.EDGE, "ok", S), CompareOp.EQ,
                new Literal.Bool(true, S), S), t.get(3));
        assertEquals(new Predicate.Compare(new Operand.Property(Scope.EDGE, "n", S), CompareOp.LT,
                new Operand.Variable("k", S), S), t.get(4));
        assertEquals(new Predicate.In(new Operand.Property(Scope.EDGE, "first name", S),
                List.of(new Literal.Text("a", S), new Literal.Text("b", S)), false, S), t.get(5));
        assertEquals(new Predicate.In(new Operand.Property(Scope.EDGE, "kind", S),
                List.of(new Literal.Int(1, S), new Literal.Int(2, S)), true, S), t.get(6));
    }

    private static Operand arithmetic(Operand left, ArithmeticOp op, Operand right) {
        return new Operand.Arithmetic(left, op, right, S);
    }

    private static Operand number(long value) {
        return new Literal.Int(value, S);
    }

    @Test
    void arithmeticHasTheUsualPrecedenceAndGroupsToTheLeft() {
        Operand year = new Operand.Property(Scope.EDGE, "year", S);
        Operand y = new Operand.Variable("y", S);
        Operand minusY = new Operand.Negation(y, S);
        assertEquals(new Predicate.Compare(year, CompareOp.LT, arithmetic(arithmetic(y, ArithmeticOp.ADD,
                arithmetic(number(2), ArithmeticOp.MULTIPLY, number(3))), ArithmeticOp.SUBTRACT,
                arithmetic(number(4), ArithmeticOp.DIVIDE, minusY)), S),
                Parser.parsePredicate("year < $y + 2 * 3 - 4 / -$y"));
        assertEquals(new Predicate.Compare(year, CompareOp.GE, arithmetic(arithmetic(y, ArithmeticOp.ADD, number(2)),
                ArithmeticOp.MULTIPLY, new Literal.Decimal(new BigDecimal("-1.5"), S)), S),
                Parser.parsePredicate("year >= ($y + 2) * -1.5"));
        assertEquals(new Predicate.Compare(year, CompareOp.GT, arithmetic(arithmetic(y, ArithmeticOp.SUBTRACT,
                number(5)), ArithmeticOp.SUBTRACT, arithmetic(number(1), ArithmeticOp.SUBTRACT, number(-2))), S),
                Parser.parsePredicate("year > $y -5 - (1 - -2)"));
        assertEquals(new Predicate.Compare(year, CompareOp.LE, arithmetic(arithmetic(number(8), ArithmeticOp.DIVIDE,
                number(4)), ArithmeticOp.DIVIDE, new Operand.Negation(number(2), S)), S),
                Parser.parsePredicate("year <= 8 / 4 / -(2)"));
    }

    @Test
    void aParenthesisFollowedByAnOperatorIsArithmeticAndOneHoldingACommaIsAPair() {
        Operand year = new Operand.Property(Scope.EDGE, "year", S);
        Operand y = new Operand.Variable("y", S);
        assertEquals(new Predicate.Compare(arithmetic(arithmetic(y, ArithmeticOp.ADD, number(1)), ArithmeticOp.MULTIPLY,
                number(2)), CompareOp.LT, year, S), Parser.parsePredicate("($y + 1) * 2 < year"));
        assertEquals(new Predicate.Or(List.of(cmp("year", CompareOp.EQ, 1),
                new Predicate.Compare(y, CompareOp.NE, year, S))), Parser.parsePredicate("(year = 1) OR (($y)) != year"));
        assertEquals(new Predicate.Not(new Predicate.In(arithmetic(y, ArithmeticOp.SUBTRACT, number(1)),
                List.of(new Literal.Int(3, S)), true, S)), Parser.parsePredicate("NOT ($y - 1) NOT IN (3)"));
        assertEquals(new Predicate.Compare(new Operand.Property(Scope.EDGE, "e", S), CompareOp.EQ,
                new Literal.Pair(new Literal.Int(6, S), new Literal.Int(7, S), S), S), Parser.parsePredicate("e = (6, 7)"));
    }

    @Test
    void everyComparisonOperatorParsesAsItselfWhicheverWayItIsSpelled() {
        String[][] spellings = {{"=", "EQ"}, {"<>", "NE"}, {"!=", "NE"}, {"<", "LT"}, {"<=", "LE"}, {">", "GT"},
            {">=", "GE"}};
        for (String[] spelling : spellings) {
            CompareOp op = CompareOp.valueOf(spelling[1]);
            assertEquals(cmp("year", op, 2000), Parser.parsePredicate("year " + spelling[0] + " 2000"), spelling[0]);
            assertEquals(cmp("year", op, 2000), Parser.parsePredicate("year" + spelling[0] + "2000"), spelling[0]);
        }
    }

    @Test
    void saveResultsTakesItsForm() {
        assertEquals(new Statement.Results(Statement.ResultsKind.SAVE, "out", Statement.SaveForm.CHANGES_ONLY, false),
                ((Statement.RunComputation) Parser.parseStatement(
                        "RUN COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO 'out' changes only RESUME")).results());
        assertEquals(new Statement.Results(Statement.ResultsKind.SAVE, "out", Statement.SaveForm.PARQUET, false),
                ((Statement.RunComputation) Parser.parseStatement(
                        "RUN COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO 'out' AS PARQUET")).results());
        assertEquals(new Statement.Results(Statement.ResultsKind.SAVE, "out", Statement.SaveForm.CHANGES_ONLY, true),
                ((Statement.RunComputation) Parser.parseStatement(
                        "RUN COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO 'out' CHANGES ONLY replace")).results());
        assertEquals(new Statement.Results(Statement.ResultsKind.SAVE, "out", Statement.SaveForm.FULL, false),
                ((Statement.RunComputation) Parser.parseStatement(
                        "RUN COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO 'out' AS CSV")).results());
        assertEquals(new Statement.Results(Statement.ResultsKind.SAVE, "out", Statement.SaveForm.CHANGES_ONLY, false),
                ((Statement.RunComputation) Parser.parseStatement(
                        "RUN COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO 'out' AS CSV CHANGES ONLY")).results());
    }

    @Test
    void runWithEveryModeAndOption() {
        Statement.RunComputation r = (Statement.RunComputation) Parser.parseStatement(
                "run adaptive upto 5 comp_x 1.5 diff_x 1.0 limit 5 algo avg computation sssp(root=12 weight=duration) "
                        + "on collection c save results to 'out' indices [3, 7 9];");
        assertEquals(new Statement.Adaptive(5L, new BigDecimal("1.5"), new BigDecimal("1.0"), 5L, "avg"), r.mode());
        assertEquals("sssp", r.computation());
        assertEquals(List.of(new Statement.Param("root", new Literal.Int(12, S), S),
                new Statement.Param("weight", new ParamValue.Name("duration", S), S)), r.params());
        assertEquals(new Statement.OnCollection("c"), r.target());
        assertEquals(new Statement.Results(Statement.ResultsKind.SAVE, "out"), r.results());
        assertEquals(List.of(3L, 7L, 9L), r.indices());
        assertInstanceOf(Statement.Differential.class, ((Statement.RunComputation) Parser.parseStatement(
                "RUN 2_STAGE_DIFFERENTIAL COMPUTATION wcc ON COLLECTION c")).mode());
        assertInstanceOf(Statement.Scratch.class, ((Statement.RunComputation) Parser.parseStatement(
                "RUN individual COMPUTATION wcc ON VIEW v")).mode());
        Statement.RunComputation plain = (Statement.RunComputation) Parser.parseStatement("RUN COMPUTATION pr ON GRAPH");
        assertEquals(Statement.Adaptive.DEFAULTS, plain.mode(), "the default mode is adaptive, as in Graphsurge");
        assertEquals(new Statement.OnGraph(), plain.target());
        Statement.RunComputation mpsp = (Statement.RunComputation) Parser.parseStatement(
                "RUN COMPUTATION mpsp(goals=[(1,2) (3, 4),]) ON COLLECTION c");
        assertEquals(2, ((ParamValue.Pairs) mpsp.params().get(0).value()).pairs().size());
    }

    @Test
    void showSaveDropSetSerializeLoadCube() {
        assertEquals(new Statement.Show(Statement.ShowWhat.COLLECTION, "c", S), Parser.parseStatement("SHOW COLLECTION c"));
        assertEquals(new Statement.Show(Statement.ShowWhat.DATA_FOR_COLLECTION, "Years", S),
                Parser.parseStatement("show data for collection 'Years'"));
        assertEquals(new Statement.SaveCollection("c", "d", true, S), Parser.parseStatement("SAVE CUBE c TO 'd' 10 true"));
        assertEquals(new Statement.SaveCollection("c", "d", true, S),
                Parser.parseStatement("SAVE COLLECTION c TO 'd' FORMAT graphbolt"));
        assertEquals(new Statement.DropCollection("c", S), Parser.parseStatement("DROP COLLECTION c"));
        assertEquals(new Statement.DeleteCollections(S), Parser.parseStatement("delete cubes"));
        assertEquals(new Statement.SetThreads(4, 0L, S), Parser.parseStatement("SET THREADS 4 AND PROCESS_ID 0;"));
        assertEquals(new Statement.Serialize("v", "d", null, 10L, S), Parser.parseStatement("serialize cube v to 'd' threads 10"));
        assertEquals(new Statement.Deserialize(false, "d", null, S), Parser.parseStatement("deserialize from 'd'"));
        Statement.LoadCollection lc = (Statement.LoadCollection) Parser.parseStatement(
                "load cube my_cube 1 4 from 'data/test_data/bfs/1d_small' with prefix 'batch-0_';");
        assertEquals(4, lc.views());
        assertNull(lc.separator());
    }

    @Test
    void scriptsWithCommentsAndSeveralStatements() {
        List<Statement> s = Parser.parseScript("/* a tour */ SHOW GRAPH; -- the graph\n;; SHOW COLLECTIONS\n");
        assertEquals(2, s.size());
        assertEquals(2, s.get(1).span().line());
    }

    @Test
    void segmentsAndResumeParse() {
        Statement.RunComputation s = (Statement.RunComputation) Parser.parseStatement(
                "run computation wcc on collection c save results to 'o' resume segments 3;");
        assertEquals(3L, s.segments());
        assertTrue(s.resume());
        Statement.RunComputation plain = (Statement.RunComputation) Parser.parseStatement("RUN COMPUTATION wcc ON GRAPH;");
        assertNull(plain.segments());
        assertTrue(!plain.resume());
        assertEquals("flink-embedded:2",
                ((Statement.SetCluster) Parser.parseStatement("SET CLUSTER 'flink-embedded:2';")).spec());
    }
}
