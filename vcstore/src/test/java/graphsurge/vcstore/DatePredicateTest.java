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
import graphsurge.gvdl.check.SchemaChecker;
import graphsurge.gvdl.parse.Parser;
import graphsurge.vcstore.collection.ViewDefinition;
import graphsurge.vcstore.collection.ViewExpander;
import graphsurge.vcstore.eval.RangeViews;
import graphsurge.vcstore.eval.ViewEvaluator;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.Test;

/**
 * Date literals compared with date, timestamp and epoch-second integer columns select the edges
 * that java.time's comparison of the original text selects.
 */
class DatePredicateTest {
    private static final LocalDate FIRST = LocalDate.of(2009, 11, 1);

    /** The values each edge was loaded from, kept as java.time objects for the independent evaluation. */
    private record Dated(PropertyGraph graph, LocalDate[] days, Instant[] instants) {}

    /** Edges with {@code day:date}, {@code at:timestamp} (ISO text with offsets) and {@code secs:int} (the same instant as epoch seconds). */
    private static Dated graph(SplittableRandom r, int m) {
        ColumnBuilder day = ColumnBuilder.of(new PropertySpec("day", PropertyType.DATE), m);
        ColumnBuilder at = ColumnBuilder.of(new PropertySpec("at", PropertyType.TIMESTAMP), m);
        ColumnBuilder secs = ColumnBuilder.of(new PropertySpec("secs", PropertyType.INT), m);
        LocalDate[] days = new LocalDate[m];
        Instant[] instants = new Instant[m];
        int[] src = new int[m];
        int[] dst = new int[m];
        for (int e = 0; e < m; e++) {
            src[e] = r.nextInt(30);
            dst[e] = r.nextInt(30);
            days[e] = r.nextInt(15) == 0 ? null : FIRST.plusDays(r.nextInt(800));
            day.add(days[e] == null ? "" : days[e].toString());
            if (r.nextInt(15) == 0) {
                at.add("");
                secs.add("");
            } else {
                instants[e] = FIRST.atStartOfDay(ZoneOffset.UTC).toInstant().plusSeconds(r.nextLong(800L * 86_400));
                ZoneOffset offset = ZoneOffset.ofHours(r.nextInt(25) - 12);
                at.add(instants[e].atOffset(offset).toLocalDateTime() + offset.getId().replace("Z", "+00:00"));
                secs.add(Long.toString(instants[e].getEpochSecond()));
            }
        }
        long[] ids = new long[30];
        for (int v = 0; v < ids.length; v++) {
            ids[v] = v;
        }
        PropertyGraph g = PropertyGraph.assemble(new VertexIds.Numeric(ids), src, dst, PropertyTable.empty(30),
                PropertyTable.of(List.of(day.build(), at.build(), secs.build()), m));
        return new Dated(g, days, instants);
    }

    private static List<Predicate> views(String statement, PropertyGraph g) {
        Statement.CreateCollection c = (Statement.CreateCollection) Parser.parseStatement(statement);
        new SchemaChecker(statement, g.vertexProperties().schema(), g.edgeProperties().schema()).check(c);
        List<Predicate> out = new ArrayList<>();
        for (ViewDefinition v : ViewExpander.expand(c, statement)) {
            out.add(v.predicate());
        }
        return out;
    }

    private static void assertSelects(Dated d, List<Predicate> views, List<IntPredicate> expected, String what) {
        PropertyGraph g = d.graph();
        long[][] matrix = TestViews.bitsets(ViewEvaluator.differences(g, views, 2, ProgressListener.NONE), g.edgeCount());
        for (int v = 0; v < views.size(); v++) {
            long[] want = new long[matrix[v].length];
            for (int e = 0; e < g.edgeCount(); e++) {
                if (expected.get(v).test(e)) {
                    want[e >>> 6] |= 1L << e;
                }
            }
            assertArrayEquals(want, matrix[v], what + ", view " + (v + 1));
        }
    }

    @Test
    void dateLiteralsCompareWithDateTimestampAndEpochSecondColumns() {
        for (long seed = 1; seed <= 6; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            Dated d = graph(r, 500 + r.nextInt(9_000));
            LocalDate a = FIRST.plusDays(r.nextInt(800));
            LocalDate b = a.plusDays(r.nextInt(200));
            Instant t = a.atStartOfDay(ZoneOffset.UTC).toInstant().plusSeconds(r.nextInt(86_400));
            String statement = "CREATE VIEW COLLECTION c WHERE [day >= DATE '" + a + "'], [day < DATE '" + b + "' AND day <> DATE '" + a + "'],"
                    + " [at < TIMESTAMP '" + t + "'], [at >= DATE '" + a + "' AND at <= TIMESTAMP '" + t.getEpochSecond() + "'],"
                    + " [secs >= DATE '" + a + "' AND secs < DATE '" + b + "'], [day IN (DATE '" + a + "', DATE '" + b + "')],"
                    + " [DATE '" + a + "' <= secs]";
            Instant startA = a.atStartOfDay(ZoneOffset.UTC).toInstant();
            Instant startB = b.atStartOfDay(ZoneOffset.UTC).toInstant();
            LocalDate[] days = d.days();
            Instant[] at = d.instants();
            List<IntPredicate> expected = List.of(
                    e -> days[e] != null && !days[e].isBefore(a),
                    e -> days[e] != null && days[e].isBefore(b) && !days[e].equals(a),
                    e -> at[e] != null && at[e].isBefore(t),
                    e -> at[e] != null && !at[e].isBefore(startA) && !at[e].isAfter(t),
                    e -> at[e] != null && !at[e].isBefore(startA) && at[e].isBefore(startB),
                    e -> days[e] != null && (days[e].equals(a) || days[e].equals(b)),
                    e -> at[e] != null && !at[e].isBefore(startA));
            assertSelects(d, views(statement, d.graph()), expected, "seed " + seed + ": " + statement);
        }
    }

