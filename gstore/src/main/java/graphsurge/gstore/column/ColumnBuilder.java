package graphsurge.gstore.column;

import graphsurge.gstore.schema.PropertySpec;
import it.unimi.dsi.fastutil.objects.Object2IntOpenHashMap;
import java.util.Arrays;
import java.util.List;

/**
 * Builds one column from text values appended row by row. An empty value means absent.
 *
 * <p>{@link #add} returns false (appending nothing) when the text is not a value of the type, so
 * that the loader can report or skip the row without an exception per bad value; {@link
 * #truncate} rolls back the other columns of a rejected row.
 */
public abstract sealed class ColumnBuilder {
    protected final PropertySpec spec;
    protected final ValueLimit limit;
    protected Bits present;
    protected int size;
    private int capacity;
    private int absent;

    ColumnBuilder(PropertySpec spec, ValueLimit limit, int capacity) {
        this.spec = spec;
        this.limit = limit;
        this.capacity = capacity;
        this.present = new Bits(capacity);
    }

    /** A builder for {@code spec} with room for {@code capacity} rows before it must grow. */
    public static ColumnBuilder of(PropertySpec spec, int capacity) {
        return of(spec, ValueLimit.NONE, capacity);
    }

    /** A builder that also refuses the values outside {@code limit} (for integer and string columns). */
    public static ColumnBuilder of(PropertySpec spec, ValueLimit limit, int capacity) {
        int c = Math.max(16, capacity);
        return switch (spec.type()) {
            case INT, DATE, TIMESTAMP -> new Ints(spec, limit, c);
            case DOUBLE -> new Doubles(spec, c);
            case BOOL -> new Bools(spec, c);
            case STRING -> new Strings(spec, limit, c);
        };
    }

    /**
     * The column made of {@code parts} one after the other (all built for the same property), in
     * one copy: how chunks of a file read in parallel become one column.
     */
    public static Column concat(List<ColumnBuilder> parts) {
        ColumnBuilder first = parts.get(0);
        int total = 0;
        int absentTotal = 0;
        for (ColumnBuilder p : parts) {
            total = Math.addExact(total, p.size);
            absentTotal += p.absent;
        }
        Bits presence = null;
        if (absentTotal > 0) {
            presence = new Bits(total);
            int offset = 0;
            for (ColumnBuilder p : parts) {
                for (int i = 0; i < p.size; i++) {
                    if (p.present.get(i)) {
                        presence.set(offset + i);
                    }
                }
                offset += p.size;
            }
        }
        return first.concatValues(parts, total, presence);
    }

    /** This builder's rows as a column. */
    public Column build() {
        return concat(List.of(this));
    }

    public PropertySpec spec() {
        return spec;
    }

    public int size() {
        return size;
    }

    /** Appends {@code text} (absent when empty); false when it is not a value of the column's type. */
    public final boolean add(String text) {
        if (text.isEmpty()) {
            ensure(size + 1);
            absent++;
            size++;
            return true;
        }
        ensure(size + 1);
        // A type test per kind instead of one virtual call: with several column types read in
        // turn, a virtual call site would be megamorphic and never inlined on this hot path.
        boolean stored;
        if (this instanceof Ints ints) {
            stored = ints.store(size, text);
        } else if (this instanceof Doubles doubles) {
            stored = doubles.store(size, text);
        } else if (this instanceof Strings strings) {
            stored = strings.store(size, text);
        } else {
            stored = ((Bools) this).store(size, text);
        }
        if (!stored) {
            return false;
        }
        present.set(size);
        size++;
        return true;
    }

    /** Drops the rows at and after {@code newSize}. */
    public void truncate(int newSize) {
        for (int i = newSize; i < size; i++) {
            if (!present.get(i)) {
                absent--;
            }
            present.clear(i);
        }
        size = newSize;
    }

    abstract Column concatValues(List<ColumnBuilder> parts, int total, Bits presence);

    /** Copies the rows of each part's primitive array ({@code arrayOf}) into {@code all}, in order. */
    static void copyParts(List<ColumnBuilder> parts, java.util.function.Function<ColumnBuilder, Object> arrayOf,
            Object all) {
        int offset = 0;
        for (ColumnBuilder p : parts) {
            System.arraycopy(arrayOf.apply(p), 0, all, offset, p.size);
            offset += p.size;
        }
    }

    /** Text describing the expected form, for error messages. */
    public String expected() {
        if (limit.expected() != null) {
            return limit.expected();
        }
        return switch (spec.type()) {
            case INT -> "an integer";
            case DOUBLE -> "a number";
            case BOOL -> "true or false";
            case STRING -> "a string";
            case DATE, TIMESTAMP -> EpochSeconds.expected(spec.type());
        };
    }

    abstract boolean store(int row, String text);

    abstract void grow(int capacity);


    private void ensure(int needed) {
        if (needed > capacity) {
            capacity = (int) Math.min(Integer.MAX_VALUE - 8, Math.max(needed, 2L * capacity));
            grow(capacity);
            present = present.copyOf(capacity);
        }
    }

    /** Integers, and dates and timestamps as epoch seconds. */
    static final class Ints extends ColumnBuilder {
        private final boolean temporal;
        private long[] values;

        Ints(PropertySpec spec, ValueLimit limit, int capacity) {
            super(spec, limit, capacity);
            temporal = spec.type().isTemporal();
            values = new long[capacity];
        }

