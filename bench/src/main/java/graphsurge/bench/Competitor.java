package graphsurge.bench;

/** How a computation is run across a collection in a benchmark. */
public enum Competitor {
    /** One dataflow, each view fed as the differences from the view before. */
    DIFFERENTIAL("DIFFERENTIAL"),
    /** DIFFERENTIAL on one worker, to measure how it scales with threads (on workloads that ask for it). */
    DIFFERENTIAL_1("DIFFERENTIAL 1t"),
    /**
     * DIFFERENTIAL forced onto the general dataflow: the call with {@code dataflow=true} added,
     * for computations that take that parameter (those whose DIFFERENTIAL runs another way, such
     * as an incremental kernel). It measures the dataflow path that SCC and user computations
     * take, on workloads that ask for it or when chosen.
     */
    DATAFLOW("DATAFLOW"),
    /** A fresh dataflow per view, fed the view's edges. */
    SCRATCH("SCRATCH"),
    /** Graphsurge's adaptive splitting between the two, and the plain algorithm. */
    ADAPTIVE("ADAPTIVE"),
    /**
     * The plain array algorithm per view, on one thread, as ADAPTIVE's plain views run: on the
     * graph's adjacency masked by the view's edges (or adjacency built for a small view).
     */
    PLAIN_1("PLAIN 1t"),
    /** The plain array algorithm per view, on {@code --threads} threads. */
    PLAIN_N("PLAIN Nt"),
    /** JGraphT per view (BFS, SSSP and WCC), on a JGraphT graph built for each view. */
    JGRAPHT("JGRAPHT");

    private final String label;

    Competitor(String label) {
        this.label = label;
    }

    /** The name shown in tables: PLAIN Nt's thread count is filled in by {@code threads}. */
    public String label(int threads) {
        return this == PLAIN_N ? "PLAIN " + threads + "t" : label;
    }
}
