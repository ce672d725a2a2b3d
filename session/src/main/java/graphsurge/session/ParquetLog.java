package graphsurge.session;

import graphsurge.analytics.computation.ResultFormat;
import graphsurge.vcstore.collection.ForBindings;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.parquet.ParquetReadOptions;
import org.apache.parquet.bytes.BytesInput;
import org.apache.parquet.bytes.HeapByteBufferAllocator;
import org.apache.parquet.compression.CompressionCodecFactory;
import org.apache.parquet.conf.ParquetConfiguration;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.filter2.compat.FilterCompat;
import org.apache.parquet.format.converter.ParquetMetadataConverter;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Type;
import org.apache.parquet.schema.Types;
import org.xerial.snappy.Snappy;

/**
 * The Parquet change log of SAVE RESULTS ... AS PARQUET ({@code results.parquet}): its schema, and
 * what writing and reading it need from parquet-java without Hadoop at run time.
 *
 * <p>One flat row per key and view: {@code view} (string), {@code position} (int32, the view's
 * place in the run order from 1, as in {@code summary.csv}), {@code view_index} (int32, the view's
 * place among the collection's views as defined, from 0), {@code kind} (string: {@code full} for
 * the first view's keys, then {@code new}, {@code changed}, {@code removed}), {@code key_index}
 * (int32, the key's place in the CSV's row order), the key columns named as the CSV's key header
 * ({@code vertex}, or {@code source} and {@code target}) and {@code old_value}, {@code new_value}
 * (null where the key was not reported, and where its value is unreachable: the kind tells
 * which, as {@code full}, {@code new} and {@code changed} rows have a new value and {@code changed}
 * and {@code removed} rows an old one), then a column per FOR variable of the collection (named
 * by the variable, {@link ForBindings#columns}), holding its value for the row's view: int64 for a
 * variable whose values are integers, double for other numbers, else string. Key and value
 * columns are int64, double or string as the computation's {@link ResultFormat} says ({@link
 * ResultFormat.Column}), each holding what the CSV field shows. Rows are in run order, then key
 * order. Pages are SNAPPY-compressed with
 * snappy-java (the codec every Parquet reader knows).
 *
 * <p>parquet-java's writer and reader run without Hadoop once given a codec factory of their own
 * ({@link Codecs}) and, for reading, options built without Hadoop's codecs ({@link #readOptions}):
 * its public options builder creates a Hadoop configuration, so the options' constructor is
 * called directly. Hadoop is needed only to compile ({@code provided}), as parquet's abstract
 * builder and write support name its {@code Configuration} in signatures.
 */
final class ParquetLog {
    static final String VIEW = "view";
    static final String POSITION = "position";
    static final String VIEW_INDEX = "view_index";
    static final String KIND = "kind";
    static final String KEY_INDEX = "key_index";
    static final String OLD = "old_value";
    static final String NEW = "new_value";
    static final List<String> FIXED = List.of(VIEW, POSITION, VIEW_INDEX, KIND, KEY_INDEX, OLD, NEW);
    static final String FULL = "full";
    static final String ADDED = "new";
    static final String CHANGED = "changed";
    static final String REMOVED = "removed";
    /** Key-value metadata in the file's footer: the CSV's header line, and the column types. */
    static final String CSV_HEADER = "graphsurge.csv_header";

    private ParquetLog() {}

    /** The key columns' names: the CSV key header's fields, prefixed {@code key_} where one would clash. */
    static List<String> keyColumns(String keyHeader) {
        List<String> names = new ArrayList<>();
        Set<String> taken = new HashSet<>(FIXED);
        for (String field : keyHeader.split(",", -1)) {
            String name = field.isEmpty() ? "key" : field;
            while (!taken.add(name)) {
                name = "key_" + name;
            }
            names.add(name);
        }
        return names;
    }

    /** The FOR variables' columns of a log with {@code keyColumns}. */
    static List<String> bindingColumns(ForBindings bindings, List<String> keyColumns) {
        List<String> taken = new ArrayList<>(FIXED);
        taken.addAll(keyColumns);
        return bindings.columns(taken);
    }

    /** The column type of a FOR variable of kind {@code kind}. */
    static ResultFormat.Column bindingType(ForBindings.Kind kind) {
        return switch (kind) {
            case INTEGER -> ResultFormat.Column.INTEGER;
            case DECIMAL -> ResultFormat.Column.REAL;
            case TEXT -> ResultFormat.Column.TEXT;
        };
    }

