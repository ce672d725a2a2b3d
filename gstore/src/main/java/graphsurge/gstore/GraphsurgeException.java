package graphsurge.gstore;

/**
 * An error caused by the user's input or environment (a bad file, a damaged store, a locked
 * store), whose message is written for the user and shown as it is, without a stack trace.
 *
 * <p>Every module throws this (or a subclass) for anything the user can fix; any other exception
 * reaching the command line is a bug and is reported as an internal error.
 */
public class GraphsurgeException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public GraphsurgeException(String message) {
        super(message);
    }

    public GraphsurgeException(String message, Throwable cause) {
        super(message, cause);
    }
}
