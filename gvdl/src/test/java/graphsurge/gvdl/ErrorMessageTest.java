package graphsurge.gvdl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.gstore.schema.PropertySpec;
import graphsurge.gstore.schema.PropertyType;
import graphsurge.gstore.schema.Schema;
import graphsurge.gvdl.check.SchemaChecker;
import graphsurge.gvdl.parse.Parser;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every error names the line and column, shows the line with a caret, and says what was expected. */
class ErrorMessageTest {
    static final Schema VERTICES = new Schema(List.of(new PropertySpec("city", PropertyType.STRING),
            new PropertySpec("age", PropertyType.INT)));
    static final Schema EDGES = new Schema(List.of(new PropertySpec("year", PropertyType.INT),
            new PropertySpec("weight", PropertyType.DOUBLE), new PropertySpec("kind", PropertyType.STRING),
            new PropertySpec("active", PropertyType.BOOL)));

    private static String parseError(String source) {
        return assertThrows(GvdlException.class, () -> Parser.parseScript(source)).getMessage();
    }

    private static String checkError(String source) {
        return assertThrows(GvdlException.class, () -> new SchemaChecker(source, VERTICES, EDGES)
                .check(Parser.parseStatement(source))).getMessage();
    }

    private static void assertMessage(String expected, String actual) {
        assertEquals(expected.stripIndent().strip(), actual.strip());
    }

    @Test
    void anUnknownResultsFormPointsAtItself() {
        assertMessage("""
                line 1, column 60: expected CSV or PARQUET after SAVE RESULTS TO '...' AS, found 'CSV2'; did you mean 'CSV'?
                  RUN COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO 'o' AS CSV2;
                                                                             ^^^^
                """, parseError("RUN COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO 'o' AS CSV2;"));
        assertTrue(parseError("RUN COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO 'o' AS PARQUET CHANGES ONLY;")
                .contains("AS PARQUET is a change log already"));
    }

    @Test
    void aTextComparedWithADateOrAnEpochColumnSaysHowToWriteADate() {
        Schema edges = new Schema(List.of(new PropertySpec("day", PropertyType.DATE),
                new PropertySpec("time", PropertyType.INT)));
        String onDate = "CREATE VIEW COLLECTION c WHERE [day >= '2011-01-01'];";
        GvdlException e = assertThrows(GvdlException.class,
                () -> new SchemaChecker(onDate, VERTICES, edges).check(Parser.parseStatement(onDate)));
        assertMessage("""
                line 1, column 33: cannot compare day (a date) with '2011-01-01' (a string); a date is written DATE '2011-01-01' (or TIMESTAMP '2011-01-31T14:05:00Z')
                  CREATE VIEW COLLECTION c WHERE [day >= '2011-01-01'];
                                                  ^^^^^^^^^^^^^^^^^^^
                """, e.getMessage());
        String onInt = "CREATE VIEW COLLECTION c WHERE [time >= '2011-01-01'];";
        e = assertThrows(GvdlException.class,
                () -> new SchemaChecker(onInt, VERTICES, edges).check(Parser.parseStatement(onInt)));
        assertTrue(e.getMessage().contains("cannot compare time (a number) with '2011-01-01' (a string); if the integers"
                + " are epoch seconds, compare them with DATE '2011-01-01'"), e.getMessage());
        String numberOnDate = "CREATE VIEW COLLECTION c WHERE [day > 1293840000];";
        e = assertThrows(GvdlException.class,
                () -> new SchemaChecker(numberOnDate, VERTICES, edges).check(Parser.parseStatement(numberOnDate)));
        assertTrue(e.getMessage().contains("a date is written DATE"), e.getMessage());
        for (String fine : List.of("[day >= DATE '2011-01-01']", "[time >= DATE '2011-01-01']",
                "[TIMESTAMP '2011-01-01T10:00:00+02:00' < time]", "[day IN (DATE '2011-01-01', TIMESTAMP '0')]")) {
            String s = "CREATE VIEW COLLECTION c WHERE " + fine + ";";
            new SchemaChecker(s, VERTICES, edges).check(Parser.parseStatement(s));
        }
        String dateWithDouble = "CREATE VIEW COLLECTION c WHERE [weight < DATE '2011-01-01'];";
        assertTrue(checkError(dateWithDouble).contains("cannot compare weight (a number) with DATE '2011-01-01' (a date)"));
    }

