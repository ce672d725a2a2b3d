package graphsurge.gstore.io;

import graphsurge.gstore.GraphsurgeException;
import java.nio.file.Path;

/** A stored file is damaged, truncated, of an unknown kind or of a newer format version. */
public final class StoreFormatException extends GraphsurgeException {
    private static final long serialVersionUID = 1L;

    public StoreFormatException(Path file, String detail) {
        super(file + ": " + detail + "; the file cannot be used (load the graph again to rebuild it)");
    }
}
