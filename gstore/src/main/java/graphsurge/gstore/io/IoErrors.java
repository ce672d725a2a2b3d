package graphsurge.gstore.io;

import graphsurge.gstore.GraphsurgeException;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.util.Locale;

/**
 * What the file system refused, in words a user reads. The JDK's exceptions of this kind carry
 * only the path as their message (an {@link AccessDeniedException} says "/s/MANIFEST", not that
 * permission was denied), so messages built from {@code getMessage()} alone hide the reason.
 */
public final class IoErrors {
    private IoErrors() {}

    /** The reason alone, without the path: "permission denied", "no such file or directory", ... */
    public static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or directory";
        }
        if (e instanceof NotDirectoryException) {
            return "not a directory";
        }
        if (e instanceof FileAlreadyExistsException) {
            return "it already exists";
        }
        if (e instanceof DirectoryNotEmptyException) {
            return "the directory is not empty";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason().toLowerCase(Locale.ROOT);
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }

    /** A user error saying what could not be done ("cannot read /s/MANIFEST") and why. */
    public static GraphsurgeException error(String what, IOException e) {
        return new GraphsurgeException(what + ": " + reason(e), e);
    }
}