    static MessageType schema(List<String> keyColumns, ResultFormat.Column keyType, ResultFormat.Column valueType,
            List<String> bindingColumns, ForBindings bindings) {
        Types.MessageTypeBuilder b = Types.buildMessage();
        b.required(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named(VIEW);
        b.required(PrimitiveTypeName.INT32).named(POSITION);
        b.required(PrimitiveTypeName.INT32).named(VIEW_INDEX);
        b.required(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named(KIND);
        b.required(PrimitiveTypeName.INT32).named(KEY_INDEX);
        for (String k : keyColumns) {
            column(b, Type.Repetition.REQUIRED, keyType, k);
        }
        column(b, Type.Repetition.OPTIONAL, valueType, OLD);
        column(b, Type.Repetition.OPTIONAL, valueType, NEW);
        for (int i = 0; i < bindingColumns.size(); i++) {
            column(b, Type.Repetition.REQUIRED, bindingType(bindings.kinds().get(i)), bindingColumns.get(i));
        }
        return b.named("graphsurge_results");
    }

    private static void column(Types.MessageTypeBuilder b, Type.Repetition r, ResultFormat.Column type, String name) {
        switch (type) {
            case INTEGER -> b.primitive(PrimitiveTypeName.INT64, r).named(name);
            case REAL -> b.primitive(PrimitiveTypeName.DOUBLE, r).named(name);
            case TEXT -> b.primitive(PrimitiveTypeName.BINARY, r).as(LogicalTypeAnnotation.stringType()).named(name);
        }
    }

    /** The column type of a column of {@code schema}, as written by {@link #schema}. */
    static ResultFormat.Column columnType(MessageType schema, String name) {
        return switch (schema.getType(name).asPrimitiveType().getPrimitiveTypeName()) {
            case INT64 -> ResultFormat.Column.INTEGER;
            case DOUBLE -> ResultFormat.Column.REAL;
            default -> ResultFormat.Column.TEXT;
        };
    }

    /**
     * A REAL value's CSV text, as {@code ResultFormat.DISTANCE} and PageRank print it (a log of an
     * earlier version holds infinity for unreachable, which is {@code ResultFormat.UNREACHABLE}).
     */
    static void appendReal(StringBuilder out, double d) {
        if (d == Double.POSITIVE_INFINITY) {
            out.append(ResultFormat.UNREACHABLE);
        } else {
            out.append(d);
        }
    }

    /** Reading options without Hadoop (see the class comment). */
    static ParquetReadOptions readOptions() throws IOException {
        try {
            Constructor<ParquetReadOptions> k = ParquetReadOptions.class.getDeclaredConstructor(boolean.class,
                    boolean.class, boolean.class, boolean.class, boolean.class, boolean.class, boolean.class,
                    boolean.class, boolean.class, FilterCompat.Filter.class,
                    ParquetMetadataConverter.MetadataFilter.class, CompressionCodecFactory.class,
                    org.apache.parquet.bytes.ByteBufferAllocator.class, int.class, Map.class,
                    org.apache.parquet.crypto.FileDecryptionProperties.class,
                    org.apache.parquet.hadoop.ParquetMetricsCallback.class, ParquetConfiguration.class);
            k.setAccessible(true);
            return k.newInstance(false, false, false, false, false, false, false, false, false, FilterCompat.NOOP,
                    ParquetMetadataConverter.NO_FILTER, new Codecs(), new HeapByteBufferAllocator(), 8 << 20, Map.of(),
                    null, null, new PlainParquetConfiguration());
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IOException("this parquet-java cannot be read without Hadoop: " + e, e);
        }
    }

    /** SNAPPY (snappy-java, the raw block format Parquet pages use) and UNCOMPRESSED, without Hadoop's codecs. */
    static final class Codecs implements CompressionCodecFactory {
        @Override
        public BytesInputCompressor getCompressor(CompressionCodecName codec) {
            if (codec != CompressionCodecName.SNAPPY && codec != CompressionCodecName.UNCOMPRESSED) {
                throw new IllegalArgumentException("only SNAPPY and UNCOMPRESSED pages are written, not " + codec);
            }
            return new BytesInputCompressor() {
                @Override
                public BytesInput compress(BytesInput bytes) throws IOException {
                    return codec == CompressionCodecName.UNCOMPRESSED ? bytes
                            : BytesInput.from(Snappy.compress(bytes.toByteArray()));
                }

                @Override
                public CompressionCodecName getCodecName() {
                    return codec;
                }

                @Override
                public void release() {}
            };
        }

        @Override
        public BytesInputDecompressor getDecompressor(CompressionCodecName codec) {
            return new BytesInputDecompressor() {
                @Override
                public BytesInput decompress(BytesInput bytes, int size) throws IOException {
                    if (codec == CompressionCodecName.UNCOMPRESSED) {
                        return bytes;
                    }
                    if (codec != CompressionCodecName.SNAPPY) {
                        throw new IOException("pages compressed with " + codec + " cannot be read here (SNAPPY and"
                                + " UNCOMPRESSED can)");
                    }
                    byte[] in = bytes.toByteArray();
                    byte[] out = new byte[size];
                    Snappy.uncompress(in, 0, in.length, out, 0);
                    return BytesInput.from(out);
                }

                @Override
                public void decompress(ByteBuffer input, int compressedSize, ByteBuffer output, int size) throws IOException {
                    byte[] in = new byte[compressedSize];
                    input.get(in);
                    output.put(decompress(BytesInput.from(in), size).toByteArray());
                }

                @Override
                public void release() {}
            };
        }

        @Override
        public void release() {}
    }
}
