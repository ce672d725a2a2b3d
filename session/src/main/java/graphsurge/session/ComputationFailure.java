package graphsurge.session;

import graphsurge.analytics.computation.ComputationRegistry;
import graphsurge.gstore.GraphsurgeException;

/**
 * A computation that is not built in (a plug-in, or one registered through the Java API) failed
 * in its own code: its bind or its evaluation threw an unchecked exception, or a
 * {@link LinkageError} (a plug-in jar built against other classes, or missing one of its own).
 * The statement changed nothing in the store. The message is one line naming the computation and
 * where it came from; the cause keeps the stack trace for the computation's author. The command
 * line exits with status 3 on it, as on an internal error, since neither is the user's input.
 */
public final class ComputationFailure extends GraphsurgeException {
    private static final long serialVersionUID = 1L;

    private final String computation;
    private final String origin;

    ComputationFailure(String computation, String origin, Throwable cause) {
        super("computation '" + computation + "' " + (origin.equals(ComputationRegistry.JAVA_API)
                ? "registered through the Java API" : "of plug-in " + origin) + " failed: " + reason(cause), cause);
        this.computation = computation;
        this.origin = origin;
    }

    /** The failed computation's name. */
    public String computation() {
        return computation;
    }

    /** Where it came from: {@link ComputationRegistry#JAVA_API} or the plug-in jar's file name. */
    public String origin() {
        return origin;
    }

    /** The exception's kind and the first line of its message. */
    private static String reason(Throwable cause) {
        String message = cause.getMessage();
        return cause.getClass().getSimpleName()
                + (message == null || message.isBlank() ? "" : ": " + message.strip().lines().findFirst().orElse(""));
    }
}
