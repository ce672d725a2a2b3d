package graphsurge.analytics.run;

import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.analytics.incremental.ChangedKeysAssert;

/**
 * A listener that checks each view's {@code changed} keys against the view before in run order,
 * kept here as a full copy ({@link ChangedKeysAssert}), then hands the view on. It counts the
 * views that came with changes, and how far a list went past twice the keys that did change.
 */
final class ChangedKeysCheck implements CollectionRunner.Listener {
    private final String what;
    private final CollectionRunner.Listener next;
    private long[] values;
    private boolean[] reported;
    private int position = -1;
    /** The views whose changes were known. */
    int known;
    /** The most keys a view listed beyond twice those whose report or value changed. */
    int worstExcess = Integer.MIN_VALUE;

    ChangedKeysCheck(String what, CollectionRunner.Listener next) {
        this.what = what;
        this.next = next;
    }

    @Override
    public void view(CollectionRunner.ViewResult result) {
        assertTrue(result.position() == position + 1, what + ": views in run order");
        String where = what + ", position " + result.position() + " (" + result.how() + ")";
        if (result.changed() != null) {
            assertTrue(result.position() > 0, where + ": no changes from before the first view");
            ChangedKeysAssert.assertCovers(where, values, reported, result.values(), result.reported(), result.changed());
            known++;
            int moved = 0;
            for (int k = 0; k < values.length; k++) {
                moved += values[k] != result.values()[k] || reported[k] != result.reported()[k] ? 1 : 0;
            }
            worstExcess = Math.max(worstExcess, result.changed().size() - 2 * moved);
        }
        values = result.values().clone();
        reported = result.reported().clone();
        position = result.position();
        next.view(result);
    }
}