    @Test
    void dateArithmeticAndRangesOfDatesSayWhatIsExpected() {
        Schema edges = new Schema(List.of(new PropertySpec("day", PropertyType.DATE)));
        String times = "CREATE VIEW COLLECTION c WHERE [day < $m * 2] FOR $m IN DATE '2011-01-01'..DATE '2011-03-01';";
        GvdlException e = assertThrows(GvdlException.class,
                () -> new SchemaChecker(times, VERTICES, edges).check(Parser.parseStatement(times)));
        assertMessage("""
                line 1, column 39: date arithmetic is a date plus or minus a duration ($m + 1 MONTH, DATE '2011-01-31' - 7 DAYS), not a date * a number
                  CREATE VIEW COLLECTION c WHERE [day < $m * 2] FOR $m IN DATE '2011-01-01'..DATE '2011-03-01';
                                                        ^^^^^^
                """, e.getMessage());
        String durations = "CREATE VIEW COLLECTION c WHERE [1 DAY < 2 DAYS];";
        e = assertThrows(GvdlException.class,
                () -> new SchemaChecker(durations, VERTICES, edges).check(Parser.parseStatement(durations)));
        assertTrue(e.getMessage().contains("cannot compare 1 DAY (a duration) with 2 DAYS (a duration)"), e.getMessage());
        String empty = "CREATE VIEW COLLECTION c WHERE [day = $m] FOR $m IN DATE '2011-03-01'..DATE '2011-01-01';";
        e = assertThrows(GvdlException.class,
                () -> new SchemaChecker(empty, VERTICES, edges).check(Parser.parseStatement(empty)));
        assertTrue(e.getMessage().contains("the range DATE '2011-03-01'..DATE '2011-01-01' is empty"), e.getMessage());
        assertMessage("""
                line 1, column 95: expected a step such as 1 MONTH (a positive integer and SECOND, MINUTE, HOUR, DAY, WEEK, MONTH or YEAR), found 'MONTH'
                  CREATE VIEW COLLECTION c WHERE [day = $m] FOR $m IN DATE '2011-01-01'..DATE '2011-03-01' STEP MONTH;
                                                                                                                ^^^^^
                """, parseError("CREATE VIEW COLLECTION c WHERE [day = $m] FOR $m IN DATE '2011-01-01'..DATE '2011-03-01' STEP MONTH;"));
        assertTrue(parseError("CREATE VIEW COLLECTION c WHERE [day = $m] FOR $m IN DATE '2011-01-01'..DATE '2011-03-01'"
                + " STEP 0 DAYS;").contains("the step of a range of dates must be positive"));
        String notADate = parseError("CREATE VIEW COLLECTION c WHERE [day = $m] FOR $m IN DATE '2011-01-01'..2011;");
        assertTrue(notADate.contains("expected the end of the range, a date (DATE '2011-12-31' or TIMESTAMP '...'),"
                + " found an integer"), notADate);
    }

    @Test
    void aMalformedDateLiteralPointsAtItsText() {
        assertMessage("""
                line 1, column 45: expected an ISO-8601 date (2011-01-31) after DATE, found '2011-02-30'
                  CREATE VIEW COLLECTION c WHERE [day >= DATE '2011-02-30'];
                                                              ^^^^^^^^^^^^
                """, parseError("CREATE VIEW COLLECTION c WHERE [day >= DATE '2011-02-30'];"));
    }

    @Test
    void unknownPropertySuggestsTheClosest() {
        assertMessage("""
                line 1, column 33: unknown edge property 'yaer'; did you mean 'year'?
                  CREATE VIEW COLLECTION c WHERE [yaer < 2000];
                                                  ^^^^
                """, checkError("CREATE VIEW COLLECTION c WHERE [yaer < 2000];"));
    }

    @Test
    void unknownPropertyWithNothingCloseListsTheProperties() {
        assertMessage("""
                line 1, column 21: unknown edge property 'zzz' (edge properties: year, weight, kind, active)
                  CREATE VIEW v WHERE zzz = 1
                                      ^^^
                """, checkError("CREATE VIEW v WHERE zzz = 1"));
    }

