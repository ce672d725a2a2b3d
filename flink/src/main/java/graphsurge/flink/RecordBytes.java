package graphsurge.flink;

import graphsurge.session.cluster.ViewRecord;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;

/**
 * A {@link ViewRecord} as the bytes a Flink job carries from a task to the client. Flink moves
 * {@code byte[]} with its own primitive-array serializer, so nothing depends on how its type
 * extraction would treat a record holding an enum and arrays; Java serialization writes the
 * value and reported arrays in bulk.
 */
final class RecordBytes {
    private RecordBytes() {}

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
}
