package graphsurge.analytics.computation;

import graphsurge.gstore.GraphsurgeException;

/**
 * A computation parameter that is missing, unknown or wrong; the position points at it in the
 * statement, as the caller gave it in the {@link Parameters} (the session maps it back to GVDL).
 */
public final class ParameterException extends GraphsurgeException {
    private static final long serialVersionUID = 1L;
    private final transient Parameters.Position position;

    public ParameterException(Parameters.Position position, String detail) {
        super(detail);
        this.position = position;
    }

    /** Where in the statement the problem is (the parameter, or the computation's name). */
    public Parameters.Position position() {
        return position;
    }
}
