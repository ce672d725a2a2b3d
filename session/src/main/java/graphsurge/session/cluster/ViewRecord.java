package graphsurge.session.cluster;

import graphsurge.analytics.run.How;
import java.io.Serializable;

/**
 * One view's result as a worker emits it: compact, serializable, owned by the record (the arrays
 * are copies, not the evaluation's live arrays). Edges, additions and deletions are relative to
 * the previous view in the segment, so a segment's first view adds all its edges.
 *
 * @param segment the index of the segment that ran the view
 * @param position the view's run position in the whole collection, from 0
 * @param view the view's index in the user's order
 * @param segmentStart whether the view is its segment's first (started fresh)
 * @param values the result per key
 * @param reported which keys are reported
 */
public record ViewRecord(int segment, int position, int view, boolean segmentStart, int edges, int additions,
        int deletions, How how, String decision, long nanos, long[] values, boolean[] reported) implements Serializable {}
