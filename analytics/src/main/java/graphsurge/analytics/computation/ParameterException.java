package graphsurge.analytics.computation;

import graphsurge.gstore.GraphsurgeException;
import graphsurge.gvdl.Span;

/** A computation parameter that is missing, unknown or wrong; the span points at it in the statement. */
public final class ParameterException extends GraphsurgeException {
    private static final long serialVersionUID = 1L;
    private final transient Span span;

    public ParameterException(Span span, String detail) {
        super(detail);
        this.span = span;
    }

    /** Where in the statement the problem is (the parameter, or the computation's name). */
    public Span span() {
        return span;
    }
}
