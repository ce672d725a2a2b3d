package graphsurge.gstore.column;

import graphsurge.gstore.schema.PropertyType;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.TemporalAccessor;

/**
 * Dates and timestamps as epoch seconds (UTC), the form {@link PropertyType#DATE} and {@link
 * PropertyType#TIMESTAMP} columns store, so that they compare as integers with each other, with
 * date literals and with integer columns holding epoch seconds.
 *
 * <ul>
 *   <li>A date is ISO-8601 {@code 2011-01-31}; it stands for its midnight UTC.</li>
 *   <li>A timestamp is an ISO-8601 date-time {@code 2011-01-31T14:05:00} (a blank may replace the
 *       {@code T}; seconds optional; an offset {@code Z} or {@code +02:00} optional, UTC when
 *       absent; fractions of a second are dropped), a date alone (its midnight UTC), or an
 *       integer, read as epoch seconds.</li>
 * </ul>
 *
 * <p>Parsing returns {@link #INVALID} instead of throwing, for the loader's per-value path.
 */
public final class EpochSeconds {
    /** What {@link #parse} returns for text that is not a value of the type: no instant has it. */
    public static final long INVALID = Long.MIN_VALUE;

    private static final long SECONDS_PER_DAY = 86_400;

    private EpochSeconds() {}

    /** The epoch seconds {@code text} stands for as a value of {@code type}, or {@link #INVALID}. */
    public static long parse(PropertyType type, String text) {
        String s = text.strip();
        try {
            if (type == PropertyType.TIMESTAMP && NumberParsing.isLong(s)) {
                return NumberParsing.parseLong(s); // Long.MIN_VALUE, the one value out of range, is INVALID
            }
            int t = timeSeparator(s);
            if (type == PropertyType.DATE || t < 0) {
                return LocalDate.parse(s, DateTimeFormatter.ISO_LOCAL_DATE).toEpochDay() * SECONDS_PER_DAY;
            }
            String iso = s.substring(0, t) + 'T' + s.substring(t + 1);
            TemporalAccessor parsed = DateTimeFormatter.ISO_DATE_TIME.parseBest(iso, OffsetDateTime::from,
                    LocalDateTime::from);
            return parsed instanceof OffsetDateTime odt ? odt.toEpochSecond()
                    : ((LocalDateTime) parsed).toEpochSecond(ZoneOffset.UTC);
        } catch (DateTimeException | ArithmeticException e) {
            return INVALID;
        }
    }

    /** Where the time of day starts ('T', 't' or a blank after the date), or -1 for a date alone. */
    private static int timeSeparator(String s) {
        for (int i = 1; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == 'T' || c == 't' || c == ' ') {
                return i;
            }
        }
        return -1;
    }

    /** {@code seconds} as text of {@code type}: {@code 2011-01-31} for dates, {@code 2011-01-31T14:05:00Z} for timestamps. */
    public static String format(PropertyType type, long seconds) {
        if (type == PropertyType.DATE) {
            return LocalDate.ofEpochDay(Math.floorDiv(seconds, SECONDS_PER_DAY)).toString();
        }
        try {
            return Instant.ofEpochSecond(seconds).toString();
        } catch (DateTimeException e) {
            return Long.toString(seconds); // beyond the years java.time names
        }
    }

    /** What a value of {@code type} looks like, for error messages. */
    public static String expected(PropertyType type) {
        return type == PropertyType.DATE ? "an ISO-8601 date (2011-01-31)"
                : "an ISO-8601 date-time (2011-01-31T14:05:00, offset optional: UTC when absent), a date, or epoch seconds";
    }
}
