package graphsurge.gstore.io;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Text files written whole or not at all: into a temporary sibling, forced to disk, then renamed
 * over the target. A reader sees the old file or the new one, never a part; a failed write leaves
 * the old file and no temporary behind.
 */
public final class AtomicTextFile {
    private AtomicTextFile() {}

    /** Writes the file's text. */
    @FunctionalInterface
    public interface Body {
        void write(Writer w) throws IOException;
    }

    public static void write(Path file, Body body) throws IOException {
        // A fresh name, created exclusively: an existing file or link there is never opened, so a
        // link planted at a predictable temporary name cannot lead the write to its target.
        Path temporary = file.resolveSibling(file.getFileName() + ".tmp-"
                + Long.toHexString(ThreadLocalRandom.current().nextLong()));
        try {
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE);
                    Writer w = new BufferedWriter(Channels.newWriter(channel, StandardCharsets.UTF_8), 1 << 16)) {
                body.write(w);
                w.flush();
                channel.force(true);
            }
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(temporary);
            throw e;
        }
    }
}
