package graphsurge.analytics.incremental;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.ints.IntList;

/**
 * The result keys a kernel or an evaluation touched while moving to the current view, each listed
 * once: what a reader of the result compares instead of every key. A bit per key says whether it
 * is listed; {@link #add} is O(1) without allocation, and {@link #clear} costs the keys listed.
 * When the result was recomputed rather than moved, the set is {@link #unknown} until the next
 * {@link #clear}: {@link #keys} answers null and {@link #add} does nothing. Not thread-safe.
 */
public final class ChangedKeys {
    private final long[] marked;
    private final IntArrayList keys = new IntArrayList();
    private boolean known = true;

    /** A set over keys {@code 0 .. size - 1}. */
    public ChangedKeys(int size) {
        this.marked = new long[(size + 63) >>> 6];
    }

    /** Lists {@code key} unless it is listed or the set is unknown. */
    public void add(int key) {
        long bit = 1L << key;
        long word = marked[key >>> 6];
        if (known && (word & bit) == 0) {
            marked[key >>> 6] = word | bit;
            keys.add(key);
        }
    }

    /** Lists each of {@code list}. */
    public void addAll(IntList list) {
        for (int i = 0, size = list.size(); known && i < size; i++) {
            add(list.getInt(i));
        }
    }

    /**
     * Sets {@code reported} from a view change's presence lists (a vertex in both left and came
     * back) and lists their vertices: O(vertices whose presence changed).
     */
    public void followPresence(IntList appeared, IntList disappeared, boolean[] reported) {
        for (int i = 0, n = disappeared.size(); i < n; i++) {
            reported[disappeared.getInt(i)] = false;
            add(disappeared.getInt(i));
        }
        for (int i = 0, n = appeared.size(); i < n; i++) {
            reported[appeared.getInt(i)] = true;
            add(appeared.getInt(i));
        }
    }

    /** Empties the set for the next view and makes it known: O(keys listed). */
    public void clear() {
        int[] listed = keys.elements();
        for (int i = 0, n = keys.size(); i < n; i++) {
            marked[listed[i] >>> 6] = 0; // every bit set in the word is a listed key's
        }
        keys.clear();
        known = true;
    }

    /** The current view's result was not moved key by key: nothing is listed until the next {@link #clear}. */
    public void unknown() {
        clear();
        known = false;
    }

    /** The keys listed since the last {@link #clear}, each once, in the order first touched (live); null when unknown. */
    public IntList keys() {
        return known ? keys : null;
    }
}
