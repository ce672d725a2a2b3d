package graphsurge.cli;

/**
 * The command line itself is wrong (an unknown command, an option value out of its range): exit
 * status 2, one short message and a pointer to {@code --help}, unlike errors in what the command
 * reads (exit status 1).
 */
final class UsageException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
        super(message);
    }
}
