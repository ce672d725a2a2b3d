package graphsurge.analytics.incremental;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import it.unimi.dsi.fastutil.ints.IntList;

/**
 * The independent check of a result's changed keys: given full copies of the result before, every
 * key whose report or value differs (compared over all keys, reported or not) must be listed,
 * and no key twice. Shared by the kernels' tests and the runner's.
 */
public final class ChangedKeysAssert {
    private ChangedKeysAssert() {}

    /** Asserts that {@code changed} lists each key once and every key that moved from ({@code values0}, {@code reported0}). */
    public static void assertCovers(String where, long[] values0, boolean[] reported0, long[] values, boolean[] reported,
            IntList changed) {
        boolean[] listed = new boolean[values.length];
        for (int i = 0; i < changed.size(); i++) {
            int k = changed.getInt(i);
            assertTrue(k >= 0 && k < values.length, where + ": changed key " + k + " out of range");
            if (listed[k]) {
                fail(where + ": key " + k + " listed twice as changed");
            }
            listed[k] = true;
        }
        for (int k = 0; k < values.length; k++) {
            if ((values0[k] != values[k] || reported0[k] != reported[k]) && !listed[k]) {
                fail(where + ": key " + k + " changed (reported " + reported0[k] + " -> " + reported[k] + ", value "
                        + values0[k] + " -> " + values[k] + ") but is not listed among " + changed.size() + " changed keys");
            }
        }
    }
}