    @Test
    void vertexPropertyWithoutSelector() {
        assertMessage("""
                line 1, column 21: 'city' is a vertex property: write u.city (the source vertex's) or v.city (the target vertex's)
                  CREATE VIEW v WHERE city = 'Rome'
                                      ^^^^
                """, checkError("CREATE VIEW v WHERE city = 'Rome'"));
    }

    @Test
    void edgePropertyWithSelector() {
        assertMessage("""
                line 1, column 21: 'year' is an edge property, not a vertex property: write year without u.
                  CREATE VIEW v WHERE u.year = 2000
                                      ^^^^^^
                """, checkError("CREATE VIEW v WHERE u.year = 2000"));
    }

    @Test
    void incompatibleComparison() {
        assertMessage("""
                line 2, column 7: cannot compare year (a number) with '2000' (a string)
                    AND year = '2000'
                        ^^^^^^^^^^^^^
                """, checkError("CREATE VIEW v WHERE weight > 1.5\n  AND year = '2000'"));
        assertMessage("""
                line 1, column 35: cannot compare kind (a string) with 3 (a number)
                  CREATE VIEW v WHERE kind IN ('a', 3)
                                                    ^
                """, checkError("CREATE VIEW v WHERE kind IN ('a', 3)"));
    }

    @Test
    void unboundVariable() {
        assertMessage("""
                line 1, column 40: $y is not bound: variables come from a FOR clause of the collection (FOR $y IN 1..10)
                  CREATE VIEW COLLECTION c WHERE [year = $y] FOR $x IN 1..3
                                                         ^^
                """, checkError("CREATE VIEW COLLECTION c WHERE [year = $y] FOR $x IN 1..3"));
    }

    @Test
    void duplicateForVariableAndEmptyRange() {
        assertMessage("""
                line 1, column 59: $x is bound by two FOR clauses
                  CREATE VIEW COLLECTION c WHERE [year = $x] FOR $x IN 1..3 FOR $x IN 4..5
                                                                            ^^^^^^^^^^^^^^
                """, checkError("CREATE VIEW COLLECTION c WHERE [year = $x] FOR $x IN 1..3 FOR $x IN 4..5"));
        assertMessage("""
                line 1, column 44: the range 5..1 is empty (the start is after the end)
                  CREATE VIEW COLLECTION c WHERE [year = $x] FOR $x IN 5..1
                                                             ^^^^^^^^^^^^^^
                """, checkError("CREATE VIEW COLLECTION c WHERE [year = $x] FOR $x IN 5..1"));
    }

    @Test
    void nearMissKeywordsAreSuggested() {
        assertMessage("""
                line 1, column 1: expected a statement (LOAD, CREATE, RUN, SHOW, SAVE, DROP, DELETE, SET, SERIALIZE, DESERIALIZE), found 'CRAETE'; did you mean 'CREATE'?
                  CRAETE VIEW v WHERE a = 1
                  ^^^^^^
                """, parseError("CRAETE VIEW v WHERE a = 1"));
        assertMessage("""
                line 1, column 36: expected SEPARATOR, COMMENT, HAS_HEADERS, SKIP_BAD_ROWS, DISTINCT, SAVE MAPPINGS TO, RANDOMIZE, ';' or the end of the statement, found 'COMMNET'; did you mean 'COMMENT'?
                  LOAD GRAPH WITH EDGES FROM 'e.csv' COMMNET '#'
                                                     ^^^^^^^
                """, parseError("LOAD GRAPH WITH EDGES FROM 'e.csv' COMMNET '#'"));
        assertMessage("""
                line 1, column 5: expected a run mode (ADAPTIVE, DIFFERENTIAL, SCRATCH) or COMPUTATION, found 'DIFERENTIAL'; did you mean 'DIFFERENTIAL'?
                  RUN DIFERENTIAL COMPUTATION wcc ON GRAPH
                      ^^^^^^^^^^^
                """, parseError("RUN DIFERENTIAL COMPUTATION wcc ON GRAPH"));
    }

