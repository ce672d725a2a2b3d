package graphsurge.flink;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.analytics.run.How;
import graphsurge.session.cluster.ViewRecord;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A view record cut into pieces of bounded size and put back together by the client, whatever
 * the interleaving of several tasks' pieces: sizes around the piece size, empty records, records
 * of changed keys, in a random interleaving from a fixed, printed seed.
 */
class RecordBytesTest {
    private static final long SEED = 20261206L;

    private static ViewRecord record(Random random, int position, int keys, boolean whole) {
        long[] values = new long[keys];
        boolean[] reported = new boolean[keys];
        int[] changed = whole ? null : new int[keys];
        for (int k = 0; k < keys; k++) {
            values[k] = random.nextLong();
            reported[k] = random.nextBoolean();
            if (!whole) {
                changed[k] = k * 3;
            }
        }
        return new ViewRecord(0, position, position, whole, keys, keys, 0, How.KERNEL, "d" + position, position, changed,
                values, reported);
    }

    private static void assertSame(ViewRecord expected, ViewRecord actual) {
        assertNotNull(actual);
        assertEquals(expected.position(), actual.position());
        assertEquals(expected.decision(), actual.decision());
        assertArrayEquals(expected.changed(), actual.changed());
        assertArrayEquals(expected.values(), actual.values());
        assertArrayEquals(expected.reported(), actual.reported());
    }

    @Test
    void everyPieceIsAtMostThePieceSizeAndTheRecordComesBackWhole() {
        Random random = new Random(SEED);
        int pieceBytes = 1000;
        for (int keys : new int[] {0, 1, 50, 100, 101, 111, 5000}) {
            ViewRecord r = record(random, keys, keys, true);
            int encoded = RecordBytes.encode(r).length;
            List<byte[]> pieces = RecordBytes.pieces(r, pieceBytes);
            assertEquals(Math.max(1, (encoded + pieceBytes - 1) / pieceBytes), pieces.size(), keys + " keys");
            RecordBytes.Assembler assembler = new RecordBytes.Assembler();
            for (int i = 0; i < pieces.size(); i++) {
                assertTrue(pieces.get(i).length <= pieceBytes + RecordBytes.HEADER_BYTES, "piece " + i);
                ViewRecord back = assembler.add(pieces.get(i));
                if (i < pieces.size() - 1) {
                    assertNull(back, "piece " + i + " of " + pieces.size() + " completes nothing");
                } else {
                    assertSame(r, back);
                }
            }
            assertFalse(assembler.pending());
        }
    }

    @Test
    void piecesOfSeveralTasksInterleavedComeBackAsTheirRecords() {
        System.out.println("RecordBytesTest seed " + SEED);
        Random random = new Random(SEED);
        int tasks = 4;
        List<Deque<byte[]>> queues = new ArrayList<>();
        List<ViewRecord> sent = new ArrayList<>();
        for (int t = 0; t < tasks; t++) {
            Deque<byte[]> q = new ArrayDeque<>();
            for (int v = 0; v < 5; v++) {
                ViewRecord r = record(random, t * 5 + v, random.nextInt(3000), random.nextBoolean());
                sent.add(r);
                q.addAll(RecordBytes.pieces(r, 512));
            }
            queues.add(q);
        }
        RecordBytes.Assembler assembler = new RecordBytes.Assembler();
        ViewRecord[] got = new ViewRecord[sent.size()];
        while (queues.stream().anyMatch(q -> !q.isEmpty())) {
            Deque<byte[]> q = queues.get(random.nextInt(tasks));
            if (!q.isEmpty()) {
                ViewRecord r = assembler.add(q.poll());
                if (r != null) {
                    assertNull(got[r.position()], "position " + r.position() + " once (seed " + SEED + ")");
                    got[r.position()] = r;
                }
            }
        }
        for (ViewRecord r : sent) {
            assertSame(r, got[r.position()]);
        }
        assertFalse(assembler.pending());
    }

    @Test
    void aRecordSentAgainFromItsFirstPieceReplacesTheUnfinishedOne() {
        Random random = new Random(SEED);
        ViewRecord r = record(random, 7, 1000, true);
        List<byte[]> pieces = RecordBytes.pieces(r, 700);
        RecordBytes.Assembler assembler = new RecordBytes.Assembler();
        assembler.add(pieces.get(0));
        assembler.add(pieces.get(1));
        ViewRecord back = null;
        for (byte[] piece : pieces) {
            back = assembler.add(piece);
        }
        assertSame(r, back);
    }

    @Test
    void aPieceOutOfOrderIsAnError() {
        ViewRecord r = record(new Random(SEED), 3, 1000, true);
        List<byte[]> pieces = RecordBytes.pieces(r, 700);
        RecordBytes.Assembler assembler = new RecordBytes.Assembler();
        assembler.add(pieces.get(0));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> assembler.add(pieces.get(2)));
        assertTrue(e.getMessage().contains("run position 3"), e.getMessage());
    }
}
