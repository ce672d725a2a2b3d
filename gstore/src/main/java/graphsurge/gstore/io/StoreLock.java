package graphsurge.gstore.io;

import graphsurge.gstore.GraphsurgeException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.function.Consumer;

/**
 * The exclusive right to write one store, held through an OS file lock on {@code .lock} in the
 * store directory (so it dies with its process). The lock file names its holder, so that a second
 * writer can say who it is waiting for. Readers never take it: writes switch the store from one
 * consistent state to the next with an atomic rename. A saved run's results directory is locked
 * the same way, through its own lock file ({@link #acquire(Path, String, String, String, boolean, Consumer)}).
 */
public final class StoreLock implements AutoCloseable {
    private static final long POLL_MILLIS = 100;

    private final FileChannel channel;
    private final FileLock lock;

    private StoreLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * Takes the lock of the store at {@code directory}.
     *
     * @param purpose what the holder does, shown to anyone who finds the store locked
     * @param wait wait for the holder to finish instead of failing at once
     * @param onWait told once, with the holder's description, when waiting begins
     */
    static StoreLock acquire(Path directory, String purpose, boolean wait, Consumer<String> onWait) {
        return acquire(directory, ".lock", "the store", purpose, wait, onWait);
    }

    /**
     * Takes the lock held through {@code fileName} in {@code directory} (which must exist).
     *
     * @param what the directory as messages name it ({@code the store}, {@code the results directory})
     * @param purpose what the holder does, shown to anyone who finds the directory locked
     * @param wait wait for the holder to finish instead of failing at once
     * @param onWait told once, with the holder's description, when waiting begins
     */
    public static StoreLock acquire(Path directory, String fileName, String what, String purpose, boolean wait,
            Consumer<String> onWait) {
        Path file = directory.resolve(fileName);
        // Opening truncates nothing, but taking the lock does: a link planted as .lock must not
        // lead the truncation to its target. The check names the link; NOFOLLOW_LINKS closes the
        // window between the check and the open.
        StoreFiles.refuseLink(file, "the lock file");
        FileChannel channel;
        try {
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                    StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            StoreFiles.refuseLink(file, "the lock file");
            throw IoErrors.error("cannot open the lock file " + file, e);
        }
        try {
            refuseOtherNames(file);
            boolean told = false;
            while (true) {
                FileLock lock = tryLock(channel);
                if (lock != null) {
                    String holder = "pid " + ProcessHandle.current().pid() + " (" + purpose + "), since "
                            + Instant.now();
                    channel.truncate(0);
                    channel.write(ByteBuffer.wrap(holder.getBytes(StandardCharsets.UTF_8)), 0);
                    channel.force(false);
                    return new StoreLock(channel, lock);
                }
                String holder = readHolder(channel);
                if (!wait) {
                    throw new StoreLockedException(what + " " + directory + " is being written by "
                            + holder + "; try again when it finishes, or pass --wait to wait for it");
                }
                if (!told) {
                    onWait.accept("waiting for " + what + " " + directory + ", which is being written by " + holder);
                    told = true;
                }
                Thread.sleep(POLL_MILLIS);
            }
        } catch (IOException e) {
            closeQuietly(channel);
            throw IoErrors.error("cannot lock " + file, e);
        } catch (InterruptedException e) {
            closeQuietly(channel);
            Thread.currentThread().interrupt();
            throw new StoreLockedException("interrupted while waiting for " + what + " " + directory);
        } catch (RuntimeException e) {
            closeQuietly(channel);
            throw e;
        }
    }

    /** A hard link is a second name of the same file: truncating the lock would truncate it too. */
    private static void refuseOtherNames(Path file) throws IOException {
        Object links;
        try {
            links = Files.getAttribute(file, "unix:nlink", LinkOption.NOFOLLOW_LINKS);
        } catch (UnsupportedOperationException e) {
            return; // no link counts on this file system, and so no hard links to fear
        }
        if (links instanceof Integer n && n > 1) {
            throw new GraphsurgeException("the lock file " + file + " has " + (n - 1) + " other name(s) (hard links);"
                    + " Graphsurge never writes a file that is also elsewhere: remove the lock file");
        }
    }

    private static FileLock tryLock(FileChannel channel) throws IOException {
        try {
            return channel.tryLock();
        } catch (OverlappingFileLockException e) {
            return null; // held by this very process, through another channel
        }
    }

    private static String readHolder(FileChannel channel) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(512);
        channel.read(b, 0);
        String text = new String(b.array(), 0, b.position(), StandardCharsets.UTF_8).strip();
        return text.isEmpty() ? "another process" : text;
    }

    @Override
    public void close() {
        try {
            channel.truncate(0);
            lock.release();
        } catch (IOException e) {
            // Closing the channel below releases the lock anyway.
        }
        closeQuietly(channel);
    }

    private static void closeQuietly(FileChannel channel) {
        try {
            channel.close();
        } catch (IOException ignored) {
            // Nothing depends on it.
        }
    }
}
