package graphsurge.flink;

import graphsurge.session.cluster.ViewRecord;
import it.unimi.dsi.fastutil.ints.Int2ObjectOpenHashMap;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link ViewRecord} as the pieces a Flink job carries from a task to the client. Flink moves
 * {@code byte[]} with its own primitive-array serializer, so nothing depends on how its type
 * extraction would treat a record holding an enum and arrays; Java serialization writes the
 * value and reported arrays in bulk.
 *
 * <p>The collect sink refuses any element larger than its batch ({@code collect-sink.batch-size.max},
 * 2 MiB by default) by failing its task, and a segment's first view holds every key, about 9 bytes
 * per vertex: a graph of 2^18 vertices is past it. So a record travels as pieces of at most
 * {@link #PIECE_BYTES} bytes, each with a header ({@link #HEADER_BYTES}: the view's run position,
 * the piece's index, the number of pieces, the record's length), and the client's
 * {@link Assembler} puts each record back together when its last piece arrives. The pieces of
 * one record come from one task, in order, through one channel; pieces of records of other
 * segments may come between them.
 */
final class RecordBytes {
    /** The most bytes of a record one piece carries: half the collect sink's default batch. */
    static final int PIECE_BYTES = 1 << 20;
    /** A piece's header: position, index, count, the record's length (four ints). */
    static final int HEADER_BYTES = 16;

    private RecordBytes() {}

    /** The record's bytes cut into pieces of at most {@code pieceBytes} bytes each, headers aside. */
    static List<byte[]> pieces(ViewRecord record, int pieceBytes) {
        byte[] whole = encode(record);
        int count = Math.max(1, (whole.length + pieceBytes - 1) / pieceBytes);
        List<byte[]> pieces = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            int from = i * pieceBytes;
            int length = Math.min(pieceBytes, whole.length - from);
            ByteBuffer piece = ByteBuffer.allocate(HEADER_BYTES + length);
            piece.putInt(record.position()).putInt(i).putInt(count).putInt(whole.length).put(whole, from, length);
            pieces.add(piece.array());
        }
        return pieces;
    }

    static byte[] encode(ViewRecord record) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(64 + record.values().length * 9);
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(record);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot encode the record of view " + record.view(), e);
        }
        return bytes.toByteArray();
    }

    static ViewRecord decode(byte[] bytes) {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            return (ViewRecord) in.readObject();
        } catch (IOException | ClassNotFoundException e) {
            throw new IllegalStateException("a view record from the Flink job cannot be read", e);
        }
    }

    /**
     * Puts records back together from their pieces, which may interleave with other records'
     * (one record per run position under way). It holds only the records under way: at most one
     * per task sending.
     */
    static final class Assembler {
        private final Int2ObjectOpenHashMap<Partial> underWay = new Int2ObjectOpenHashMap<>();

        /** Takes one piece; returns the record it completes, else null. */
        ViewRecord add(byte[] piece) {
            ByteBuffer in = ByteBuffer.wrap(piece);
            int position = in.getInt();
            int index = in.getInt();
            int count = in.getInt();
            int length = in.getInt();
            Partial p = underWay.get(position);
            if (index == 0) {
                // A first piece starts the record afresh, also when a retried task sends it again.
                p = new Partial(new byte[length], count);
                underWay.put(position, p);
            } else if (p == null || p.next != index || p.count != count || p.bytes.length != length) {
                throw new IllegalStateException("piece " + (index + 1) + " of " + count + " of the record of run position "
                        + position + " came out of order");
            }
            in.get(p.bytes, p.filled, in.remaining());
            p.filled += piece.length - HEADER_BYTES;
            p.next++;
            if (p.next < count) {
                return null;
            }
            underWay.remove(position);
            if (p.filled != length) {
                throw new IllegalStateException("the record of run position " + position + " came back with " + p.filled
                        + " of its " + length + " bytes");
            }
            return decode(p.bytes);
        }

        /** Whether a record was begun and not finished. */
        boolean pending() {
            return !underWay.isEmpty();
        }

        private static final class Partial {
            final byte[] bytes;
            final int count;
            int filled;
            int next;

            Partial(byte[] bytes, int count) {
                this.bytes = bytes;
                this.count = count;
            }
        }
    }
}
