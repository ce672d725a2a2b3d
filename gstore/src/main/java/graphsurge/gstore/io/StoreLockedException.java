package graphsurge.gstore.io;

import graphsurge.gstore.GraphsurgeException;

/** Another process (or command) is writing the store. */
public final class StoreLockedException extends GraphsurgeException {
    private static final long serialVersionUID = 1L;

    public StoreLockedException(String message) {
        super(message);
    }
}