    @Test
    void missingPiecesSayWhatWasExpected() {
        assertMessage("""
                line 1, column 44: expected ']' to close the view, found ';'
                  CREATE VIEW COLLECTION c WHERE [year = 1];
                                                             ^
                """.replace("[year = 1];", "[year = 1;").replace("column 44", "column 41").replace(
                        "                                             ^", "                                          ^"),
                parseError("CREATE VIEW COLLECTION c WHERE [year = 1;"));
        assertMessage("""
                line 1, column 26: expected a comparison (=, <>, !=, <, <=, >, >=) or IN, found 'AND'
                  CREATE VIEW v WHERE year AND kind = 'a'
                                           ^^^
                """, parseError("CREATE VIEW v WHERE year AND kind = 'a'"));
        assertMessage("""
                line 1, column 40: expected COLLECTION, VIEW or GRAPH after ON, found 'COLECTION'; did you mean 'COLLECTION'?
                  RUN COMPUTATION bfs(root=1) ON COLECTION c
                                                 ^^^^^^^^^
                """.replace("column 40", "column 32").replace("                                 ^^^^^^^^^", "                                 ^^^^^^^^^"),
                parseError("RUN COMPUTATION bfs(root=1) ON COLECTION c"));
    }

    @Test
    void lexicalErrors() {
        assertMessage("""
                line 2, column 21: this string is not closed (a quote is missing)
                  CREATE VIEW v WHERE kind = 'call
                                      ^
                """.replace("CREATE VIEW v WHERE kind = 'call", "CREATE VIEW v WHERE kind = 'call").replace("line 2, column 21", "line 2, column 28")
                        .replace("                    ^", "                           ^"),
                parseError("SHOW GRAPH;\nCREATE VIEW v WHERE kind = 'call"));
        assertMessage("""
                line 1, column 23: unexpected character '#'
                  CREATE VIEW v WHERE a # 1
                                        ^
                """, parseError("CREATE VIEW v WHERE a # 1"));
        assertMessage("""
                line 1, column 6: this comment is not closed (a '*/' is missing)
                  SHOW /* GRAPH
                       ^^
                """, parseError("SHOW /* GRAPH"));
    }

    @Test
    void controlInvisibleAndNonBmpCharactersAreShownEscapedNeverRaw() {
        assertMessage("""
                line 1, column 22: unexpected character U+202E (RIGHT-TO-LEFT OVERRIDE)
                  CREATE VIEW v WHERE a<U+202E>= 1
                                       ^^^^^^^^
                """, parseError("CREATE VIEW v WHERE a\u202E= 1"));
        assertMessage("""
                line 1, column 11: unexpected character U+0000 (NULL)
                  SHOW GRAPH<U+0000>
                            ^^^^^^^^
                """, parseError("SHOW GRAPH\u0000"));
        assertMessage("""
                line 1, column 21: unexpected character U+1F600 (GRINNING FACE)
                  CREATE VIEW v WHERE <U+1F600> = 1
                                      ^^^^^^^^^
                """, parseError("CREATE VIEW v WHERE \uD83D\uDE00 = 1"));
        assertMessage("""
                line 1, column 29: expected the collection's name, found 'a<U+200B>b<U+1F600>'
                  SHOW GRAPH; SHOW COLLECTION 'a<U+200B>b<U+1F600>'
                                              ^^^^^^^^^^^^^^^^^^^^^
                """, parseError("SHOW GRAPH; SHOW COLLECTION 'a\u200Bb\uD83D\uDE00'"));
        // A character outside the BMP before the error is one column, as the user counts.
        assertMessage("""
                line 1, column 22: expected a statement (LOAD, CREATE, RUN, SHOW, SAVE, DROP, DELETE, SET, SERIALIZE, DESERIALIZE), found 'x'
                  SHOW COLLECTION `<U+1F600>`; x
                                               ^
                """, parseError("SHOW COLLECTION `\uD83D\uDE00`; x"));
        for (String raw : new String[] {"\u202E", "\u0000", "\uD83D\uDE00", "\u200B", "\u2028", "\u00A0"}) {
            String message = parseError("SHOW COLLECTION `x" + raw + "` 'y" + raw + "'; " + raw);
            assertFalse(message.contains(raw), message);
        }
    }

