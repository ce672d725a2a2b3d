package graphsurge.engine.internal.time;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TimesTest {
    private static long random(SplittableRandom r) {
        return Times.of(r.nextInt(6), r.nextInt(6), r.nextInt(6));
    }

    @Test
    void fieldsRoundTripAtTheirLimits() {
        long t = Times.of(Times.MAX_VERSION, Times.MAX_LOOP, Times.MAX_LOOP);
        assertEquals(Times.MAX_VERSION, Times.version(t));
        assertEquals(Times.MAX_LOOP, Times.outer(t));
        assertEquals(Times.MAX_LOOP, Times.inner(t));
        assertThrows(IllegalArgumentException.class, () -> Times.of(Times.MAX_VERSION + 1, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> Times.of(0, -1, 0));
    }

    @Test
    void productOrderIsNotTheLexicographicOrder() {
        long a = Times.of(0, 1, 0);
        long b = Times.of(1, 0, 0);
        assertTrue(a < b, "lexicographically (0,1,0) comes first");
        assertFalse(Times.lessEqual(a, b), "but it is not below (1,0,0) in the product order");
        assertFalse(Times.lessEqual(b, a));
        assertEquals(Times.of(1, 1, 0), Times.join(a, b), "updates at (0,1) and (1,0) meet at (1,1)");
        assertEquals(Times.ZERO, Times.meet(a, b));
    }

    @Test
    void joinAndMeetAreTheLeastUpperAndGreatestLowerBounds() {
        SplittableRandom r = new SplittableRandom(1);
        for (int i = 0; i < 20_000; i++) {
            long a = random(r);
            long b = random(r);
            long c = random(r);
            long join = Times.join(a, b);
            long meet = Times.meet(a, b);
            assertTrue(Times.lessEqual(a, join) && Times.lessEqual(b, join));
            assertTrue(Times.lessEqual(meet, a) && Times.lessEqual(meet, b));
            if (Times.lessEqual(a, c) && Times.lessEqual(b, c)) {
                assertTrue(Times.lessEqual(join, c), "least");
            }
            if (Times.lessEqual(c, a) && Times.lessEqual(c, b)) {
                assertTrue(Times.lessEqual(c, meet), "greatest");
            }
            assertEquals(Times.lessEqual(a, b), Times.version(a) <= Times.version(b) && Times.outer(a) <= Times.outer(b)
                    && Times.inner(a) <= Times.inner(b));
            if (Times.lessEqual(a, b)) {
                assertTrue(a <= b, "the lexicographic order extends the product order");
            }
        }
    }

    @Test
    void advancingByAFrontierKeepsWhatLaterTimesSee() {
        // For every time s at or after the frontier f, t <= s exactly when advance(t, f) <= s.
        SplittableRandom r = new SplittableRandom(2);
        for (int i = 0; i < 20_000; i++) {
            long t = random(r);
            long f = random(r);
            long s = Times.join(f, random(r));
            assertEquals(Times.lessEqual(t, s), Times.lessEqual(Times.advanceBy(t, f), s));
        }
    }

    @Test
    void loopCountersAreSetIndependently() {
        long t = Times.of(7, 3, 4);
        assertEquals(Times.of(7, 9, 4), Times.withOuter(t, 9));
        assertEquals(Times.of(7, 3, 0), Times.withInner(t, 0));
    }
}
