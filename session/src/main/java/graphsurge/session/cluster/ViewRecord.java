package graphsurge.session.cluster;

import graphsurge.analytics.run.CollectionRunner;
import graphsurge.analytics.run.How;
import it.unimi.dsi.fastutil.ints.IntList;
import java.io.Serializable;

/**
 * One view's result as a worker emits it: compact, serializable, owned by the record (the arrays
 * are copies, not the evaluation's live arrays). Edges, additions and deletions are relative to
 * the previous view in the segment, so a segment's first view adds all its edges.
 *
 * <p>A record is whole ({@code changed} null: {@code values} and {@code reported} by key) or, when
 * the runner knew which keys changed since the segment's view before, holds only those: key
 * {@code changed[i]} has {@code values[i]} and {@code reported[i]}, every other key is as in the
 * view before ({@link #applyTo}). A segment's first view is always whole, so the client rebuilds
 * each view from its segment's records in run order ({@link OrderedResults}), and a record costs
 * the view's changes, not the key count.
 *
 * @param segment the index of the segment that ran the view
 * @param position the view's run position in the whole collection, from 0
 * @param view the view's index in the user's order
 * @param segmentStart whether the view is its segment's first (started fresh)
 * @param changed the keys this record holds, each once (null: every key)
 * @param values the result per key held
 * @param reported which keys held are reported
 */
public record ViewRecord(int segment, int position, int view, boolean segmentStart, int edges, int additions,
        int deletions, How how, String decision, long nanos, int[] changed, long[] values, boolean[] reported)
        implements Serializable {

    /**
     * The record of {@code r}, a view of segment {@code segment} at run {@code position}: whole
     * for a segment's first view or when {@code r} does not say what changed (O(keys)), else its
     * changed keys only (O(changes)).
     */
    public static ViewRecord of(int segment, int position, int view, boolean segmentStart, String decision,
            CollectionRunner.ViewResult r) {
        IntList keys = r.changed();
        if (segmentStart || keys == null) {
            return new ViewRecord(segment, position, view, segmentStart, r.edges(), r.additions(), r.deletions(), r.how(),
                    decision, r.nanos(), null, r.values().clone(), r.reported().clone());
        }
        int[] changed = keys.toIntArray();
        long[] values = new long[changed.length];
        boolean[] reported = new boolean[changed.length];
        for (int i = 0; i < changed.length; i++) {
            values[i] = r.values()[changed[i]];
            reported[i] = r.reported()[changed[i]];
        }
        return new ViewRecord(segment, position, view, segmentStart, r.edges(), r.additions(), r.deletions(), r.how(),
                decision, r.nanos(), changed, values, reported);
    }

    /** Whether the record holds every key. */
    public boolean whole() {
        return changed == null;
    }

    /**
     * Writes the keys this record holds into the view before's {@code values} and
     * {@code reported} (whole arrays), which then hold this view's result: O(the keys held).
     */
    public void applyTo(long[] allValues, boolean[] allReported) {
        if (changed == null) {
            System.arraycopy(values, 0, allValues, 0, values.length);
            System.arraycopy(reported, 0, allReported, 0, reported.length);
            return;
        }
        for (int i = 0; i < changed.length; i++) {
            allValues[changed[i]] = values[i];
            allReported[changed[i]] = reported[i];
        }
    }
}
