package graphsurge.session.cluster;

import graphsurge.analytics.run.CollectionRunner;
import java.io.Serializable;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * A run's mode and its ADAPTIVE settings, serializable, without the worker count (each segment's
 * own): {@link CollectionRunner.Settings} as a job carries it.
 *
 * @param indices forced split positions in the whole collection's run order (each segment keeps
 *     those inside it)
 */
public record ModeSettings(CollectionRunner.Mode mode, int upto, double compX, double diffX, int limit,
        boolean leastSquares, int[] indices) implements Serializable {
    /** {@code s} without its workers. */
    public static ModeSettings of(CollectionRunner.Settings s) {
        return new ModeSettings(s.mode(), s.upto(), s.compX(), s.diffX(), s.limit(), s.leastSquares(),
                s.indices().stream().mapToInt(Integer::intValue).sorted().toArray());
    }

    /** The settings of {@code segment} on {@code workers} threads: the forced splits inside it, shifted to its positions. */
    public CollectionRunner.Settings forSegment(Segment segment, int workers) {
        Set<Integer> shifted = new HashSet<>();
        for (int i : indices) {
            if (i >= segment.from() && i < segment.to()) {
                shifted.add(i - segment.from());
            }
        }
        return new CollectionRunner.Settings(mode, upto, compX, diffX, limit, leastSquares, shifted, workers);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ModeSettings m && mode == m.mode && upto == m.upto && Double.compare(compX, m.compX) == 0
                && Double.compare(diffX, m.diffX) == 0 && limit == m.limit && leastSquares == m.leastSquares
                && Arrays.equals(indices, m.indices);
    }

    @Override
    public int hashCode() {
        return 31 * Objects.hash(mode, upto, compX, diffX, limit, leastSquares) + Arrays.hashCode(indices);
    }

    @Override
    public String toString() {
        return mode.name().toLowerCase(Locale.ROOT) + (mode == CollectionRunner.Mode.ADAPTIVE ? " upto " + upto
                + " comp_x " + compX + " diff_x " + diffX + " limit " + limit + (leastSquares ? " lr" : " avg")
                + " indices " + Arrays.toString(indices) : "");
    }
}
