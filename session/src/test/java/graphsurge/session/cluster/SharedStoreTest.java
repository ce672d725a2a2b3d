package graphsurge.session.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.analytics.computation.ComputationRegistry;
import graphsurge.analytics.run.CollectionRunner;
import graphsurge.gstore.GraphsurgeException;
import graphsurge.session.Session;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A worker reading the store at the client's path ({@code ?store=shared}) runs on it only while
 * it holds the client's graph and collection: a collection made again under the same name (same
 * views count), or a graph loaded again, is refused saying which.
 */
class SharedStoreTest {
    @TempDir
    Path dir;

    private Path store;

    private static String edges(int shift) {
        StringBuilder csv = new StringBuilder(":start_id,:end_id,year:int\n");
        for (int i = 0; i < 40; i++) {
            csv.append(i).append(',').append((i * 7 + shift) % 40).append(',').append(1 + i % 6).append('\n');
        }
        return csv.toString();
    }

    private void execute(String statements) {
        try (Session session = Session.open(store)) {
            session.execute(statements);
        }
    }

    /** The job the client would send for wcc over collection c of the store as it is now. */
    private SegmentJob clientJob(String id) {
        JobData.InProcess client = StoreShipping.read(store, "c", 1);
        int views = client.collection().views();
        return new SegmentJob(id, JobData.SharedStore.of(store.toString(), client.collection()),
                new Binding("wcc", List.of()), ModeSettings.of(CollectionRunner.Settings.of(CollectionRunner.Mode.DIFFERENTIAL, 1)), 1,
                List.of(new Segment(0, 0, views)));
    }

    private static int run(SegmentJob job) {
        AtomicInteger views = new AtomicInteger();
        new SegmentWorker(job, ComputationRegistry.builtIns()).run(0, r -> views.incrementAndGet());
        return views.get();
    }

    private void loadGraph(int shift) throws IOException {
        Path e = Files.writeString(dir.resolve("e" + shift + ".csv"), edges(shift));
        execute("LOAD GRAPH WITH EDGES FROM '" + e + "';");
    }

    @Test
    void theClientsOwnStoreRunsEveryView() throws IOException {
        store = dir.resolve("store");
        loadGraph(1);
        execute("CREATE VIEW COLLECTION c WHERE [year <= 2], [year <= 4], [year <= 6];");
        assertEquals(3, run(clientJob("shared-same")));
    }

    @Test
    void aCollectionMadeAgainUnderItsNameIsRefused() throws IOException {
        store = dir.resolve("store");
        loadGraph(1);
        execute("CREATE VIEW COLLECTION c WHERE [year <= 2], [year <= 4], [year <= 6];");
        SegmentJob job = clientJob("shared-collection");
        execute("DROP COLLECTION c; CREATE VIEW COLLECTION c WHERE [year <= 1], [year <= 3], [year <= 5];");
        GraphsurgeException e = assertThrows(GraphsurgeException.class, () -> run(job));
        assertTrue(e.getMessage().contains("holds another collection c than the client ran")
                && e.getMessage().contains("made again under the same name"), e.getMessage());
    }

    @Test
    void aGraphLoadedAgainIsRefused() throws IOException {
        store = dir.resolve("store");
        loadGraph(1);
        execute("CREATE VIEW COLLECTION c WHERE [year <= 2], [year <= 4], [year <= 6];");
        SegmentJob job = clientJob("shared-graph");
        loadGraph(3);
        execute("DROP COLLECTION c; CREATE VIEW COLLECTION c WHERE [year <= 2], [year <= 4], [year <= 6];");
        GraphsurgeException e = assertThrows(GraphsurgeException.class, () -> run(job));
        assertTrue(e.getMessage().contains("holds another graph") && e.getMessage().contains("loaded again"),
                e.getMessage());
    }
}
