package graphsurge.gstore.column;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class NumberParsingTest {
    @ParameterizedTest
    @ValueSource(strings = {"1e309", "-1e309", "1.8e308", "123456789012345678901234567890e300"})
    void aFiniteNumberTooLargeForADoubleIsNotOne(String s) {
        assertTrue(Double.isNaN(NumberParsing.parseDouble(s)), s);
    }

    @Test
    void theLargestDoublesAndInfinityInWordsAreNumbers() {
        assertEquals(Double.MAX_VALUE, NumberParsing.parseDouble("1.7976931348623157e308"));
        assertEquals(Double.NEGATIVE_INFINITY, NumberParsing.parseDouble("-Infinity"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "7", "-7", "123456789012", "9223372036854775807", "-9223372036854775808"})
    void canonicalIntegersAreIdsThatPrintBackUnchanged(String s) {
        assertTrue(NumberParsing.isCanonicalLong(s));
        assertEquals(s, Long.toString(NumberParsing.parseCanonicalLong(s)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "-", "007", "-0", "+5", "1.0", "1e3", " 1", "9223372036854775808",
        "-9223372036854775809", "12a", "99999999999999999999"})
    void nonCanonicalTextIsNotANumericId(String s) {
        assertFalse(NumberParsing.isCanonicalLong(s));
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "+5", "-5", "007", "9223372036854775807", "-9223372036854775808"})
    void integerValuesMayHaveSignsAndLeadingZeros(String s) {
        assertTrue(NumberParsing.isLong(s));
        assertEquals(Long.parseLong(s), NumberParsing.parseLong(s));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "-", "+", "1.5", "9223372036854775808", "-9223372036854775809", "1_000", "0x10"})
    void integerValuesRejectEverythingElse(String s) {
        assertFalse(NumberParsing.isLong(s));
    }

    @Test
    void decimalsParseExactlyLikeTheJdk() {
        SplittableRandom random = new SplittableRandom(42);
        for (int i = 0; i < 200_000; i++) {
            String s = switch (i % 5) {
                case 0 -> Long.toString(random.nextLong(1_000_000_000_000L)) + "." + random.nextInt(1000);
                case 1 -> (random.nextBoolean() ? "-" : "") + random.nextInt(100) + "." + String.format("%06d", random.nextInt(1_000_000));
                case 2 -> Double.toString(random.nextDouble() * Math.pow(10, random.nextInt(-30, 30)));
                case 3 -> random.nextInt(100_000) + "";
                default -> "0.0000" + random.nextLong(1_000_000_000_000_000L);
            };
            assertEquals(Double.parseDouble(s), NumberParsing.parseDouble(s), s);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "-", ".", "abc", "1d", "1f", " 1", "1 ", "NaN", "0x1p3", "1..2", "1.2.3"})
    void malformedDecimalsAreRejected(String s) {
        assertTrue(Double.isNaN(NumberParsing.parseDouble(s)), s);
    }

    @Test
    void infinityAndExponentsAreAccepted() {
        assertEquals(Double.POSITIVE_INFINITY, NumberParsing.parseDouble("Infinity"));
        assertEquals(1e-3, NumberParsing.parseDouble("1e-3"));
        assertEquals(-0.5, NumberParsing.parseDouble("-.5"));
        assertEquals(5.0, NumberParsing.parseDouble("5."));
    }
}