        @Override
        boolean store(int row, String text) {
            if (temporal) {
                long seconds = EpochSeconds.parse(spec.type(), text);
                values[row] = seconds;
                return seconds != EpochSeconds.INVALID;
            }
            if (!NumberParsing.isLong(text)) {
                return false;
            }
            long value = NumberParsing.parseLong(text);
            values[row] = value;
            return limit.admits(value);
        }

        @Override
        void grow(int capacity) {
            values = Arrays.copyOf(values, capacity);
        }

        @Override
        Column concatValues(List<ColumnBuilder> parts, int total, Bits presence) {
            long[] all = new long[total];
            copyParts(parts, p -> ((Ints) p).values, all);
            return IntColumn.of(spec, all, presence);
        }
    }

    static final class Doubles extends ColumnBuilder {
        private double[] values;

        Doubles(PropertySpec spec, int capacity) {
            super(spec, ValueLimit.NONE, capacity);
            values = new double[capacity];
        }

        @Override
        boolean store(int row, String text) {
            double v = NumberParsing.parseDouble(text);
            if (Double.isNaN(v)) {
                return false;
            }
            values[row] = v;
            return true;
        }

        @Override
        void grow(int capacity) {
            values = Arrays.copyOf(values, capacity);
        }

        @Override
        Column concatValues(List<ColumnBuilder> parts, int total, Bits presence) {
            double[] all = new double[total];
            copyParts(parts, p -> ((Doubles) p).values, all);
            return new DoubleColumn(spec, all, presence);
        }
    }

    static final class Bools extends ColumnBuilder {
        private Bits values;

        Bools(PropertySpec spec, int capacity) {
            super(spec, ValueLimit.NONE, capacity);
            values = new Bits(capacity);
        }

        @Override
        boolean store(int row, String text) {
            if (text.equalsIgnoreCase("true")) {
                values.set(row);
                return true;
            }
            values.clear(row);
            return text.equalsIgnoreCase("false");
        }

        @Override
        public void truncate(int newSize) {
            for (int i = newSize; i < size; i++) {
                values.clear(i);
            }
            super.truncate(newSize);
        }

        @Override
        void grow(int capacity) {
            values = values.copyOf(capacity);
        }


        @Override
        Column concatValues(List<ColumnBuilder> parts, int total, Bits presence) {
            Bits all = new Bits(total);
            int offset = 0;
            for (ColumnBuilder p : parts) {
                Bits v = ((Bools) p).values;
                for (int i = 0; i < p.size; i++) {
                    if (v.get(i)) {
                        all.set(offset + i);
                    }
                }
                offset += p.size;
            }
            return new BoolColumn(spec, all, presence);
        }
    }

    static final class Strings extends ColumnBuilder {
        private final Object2IntOpenHashMap<String> codeOf = new Object2IntOpenHashMap<>();
        private int[] codes;

        Strings(PropertySpec spec, ValueLimit limit, int capacity) {
            super(spec, limit, capacity);
            codes = new int[capacity];
            codeOf.defaultReturnValue(-1);
        }

        @Override
        boolean store(int row, String text) {
            if (!limit.admits(text)) {
                return false;
            }
            int code = codeOf.getInt(text);
            if (code < 0) {
                code = codeOf.size();
                codeOf.put(text, code);
            }
            codes[row] = code;
            return true;
        }

        @Override
        void grow(int capacity) {
            codes = Arrays.copyOf(codes, capacity);
        }


        /**
         * Merges the parts' dictionaries into one sorted dictionary of the values some row uses
         * (so that code order is string order), and rewrites every code into it.
         */
        @Override
        Column concatValues(List<ColumnBuilder> parts, int total, Bits presence) {
            Object2IntOpenHashMap<String> global = new Object2IntOpenHashMap<>();
            global.defaultReturnValue(-1);
            List<String> names = new java.util.ArrayList<>();
            int[][] localToGlobal = new int[parts.size()][];
            for (int k = 0; k < parts.size(); k++) {
                Strings p = (Strings) parts.get(k);
                String[] byCode = new String[p.codeOf.size()];
                for (var e : p.codeOf.object2IntEntrySet()) {
                    byCode[e.getIntValue()] = e.getKey();
                }
                boolean[] used = new boolean[byCode.length];
                for (int i = 0; i < p.size; i++) {
                    if (p.present.get(i)) {
                        used[p.codes[i]] = true;
                    }
                }
                int[] map = new int[byCode.length];
                for (int c = 0; c < byCode.length; c++) {
                    if (!used[c]) {
                        continue; // a value only rejected rows had
                    }
                    int g = global.getInt(byCode[c]);
                    if (g < 0) {
                        g = names.size();
                        global.put(byCode[c], g);
                        names.add(byCode[c]);
                    }
                    map[c] = g;
                }
                localToGlobal[k] = map;
            }
            String[] dictionary = names.toArray(new String[0]);
            Arrays.sort(dictionary);
            int[] rank = new int[dictionary.length];
            for (int d = 0; d < dictionary.length; d++) {
                rank[global.getInt(dictionary[d])] = d;
            }
            int[] all = new int[total];
            int offset = 0;
            for (int k = 0; k < parts.size(); k++) {
                Strings p = (Strings) parts.get(k);
                int[] map = localToGlobal[k];
                for (int i = 0; i < p.size; i++) {
                    all[offset + i] = p.present.get(i) ? rank[map[p.codes[i]]] : StringColumn.ABSENT;
                }
                offset += p.size;
            }
            return new StringColumn(spec, all, dictionary, presence);
        }
    }
}
