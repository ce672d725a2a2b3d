package graphsurge.gstore.csv;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.gstore.GraphSummary;
import graphsurge.gstore.ProgressListener;
import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.column.IntColumn;
import graphsurge.gstore.schema.PropertyType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code :date} and {@code :timestamp} columns: ISO-8601 text or epoch seconds in, epoch seconds stored. */
class DateColumnTest {
    /** 2011-01-01T00:00:00Z, from the Unix calendar: 41 years of days, 10 of them leap days, times 86,400. */
    private static final long JAN_1_2011 = (41L * 365 + 10) * 86_400;

    @TempDir
    Path dir;

    private PropertyGraph load(String text) throws IOException {
        Path e = Files.writeString(dir.resolve("e.csv"), text);
        return new CsvGraphLoader(CsvOptions.DEFAULT, 1, ProgressListener.NONE).load(null, e).graph();
    }

    private static long value(PropertyGraph g, String column, int edge) {
        return ((IntColumn) g.edgeProperties().column(column)).get(edge);
    }

    @Test
    void datesAndTimestampsAreStoredAsEpochSecondsWithTheirType() throws IOException {
        PropertyGraph g = load(":start_id,:end_id,day:date,at:timestamp\n"
                + "1,2,2011-01-01,2011-01-01T00:00:00Z\n"
                + "2,3,2011-01-02,2011-01-01 01:00\n"
                + "3,4,2010-12-31,2011-01-01T02:00:00+01:00\n"
                + "4,5,2011-03-01,1293840000\n"
                + "5,6,,2011-01-02\n"
                + "6,7,1970-01-01,2011-01-01T00:00:59.999Z\n");
        assertEquals(PropertyType.DATE, g.edgeProperties().schema().get(0).type());
        assertEquals(PropertyType.TIMESTAMP, g.edgeProperties().schema().get(1).type());
        assertEquals(JAN_1_2011, value(g, "day", 0));
        assertEquals(JAN_1_2011 + 86_400, value(g, "day", 1));
        assertEquals(JAN_1_2011 - 86_400, value(g, "day", 2));
        assertEquals(JAN_1_2011 + (31 + 28) * 86_400L, value(g, "day", 3));
        assertTrue(!g.edgeProperties().column("day").isPresent(4));
        assertEquals(0, value(g, "day", 5));
        assertEquals(JAN_1_2011, value(g, "at", 0));
        assertEquals(JAN_1_2011 + 3_600, value(g, "at", 1), "no offset: UTC");
        assertEquals(JAN_1_2011 + 3_600, value(g, "at", 2), "02:00 at +01:00 is 01:00 UTC");
        assertEquals(1_293_840_000L, value(g, "at", 3), "an integer is epoch seconds");
        assertEquals(JAN_1_2011 + 86_400, value(g, "at", 4), "a date alone is its midnight UTC");
        assertEquals(JAN_1_2011 + 59, value(g, "at", 5), "fractions of a second are dropped");
    }

    @Test
    void datesAreWrittenAndSummarizedAsDates() throws IOException {
        PropertyGraph g = load(":start_id,:end_id,day:date,at:timestamp\n1,2,2011-01-02,1293926400\n2,3,2004-02-29,0\n");
        assertEquals("2011-01-02", g.edgeProperties().column("day").format(0));
        assertEquals("2011-01-02T00:00:00Z", g.edgeProperties().column("at").format(0));
        assertEquals("1970-01-01T00:00:00Z", g.edgeProperties().column("at").format(1));
        GraphSummary s = GraphSummary.of(g);
        assertEquals(new GraphSummary.Values.Dates("2004-02-29", "2011-01-02"), s.edgeProperties().get(0).values());
        assertEquals(new GraphSummary.Values.Dates("1970-01-01T00:00:00Z", "2011-01-02T00:00:00Z"),
                s.edgeProperties().get(1).values());
    }

