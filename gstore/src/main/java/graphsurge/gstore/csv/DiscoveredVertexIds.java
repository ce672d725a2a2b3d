package graphsurge.gstore.csv;

import graphsurge.gstore.VertexIds;
import graphsurge.gstore.column.Bits;
import graphsurge.gstore.column.NumberParsing;
import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import it.unimi.dsi.fastutil.longs.LongArrays;
import it.unimi.dsi.fastutil.objects.Object2IntOpenHashMap;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Edge endpoints of an edges-only load, where the vertex set is whatever the edges mention.
 *
 * <p>Each part of the file collects its endpoints in its own instance. While every id is a
 * canonical integer, endpoints are kept as {@code long}s (no hashing on the hot path); the first
 * other id switches that part to provisional codes through a string dictionary. {@link #resolve}
 * then sorts the distinct ids of all parts and rewrites the endpoints as dense ids.
 */
final class DiscoveredVertexIds {
    private long[] sources;
    private long[] targets;
    private int edges;
    private Object2IntOpenHashMap<String> provisional;
    private List<String> names;

    /** Endpoints in dense ids, and the ids. */
    record Resolved(VertexIds ids, int[] sources, int[] targets) {}

    DiscoveredVertexIds(int capacity) {
        sources = new long[Math.max(16, capacity)];
        targets = new long[sources.length];
    }

    void add(String source, String target) {
        if (edges == sources.length) {
            int capacity = (int) Math.min(Integer.MAX_VALUE - 8, 2L * edges);
            sources = Arrays.copyOf(sources, capacity);
            targets = Arrays.copyOf(targets, capacity);
        }
        if (provisional == null) {
            if (NumberParsing.isCanonicalLong(source) && NumberParsing.isCanonicalLong(target)) {
                sources[edges] = NumberParsing.parseCanonicalLong(source);
                targets[edges] = NumberParsing.parseCanonicalLong(target);
                edges++;
                return;
            }
            // Both endpoints of this edge go to the dictionary, never one as a number and one as a code.
            switchToText();
        }
        sources[edges] = code(provisional, names, source);
        targets[edges] = code(provisional, names, target);
        edges++;
    }

    private static int code(Object2IntOpenHashMap<String> dictionary, List<String> names, String id) {
        int code = dictionary.getInt(id);
        if (code < 0) {
            code = names.size();
            dictionary.put(id, code);
            names.add(id);
        }
        return code;
    }

    private void switchToText() {
        provisional = new Object2IntOpenHashMap<>();
        provisional.defaultReturnValue(-1);
        names = new ArrayList<>();
        for (int e = 0; e < edges; e++) {
            sources[e] = code(provisional, names, Long.toString(sources[e]));
            targets[e] = code(provisional, names, Long.toString(targets[e]));
        }
    }

    /** Resolves the endpoints of all parts, in order, to dense ids. */
    static Resolved resolve(List<DiscoveredVertexIds> parts) {
        int total = 0;
        boolean text = false;
        for (DiscoveredVertexIds p : parts) {
            total = Math.addExact(total, p.edges);
            text |= p.provisional != null;
        }
        long[] sources = new long[total];
        long[] targets = new long[total];
        if (!text) {
            int offset = 0;
            for (DiscoveredVertexIds p : parts) {
                System.arraycopy(p.sources, 0, sources, offset, p.edges);
                System.arraycopy(p.targets, 0, targets, offset, p.edges);
                offset += p.edges;
            }
            return resolveNumeric(sources, targets);
        }
        Object2IntOpenHashMap<String> global = new Object2IntOpenHashMap<>();
        global.defaultReturnValue(-1);
        List<String> names = new ArrayList<>();
        int offset = 0;
        for (DiscoveredVertexIds p : parts) {
            int[] toGlobal = null;
            if (p.provisional != null) {
                toGlobal = new int[p.names.size()];
                for (int c = 0; c < toGlobal.length; c++) {
                    toGlobal[c] = code(global, names, p.names.get(c));
                }
            }
            for (int e = 0; e < p.edges; e++) {
                sources[offset + e] = toGlobal != null ? toGlobal[(int) p.sources[e]]
                        : code(global, names, Long.toString(p.sources[e]));
                targets[offset + e] = toGlobal != null ? toGlobal[(int) p.targets[e]]
                        : code(global, names, Long.toString(p.targets[e]));
            }
            offset += p.edges;
        }
        return resolveText(global, names, sources, targets);
    }

    private static Resolved resolveText(Object2IntOpenHashMap<String> codes, List<String> names,
            long[] sources, long[] targets) {
        String[] sorted = names.toArray(new String[0]);
        Arrays.sort(sorted);
        int[] denseOfCode = new int[sorted.length];
        for (int d = 0; d < sorted.length; d++) {
            denseOfCode[codes.getInt(sorted[d])] = d;
        }
        int m = sources.length;
        int[] s = new int[m];
        int[] t = new int[m];
        for (int e = 0; e < m; e++) {
            s[e] = denseOfCode[(int) sources[e]];
            t[e] = denseOfCode[(int) targets[e]];
        }
        return new Resolved(new VertexIds.Text(sorted), s, t);
    }

    private static Resolved resolveNumeric(long[] sources, long[] targets) {
        int m = sources.length;
        int[] s = new int[m];
        int[] t = new int[m];
        if (m == 0) {
            return new Resolved(new VertexIds.Numeric(new long[0]), s, t);
        }
        long min = Long.MAX_VALUE;
        long max = Long.MIN_VALUE;
        for (int e = 0; e < m; e++) {
            min = Math.min(min, Math.min(sources[e], targets[e]));
            max = Math.max(max, Math.max(sources[e], targets[e]));
        }
        long range = max - min + 1;
        if (range > 0 && range <= 4L * m + 1024) {
            // Compact ids: mark the ids present, rank them, and index by (id - min).
            Bits present = new Bits((int) range);
            for (int e = 0; e < m; e++) {
                present.set((int) (sources[e] - min));
                present.set((int) (targets[e] - min));
            }
            long[] sorted = new long[present.cardinality()];
            int[] rank = new int[(int) range];
            int d = 0;
            for (int i = 0; i < range; i++) {
                if (present.get(i)) {
                    rank[i] = d;
                    sorted[d++] = min + i;
                }
            }
            for (int e = 0; e < m; e++) {
                s[e] = rank[(int) (sources[e] - min)];
                t[e] = rank[(int) (targets[e] - min)];
            }
            return new Resolved(new VertexIds.Numeric(sorted), s, t);
        }
        long[] all = new long[2 * m];
        System.arraycopy(sources, 0, all, 0, m);
        System.arraycopy(targets, 0, all, m, m);
        LongArrays.radixSort(all);
        int distinct = 0;
        for (int i = 0; i < all.length; i++) {
            if (i == 0 || all[i] != all[i - 1]) {
                all[distinct++] = all[i];
            }
        }
        long[] sorted = Arrays.copyOf(all, distinct);
        Long2IntOpenHashMap index = new Long2IntOpenHashMap(distinct);
        for (int d = 0; d < distinct; d++) {
            index.put(sorted[d], d);
        }
        for (int e = 0; e < m; e++) {
            s[e] = index.get(sources[e]);
            t[e] = index.get(targets[e]);
        }
        return new Resolved(new VertexIds.Numeric(sorted), s, t);
    }
}
