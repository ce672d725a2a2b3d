package graphsurge.gstore.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.zip.CRC32C;

/**
 * Reads one container file section by section, in the order it was written, verifying every
 * checksum as the bytes pass by. Payloads are read in large chunks and copied into arrays in
 * bulk, so reopening a store costs little more than reading its bytes.
 *
 * <p>Any inconsistency (bad magic, newer version, wrong kind, unexpected section, checksum
 * mismatch, truncation, trailing bytes) is a {@link StoreFormatException} naming the file.
 */
public final class SectionReader implements AutoCloseable {
    private final Path file;
    private final FileChannel channel;
    private final long size;
    private final ByteBuffer buffer = ByteBuffer.allocateDirect(Format.CHUNK).order(ByteOrder.LITTLE_ENDIAN);
    private final CRC32C crc = new CRC32C();
    private long position;
    private int sections;
    private long digest = 17;
    // The section being read.
    private long currentBytes;
    private int currentCrc;
    private String currentTag;

    private SectionReader(Path file, int kind) throws IOException {
        this.file = file;
        this.channel = FileChannel.open(file, StandardOpenOption.READ);
        this.size = channel.size();
        ByteBuffer header = readSmall(Format.HEADER_BYTES, "the file header");
        byte[] bytes = new byte[Format.HEADER_BYTES];
        header.get(bytes);
        for (int i = 0; i < Format.MAGIC.length; i++) {
            if (bytes[i] != Format.MAGIC[i]) {
                throw damaged("not a Graphsurge store file (bad magic number)");
            }
        }
        if (SectionWriter.crcOf(bytes, 0, 28) != header.getInt(28)) {
            throw damaged("the file header's checksum does not match");
        }
        int version = header.getInt(8);
        if (version > Format.VERSION || version < 1) {
            throw new StoreFormatException(file, "format version " + version
                    + " is newer than this program reads (" + Format.VERSION + "); upgrade Graphsurge");
        }
        int actualKind = header.getInt(12);
        if (actualKind != kind) {
            throw damaged("holds '" + Format.tagName(actualKind) + "' data, expected '" + Format.tagName(kind) + "'");
        }
    }

    /** Opens {@code file}, which must be of kind {@code kind}. */
    public static SectionReader open(Path file, String kind) {
        try {
            return new SectionReader(file, Format.tag(kind));
        } catch (NoSuchFileException e) {
            throw new StoreFormatException(file, "is missing");
        } catch (IOException e) {
            throw IoErrors.error("cannot read " + file, e);
        }
    }

    /** Copies {@code n} elements from the chunk in the buffer into the array at {@code at}. */
    private interface ChunkSink {
        void take(ByteBuffer chunk, int at, int n);
    }

    public int[] ints(String tag) {
        int[] out = new int[(int) expect(tag, Format.INT32, 4)];
        readPayload(out.length, 4, (chunk, at, n) -> chunk.asIntBuffer().get(out, at, n));
        return finishSection(out);
    }

    public long[] longs(String tag) {
        long[] out = new long[(int) expect(tag, Format.INT64, 8)];
        readPayload(out.length, 8, (chunk, at, n) -> chunk.asLongBuffer().get(out, at, n));
        return finishSection(out);
    }

    public double[] doubles(String tag) {
        double[] out = new double[(int) expect(tag, Format.FLOAT64, 8)];
        readPayload(out.length, 8, (chunk, at, n) -> chunk.asDoubleBuffer().get(out, at, n));
        return finishSection(out);
    }

    /** Streams a section's payload of {@code count} elements of {@code width} bytes, chunk by chunk. */
    private void readPayload(int count, int width, ChunkSink sink) {
        int done = 0;
        while (done < count) {
            int n = Math.min(count - done, Format.CHUNK / width);
            fill((long) width * n);
            sink.take(buffer, done, n);
            done += n;
        }
    }

