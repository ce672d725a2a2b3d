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
 * <p>Parsing returns {@link #INVALID} instead of throwing, for the loader's per-value path. The
 * common forms ({@code 2011-01-31}, {@code 2011-01-31T14:05:00} with {@code Z} or nothing after)
 * are read digit by digit without allocating; the others go through java.time.
 */
public final class EpochSeconds {
    /** What {@link #parse} returns for text that is not a value of the type: no instant has it. */
    public static final long INVALID = Long.MIN_VALUE;

    private static final long SECONDS_PER_DAY = 86_400;

    private EpochSeconds() {}

    /** The epoch seconds {@code text} stands for as a value of {@code type}, or {@link #INVALID}. */
    public static long parse(PropertyType type, String text) {
        String s = text.strip();
        long fast = plain(type, s);
        if (fast != INVALID) {
            return fast;
        }
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

    /**
     * {@code yyyy-mm-dd} (for either type) or {@code yyyy-mm-ddThh:mm:ss[Z]} (timestamps) read
     * without allocating, or {@link #INVALID} for any other text, valid or not, which
     * java.time then reads or refuses.
     */
    private static long plain(PropertyType type, String s) {
        int n = s.length();
        if (n != 10 && (type == PropertyType.DATE || (n != 19 && !(n == 20 && s.charAt(19) == 'Z')))) {
            return INVALID;
        }
        int year = digits(s, 0, 4);
        int month = digits(s, 5, 2);
        int day = digits(s, 8, 2);
        if (year < 0 || month < 1 || month > 12 || day < 1 || s.charAt(4) != '-' || s.charAt(7) != '-'
                || day > daysInMonth(year, month)) {
            return INVALID;
        }
        long seconds = daysSinceEpoch(year, month, day) * SECONDS_PER_DAY;
        if (n == 10) {
            return seconds;
        }
        int hour = digits(s, 11, 2);
        int minute = digits(s, 14, 2);
        int second = digits(s, 17, 2);
        if ("Tt ".indexOf(s.charAt(10)) < 0 || s.charAt(13) != ':' || s.charAt(16) != ':'
                || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) {
            return INVALID;
        }
        return seconds + hour * 3_600L + minute * 60L + second;
    }

    /** The number written in {@code s[from, from + count)}, or -1 when a character is not a digit. */
    private static int digits(String s, int from, int count) {
        int value = 0;
        for (int i = from; i < from + count; i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            value = 10 * value + (c - '0');
        }
        return value;
    }

    private static int daysInMonth(int year, int month) {
        if (month == 2) {
            boolean leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
            return leap ? 29 : 28;
        }
        return month == 4 || month == 6 || month == 9 || month == 11 ? 30 : 31;
    }

    /** Days from 1970-01-01 to a date of the proleptic Gregorian calendar (years 0 to 9999 here): Hinnant's days_from_civil. */
    private static long daysSinceEpoch(int year, int month, int day) {
        int y = month <= 2 ? year - 1 : year;
        int era = Math.floorDiv(y, 400);
        int yearOfEra = y - era * 400;
        int dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1;
        int dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
        return era * 146_097L + dayOfEra - 719_468;
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
