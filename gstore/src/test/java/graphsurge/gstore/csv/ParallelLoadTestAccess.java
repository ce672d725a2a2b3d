package graphsurge.gstore.csv;

import graphsurge.gstore.PropertyGraph;

/** Lets tests of other packages compare graphs value by value. */
public final class ParallelLoadTestAccess {
    private ParallelLoadTestAccess() {}

    public static void assertSameGraph(PropertyGraph expected, PropertyGraph actual) {
        ParallelLoadTest.assertSameGraph(expected, actual);
    }
}
