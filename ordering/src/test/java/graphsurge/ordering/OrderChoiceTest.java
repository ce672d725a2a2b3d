package graphsurge.ordering;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class OrderChoiceTest {
    private static final int[] FOUND = {2, 0, 1};
    private static final int[] WRITTEN = {0, 1, 2};

    @Test
    void anOrderSavingExactlyTheShareAskedIsTaken() {
        OrderChoice c = OrderChoice.decide(FOUND, 900, "m", 1000, 10);
        assertTrue(c.reordered());
        assertArrayEquals(FOUND, c.order());
        assertEquals("reordered (m): saves 10.0% of the 1,000 differences of the order as written (900 in the run"
                + " order), at least 10%", c.reason());
        assertEquals(0.1, c.gain(), 1e-12);
    }

    @Test
    void anOrderSavingLessThanTheShareAskedLeavesTheOrderAsWritten() {
        OrderChoice c = OrderChoice.decide(FOUND, 901, "m", 1000, 10);
        assertFalse(c.reordered());
        assertArrayEquals(WRITTEN, c.order());
        assertEquals("kept the order as written: the best order found (m) saves 9.9% of its 1,000 differences (901),"
                + " below 10%", c.reason());
        assertEquals(901, c.foundDifferences());
    }

    @Test
    void anOrderSavingNothingIsNeverTakenEvenAtZeroPercent() {
        OrderChoice c = OrderChoice.decide(WRITTEN, 1000, "m", 1000, 0);
        assertFalse(c.reordered());
        assertEquals("kept the order as written: no order found (m) has fewer than its 1,000 differences", c.reason());
        assertTrue(OrderChoice.decide(FOUND, 999, "m", 1000, 0).reordered(), "any saving, at 0%");
        assertTrue(OrderChoice.decide(FOUND, 0, "m", 1000, 100).reordered(), "all of it, at 100%");
        assertFalse(OrderChoice.decide(FOUND, 1, "m", 1000, 100).reordered());
    }

    @Test
    void sharesAreShownAsWritten() {
        assertEquals("12.5%", OrderChoice.percent(12.5));
        assertEquals("10%", OrderChoice.percent(10));
        assertEquals("0%", OrderChoice.percent(0));
        assertThrows(IllegalArgumentException.class, () -> OrderChoice.decide(FOUND, 1, "m", 2, 101));
        assertThrows(IllegalArgumentException.class, () -> OrderChoice.decide(FOUND, 1, "m", 2, Double.NaN));
    }

    @Test
    void anOrderKeptWithoutLookingSaysWhy() {
        OrderChoice c = OrderChoice.asWritten(3, 40, "MANUALLY_ORDERED");
        assertEquals("kept the order as written (MANUALLY_ORDERED)", c.reason());
        assertEquals(-1, c.foundDifferences());
        assertEquals(0, c.gain());
        assertArrayEquals(WRITTEN, c.order());
    }
}
