package graphsurge.analytics.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;

/** Assertions on a policy's steps by their codes and figures: the seconds a cost model predicts compare to 1e-9 relative. */
final class DecisionAssertions {
    private DecisionAssertions() {}

    /** {@code actual} runs as {@code how} for {@code reason}, without a budget or a chosen thread count. */
    static void assertStep(How how, Reason reason, Decision.Facts facts, Step actual) {
        assertStep(how, reason, facts, 0, actual);
    }

    /** As {@link #assertStep(How, Reason, Decision.Facts, Step)}, on {@code threads} threads (0: the workers). */
    static void assertStep(How how, Reason reason, Decision.Facts facts, int threads, Step actual) {
        assertEquals(how, actual.how(), actual::toString);
        assertEquals(reason, actual.reason(), actual::toString);
        assertEquals(threads, actual.threads(), actual::toString);
        assertFacts(facts, actual.why().facts());
    }

    /** The same kind of facts (or thread choice) with the same figures, doubles to 1e-9 relative. */
    static void assertFacts(Object expected, Object actual) {
        assertEquals(expected.getClass(), actual.getClass(), actual::toString);
        for (RecordComponent c : expected.getClass().getRecordComponents()) {
            Object e = value(c, expected);
            Object a = value(c, actual);
            if (e instanceof Double d) {
                double x = (Double) a;
                if (!(d.equals(x) || Math.abs(d - x) <= 1e-9 * Math.abs(d))) {
                    fail(c.getName() + ": expected " + d + ", was " + x + " in " + actual);
                }
            } else {
                assertEquals(e, a, () -> c.getName() + " in " + actual);
            }
        }
    }

    private static Object value(RecordComponent c, Object record) {
        try {
            c.getAccessor().setAccessible(true);
            return c.getAccessor().invoke(record);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new AssertionError(e);
        }
    }
}
