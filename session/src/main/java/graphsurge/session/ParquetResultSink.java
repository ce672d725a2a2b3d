package graphsurge.session;

import graphsurge.analytics.computation.ResultFormat;
import graphsurge.analytics.run.CollectionRunner;
import graphsurge.gstore.io.UserPaths;
import graphsurge.vcstore.collection.ForBindings;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import org.apache.parquet.conf.ParquetConfiguration;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.api.WriteSupport;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.LocalOutputFile;
import org.apache.parquet.io.OutputFile;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.io.api.RecordConsumer;
import org.apache.parquet.schema.MessageType;

/**
 * Saved results AS PARQUET: one change log, {@code results.parquet} ({@link ParquetLog} describes
 * its columns), holding the first view in full and then each view's new, changed and removed
 * keys, so that a view costs O(changes) when the runner says which keys may have changed; and
 * {@code summary.csv}. The log is written under a temporary name, and renamed into place before
 * the summary is written. A run saved this way cannot be resumed (the log is one file, written
 * once); the session refuses RESUME with AS PARQUET.
 */
final class ParquetResultSink implements ResultSink {
    private final ResultFormat format;
    private final Path dir;
    private final List<String> keyColumns;
    private final ForBindings bindings;
    private final List<String> bindingColumns;
    private final Row row;
    private final StringBuilder text = new StringBuilder();
    private final IntArrayList bounds = new IntArrayList();
    private Path temporary;
    private ParquetWriter<Row> writer;
    private boolean wroteFirst;

    ParquetResultSink(ResultFormat format, Path dir, ForBindings bindings) {
        this.format = format;
        this.dir = dir;
        this.keyColumns = ParquetLog.keyColumns(format.keyHeader());
        this.bindings = bindings;
        this.bindingColumns = ParquetLog.bindingColumns(bindings, keyColumns);
        this.row = new Row(keyColumns.size(), bindingColumns.size());
    }

    @Override
    public Path directory() {
        return dir;
    }

