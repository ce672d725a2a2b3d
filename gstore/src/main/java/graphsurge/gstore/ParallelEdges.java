package graphsurge.gstore;

import graphsurge.gstore.column.Bits;
import graphsurge.gstore.column.Column;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Parallel edges: an edge whose source and target an earlier edge (in edge-id order, the file's
 * order) already has. Found by reading each vertex's out-list once and marking the targets seen
 * from it, O(V + E): the out-lists hold each vertex's edges in edge-id order ({@link Csr}), so the
 * first edge of each pair is the one met first.
 */
public final class ParallelEdges {
    private ParallelEdges() {}

    /** How many edges repeat an earlier edge's pair (a pair held by k edges counts k - 1). */
    public static long count(PropertyGraph g) {
        return mark(g, null);
    }

    /**
     * The graph with one edge per (source, target) pair: the first in edge-id order, with its
     * properties; the others dropped. The vertices (and their ids and properties) stay the same.
     * Returns {@code g} itself when it has no parallel edges.
     */
    public static PropertyGraph distinct(PropertyGraph g) {
        Bits repeats = new Bits(g.edgeCount());
        long dropped = mark(g, repeats);
        if (dropped == 0) {
            return g;
        }
        int[] kept = new int[g.edgeCount() - (int) dropped];
        int k = 0;
        for (int e = 0; e < g.edgeCount(); e++) {
            if (!repeats.get(e)) {
                kept[k++] = e;
            }
        }
        int[] sources = new int[kept.length];
        int[] targets = new int[kept.length];
        for (int i = 0; i < kept.length; i++) {
            sources[i] = g.sources()[kept[i]];
            targets[i] = g.targets()[kept[i]];
        }
        List<Column> columns = new ArrayList<>();
        for (Column c : g.edgeProperties().columns()) {
            columns.add(c.gather(kept));
        }
        return PropertyGraph.assemble(g.ids(), sources, targets, g.vertexProperties(),
                PropertyTable.of(columns, kept.length));
    }

    /** Marks the repeated edges in {@code repeats} (when not null) and returns how many there are. */
    private static long mark(PropertyGraph g, Bits repeats) {
        int n = g.vertexCount();
        int[] seenFrom = new int[n];
        Arrays.fill(seenFrom, -1);
        int[] offsets = g.out().offsets();
        int[] targets = g.out().neighbours();
        int[] edgeIds = g.out().edgeIds();
        long count = 0;
        for (int v = 0; v < n; v++) {
            for (int i = offsets[v]; i < offsets[v + 1]; i++) {
                int t = targets[i];
                if (seenFrom[t] == v) {
                    count++;
                    if (repeats != null) {
                        repeats.set(edgeIds[i]);
                    }
                } else {
                    seenFrom[t] = v;
                }
            }
        }
        return count;
    }
}