    public String[] strings(String tag) {
        long count = expect(tag, Format.STRINGS, 0);
        byte[] all = new byte[(int) currentBytes];
        readPayload(all.length, 1, (chunk, at, n) -> chunk.get(all, at, n));
        finishSection(null);
        String[] out = new String[(int) count];
        ByteBuffer b = ByteBuffer.wrap(all).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < out.length; i++) {
            if (b.remaining() < 4) {
                throw damaged("section '" + tag + "' holds fewer strings than it says");
            }
            int length = b.getInt();
            if (length < 0 || length > b.remaining()) {
                throw damaged("section '" + tag + "' has a string running past its end");
            }
            out[i] = new String(all, b.position(), length, StandardCharsets.UTF_8);
            b.position(b.position() + length);
        }
        return out;
    }

    /** Checks the end marker and that nothing follows it; call after the last section. */
    public void finish() {
        ByteBuffer h = readSmall(Format.SECTION_HEADER_BYTES, "the end marker");
        checkHeaderCrc(h, "the end marker");
        if (h.getInt(0) != Format.END_TAG) {
            throw damaged("expected the end marker, found section '" + Format.tagName(h.getInt(0)) + "'");
        }
        if (h.getLong(12) != sections || h.getLong(20) != size || position != size) {
            throw damaged("the end marker does not match the file (" + sections + " sections, "
                    + size + " bytes)");
        }
    }

    /** The digest of the sections read so far; equals the writer's for the same content. */
    public long digest() {
        return digest;
    }

    public Path file() {
        return file;
    }

    @Override
    public void close() {
        try {
            channel.close();
        } catch (IOException e) {
            // Nothing was written; there is nothing to lose.
        }
    }

    private long expect(String tag, byte type, int width) {
        ByteBuffer h = readSmall(Format.SECTION_HEADER_BYTES, "the header of section '" + tag + "'");
        checkHeaderCrc(h, "the header of section '" + tag + "'");
        int actualTag = h.getInt(0);
        if (actualTag != Format.tag(tag)) {
            throw damaged("expected section '" + tag + "', found '" + Format.tagName(actualTag) + "'");
        }
        byte actualType = h.get(4);
        if (actualType != type) {
            throw damaged("section '" + tag + "' holds " + Format.typeName(actualType) + ", expected "
                    + Format.typeName(type));
        }
        long count = h.getLong(12);
        long bytes = h.getLong(20);
        if (count < 0 || count > Integer.MAX_VALUE - 8 || bytes < 0 || (width > 0 && bytes != count * width)) {
            throw damaged("section '" + tag + "' has an impossible size");
        }
        if (position + Format.padded(bytes) > size) {
            throw damaged("is truncated: section '" + tag + "' needs " + Format.padded(bytes)
                    + " bytes at offset " + position + " but the file has " + size + " bytes");
        }
        currentBytes = bytes;
        currentCrc = h.getInt(28);
        currentTag = tag;
        crc.reset();
        return count;
    }

    private <T> T finishSection(T value) {
        if ((int) crc.getValue() != currentCrc) {
            throw damaged("section '" + currentTag + "' is corrupt (checksum mismatch)");
        }
        int pad = (int) (Format.padded(currentBytes) - currentBytes);
        if (pad > 0) {
            ByteBuffer padding = readSmall(pad, "the padding of section '" + currentTag + "'");
            for (int i = 0; i < pad; i++) {
                if (padding.get(i) != 0) {
                    throw damaged("the padding of section '" + currentTag + "' is not zero");
                }
            }
        }
        sections++;
        digest = digest * 0x9E3779B97F4A7C15L + (currentCrc & 0xFFFFFFFFL) + currentBytes;
        digest ^= digest >>> 29;
        return value;
    }

    /** Reads the next {@code bytes} payload bytes into the buffer, updating the checksum. */
    private void fill(long bytes) {
        buffer.clear();
        buffer.limit((int) bytes);
        try {
            while (buffer.hasRemaining()) {
                int n = channel.read(buffer, position);
                if (n < 0) {
                    throw damaged("is truncated at offset " + position);
                }
                position += n;
            }
        } catch (IOException e) {
            throw IoErrors.error("cannot read " + file, e);
        }
        buffer.flip();
        crc.update(buffer.duplicate());
    }

    private ByteBuffer readSmall(int bytes, String what) {
        if (position + bytes > size) {
            throw damaged("is truncated: " + what + " is missing");
        }
        ByteBuffer b = ByteBuffer.allocate(bytes).order(ByteOrder.LITTLE_ENDIAN);
        try {
            while (b.hasRemaining()) {
                int n = channel.read(b, position + b.position());
                if (n < 0) {
                    throw damaged("is truncated: " + what + " is missing");
                }
            }
        } catch (IOException e) {
            throw IoErrors.error("cannot read " + file, e);
        }
        position += bytes;
        b.flip();
        return b;
    }

    private void checkHeaderCrc(ByteBuffer h, String what) {
        int crcAt = Format.SECTION_HEADER_BYTES - 4;
        if (SectionWriter.crcOf(h.array(), 0, crcAt) != h.getInt(crcAt)) {
            throw damaged(what + " is corrupt (checksum mismatch)");
        }
    }

    private StoreFormatException damaged(String detail) {
        return new StoreFormatException(file, detail);
    }
}
