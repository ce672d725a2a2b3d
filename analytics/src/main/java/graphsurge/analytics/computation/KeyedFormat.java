package graphsurge.analytics.computation;

/** A {@link ResultFormat} made of its parts: headers, how keys and values print, and their column types. */
record KeyedFormat(String keyHeader, String valueHeader, ResultFormat.ValueText keys, ResultFormat.ValueText values,
        ResultFormat.Column keyColumn, ResultFormat.Column valueColumn) implements ResultFormat {
    @Override
    public void appendKey(StringBuilder out, int key) {
        keys.append(out, key);
    }

    @Override
    public void appendValue(StringBuilder out, long value) {
        values.append(out, value);
    }
}
