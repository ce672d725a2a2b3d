package graphsurge.analytics.incremental;

import java.util.Arrays;

/**
 * The labels a W-thread step of {@link ShortestPathTree} lowered, listed by the chunk that
 * lowered them (vertex, label, edge along which, in growing primitive arrays kept from step to
 * step): each chunk writes only its own lists.
 */
final class LabelOffers {
    private int[][] vertices = new int[0][];
    private long[][] labels = new long[0][];
    private int[][] edges = new int[0][];
    /** Chunk c's list size at {@code sizes[c * SIZE_STRIDE]}: a cache line apart, not shared by the threads' increments. */
    private int[] sizes = new int[0];
    private static final int SIZE_STRIDE = 16;
    private int chunks;

    /** Empties the lists for a step of {@code chunks} chunks. */
    void reset(int chunks) {
        if (chunks > vertices.length) {
            int old = vertices.length;
            vertices = Arrays.copyOf(vertices, chunks);
            labels = Arrays.copyOf(labels, chunks);
            edges = Arrays.copyOf(edges, chunks);
            sizes = new int[chunks * SIZE_STRIDE];
            for (int c = old; c < chunks; c++) {
                vertices[c] = new int[16];
                labels[c] = new long[16];
                edges[c] = new int[16];
            }
        }
        for (int c = 0; c < chunks; c++) {
            sizes[c * SIZE_STRIDE] = 0;
        }
        this.chunks = chunks;
    }

    /** Lists, for {@code chunk} alone, that {@code vertex} was lowered to {@code label} along {@code edge}. */
    void add(int chunk, int vertex, long label, int edge) {
        int at = sizes[chunk * SIZE_STRIDE]++;
        if (at == vertices[chunk].length) {
            vertices[chunk] = Arrays.copyOf(vertices[chunk], 2 * at);
            labels[chunk] = Arrays.copyOf(labels[chunk], 2 * at);
            edges[chunk] = Arrays.copyOf(edges[chunk], 2 * at);
        }
        vertices[chunk][at] = vertex;
        labels[chunk][at] = label;
        edges[chunk][at] = edge;
    }

    /** The chunks of the last step. */
    int chunks() {
        return chunks;
    }

    int size(int chunk) {
        return sizes[chunk * SIZE_STRIDE];
    }

    int[] vertices(int chunk) {
        return vertices[chunk];
    }

    long[] labels(int chunk) {
        return labels[chunk];
    }

    int[] edges(int chunk) {
        return edges[chunk];
    }
}
