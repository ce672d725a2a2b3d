package graphsurge.gstore.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Files of one process in the system's temporary directory, named {@code PREFIX<pid>-<rest>}: a
 * process removes its own when done, and those left by a process that is gone (killed before it
 * could) are removed by the next one that uses the same prefix, which tells them by their pid.
 * A pid the system has given to another process since keeps its files until that one ends:
 * removing a live process's files is never the risk.
 */
public final class ProcessTempFiles {
    private ProcessTempFiles() {}

    /** {@code PREFIX<this pid>-<id>} in the temporary directory (not created). */
    public static Path path(String prefix, String id) {
        return temporaryDirectory().resolve(prefix + ProcessHandle.current().pid() + "-" + id);
    }

    /** A new directory {@code PREFIX<this pid>-...}, after removing those of {@code prefix} whose process is gone. */
    public static Path createDirectory(String prefix) {
        Path tmp = temporaryDirectory();
        removeStale(prefix);
        try {
            return Files.createTempDirectory(tmp, prefix + ProcessHandle.current().pid() + "-");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a temporary directory in " + tmp, e);
        }
    }

    /** Removes {@code path} and everything below it; what cannot be removed stays for a later process to remove. */
    public static void delete(Path path) {
        try {
            StoreFiles.deleteRecursively(path);
        } catch (IOException e) {
            // A file still held where the system forbids removing it: the next process removes it.
        }
    }

    /** Removes the files and directories named {@code PREFIX<pid>...} whose process is no longer running. */
    public static void removeStale(String prefix) {
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(temporaryDirectory(), prefix + "*")) {
            for (Path entry : entries) {
                String rest = entry.getFileName().toString().substring(prefix.length());
                int dash = rest.indexOf('-');
                String digits = dash < 0 ? rest : rest.substring(0, dash);
                if (!digits.matches("[0-9]{1,18}")) {
                    continue; // not a name this class gives
                }
                if (!ProcessHandle.of(Long.parseLong(digits)).map(ProcessHandle::isAlive).orElse(false)) {
                    delete(entry);
                }
            }
        } catch (IOException e) {
            // Nothing to clean, or a temporary directory that cannot be listed: not this process's concern.
        }
    }

    private static Path temporaryDirectory() {
        return Path.of(System.getProperty("java.io.tmpdir"));
    }
}