    @Override
    public void open() {
        if (writer != null) {
            return;
        }
        ResultSink.openDirectory(dir);
        temporary = UserPaths.inside(dir, PARQUET_LOG + ".tmp-" + Long.toHexString(ThreadLocalRandom.current().nextLong()));
        MessageType schema = ParquetLog.schema(keyColumns, format.keyColumn(), format.valueColumn(), bindingColumns,
                bindings);
        Map<String, String> footer = Map.of(ParquetLog.CSV_HEADER, format.keyHeader() + "," + format.valueHeader());
        try {
            writer = new Builder(new LocalOutputFile(temporary), new LogWrite(schema, keyColumns.size(), bindings, footer))
                    .withConf(new PlainParquetConfiguration())
                    .withCodecFactory(new ParquetLog.Codecs())
                    .withCompressionCodec(CompressionCodecName.SNAPPY)
                    .build();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + temporary, e);
        }
    }

    @Override
    public List<Path> view(String name, CollectionRunner.ViewResult r, boolean withChanges, ResultChanges changes) {
        open();
        row.view = Binary.fromString(name);
        row.position = r.position() + 1;
        row.viewIndex = r.view();
        for (int i = 0; i < bindingColumns.size(); i++) {
            row.bindings[i].set(ParquetLog.bindingType(bindings.kinds().get(i)), bindings.value(r.view(), i));
        }
        try {
            if (!wroteFirst) {
                wroteFirst = true;
                changes.next(r.values(), r.reported(), r.changed(), null);
                long[] values = r.values();
                boolean[] shown = r.reported();
                for (int k = 0; k < values.length; k++) {
                    if (shown[k]) {
                        write(ParquetLog.FULL, k, false, 0, true, values[k]);
                    }
                }
                return List.of();
            }
            changes.next(r.values(), r.reported(), r.changed(), (k, was, old, is, now) ->
                    write(!is ? ParquetLog.REMOVED : was ? ParquetLog.CHANGED : ParquetLog.ADDED, k, was, old, is, now));
            return List.of();
        } catch (UncheckedIOException e) {
            throw new UncheckedIOException("cannot write " + temporary, e.getCause());
        }
    }

    private static final Binary[] KINDS = {Binary.fromString(ParquetLog.FULL), Binary.fromString(ParquetLog.ADDED),
        Binary.fromString(ParquetLog.CHANGED), Binary.fromString(ParquetLog.REMOVED)};

    private void write(String kind, int key, boolean was, long old, boolean is, long now) {
        row.kind = switch (kind) {
            case ParquetLog.FULL -> KINDS[0];
            case ParquetLog.ADDED -> KINDS[1];
            case ParquetLog.CHANGED -> KINDS[2];
            default -> KINDS[3];
        };
        row.keyIndex = key;
        text.setLength(0);
        format.appendKey(text, key);
        CsvLine.split(text, 0, text.length(), bounds);
        if (bounds.size() / 2 != keyColumns.size()) {
            throw new IllegalStateException("the key " + text + " has not the " + keyColumns.size() + " fields of its header "
                    + format.keyHeader());
        }
        for (int c = 0; c < keyColumns.size(); c++) {
            row.keys[c].set(format.keyColumn(), text, bounds.getInt(2 * c), bounds.getInt(2 * c + 1));
        }
        row.old.present = was;
        if (was) {
            value(row.old, old);
        }
        row.now.present = is;
        if (is) {
            value(row.now, now);
        }
        try {
            writer.write(row);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Sets {@code cell} to {@code value} as the CSV field shows it; an unreachable value is a null. */
    private void value(Cell cell, long value) {
        text.setLength(0);
        format.appendValue(text, value);
        if (ResultFormat.UNREACHABLE.contentEquals(text)) {
            cell.present = false;
        } else {
            cell.set(format.valueColumn(), text, 0, text.length());
        }
    }

    @Override
    public String files(boolean onGraph, int views) {
        return PARQUET_LOG + ", " + SUMMARY + ".csv, " + VIEWS + ".csv";
    }

    @Override
    public void summary(List<StatementResult.ViewRow> rows) {
        open();
        Path log = UserPaths.inside(dir, PARQUET_LOG);
        try {
            writer.close();
            try (FileChannel c = FileChannel.open(temporary, StandardOpenOption.WRITE)) {
                c.force(true);
            }
            Files.move(temporary, log, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            abort();
            throw new UncheckedIOException("cannot write " + log, e);
        }
        ResultSink.writeSummary(dir, rows);
    }

    @Override
    public void abort() {
        if (temporary == null) {
            return;
        }
        try {
            if (writer != null) {
                writer.close();
            }
        } catch (IOException | RuntimeException e) {
            // the file is removed next whatever state the writer was left in
        }
        try {
            Files.deleteIfExists(temporary);
        } catch (IOException e) {
            // nothing more to do: a temporary name never passes for the log
        }
    }

    /** One typed key or value field, as the CSV shows it: an int64, a double or a string. */
    static final class Cell {
        boolean present = true;
        long integer;
        double real;
        Binary string;

        void set(ResultFormat.Column type, CharSequence csv, int from, int to) {
            switch (type) {
                case INTEGER -> integer = Long.parseLong(csv, from, to, 10);
                case REAL -> real = Double.parseDouble(csv.subSequence(from, to).toString());
                case TEXT -> string = Binary.fromString(CsvLine.unquote(csv, from, to));
            }
        }

        /** A FOR variable's value, as text: not a CSV field, so never quoted. */
        void set(ResultFormat.Column type, String value) {
            switch (type) {
                case INTEGER -> integer = Long.parseLong(value);
                case REAL -> real = Double.parseDouble(value);
                case TEXT -> string = Binary.fromString(value);
            }
        }

        void write(RecordConsumer out, ResultFormat.Column type) {
            switch (type) {
                case INTEGER -> out.addLong(integer);
                case REAL -> out.addDouble(real);
                case TEXT -> out.addBinary(string);
            }
        }
    }

    /** One row of the log, reused for every row written. */
    static final class Row {
        Binary view;
        int position;
        int viewIndex;
        Binary kind;
        int keyIndex;
        final Cell[] keys;
        final Cell old = new Cell();
        final Cell now = new Cell();
        /** The FOR variables' values of the view, set once per view. */
        final Cell[] bindings;

        Row(int keyColumns, int bindingColumns) {
            keys = cells(keyColumns);
            bindings = cells(bindingColumns);
        }

        private static Cell[] cells(int n) {
            Cell[] cells = new Cell[n];
            for (int i = 0; i < n; i++) {
                cells[i] = new Cell();
            }
            return cells;
        }
    }

    /** Hands a {@link Row} to parquet's record consumer, field by field. */
    private static final class LogWrite extends WriteSupport<Row> {
        private final MessageType schema;
        private final int keyColumns;
        private final Map<String, String> footer;
        private final ResultFormat.Column keyType;
        private final ResultFormat.Column valueType;
        private final ResultFormat.Column[] bindingTypes;
        private RecordConsumer out;

        LogWrite(MessageType schema, int keyColumns, ForBindings bindings, Map<String, String> footer) {
            this.schema = schema;
            this.keyColumns = keyColumns;
            this.footer = footer;
            this.keyType = ParquetLog.columnType(schema, schema.getFieldName(5));
            this.valueType = ParquetLog.columnType(schema, ParquetLog.NEW);
            this.bindingTypes = bindings.kinds().stream().map(ParquetLog::bindingType).toArray(ResultFormat.Column[]::new);
        }

        @Override
        public WriteContext init(org.apache.hadoop.conf.Configuration configuration) {
            return new WriteContext(schema, footer);
        }

        @Override
        public WriteContext init(ParquetConfiguration configuration) {
            return new WriteContext(schema, footer);
        }

        @Override
        public void prepareForWrite(RecordConsumer recordConsumer) {
            out = recordConsumer;
        }

        @Override
        public void write(Row r) {
            out.startMessage();
            int f = 0;
            f = binary(f, r.view);
            f = integer(f, r.position);
            f = integer(f, r.viewIndex);
            f = binary(f, r.kind);
            f = integer(f, r.keyIndex);
            for (int c = 0; c < keyColumns; c++) {
                f = cell(f, r.keys[c], keyType);
            }
            f = cell(f, r.old, valueType);
            f = cell(f, r.now, valueType);
            for (int i = 0; i < bindingTypes.length; i++) {
                f = cell(f, r.bindings[i], bindingTypes[i]);
            }
            out.endMessage();
        }

        private int binary(int f, Binary b) {
            String name = schema.getFieldName(f);
            out.startField(name, f);
            out.addBinary(b);
            out.endField(name, f);
            return f + 1;
        }

        private int integer(int f, int v) {
            String name = schema.getFieldName(f);
            out.startField(name, f);
            out.addInteger(v);
            out.endField(name, f);
            return f + 1;
        }

        private int cell(int f, Cell cell, ResultFormat.Column type) {
            if (cell.present) {
                String name = schema.getFieldName(f);
                out.startField(name, f);
                cell.write(out, type);
                out.endField(name, f);
            }
            return f + 1;
        }
    }

    /** parquet's writer builder for {@link LogWrite}, on a local file, without Hadoop. */
    private static final class Builder extends ParquetWriter.Builder<Row, Builder> {
        private final LogWrite support;

        Builder(OutputFile file, LogWrite support) {
            super(file);
            this.support = support;
        }

        @Override
        protected Builder self() {
            return this;
        }

        @Override
        protected WriteSupport<Row> getWriteSupport(org.apache.hadoop.conf.Configuration configuration) {
            return support;
        }

        @Override
        protected WriteSupport<Row> getWriteSupport(ParquetConfiguration configuration) {
            return support;
        }
    }
}
