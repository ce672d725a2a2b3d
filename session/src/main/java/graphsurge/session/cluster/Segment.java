package graphsurge.session.cluster;

import java.io.Serializable;

/**
 * A contiguous stretch {@code [from, to)} of a collection's run positions, run on its own: its
 * first view starts fresh (all its edges as differences), the others move from the view before
 * them in the segment.
 *
 * @param index the segment's place in the plan, from 0
 * @param from the first run position, inclusive
 * @param to the last run position, exclusive
 */
public record Segment(int index, int from, int to) implements Serializable {
    public Segment {
        if (index < 0 || from < 0 || to <= from) {
            throw new IllegalArgumentException("a segment holds at least one run position, got " + index + ": [" + from
                    + ", " + to + ")");
        }
    }

    /** How many views the segment runs. */
    public int views() {
        return to - from;
    }
}
