package graphsurge.analytics.computation;

/**
 * What a computation's result values are, so that summaries and reports read them without
 * knowing the computation by name. A computation says its kind ({@link Computation#resultKind()});
 * one of another kind is {@link #OTHER}, whose results are counted.
 */
public enum ResultKind {
    /** Hops from a root per vertex; an unreachable vertex has {@code Long.MAX_VALUE} (BFS). */
    HOPS,
    /** Weighted distances from a root per vertex, doubles stored as their bits; unreachable is infinity (SSSP). */
    DISTANCES,
    /** A component label per vertex: the dense id of a vertex of its component (WCC, SCC). */
    COMPONENTS,
    /** A rank per vertex, in the fixed point of {@code PlainPageRank.toDouble} (PageRank). */
    RANKS,
    /** Hops per goal, a (source, target) pair; an unreachable goal has {@code Long.MAX_VALUE} (MPSP). */
    GOAL_HOPS,
    /** Anything else: a summary counts the results. */
    OTHER
}
