package graphsurge.gstore;

import graphsurge.gstore.column.NumberParsing;
import java.util.Arrays;

/**
 * The mapping between dense vertex ids {@code 0..n-1} and the user's original ids, both ways.
 *
 * <p>Dense ids follow the sorted order of the original ids: numeric order when every id is a
 * canonical integer, else lexicographic order of the strings. So "smallest id" means the same
 * inside and outside, and the original-to-dense direction is a binary search with no extra table.
 */
public sealed interface VertexIds permits VertexIds.Numeric, VertexIds.Text {
    int size();

    /** The original id of dense vertex {@code v}, as the user wrote it. */
    String original(int v);

    /** The dense id of {@code original}, or -1 when no vertex has it. */
    int dense(String original);

    /** The bytes the mapping occupies. */
    long memoryBytes();

    /** Integer ids, sorted ascending without duplicates. */
    record Numeric(long[] sorted) implements VertexIds {
        @Override
        public int size() {
            return sorted.length;
        }

        public long id(int v) {
            return sorted[v];
        }

        @Override
        public String original(int v) {
            return Long.toString(sorted[v]);
        }

        @Override
        public int dense(String original) {
            if (!NumberParsing.isCanonicalLong(original)) {
                return -1;
            }
            return dense(NumberParsing.parseCanonicalLong(original));
        }

        /** The dense id of the integer id {@code original}, or -1. */
        public int dense(long original) {
            int i = Arrays.binarySearch(sorted, original);
            return i < 0 ? -1 : i;
        }

        @Override
        public long memoryBytes() {
            return 8L * sorted.length;
        }
    }

    /** String ids, sorted lexicographically without duplicates. */
    record Text(String[] sorted) implements VertexIds {
        @Override
        public int size() {
            return sorted.length;
        }

        @Override
        public String original(int v) {
            return sorted[v];
        }

        @Override
        public int dense(String original) {
            int i = Arrays.binarySearch(sorted, original);
            return i < 0 ? -1 : i;
        }

        @Override
        public long memoryBytes() {
            long bytes = 8L * sorted.length;
            for (String s : sorted) {
                bytes += 48 + 2L * s.length();
            }
            return bytes;
        }
    }
}
