package graphsurge.analytics.computation;

/** A built-in computation: what {@code SHOW COMPUTATIONS} lists about it, given once. */
abstract class BuiltIn implements Computation {
    /** How {@link #parameters} describes {@code dataflow}, which every built-in with a kernel takes to run its dataflow instead. */
    static final String DATAFLOW_PARAMETER = "dataflow (true: the general dataflow, not the kernel)";

    private final String name;
    private final ResultKind resultKind;
    private final String description;
    private final String parameters;

    BuiltIn(String name, ResultKind resultKind, String description, String parameters) {
        this.name = name;
        this.resultKind = resultKind;
        this.description = description;
        this.parameters = parameters;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final ResultKind resultKind() {
        return resultKind;
    }

    @Override
    public final String description() {
        return description;
    }

    @Override
    public final String parameters() {
        return parameters;
    }
}
