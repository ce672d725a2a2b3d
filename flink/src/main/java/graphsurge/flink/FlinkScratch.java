package graphsurge.flink;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * A directory of one run's own for Flink's temporary files, {@code graphsurge-flink-PID-*} in the
 * system's temporary directory: removed when the run ends, and, when a run was killed before
 * that, by the next run, which removes those whose process is gone.
 */
final class FlinkScratch {
    static final String PREFIX = "graphsurge-flink-";

    private FlinkScratch() {}

    /** A new scratch directory for this process, after removing those left by processes that are gone. */
    static Path create() {
        Path tmp = Path.of(System.getProperty("java.io.tmpdir"));
        removeStale(tmp);
        try {
            return Files.createTempDirectory(tmp, PREFIX + ProcessHandle.current().pid() + "-");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a temporary directory for Flink in " + tmp, e);
        }
    }

    /** Removes {@code scratch} and everything in it; what cannot be removed stays for the next run to remove. */
    static void delete(Path scratch) {
        try (Stream<Path> files = Files.walk(scratch)) {
            for (Path f : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(f);
            }
        } catch (IOException | UncheckedIOException e) {
            // A file Flink still holds on a system that forbids removing it: the next run removes it.
        }
    }

    /** Removes the scratch directories in {@code tmp} whose process is no longer running. */
    static void removeStale(Path tmp) {
        try (DirectoryStream<Path> dirs = Files.newDirectoryStream(tmp, PREFIX + "*")) {
            for (Path dir : dirs) {
                String rest = dir.getFileName().toString().substring(PREFIX.length());
                int dash = rest.indexOf('-');
                if (dash <= 0 || !rest.substring(0, dash).matches("[0-9]{1,18}")) {
                    continue;
                }
                long pid = Long.parseLong(rest.substring(0, dash));
                if (ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)) {
                    continue;
                }
                delete(dir);
            }
        } catch (IOException e) {
            // Nothing to clean, or a temporary directory that cannot be listed: not this run's concern.
        }
    }
}
