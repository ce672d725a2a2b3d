package graphsurge.session;

import graphsurge.analytics.computation.ResultFormat;
import graphsurge.gstore.GraphsurgeException;
import graphsurge.gstore.Suggestions;
import graphsurge.gstore.csv.CsvFields;
import graphsurge.gstore.io.IoErrors;
import graphsurge.gstore.io.UserPaths;
import it.unimi.dsi.fastutil.ints.Int2ObjectOpenHashMap;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.ints.IntArrays;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.parquet.column.ColumnDescriptor;
import org.apache.parquet.column.ColumnReader;
import org.apache.parquet.column.impl.ColumnReadStoreImpl;
import org.apache.parquet.column.page.PageReadStore;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.io.LocalInputFile;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.io.api.Converter;
import org.apache.parquet.io.api.GroupConverter;
import org.apache.parquet.io.api.PrimitiveConverter;
import org.apache.parquet.schema.MessageType;

/**
 * A directory of saved results (SAVE RESULTS TO, {@code graphsurge run --out}), read back: its
 * views in run order, and any one view's full result as the CSV of a full run shows it (header
 * {@code vertex,<value>}, rows in key order), whichever form it was saved in.
 *
 * <ul>
 *   <li>CSV in full: the view's {@code <view>.csv}, as it is.
 *   <li>CSV, CHANGES ONLY: the first view's {@code <view>.csv}, then the {@code <view>.changes.csv}
 *       of each later view up to the one asked for, in the run order of {@code summary.csv}.
 *   <li>AS PARQUET: {@code results.parquet}'s rows up to the view's position, the last row of each
 *       key winning ({@link ParquetLog}: a null value of a key in the view is unreachable); read
 *       with parquet-java, without Hadoop.
 * </ul>
 *
 * <p>The directory must hold a complete run ({@code summary.csv}, written last). Replaying CSV
 * changes puts a key that the first view did not report in its place by its id: in numeric order
 * when every key is an integer, else in text order (the order of a graph's dense ids); the Parquet
 * log records each key's place itself.
 */
public final class SavedResults {
    /** How a directory's results were saved. */
    public enum Form { CSV, CSV_CHANGES_ONLY, PARQUET }

    /**
     * One view's full result: its CSV header and rows (each a CSV line, without its line break),
     * a row per vertex the view reports, keyed by the vertex's id as the graph's files spell it.
     */
    public record View(String name, int position, String header, List<String> rows) {
        /**
         * The value of vertex {@code vertex} (its id as in the graph's files) as the CSV writes it,
         * or null when the view reports no value for it. One lookup reads the rows; for many, take
         * {@link #values()} once.
         */
        public String value(String vertex) {
            for (String row : rows) {
                List<String> f = fields(row);
                if (f.get(0).equals(vertex)) {
                    return f.get(1);
                }
            }
            return null;
        }

        /** Each reported vertex's value, by vertex id, in the rows' (key) order. */
        public Map<String, String> values() {
            Map<String, String> values = new LinkedHashMap<>();
            for (String row : rows) {
                List<String> f = fields(row);
                values.put(f.get(0), f.get(1));
            }
            return values;
        }

        /** The CSV text: the header, then the rows, each line ending in a line break. */
        public String csv() {
            StringBuilder s = new StringBuilder(header).append('\n');
            for (String r : rows) {
                s.append(r).append('\n');
            }
            return s.toString();
        }
    }

    /** The fields of one of a {@link View}'s CSV lines (its header or a row), unquoted. */
    public static List<String> fields(String line) {
        IntArrayList bounds = new IntArrayList();
        CsvLine.split(line, 0, line.length(), bounds);
        List<String> fields = new ArrayList<>(bounds.size() / 2);
        for (int i = 0; i < bounds.size(); i += 2) {
            fields.add(CsvLine.unquote(line, bounds.getInt(i), bounds.getInt(i + 1)));
        }
        return fields;
    }

    private final Path dir;
    private final List<String> views;
    private final Map<String, Integer> positions = new HashMap<>();
    private final Form form;

