package graphsurge.session.cluster;

import graphsurge.gstore.GraphsurgeException;

/**
 * A cluster could not be reached or a job could not run on it (an unknown spec, a refused
 * connection, a job that failed after its retries): an environment error, exit status 1 at the
 * command line.
 */
public final class ClusterException extends GraphsurgeException {
    public ClusterException(String message) {
        super(message);
    }

    public ClusterException(String message, Throwable cause) {
        super(message, cause);
    }
}
