package graphsurge.gstore.csv;

import graphsurge.gstore.VertexIds;
import graphsurge.gstore.column.NumberParsing;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.ints.IntArrays;
import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import it.unimi.dsi.fastutil.longs.LongArrays;
import it.unimi.dsi.fastutil.objects.Object2IntOpenHashMap;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The vertex ids declared by a vertex file, row by row; once the file is read, {@link #finish}
 * fixes the dense ids (sorted original order) and endpoints of edges are looked up against them.
 *
 * <p>Lookups are the loading hot path: with integer ids in a compact range they index an
 * {@code int[]} directly, otherwise they go through a primitive hash map.
 */
final class DeclaredVertexIds {
    /** Rows that repeat an id declared on an earlier row: the later rows are not vertices. */
    record Duplicates(int[] rows, int[] firstRows, String[] ids) {}

    private long[] numbers = new long[1024];
    private int[] rows = new int[1024];
    private int count;
    /** Text mode: id to its row while declaring, id to dense id after {@link #finish}. */
    private Object2IntOpenHashMap<String> index;
    private List<String> texts;
    private final IntArrayList duplicateRows = new IntArrayList();
    private final IntArrayList duplicateFirstRows = new IntArrayList();
    private final List<String> duplicateIds = new ArrayList<>();

    // Set by finish().
    private VertexIds ids;
    private int[] rowOfDense;
    private long base;
    private int[] direct;
    private Long2IntOpenHashMap numericIndex;

    /**
     * Declares {@code id} on row {@code row}. While every id is a canonical integer they are only
     * collected (duplicates are found by sorting, much cheaper than hashing every id); the first
     * other id switches to a hash map of the text.
     */
    void declare(String id, int row) {
        if (index == null && NumberParsing.isCanonicalLong(id)) {
            if (count == numbers.length) {
                numbers = Arrays.copyOf(numbers, 2 * count);
                rows = Arrays.copyOf(rows, 2 * count);
            }
            numbers[count] = NumberParsing.parseCanonicalLong(id);
            rows[count++] = row;
            return;
        }
        if (index == null) {
            switchToText();
        }
        declareText(id, row);
    }

    private void switchToText() {
        index = new Object2IntOpenHashMap<>(2 * count + 16);
        index.defaultReturnValue(-1);
        texts = new ArrayList<>();
        int n = count;
        count = 0;
        long[] oldNumbers = numbers;
        int[] oldRows = rows;
        rows = new int[Math.max(16, n)];
        for (int i = 0; i < n; i++) {
            declareText(Long.toString(oldNumbers[i]), oldRows[i]);
        }
        numbers = null;
    }

    private void declareText(String id, int row) {
        int earlier = index.putIfAbsent(id, row);
        if (earlier >= 0) {
            duplicateRows.add(row);
            duplicateFirstRows.add(earlier);
            duplicateIds.add(id);
            return;
        }
        if (count == rows.length) {
            rows = Arrays.copyOf(rows, 2 * count);
        }
        texts.add(id);
        rows[count++] = row;
    }

    /** Fixes the dense ids (sorted original order) and reports the duplicate rows. */
    Duplicates finish() {
        int[] order = new int[count];
        for (int i = 0; i < count; i++) {
            order[i] = i;
        }
        if (index == null) {
            finishNumeric(order);
        } else {
            finishText(order);
        }
        int[] dups = duplicateRows.toIntArray();
        int[] firsts = duplicateFirstRows.toIntArray();
        return new Duplicates(dups, firsts, duplicateIds.toArray(new String[0]));
    }

    private void finishNumeric(int[] order) {
        long[] values = Arrays.copyOf(numbers, count);
        // Stable: among equal ids the earliest row comes first and is the one kept.
        LongArrays.radixSortIndirect(order, values, true);
        long[] sorted = new long[count];
        int[] keptRows = new int[count];
        int n = 0;
        for (int i = 0; i < count; i++) {
            long v = values[order[i]];
            if (n > 0 && sorted[n - 1] == v) {
                duplicateRows.add(rows[order[i]]);
                duplicateFirstRows.add(keptRows[n - 1]);
                duplicateIds.add(Long.toString(v));
                continue;
            }
            sorted[n] = v;
            keptRows[n++] = rows[order[i]];
        }
        sorted = Arrays.copyOf(sorted, n);
        rowOfDense = Arrays.copyOf(keptRows, n);
        ids = new VertexIds.Numeric(sorted);
        buildNumericIndex(sorted);
        numbers = null;
        rows = null;
    }

    private void finishText(int[] order) {
        String[] byIndex = texts.toArray(new String[0]);
        IntArrays.quickSort(order, (a, b) -> byIndex[a].compareTo(byIndex[b]));
        String[] sorted = new String[count];
        rowOfDense = new int[count];
        for (int d = 0; d < count; d++) {
            sorted[d] = byIndex[order[d]];
            rowOfDense[d] = rows[order[d]];
            index.put(sorted[d], d); // from now on: text to dense id
        }
        ids = new VertexIds.Text(sorted);
        texts = null;
        rows = null;
    }

    private void buildNumericIndex(long[] sorted) {
        int n = sorted.length;
        if (n == 0) {
            return;
        }
        long range = sorted[n - 1] - sorted[0] + 1;
        if (range > 0 && range <= 4L * n + 1024) {
            base = sorted[0];
            direct = new int[(int) range];
            Arrays.fill(direct, -1);
            for (int d = 0; d < n; d++) {
                direct[(int) (sorted[d] - base)] = d;
            }
        } else {
            numericIndex = new Long2IntOpenHashMap(n);
            numericIndex.defaultReturnValue(-1);
            for (int d = 0; d < n; d++) {
                numericIndex.put(sorted[d], d);
            }
        }
    }

    /** The dense id of endpoint text {@code id}, or -1 when the vertex file does not declare it. */
    int lookup(String id) {
        if (index != null) {
            return index.getInt(id);
        }
        if (!NumberParsing.isCanonicalLong(id)) {
            return -1;
        }
        long value = NumberParsing.parseCanonicalLong(id);
        if (direct != null) {
            long slot = value - base;
            return slot >= 0 && slot < direct.length ? direct[(int) slot] : -1;
        }
        return numericIndex == null ? -1 : numericIndex.get(value);
    }

    VertexIds ids() {
        return ids;
    }

    /** For each dense id, the row (among the rows parsed) that declared it. */
    int[] rowOfDense() {
        return rowOfDense;
    }
}
