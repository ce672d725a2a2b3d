package graphsurge.session;

import java.util.List;

/**
 * What one view's result values come to, in a few numbers, by the computation's
 * {@link graphsurge.analytics.computation.ResultKind}: the run table, JSON rows and the report
 * show it beside each view. Kept up to date from the keys that changed ({@link ValueTally}), so
 * that it costs a view its changes, not its vertices (PageRank's top vertices excepted).
 */
public sealed interface ViewValues permits ViewValues.Distances, ViewValues.Components, ViewValues.TopRanks,
        ViewValues.GoalHops, ViewValues.Counted {
    /**
     * Distances from a root (BFS hops, SSSP weighted distances): how many reported vertices are
     * reached and how many are not, and the mean and the largest of the reached ones' distances
     * (NaN when none is reached).
     */
    record Distances(long reached, long unreachable, double mean, double max) implements ViewValues {}

    /** Components (WCC, SCC): how many, and the largest one's vertices. */
    record Components(long count, long largest) implements ViewValues {}

    /** A vertex (its original id) and its rank. */
    record Ranked(String vertex, double rank) {}

    /** PageRank: the view's highest-ranked vertices, highest first. */
    record TopRanks(List<Ranked> top) implements ViewValues {
        public TopRanks {
            top = List.copyOf(top);
        }
    }

    /**
     * A goal pair (source and target as the user's ids) and its hops, {@link #UNREACHABLE} when
     * the target is not reachable.
     */
    record GoalHop(String source, String target, long hops) {
        public static final long UNREACHABLE = Long.MAX_VALUE;

        public boolean reachable() {
            return hops != UNREACHABLE;
        }
    }

    /**
     * Multi-pair shortest paths: the hops of the first goals ({@code shown}, at most
     * eight, in the order given), of {@code goals} goals reported, of which
     * {@code reachable} are reachable.
     */
    record GoalHops(List<GoalHop> shown, long goals, long reachable) implements ViewValues {
        public GoalHops {
            shown = List.copyOf(shown);
        }
    }

    /** Any other computation's results: how many values the view reports. */
    record Counted(long values) implements ViewValues {}
}
