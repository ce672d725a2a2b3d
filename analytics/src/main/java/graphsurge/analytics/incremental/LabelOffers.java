package graphsurge.analytics.incremental;

import java.util.Arrays;

/**
 * The labels a W-thread step of {@link ShortestPathTree} lowered, listed by the chunk that
 * lowered them: per chunk, the vertex, the label it was lowered to and the edge along which, in
 * three growing primitive arrays that are kept from step to step. Each chunk writes only its own
 * lists, so the step needs no synchronisation beyond the compare-and-set on the label itself.
 */
final class LabelOffers {
    private int[][] vertices = new int[0][];
    private long[][] labels = new long[0][];
    private int[][] edges = new int[0][];
    private int[] sizes = new int[0];
    private int chunks;

    /** Empties the lists for a step of {@code chunks} chunks. */
    void reset(int chunks) {
        if (chunks > sizes.length) {
            int old = sizes.length;
            vertices = Arrays.copyOf(vertices, chunks);
            labels = Arrays.copyOf(labels, chunks);
            edges = Arrays.copyOf(edges, chunks);
            sizes = Arrays.copyOf(sizes, chunks);
            for (int c = old; c < chunks; c++) {
                vertices[c] = new int[16];
                labels[c] = new long[16];
                edges[c] = new int[16];
            }
        }
        Arrays.fill(sizes, 0, chunks, 0);
        this.chunks = chunks;
    }

    /** Lists, for {@code chunk} alone, that {@code vertex} was lowered to {@code label} along {@code edge}. */
    void add(int chunk, int vertex, long label, int edge) {
        int at = sizes[chunk]++;
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
        return sizes[chunk];
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
