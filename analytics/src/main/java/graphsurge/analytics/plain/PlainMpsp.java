package graphsurge.analytics.plain;

import graphsurge.gstore.Parallel;
import graphsurge.analytics.graph.ViewGraph;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.Arrays;

/**
 * Multi-pair shortest paths in hops: for each goal (s, t), the hop distance from s to t.
 *
 * <p>One BFS per distinct source: O(sources * (V + E)). On W threads the sources are shared out,
 * each BFS running on one thread.
 */
public final class PlainMpsp {
    private PlainMpsp() {}

    /** Hops of each goal ({@link PlainBfs#UNREACHED} when none); absent endpoints are -1. */
    public static long[] hops(ViewGraph g, int[] sources, int[] targets) {
        return hops(g, sources, targets, 1);
    }

    /** {@link #hops(ViewGraph, int[], int[])} with the searches on {@code workers} threads. */
    public static long[] hops(ViewGraph g, int[] sources, int[] targets, int workers) {
        long[] result = new long[sources.length];
        Arrays.fill(result, PlainBfs.UNREACHED);
        IntArrayList distinct = new IntArrayList();
        for (int s : sources) {
            if (s >= 0 && !distinct.contains(s)) {
                distinct.add(s);
            }
        }
        // Grain 1: sources are few and each search is long.
        Parallel.forChunks(workers, distinct.size(), 1, (chunk, from, to) -> {
            for (int k = from; k < to; k++) {
                int source = distinct.getInt(k);
                long[] dist = PlainBfs.distances(g, source);
                for (int j = 0; j < sources.length; j++) {
                    if (sources[j] == source && targets[j] >= 0) {
                        result[j] = dist[targets[j]];
                    }
                }
            }
        });
        return result;
    }
}