    @Test
    void windowsOfDatesTakeTheRangePathAndSelectWhatJavaTimeSelects() {
        SplittableRandom r = new SplittableRandom(7);
        Dated d = graph(r, 20_000);
        StringBuilder statement = new StringBuilder("CREATE VIEW COLLECTION c WHERE ");
        List<IntPredicate> expected = new ArrayList<>();
        for (int month = 0; month < 24; month++) {
            LocalDate from = FIRST.plusMonths(month);
            LocalDate to = from.plusMonths(3);
            statement.append(month > 0 ? ", " : "").append("[at >= DATE '").append(from).append("' AND at < DATE '")
                    .append(to).append("']");
            Instant start = from.atStartOfDay(ZoneOffset.UTC).toInstant();
            Instant end = to.atStartOfDay(ZoneOffset.UTC).toInstant();
            Instant[] at = d.instants();
            expected.add(e -> at[e] != null && !at[e].isBefore(start) && at[e].isBefore(end));
        }
        List<Predicate> views = views(statement.toString(), d.graph());
        assertTrue(RangeViews.of(d.graph(), views).map(RangeViews::monotone).orElse(false),
                "three-month windows sliding by a month are monotone ranges");
        assertSelects(d, views, expected, "seed 7: three-month windows");
    }
    @Test
    void forOverDatesMakesCalendarWindowsOnTheRangePath() {
        SplittableRandom r = new SplittableRandom(8);
        Dated d = graph(r, 20_000);
        String statement = "CREATE VIEW COLLECTION c WHERE [at >= $m AND at < $m + 3 MONTHS AND day <> $m - 1 DAY]"
                + " FOR $m IN DATE '2009-11-30'..DATE '2011-12-01' STEP 1 MONTH";
        List<Predicate> views = views(statement, d.graph());
        List<IntPredicate> expected = new ArrayList<>();
        // The i-th month after November 30 is the 30th, or the last day of a shorter month (java.time's rule).
        for (LocalDate from = LocalDate.of(2009, 11, 30); !from.isAfter(LocalDate.of(2011, 12, 1));
                from = LocalDate.of(2009, 11, 30).plusMonths(expected.size())) {
            Instant start = from.atStartOfDay(ZoneOffset.UTC).toInstant();
            Instant end = from.plusMonths(3).atStartOfDay(ZoneOffset.UTC).toInstant();
            LocalDate dayBefore = from.minusDays(1);
            Instant[] at = d.instants();
            LocalDate[] days = d.days();
            expected.add(e -> at[e] != null && !at[e].isBefore(start) && at[e].isBefore(end)
                    && days[e] != null && !days[e].equals(dayBefore));
        }
        assertEquals(25, expected.size(), "November 2009 to November 2011");
        assertSelects(d, views, expected, "seed 8: " + statement);

        String windows = "CREATE VIEW COLLECTION c WHERE [secs >= $w AND secs < $w + 2 WEEKS]"
                + " FOR $w IN TIMESTAMP '2010-01-01T12:00:00Z'..DATE '2010-12-31' STEP 7 DAYS";
        List<Predicate> weekly = views(windows, d.graph());
        assertTrue(RangeViews.of(d.graph(), weekly).map(RangeViews::monotone).orElse(false),
                "two-week windows sliding by a week are monotone ranges");
        List<IntPredicate> expectedWeekly = new ArrayList<>();
        for (Instant w = Instant.parse("2010-01-01T12:00:00Z"); !w.isAfter(Instant.parse("2010-12-31T00:00:00Z"));
                w = w.plusSeconds(7 * 86_400)) {
            Instant start = w;
            Instant end = w.plusSeconds(14 * 86_400);
            Instant[] at = d.instants();
            expectedWeekly.add(e -> at[e] != null && !at[e].isBefore(start) && at[e].isBefore(end));
        }
        assertEquals(52, expectedWeekly.size());
        assertSelects(d, weekly, expectedWeekly, "seed 8: " + windows);
    }
}