    @Test
    void yearsBeforeOneAndAfter9999AreReadAsWritten() throws IOException {
        long year10000 = java.time.LocalDate.of(10_000, 1, 1).toEpochDay() * 86_400;
        long yearMinus5 = java.time.LocalDate.of(-5, 3, 1).toEpochDay() * 86_400;
        PropertyGraph g = load(":start_id,:end_id,day:date,at:timestamp\n"
                + "1,2,+10000-01-01,+10000-01-01T00:00:01Z\n2,3,-0005-03-01,-0005-03-01 00:00:00\n");
        assertEquals(year10000, value(g, "day", 0));
        assertEquals(year10000 + 1, value(g, "at", 0));
        assertEquals(yearMinus5, value(g, "day", 1));
        assertEquals(yearMinus5, value(g, "at", 1));
        assertEquals("+10000-01-01T00:00:01Z", g.edgeProperties().column("at").format(0));
        assertEquals("-0005-03-01", g.edgeProperties().column("day").format(1));
    }

    @Test
    void everyFormattedValueReadsBackToItself() {
        java.util.SplittableRandom r = new java.util.SplittableRandom(11);
        for (int i = 0; i < 20_000; i++) {
            long day = r.nextLong(-3_000_000, 3_000_000);
            long at = day * 86_400 + r.nextInt(86_400);
            String date = graphsurge.gstore.column.EpochSeconds.format(PropertyType.DATE, day * 86_400);
            String timestamp = graphsurge.gstore.column.EpochSeconds.format(PropertyType.TIMESTAMP, at);
            assertEquals(day * 86_400, graphsurge.gstore.column.EpochSeconds.parse(PropertyType.DATE, date), "seed 11: " + date);
            assertEquals(at, graphsurge.gstore.column.EpochSeconds.parse(PropertyType.TIMESTAMP, timestamp),
                    "seed 11: " + timestamp);
        }
    }

    @Test
    void datesAndTimesOfAnyDigitsAreReadAsJavaTimeReadsThem() {
        java.util.SplittableRandom r = new java.util.SplittableRandom(12);
        for (int i = 0; i < 50_000; i++) {
            String date = String.format("%04d-%02d-%02d", r.nextInt(0, 10_000), r.nextInt(0, 14), r.nextInt(0, 33));
            String time = String.format("%02d:%02d:%02d", r.nextInt(0, 25), r.nextInt(0, 61), r.nextInt(0, 61));
            long expectedDate;
            long expectedTime;
            try {
                expectedDate = java.time.LocalDate.parse(date).toEpochDay() * 86_400;
            } catch (java.time.DateTimeException e) {
                expectedDate = graphsurge.gstore.column.EpochSeconds.INVALID;
            }
            try {
                expectedTime = java.time.LocalDateTime.parse(date + "T" + time).toEpochSecond(java.time.ZoneOffset.UTC);
            } catch (java.time.DateTimeException e) {
                expectedTime = graphsurge.gstore.column.EpochSeconds.INVALID;
            }
            assertEquals(expectedDate, graphsurge.gstore.column.EpochSeconds.parse(PropertyType.DATE, date),
                    "seed 12: " + date);
            assertEquals(expectedTime, graphsurge.gstore.column.EpochSeconds.parse(PropertyType.TIMESTAMP,
                    date + (i % 2 == 0 ? "T" : " ") + time + (i % 3 == 0 ? "Z" : "")), "seed 12: " + date + " " + time);
        }
    }

    @Test
    void aMalformedDateIsReportedAtItsLineAndColumn() throws IOException {
        for (String bad : new String[] {"2011-13-01", "2011-02-30", "01/02/2011", "2011-01-01T10:00", "1293840000"}) {
            CsvInputException e = assertThrows(CsvInputException.class,
                    () -> load(":start_id,:end_id,day:date\n1,2,2011-01-01\n2,3," + bad + "\n"), bad);
            assertEquals(3, e.line(), bad);
            assertEquals(3, e.column(), bad);
            assertTrue(e.getMessage().contains("column 'day:date' expects an ISO-8601 date (2011-01-31), found '" + bad + "'"),
                    e.getMessage());
        }
    }

    @Test
    void aMalformedTimestampIsReportedAtItsLineAndColumn() throws IOException {
        for (String bad : new String[] {"2011-01-01T25:00", "yesterday", "2011-01-01T10:00+25:00", "1.5e9"}) {
            CsvInputException e = assertThrows(CsvInputException.class,
                    () -> load(":start_id,:end_id,w:int,at:timestamp\n1,2,5," + bad + "\n"), bad);
            assertEquals(2, e.line(), bad);
            assertEquals(4, e.column(), bad);
            assertTrue(e.getMessage().contains("expects an ISO-8601 date-time"), e.getMessage());
        }
    }
}
