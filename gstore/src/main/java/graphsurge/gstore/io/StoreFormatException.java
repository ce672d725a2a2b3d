package graphsurge.gstore.io;

import graphsurge.gstore.GraphsurgeException;
import java.nio.file.Path;

/** A stored file is damaged, truncated, of an unknown kind or of a newer format version. */
public final class StoreFormatException extends GraphsurgeException {
    private static final long serialVersionUID = 1L;

    public StoreFormatException(Path file, String detail) {
        this(file, detail, "load the graph again to rebuild it");
    }

    /** With {@code remedy}, what the user can do about it, where reloading the graph is not the way. */
    public StoreFormatException(Path file, String detail, String remedy) {
        super(file + ": " + detail + "; the file cannot be used (" + remedy + ")");
    }
}
