package graphsurge.session.cluster;

import graphsurge.vcstore.collection.ViewCollection;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Collections for the tests, built from each view's edge set in run order. */
final class Collections {
    private Collections() {}

    /** A collection whose run order is the views' order, {@code views[i]} holding edge ids. */
    static ViewCollection of(int edgeCount, int[][] views) {
        int n = views.length;
        boolean[] before = new boolean[edgeCount];
        int[][] adds = new int[n][];
        int[][] dels = new int[n][];
        int[] sizes = new int[n];
        int[] order = new int[n];
        List<String> names = new ArrayList<>();
        List<String> predicates = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            boolean[] now = new boolean[edgeCount];
            for (int e : views[v]) {
                now[e] = true;
            }
            List<Integer> a = new ArrayList<>();
            List<Integer> d = new ArrayList<>();
            for (int e = 0; e < edgeCount; e++) {
                if (now[e] && !before[e]) {
                    a.add(e);
                } else if (!now[e] && before[e]) {
                    d.add(e);
                }
            }
            adds[v] = a.stream().mapToInt(Integer::intValue).toArray();
            dels[v] = d.stream().mapToInt(Integer::intValue).toArray();
            sizes[v] = views[v].length;
            order[v] = v;
            names.add("c_" + (v + 1));
            predicates.add("test view " + (v + 1));
            before = now;
        }
        return new ViewCollection("c", 0, names, predicates, order, "test", 0, sizes, adds, dels);
    }

    /** {@code n} views of {@code edgeCount} edges, each differing from the one before in about {@code churn} edges. */
    static int[][] drifting(Random random, int edgeCount, int n, int churn) {
        boolean[] in = new boolean[edgeCount];
        for (int e = 0; e < edgeCount; e++) {
            in[e] = random.nextBoolean();
        }
        int[][] views = new int[n][];
        for (int v = 0; v < n; v++) {
            if (v > 0) {
                for (int i = 0; i < churn; i++) {
                    int e = random.nextInt(edgeCount);
                    in[e] = !in[e];
                }
            }
            List<Integer> ids = new ArrayList<>();
            for (int e = 0; e < edgeCount; e++) {
                if (in[e]) {
                    ids.add(e);
                }
            }
            views[v] = ids.stream().mapToInt(Integer::intValue).toArray();
        }
        return views;
    }
}
