package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphsurge.gstore.io.GraphStore;
import graphsurge.session.ScriptFailure;
import graphsurge.session.Session;
import graphsurge.session.StatementResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The store as readers see it while writers replace it, and as hands or crashes leave it. */
class StoreConsistencyTest {
    @TempDir
    Path dir;

    /** Loads a four-edge graph with a {@code y} edge property, its edges chosen by {@code seed}. */
    private Path load(Path store, int seed) throws IOException {
        Path edges = dir.resolve("edges-" + seed + ".csv");
        Files.writeString(edges, "a:start_id,b:end_id,y:int\n"
                + (1 + seed) + ",2,1\n2,3,2\n3," + (4 + seed) + ",3\n" + (5 + seed) + ",1,4\n");
        try (Session s = Session.open(store)) {
            s.execute("LOAD GRAPH WITH EDGES FROM '" + edges + "';");
        }
        return edges;
    }

    /** A store seen through {@code hook}, run after its first reading of the manifest only. */
    private static GraphStore pausingOnce(Path store, Runnable hook) {
        boolean[] done = {false};
        return GraphStore.at(store).afterManifestRead(() -> {
            if (!done[0]) {
                done[0] = true;
                hook.run();
            }
        });
    }

    private void loadQuietly(Path store, int seed) {
        try {
            load(store, seed);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void aRunRacingALoadNeverRunsACollectionOnTheGraphItWasNotMadeFrom() throws IOException {
        Path store = dir.resolve("store");
        load(store, 0);
        try (Session s = Session.open(store)) {
            s.execute("CREATE VIEW COLLECTION c WHERE [y <= 2], [y <= 4];");
        }
        // The load lands between the reader's reading of the manifest and its reading of the graph.
        try (Session racing = Session.open(pausingOnce(store, () -> loadQuietly(store, 10)))) {
            ScriptFailure e = assertThrows(ScriptFailure.class,
                    () -> racing.execute("RUN COMPUTATION wcc ON COLLECTION c;"));
            assertTrue(e.getMessage().contains("collection c was made from another graph"), e.getMessage());
        }
    }

    @Test
    void showGraphDescribesTheGraphItCounts() throws IOException {
        Path store = dir.resolve("store");
        load(store, 0);
        try (Session racing = Session.open(pausingOnce(store, () -> loadQuietly(store, 10)))) {
            StatementResult.GraphDescribed shown =
                    (StatementResult.GraphDescribed) racing.execute("SHOW GRAPH;").get(0).result();
            assertEquals(GraphStore.at(store).info().orElseThrow(), shown.info(), "the graph loaded meanwhile");
            assertEquals(shown.info().vertices(), shown.summary().vertices());
            assertTrue(shown.summary().largestId().equals("15"), "counts and ids of the graph loaded meanwhile");
        }
    }

    @Test
    void aCollectionNameTooLongForAFileNameIsRefusedWithItsLimit() throws IOException {
        Path store = dir.resolve("store");
        load(store, 0);
        String longest = "é".repeat(50); // 100 bytes: stored hex-encoded, the longest name allowed
        String tooLong = "c".repeat(101);
        Cli.Result r = Cli.run("--store", store.toString(), "-q", "-e",
                "CREATE VIEW COLLECTION `" + longest + "` WHERE [y <= 1], [y <= 2];"
                        + " RUN COMPUTATION wcc ON COLLECTION `" + longest + "`;"
                        + " CREATE VIEW COLLECTION " + tooLong + " WHERE [y <= 1];");
        assertEquals(Main.EXIT_INPUT_ERROR, r.exit(), r.out());
        assertTrue(r.out().contains("Ran wcc on " + longest), r.out());
        assertTrue(r.err().contains("names are at most 100 bytes long (UTF-8); 'cccccccccccccccccccc...' has 101"), r.err());
        assertEquals(1, Files.list(store.resolve("collections")).count(), "nothing written for the refused name");
    }

    @Test
    void aCollectionFileCopiedUnderAnotherNameIsRefusedNamingBoth() throws IOException {
        Path store = dir.resolve("store");
        load(store, 0);
        Cli.Result made = Cli.run("--store", store.toString(), "-q", "-e",
                "CREATE VIEW COLLECTION growth WHERE [y <= 1], [y <= 2], [y <= 3];"
                        + " CREATE VIEW COLLECTION weekly WHERE [y = 4];");
        assertEquals(0, made.exit(), made.err());
        Path collections = store.resolve("collections");
        Files.copy(collections.resolve("weekly.gsc"), collections.resolve("growth.gsc"), StandardCopyOption.REPLACE_EXISTING);
        for (String statement : new String[] {"RUN COMPUTATION wcc ON COLLECTION growth;", "SHOW COLLECTIONS;"}) {
            Cli.Result r = Cli.run("--store", store.toString(), "-e", statement);
            assertEquals(Main.EXIT_INPUT_ERROR, r.exit(), statement + "\n" + r.out());
            assertTrue(r.err().contains("growth.gsc: holds collection 'weekly', but its file name stands for 'growth'"),
                    r.err());
        }
    }

    @Test
    void aStoreThatIsAFileOrADeviceIsNamedAsSuch() throws IOException {
        Path file = Files.writeString(dir.resolve("notes.txt"), "my notes");
        Cli.Result r = Cli.run("--store", file.toString(), "show", "graph");
        assertEquals(Main.EXIT_INPUT_ERROR, r.exit());
        assertTrue(r.err().contains(file + " is not a directory (it is a file)"), r.err());
        Cli.Result load = Cli.run("--store", file.toString(), "-e", "LOAD GRAPH WITH EDGES FROM '" + load(dir.resolve("s"), 0) + "';");
        assertEquals(Main.EXIT_INPUT_ERROR, load.exit());
        assertTrue(load.err().contains(file + " is not a directory (it is a file)"), load.err());
        assertEquals("my notes", Files.readString(file));
        if (Files.exists(Path.of("/dev/null"))) {
            Cli.Result devNull = Cli.run("--store", "/dev/null", "-e", "SHOW COLLECTIONS; SHOW GRAPH;");
            assertEquals(Main.EXIT_INPUT_ERROR, devNull.exit());
            assertTrue(devNull.err().contains("/dev/null is not a directory (it is a device or other special file)"),
                    devNull.err());
        }
    }

    @Test
    void anyWriterRemovesWhatKilledLoadsAndCollectionBuildsLeft() throws IOException {
        Path store = dir.resolve("store");
        load(store, 0);
        assertEquals(0, Cli.run("--store", store.toString(), "-q", "-e",
                "CREATE VIEW COLLECTION c WHERE [y <= 2]; CREATE VIEW COLLECTION d WHERE [y <= 3];").exit());
        Path staging = Files.createDirectories(store.resolve("graph-000009.tmp"));
        Files.writeString(staging.resolve("topology.gsf"), "x".repeat(1000));
        Path build = Files.writeString(store.resolve("collections").resolve("e.gsc.tmp-5d2f"), "half a collection");
        Cli.Result r = Cli.run("--store", store.toString(), "-e", "DROP COLLECTION d; SHOW COLLECTIONS;");
        assertEquals(0, r.exit(), r.err());
        assertFalse(Files.exists(staging));
        assertFalse(Files.exists(build));
        assertTrue(r.out().contains("c"), r.out());
    }

    @Test
    void aSymlinkedCollectionsDirectoryIsNeverWrittenThrough() throws IOException {
        Path store = dir.resolve("store");
        load(store, 0);
        Path elsewhere = Files.createDirectories(dir.resolve("elsewhere"));
        Path precious = Files.writeString(elsewhere.resolve("keep.gsc"), "keep me");
        Files.createSymbolicLink(store.resolve("collections"), elsewhere);
        for (String statement : new String[] {"CREATE VIEW COLLECTION c WHERE [y <= 2];", "DELETE CUBES;",
                "DROP COLLECTION keep;"}) {
            Cli.Result r = Cli.run("--store", store.toString(), "-e", statement);
            assertEquals(Main.EXIT_INPUT_ERROR, r.exit(), statement);
            assertTrue(r.err().contains("collections is a symbolic link"), r.err());
        }
        assertEquals("keep me", Files.readString(precious));
        try (var files = Files.list(elsewhere)) {
            assertEquals(1, files.count());
        }
    }
}
