package graphsurge.analytics.plain;

import graphsurge.analytics.graph.ViewGraph;

/**
 * Multi-pair shortest paths in hops: for each goal (s, t), the hop distance from s to t.
 *
 * <p>One BFS per distinct source, each stopped once all of its goals' targets are reached:
 * O(sources * (V + E)) at worst.
 */
public final class PlainMpsp {
    private PlainMpsp() {}

    /** Hops of each goal ({@link PlainBfs#UNREACHED} when none); absent endpoints are -1. */
    public static long[] hops(ViewGraph g, int[] sources, int[] targets) {
        long[] result = new long[sources.length];
        java.util.Arrays.fill(result, PlainBfs.UNREACHED);
        boolean[] done = new boolean[sources.length];
        for (int i = 0; i < sources.length; i++) {
            if (done[i] || sources[i] < 0) {
                continue;
            }
            long[] dist = PlainBfs.distances(g, sources[i]);
            for (int j = i; j < sources.length; j++) {
                if (sources[j] == sources[i]) {
                    done[j] = true;
                    result[j] = targets[j] < 0 ? PlainBfs.UNREACHED : dist[targets[j]];
                }
            }
        }
        return result;
    }
}
