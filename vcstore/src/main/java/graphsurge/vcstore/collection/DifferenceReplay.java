package graphsurge.vcstore.collection;

import graphsurge.gstore.PropertyGraph;
import graphsurge.gstore.PropertyTable;
import graphsurge.gstore.VertexIds;
import graphsurge.gstore.column.NumberParsing;
import graphsurge.gstore.csv.CsvInputException;
import graphsurge.vcstore.collection.DifferenceFiles.Difference;
import graphsurge.vcstore.eval.ViewDifferences;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import it.unimi.dsi.fastutil.longs.Long2ObjectOpenHashMap;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;

/**
 * Turns per-view edge differences (LOAD CUBE) into the views' differences over a graph's edge ids
 * (no bitset per view: time and memory follow the files, plus O(m) to find the edges). A view's
 * lines are summed per pair of endpoints (their order within the file does not matter); a net +n
 * switches on n more edges with those endpoints, a net -n switches n off. A view cannot hold an
 * edge fewer than zero times: deleting more copies than the view holds (which Graphsurge's own test
 * batches do) deletes what there is and is reported as a warning. Also builds the edges-only graph
 * that such files describe, for a store that has no graph yet.
 */
public final class DifferenceReplay {
    /** The views' differences, and warnings about deletions of edges the views did not hold. */
    public record Replayed(ViewDifferences differences, List<String> warnings) {}

    private DifferenceReplay() {}

    /** A view's net change per endpoint pair (dense ids), in the order pairs first appear. */
    private static Long2IntOpenHashMap net(List<Difference> view, VertexIds ids, List<Long> order,
            Long2ObjectOpenHashMap<Difference> firstLine) {
        Long2IntOpenHashMap net = new Long2IntOpenHashMap();
        for (Difference d : view) {
            long pair = pair(ids.dense(d.source()), ids.dense(d.target()));
            if (!net.containsKey(pair)) {
                order.add(pair);
                firstLine.put(pair, d);
            }
            net.addTo(pair, d.sign());
        }
        return net;
    }

    /**
     * The graph of every edge the views ever hold: each pair of endpoints as many times as the
     * most views held it at once. Vertices are the endpoints (no properties).
     */
    public static PropertyGraph graphOf(List<List<Difference>> views) {
        TreeSet<String> names = new TreeSet<>();
        for (List<Difference> view : views) {
            for (Difference d : view) {
                names.add(d.source());
                names.add(d.target());
            }
        }
        boolean numeric = names.stream().allMatch(NumberParsing::isCanonicalLong);
        VertexIds ids;
        if (numeric) {
            long[] sorted = names.stream().mapToLong(NumberParsing::parseCanonicalLong).sorted().toArray();
            ids = new VertexIds.Numeric(sorted);
        } else {
            ids = new VertexIds.Text(names.toArray(new String[0]));
        }
        Long2IntOpenHashMap active = new Long2IntOpenHashMap();
        Long2IntOpenHashMap most = new Long2IntOpenHashMap();
        List<Long> pairs = new ArrayList<>();
        for (List<Difference> view : views) {
            List<Long> order = new ArrayList<>();
            Long2IntOpenHashMap net = net(view, ids, order, new Long2ObjectOpenHashMap<>());
            for (long pair : order) {
                int now = Math.max(0, active.get(pair) + net.get(pair));
                active.put(pair, now);
                if (now > most.get(pair)) {
                    if (!most.containsKey(pair)) {
                        pairs.add(pair);
                    }
                    most.put(pair, now);
                }
            }
        }
        IntArrayList sources = new IntArrayList();
        IntArrayList targets = new IntArrayList();
        for (long pair : pairs) {
            for (int i = 0; i < most.get(pair); i++) {
                sources.add((int) (pair >>> 32));
                targets.add((int) pair);
            }
        }
        int n = ids.size();
        return PropertyGraph.assemble(ids, sources.toIntArray(), targets.toIntArray(), PropertyTable.empty(n),
                PropertyTable.empty(sources.size()));
    }

    /**
     * Each view's edge ids switched on and off over {@code graph}, replaying the differences in
     * order: O(m) to list the edges of the pairs the files name, then O(d log d) per view of d lines.
     */
    public static Replayed replay(List<List<Difference>> views, PropertyGraph graph) {
        int m = graph.edgeCount();
        // The edge ids of each endpoint pair the files mention, found in one pass over the edges.
        Long2ObjectOpenHashMap<IntArrayList> edgesOf = new Long2ObjectOpenHashMap<>();
        for (List<Difference> view : views) {
            for (Difference d : view) {
                edgesOf.putIfAbsent(pair(vertex(graph, d, d.source()), vertex(graph, d, d.target())), new IntArrayList());
            }
        }
        for (int e = 0; e < m; e++) {
            IntArrayList list = edgesOf.get(pair(graph.sources()[e], graph.targets()[e]));
            if (list != null) {
                list.add(e);
            }
        }
        Long2IntOpenHashMap active = new Long2IntOpenHashMap();
        int[][] additions = new int[views.size()][];
        int[][] deletions = new int[views.size()][];
        IntArrayList on = new IntArrayList();
        IntArrayList off = new IntArrayList();
        List<String> warnings = new ArrayList<>();
        for (int v = 0; v < views.size(); v++) {
            List<Long> order = new ArrayList<>();
            Long2ObjectOpenHashMap<Difference> lines = new Long2ObjectOpenHashMap<>();
            Long2IntOpenHashMap net = net(views.get(v), graph.ids(), order, lines);
            on.clear();
            off.clear();
            for (long pair : order) {
                IntArrayList candidates = edgesOf.get(pair);
                int count = active.get(pair);
                int wanted = count + net.get(pair);
                Difference d = lines.get(pair);
                if (wanted > candidates.size()) {
                    throw new CsvInputException(d.file(), d.line(), 0, "adds edge " + d.source() + " -> " + d.target()
                            + (candidates.isEmpty() ? ", which is not an edge of the store's graph"
                                    : ", but the graph has " + candidates.size() + " such edges and the view holds them all"));
                }
                if (wanted < 0) {
                    warnings.add(d.file().getFileName() + ": deletes edge " + d.source() + " -> " + d.target()
                            + " more times than the view holds it; it is simply absent");
                    wanted = 0;
                }
                // The pair's first `count` edges are on: switch on or off at that end of its list.
                for (int i = count; i < wanted; i++) {
                    on.add(candidates.getInt(i));
                }
                for (int i = wanted; i < count; i++) {
                    off.add(candidates.getInt(i));
                }
                active.put(pair, wanted);
            }
            additions[v] = on.toIntArray();
            deletions[v] = off.toIntArray();
            Arrays.sort(additions[v]);
            Arrays.sort(deletions[v]);
        }
        return new Replayed(new ViewDifferences(additions, deletions), warnings);
    }

    private static int vertex(PropertyGraph graph, Difference d, String id) {
        int v = graph.ids().dense(id);
        if (v < 0) {
            throw new CsvInputException(d.file(), d.line(), 0, "vertex '" + id + "' is not in the store's graph");
        }
        return v;
    }

    private static long pair(int source, int target) {
        return ((long) source << 32) | (target & 0xFFFFFFFFL);
    }
}