    @Test
    void arithmeticOnAStringABooleanOrAPropertyIsAnErrorAtTheTerm() {
        assertMessage("""
                line 1, column 40: arithmetic needs numbers, and $c is a string
                  CREATE VIEW COLLECTION c WHERE [year < $c + 1] FOR $c IN ('a', 'b')
                                                         ^^
                """, checkError("CREATE VIEW COLLECTION c WHERE [year < $c + 1] FOR $c IN ('a', 'b')"));
        assertMessage("""
                line 1, column 33: arithmetic needs numbers, and 'x' is a string
                  CREATE VIEW v WHERE year < 2 * ('x')
                                                  ^^^
                """, checkError("CREATE VIEW v WHERE year < 2 * ('x')"));
        assertMessage("""
                line 1, column 29: arithmetic needs numbers, and true is a boolean
                  CREATE VIEW v WHERE year < -true
                                              ^^^^
                """, checkError("CREATE VIEW v WHERE year < -true"));
        assertMessage("""
                line 1, column 21: arithmetic is on numbers and $variables, not on properties: move it to the other side of the comparison (year < $y + 5, not year - 5 < $y)
                  CREATE VIEW v WHERE year - 5 < 2000
                                      ^^^^
                """, checkError("CREATE VIEW v WHERE year - 5 < 2000"));
        assertMessage("""
                line 1, column 21: cannot compare 1 + 2 (a number) with 'x' (a string)
                  CREATE VIEW v WHERE 1 + 2 = 'x'
                                      ^^^^^^^^^^^
                """, checkError("CREATE VIEW v WHERE 1 + 2 = 'x'"));
    }

    @Test
    void anArithmeticChainOfMoreThanTheDepthLimitIsAnError() {
        String source = "CREATE VIEW v WHERE year < 1" + " + 1".repeat(100_000);
        GvdlException e = assertThrows(GvdlException.class, () -> Parser.parseScript(source));
        assertEquals("CREATE VIEW v WHERE year < 1".length() + 256 * 4 + 2, e.span().column(), e.detail());
        assertTrue(e.detail().startsWith("nested too deeply"), e.detail());
    }

    @Test
    void aLongLineIsShownCutAroundTheCaret() {
        String before = "CREATE VIEW v WHERE " + "year = 1 OR ".repeat(1000) + "year ";
        String after = "# 2" + " OR year = 1".repeat(1000);
        String[] lines = parseError(before + after).split("\n");
        assertEquals(3, lines.length);
        assertEquals("  ..." + before.substring(before.length() - 60) + after.substring(0, 61) + "...", lines[1]);
        assertEquals("  " + " ".repeat(3 + 60) + "^", lines[2]);
    }

    @Test
    void doubleEqualsAndDoubleQuotesGetAHint() {
        assertMessage("""
                line 1, column 23: '==' is not an operator: use = for equality
                  CREATE VIEW v WHERE a == 1
                                        ^^
                """, parseError("CREATE VIEW v WHERE a == 1"));
        assertMessage("""
                line 1, column 28: strings use single quotes ('text', with '' for a quote inside); names with other characters use back quotes (`first name`)
                  CREATE VIEW v WHERE kind = "call" OR kind = 'sms'
                                             ^^^^^^
                """, parseError("CREATE VIEW v WHERE kind = \"call\" OR kind = 'sms'"));
        assertMessage("""
                line 1, column 28: strings use single quotes ('text', with '' for a quote inside); names with other characters use back quotes (`first name`)
                  LOAD GRAPH WITH EDGES FROM "e.csv
                                             ^
                """, parseError("LOAD GRAPH WITH EDGES FROM \"e.csv\n\""));
    }

    @Test
    void parameterGivenTwice() {
        assertMessage("""
                line 1, column 28: parameter 'root' is given twice
                  RUN COMPUTATION bfs(root=1 root=2) ON GRAPH
                                             ^^^^
                """, parseError("RUN COMPUTATION bfs(root=1 root=2) ON GRAPH"));
    }

    @Test
    void segmentsNeedAPositiveCount() {
        assertMessage("""
                line 1, column 46: expected the number of segments (a positive integer), found 0
                  RUN COMPUTATION wcc ON COLLECTION c SEGMENTS 0;
                                                               ^
                """, parseError("RUN COMPUTATION wcc ON COLLECTION c SEGMENTS 0;"));
    }

    @Test
    void setNamesWhatItSets() {
        assertTrue(parseError("SET CLUSTR 'local';").contains("expected THREADS or CLUSTER after SET"));
        assertTrue(parseError("SET CLUSTER local;").contains("the cluster ('local'"));
    }
}
