package graphsurge.gstore.io;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.zip.CRC32C;

/**
 * Writes one container file (format in the package documentation) section by section.
 *
 * <p>Everything goes to a temporary file beside the target; {@link #commit} adds the end marker,
 * fsyncs, renames the file into place atomically and fsyncs the directory. Closing without
 * committing deletes the temporary file, so a failed write leaves nothing behind.
 */
public final class SectionWriter implements AutoCloseable {
    private final Path target;
    private final Path temporary;
    private final FileChannel channel;
    private final ByteBuffer buffer = ByteBuffer.allocateDirect(Format.CHUNK).order(ByteOrder.LITTLE_ENDIAN);
    private final CRC32C crc = new CRC32C();
    private long position;
    private int sections;
    private long digest = 17;
    private boolean committed;

    private SectionWriter(Path target, int kind) throws IOException {
        this.target = target;
        this.temporary = target.resolveSibling(target.getFileName() + ".tmp-"
                + Long.toHexString(ThreadLocalRandom.current().nextLong()));
        this.channel = FileChannel.open(temporary, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        ByteBuffer header = ByteBuffer.allocate(Format.HEADER_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        header.put(Format.MAGIC).putInt(Format.VERSION).putInt(kind)
                .putLong(System.currentTimeMillis()).putInt(0);
        header.putInt(crcOf(header.array(), 0, 28));
        header.flip();
        writeFully(header);
    }

    /** Starts writing {@code target}, of kind {@code kind} (four ASCII characters). */
    public static SectionWriter create(Path target, String kind) {
        try {
            return new SectionWriter(target, Format.tag(kind));
        } catch (IOException e) {
            throw IoErrors.error("cannot create " + target, e);
        }
    }

    /** Copies {@code n} elements of the array from {@code at} into the (cleared) chunk buffer. */
    private interface ChunkSource {
        void give(ByteBuffer chunk, int at, int n);
    }

    public void ints(String tag, int[] values) {
        ints(tag, 0, values, 0, values.length);
    }

    /** Writes {@code values[from .. from+length)} as a section of key group {@code group}. */
    public void ints(String tag, int group, int[] values, int from, int length) {
        section(tag, Format.INT32, group, length, 4, (chunk, at, n) -> chunk.asIntBuffer().put(values, from + at, n));
    }

    public void longs(String tag, long[] values) {
        section(tag, Format.INT64, 0, values.length, 8, (chunk, at, n) -> chunk.asLongBuffer().put(values, at, n));
    }

    public void doubles(String tag, double[] values) {
        section(tag, Format.FLOAT64, 0, values.length, 8, (chunk, at, n) -> chunk.asDoubleBuffer().put(values, at, n));
    }

    private void section(String tag, byte type, int group, int count, int width, ChunkSource source) {
        long at = beginSection();
        int done = 0;
        while (done < count) {
            int n = Math.min(count - done, Format.CHUNK / width);
            buffer.clear();
            source.give(buffer, done, n);
            buffer.limit(n * width);
            writeChunk();
            done += n;
        }
        endSection(at, tag, type, group, count, (long) width * count);
    }

    public void strings(String tag, List<String> values) {
        strings(tag, values.toArray(new String[0]));
    }

    public void strings(String tag, String[] values) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] length = new byte[4];
        for (String s : values) {
            byte[] b = s.getBytes(StandardCharsets.UTF_8);
            ByteBuffer.wrap(length).order(ByteOrder.LITTLE_ENDIAN).putInt(0, b.length);
            out.write(length, 0, 4);
            out.write(b, 0, b.length);
        }
        byte[] all = out.toByteArray();
        long at = beginSection();
        int done = 0;
        while (done < all.length) {
            int n = Math.min(all.length - done, Format.CHUNK);
            buffer.clear();
            buffer.put(all, done, n).flip();
            writeChunk();
            done += n;
        }
        endSection(at, tag, Format.STRINGS, 0, values.length, all.length);
    }

    /** A 64-bit digest of every section's checksum so far: equal content gives equal digests. */
    public long digest() {
        return digest;
    }

    /** Finishes the file and moves it into place atomically; the writer is closed afterwards. */
    public void commit() {
        try {
            ByteBuffer end = sectionHeader(Format.END_TAG, (byte) 0, 0, sections,
                    position + Format.SECTION_HEADER_BYTES, 0);
            writeFully(end);
            channel.force(true);
            channel.close();
            Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            committed = true;
            syncDirectory(target.toAbsolutePath().getParent());
        } catch (IOException e) {
            throw IoErrors.error("cannot write " + target, e);
        }
    }

    @Override
    public void close() {
        if (committed) {
            return;
        }
        try {
            channel.close();
            Files.deleteIfExists(temporary);
        } catch (IOException e) {
            // The write already failed; the stray temporary file is removed by the next write.
        }
    }

    /** Flushes a directory's entries to disk (a rename is durable only once its directory is). */
    public static void syncDirectory(Path directory) {
        try (FileChannel dir = FileChannel.open(directory, StandardOpenOption.READ)) {
            dir.force(true);
        } catch (IOException e) {
            // Some file systems cannot sync directories; the rename itself stays atomic.
        }
    }

    private long beginSection() {
        long at = position;
        writeFully(ByteBuffer.allocate(Format.SECTION_HEADER_BYTES)); // filled in by endSection
        crc.reset();
        return at;
    }

    private void writeChunk() {
        crc.update(buffer.duplicate());
        writeFully(buffer);
    }

    private void endSection(long at, String tag, byte type, int group, long count, long bytes) {
        int payloadCrc = (int) crc.getValue();
        long pad = Format.padded(bytes) - bytes;
        if (pad > 0) {
            writeFully(ByteBuffer.allocate((int) pad));
        }
        ByteBuffer header = sectionHeader(Format.tag(tag), type, group, count, bytes, payloadCrc);
        try {
            while (header.hasRemaining()) {
                channel.write(header, at + header.position());
            }
        } catch (IOException e) {
            throw IoErrors.error("cannot write " + target, e);
        }
        sections++;
        digest = digest * 0x9E3779B97F4A7C15L + (payloadCrc & 0xFFFFFFFFL) + bytes;
        digest ^= digest >>> 29;
    }

    static ByteBuffer sectionHeader(int tag, byte type, int group, long count, long bytes, int payloadCrc) {
        ByteBuffer h = ByteBuffer.allocate(Format.SECTION_HEADER_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        h.putInt(tag).put(type).put((byte) 0).put((byte) 0).put((byte) 0)
                .putInt(group).putLong(count).putLong(bytes).putInt(payloadCrc).putInt(0);
        h.putInt(crcOf(h.array(), 0, Format.SECTION_HEADER_BYTES - 4));
        h.flip();
        return h;
    }

    static int crcOf(byte[] bytes, int from, int length) {
        CRC32C c = new CRC32C();
        c.update(bytes, from, length);
        return (int) c.getValue();
    }

    private void writeFully(ByteBuffer b) {
        try {
            while (b.hasRemaining()) {
                position += channel.write(b);
            }
        } catch (IOException e) {
            throw IoErrors.error("cannot write " + target, e);
        }
    }
}
