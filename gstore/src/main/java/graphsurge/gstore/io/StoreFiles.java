package graphsurge.gstore.io;

import graphsurge.gstore.GraphsurgeException;
import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * File-system steps every part of the store takes the same way: existence that is never a silent
 * "no" when it could not be determined, and deletion that never follows a symbolic link (a link
 * planted in the store is removed, its target left alone).
 */
public final class StoreFiles {
    private StoreFiles() {}

    /**
     * Whether {@code path} exists (a link counts, whatever it points to); an existence that cannot be
     * determined (permission denied on a directory on the way) is an error saying so, where
     * {@link Files#exists} would answer false.
     */
    public static boolean exists(Path path) {
        try {
            Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            return true;
        } catch (NoSuchFileException e) {
            return false;
        } catch (IOException e) {
            throw IoErrors.error("cannot read " + path, e);
        }
    }

    /** Fails when {@code path} is a symbolic link: the store never writes through one. */
    public static void refuseLink(Path path, String what) {
        if (Files.isSymbolicLink(path)) {
            String target;
            try {
                target = " (to " + Files.readSymbolicLink(path) + ")";
            } catch (IOException e) {
                target = "";
            }
            throw new GraphsurgeException(what + " " + path + " is a symbolic link" + target
                    + "; the store never writes through a link: remove the link");
        }
    }

    /**
     * Deletes {@code root} and, when it is a directory (not a link to one), everything below it.
     * An entry that disappears meanwhile (its owner removing it too) is taken as deleted.
     */
    public static void deleteRecursively(Path root) throws IOException {
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
                Files.deleteIfExists(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) throws IOException {
                if (e instanceof NoSuchFileException) {
                    return FileVisitResult.CONTINUE;
                }
                throw e;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
                if (e != null && !(e instanceof NoSuchFileException)) {
                    throw e;
                }
                Files.deleteIfExists(dir);
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