    private SavedResults(Path dir, List<String> views, Form form) {
        this.dir = dir;
        this.views = List.copyOf(views);
        for (int i = 0; i < views.size(); i++) {
            positions.putIfAbsent(views.get(i), i + 1);
        }
        this.form = form;
    }

    /**
     * Opens the results saved in {@code dir}.
     *
     * @throws GraphsurgeException when {@code dir} holds no complete run
     */
    public static SavedResults open(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new GraphsurgeException("no results directory " + dir + (Files.exists(dir) ? ": it is a file" : ""));
        }
        Path summary = ResultSink.summaryFile(dir);
        if (!Files.isRegularFile(summary)) {
            throw new GraphsurgeException(dir + " holds no complete run: its summary.csv, written when a run ends, is"
                    + " missing (an interrupted run can be finished with RESUME)");
        }
        List<String> lines = CsvLine.lines(read(summary));
        List<String> views = new ArrayList<>();
        IntArrayList bounds = new IntArrayList();
        for (int i = 1; i < lines.size(); i++) {
            String line = lines.get(i);
            CsvLine.split(line, 0, line.length(), bounds);
            views.add(CsvLine.unquote(line, bounds.getInt(0), bounds.getInt(1)));
        }
        Form form;
        if (Files.isRegularFile(UserPaths.inside(dir, ResultSink.PARQUET_LOG))) {
            form = Form.PARQUET;
        } else if (!views.isEmpty() && !Files.isRegularFile(fullFile(dir, views.get(views.size() - 1)))) {
            form = Form.CSV_CHANGES_ONLY;
        } else {
            form = Form.CSV;
        }
        return new SavedResults(dir, views, form);
    }

    public Path directory() {
        return dir;
    }

    public Form form() {
        return form;
    }

    /** The views in run order, as {@code summary.csv} lists them. */
    public List<String> views() {
        return views;
    }

    /**
     * The full result of the view named {@code name}.
     *
     * @throws GraphsurgeException when no view has that name, or a file it needs is missing
     */
    public View view(String name) {
        Integer position = positions.get(name);
        if (position == null) {
            throw new GraphsurgeException("no view '" + name + "' in " + dir + Suggestions.hint(name, views)
                    + " (its views: " + listed() + ")");
        }
        return form == Form.PARQUET ? fromLog(name, position) : fromCsv(name, position);
    }

    private String listed() {
        int shown = Math.min(10, views.size());
        String list = String.join(", ", views.subList(0, shown));
        return views.size() > shown ? list + ", ... " + (views.size() - shown) + " more" : list;
    }

    private static Path fullFile(Path dir, String view) {
        return UserPaths.file(dir, view, ".csv", ResultSink.SUMMARY, ResultSink.VIEWS);
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new GraphsurgeException("the saved results are missing " + file);
        } catch (IOException e) {
            throw IoErrors.error("cannot read " + file, e);
        }
    }

    /** The CSV forms: the last full file at or before the view's position, then the changes after it. */
    private View fromCsv(String name, int position) {
        int base = position;
        while (base >= 1 && !Files.isRegularFile(fullFile(dir, views.get(base - 1)))) {
            base--;
        }
        if (base < 1) {
            throw new GraphsurgeException("the saved results in " + dir + " have no full result file ("
                    + fullFile(dir, views.get(0)).getFileName() + ") at or before view '" + name + "'");
        }
        List<String> lines = CsvLine.lines(read(fullFile(dir, views.get(base - 1))));
        if (lines.isEmpty()) {
            throw new GraphsurgeException("the saved result file " + fullFile(dir, views.get(base - 1)) + " is empty");
        }
        String header = lines.get(0);
        if (base == position) {
            return new View(name, position, header, lines.subList(1, lines.size()));
        }
        IntArrayList bounds = new IntArrayList();
        CsvLine.split(header, 0, header.length(), bounds);
        int keyFields = bounds.size() / 2 - 1;
        List<String> baseOrder = new ArrayList<>(lines.size());
        Map<String, String> values = new HashMap<>(2 * lines.size());
        for (int i = 1; i < lines.size(); i++) {
            String line = lines.get(i);
            CsvLine.split(line, 0, line.length(), bounds);
            int end = bounds.getInt(2 * keyFields - 1);
            String key = line.substring(0, end);
            baseOrder.add(key);
            values.put(key, line.substring(end + 1));
        }
        Set<String> inBase = new HashSet<>(baseOrder);
        boolean outside = false;
        for (int p = base + 1; p <= position; p++) {
            Path changes = UserPaths.file(dir, views.get(p - 1), ".changes.csv", ResultSink.SUMMARY, ResultSink.VIEWS);
            List<String> rows = CsvLine.lines(read(changes));
            for (int i = 1; i < rows.size(); i++) {
                String line = rows.get(i);
                CsvLine.split(line, 0, line.length(), bounds);
                if (bounds.size() / 2 != keyFields + 2) {
                    throw new GraphsurgeException(changes + " line " + (i + 1) + ": expected " + (keyFields + 2)
                            + " fields (the key, old, new), found " + bounds.size() / 2);
                }
                String key = line.substring(0, bounds.getInt(2 * keyFields - 1));
                int from = bounds.getInt(bounds.size() - 2);
                if (from == line.length()) {
                    values.remove(key);
                } else {
                    values.put(key, line.substring(from));
                    outside |= !inBase.contains(key);
                }
            }
        }
        List<String> keys;
        if (!outside) {
            keys = new ArrayList<>(values.size());
            for (String k : baseOrder) {
                if (values.containsKey(k)) {
                    keys.add(k);
                }
            }
        } else {
            keys = new ArrayList<>(values.keySet());
            sortById(keys, keyFields);
        }
        List<String> rows = new ArrayList<>(keys.size());
        for (String k : keys) {
            rows.add(k + "," + values.get(k));
        }
        return new View(name, position, header, rows);
    }

    /** Sorts keys by their fields' ids: numerically when every field is an integer, else as text. */
    private static void sortById(List<String> keys, int keyFields) {
        IntArrayList bounds = new IntArrayList();
        Map<String, String[]> fields = new HashMap<>(2 * keys.size());
        boolean numeric = true;
        for (String k : keys) {
            CsvLine.split(k, 0, k.length(), bounds);
            String[] f = new String[keyFields];
            for (int i = 0; i < keyFields; i++) {
                f[i] = CsvLine.unquote(k, bounds.getInt(2 * i), bounds.getInt(2 * i + 1));
                numeric &= isLong(f[i]);
            }
            fields.put(k, f);
        }
        boolean byNumber = numeric;
        keys.sort((a, b) -> {
            String[] x = fields.get(a);
            String[] y = fields.get(b);
            for (int i = 0; i < x.length; i++) {
                int c = byNumber ? Long.compare(Long.parseLong(x[i]), Long.parseLong(y[i])) : x[i].compareTo(y[i]);
                if (c != 0) {
                    return c;
                }
            }
            return 0;
        });
    }

    private static boolean isLong(String s) {
        try {
            return Long.toString(Long.parseLong(s)).equals(s);
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** AS PARQUET: the log's rows up to the view's position; a key's last row says its value (or its removal). */
    private View fromLog(String name, int position) {
        Path log = UserPaths.inside(dir, ResultSink.PARQUET_LOG);
        Int2ObjectOpenHashMap<String> rows = new Int2ObjectOpenHashMap<>();
        String header;
        try (ParquetFileReader reader = ParquetFileReader.open(new LocalInputFile(log), ParquetLog.readOptions())) {
            MessageType schema = reader.getFileMetaData().getSchema();
            header = reader.getFileMetaData().getKeyValueMetaData().get(ParquetLog.CSV_HEADER);
            if (header == null) {
                throw new GraphsurgeException(log + " is not a Graphsurge results log (its footer has no "
                        + ParquetLog.CSV_HEADER + ")");
            }
            // The key columns lie between key_index and old_value; the FOR variables' columns follow new_value.
            int keyColumns = schema.getFieldIndex(ParquetLog.OLD) - 5;
            ResultFormat.Column keyType = ParquetLog.columnType(schema, schema.getFieldName(5));
            ResultFormat.Column valueType = ParquetLog.columnType(schema, ParquetLog.NEW);
            StringBuilder line = new StringBuilder();
            PageReadStore group;
            boolean past = false;
            while (!past && (group = reader.readNextRowGroup()) != null) {
                ColumnReadStoreImpl store = new ColumnReadStoreImpl(group, new Ignored(schema.getFieldCount()), schema,
                        reader.getFileMetaData().getCreatedBy());
                ColumnReader at = column(store, schema, ParquetLog.POSITION);
                ColumnReader keyIndex = column(store, schema, ParquetLog.KEY_INDEX);
                ColumnReader[] keys = new ColumnReader[keyColumns];
                for (int c = 0; c < keyColumns; c++) {
                    keys[c] = column(store, schema, schema.getFieldName(5 + c));
                }
                ColumnReader kind = column(store, schema, ParquetLog.KIND);
                ColumnReader now = column(store, schema, ParquetLog.NEW);
                int defined = now.getDescriptor().getMaxDefinitionLevel();
                for (long r = 0; r < group.getRowCount(); r++) {
                    int p = at.getInteger();
                    at.consume();
                    if (p > position) {
                        past = true;
                        break;
                    }
                    int k = keyIndex.getInteger();
                    keyIndex.consume();
                    line.setLength(0);
                    for (int c = 0; c < keyColumns; c++) {
                        append(line.append(c == 0 ? "" : ","), keys[c], keyType);
                        keys[c].consume();
                    }
                    if (REMOVED.equals(kind.getBinary())) {
                        rows.remove(k);
                    } else if (now.getCurrentDefinitionLevel() == defined) {
                        append(line.append(','), now, valueType);
                        rows.put(k, line.toString());
                    } else { // a key in the view without a value: unreachable
                        rows.put(k, line.append(',').append(ResultFormat.UNREACHABLE).toString());
                    }
                    kind.consume();
                    now.consume();
                }
            }
        } catch (NoSuchFileException e) {
            throw new GraphsurgeException("the saved results are missing " + log);
        } catch (IOException | RuntimeException e) {
            if (e instanceof GraphsurgeException g) {
                throw g;
            }
            throw new GraphsurgeException("cannot read " + log + ": " + e.getMessage(), e);
        }
        int[] order = rows.keySet().toIntArray();
        IntArrays.quickSort(order);
        List<String> out = new ArrayList<>(order.length);
        for (int k : order) {
            out.add(rows.get(k));
        }
        return new View(name, position, header, out);
    }

    private static final Binary REMOVED = Binary.fromString(ParquetLog.REMOVED);

    private static ColumnReader column(ColumnReadStoreImpl store, MessageType schema, String name) {
        ColumnDescriptor d = schema.getColumnDescription(new String[] {name});
        return store.getColumnReader(d);
    }

    /** A field as the CSV shows it. */
    private static void append(StringBuilder out, ColumnReader column, ResultFormat.Column type) {
        switch (type) {
            case INTEGER -> out.append(column.getLong());
            case REAL -> ParquetLog.appendReal(out, column.getDouble());
            case TEXT -> CsvFields.append(out, column.getBinary().toStringUsingUTF8());
        }
    }

    /** The record converter the column store asks for; the columns are read directly, so it receives nothing. */
    private static final class Ignored extends GroupConverter {
        private final int fields;

        Ignored(int fields) {
            this.fields = fields;
        }

        @Override
        public Converter getConverter(int fieldIndex) {
            if (fieldIndex >= fields) {
                throw new IndexOutOfBoundsException(fieldIndex);
            }
            return new PrimitiveConverter() {};
        }

        @Override
        public void start() {}

        @Override
        public void end() {}
    }
}
